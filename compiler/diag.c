/* diag.c - printing compiler diagnostics: "path:line:col: error: msg", the
 * source line and a caret under the column, on stderr. */
#include <stdarg.h>
#include <stdio.h>

#include "diag.h"

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
    fwrite(s + start, 1, end - start, stderr);
    fputc('\n', stderr);
    /* Walk the line in UTF-16 units up to the column; copy tabs so the
     * caret lines up in a terminal, and print one space per code point. */
    int units = 1;
    size_t i = start;
    while (units < col && i < end) {
        unsigned char b = s[i];
        if (b == '\t')
            fputc('\t', stderr);
        else if ((b & 0xC0) != 0x80)
            fputc(' ', stderr);
        if ((b & 0xC0) != 0x80) units += b >= 0xF0 ? 2 : 1;
        i++;
        while (i < end && (s[i] & 0xC0) == 0x80) i++;
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
