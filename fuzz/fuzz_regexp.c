/* fuzz_regexp.c - libFuzzer target for the regular-expression engine
 * (rxengine.c): the first byte holds the flags (SCR_RX_* bits), the rest
 * is "pattern NUL subject" in fuzz_input.h's encoding. Every pattern is
 * compiled; one that compiles is matched against the subject, and the
 * captures are checked to be well formed. The subject is cut to 24 code
 * units, and shorter when the pattern has several quantifiers (12 from
 * two, 8 from four): a backtracking matcher takes exponential time on
 * nested quantifiers (`((.)*)+` over 24 units takes seconds in V8 too),
 * and that is not what this target looks for. Empty alternatives under
 * quantifiers multiply the paths whatever the subject's length, so the
 * engine is built here with a backtrack budget (fuzz/fuzz.mk): a match
 * past it returns -1, as a full backtrack stack does. */
#include <stdio.h>
#include <string.h>

#include "builtins/rxengine.h"
#include "fuzz_input.h"

enum { MAX_PATTERN = 256, MAX_SUBJECT = 24 };

/* The quantifiers of a pattern (*, +, ?, {) outside classes and escapes,
 * not counting the ? of `(?`; an over-count only shortens the subject. */
static int quantifiers(const uint16_t *u, size_t n) {
    int q = 0;
    bool in_class = false;
    for (size_t i = 0; i < n; i++) {
        uint16_t c = u[i];
        if (c == '\\') i++;
        else if (c == '[') in_class = true;
        else if (c == ']') in_class = false;
        else if (!in_class && (c == '*' || c == '+' || c == '{' || (c == '?' && i > 0 && u[i - 1] != '('))) q++;
    }
    return q;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    int flags = data[0];
    if ((flags & SCR_RX_UNICODE) && (flags & SCR_RX_UNICODE_SETS)) flags &= ~SCR_RX_UNICODE_SETS;
    size_t n;
    uint16_t *u = fuzz_units(data + 1, size - 1, &n);
    size_t plen = 0;
    while (plen < n && u[plen] != 0) plen++;
    const uint16_t *subject = plen < n ? u + plen + 1 : u + n;
    size_t slen = plen < n ? n - plen - 1 : 0;
    if (plen > MAX_PATTERN) plen = MAX_PATTERN;
    int q = quantifiers(u, plen);
    size_t max_subject = q >= 4 ? 8 : q >= 2 ? 12 : MAX_SUBJECT;
    if (slen > max_subject) slen = max_subject;

    const char *err = NULL;
    ScrRxProg *p = scr__rx_compile(u, plen, flags, &err);
    if (!p) {
        if (!err || !*err) {
            fprintf(stderr, "fuzz_regexp: compile failed without a message\n");
            abort();
        }
        free(u);
        return 0;
    }
    uint32_t ng = scr__rx_ngroups(p);
    for (uint32_t g = 1; g <= ng; g++) {
        uint32_t len;
        (void)scr__rx_group_name(p, g, &len);
    }
    int32_t *caps = malloc(2 * ((size_t)ng + 1) * sizeof *caps);
    if (!caps) abort();
    bool sticky = (flags & SCR_RX_STICKY) != 0;
    size_t start = sticky && slen ? (size_t)(data[0] >> 1) % slen : 0;
    int r = scr__rx_exec(p, subject, slen, start, sticky, caps);
    if (r == 1) {
        if (caps[0] < (int32_t)start || caps[1] < caps[0] || caps[1] > (int32_t)slen) abort();
        for (uint32_t g = 1; g <= ng; g++) {
            int32_t a = caps[2 * g], b = caps[2 * g + 1];
            if ((a < 0) != (b < 0)) abort();
            if (a >= 0 && (a > b || b > (int32_t)slen)) abort();
        }
    } else if (r != 0 && r != -1) {
        abort();
    }
    free(caps);
    scr__rx_free(p);
    free(u);
    return 0;
}
