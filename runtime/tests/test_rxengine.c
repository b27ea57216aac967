/* test_rxengine.c - the regexp engine (builtins/rxengine.c) on its own:
 * matches and captures, per-iteration capture reset, backtracking and
 * its stack limit, counted repetition, lookbehind matched right to left,
 * case folding with and without u, property escapes, v-mode sets, and
 * the syntax errors it reports. Expected results are Node 20's. */
#include "builtins/rxengine.h"

#include "check.h"

#include <stdlib.h>
#include <string.h>

static uint16_t *u16(const char *s, size_t *n) {
    /* UTF-8 to UTF-16 (BMP and astral). */
    size_t len = strlen(s);
    uint16_t *o = malloc(sizeof(uint16_t) * (len + 1));
    size_t k = 0;
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)s[i];
        uint32_t cp;
        if (c < 0x80) cp = c, i += 1;
        else if (c < 0xE0) cp = (uint32_t)(c & 0x1F) << 6 | (s[i + 1] & 0x3F), i += 2;
        else if (c < 0xF0)
            cp = (uint32_t)(c & 0x0F) << 12 | (uint32_t)(s[i + 1] & 0x3F) << 6 | (s[i + 2] & 0x3F), i += 3;
        else
            cp = (uint32_t)(c & 0x07) << 18 | (uint32_t)(s[i + 1] & 0x3F) << 12 |
                 (uint32_t)(s[i + 2] & 0x3F) << 6 | (s[i + 3] & 0x3F),
            i += 4;
        if (cp >= 0x10000) {
            o[k++] = (uint16_t)(0xD800 + ((cp - 0x10000) >> 10));
            o[k++] = (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF));
        } else {
            o[k++] = (uint16_t)cp;
        }
    }
    *n = k;
    return o;
}

static int flags_of(const char *f) {
    size_t n;
    uint16_t *w = u16(f, &n);
    int b = scr__rx_parse_flags(w, n);
    free(w);
    return b;
}

static int32_t caps[64];

/* Runs pattern/flags on subject from 0: 1, 0 or -1; caps filled. */
static int rx(const char *pat, const char *flags, const uint16_t *s, size_t n) {
    size_t pn;
    uint16_t *p = u16(pat, &pn);
    const char *err = NULL;
    ScrRxProg *g = scr__rx_compile(p, pn, flags_of(flags), &err);
    free(p);
    if (!g) return -2;
    int r = scr__rx_exec(g, s, n, 0, false, caps);
    scr__rx_free(g);
    return r;
}

static int rxs(const char *pat, const char *flags, const char *subject) {
    size_t n;
    uint16_t *s = u16(subject, &n);
    int r = rx(pat, flags, s, n);
    free(s);
    return r;
}

static const char *compile_error(const char *pat, const char *flags) {
    size_t pn;
    uint16_t *p = u16(pat, &pn);
    const char *err = NULL;
    ScrRxProg *g = scr__rx_compile(p, pn, flags_of(flags), &err);
    free(p);
    scr__rx_free(g);
    return g ? NULL : err;
}

static void test_basic(void) {
    CHECK(rxs("b+", "", "aabbbc") == 1 && caps[0] == 2 && caps[1] == 5);
    CHECK(rxs("(a)|(b)", "", "b") == 1 && caps[2] == -1 && caps[4] == 0);
    CHECK(rxs("^abc$", "", "xabc") == 0);
    CHECK(rxs("^b", "m", "a\nb") == 1 && caps[0] == 2);
    CHECK(rxs("x{2,3}?", "", "xxxx") == 1 && caps[1] == 2);
    CHECK(rxs("\\bfoo\\b", "", "a foo b") == 1 && caps[0] == 2);
    CHECK(rxs("(a)\\1", "", "aa") == 1);
    CHECK(rxs("\\1(a)", "", "a") == 1); /* forward reference: empty */
    CHECK(rxs("(?:\\\\[\\s\\S]|[^\\[\\]\\\\]){1,999}", "", "hello [x]") == 1 && caps[1] == 6);
    CHECK(rxs("(?=(a+))a*b\\1", "", "baaabac") == 1 && caps[0] == 3 && caps[1] == 6);
    CHECK(rxs("(?!a)\\w", "", "ab") == 1 && caps[0] == 1);
}

static void test_iteration_reset(void) {
    /* V8: captures are reset in each iteration of a quantified group. */
    CHECK(rxs("(?:(a)|b)+", "", "ab") == 1 && caps[2] == -1);
    CHECK(rxs("(z)((a+)?(b+)?(c))*", "", "zaacbbbcac") == 1 && caps[6] == 8 && caps[8] == -1 &&
          caps[2 * 5] == 9);
    /* Empty iterations after the minimum are rejected. */
    CHECK(rxs("(a*)*b", "", "aaab") == 1 && caps[2] == 0 && caps[3] == 3);
    CHECK(rxs("(?:a|())*?$", "", "a") == 1);
}

static void test_lookbehind(void) {
    CHECK(rxs("(?<=a+)b", "", "aaab") == 1 && caps[0] == 3);
    /* Right to left: the second group takes as much as it can first. */
    CHECK(rxs("(?<=(\\d+)(\\d+))$", "", "1053") == 1 && caps[2] == 0 && caps[3] == 1 &&
          caps[4] == 1 && caps[5] == 4);
    CHECK(rxs("(?<!\\$)\\d+", "", "$12 34") == 1 && caps[0] == 2);
    CHECK(rxs("(?<=\\1(a))b", "", "aab") == 1 && caps[2] == 1);
}

static void test_case(void) {
    CHECK(rxs("\\u212a", "i", "k") == 0);  /* no non-ASCII to ASCII mapping */
    CHECK(rxs("\\u212a", "iu", "k") == 1); /* simple case folding */
    CHECK(rxs("\\u017f", "i", "s") == 0);
    CHECK(rxs("\\u017f", "iu", "S") == 1);
    CHECK(rxs("ß", "i", "ẞ") == 0);
    CHECK(rxs("ß", "iu", "ẞ") == 1);
    CHECK(rxs("[a-z]+", "i", "ABC") == 1 && caps[1] == 3);
    CHECK(rxs("(a)\\1", "i", "aA") == 1);
    CHECK(rxs("\\w", "iu", "\xc5\xbf") == 1); /* U+017F is a word character under iu */
    CHECK(rxs("\\w", "i", "\xc5\xbf") == 0);
}

static void test_unicode(void) {
    CHECK(rxs("^.$", "u", "😀") == 1);
    CHECK(rxs("^.$", "", "😀") == 0);
    uint16_t lone[] = {'x', 0xD800, 'y'};
    CHECK(rx("[\\uD800-\\uDFFF]", "u", lone, 3) == 1 && caps[0] == 1);
    uint16_t pair[] = {0xD83D, 0xDE00};
    CHECK(rx("\\uD83D", "u", pair, 2) == 0); /* half of a pair is not a lone surrogate */
    CHECK(rx("\\uD83D", "", pair, 2) == 1);
    CHECK(rxs("\\p{Script=Greek}+", "u", "abc αβγ") == 1 && caps[0] == 4);
    CHECK(rxs("\\p{Lu}", "u", "abcD") == 1 && caps[0] == 3);
    CHECK(rxs("\\P{L}", "u", "ab1") == 1 && caps[0] == 2);
    CHECK(rxs("\\p{Emoji_Presentation}", "u", "a😀") == 1 && caps[0] == 1);
    CHECK(compile_error("\\p{NoSuchProperty}", "u") != NULL);
}

static void test_v(void) {
    CHECK(rxs("[\\p{L}--[a-z]]+", "v", "abcDEF") == 1 && caps[0] == 3 && caps[1] == 6);
    CHECK(rxs("[[a-z]&&[aeiou]]+", "v", "xyzoea") == 1 && caps[0] == 3);
    CHECK(rxs("[\\q{abc|d}x]+", "v", "zzabcdxq") == 1 && caps[0] == 2 && caps[1] == 7);
    CHECK(compile_error("[^\\q{ab}]", "v") != NULL);
}

static void test_limits(void) {
    /* Catastrophic nesting still finishes on a short subject. */
    CHECK(rxs("(a+)+b", "", "aaaaaaaaaaaaaaaa") == 0);
    /* A deep backtrack stack overflows as in V8 (RangeError). */
    size_t n = 3000000;
    uint16_t *s = malloc(n * sizeof(uint16_t));
    for (size_t i = 0; i < n; i++) s[i] = 'a';
    CHECK(rx("(a|b)*c", "", s, n) == -1);
    free(s);
    CHECK(strcmp(compile_error("(", ""), "Unterminated group") == 0);
    CHECK(strcmp(compile_error("a**", ""), "Nothing to repeat") == 0);
}

int main(void) {
    test_basic();
    test_iteration_reset();
    test_lookbehind();
    test_case();
    test_unicode();
    test_v();
    test_limits();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
