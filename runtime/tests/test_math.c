/* test_math.c - the runtime's own Math entries (scr__math_unary: what
 * Math.<name> calls) against a table of results Node v20 printed
 * (math_gen.js regenerates it). The bound is stated per function: exact
 * ones must agree bit for bit on every input; the others (still glibc's
 * kernels, where V8 ports fdlibm) may differ by one ulp on at most the
 * number of inputs docs/builtins.md records, so a regression, a missing
 * entry or a larger error fails the test. Links with libscr. */
#include "builtins/numbuiltins.h"
#include "scr.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "math_table.inc"

static double from_bits(unsigned long long b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static int64_t ordered(double d) {
    int64_t b;
    memcpy(&b, &d, sizeof b);
    return b < 0 ? INT64_MIN - b : b; /* monotonic in d, -0 next to +0 */
}

/* Inputs (of MATH_NINS) on which each function may differ from Node, and
 * by how many ulps at most: 0 inputs means bit-exact. The counts of
 * docs/builtins.md's table. */
static const struct {
    const char *name;
    int max_diff, max_ulp;
} bound[] = {
    {"cbrt", 0, 0},  {"sqrt", 0, 0},  {"log", 0, 0},   {"log2", 0, 0},  {"log10", 3, 2},
    {"exp", 0, 0},   {"sin", 8, 1},   {"cos", 5, 1},   {"tan", 6, 1},   {"atan", 7, 1},
    {"asin", 5, 1},  {"acos", 4, 1},  {"sinh", 0, 0},  {"cosh", 0, 0},  {"tanh", 0, 0},
    {"expm1", 0, 0}, {"log1p", 0, 0}, {"atanh", 0, 0}, {"asinh", 0, 0}, {"acosh", 0, 0},
};

int main(void) {
    int failed = 0, passed = 0;
    for (int f = 0; f < MATH_NFNS; f++) {
        int max_diff = -1, max_ulp = 0;
        for (size_t b = 0; b < sizeof bound / sizeof *bound; b++)
            if (strcmp(bound[b].name, fn_names[f]) == 0)
                max_diff = bound[b].max_diff, max_ulp = bound[b].max_ulp;
        double (*fn)(double) = scr__math_unary(fn_names[f]);
        if (!fn || max_diff < 0) {
            printf("FAIL Math.%s: %s\n", fn_names[f], fn ? "no bound stated" : "no runtime entry");
            failed++;
            continue;
        }
        int diff = 0;
        for (int i = 0; i < MATH_NINS; i++) {
            double x = from_bits(math_in[i]), y = fn(x), want = from_bits(math_out[f][i]);
            if (y != y || want != want) {
                if ((y != y) != (want != want)) {
                    printf("FAIL Math.%s(%.17g) = %.17g, Node: %.17g\n", fn_names[f], x, y, want);
                    failed++;
                }
                continue;
            }
            int64_t d = ordered(y) - ordered(want);
            if (d == 0 && signbit(y) == signbit(want)) continue;
            diff++;
            if (max_diff == 0 || d > max_ulp || d < -max_ulp) {
                printf("FAIL Math.%s(%.17g) = %.17g, Node: %.17g (%lld ulp)\n", fn_names[f], x, y,
                       want, (long long)d);
                failed++;
            }
        }
        if (diff > max_diff) {
            printf("FAIL Math.%s differs from Node on %d of %d inputs (at most %d allowed)\n",
                   fn_names[f], diff, MATH_NINS, max_diff);
            failed++;
        } else {
            passed++;
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
