/* test_typedarray.c - the element conversions of typed arrays
 * (core/typedarray.c), growable buffers' views, and the integer remainder
 * of `%` (scr.h), against
 * values Node v20 printed: modular integer stores, Uint8Clamped's rounding
 * with ties to even, float32 rounding, BigInt64/BigUint64 wrapping, loads
 * back as values, and the signs and -0 of remainders. Links with libscr. */
#include "scr.h"
#include "check.h"
#include "core/bigint.h"
#include "core/str.h"
#include "core/typedarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Stores d into an element of `type` and reads it back as a double. */
static double round_trip(int type, double d) {
    uint8_t buf[8] = {0};
    scr__ta_store_raw(type, buf, scr_number(d));
    ScrValue v = scr__ta_load_raw(type, buf);
    return scr_as_number(v);
}

static bool same(double a, double b) { return memcmp(&a, &b, sizeof a) == 0 || (a != a && b != b); }

/* A BigInt stored into `type` and loaded back, as its decimal digits. */
static bool big_is(int type, ScrValue in_take, const char *want) {
    uint8_t buf[8] = {0};
    scr__ta_store_raw(type, buf, in_take);
    scr_release(in_take);
    ScrValue v = scr__ta_load_raw(type, buf);
    char *got = scr__bigint_to_cstr(v, 10, NULL);
    bool ok = strcmp(got, want) == 0;
    if (!ok) fprintf(stderr, "got %s, want %s\n", got, want);
    free(got);
    scr_release(v);
    return ok;
}

/* A resize recomputes the growable buffer's listed views: length-tracking
 * ones follow the length, fixed ones go out of bounds (length 0,
 * SCR_VIEW_OOB) and come back, bytes a shrink cut read zero when regrown,
 * and a view leaves the list when it is freed. */
static void resize_views(void) {
    ScrValue ab = scr__buffer_new_ex(8, 16, true, false, SCR_NULL);
    ScrArrayBuffer *b = scr__ab(ab);
    ScrValue track = scr__typed_array_new(SCR_TA_UINT8, ab, 0, 8, SCR_NULL);
    ScrValue fixed = scr__typed_array_new(SCR_TA_UINT16, ab, 4, 2, SCR_NULL);
    ScrValue tail = scr__typed_array_new(SCR_TA_UINT8, ab, 6, 2, SCR_NULL);
    scr__view_listen(track, true);
    scr__view_listen(fixed, false);
    scr__view_listen(tail, true);
    CHECK(b->nviews == 3 && b->max_byte_length == 16 && !scr__view_oob(fixed));
    scr__ta(track)->data[7] = 9;
    scr__buffer_resize(b, 4);
    CHECK(scr__ta(track)->length == 4 && !scr__view_oob(track));
    CHECK(scr__ta(fixed)->length == 0 && scr__view_oob(fixed));
    CHECK(scr__ta(tail)->length == 0 && scr__view_oob(tail));
    scr__buffer_resize(b, 16);
    CHECK(scr__ta(track)->length == 16 && scr__ta(track)->data[7] == 0);
    CHECK(scr__ta(fixed)->length == 2 && !scr__view_oob(fixed) && scr__ta(tail)->length == 10);
    scr__buffer_resize(b, 7); /* the fixed view needs bytes 4-7 */
    CHECK(scr__view_oob(fixed) && scr__ta(tail)->length == 1);
    scr_release(fixed);
    CHECK(b->nviews == 2);
    scr_release(track);
    scr_release(tail);
    CHECK(b->nviews == 0);
    /* A buffer that cannot grow reserves nothing beyond its length. */
    ScrValue plain = scr__buffer_new_ex(4, 64, false, true, SCR_NULL);
    CHECK(scr__ab(plain)->max_byte_length == 4 && scr__ab(plain)->shared &&
          !scr__ab(plain)->growable);
    scr_release(plain);
    scr_release(ab);
}

/* Runs inside scr_main, for the realm the buffers' objects need. */
static ScrValue body(void) {
    resize_views();
    /* Integer kinds keep the low bits of ToInt32 (new Int8Array([x])[0]). */
    CHECK(round_trip(SCR_TA_INT8, 255) == -1);
    CHECK(round_trip(SCR_TA_INT8, 128) == -128);
    CHECK(round_trip(SCR_TA_INT8, -129) == 127);
    CHECK(round_trip(SCR_TA_UINT8, -1) == 255);
    CHECK(round_trip(SCR_TA_UINT8, 3.99) == 3);
    CHECK(round_trip(SCR_TA_UINT8, -3.99) == 253);
    CHECK(round_trip(SCR_TA_UINT8, NAN) == 0);
    CHECK(round_trip(SCR_TA_UINT8, INFINITY) == 0);
    CHECK(round_trip(SCR_TA_INT16, 40000) == -25536);
    CHECK(round_trip(SCR_TA_UINT16, -1) == 65535);
    CHECK(round_trip(SCR_TA_INT32, 4294967296.0 + 5) == 5);
    CHECK(round_trip(SCR_TA_INT32, 2147483648.0) == -2147483648.0);
    CHECK(round_trip(SCR_TA_UINT32, -1) == 4294967295.0);
    CHECK(round_trip(SCR_TA_UINT32, 1e20) == 1661992960);
    CHECK(same(round_trip(SCR_TA_INT32, -0.0), 0));
    /* Uint8Clamped: NaN and negatives are 0, ties go to even. */
    CHECK(round_trip(SCR_TA_UINT8C, 300) == 255);
    CHECK(round_trip(SCR_TA_UINT8C, -5) == 0);
    CHECK(round_trip(SCR_TA_UINT8C, NAN) == 0);
    CHECK(round_trip(SCR_TA_UINT8C, 0.5) == 0);
    CHECK(round_trip(SCR_TA_UINT8C, 1.5) == 2);
    CHECK(round_trip(SCR_TA_UINT8C, 2.5) == 2);
    CHECK(round_trip(SCR_TA_UINT8C, 254.5) == 254);
    CHECK(round_trip(SCR_TA_UINT8C, 254.50001) == 255);
    /* Float32 rounds to nearest; overflow is Infinity; -0 stays -0. */
    CHECK(round_trip(SCR_TA_FLOAT32, 0.1) == 0.10000000149011612);
    CHECK(round_trip(SCR_TA_FLOAT32, 1.1) == 1.100000023841858);
    CHECK(round_trip(SCR_TA_FLOAT32, 3.4e39) == INFINITY);
    CHECK(same(round_trip(SCR_TA_FLOAT32, -1e-50), -0.0));
    CHECK(same(round_trip(SCR_TA_FLOAT64, -0.0), -0.0));
    CHECK(same(round_trip(SCR_TA_FLOAT64, NAN), NAN));
    /* BigInt kinds wrap modulo 2^64. */
    CHECK(big_is(SCR_TA_BIGINT64, scr_bigint_from_u64(UINT64_MAX), "-1"));
    CHECK(big_is(SCR_TA_BIGUINT64, scr_small_bigint(-1), "18446744073709551615"));
    CHECK(big_is(SCR_TA_BIGINT64, scr_bigint_from_u64(1ull << 63), "-9223372036854775808"));
    CHECK(big_is(SCR_TA_BIGUINT64, scr_bigint_from_i64(INT64_MIN), "9223372036854775808"));
    CHECK(big_is(SCR_TA_BIGINT64, scr_small_bigint(5), "5"));
    /* % of integers: the dividend's sign, -0, zero divisors, fractions. */
    CHECK(scr__mod_d(7, 3) == 1 && scr__mod_d(-7, 3) == -1 && scr__mod_d(7, -3) == 1);
    CHECK(same(scr__mod_d(-4, 2), -0.0) && same(scr__mod_d(-0.0, 5), -0.0) && same(scr__mod_d(4, -2), 0));
    CHECK(isnan(scr__mod_d(5, 0)) && isnan(scr__mod_d(0, 0)) && isnan(scr__mod_d(INFINITY, 2)));
    CHECK(scr__mod_d(5.5, 2) == 1.5 && scr__mod_d(-5.5, 2) == -1.5 && scr__mod_d(3, INFINITY) == 3);
    CHECK(scr__mod_d(9007199254740991.0, 2) == 1 && scr__mod_d(1e300, 7) == fmod(1e300, 7));
    return SCR_UNDEFINED;
}

int main(int argc, char **argv) {
    static const ScrModule mods[] = {{body, NULL, 0, 0}};
    static const ScrProgram prog = {NULL, 0, mods, 1, NULL, 0, NULL, 0, -1};
    int st = scr_main(argc, argv, &prog);
    printf("%d passed, %d failed\n", passed, failed);
    return failed || st ? 1 : 0;
}
