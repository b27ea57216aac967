/* test_math.c - Math functions against a table of results Node v20 printed
 * (math_gen.js regenerates it). The kernels scr must reproduce exactly are
 * checked bit for bit; for the ones still taken from the C library the
 * test prints how many table entries differ (docs/builtins.md records the
 * counts), so a regression or an improvement shows. Links with libscr. */
#include "builtins/mathfn.h"
#include "scr.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "math_table.inc"

static double from_bits(unsigned long long b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static unsigned long long to_bits(double d) {
    unsigned long long b;
    memcpy(&b, &d, sizeof b);
    return b;
}

/* The C functions behind each Math function, in math_gen.js's order. */
static double (*const impl[MATH_NFNS])(double) = {
    scr__math_cbrt, sqrt, log, log2, log10, exp, sin, cos, tan, atan, asin, acos,
    sinh, cosh, tanh, expm1, log1p, atanh, asinh, acosh,
};
/* Which of them must agree bit for bit. */
static const int exact[MATH_NFNS] = {[0] = 1, [1] = 1};

int main(void) {
    int failed = 0;
    for (int f = 0; f < MATH_NFNS; f++) {
        int diff = 0;
        for (int i = 0; i < MATH_NINS; i++) {
            double y = impl[f](from_bits(math_in[i]));
            unsigned long long want = math_out[f][i];
            bool same = (y != y) ? isnan(from_bits(want)) : to_bits(y) == want;
            if (same) continue;
            diff++;
            if (exact[f])
                printf("FAIL Math.%s(%.17g) = %.17g, Node: %.17g\n", fn_names[f], from_bits(math_in[i]), y,
                       from_bits(want));
        }
        if (exact[f]) failed += diff;
        else if (diff) printf("note: Math.%s differs from Node in the last bit for %d of %d inputs\n", fn_names[f], diff, MATH_NINS);
    }
    printf("%s\n", failed ? "FAILED" : "ok");
    return failed ? 1 : 0;
}
