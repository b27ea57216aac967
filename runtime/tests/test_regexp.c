/* test_regexp.c - regexp syntax through the engine's parser (rxengine.c,
 * the only checker since the PCRE2 translation layer went): flags, V8's
 * error messages for invalid patterns under each flag set, group counts
 * and names, and what accepted patterns mean, as match results. The
 * differential harness scripts/rxdiff compares many more patterns with
 * V8 (docs/regexp.md). */
#include "builtins/regexp.h"
#include "builtins/rxengine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* UTF-8 to UTF-16 (astral characters become surrogate pairs). */
static size_t u16(const char *s, uint16_t *out) {
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        uint32_t c = *p++;
        if (c >= 0xF0) c = ((c & 7u) << 18) | ((p[0] & 63u) << 12) | ((p[1] & 63u) << 6) | (p[2] & 63u), p += 3;
        else if (c >= 0xE0) c = ((c & 15) << 12) | ((p[0] & 63u) << 6) | (p[1] & 63u), p += 2;
        else if (c >= 0xC0) c = ((c & 31) << 6) | (p[0] & 63u), p += 1;
        if (c >= 0x10000) {
            out[n++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
            out[n++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            out[n++] = (uint16_t)c;
        }
    }
    return n;
}

static int flags_of(const char *f) {
    uint16_t b[16];
    size_t n = u16(f, b);
    return scr__rx_parse_flags(b, n);
}

/* The engine's verdict on pattern under flags: "ok" or "error: " and
 * V8's message. */
static const char *verdict(const char *pattern, const char *flags) {
    static char out[256];
    uint16_t p[512];
    size_t n = u16(pattern, p);
    const char *err = NULL;
    ScrRxProg *g = scr__rx_compile(p, n, flags_of(flags), &err);
    if (g) snprintf(out, sizeof out, "ok");
    else snprintf(out, sizeof out, "error: %s", err);
    scr__rx_free(g);
    return out;
}

static bool err_is(const char *pattern, const char *flags, const char *want) {
    const char *got = verdict(pattern, flags);
    if (strncmp(got, "error: ", 7) == 0 && strcmp(got + 7, want) == 0) return true;
    printf("  /%s/%s: got \"%s\", want \"error: %s\"\n", pattern, flags, got, want);
    return false;
}

static bool ok(const char *pattern, const char *flags) {
    const char *got = verdict(pattern, flags);
    if (strcmp(got, "ok") == 0) return true;
    printf("  /%s/%s: got \"%s\", want ok\n", pattern, flags, got);
    return false;
}

/* Runs pattern on the subject s[0..sn): the match start (or -1; -3 when
 * the pattern does not compile), with the end in *end and group 1's start
 * in *g1 when given. */
static long run16(const char *pattern, const char *flags, const uint16_t *s, size_t sn, long *end,
                  long *g1) {
    uint16_t p[512];
    size_t pn = u16(pattern, p);
    const char *err = NULL;
    ScrRxProg *g = scr__rx_compile(p, pn, flags_of(flags), &err);
    if (!g) return -3;
    int32_t caps[64];
    int r = scr__rx_exec(g, s, sn, 0, false, caps);
    long start = -1;
    if (r > 0) {
        start = caps[0];
        if (end) *end = caps[1];
        if (g1) *g1 = scr__rx_ngroups(g) >= 1 ? caps[2] : -1;
    }
    scr__rx_free(g);
    return start;
}

static long run(const char *pattern, const char *flags, const char *subject, long *end, long *g1) {
    uint16_t s[512];
    size_t sn = u16(subject, s);
    return run16(pattern, flags, s, sn, end, g1);
}

int main(void) {
    long end = 0, g1 = 0;
    /* Flags. */
    CHECK(flags_of("gimsuyd") == 127);
    CHECK(flags_of("gg") == -1 && flags_of("x") == -1 && flags_of("") == 0);
    CHECK(flags_of("uv") == -1 && flags_of("v") == SCR_RX_UNICODE_SETS);

    /* What accepted patterns mean (each was a case of the old PCRE2
     * translation's tests; its meaning is now checked by matching). */
    CHECK(run("ab1", "", "xab1", NULL, NULL) == 1);
    CHECK(run("a b", "", "a b", NULL, NULL) == 0);
    CHECK(run("a{", "", "xa{", NULL, NULL) == 1);  /* a lone { is literal */
    CHECK(run("]}", "", "]}", NULL, NULL) == 0);
    CHECK(run("\\d\\D", "", "a1b", NULL, NULL) == 1);
    CHECK(run("\\w", "", "\xC3\xA9_", NULL, NULL) == 1);
    CHECK(run("\\w", "i", "\xC5\xBF\xE2\x84\xAA", NULL, NULL) == -1); /* not U+017F, U+212A */
    CHECK(run("\\w", "iu", "\xC5\xBF", NULL, NULL) == 0);
    CHECK(run(".", "", "\n\xE2\x80\xA8\r", NULL, NULL) == -1);
    CHECK(run(".", "s", "\n", NULL, NULL) == 0);
    CHECK(run(".", "su", "\xF0\x9F\x98\x80", &end, NULL) == 0 && end == 2);
    CHECK(run("[]", "", "a", NULL, NULL) == -1);
    CHECK(run("[^]", "", "\n", NULL, NULL) == 0);
    CHECK(run("[a-c]", "", "d b", NULL, NULL) == 2);
    CHECK(run("[\\d-]", "", "a-", NULL, NULL) == 1);
    CHECK(run("[^\\D]", "", "a5", NULL, NULL) == 1);
    CHECK(run("[\\b]", "", "a\b", NULL, NULL) == 1);
    CHECK(run("^a$", "", "a", NULL, NULL) == 0 && run("^a$", "", "ba", NULL, NULL) == -1);
    CHECK(run("^b", "m", "a\xE2\x80\xA9" "b", NULL, NULL) == 2);
    CHECK(run("\\bb", "", "ab b", NULL, NULL) == 3);
    CHECK(run("(?<y>a)\\k<y>", "", "abaa", NULL, NULL) == 2);
    CHECK(run("(a)\\1", "", "abaa", NULL, NULL) == 2);
    CHECK(run("\\1(a)", "", "ba", NULL, NULL) == 1); /* a forward reference is empty */
    CHECK(run("\\2(a)", "", "\x02" "a", NULL, NULL) == 0);        /* legacy octal */
    CHECK(run("\\8", "", "x8", NULL, NULL) == 1);
    CHECK(run("\\101", "", "xA", NULL, NULL) == 1);
    CHECK(run("(?:a)(?=b)(?<!c)", "", "cab", NULL, NULL) == 1);
    CHECK(run("\\x41\\u0042\\cJ", "", "AB\n", NULL, NULL) == 0);
    {
        const uint16_t nul[] = {'x', 0};
        CHECK(run16("\\0", "", nul, 2, NULL, NULL) == 1);
    }
    CHECK(run("\\u{1F600}", "u", "a\xF0\x9F\x98\x80", &end, NULL) == 1 && end == 3);
    CHECK(run("\\uD83D\\uDE00", "u", "\xF0\x9F\x98\x80", &end, NULL) == 0 && end == 2);
    CHECK(run("\\u{3}", "", "uuu", &end, NULL) == 0 && end == 3);
    CHECK(run("\\c", "", "a\\c", NULL, NULL) == 1);
    CHECK(run("\\p{L}", "u", "1\xC3\xA9", NULL, NULL) == 1);
    CHECK(run("\\p{Script=Greek}", "u", "a\xCE\xB1", NULL, NULL) == 1);
    CHECK(run("\\p{L}", "", "p{L}", NULL, NULL) == 0);
    CHECK(run("a{2,3}?b*c+?", "", "aaabcc", &end, NULL) == 0 && end == 5);
    CHECK(run("a{1,99999}", "", "aaa", &end, NULL) == 0 && end == 3);

    /* V8's error messages. */
    CHECK(err_is("(", "", "Unterminated group"));
    CHECK(err_is(")", "", "Unmatched ')'"));
    CHECK(err_is("a**", "", "Nothing to repeat"));
    CHECK(err_is("*", "", "Nothing to repeat"));
    CHECK(err_is("[b-a]", "", "Range out of order in character class"));
    CHECK(err_is("x{2,1}", "", "numbers out of order in {} quantifier"));
    CHECK(err_is("(?<a>x)(?<a>y)", "", "Duplicate capture group name"));
    CHECK(err_is("\\k<zz>(?<a>.)", "", "Invalid named capture referenced"));
    CHECK(err_is("[", "", "Unterminated character class"));
    CHECK(err_is("\\", "", "\\ at end of pattern"));
    CHECK(err_is("(?x)", "", "Invalid group"));
    CHECK(err_is("a{", "u", "Incomplete quantifier"));
    CHECK(err_is("}", "u", "Lone quantifier brackets"));
    CHECK(err_is("\\a", "u", "Invalid escape"));
    CHECK(err_is("\\u{110000}", "u", "Invalid Unicode escape"));
    CHECK(err_is("^*", "", "Nothing to repeat"));
    CHECK(ok("(?<a>x)\\k<a>", "") && ok("(?<a>x)\\k<a>", "v"));
    /* Cases scripts/rxdiff found (V8 decides each; see docs/regexp.md). */
    /* Assertions take no quantifier: the quantifier starts the next term. */
    CHECK(err_is("^*", "u", "Nothing to repeat") && err_is("\\b+", "u", "Nothing to repeat"));
    CHECK(err_is("$?", "v", "Nothing to repeat") && err_is("\\B{2}", "", "Nothing to repeat"));
    CHECK(err_is("^{2,1}", "", "Nothing to repeat") && err_is("^{", "u", "Lone quantifier brackets"));
    CHECK(ok("^{", "") && ok("\\b{", ""));
    /* A quantified lookbehind (any mode), lookahead (u/v only). */
    CHECK(err_is("(?<=a)*", "", "Invalid quantifier") && err_is("(?<!a){1,2}?", "", "Invalid quantifier"));
    CHECK(err_is("(?=a)*", "u", "Invalid quantifier") && ok("(?=a)*", "") && ok("(?!a){2}", "i"));
    CHECK(err_is("(?<=a){2,1}", "", "numbers out of order in {} quantifier"));
    /* Group names: \u escapes decoded, ID_Start then ID_Continue. */
    CHECK(ok("(?<a\\u0062>x)\\k<ab>", "") && ok("(?<\\u{1d4d1}>x)", "") && ok("(?<a\xE2\x80\x8C>x)", ""));
    CHECK(ok("(?<\xF0\x9D\x93\x91>x)", "") && ok("(?<$_1>x)", "u"));
    CHECK(err_is("(?<\xE2\x80\x8C>x)", "", "Invalid capture group name"));
    CHECK(err_is("(?<1a>x)", "", "Invalid capture group name") && err_is("(?<a-b>x)", "v", "Invalid capture group name"));
    CHECK(err_is("(?<a\\u00>x)", "", "Invalid Unicode escape") && err_is("(?<a\\x62>x)", "", "Invalid capture group name"));
    CHECK(err_is("(?<>x)", "", "Invalid capture group name") && err_is("(?<a", "", "Invalid capture group name"));
    CHECK(err_is("(?<a>", "", "Unterminated group"));
    /* An escaped '>' ends a name as the '>' itself does. */
    CHECK(run("(?<a\\u003e>a)\\k<a>", "", "x>a>a", &end, &g1) == 1 && end == 5 && g1 == 1);
    CHECK(err_is("(?<\\u003e>a)", "", "Invalid capture group name"));
    /* Duplicates (Node 20: even in different alternatives), reported at
     * the second group; a missing name only after the whole parse. */
    CHECK(err_is("(?<a>x)|(?<a>y)", "", "Duplicate capture group name"));
    CHECK(err_is("(?<a\\u0062>x)(?<ab>y)", "", "Duplicate capture group name"));
    CHECK(err_is("(?<a>x)[(?<a>y)", "", "Unterminated character class"));
    CHECK(err_is("\\k<b>(?<a>x)", "", "Invalid named capture referenced"));
    CHECK(err_is("\\k<b>(?<a>x)(", "", "Unterminated group"));
    CHECK(err_is("\\k<", "u", "Invalid capture group name") && err_is("\\k", "u", "Invalid named reference"));
    CHECK(err_is("\\k<a", "v", "Invalid capture group name") && ok("\\k", "") && ok("\\k<a", ""));
    CHECK(err_is("(?<a>)\\k", "", "Invalid named reference"));
    /* Escapes in classes under u, and \k in a class. */
    CHECK(err_is("[\\k]", "u", "Invalid escape") && err_is("[\\k<a>](?<a>x)", "", "Invalid escape"));
    CHECK(ok("[\\k]", "") && ok("[\\8]", "") && ok("[\\1]", ""));
    CHECK(err_is("[\\8]", "u", "Invalid escape") && err_is("[\\1]", "u", "Invalid class escape"));
    CHECK(err_is("[\\01]", "u", "Invalid class escape") && err_is("\\01", "u", "Invalid decimal escape"));
    CHECK(err_is("[\\,]", "u", "Invalid escape") && err_is("[\\a]", "v", "Invalid escape") && ok("[\\,]", "v"));
    CHECK(err_is("\\c", "u", "Invalid Unicode escape") && err_is("[\\c1]", "u", "Invalid Unicode escape"));
    /* Property names, in and out of classes. */
    CHECK(err_is("\\p{Foo}", "u", "Invalid property name"));
    CHECK(err_is("[\\p{Foo}]", "u", "Invalid property name in character class"));
    CHECK(err_is("[\\p]", "v", "Invalid property name in character class"));
    CHECK(err_is("[\\p{L}-a]", "u", "Invalid character class") && err_is("[\\p{L}-a]", "", "Range out of order in character class"));
    CHECK(err_is("\\P{RGI_Emoji}", "v", "Invalid property name"));
    CHECK(err_is("[^\\p{RGI_Emoji}]", "v", "Negated character class may contain strings"));
    CHECK(err_is("\\p{RGI_Emoji}", "u", "Invalid property name"));
    CHECK(err_is("\\p{RGI_Emoji}(", "v", "Unterminated group"));
    /* v-mode classes. */
    CHECK(err_is("[(]", "v", "Invalid character in character class"));
    CHECK(err_is("[a-]", "v", "Invalid character in character class"));
    CHECK(err_is("[a-c-e]", "v", "Invalid character class") && err_is("[\\d-a]", "v", "Invalid character class"));
    CHECK(err_is("[\\q{a}-b]", "v", "Invalid character class") && err_is("[[a]-]", "v", "Invalid character class"));
    CHECK(err_is("[[a]-", "v", "Unterminated character class") && err_is("[a--", "v", "Unterminated character class"));
    CHECK(err_is("[ab--c]", "v", "Invalid set operation in character class"));
    CHECK(err_is("[[a]b--c]", "v", "Invalid set operation in character class"));
    CHECK(err_is("[a--b&&c]", "v", "Invalid set operation in character class"));
    CHECK(err_is("[a&&b-c]", "v", "Invalid set operation in character class"));
    CHECK(err_is("[a&&&b]", "v", "Invalid character in character class"));
    CHECK(err_is("[&&a]", "v", "Invalid set operation in character class") && err_is("[a!!b]", "v", "Invalid set operation in character class"));
    CHECK(err_is("[\\q{a(}]", "v", "Invalid character in character class"));
    CHECK(err_is("[\\q{a&&}]", "v", "Invalid set operation in character class"));
    CHECK(err_is("[\\q{\\d}]", "v", "Invalid escape") && err_is("[\\q{", "v", "Unterminated character class"));
    CHECK(err_is("[^\\q{ab}--\\q{ab}]", "v", "Negated character class may contain strings"));
    CHECK(err_is("[^\\q{}]", "v", "Negated character class may contain strings"));
    CHECK(ok("[^[\\q{ab}]&&a]", "v") && ok("[^\\q{a|b}]", "v") && ok("[a--[b]]", "v") && ok("[\\q{\\-}]", "v"));
    CHECK(ok("[[a-z]--[aeiou]]", "v") && ok("[]", "v") && ok("[^]", "v"));
    CHECK(run("[[a-z]--[aeiou]]+", "v", "abcde", &end, NULL) == 1 && end == 4);
    CHECK(run("[\\q{abc|d}&&\\q{abc}]", "v", "xdabc", &end, NULL) == 2 && end == 5);
    CHECK(run("[\\q{abc|d}--\\q{abc}]", "v", "abcd", &end, NULL) == 3 && end == 4);
    CHECK(run("[\\q{ab|c}a]", "v", "xab", &end, NULL) == 1 && end == 3);

    /* Group counts and names. */
    {
        uint16_t p[64];
        size_t n = u16("(a)(?:b)(?<n>c)(?=d)", p);
        const char *err = NULL;
        ScrRxProg *g = scr__rx_compile(p, n, 0, &err);
        CHECK(g != NULL);
        if (g) {
            uint32_t len = 0;
            const uint16_t *nm = scr__rx_group_name(g, 2, &len);
            CHECK(scr__rx_ngroups(g) == 2 && scr__rx_has_names(g));
            CHECK(scr__rx_group_name(g, 1, &len) == NULL && nm && len == 1 && nm[0] == 'n');
        }
        scr__rx_free(g);
    }

    /* Match results through the engine. */
    CHECK(run("\\d+", "", "ab123c", &end, NULL) == 2 && end == 5);
    CHECK(run("^b", "", "a\nb", NULL, NULL) == -1);
    CHECK(run("^b", "m", "a\nb", NULL, NULL) == 2);
    CHECK(run("^b", "m", "a\r\nb", NULL, NULL) == 3);
    CHECK(run("a$", "", "a\n", NULL, NULL) == -1); /* not before a final newline */
    CHECK(run("\\s", "", "x\xC2\xA0y", NULL, NULL) == 1); /* NBSP is JS whitespace */
    CHECK(run("\\w", "", "\xC3\xA9" "a", NULL, NULL) == 1);   /* é is not a word char */
    CHECK(run("\\bk", "i", "\xE2\x84\xAA", NULL, NULL) == -1);
    CHECK(run("\xC3\xA9", "i", "\xC3\x89", NULL, NULL) == 0); /* é ~ É */
    CHECK(run("(a)?b\\1", "", "b", &end, &g1) == 0 && g1 == -1); /* unset backref is empty */
    CHECK(run("[^]", "", "\n", NULL, NULL) == 0);
    CHECK(run("[]", "", "a", NULL, NULL) == -1);
    CHECK(run("(?<=\\$)\\d+", "", "cost $42", &end, NULL) == 6 && end == 8);
    CHECK(run("\\cJ", "", "\n", NULL, NULL) == 0);
    CHECK(run("\\101", "", "A", NULL, NULL) == 0);
    CHECK(run("a.c", "", "a\nc", NULL, NULL) == -1);
    CHECK(run("a.c", "s", "a\nc", NULL, NULL) == 0);

    printf("test_regexp: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
