/* source.c - loading a source file: its text, its line table (for
 * diagnostics) and its absolute path (for file:// URLs in error reports). */
#define _DEFAULT_SOURCE 1
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lex.h"
#include "parse.h"

/* Builds sf->line_starts. Line terminators are LF, CR, CRLF, U+2028 and
 * U+2029, as in ECMAScript (and V8's line numbers). */
static int build_lines(SourceFile *sf)
{
    int cap = 64, n = 0;
    int *ls = malloc((size_t)cap * sizeof *ls);
    if (!ls) return -1;
    ls[n++] = 0;
    const unsigned char *s = (const unsigned char *)sf->text;
    for (size_t i = 0; i < sf->len; i++) {
        size_t next = 0;
        if (s[i] == '\n')
            next = i + 1;
        else if (s[i] == '\r')
            next = (i + 1 < sf->len && s[i + 1] == '\n') ? i + 2 : i + 1;
        else if (s[i] == 0xE2 && i + 2 < sf->len && s[i + 1] == 0x80 && (s[i + 2] == 0xA8 || s[i + 2] == 0xA9))
            next = i + 3;
        if (!next) continue;
        if (n == cap) {
            cap *= 2;
            int *nl = realloc(ls, (size_t)cap * sizeof *ls);
            if (!nl) {
                free(ls);
                return -1;
            }
            ls = nl;
        }
        ls[n++] = (int)next;
        i = next - 1;
    }
    sf->line_starts = ls;
    sf->nlines = n;
    return 0;
}

/* Makes a SourceFile from text already in memory (copied). Used by the
 * parser's tests; `path` is borrowed and must outlive the SourceFile. */
SourceFile *scr__source_from_string(const char *path, const char *text, size_t len)
{
    SourceFile *sf = calloc(1, sizeof *sf);
    if (!sf) return NULL;
    sf->path = path;
    sf->text = malloc(len + 1);
    if (!sf->text) {
        free(sf);
        return NULL;
    }
    memcpy(sf->text, text, len);
    sf->text[len] = 0;
    sf->len = len;
    if (build_lines(sf) < 0) {
        free(sf->text);
        free(sf);
        return NULL;
    }
    return sf;
}

SourceFile *source_from_text(const char *path, const char *abspath, const char *text, size_t len)
{
    SourceFile *sf = scr__source_from_string(path, text, len);
    if (sf) sf->abspath = strdup(abspath);
    return sf;
}

SourceFile *source_load(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "scr: cannot read %s: %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        fprintf(stderr, "scr: cannot read %s: out of memory\n", path);
        return NULL;
    }
    for (;;) {
        if (len == cap) {
            if (cap > (size_t)INT_MAX / 2) {
                free(buf);
                fclose(f);
                fprintf(stderr, "scr: cannot read %s: file too large\n", path);
                return NULL;
            }
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                fclose(f);
                fprintf(stderr, "scr: cannot read %s: out of memory\n", path);
                return NULL;
            }
            buf = nb;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0) break;
    }
    int err = ferror(f) ? errno : 0;
    fclose(f);
    if (err) {
        free(buf);
        fprintf(stderr, "scr: cannot read %s: %s\n", path, strerror(err));
        return NULL;
    }
    SourceFile *sf = scr__source_from_string(path, buf, len);
    free(buf);
    if (!sf) {
        fprintf(stderr, "scr: cannot read %s: out of memory\n", path);
        return NULL;
    }
    char *abs = realpath(path, NULL);
    if (!abs) {
        /* Fall back to cwd + path; realpath fails only in odd cases. */
        char cwd[PATH_MAX];
        if (path[0] != '/' && getcwd(cwd, sizeof cwd)) {
            abs = malloc(strlen(cwd) + strlen(path) + 2);
            if (abs) sprintf(abs, "%s/%s", cwd, path);
        } else {
            abs = strdup(path);
        }
    }
    sf->abspath = abs;
    return sf;
}

void source_free(SourceFile *sf)
{
    if (!sf) return;
    scr__arena_free(sf);
    free(sf->text);
    free(sf->line_starts);
    free(sf->abspath);
    free(sf);
}
