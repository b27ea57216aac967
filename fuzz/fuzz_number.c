/* fuzz_number.c - libFuzzer target for number parsing and formatting
 * (core/numconv.c): StringToNumber, parseFloat and parseInt of the input
 * (fuzz_input.h's encoding), then Number.prototype.toString, toString(radix),
 * toFixed, toExponential and toPrecision of that number and of the first
 * eight bytes read as a double's bits. Properties checked, beyond the
 * sanitizers: toString and toExponential() round-trip through
 * StringToNumber bit for bit (-0 aside, which prints as "0"), parseFloat
 * reads toString's text back the same, and an integer below 2^53 printed
 * in a power-of-two radix reads back through parseInt. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/numconv.h"
#include "core/str.h"
#include "fuzz_input.h"
#include "fuzz_realm.h"
#include "scr.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    fuzz_realm_init(false);
    return 0;
}

static void fail(const char *what, double d, ScrValue s) {
    char *t = scr__string_to_utf8(s, NULL);
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    fprintf(stderr, "fuzz_number: %s of %.17g (bits %016llx) gave \"%s\"\n", what, d,
            (unsigned long long)bits, t);
    free(t);
    abort();
}

/* True when a and b are the same double (NaN equals NaN, 0 equals -0). */
static bool same(double a, double b) { return (a != a && b != b) || a == b; }

static void check_number(double d, const uint8_t *knobs) {
    ScrValue s = scr__number_to_string(d);
    if (!same(scr__string_to_number(s), d)) fail("toString", d, s);
    if (!same(scr__parse_float(s), d)) fail("parseFloat(toString)", d, s);
    scr_release(s);

    s = scr__number_to_exponential(d, -1);
    if (!same(scr__string_to_number(s), d)) fail("toExponential()", d, s);
    scr_release(s);

    int radix = 2 + knobs[0] % 35;
    s = scr__number_to_string_radix(d, radix);
    scr_release(s);
    int pow2 = 1 << (1 + knobs[0] % 5);
    if (d == floor(d) && fabs(d) < 9007199254740992.0) {
        s = scr__number_to_string_radix(d, pow2);
        if (!same(scr__parse_int(s, pow2), d)) fail("parseInt(toString(radix))", d, s);
        scr_release(s);
    }
    scr_release(scr__number_to_fixed(d, knobs[1] % 101));
    scr_release(scr__number_to_exponential(d, knobs[2] % 101));
    scr_release(scr__number_to_precision(d, 1 + knobs[3] % 100));
}

static void one_input(const uint8_t *data, size_t size) {
    uint8_t knobs[4] = {0, 0, 0, 0};
    memcpy(knobs, data, size < 4 ? size : 4);

    size_t n;
    uint16_t *u = fuzz_units(data, size, &n);
    ScrValue s = scr_string_from_utf16(u, n);
    double d = scr__utf16_to_number(u, (uint32_t)n);
    if (!same(d, scr__string_to_number(s))) abort();
    free(u);
    double f = scr__parse_float(s);
    double i = scr__parse_int(s, knobs[0] % 38);
    scr_release(s);

    check_number(d, knobs);
    check_number(f, knobs);
    check_number(i, knobs);
    if (size >= 8) {
        double raw;
        memcpy(&raw, data, sizeof raw);
        check_number(raw, knobs);
    }
}

FUZZ_MAIN(one_input)
