/* test_regexp.c - the JS-to-PCRE2 translation layer (rxtrans.c, now the
 * syntax checker in front of the engine): pattern in, PCRE2 pattern out,
 * V8's error messages for invalid patterns, group counts and names, and
 * match results of checked patterns run on the engine (rxengine.c). */
#include "builtins/regexp.h"
#include "builtins/rxengine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* ASCII/UTF-8 (BMP only, enough for tests) to UTF-16. */
static size_t u16(const char *s, uint16_t *out) {
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        uint32_t c = *p++;
        if (c >= 0xE0) c = ((c & 15) << 12) | ((p[0] & 63u) << 6) | (p[1] & 63u), p += 2;
        else if (c >= 0xC0) c = ((c & 31) << 6) | (p[0] & 63u), p += 1;
        out[n++] = (uint16_t)c;
    }
    return n;
}

static int flags_of(const char *f) {
    uint16_t b[16];
    size_t n = u16(f, b);
    return scr__rx_parse_flags(b, n);
}

/* The translation of pattern under flags, as ASCII, or the error text. */
static const char *translate(const char *pattern, const char *flags) {
    static char out[4096];
    uint16_t p[512];
    size_t n = u16(pattern, p);
    ScrRxTranslation t;
    if (scr__rx_translate(p, n, flags_of(flags), &t) < 0) {
        snprintf(out, sizeof out, "error: %s", t.error);
        return out;
    }
    size_t i = 0;
    for (; i < t.len && i + 1 < sizeof out; i++) out[i] = t.pattern[i] < 128 ? (char)t.pattern[i] : '?';
    out[i] = 0;
    scr__rx_translation_free(&t);
    return out;
}

static bool tr_is(const char *pattern, const char *flags, const char *want) {
    const char *got = translate(pattern, flags);
    if (strcmp(got, want) == 0) return true;
    printf("  /%s/%s: got \"%s\", want \"%s\"\n", pattern, flags, got, want);
    return false;
}

/* Checks the pattern with the translation layer, then runs it on the
 * engine (rxengine.c): the match start (or -1), with the end in *end and
 * group 1's start in *g1 when given. */
static long run(const char *pattern, const char *flags, const char *subject, long *end, long *g1) {
    uint16_t p[512], s[512];
    size_t pn = u16(pattern, p), sn = u16(subject, s);
    ScrRxTranslation t;
    if (scr__rx_translate(p, pn, flags_of(flags), &t) < 0) return -2;
    scr__rx_translation_free(&t);
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

int main(void) {
    /* Flags. */
    CHECK(flags_of("gimsuyd") == 127);
    CHECK(flags_of("gg") == -1 && flags_of("x") == -1 && flags_of("") == 0);

    /* Literals: letters and digits stay, everything else becomes \x{..}. */
    CHECK(tr_is("ab1", "", "ab1"));
    CHECK(tr_is("a b", "", "a\\x{20}b"));
    CHECK(tr_is("a{", "", "a\\x{7b}"));
    CHECK(tr_is("]}", "", "\\x{5d}\\x{7d}"));
    /* Classes with JS meanings. */
    CHECK(tr_is("\\d\\D", "", "[0-9][^0-9]"));
    CHECK(tr_is("\\w", "", "[A-Za-z0-9_]"));
    CHECK(tr_is("\\w", "i", "(?-i:[A-Za-z0-9_])"));
    CHECK(tr_is(".", "", "[^\\x{a}\\x{d}\\x{2028}\\x{2029}]"));
    CHECK(tr_is(".", "s", "[\\x{0}-\\x{ffff}]"));
    CHECK(tr_is(".", "su", "(?s:.)"));
    CHECK(tr_is("[]", "", "(?!)"));
    CHECK(tr_is("[^]", "", "[\\x{0}-\\x{ffff}]"));
    CHECK(tr_is("[a-c]", "", "[\\x{61}-\\x{63}]"));
    CHECK(tr_is("[\\d-]", "", "[0-9\\x{2d}]"));
    CHECK(tr_is("[^\\D]", "", "(?:(?![^0-9])[\\x{0}-\\x{ffff}])"));
    CHECK(tr_is("[\\b]", "", "[\\x{8}]"));
    /* Anchors. */
    CHECK(tr_is("^a$", "", "\\Aa\\z"));
    CHECK(tr_is("^", "m", "(?<![^\\x{a}\\x{d}\\x{2028}\\x{2029}])"));
    CHECK(tr_is("\\b", "", "\\b"));
    /* Groups, names, backreferences, legacy octal. */
    CHECK(tr_is("(?<y>a)\\k<y>", "", "(a)(?:\\g{1})"));
    CHECK(tr_is("(a)\\1", "", "(a)(?:\\g{1})"));
    CHECK(tr_is("\\1(a)", "", "(?:\\g{1})(a)"));
    CHECK(tr_is("\\2(a)", "", "\\x{2}(a)"));
    CHECK(tr_is("\\8", "", "8"));
    CHECK(tr_is("\\101", "", "A"));
    CHECK(tr_is("(?:a)(?=b)(?<!c)", "", "(?:a)(?=b)(?<!c)"));
    /* Escapes. */
    CHECK(tr_is("\\x41\\u0042\\cJ\\0", "", "AB\\x{a}\\x{0}"));
    CHECK(tr_is("\\u{1F600}", "u", "\\x{1f600}"));
    CHECK(tr_is("\\uD83D\\uDE00", "u", "\\x{1f600}"));
    CHECK(tr_is("\\u{3}", "", "u{3}"));
    CHECK(tr_is("\\c", "", "\\x{5c}c"));
    CHECK(tr_is("\\p{L}", "u", "\\p{L}"));
    CHECK(tr_is("\\p{Script=Greek}", "u", "\\p{Greek}"));
    CHECK(tr_is("\\p{L}", "", "p\\x{7b}L\\x{7d}"));
    /* Quantifiers. */
    CHECK(tr_is("a{2,3}?b*c+?", "", "a{2,3}?b*c+?"));
    CHECK(tr_is("a{1,99999}", "", "a{1,}"));

    /* V8's error messages. */
    CHECK(tr_is("(", "", "error: Unterminated group"));
    CHECK(tr_is(")", "", "error: Unmatched ')'"));
    CHECK(tr_is("a**", "", "error: Nothing to repeat"));
    CHECK(tr_is("*", "", "error: Nothing to repeat"));
    CHECK(tr_is("[b-a]", "", "error: Range out of order in character class"));
    CHECK(tr_is("x{2,1}", "", "error: numbers out of order in {} quantifier"));
    CHECK(tr_is("(?<a>x)(?<a>y)", "", "error: Duplicate capture group name"));
    CHECK(tr_is("\\k<zz>(?<a>.)", "", "error: Invalid named capture referenced"));
    CHECK(tr_is("[", "", "error: Unterminated character class"));
    CHECK(tr_is("\\", "", "error: \\ at end of pattern"));
    CHECK(tr_is("(?x)", "", "error: Invalid group"));
    CHECK(tr_is("a{", "u", "error: Incomplete quantifier"));
    CHECK(tr_is("}", "u", "error: Lone quantifier brackets"));
    CHECK(tr_is("\\a", "u", "error: Invalid escape"));
    CHECK(tr_is("\\u{110000}", "u", "error: Invalid Unicode escape"));
    CHECK(tr_is("^*", "", "error: Nothing to repeat"));

    /* Group counts and names. */
    {
        uint16_t p[64];
        size_t n = u16("(a)(?:b)(?<n>c)(?=d)", p);
        ScrRxTranslation t;
        CHECK(scr__rx_translate(p, n, 0, &t) == 0);
        CHECK(t.ngroups == 2 && t.has_names);
        CHECK(t.names[1] == NULL && t.name_len[2] == 1 && t.names[2][0] == 'n');
        scr__rx_translation_free(&t);
    }

    /* Match results through the engine. */
    long end = 0, g1 = 0;
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
