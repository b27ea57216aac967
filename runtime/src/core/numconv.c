/* numconv.c - conversions between numbers and strings with ECMAScript's
 * exact semantics: Number::toString (shortest round-trip digits), toString
 * with a radix (V8's digit generation for fractions), toFixed, StringToNumber,
 * parseInt and parseFloat. Shortest digits come from a Ryu-style exact
 * scaling (tables by scripts/gen-pow5-table); the rest of the exact decimal
 * work is the C library's: glibc's printf prints exact expansions and its
 * strtod rounds correctly. */
#include "core/numconv.h"

#include "core/str.h"
#include "base/base.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Number::toString(10).
 * ---------------------------------------------------------------------- */

/* Shortest round-trip digits, after Ulf Adams's Ryu (PLDI 2018): the
 * rounding interval of the double, scaled by 4 so its bounds are integers
 * (mv = 4m, mp = 4m + 2 above, mm = 4m - 1 or 4m - 2 below), is multiplied
 * by 2^e2 / 10^e10 exactly enough, through 125-bit tabulated powers of five,
 * to land on integers vm < vr < vp whose common decimal prefix is the answer
 * once digits are removed from the right. Trailing-zero flags track whether
 * a removed tail was exactly zero, which decides bounds that are exactly
 * representable and exact ties. The result is the shortest digit string in
 * the interval (bounds included when m is even, as round-to-nearest-even
 * reading accepts them) and, of those, the one nearest the exact value,
 * ties to an even last digit: what V8's Number::toString prints. */

#include "core/numconv_pow5.h"

typedef unsigned __int128 u128;

/* floor(log10(2^e)) for 0 <= e <= 1650. */
static inline int log10_pow2(int e) { return (int)(((uint32_t)e * 78913u) >> 18); }
/* floor(log10(5^e)) for 0 <= e <= 2620. */
static inline int log10_pow5(int e) { return (int)(((uint32_t)e * 732923u) >> 20); }
/* ceil(log2(5^e)) for 1 <= e <= 3528, and 1 for e = 0. */
static inline int pow5_bits(int e) { return (int)(((uint32_t)e * 1217359u) >> 19) + 1; }

static inline int pow5_factor(uint64_t v) {
    int n = 0;
    while (v % 5 == 0) {
        v /= 5;
        n++;
    }
    return n;
}

static inline bool multiple_of_pow5(uint64_t v, int p) { return pow5_factor(v) >= p; }
static inline bool multiple_of_pow2(uint64_t v, int p) { return (v & ((1ull << p) - 1)) == 0; }

/* (m * mul) >> j for a 125-bit mul and 64 <= j < 192; the result fits 64
 * bits for every (m, j) the conversion asks. */
static inline uint64_t mul_shift(uint64_t m, const uint64_t mul[2], int j) {
    u128 lo = (u128)m * mul[0];
    u128 hi = (u128)m * mul[1];
    return (uint64_t)(((lo >> 64) + hi) >> (j - 64));
}

/* The number of decimal digits of v < 10^17 (shortest digits never have
 * more). */
static inline int decimal_length(uint64_t v) {
    if (v >= 10000000000000000ull) return 17;
    if (v >= 1000000000000000ull) return 16;
    if (v >= 100000000000000ull) return 15;
    if (v >= 10000000000000ull) return 14;
    if (v >= 1000000000000ull) return 13;
    if (v >= 100000000000ull) return 12;
    if (v >= 10000000000ull) return 11;
    if (v >= 1000000000ull) return 10;
    if (v >= 100000000ull) return 9;
    if (v >= 10000000ull) return 8;
    if (v >= 1000000ull) return 7;
    if (v >= 100000ull) return 6;
    if (v >= 10000ull) return 5;
    if (v >= 1000ull) return 4;
    if (v >= 100ull) return 3;
    if (v >= 10ull) return 2;
    return 1;
}

/* The shortest digits of d > 0 (finite) as an integer *out and the
 * exponent of its last digit: d reads back from out * 10^return. */
static int shortest_decimal(double d, uint64_t *out) {
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    uint64_t mant = bits & ((1ull << 52) - 1);
    int bexp = (int)((bits >> 52) & 0x7FF);
    int e2;
    uint64_t m2;
    if (bexp == 0) {
        e2 = 1 - 1023 - 52 - 2;
        m2 = mant;
    } else {
        e2 = bexp - 1023 - 52 - 2;
        m2 = (1ull << 52) | mant;
    }
    bool even = (m2 & 1) == 0;
    uint64_t mv = 4 * m2;
    /* The gap below is half as wide at a power of two (except the
     * smallest normal exponent, whose lower neighbour is subnormal). */
    uint32_t mm_shift = mant != 0 || bexp <= 1;

    uint64_t vr, vp, vm;
    int e10;
    bool vm_zeros = false, vr_zeros = false;
    if (e2 >= 0) {
        int q = log10_pow2(e2) - (e2 > 3);
        e10 = q;
        int k = POW5_INV_BITS + pow5_bits(q) - 1;
        int i = -e2 + q + k;
        vr = mul_shift(4 * m2, POW5_INV[q], i);
        vp = mul_shift(4 * m2 + 2, POW5_INV[q], i);
        vm = mul_shift(4 * m2 - 1 - mm_shift, POW5_INV[q], i);
        if (q <= 21) {
            /* Only here can the scaled values be exact integers: ask
             * whether 5^q divides them. */
            if (mv % 5 == 0) vr_zeros = multiple_of_pow5(mv, q);
            else if (even) vm_zeros = multiple_of_pow5(mv - 1 - mm_shift, q);
            else vp -= multiple_of_pow5(mv + 2, q);
        }
    } else {
        int q = log10_pow5(-e2) - (-e2 > 1);
        e10 = q + e2;
        int i = -e2 - q;
        int k = pow5_bits(i) - POW5_BITS;
        int j = q - k;
        vr = mul_shift(4 * m2, POW5[i], j);
        vp = mul_shift(4 * m2 + 2, POW5[i], j);
        vm = mul_shift(4 * m2 - 1 - mm_shift, POW5[i], j);
        if (q <= 1) {
            /* mv * 2^e2 * 10^-e10 has at least q trailing zeros. */
            vr_zeros = true;
            if (even) vm_zeros = mm_shift == 1;
            else vp--;
        } else if (q < 63) {
            vr_zeros = multiple_of_pow2(mv, q);
        }
    }

    int removed = 0;
    uint64_t result;
    if (vm_zeros || vr_zeros) {
        /* The rare exact case: keep the flags up to date digit by digit. */
        int last = 0;
        while (vp / 10 > vm / 10) {
            vm_zeros &= vm % 10 == 0;
            vr_zeros &= last == 0;
            last = (int)(vr % 10);
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        if (vm_zeros) {
            /* The lower bound itself is in the interval and shorter. */
            while (vm % 10 == 0) {
                vr_zeros &= last == 0;
                last = (int)(vr % 10);
                vr /= 10;
                vp /= 10;
                vm /= 10;
                removed++;
            }
        }
        /* An exact tie (...5000) rounds to even. */
        if (vr_zeros && last == 5 && vr % 2 == 0) last = 4;
        result = vr + ((vr == vm && (!even || !vm_zeros)) || last >= 5);
    } else {
        /* The common case: no bound is exact, so only the last removed
         * digit decides the rounding. */
        bool up = false;
        if (vp / 100 > vm / 100) {
            up = vr % 100 >= 50;
            vr /= 100;
            vp /= 100;
            vm /= 100;
            removed += 2;
        }
        while (vp / 10 > vm / 10) {
            up = vr % 10 >= 5;
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        result = vr + (vr == vm || up);
    }
    *out = result;
    return e10 + removed;
}

static const char digit_pairs[] = "00010203040506070809101112131415161718192021222324"
                                  "25262728293031323334353637383940414243444546474849"
                                  "50515253545556575859606162636465666768697071727374"
                                  "75767778798081828384858687888990919293949596979899";

/* Writes the k decimal digits of v (v < 10^k) to d[0..k), no NUL: two at a
 * time from a table, in 32-bit arithmetic below the top eight digits. */
static inline void put_digits(char *d, uint64_t v, int k) {
    char *at = d + k;
    if (v >> 32) {
        uint64_t q = v / 100000000;
        uint32_t low = (uint32_t)(v - q * 100000000);
        for (int i = 0; i < 4; i++) {
            uint32_t r = low % 100;
            low /= 100;
            at -= 2;
            memcpy(at, digit_pairs + 2 * r, 2);
        }
        v = q;
    }
    uint32_t u = (uint32_t)v;
    while (u >= 100) {
        uint32_t r = u % 100;
        u /= 100;
        at -= 2;
        memcpy(at, digit_pairs + 2 * r, 2);
    }
    if (u >= 10) memcpy(at - 2, digit_pairs + 2 * u, 2);
    else at[-1] = (char)('0' + u);
}

int scr__shortest_digits(double d, char *digits, int *n) {
    uint64_t v;
    int e = shortest_decimal(d, &v);
    int k = decimal_length(v);
    put_digits(digits, v, k);
    digits[k] = '\0';
    *n = e + k;
    return k;
}

int scr__number_format(double d, char *out) {
    if (d == 0) { /* -0 too */
        out[0] = '0';
        out[1] = 0;
        return 1;
    }
    if (d != d || isinf(d)) {
        const char *special = d != d ? "NaN" : d < 0 ? "-Infinity" : "Infinity";
        size_t n = strlen(special);
        memcpy(out, special, n + 1);
        return (int)n;
    }
    int len = 0;
    if (d < 0) {
        out[len++] = '-';
        d = -d;
    }
    /* Integers below 2^53 are their own shortest digits; they are the
     * common case (a key, an index, "item-" + i) and need no scaling. */
    uint64_t v;
    int e;
    if (d < 9007199254740992.0 && d == (double)(uint64_t)d) {
        v = (uint64_t)d;
        e = 0;
    } else {
        e = shortest_decimal(d, &v);
    }
    int k = decimal_length(v);
    /* The value is 0.DIGITS * 10^n. */
    int n = e + k;
    if (k <= n && n <= 21) {
        /* An integer: the digits then n - k zeros. */
        put_digits(out + len, v, k);
        len += k;
        for (int i = k; i < n; i++) out[len++] = '0';
    } else if (0 < n && n <= 21) {
        /* Digits on both sides of the point: write them all one place to
         * the right, then move the integer part back over the gap. */
        put_digits(out + len + 1, v, k);
        memmove(out + len, out + len + 1, (size_t)n);
        out[len + n] = '.';
        len += k + 1;
    } else if (-6 < n && n <= 0) {
        out[len++] = '0';
        out[len++] = '.';
        for (int i = 0; i < -n; i++) out[len++] = '0';
        put_digits(out + len, v, k);
        len += k;
    } else {
        put_digits(out + len + 1, v, k);
        out[len] = out[len + 1];
        if (k > 1) {
            out[len + 1] = '.';
            len += k + 1;
        } else {
            len += 1;
        }
        int x = n - 1;
        out[len++] = 'e';
        out[len++] = x < 0 ? '-' : '+';
        if (x < 0) x = -x;
        if (x >= 100) out[len++] = (char)('0' + x / 100);
        if (x >= 10) out[len++] = (char)('0' + x / 10 % 10);
        out[len++] = (char)('0' + x % 10);
    }
    out[len] = '\0';
    return len;
}

ScrValue scr__number_to_string(double d) {
    /* Small non-negative integers (indexes, counts, digits of generated
     * text) come from a table of atoms, with no allocation. */
    static ScrAtomCache small[256];
    if (d >= 0 && d < 256 && d == (double)(int)d) {
        char digits[4];
        int i = (int)d;
        if (__builtin_expect(small[i].gen != scr__atom_gen, 0)) scr__number_format(d, digits);
        return scr_dup(scr__atom_cached(&small[i], digits));
    }
    char buf[40];
    int n = scr__number_format(d, buf);
    return scr_string_from_utf8(buf, (size_t)n);
}

/* ------------------------------------------------------------------------
 * Number::toString(radix). The fraction digits follow V8: generate digits
 * while the remaining fraction exceeds half the distance to the next double
 * (scaled along), rounding the last digit to even; integer digits beyond
 * 2^53 are zeros.
 * ---------------------------------------------------------------------- */

static const char digit_chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";

static int digit_of(char c) { return c <= '9' ? c - '0' : c - 'a' + 10; }

ScrValue scr__number_to_string_radix(double value, int radix) {
    if (radix == 10 || value != value || isinf(value) || value == 0)
        return scr__number_to_string(value);

    /* The integer part needs at most 1024 digits (radix 2), the fraction at
     * most 1074 + 52; the point sits in the middle. */
    enum { SIZE = 2400, MID = 1200 };
    char *buf = scr__xmalloc(SIZE);
    int icur = MID, fcur = MID;
    bool negative = value < 0;
    if (negative) value = -value;

    double integer = floor(value);
    double fraction = value - integer;
    double delta = 0.5 * (nextafter(value, INFINITY) - value);
    double tiny = nextafter(0.0, 1.0);
    if (!(delta > tiny)) delta = tiny;
    if (fraction >= delta) {
        buf[fcur++] = '.';
        do {
            fraction *= radix;
            delta *= radix;
            int digit = (int)fraction;
            buf[fcur++] = digit_chars[digit];
            fraction -= digit;
            if (fraction > 0.5 || (fraction == 0.5 && (digit & 1))) {
                if (fraction + delta > 1) {
                    /* Round up, propagating the carry through the digits
                     * already written; digits that carry out are dropped. */
                    for (;;) {
                        fcur--;
                        if (fcur == MID) {
                            integer += 1;
                            break;
                        }
                        int dg = digit_of(buf[fcur]);
                        if (dg + 1 < radix) {
                            buf[fcur++] = digit_chars[dg + 1];
                            break;
                        }
                    }
                    break;
                }
            }
        } while (fraction >= delta);
    }

    /* Integer digits: below 2^53 every digit is exact; above, the low digits
     * carry no information and print as zeros. */
    while (integer / radix >= 9007199254740992.0) {
        integer /= radix;
        buf[--icur] = '0';
    }
    do {
        double rem = fmod(integer, radix);
        buf[--icur] = digit_chars[(int)rem];
        integer = (integer - rem) / radix;
    } while (integer > 0);
    if (negative) buf[--icur] = '-';
    ScrValue r = scr_string_from_utf8(buf + icur, (size_t)(fcur - icur));
    free(buf);
    return r;
}

/* ------------------------------------------------------------------------
 * toFixed: the exact decimal expansion of the double (glibc prints it
 * exactly), rounded half away from zero at `digits` places, as the spec's
 * "pick the larger n" on the magnitude requires.
 * ---------------------------------------------------------------------- */

ScrValue scr__number_to_fixed(double x, int f) {
    if (x != x) return scr_dup(SCR_ATOM("NaN"));
    if (fabs(x) >= 1e21 || isinf(x)) return scr__number_to_string(x);
    bool neg = x < 0;
    x = fabs(x); /* -0 prints without a sign */
    enum { PREC = 1100 };
    char *buf = scr__xmalloc(PREC + 64);
    int len = snprintf(buf + 1, PREC + 62, "%.*f", PREC, x);
    buf[0] = '0'; /* room for a carry into a new leading digit */
    char *s = buf;
    len += 1;
    char *point = strchr(s, '.');
    int ip = (int)(point - s); /* digits before the point, incl. the pad */
    /* Move the fraction digits left over the point so the number is one
     * digit string with the point implied after ip digits. */
    memmove(point, point + 1, (size_t)(len - ip - 1));
    len -= 1;
    int keep = ip + f;
    if (s[keep] >= '5') {
        int i = keep - 1;
        while (s[i] == '9') s[i--] = '0';
        s[i]++;
    }
    /* Assemble sign, integer part (without the pad zero unless it carried)
     * and f fraction digits. */
    char *out = scr__xmalloc((size_t)keep + 8);
    int o = 0;
    if (neg) out[o++] = '-';
    int start = s[0] == '0' ? 1 : 0;
    memcpy(out + o, s + start, (size_t)(ip - start));
    o += ip - start;
    if (f > 0) {
        out[o++] = '.';
        memcpy(out + o, s + ip, (size_t)f);
        o += f;
    }
    ScrValue r = scr_string_from_utf8(out, (size_t)o);
    free(out);
    free(buf);
    return r;
}

/* The first n significant decimal digits of |x| > 0, rounded half up on
 * the exact binary value (V8's bignum dtoa in precision mode), into
 * digits[0..n); returns the decimal exponent of the first digit. */
static int exact_digits(double x, int n, char *digits) {
    enum { PREC = 800 }; /* more than any double's exact expansion */
    char *buf = scr__xmalloc(PREC + 32);
    snprintf(buf, PREC + 32, "%.*e", PREC, fabs(x));
    /* buf: d.ddddd...e[+-]XX */
    char *e = strchr(buf, 'e');
    int exp10 = atoi(e + 1);
    char *all = scr__xmalloc(PREC + 2);
    all[0] = buf[0];
    memcpy(all + 1, buf + 2, PREC);
    all[PREC + 1] = '\0';
    memcpy(digits, all, (size_t)n);
    if (all[n] >= '5') {
        int i = n - 1;
        while (i >= 0 && digits[i] == '9') digits[i--] = '0';
        if (i < 0) {
            digits[0] = '1';
            exp10++;
        } else {
            digits[i]++;
        }
    }
    free(all);
    free(buf);
    return exp10;
}

/* Appends "e+N" / "e-N". */
static int put_exponent(char *out, int e) {
    return sprintf(out, "e%c%d", e < 0 ? '-' : '+', e < 0 ? -e : e);
}

ScrValue scr__number_to_exponential(double x, int f) {
    if (!isfinite(x)) return scr__number_to_string(x);
    char digits[128];
    int n, e;
    if (x == 0) {
        n = f < 0 ? 1 : f + 1;
        memset(digits, '0', (size_t)n);
        e = 0;
    } else if (f < 0) {
        /* As many digits as the shortest round-trip form has. */
        n = scr__shortest_digits(fabs(x), digits, &e);
        e -= 1;
    } else {
        n = f + 1;
        e = exact_digits(x, n, digits);
    }
    char out[256];
    int o = 0;
    if (x < 0) out[o++] = '-';
    out[o++] = digits[0];
    if (n > 1) {
        out[o++] = '.';
        memcpy(out + o, digits + 1, (size_t)(n - 1));
        o += n - 1;
    }
    o += put_exponent(out + o, e);
    return scr_string_from_utf8(out, (size_t)o);
}

ScrValue scr__number_to_precision(double x, int p) {
    if (!isfinite(x)) return scr__number_to_string(x);
    char digits[128];
    int e = 0;
    if (x == 0) memset(digits, '0', (size_t)p);
    else e = exact_digits(x, p, digits);
    char out[256];
    int o = 0;
    if (x < 0) out[o++] = '-';
    if (e < -6 || e >= p) {
        out[o++] = digits[0];
        if (p > 1) {
            out[o++] = '.';
            memcpy(out + o, digits + 1, (size_t)(p - 1));
            o += p - 1;
        }
        o += put_exponent(out + o, e);
    } else if (e >= 0) {
        memcpy(out + o, digits, (size_t)(e + 1));
        o += e + 1;
        if (p > e + 1) {
            out[o++] = '.';
            memcpy(out + o, digits + e + 1, (size_t)(p - e - 1));
            o += p - e - 1;
        }
    } else {
        out[o++] = '0';
        out[o++] = '.';
        for (int i = 0; i < -e - 1; i++) out[o++] = '0';
        memcpy(out + o, digits, (size_t)p);
        o += p;
    }
    return scr_string_from_utf8(out, (size_t)o);
}

/* ------------------------------------------------------------------------
 * String to number.
 * ---------------------------------------------------------------------- */

bool scr__is_js_space(uint16_t c) {
    switch (c) {
    case 0x09: case 0x0A: case 0x0B: case 0x0C: case 0x0D: case 0x20:
    case 0xA0: case 0x1680: case 0x2028: case 0x2029: case 0x202F:
    case 0x205F: case 0x3000: case 0xFEFF:
        return true;
    default:
        return c >= 0x2000 && c <= 0x200A;
    }
}

/* Converts digits of a power-of-two radix (bits per digit `bits`) to the
 * nearest double through a hexadecimal strtod, which rounds correctly. */
static double pow2_digits_value(const char *d, size_t n, int bits) {
    size_t nbits = n * (size_t)bits;
    size_t nhex = (nbits + 3) / 4;
    char *hex = scr__xmalloc(nhex + 8);
    hex[0] = '0';
    hex[1] = 'x';
    /* Fill hex digits from the least significant end. */
    size_t h = nhex;
    uint32_t acc = 0;
    int accbits = 0;
    hex[2 + nhex] = '\0';
    for (size_t i = n; i-- > 0;) {
        int c = d[i];
        int v = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
        acc |= (uint32_t)v << accbits;
        accbits += bits;
        while (accbits >= 4) {
            hex[2 + --h] = digit_chars[acc & 15];
            acc >>= 4;
            accbits -= 4;
        }
    }
    if (h > 0) hex[2 + --h] = digit_chars[acc & 15];
    double r = strtod(hex, NULL);
    free(hex);
    return r;
}

static int radix_digit(uint16_t c, int radix) {
    int v;
    if (c >= '0' && c <= '9') v = c - '0';
    else if (c >= 'a' && c <= 'z') v = c - 'a' + 10;
    else if (c >= 'A' && c <= 'Z') v = c - 'A' + 10;
    else return -1;
    return v < radix ? v : -1;
}

/* The length of the longest StrDecimalLiteral-like prefix of a[0..n):
 * digits with an optional point and exponent, at least one digit in the
 * mantissa. Returns 0 when there is none. No sign, no Infinity. */
static size_t decimal_prefix(const char *a, size_t n) {
    size_t i = 0, mant = 0;
    while (i < n && a[i] >= '0' && a[i] <= '9') i++, mant++;
    if (i < n && a[i] == '.') {
        size_t j = i + 1;
        while (j < n && a[j] >= '0' && a[j] <= '9') j++, mant++;
        if (mant == 0) return 0;
        i = j;
    }
    if (mant == 0) return 0;
    if (i < n && (a[i] == 'e' || a[i] == 'E')) {
        size_t j = i + 1;
        if (j < n && (a[j] == '+' || a[j] == '-')) j++;
        size_t e0 = j;
        while (j < n && a[j] >= '0' && a[j] <= '9') j++;
        if (j > e0) i = j;
    }
    return i;
}

/* Copies units to ASCII (non-ASCII units become 0x7F, which no grammar
 * accepts). The result is malloc'ed and NUL-terminated. */
static char *units_to_ascii(const uint16_t *d, size_t n) {
    char *a = scr__xmalloc(n + 1);
    for (size_t i = 0; i < n; i++) a[i] = d[i] < 0x7F ? (char)d[i] : 0x7F;
    a[n] = '\0';
    return a;
}

double scr__utf16_to_number(const uint16_t *d, uint32_t len) {
    uint32_t b = 0, e = len;
    while (b < e && scr__is_js_space(d[b])) b++;
    while (e > b && scr__is_js_space(d[e - 1])) e--;
    if (b == e) return 0;
    size_t n = e - b;
    char *a = units_to_ascii(d + b, n);
    double r = NAN;
    if (n > 2 && a[0] == '0' && strchr("xXoObB", a[1])) {
        int radix = (a[1] | 0x20) == 'x' ? 16 : (a[1] | 0x20) == 'o' ? 8 : 2;
        size_t i = 2;
        while (i < n && radix_digit((uint8_t)a[i], radix) >= 0) i++;
        if (i == n)
            r = pow2_digits_value(a + 2, n - 2, radix == 16 ? 4 : radix == 8 ? 3 : 1);
        goto out;
    }
    size_t s = (a[0] == '+' || a[0] == '-') ? 1 : 0;
    if (strcmp(a + s, "Infinity") == 0) {
        r = a[0] == '-' ? -INFINITY : INFINITY;
        goto out;
    }
    /* A lone sign has no digits: decimal_prefix returns 0 == n - s then. */
    if (n > s && decimal_prefix(a + s, n - s) == n - s) r = strtod(a, NULL);
out:
    free(a);
    return r;
}

double scr__string_to_number(ScrValue v) {
    ScrString *s = scr_str(v);
    return scr__utf16_to_number(s->data, s->len);
}

double scr__parse_float(ScrValue v) {
    ScrString *s = scr_str(v);
    uint32_t b = 0;
    while (b < s->len && scr__is_js_space(s->data[b])) b++;
    size_t n = s->len - b;
    char *a = units_to_ascii(s->data + b, n);
    double r = NAN;
    size_t sg = (n > 0 && (a[0] == '+' || a[0] == '-')) ? 1 : 0;
    if (strncmp(a + sg, "Infinity", 8) == 0) {
        r = a[0] == '-' ? -INFINITY : INFINITY;
    } else {
        size_t m = decimal_prefix(a + sg, n - sg);
        if (m > 0) {
            a[sg + m] = '\0';
            r = strtod(a, NULL);
        }
    }
    free(a);
    return r;
}

double scr__parse_int(ScrValue v, int32_t radix) {
    ScrString *s = scr_str(v);
    const uint16_t *d = s->data;
    uint32_t i = 0, n = s->len;
    while (i < n && scr__is_js_space(d[i])) i++;
    double sign = 1;
    if (i < n && (d[i] == '+' || d[i] == '-')) {
        if (d[i] == '-') sign = -1;
        i++;
    }
    bool strip = true;
    if (radix != 0) {
        if (radix < 2 || radix > 36) return NAN;
        if (radix != 16) strip = false;
    } else {
        radix = 10;
    }
    if (strip && i + 1 < n && d[i] == '0' && (d[i + 1] == 'x' || d[i + 1] == 'X')) {
        i += 2;
        radix = 16;
    }
    uint32_t j = i;
    while (j < n && radix_digit(d[j], radix) >= 0) j++;
    if (j == i) return NAN;

    double r;
    if (radix == 10) {
        char *a = units_to_ascii(d + i, j - i);
        r = strtod(a, NULL);
        free(a);
    } else if ((radix & (radix - 1)) == 0) {
        char *a = units_to_ascii(d + i, j - i);
        int bits = 0;
        while ((1 << bits) < radix) bits++;
        r = pow2_digits_value(a, j - i, bits);
        free(a);
    } else {
        /* Other radices may be approximated (the spec allows it); V8 reads
         * chunks whose multiplier stays within 32 bits and folds each into
         * the double, and so do we, to round the same way. */
        const uint32_t max_mult = 0xFFFFFFFFu / 36;
        r = 0;
        uint32_t k = i;
        /* V8 skips leading zeros first, which moves the chunk boundaries. */
        while (k < j && d[k] == '0') k++;
        while (k < j) {
            uint32_t part = 0, mult = 1;
            while (k < j) {
                uint32_t m = mult * (uint32_t)radix;
                if (m > max_mult) break;
                part = part * (uint32_t)radix + (uint32_t)radix_digit(d[k], radix);
                mult = m;
                k++;
            }
            r = r * mult + part;
        }
    }
    return sign * r;
}
