/* test_names.c - unit test of the C names the emitter derives from JS
 * names (emit_util.c): bounded in length, valid C, stable from run to run,
 * unchanged for short ASCII names, and unique for names that would collide
 * once sanitized (é beside _C3_A9, $ beside _S, long names that differ
 * only after the readable prefix). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../emit.h"

#include "check.h"

static bool is_c_ident(const char *s) {
    if (!*s || (*s >= '0' && *s <= '9')) return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return false;
    return true;
}

static char *repeat(const char *unit, int times, const char *tail) {
    Buf b = {0};
    for (int i = 0; i < times; i++) buf_puts(&b, unit);
    buf_puts(&b, tail);
    return b.s;
}

static void test_plain_names_kept(void) {
    const char *plain[] = {"x", "count", "_private", "camelCase_42", NULL};
    for (int i = 0; plain[i]; i++) {
        char *s = sanitize_ident(plain[i]);
        CHECK(strcmp(s, plain[i]) == 0);
        free(s);
    }
    /* Idempotent: a sanitized name sanitizes to itself. */
    char *once = sanitize_ident("caf\xC3\xA9");
    char *twice = sanitize_ident(once);
    CHECK(strcmp(once, twice) == 0);
    free(once);
    free(twice);
}

static void test_bounded_and_valid(void) {
    char *names[] = {
        repeat("a", 300, ""),
        repeat("\xC3\xA9", 60, ""),            /* 60 accented letters */
        repeat("\xE5\x90\x8D", 100, ""),        /* CJK */
        repeat("\xF0\x9D\x92\x9C", 80, "$"),    /* astral, then $ */
        repeat("$", 200, ""),
        repeat("_", 5, "1"),
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        char *s = sanitize_ident(names[i]);
        CHECK(strlen(s) <= SANITIZE_MAX);
        CHECK(is_c_ident(s));
        /* Stable: the same name gives the same identifier. */
        char *again = sanitize_ident(names[i]);
        CHECK(strcmp(s, again) == 0);
        free(again);
        free(s);
        free(names[i]);
    }
    /* The readable part stays: a long ASCII name keeps its prefix. */
    char *lng = repeat("totalCount", 40, "");
    char *s = sanitize_ident(lng);
    CHECK(strncmp(s, "totalCounttotalCount", 20) == 0);
    free(s);
    free(lng);
}

/* Names that differ only after the 200th character, or only in what the
 * readable prefix drops or spells alike, get different identifiers. */
static void test_distinct(void) {
    char *a = repeat("x", 250, "Alpha"), *b = repeat("x", 250, "Beta");
    const char *pairs[][2] = {
        {a, b},
        {"\xC3\xA9", "_C3_A9"},
        {"\xC3\xA9", "\xC3\xA8"},
        {"$", "_S"},
        {"a$b", "a_Sb"},
        {"caf\xC3\xA9", "caf_"},
        {"\xF0\x9D\x92\x9C", "\xF0\x9D\x92\x9E"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        char *x = sanitize_ident(pairs[i][0]), *y = sanitize_ident(pairs[i][1]);
        CHECK(strcmp(x, y) != 0);
        free(x);
        free(y);
    }
    free(a);
    free(b);
}

/* unique_global and unique_local keep even equal sanitized names apart,
 * within the bound plus a short counter. */
static void test_unique(void) {
    Emitter E;
    memset(&E, 0, sizeof E);
    FnEmit F;
    memset(&F, 0, sizeof F);
    F.em = &E;
    char *lng = repeat("\xC3\xA9", 60, "");
    const char *g1 = unique_global(&E, lng);
    const char *g2 = unique_global(&E, lng);
    CHECK(strcmp(g1, g2) != 0);
    CHECK(strlen(g2) <= SANITIZE_MAX + 4);
    const char *l1 = unique_local(&F, lng);
    CHECK(strcmp(l1, g1) != 0 && strcmp(l1, g2) != 0);
    const char *r = unique_local(&F, "t1"); /* the emitter's own temporaries */
    CHECK(strcmp(r, "t1") != 0);
    const char *k = unique_local(&F, "int");
    CHECK(strcmp(k, "int") != 0 && is_c_ident(k));
    free(lng);
}

int main(void) {
    test_plain_names_kept();
    test_bounded_and_valid();
    test_distinct();
    test_unique();
    return check_done("test_names");
}
