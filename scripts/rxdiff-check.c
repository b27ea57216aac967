/* rxdiff-check.c - the scr side of scripts/rxdiff: reads `pattern<TAB>flags`
 * lines (UTF-8) on stdin and prints, one line each, "ok" when the regexp
 * engine's parser (rxengine.c) accepts the pattern under those flags, or
 * "E " and its message (V8's text, without the "Invalid regular
 * expression: /../: " prefix). Linked with the compiler's objects. */
#include "builtins/rxengine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* UTF-8 to UTF-16 (no validation: the generator writes valid UTF-8). */
static size_t to_utf16(const char *s, size_t n, uint16_t *out) {
    size_t k = 0;
    const unsigned char *p = (const unsigned char *)s, *e = p + n;
    while (p < e) {
        uint32_t c = *p++;
        if (c >= 0xF0 && p + 2 < e) {
            c = ((c & 7u) << 18) | ((p[0] & 63u) << 12) | ((p[1] & 63u) << 6) | (p[2] & 63u);
            p += 3;
        } else if (c >= 0xE0 && p + 1 < e) {
            c = ((c & 15u) << 12) | ((p[0] & 63u) << 6) | (p[1] & 63u);
            p += 2;
        } else if (c >= 0xC0 && p < e) {
            c = ((c & 31u) << 6) | (p[0] & 63u);
            p += 1;
        }
        if (c >= 0x10000) {
            out[k++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
            out[k++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            out[k++] = (uint16_t)c;
        }
    }
    return k;
}

int main(void) {
    char line[8192];
    static uint16_t pat[8192], fl[64];
    while (fgets(line, sizeof line, stdin)) {
        size_t n = strlen(line);
        if (n && line[n - 1] == '\n') line[--n] = 0;
        char *tab = strrchr(line, '\t');
        if (!tab) {
            printf("E bad input line\n");
            continue;
        }
        size_t pn = to_utf16(line, (size_t)(tab - line), pat);
        size_t fn = to_utf16(tab + 1, strlen(tab + 1), fl);
        int flags = scr__rx_parse_flags(fl, fn);
        if (flags < 0) {
            printf("E bad flags\n");
            continue;
        }
        const char *err = NULL;
        ScrRxProg *prog = scr__rx_compile(pat, pn, flags, &err);
        if (prog) printf("ok\n");
        else printf("E %s\n", err);
        scr__rx_free(prog);
    }
    return 0;
}
