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

/* fdlibm's exp: reduce x to r = x - k*ln2 with |r| <= ln2/2 (ln2 split in
 * a high part with trailing zero bits and a low part, so k*ln2_hi is
 * exact), approximate exp(r) by a rational function whose correction term
 * c is a degree-5 polynomial in r*r, then scale by 2^k. */
double scr__math_exp(double x) {
    static const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10,
                        inv_ln2 = 1.44269504088896338700e+00, P1 = 1.66666666666666019037e-01,
                        P2 = -2.77777777770155933842e-03, P3 = 6.61375632143793436117e-05,
                        P4 = -1.65339022054652515390e-06, P5 = 4.13813679705723846039e-08;
    if (x != x) return x;
    if (x > 7.09782712893383973096e+02) return INFINITY;
    if (x < -7.45133219101941108420e+02) return 0;
    uint32_t hx = (uint32_t)(bits_of(x) >> 32) & 0x7fffffffu;
    double hi = 0, lo = 0;
    int k = 0;
    if (hx > 0x3fd62e42u) {     /* |x| > ln2/2 */
        if (hx < 0x3ff0a2b2u) { /* |x| < 1.5 ln2: k is the sign */
            /* V8 returns e itself for exp(1), where the method would be
             * one ulp off. */
            if (x == 1) return 2.718281828459045;
            k = x < 0 ? -1 : 1;
        } else {
            k = (int)(inv_ln2 * x + (x < 0 ? -0.5 : 0.5));
        }
        hi = x - k * ln2_hi;
        lo = k * ln2_lo;
        x = hi - lo;
    } else if (hx < 0x3e300000u) { /* |x| < 2^-28 */
        return 1 + x;
    }
    double t = x * x;
    double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0) return 1 - ((x * c) / (c - 2.0) - x);
    double y = 1 - ((lo - (x * c) / (2.0 - c)) - hi);
    /* Scale by 2^k; below the normal range in two steps, so that the
     * result is rounded once, as fdlibm does. */
    if (k >= -1021) return from_bits(bits_of(y) + ((uint64_t)(int64_t)k << 52));
    return from_bits(bits_of(y) + ((uint64_t)(int64_t)(k + 1000) << 52)) *
           9.33263618503218878990e-302; /* 2^-1000 */
}

/* fdlibm's sinh and cosh: from expm1 near zero (where exp(x) - 1 would
 * cancel), from exp up to 22 (where exp(-x) still matters), then
 * exp(|x|)/2, computed as (exp(|x|/2)/2) * exp(|x|/2) near the overflow
 * threshold so that it does not overflow early. */
double scr__math_sinh(double x) {
    if (x != x || isinf(x)) return x;
    double h = x < 0 ? -0.5 : 0.5, ax = fabs(x);
    if (ax < 22) {
        if (ax < 3.7252902984e-09) return x; /* 2^-28: sinh(x) = x */
        double t = expm1(ax);
        if (ax < 1) return h * (2.0 * t - t * t / (t + 1.0));
        return h * (t + t / (t + 1.0));
    }
    if (ax < 709.7822265625) return h * scr__math_exp(ax); /* high word 0x40862E42 */
    if (ax <= 7.10475860073943863426e+02) {
        double w = scr__math_exp(0.5 * ax);
        return (h * w) * w;
    }
    return x * INFINITY;
}

double scr__math_cosh(double x) {
    if (x != x) return x;
    double ax = fabs(x);
    if (isinf(ax)) return ax;
    if (ax < 0.34657359027997264) { /* ln2/2 */
        double t = expm1(ax), w = 1 + t;
        if (ax < 2.7755575615628914e-17) return w; /* 2^-55 */
        return 1 + (t * t) / (w + w);
    }
    if (ax < 22) {
        double t = scr__math_exp(ax);
        return 0.5 * t + 0.5 / t;
    }
    if (ax < 709.7822265625) return 0.5 * scr__math_exp(ax);
    if (ax <= 7.10475860073943863426e+02) {
        double w = scr__math_exp(0.5 * ax), t = 0.5 * w;
        return t * w;
    }
    return INFINITY;
}

/* fdlibm's log: x = 2^k * (1+f) with sqrt(2)/2 < 1+f < sqrt(2), then
 * log(1+f) = f - f*f/2 + s*(f*f/2 + R(s*s)) with s = f/(2+f) and R a
 * degree-7 polynomial whose coefficients are fdlibm's; k*ln2 is added in
 * two parts (hi with trailing zero bits, so that k*ln2_hi is exact).
 * Subnormal x is first scaled by 2^54. */
double scr__math_log(double x) {
    static const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10,
                        Lg1 = 6.666666666666735130e-01, Lg2 = 3.999999999940941908e-01,
                        Lg3 = 2.857142874366239149e-01, Lg4 = 2.222219843214978396e-01,
                        Lg5 = 1.818357216161805012e-01, Lg6 = 1.531383769920937332e-01,
                        Lg7 = 1.479819860511658591e-01;
    uint64_t u = bits_of(x);
    int32_t hx = (int32_t)(u >> 32);
    uint32_t lx = (uint32_t)u;
    int k = 0;
    if (hx < 0x00100000) {
        if (((hx & 0x7fffffff) | lx) == 0) return -INFINITY;
        if (hx < 0) return NAN;
        k -= 54;
        x *= 18014398509481984.0; /* 2^54 */
        u = bits_of(x);
        hx = (int32_t)(u >> 32);
    }
    if (hx >= 0x7ff00000) return x + x;
    k += (hx >> 20) - 1023;
    hx &= 0x000fffff;
    int32_t i = (hx + 0x95f64) & 0x100000;
    u = bits_of(x);
    x = from_bits(((uint64_t)(uint32_t)(hx | (i ^ 0x3ff00000)) << 32) | (uint32_t)u);
    k += i >> 20;
    double f = x - 1.0;
    if ((0x000fffff & (2 + hx)) < 3) { /* -2^-20 <= f < 2^-20 */
        if (f == 0) {
            if (k == 0) return 0;
            double dk = k;
            return dk * ln2_hi + dk * ln2_lo;
        }
        double R = f * f * (0.5 - 0.33333333333333333 * f);
        if (k == 0) return f - R;
        double dk = k;
        return dk * ln2_hi - ((R - dk * ln2_lo) - f);
    }
    double s = f / (2.0 + f), dk = k, z = s * s;
    i = hx - 0x6147a;
    double w = z * z;
    int32_t j = 0x6b851 - hx;
    double t1 = w * (Lg2 + w * (Lg4 + w * Lg6)), t2 = z * (Lg1 + w * (Lg3 + w * (Lg5 + w * Lg7)));
    i |= j;
    double R = t2 + t1;
    if (i > 0) {
        double hfsq = 0.5 * f * f;
        if (k == 0) return f - (hfsq - s * (hfsq + R));
        return dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f);
    }
    if (k == 0) return f - s * (f - R);
    return dk * ln2_hi - ((s * (f - R) - dk * ln2_lo) - f);
}

/* fdlibm's asinh and acosh, on scr__math_log (and the C library's log1p,
 * which agrees with V8's): log(2|x|) beyond 2^28, the identities
 * asinh x = log(2x + 1/(sqrt(x*x+1)+x)), acosh x = log(2x - 1/(x+sqrt(x*x-1)))
 * above 2, and log1p forms below, where they lose no precision. */
double scr__math_asinh(double x) {
    static const double ln2 = 6.93147180559945286227e-01;
    double ax = fabs(x), w;
    if (x != x || isinf(x)) return x + x;
    if (ax < 3.7252902984e-09) return x;     /* 2^-28 */
    if ((bits_of(ax) >> 32) > 0x41b00000u) { /* past 2^28 in the high word */
        w = scr__math_log(ax) + ln2;
    } else if (ax > 2) {
        w = scr__math_log(2.0 * ax + 1.0 / (sqrt(x * x + 1.0) + ax));
    } else {
        double t = x * x;
        w = log1p(ax + t / (1.0 + sqrt(1.0 + t)));
    }
    return x < 0 ? -w : w;
}

double scr__math_acosh(double x) {
    static const double ln2 = 6.93147180559945286227e-01;
    if (x != x || x < 1) return NAN;
    if (x >= 268435456.0) return isinf(x) ? x : scr__math_log(x) + ln2;
    if (x == 1) return 0;
    if (x > 2) return scr__math_log(2.0 * x - 1.0 / (x + sqrt(x * x - 1.0)));
    double t = x - 1.0;
    return log1p(t + sqrt(2.0 * t + t * t));
}
