/* test_string.c - string cells and atoms: UTF-8 <-> UTF-16 conversion
 * (surrogate pairs, malformed input), interning and removal of freed atoms,
 * concatenation, substrings, comparison, the array-index cache and template
 * literals. Build: string.c numconv.c and stub_core.c (or libscr). */
#include "memory/heap.h"
#include "scr.h"
#include "core/str.h"

#include <stdio.h>
#include <stdlib.h>

#include "check.h"

static bool utf8_is(ScrValue s, const char *want) {
    char *g = scr__string_to_utf8(s, NULL);
    bool ok = strcmp(g, want) == 0;
    if (!ok) printf("  got \"%s\", want \"%s\"\n", g, want);
    free(g);
    return ok;
}

int main(void) {
    size_t live0 = scr__live_cells[SCR_KIND_STRING];

    /* UTF-8 decoding: a 4-byte sequence becomes a surrogate pair. */
    ScrValue s = scr_string_from_utf8("a\xF0\x9F\x98\x80" "b", 6);
    CHECK(scr_str(s)->len == 4);
    CHECK(scr_str(s)->data[1] == 0xD83D && scr_str(s)->data[2] == 0xDE00);
    CHECK(utf8_is(s, "a\xF0\x9F\x98\x80" "b"));
    /* A lone surrogate encodes as U+FFFD. */
    ScrValue lone = scr__string_sub(s, 0, 2);
    CHECK(utf8_is(lone, "a\xEF\xBF\xBD"));
    scr_release(lone);
    scr_release(s);
    /* Malformed UTF-8: each maximal subpart becomes one U+FFFD. */
    s = scr_string_from_utf8("x\xE2\x82y\xFFz", 6);
    CHECK(scr_str(s)->len == 5);
    CHECK(scr_str(s)->data[1] == 0xFFFD && scr_str(s)->data[3] == 0xFFFD);
    scr_release(s);

    /* Atoms: one cell per content, removed from the table when freed. */
    uint32_t atoms0 = scr__atom_count();
    ScrValue a1 = scr_atom_from_utf8("hello", 5);
    ScrValue a2 = scr_atom_from_utf8("hello", 5);
    CHECK(a1 == a2);
    uint16_t u[] = {'h', 'e', 'l', 'l', 'o'};
    ScrValue a3 = scr_atom_from_utf16(u, 5);
    CHECK(a3 == a1);
    ScrValue plain = scr_string_from_utf8("hello", 5);
    CHECK(plain != a1);
    CHECK(scr__string_equal(plain, a1));
    ScrValue a4 = scr__string_intern(plain);
    CHECK(a4 == a1);
    scr_release(a4);
    scr_release(a3);
    scr_release(a2);
    scr_release(a1);
    CHECK(scr__atom_count() == atoms0);
    /* Interning a string with no atom yet makes it the atom. */
    ScrValue fresh = scr_string_from_utf8("fresh", 5);
    ScrValue fa = scr__string_intern(fresh);
    CHECK(fa == fresh && scr_str(fa)->is_atom);
    scr_release(fa);
    scr_release(fresh);
    CHECK(scr__atom_count() == atoms0);
    scr_release(plain);
    /* Non-ASCII atoms from UTF-8 and UTF-16 agree. */
    ScrValue na = scr_atom_from_utf8("\xC3\xA9t\xC3\xA9", 5);
    uint16_t eu[] = {0xE9, 't', 0xE9};
    ScrValue nb = scr_atom_from_utf16(eu, 3);
    CHECK(na == nb);
    scr_release(na);
    scr_release(nb);

    /* Well-known atoms are cached and borrowed. */
    ScrValue len1 = scr__atom("length"), len2 = scr__atom("length");
    CHECK(len1 == len2);
    ScrValue lenb = scr_atom_from_utf8("length", 6);
    CHECK(lenb == len1);
    scr_release(lenb);

    /* Array indices. */
    uint32_t idx = 0;
    ScrValue i1 = scr_string_from_utf8("4294967294", 10);
    CHECK(scr__string_is_index(i1, &idx) && idx == 4294967294u);
    ScrValue i2 = scr_string_from_utf8("4294967295", 10);
    CHECK(!scr__string_is_index(i2, &idx));
    ScrValue i3 = scr_string_from_utf8("012", 3);
    CHECK(!scr__string_is_index(i3, &idx));
    ScrValue i4 = scr_string_from_utf8("0", 1);
    CHECK(scr__string_is_index(i4, &idx) && idx == 0);
    scr_release(i1);
    scr_release(i2);
    scr_release(i3);
    scr_release(i4);

    /* Concatenation and comparison (code unit order). */
    ScrValue x = scr_string_from_utf8("ab", 2), y = scr_string_from_utf8("c", 1);
    ScrValue xy = scr_string_concat(x, y);
    CHECK(utf8_is(xy, "abc"));
    CHECK(scr__string_compare(x, xy) < 0);
    CHECK(scr__string_compare(xy, x) > 0);
    CHECK(scr__string_compare(y, xy) > 0);
    ScrValue empty = scr_dup(scr__atom(""));
    ScrValue xe = scr_string_concat(x, empty);
    CHECK(xe == x);
    scr_release(xe);
    /* U+FFFF sorts after a surrogate in code unit order. */
    uint16_t hi[] = {0xFFFF}, sur[] = {0xD83D, 0xDE00};
    ScrValue h = scr_string_from_utf16(hi, 1), su = scr_string_from_utf16(sur, 2);
    CHECK(scr__string_compare(su, h) < 0);
    scr_release(h);
    scr_release(su);

    /* Substrings. */
    ScrValue sub = scr__string_sub(xy, 1, 3);
    CHECK(utf8_is(sub, "bc"));
    scr_release(sub);
    sub = scr__string_sub(xy, 2, 1);
    CHECK(sub == scr__atom(""));
    scr_release(sub);

    /* Template literals convert each part with ToString. */
    ScrValue parts[5] = {x, scr_number(1.5), SCR_TRUE, SCR_NULL, scr_number(-0.0)};
    ScrValue t = scr_template(5, parts);
    CHECK(utf8_is(t, "ab1.5truenull0"));
    scr_release(t);

    scr_release(x);
    scr_release(y);
    scr_release(xy);
    scr_release(empty);

    /* One-unit strings: an ASCII unit is the same cached atom every time
     * (and what scr__string_sub of one unit gives); NUL and non-ASCII units
     * are fresh strings of that unit. */
    ScrValue ua = scr__string_unit('A'), ub = scr__string_unit('A');
    ScrValue word = scr_string_from_utf8("xAy", 3);
    ScrValue uc = scr__string_sub(word, 1, 2);
    CHECK(ua == ub && ub == uc && scr_str(ua)->is_atom && utf8_is(ua, "A"));
    ScrValue unul = scr__string_unit(0), uhi = scr__string_unit(0xE9), usur = scr__string_unit(0xD800);
    CHECK(scr_str(unul)->len == 1 && scr_str(unul)->data[0] == 0);
    CHECK(scr_str(uhi)->len == 1 && scr_str(uhi)->data[0] == 0xE9);
    CHECK(scr_str(usur)->len == 1 && scr_str(usur)->data[0] == 0xD800);
    scr_release(ua), scr_release(ub), scr_release(uc), scr_release(word);
    scr_release(unul), scr_release(uhi), scr_release(usur);
    /* Appending in place: a short result is left to concatenation (NULL,
     * the string untouched); a long one moves to the heap with room, then
     * grows in its block, and its cached hash follows the new content. */
    {
        uint16_t piece[100];
        for (int i = 0; i < 100; i++) piece[i] = (uint16_t)('a' + i % 26);
        ScrString *acc = scr_str(scr_string_from_utf8("start", 5));
        CHECK(scr__string_append_owned(acc, piece, 3) == NULL && acc->len == 5);
        (void)scr__string_hash(acc);
        CHECK(acc->has_hash);
        ScrString *g = scr__string_append_owned(acc, piece, 100);
        CHECK(g && g->len == 105 && !g->has_hash && g->data[5] == 'a' && g->data[104] == 'v');
        CHECK(!(g->cell.flags & SCR_CELL_POOL) && g->cell.rc == 1);
        ScrString *same = scr__string_append_owned(g, piece, 2);
        CHECK(same == g && g->len == 107 && g->data[106] == 'b');
        for (int i = 0; i < 200; i++) g = scr__string_append_owned(g, piece, 100);
        CHECK(g && g->len == 20107 && g->data[20106] == 'v');
        ScrValue want = scr_string_from_utf8("startabcdef", 11);
        ScrValue head = scr__string_sub(scr_from_cell(g), 0, 11);
        CHECK(scr__string_equal(head, want));
        scr_release(head), scr_release(want);
        /* An atom never changes. */
        ScrValue atom = scr_atom_from_utf8("an-atom", 7);
        CHECK(scr__string_append_owned(scr_str(atom), piece, 100) == NULL && scr_str(atom)->len == 7);
        scr_release(atom);
        scr_release(scr_from_cell(g));
    }
    {
        /* A new string's header is zeroed even where its block held another
         * string whose hash, index and atom fields were set (only the code
         * units are left for the creator to write): malloc's free lists
         * and the pool hand back the block just freed. */
        ScrValue idx = scr_string_from_utf8("12345", 5);
        CHECK(scr__string_is_index(idx, NULL) && scr_str(idx)->has_hash);
        ScrValue atom = scr_atom_from_utf8("atomic", 6);
        CHECK(scr_str(atom)->is_atom);
        scr_release(idx);
        scr_release(atom);
        for (int i = 0; i < 4; i++) {
            ScrString *n = scr__string_alloc(5 + (uint32_t)i % 2);
            CHECK(n->len == 5 + (uint32_t)i % 2 && !n->has_hash && !n->is_atom && !n->is_index && n->hash == 0 &&
                  n->index == 0 && n->atom_next == NULL);
            for (uint32_t j = 0; j < n->len; j++) n->data[j] = 'x';
            ScrValue v = scr_from_cell(n);
            CHECK(!scr__string_is_index(v, NULL));
            scr_release(v);
        }
    }
    scr__string_fini();
    CHECK(scr__live_cells[SCR_KIND_STRING] == live0);
    CHECK(scr__atom_count() == 0);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
