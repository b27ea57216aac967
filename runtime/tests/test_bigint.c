/* test_bigint.c - BigInt arithmetic (core/bigint.c) against values Node
 * v20 printed: carries and borrows across limbs, signs of quotients and
 * remainders, Knuth D's correction step, shifts and the bitwise operators
 * on negative values, asIntN/asUintN, conversions to double, string round
 * trips in several radixes, and the small/cell boundary. Every cell made is
 * freed. Links with libscr. */
#include "scr.h"
#include "check.h"
#include "core/bigint.h"
#include "core/str.h"

#include <stdlib.h>
#include <string.h>

/* The BigInt a decimal (or 0x-prefixed) string denotes; owned. */
static ScrValue B(const char *s) {
    ScrValue str = scr_string_from_utf8(s, strlen(s));
    ScrValue r = scr__bigint_from_string(str);
    scr_release(str);
    return r;
}

/* Checks v's digits in radix and releases v. */
static bool is(ScrValue v, int radix, const char *want) {
    char *got = scr__bigint_to_cstr(v, radix, NULL);
    bool ok = strcmp(got, want) == 0;
    if (!ok) fprintf(stderr, "got %s, want %s\n", got, want);
    free(got);
    scr_release(v);
    return ok;
}

typedef ScrValue (*Op)(ScrValue, ScrValue);

static bool op_is(Op f, ScrValue a, ScrValue b, const char *want) { return is(f(a, b), 10, want); }

int main(void) {
    size_t live0 = scr__live_cells[SCR_KIND_BIGINT];
    ScrValue A = B("123456789012345678901234567890");
    ScrValue Bn = B("-987654321098765432109876543210");
    ScrValue C = B("18446744073709551615"); /* 2^64 - 1 */
    ScrValue D = B("0xFFFFFFFF00000000000000000001");
    ScrValue one = scr_small_bigint(1), seven = scr_small_bigint(7);

    /* Carries and borrows. */
    CHECK(op_is(scr__bigint_add, C, one, "18446744073709551616"));
    CHECK(op_is(scr__bigint_add, A, Bn, "-864197532086419753208641975320"));
    ScrValue negc = scr__bigint_neg(C);
    CHECK(op_is(scr__bigint_sub, negc, one, "-18446744073709551616"));
    ScrValue p96 = scr__bigint_shl(one, scr_small_bigint(96));
    CHECK(op_is(scr__bigint_sub, p96, one, "79228162514264337593543950335"));

    /* Multiplication and division. */
    CHECK(op_is(scr__bigint_mul, A, Bn, "-121932631137021795226185032733622923332237463801111263526900"));
    ScrValue cc = scr__bigint_mul(C, C);
    CHECK(is(scr_dup(cc), 10, "340282366920938463426481119284349108225"));
    CHECK(op_is(scr__bigint_div, Bn, A, "-8"));
    CHECK(op_is(scr__bigint_mod, Bn, A, "-9000000000900000000090"));
    ScrValue cc5 = scr__bigint_add(cc, scr_small_bigint(5));
    CHECK(op_is(scr__bigint_div, cc5, D, "65536"));
    CHECK(op_is(scr__bigint_mod, cc5, D, "79228162477370849446124781574"));
    ScrValue p200 = scr__bigint_shl(one, scr_small_bigint(200));
    ScrValue m200 = scr__bigint_neg(p200);
    CHECK(op_is(scr__bigint_div, m200, seven, "-229562577751284325077423156048737514646028999111827547900196"));
    CHECK(op_is(scr__bigint_mod, m200, seven, "-4"));
    CHECK(op_is(scr__bigint_div, scr_small_bigint(-7), scr_small_bigint(2), "-3"));
    CHECK(op_is(scr__bigint_mod, scr_small_bigint(-7), scr_small_bigint(2), "-1"));

    /* Shifts and two's-complement bitwise operators. */
    CHECK(op_is(scr__bigint_shl, Bn, scr_small_bigint(77), "-149250101203781892521780518225340801721345223289733120"));
    CHECK(op_is(scr__bigint_sar, Bn, scr_small_bigint(77), "-6535749"));
    ScrValue m100 = scr__bigint_sar(m200, scr_small_bigint(100));
    CHECK(op_is(scr__bigint_sar, m100, scr_small_bigint(100), "-1"));
    CHECK(op_is(scr__bigint_and, A, Bn, "121512828827855409466171785234"));
    CHECK(op_is(scr__bigint_or, A, Bn, "-985710360914275162674813760554"));
    CHECK(op_is(scr__bigint_xor, A, Bn, "-1107223189742130572140985545788"));
    CHECK(is(scr__bigint_not(A), 10, "-123456789012345678901234567891"));

    /* asIntN / asUintN. */
    CHECK(is(scr__bigint_as_n(64, Bn, true), 10, "20789321820373270"));
    CHECK(is(scr__bigint_as_n(64, Bn, false), 10, "20789321820373270"));
    CHECK(is(scr__bigint_as_n(100, Bn, true), 10, "279996279129463969386826662166"));
    CHECK(is(scr__bigint_as_n(3, scr_small_bigint(-1), false), 10, "7"));

    /* Radixes and round trips. */
    CHECK(is(scr_dup(Bn), 16, "-c7748819dffb62438d1c67eea"));
    CHECK(is(scr__bigint_add(C, scr_small_bigint(2)), 2,
             "10000000000000000000000000000000000000000000000000000000000000001"));
    CHECK(is(scr_dup(A), 36, "byw97um9s91dlz68tsi"));
    ScrValue hex = scr__bigint_to_string(Bn, 16);
    CHECK(scr__bigint_from_string(hex) == SCR_HOLE); /* a sign before hex digits is no BigInt */
    scr_release(hex);
    ScrValue dec = scr__bigint_to_string(cc, 10);
    ScrValue back = scr__bigint_from_string(dec);
    CHECK(scr__bigint_equal(back, cc) && back != cc);
    scr_release(back);
    scr_release(dec);

    /* Numbers: round half to even. */
    ScrValue p53 = scr__bigint_shl(one, scr_small_bigint(53));
    ScrValue p53_1 = scr__bigint_add(p53, one);
    CHECK(scr__bigint_to_double(p53_1) == 9007199254740992.0);
    ScrValue c2 = scr__bigint_add(C, scr_small_bigint(2049)); /* 2^64 + 2^11 */
    CHECK(scr__bigint_to_double(c2) == 18446744073709551616.0);
    ScrValue c3 = scr__bigint_add(c2, one);
    CHECK(scr__bigint_to_double(c3) == 18446744073709555712.0);
    CHECK(scr__bigint_cmp_double(p53_1, 9007199254740992.0) > 0);
    CHECK(scr__bigint_cmp_double(p53, 9007199254740994.0) < 0);
    CHECK(is(scr__bigint_from_double(1e21), 10, "1000000000000000000000"));

    /* The small/cell boundary: 2^47 - 1 and -2^47 are small, 2^47 is not;
     * results come back small when they fit. */
    ScrValue max = scr_bigint_from_i64(SCR_SMALL_BIGINT_MAX);
    CHECK(scr_is_small_bigint(max));
    ScrValue over = scr__bigint_add(max, one);
    CHECK(scr_cell_kind(over) == SCR_KIND_BIGINT);
    /* A cell against a fraction: 2^47 < 2^47 + 0.5, > 2^47 - 0.5. */
    CHECK(scr__bigint_cmp_double(over, 140737488355328.5) < 0);
    CHECK(scr__bigint_cmp_double(over, 140737488355327.5) > 0);
    CHECK(scr__bigint_cmp_double(over, 140737488355328.0) == 0);
    CHECK(scr_is_small_bigint(scr__bigint_neg(over)));
    ScrValue back_small = scr__bigint_sub(over, one);
    CHECK(back_small == max);
    ScrValue imin = scr_bigint_from_i64(INT64_MIN);
    CHECK(scr_is_small_bigint(scr_bigint_from_u64(5)) && scr_cell_kind(imin) == SCR_KIND_BIGINT);
    scr_release(imin);
    CHECK(is(scr_bigint_from_u64(UINT64_MAX), 10, "18446744073709551615"));
    CHECK(is(scr_bigint_from_i64(INT64_MIN), 10, "-9223372036854775808"));
    CHECK(scr__bigint_low64(Bn) == 20789321820373270ull);
    ScrValue over2 = B("140737488355328");
    CHECK(scr__bigint_hash(over) == scr__bigint_hash(over2) && scr__bigint_equal(over, over2));
    scr_release(over2);

    ScrValue all[] = {A, Bn, C, D, negc, p96, cc, cc5, p200, m200, m100, p53, p53_1, c2, c3, over};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) scr_release(all[i]);
    CHECK(scr__live_cells[SCR_KIND_BIGINT] == live0);
    scr__string_fini();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
