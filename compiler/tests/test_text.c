/* test_text.c - unit test of the compiler's text helpers (text.c, utf.c):
 * Buf grows past any size and formats without truncating, an Arena's
 * strings all stay valid and unchanged until arena_free, and the UTF-8 /
 * UTF-16 conversions round-trip names the lexer accepts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../text.h"
#include "../utf.h"

#include "check.h"

/* A formatted string far longer than any buffer the emitter used to have
 * (96, 160, 512, 1024 bytes) comes out whole. */
static void test_buf_grows(void) {
    Buf b = {0};
    char *big = xmalloc(5001);
    memset(big, 'x', 5000);
    big[5000] = 0;
    buf_puts(&b, "head ");
    buf_printf(&b, "%s|%d", big, 42);
    CHECK(b.len == 5 + 5000 + 3);
    CHECK(strlen(b.s) == b.len);
    CHECK(strncmp(b.s, "head xxx", 8) == 0);
    CHECK(strcmp(b.s + b.len - 3, "|42") == 0);
    for (int i = 0; i < 10000; i++) buf_put(&b, "ab", 2);
    CHECK(b.len == 5008 + 20000);
    CHECK(b.s[b.len] == 0 && b.s[b.len - 1] == 'b');
    char *s = xsprintf("<%s>", big);
    CHECK(strlen(s) == 5002 && s[5001] == '>');
    free(s);
    free(big);
    free(b.s);
}

/* Strings handed out early are still intact after thousands more, small
 * and large (a large one gets a block of its own). */
static void test_arena_lifetime(void) {
    Arena a = {0};
    const char *first = arena_printf(&a, "t%d", 1);
    char *keep[3000];
    for (int i = 0; i < 3000; i++) keep[i] = arena_printf(&a, "name_%d_%s", i, i % 100 == 0 ? "long" : "");
    char *huge_src = xmalloc(20001);
    memset(huge_src, 'h', 20000);
    huge_src[20000] = 0;
    const char *huge = arena_strdup(&a, huge_src);
    const char *after = arena_strndup(&a, "abcdef", 3);
    CHECK(strcmp(first, "t1") == 0);
    for (int i = 0; i < 3000; i++) {
        char want[32];
        snprintf(want, sizeof want, "name_%d_%s", i, i % 100 == 0 ? "long" : "");
        CHECK(strcmp(keep[i], want) == 0);
    }
    CHECK(strcmp(huge, huge_src) == 0);
    CHECK(strcmp(after, "abc") == 0);
    const char *empty = arena_printf(&a, "%s", "");
    CHECK(empty[0] == 0);
    free(huge_src);
    arena_free(&a);
    CHECK(a.blocks == NULL && a.left == 0);
    /* An arena is usable again after arena_free. */
    CHECK(strcmp(arena_printf(&a, "%d", 7), "7") == 0);
    arena_free(&a);
}

static void test_utf(void) {
    uint16_t u[2];
    CHECK(utf16_encode('A', u) == 1 && u[0] == 'A');
    CHECK(utf16_encode(0x1D49C, u) == 2 && u[0] == 0xD835 && u[1] == 0xDC9C);
    char c[4];
    CHECK(utf8_encode(0xE9, c) == 2 && (unsigned char)c[0] == 0xC3 && (unsigned char)c[1] == 0xA9);
    CHECK(utf8_encode(0x1D49C, c) == 4);
    /* A lone surrogate keeps its own 3-byte form, so units round-trip. */
    CHECK(utf8_encode(0xD835, c) == 3);
    uint32_t cp;
    CHECK(utf8_decode_trusted(c, 3, &cp) == 3 && cp == 0xD835);
    const char *name = "caf\xC3\xA9_\xE5\x90\x8D_\xF0\x9D\x92\x9C";
    uint32_t n;
    uint16_t *w = utf8_to_utf16(name, strlen(name), &n);
    CHECK(n == 9);
    CHECK(w[3] == 0xE9 && w[5] == 0x540D && w[7] == 0xD835 && w[8] == 0xDC9C);
    free(w);
    /* A pair, then a lone high surrogate, in each of the three modes. */
    const uint16_t units[] = {'a', 0xD835, 0xDC9C, 0xD800, 'b'};
    char out[3 * 5 + 1];
    CHECK(utf16_to_utf8(units, 5, out, UTF16_PAIRS) == 9);
    CHECK(memcmp(out, "a\xF0\x9D\x92\x9C\xED\xA0\x80" "b", 10) == 0);
    CHECK(utf16_to_utf8(units, 5, out, UTF16_PAIRS | UTF16_REPLACE) == 9);
    CHECK(memcmp(out, "a\xF0\x9D\x92\x9C\xEF\xBF\xBD" "b", 10) == 0);
    CHECK(utf16_to_utf8(units, 5, out, 0) == 11);
    CHECK(memcmp(out, "a\xED\xA0\xB5\xED\xB2\x9C\xED\xA0\x80" "b", 12) == 0);
    char *dup = utf16_to_utf8_dup(units, 0, 0);
    CHECK(dup[0] == 0);
    free(dup);
}

int main(void) {
    test_buf_grows();
    test_arena_lifetime();
    test_utf();
    return check_done("test_text");
}
