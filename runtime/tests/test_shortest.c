/* test_shortest.c - Number::toString's shortest digits (numconv.c's
 * Ryu-style conversion) against the slow reference it replaced: try
 * printf("%.*e") at 1..17 digits and read each back with strtod. Both the
 * digits and the whole formatted string are compared, on boundary cases and
 * on millions of random doubles (random bit patterns, short decimals and
 * integers). A default run checks about 850,000 numbers (85,000 in a
 * sanitizer build) to stay well inside the unit-test timeout;
 * SCR_SHORTEST_COUNT sets the random count per kind (the total is about
 * 4x + 50,000) and SCR_SHORTEST_SEED the seed, for the long runs
 * docs/builtins.md records. Links with libscr. */
#include "scr.h"
#include "core/numconv.h"
#include "core/str.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"

/* ---- The reference: the slow path numconv.c used before Ryu. ---- */

/* Parses "%.*e" output into bare digits and n (value = 0.DIGITS * 10^n). */
static int ref_split_e(const char *buf, char *digits, int *n) {
    int k = 0;
    const char *p = buf;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') digits[k++] = *p;
    digits[k] = '\0';
    *n = atoi(p + 1) + 1;
    return k;
}

static bool ref_increment(char *d, int k) {
    for (int i = k - 1; i >= 0; i--) {
        if (d[i] != '9') {
            d[i]++;
            return true;
        }
        d[i] = '0';
    }
    return false;
}

static bool ref_decrement(char *d, int k) {
    for (int i = k - 1; i >= 0; i--) {
        if (d[i] != '0') {
            d[i]--;
            return d[0] != '0';
        }
        d[i] = '9';
    }
    return false;
}

static double ref_value(const char *d, int k, int n) {
    char buf[64];
    snprintf(buf, sizeof buf, "0.%.*se%d", k, d, n);
    return strtod(buf, NULL);
}

/* The correctly rounded p-digit decimal is the nearest p-digit candidate;
 * the first p where it reads back is the shortest length. At a power of
 * two the interval is narrower below, so the neighbour on the wide side is
 * tried too. */
static int ref_shortest(double d, char *digits, int *n) {
    char buf[64], tmp[32];
    for (int p = 1; p <= 17; p++) {
        snprintf(buf, sizeof buf, "%.*e", p - 1, d);
        int k = ref_split_e(buf, digits, n);
        double got = strtod(buf, NULL);
        if (got == d) {
            while (k > 1 && digits[k - 1] == '0') digits[--k] = '\0';
            return k;
        }
        memcpy(tmp, digits, (size_t)k + 1);
        if (got < d ? ref_increment(tmp, k) : ref_decrement(tmp, k)) {
            if (ref_value(tmp, k, *n) == d) {
                memcpy(digits, tmp, (size_t)k + 1);
                while (k > 1 && digits[k - 1] == '0') digits[--k] = '\0';
                return k;
            }
        }
    }
    snprintf(buf, sizeof buf, "%.16e", d);
    return ref_split_e(buf, digits, n);
}

/* Number::toString(10) from the reference digits, laid out as the spec's
 * steps say, written independently of numconv.c's layout code. */
static void ref_format(double d, char *out, char *g, int *gn, int *gk) {
    if (d == 0) {
        strcpy(out, "0");
        return;
    }
    if (d != d) {
        strcpy(out, "NaN");
        return;
    }
    if (isinf(d)) {
        strcpy(out, d < 0 ? "-Infinity" : "Infinity");
        return;
    }
    char *o = out;
    if (d < 0) {
        *o++ = '-';
        d = -d;
    }
    int n, k = ref_shortest(d, g, &n);
    *gn = n;
    *gk = k;
    if (k <= n && n <= 21) {
        o += sprintf(o, "%s%.*s", g, n - k, "000000000000000000000");
    } else if (0 < n && n <= 21) {
        o += sprintf(o, "%.*s.%s", n, g, g + n);
    } else if (-6 < n && n <= 0) {
        o += sprintf(o, "0.%.*s%s", -n, "000000", g);
    } else {
        o += sprintf(o, "%c%s%se%+d", g[0], k > 1 ? "." : "", g + 1, n - 1);
    }
    *o = '\0';
}

/* ---- Comparison. ---- */

static int shown; /* failures printed so far; later ones are only counted */

static double from_bits(uint64_t b) {
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static uint64_t to_bits(double d) {
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static void check_one(double d) {
    char want[64], got[64], rd[32], nd[32];
    int rn = 0, rk = 0, nn, nk;
    ref_format(d, want, rd, &rn, &rk);
    int len = scr__number_format(d, got);
    bool ok = strcmp(want, got) == 0 && len == (int)strlen(got);
    double a = fabs(d);
    if (ok && a > 0 && isfinite(a)) {
        nk = scr__shortest_digits(a, nd, &nn);
        ok = rk == nk && rn == nn && strcmp(rd, nd) == 0 && (int)strlen(nd) == nk;
    }
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (shown++ < 20)
        printf("FAIL %016llx (%.17g): got \"%s\", want \"%s\"\n", (unsigned long long)to_bits(d), d,
               got, want);
}

static void check_pm(double d) {
    check_one(d);
    check_one(-d);
}

/* splitmix64: a small, well-mixed generator with a fixed seed, so a
 * failure reproduces. */
static uint64_t rng_state;
static uint64_t rng(void) {
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void boundary_cases(void) {
    /* Subnormals, the normal/subnormal seam, the extremes. */
    for (uint64_t b = 1; b < 4096; b++) check_pm(from_bits(b));
    for (uint64_t b = 0x000FFFFFFFFFF000ull; b <= 0x0010000000001000ull; b++)
        check_pm(from_bits(b));
    for (uint64_t b = 0x7FEFFFFFFFFFF000ull; b <= 0x7FEFFFFFFFFFFFFFull; b++)
        check_pm(from_bits(b));
    check_pm(5e-324);
    check_pm(DBL_MIN);
    check_pm(DBL_MAX);
    check_pm(1.7976931348623157e308);
    check_pm(2.2250738585072014e-308);
    check_pm(INFINITY);
    check_one(NAN);
    check_one(0.0);
    check_one(-0.0);
    /* Every power of two and its neighbours (the lopsided intervals). */
    for (int e = -1074; e <= 1023; e++) {
        double p = ldexp(1.0, e);
        check_pm(p);
        check_pm(nextafter(p, 0));
        check_pm(nextafter(p, INFINITY));
    }
    /* Powers of ten, their neighbours and small multiples. */
    for (int e = -325; e <= 309; e++) {
        char buf[32];
        snprintf(buf, sizeof buf, "1e%d", e);
        double p = strtod(buf, NULL);
        check_pm(p);
        check_pm(nextafter(p, 0));
        check_pm(nextafter(p, INFINITY));
        for (int m = 2; m <= 9; m++) {
            snprintf(buf, sizeof buf, "%de%d", m, e);
            check_pm(strtod(buf, NULL));
        }
    }
    /* 2^53's neighbourhood, where integers stop being exact, and the
     * integer fast path's edge. */
    for (double x = 9007199254740992.0 - 64; x <= 9007199254740992.0 + 256;
         x = nextafter(x, INFINITY))
        check_pm(x);
    for (double x = 4294967296.0 - 64; x <= 4294967296.0 + 64; x += 1) check_pm(x);
    /* Where the layout switches between fixed and exponent forms. */
    static const double switches[] = {1e21,
                                      1e21 - 65536,
                                      999999999999999900000.0,
                                      1e-7,
                                      1e-6,
                                      9.999999999999999e-7,
                                      1.5e-7,
                                      0.000001,
                                      123e-20,
                                      1e20,
                                      0.1 + 0.2,
                                      0.1,
                                      0.2,
                                      0.3,
                                      1.0 / 3,
                                      2.0 / 3,
                                      100,
                                      1e100,
                                      1.5,
                                      0.5,
                                      4.35,
                                      5e-7,
                                      1.2345678901234567e21};
    for (size_t i = 0; i < sizeof switches / sizeof switches[0]; i++) {
        check_pm(switches[i]);
        check_pm(nextafter(switches[i], 0));
        check_pm(nextafter(switches[i], INFINITY));
    }
    /* Known hard cases for shortest conversions. */
    check_pm(9007199254740993.0);
    check_pm(2.9802322387695312e-8);
    check_pm(5.764607523034235e39);
    check_pm(1.152921504606847e40);
    check_pm(2.305843009213694e40);
    check_pm(1.8531501765868567e21);
    check_pm(-3.347727380279489e33);
    check_pm(4.940656e-318);
    check_pm(1.18575755e-316);
    check_pm(2.989102097996e-312);
    check_pm(9.0608011534336e15);
    check_pm(4.708356024711512e18);
    check_pm(9.409340012568248e18);
    check_pm(1.2345678);
}

int main(void) {
    const char *c = getenv("SCR_SHORTEST_COUNT");
    const char *s = getenv("SCR_SHORTEST_SEED");
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    long count = 10000; /* the sanitized copy checks memory, not more numbers */
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
    long count = 10000;
#else
    long count = 200000;
#endif
#else
    long count = 200000;
#endif
    if (c) count = atol(c);
    rng_state = s ? strtoull(s, NULL, 0) : 0x5C0FFEEull;

    boundary_cases();
    int boundary_failed = failed;
    /* Random bit patterns: every exponent equally likely. */
    for (long i = 0; i < count; i++) {
        uint64_t b = rng();
        if (((b >> 52) & 0x7FF) == 0x7FF) continue;
        check_one(from_bits(b));
    }
    /* Random bit patterns near the extremes, where digits are long. */
    for (long i = 0; i < count / 4; i++) {
        uint64_t b = rng() & 0x801FFFFFFFFFFFFFull;
        check_one(from_bits(b));
        check_one(from_bits(b ^ 0x7FC0000000000000ull));
    }
    /* Short decimals (few digits, any exponent): the exact and
     * trailing-zero paths, and the fixed/exponent layout. */
    for (long i = 0; i < count; i++) {
        uint64_t r = rng();
        int digits = 1 + (int)(r % 17);
        uint64_t m = rng() % 100000000000000000ull;
        for (int k = 17; k > digits; k--) m /= 10;
        int e = (int)((r >> 8) % 660) - 340;
        char buf[48];
        snprintf(buf, sizeof buf, "%llue%d", (unsigned long long)m, e);
        double d = strtod(buf, NULL);
        if (isfinite(d)) check_one(r & (1ull << 40) ? -d : d);
    }
    /* Integers of every size up to 2^64, and quotients with remainders. */
    for (long i = 0; i < count / 2; i++) {
        uint64_t r = rng();
        int bits = 1 + (int)(r % 64);
        uint64_t v = rng() >> (64 - bits);
        check_one((double)v);
        check_one((double)v / 1000.0);
        check_one((double)v / 7.0);
    }
    scr__string_fini();
    printf("random count %ld per kind, seed %#llx; boundary failures %d\n", count,
           (unsigned long long)(s ? strtoull(s, NULL, 0) : 0x5C0FFEEull), boundary_failed);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
