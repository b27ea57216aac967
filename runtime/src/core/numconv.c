/* numconv.c - conversions between numbers and strings with ECMAScript's
 * exact semantics: Number::toString (shortest round-trip digits), toString
 * with a radix (V8's digit generation for fractions), toFixed, StringToNumber,
 * parseInt and parseFloat. The C library does the exact decimal work:
 * glibc's printf prints exact expansions and its strtod rounds correctly. */
#include "core/numconv.h"

#include "core/str.h"
#include "base/base.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Number::toString(10).
 * ---------------------------------------------------------------------- */

/* Parses the output of "%.*e" into bare digits and the exponent n such that
 * the value is 0.DIGITS * 10^n. Returns the digit count. */
static int split_e(const char *buf, char *digits, int *n) {
    int k = 0;
    const char *p = buf;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') digits[k++] = *p;
    digits[k] = '\0';
    *n = atoi(p + 1) + 1;
    return k;
}

/* Adds one unit in the last place to a digit string; returns false when it
 * overflowed into a new leading digit (all nines), which never yields a
 * shorter representation worth considering. */
static bool digits_increment(char *d, int k) {
    for (int i = k - 1; i >= 0; i--) {
        if (d[i] != '9') {
            d[i]++;
            return true;
        }
        d[i] = '0';
    }
    return false;
}

static bool digits_decrement(char *d, int k) {
    for (int i = k - 1; i >= 0; i--) {
        if (d[i] != '0') {
            d[i]--;
            return d[0] != '0';
        }
        d[i] = '9';
    }
    return false;
}

static double digits_value(const char *d, int k, int n) {
    char buf[64];
    snprintf(buf, sizeof buf, "0.%.*se%d", k, d, n);
    return strtod(buf, NULL);
}

/* Finds the shortest digit string that reads back as d (d > 0, finite),
 * choosing the one closest to d when several have that length. The correctly
 * rounded p-digit decimal is the closest one; at a power of two the rounding
 * interval is lopsided (narrower below), so when the closest candidate falls
 * just outside it, its neighbour on the wide side may still fit. */
static int shortest_digits(double d, char *digits, int *n) {
    char buf[64], tmp[32];
    for (int p = 1; p <= 17; p++) {
        snprintf(buf, sizeof buf, "%.*e", p - 1, d);
        int k = split_e(buf, digits, n);
        if (strtod(buf, NULL) == d) {
            /* Trailing zeros are not significant. */
            while (k > 1 && digits[k - 1] == '0') digits[--k] = '\0';
            return k;
        }
        double got = strtod(buf, NULL);
        memcpy(tmp, digits, (size_t)k + 1);
        if (got < d ? digits_increment(tmp, k) : digits_decrement(tmp, k)) {
            if (digits_value(tmp, k, *n) == d) {
                memcpy(digits, tmp, (size_t)k + 1);
                while (k > 1 && digits[k - 1] == '0') digits[--k] = '\0';
                return k;
            }
        }
    }
    /* Unreachable: 17 significant digits always round-trip. */
    snprintf(buf, sizeof buf, "%.16e", d);
    return split_e(buf, digits, n);
}

int scr__number_format(double d, char *out) {
    if (d == 0) { /* -0 too */
        out[0] = '0';
        out[1] = 0;
        return 1;
    }
    const char *special = NULL;
    if (d != d) special = "NaN";
    else if (isinf(d)) special = d < 0 ? "-Infinity" : "Infinity";
    if (special) {
        strcpy(out, special);
        return (int)strlen(special);
    }
    /* Integers below 2^53 print exactly; this is the common case (a key,
     * an index, "item-" + i), so it avoids printf. */
    if (d > 0 && d < 4294967296.0 && d == (double)(uint32_t)d) {
        /* The digit count first, then the digits from the end. */
        uint32_t u = (uint32_t)d;
        int len = 1;
        for (uint32_t p = 10; len < 10 && u >= p; p *= 10) len++;
        out[len] = 0;
        char *at = out + len;
        /* Two digits per step from a table of 00..99. */
        static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                    "25262728293031323334353637383940414243444546474849"
                                    "50515253545556575859606162636465666768697071727374"
                                    "75767778798081828384858687888990919293949596979899";
        while (u >= 100) {
            uint32_t q = u / 100, r = u - q * 100;
            at -= 2;
            at[0] = pairs[2 * r];
            at[1] = pairs[2 * r + 1];
            u = q;
        }
        if (u >= 10) {
            at -= 2;
            at[0] = pairs[2 * u];
            at[1] = pairs[2 * u + 1];
        } else {
            *--at = (char)('0' + u);
        }
        return len;
    }
    if (fabs(d) < 9007199254740992.0 && d == (double)(int64_t)d) {
        int64_t v = (int64_t)d;
        uint64_t u = v < 0 ? (uint64_t)-v : (uint64_t)v;
        char tmp[24];
        int n = 0, len = 0;
        do {
            tmp[n++] = (char)('0' + u % 10);
            u /= 10;
        } while (u);
        if (v < 0) out[len++] = '-';
        while (n) out[len++] = tmp[--n];
        out[len] = 0;
        return len;
    }

    char digits[32];
    int n, k, len = 0;
    if (d < 0) {
        out[len++] = '-';
        d = -d;
    }
    k = shortest_digits(d, digits, &n);
    if (k <= n && n <= 21) {
        /* An integer: the digits then n - k zeros. */
        memcpy(out + len, digits, (size_t)k);
        len += k;
        for (int i = k; i < n; i++) out[len++] = '0';
    } else if (0 < n && n <= 21) {
        memcpy(out + len, digits, (size_t)n);
        len += n;
        out[len++] = '.';
        memcpy(out + len, digits + n, (size_t)(k - n));
        len += k - n;
    } else if (-6 < n && n <= 0) {
        out[len++] = '0';
        out[len++] = '.';
        for (int i = 0; i < -n; i++) out[len++] = '0';
        memcpy(out + len, digits, (size_t)k);
        len += k;
    } else {
        out[len++] = digits[0];
        if (k > 1) {
            out[len++] = '.';
            memcpy(out + len, digits + 1, (size_t)(k - 1));
            len += k - 1;
        }
        len += sprintf(out + len, "e%c%d", n - 1 < 0 ? '-' : '+', abs(n - 1));
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
        char sh[40];
        snprintf(sh, sizeof sh, "%.17e", fabs(x));
        for (int p = 1; p <= 17; p++) {
            snprintf(sh, sizeof sh, "%.*e", p - 1, fabs(x));
            if (strtod(sh, NULL) == fabs(x)) break;
        }
        n = 0;
        for (char *c = sh; *c && *c != 'e'; c++)
            if (*c >= '0' && *c <= '9') digits[n++] = *c;
        e = atoi(strchr(sh, 'e') + 1);
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
