/* test_numconv.c - Number::toString, toString(radix), toFixed,
 * StringToNumber, parseInt and parseFloat against tables that Node v20
 * printed (numconv_gen_num.js and numconv_gen_str.js regenerate them),
 * and ToInt32: the inline conversion generated code uses against the
 * runtime's, and both against values Node printed. Links with libscr. */
#include "scr.h"
#include "core/numconv.h"
#include "core/str.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct NumRow {
    uint64_t bits;
    const char *str;
    const char *radix[5]; /* 2, 3, 7, 16, 36 */
    const char *fixed[4]; /* 0, 2, 5, 20 digits */
} NumRow;

static const NumRow num_rows[] = {
#include "numconv_num_table.inc"
};

typedef struct StrRow {
    const char *s;
    size_t len;
    uint64_t number, pi, pi16, pi36, pi7, pf;
} StrRow;

static const StrRow str_rows[] = {
#include "numconv_str_table.inc"
};

#include "check.h"

static double from_bits(uint64_t b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static uint64_t to_bits(double d) {
    uint64_t b;
    if (d != d) return SCR_CANONICAL_NAN;
    memcpy(&b, &d, sizeof b);
    return b;
}

static void check_str(ScrValue got, const char *want, const char *what, uint64_t bits) {
    char *g = scr__string_to_utf8(got, NULL);
    if (strcmp(g, want) == 0) {
        passed++;
    } else {
        failed++;
        printf("FAIL %s of %016llx: got \"%.80s\", want \"%.80s\"\n", what,
               (unsigned long long)bits, g, want);
    }
    free(g);
    scr_release(got);
}

static void check_num(double got, uint64_t want, const char *what, const char *src) {
    if (to_bits(got) == want) {
        passed++;
    } else {
        failed++;
        printf("FAIL %s of \"%s\": got %.17g, want %.17g\n", what, src, got, from_bits(want));
    }
}

int main(void) {
    static const int radixes[5] = {2, 3, 7, 16, 36};
    static const int digits[4] = {0, 2, 5, 20};
    for (size_t i = 0; i < sizeof num_rows / sizeof num_rows[0]; i++) {
        const NumRow *r = &num_rows[i];
        double d = from_bits(r->bits);
        check_str(scr__number_to_string(d), r->str, "toString", r->bits);
        for (int k = 0; k < 5; k++)
            check_str(scr__number_to_string_radix(d, radixes[k]), r->radix[k], "toString(radix)",
                      r->bits);
        for (int k = 0; k < 4; k++)
            check_str(scr__number_to_fixed(d, digits[k]), r->fixed[k], "toFixed", r->bits);
    }
    for (size_t i = 0; i < sizeof str_rows / sizeof str_rows[0]; i++) {
        const StrRow *r = &str_rows[i];
        ScrValue s = scr_string_from_utf8(r->s, r->len);
        check_num(scr__string_to_number(s), r->number, "Number", r->s);
        check_num(scr__parse_int(s, 0), r->pi, "parseInt", r->s);
        check_num(scr__parse_int(s, 16), r->pi16, "parseInt16", r->s);
        check_num(scr__parse_int(s, 36), r->pi36, "parseInt36", r->s);
        check_num(scr__parse_int(s, 7), r->pi7, "parseInt7", r->s);
        check_num(scr__parse_float(s), r->pf, "parseFloat", r->s);
        scr_release(s);
    }
    /* ToInt32: scr_d_to_int32 (inline) agrees with scr__to_int32_d on
     * every table number, and both give what Node printed for `x | 0`. */
    for (size_t i = 0; i < sizeof num_rows / sizeof num_rows[0]; i++) {
        double d = from_bits(num_rows[i].bits);
        if (scr_d_to_int32(d) == scr__to_int32_d(d)) passed++;
        else {
            failed++;
            printf("FAIL ToInt32 of %.17g: inline %d, runtime %d\n", d, scr_d_to_int32(d), scr__to_int32_d(d));
        }
    }
    static const struct { double d; int32_t want; } int32_rows[] = {
        {2147483648.0, INT32_MIN}, {-2147483648.0, INT32_MIN}, {-2147483649.0, 2147483647},
        {4294967301.0, 5}, {-1.9, -1}, {1.9, 1}, {1e21, -559939584}, {-1e21, 559939584},
        {9007199254740994.0, 2}, {0.0 / 0.0, 0}, {1.0 / 0.0, 0}, {-1.0 / 0.0, 0}, {-0.0, 0},
        /* uint32 values, the int64 path and the mantissa path past 2^63
         * (Node's `x | 0`) */
        {3988292384.0, -306674912}, {12884901895.0, 7}, {-4294967297.0, -1},
        {123456789012.7, -1097262572}, {-123456789012.7, 1097262572}, {1e19, -1981284352},
        {-1e19, 1981284352}, {9223372036854775808.0, 0}, {-9223372036854775808.0, 0},
        {9223372036854779904.0, 4096}, {-9223372036854784000.0, -8192},
        {1180591620717412614144.0, 1310720}, {-1180591620717412614144.0, -1310720},
        {1.7976931348623157e308, 0}, {-1.7976931348623157e308, 0},
    };
    for (size_t i = 0; i < sizeof int32_rows / sizeof int32_rows[0]; i++) {
        CHECK(scr_d_to_int32(int32_rows[i].d) == int32_rows[i].want);
        CHECK(scr__to_int32_d(int32_rows[i].d) == int32_rows[i].want);
    }
    int32_t out = 0;
    CHECK(scr_to_int32_mix(scr_number(-1.5), &out) == 0 && out == -1);
    ScrValue s7 = scr_string_from_utf8("0x7fffffff1", 11);
    CHECK(scr_to_int32_mix(s7, &out) == 0 && out == -15);
    scr_release(s7);
    CHECK(scr_to_int32_mix(SCR_NULL, &out) == 0 && out == 0);
    scr__string_fini();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
