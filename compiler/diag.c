/* diag.c - printing compiler diagnostics: "path:line:col: error: msg", the
 * source line and a caret under the column, on stderr. */
#include <stdarg.h>
#include <stdio.h>

#include "diag.h"

/* The most of a source line a diagnostic shows, in bytes: a minified
 * file's line is shown as a window around the column. */
#define DIAG_LINE_MAX 160

static int error_count;
static int muted;

int diag_count(void) { return error_count; }

bool diag_mute(bool on)
{
    bool was = muted;
    muted = on;
    return was;
}

static void vreport(const SourceFile *sf, int line, int col, const char *fmt, va_list ap)
{
    if (muted) return;
    error_count++;
    fflush(stdout);
    fprintf(stderr, "%s:%d:%d: error: ", sf && sf->path ? sf->path : "<input>", line, col);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    if (!sf || line < 1 || line > sf->nlines) return;
    const unsigned char *s = (const unsigned char *)sf->text;
    size_t start = (size_t)sf->line_starts[line - 1];
    size_t end = start;
    while (end < sf->len && s[end] != '\n' && s[end] != '\r' &&
           !(s[end] == 0xE2 && end + 2 < sf->len && s[end + 1] == 0x80 && (s[end + 2] == 0xA8 || s[end + 2] == 0xA9)))
        end++;
    /* The byte of the column (counted in UTF-16 units), or the line's end. */
    int units = 1;
    size_t at = start;
    while (units < col && at < end) {
        if ((s[at] & 0xC0) != 0x80) units += s[at] >= 0xF0 ? 2 : 1;
        at++;
        while (at < end && (s[at] & 0xC0) == 0x80) at++;
    }
    /* A long line (minified code) shows a window around the column. */
    size_t from = start, to = end;
    if (end - start > DIAG_LINE_MAX) {
        from = at - start > DIAG_LINE_MAX / 2 ? at - DIAG_LINE_MAX / 2 : start;
        to = from + DIAG_LINE_MAX < end ? from + DIAG_LINE_MAX : end;
        while (from > start && (s[from] & 0xC0) == 0x80) from--;
        while (to < end && (s[to] & 0xC0) == 0x80) to++;
    }
    if (from > start) fputs("...", stderr);
    fwrite(s + from, 1, to - from, stderr);
    if (to < end) fputs("...", stderr);
    fputc('\n', stderr);
    /* Copy tabs so the caret lines up in a terminal, and print one space
     * per code point. */
    if (from > start) fputs("   ", stderr);
    for (size_t i = from; i < at; i++) {
        if (s[i] == '\t')
            fputc('\t', stderr);
        else if ((s[i] & 0xC0) != 0x80)
            fputc(' ', stderr);
    }
    for (; units < col; units++) fputc(' ', stderr);
    fputs("^\n", stderr);
}

void diag_error(const SourceFile *sf, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(sf, line, col, fmt, ap);
    va_end(ap);
}

void diag_error_at(const SourceFile *sf, const Node *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(sf, n ? n->line : 0, n ? n->col : 0, fmt, ap);
    va_end(ap);
}
