/* mathfn.c - numeric kernels that follow V8's results bit for bit. V8 takes
 * cbrt (and the trigonometric, exponential and logarithmic functions) from
 * its ports of fdlibm; glibc's results differ in the last bit for some
 * inputs. docs/builtins.md lists which Math functions are exact. */
#include "builtins/mathfn.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

static uint64_t bits_of(double d) {
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static double from_bits(uint64_t b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

/* fdlibm's cube root, in three steps: a 5-bit estimate from the exponent
 * bits (dividing the high word by three), a polynomial that brings it to
 * about 23 bits, and one Newton step in double after rounding the estimate
 * to 32 bits, so that t*t is exact. The coefficients are fdlibm's: they are
 * what makes the last bit agree with V8's. */
double scr__math_cbrt(double x) {
    uint64_t u = bits_of(x);
    uint32_t hx = (uint32_t)(u >> 32) & 0x7fffffffu;
    uint64_t sign = u & 0x8000000000000000ull;
    if (hx >= 0x7ff00000u) return x + x; /* NaN and infinities */
    double t;
    if (hx < 0x00100000u) {
        /* Zero or subnormal: scale by 2^54 first. */
        if ((hx | (uint32_t)u) == 0) return x;
        t = x * 18014398509481984.0;
        uint32_t th = (uint32_t)(bits_of(t) >> 32) & 0x7fffffffu;
        t = from_bits(sign | ((uint64_t)(th / 3 + 696219795u) << 32));
    } else {
        t = from_bits(sign | ((uint64_t)(hx / 3 + 715094163u) << 32));
    }
    double r = (t * t) * (t / x);
    t = t * ((1.87595182427177009643 + r * (-1.88497979543377169875 + r * 1.621429720105354466140)) +
             ((r * r) * r) * (-0.758397934778766047437 + r * 0.145996192886612446982));
    t = from_bits((bits_of(t) + 0x80000000ull) & 0xffffffffc0000000ull);
    double s = t * t;
    r = x / s;
    double w = t + t;
    r = (r - t) / (w + r);
    return t + t * r;
}
