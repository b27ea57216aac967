/* bigint.c - BigInt arithmetic on sign-magnitude numbers with 32-bit limbs
 * (schoolbook multiplication, Knuth's algorithm D for division), the
 * two's-complement view the bitwise operators need, and conversions to and
 * from Numbers and strings. Two small operands take an int64 path that
 * allocates nothing; every result is normalised (small when it fits), so
 * equality of small values is equality of bits. docs/builtins.md, "BigInt". */
#include "core/bigint.h"

#include "base/base.h"
#include "core/str.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Cells and views.
 * ---------------------------------------------------------------------- */

void scr__bigint_trace(ScrCell *c, ScrVisitFn visit, void *arg) {
    (void)c, (void)visit, (void)arg; /* limbs only */
}
void scr__bigint_finalize(ScrCell *c) { (void)c; }

static inline ScrBigInt *as_big(ScrValue v) { return (ScrBigInt *)scr_as_cell(v); }

/* A BigInt's magnitude as limbs, wherever it lives. d points into buf for
 * small values, so a View is never copied. n == 0 for zero. */
typedef struct View {
    const uint32_t *d;
    uint32_t n;
    bool neg;
    uint32_t buf[2];
} View;

static void view(ScrValue v, View *w) {
    if (scr_is_small_bigint(v)) {
        int64_t i = scr_small_bigint_value(v);
        uint64_t m = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
        w->neg = i < 0;
        w->buf[0] = (uint32_t)m;
        w->buf[1] = (uint32_t)(m >> 32);
        w->n = w->buf[1] ? 2 : w->buf[0] ? 1 : 0;
        w->d = w->buf;
    } else {
        ScrBigInt *b = as_big(v);
        w->d = b->limbs;
        w->n = b->len;
        w->neg = b->neg != 0;
    }
}

static ScrBigInt *big_alloc(uint32_t n) {
    ScrBigInt *b = scr__cell_alloc(sizeof(ScrBigInt) + (size_t)(n ? n : 1) * sizeof(uint32_t),
                                   SCR_KIND_BIGINT, false);
    b->len = n;
    return b;
}

/* Normalises a freshly computed magnitude (b->len limbs, maybe with zero
 * limbs on top) with the given sign: small when it fits (b is freed). */
static ScrValue big_finish(ScrBigInt *b, bool neg) {
    uint32_t n = b->len;
    while (n && b->limbs[n - 1] == 0) n--;
    if (n <= 2) {
        uint64_t m = n == 0 ? 0 : n == 1 ? b->limbs[0] : b->limbs[0] | (uint64_t)b->limbs[1] << 32;
        if (m <= (uint64_t)SCR_SMALL_BIGINT_MAX || (neg && m == (uint64_t)SCR_SMALL_BIGINT_MAX + 1)) {
            scr_release(scr_from_cell(b));
            return scr_small_bigint(neg ? (int64_t)(0 - m) : (int64_t)m);
        }
    }
    b->len = n;
    b->neg = neg && n;
    return scr_from_cell(b);
}

static ScrValue from_mag64(uint64_t m, bool neg) {
    if (m <= (uint64_t)SCR_SMALL_BIGINT_MAX || (neg && m == (uint64_t)SCR_SMALL_BIGINT_MAX + 1))
        return scr_small_bigint(neg ? (int64_t)(0 - m) : (int64_t)m);
    ScrBigInt *b = big_alloc(2);
    b->limbs[0] = (uint32_t)m;
    b->limbs[1] = (uint32_t)(m >> 32);
    return big_finish(b, neg);
}

ScrValue scr_bigint_from_i64(int64_t i) {
    if (i >= SCR_SMALL_BIGINT_MIN && i <= SCR_SMALL_BIGINT_MAX) return scr_small_bigint(i);
    return from_mag64(i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i, i < 0);
}

ScrValue scr_bigint_from_u64(uint64_t u) { return from_mag64(u, false); }

/* A new value from limbs and sign (the limbs are copied). */
static ScrValue from_limbs(const uint32_t *d, uint32_t n, bool neg) {
    ScrBigInt *b = big_alloc(n);
    if (n) memcpy(b->limbs, d, n * sizeof(uint32_t));
    return big_finish(b, neg);
}

static ScrValue throw_too_big(void) { return scr_throw_range_error("Maximum BigInt size exceeded"); }

static uint64_t mag_bits(const uint32_t *d, uint32_t n) {
    if (n == 0) return 0;
    return (uint64_t)(n - 1) * 32 + (32 - (uint64_t)__builtin_clz(d[n - 1]));
}

/* ------------------------------------------------------------------------
 * Magnitudes.
 * ---------------------------------------------------------------------- */

static int mag_cmp(const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn) {
    if (an != bn) return an < bn ? -1 : 1;
    for (uint32_t i = an; i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* r = a + b; r has max(an, bn) + 1 limbs. */
static void mag_add(uint32_t *r, const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn) {
    if (an < bn) {
        const uint32_t *t = a;
        a = b, b = t;
        uint32_t tn = an;
        an = bn, bn = tn;
    }
    uint64_t c = 0;
    uint32_t i = 0;
    for (; i < bn; i++) {
        c += (uint64_t)a[i] + b[i];
        r[i] = (uint32_t)c;
        c >>= 32;
    }
    for (; i < an; i++) {
        c += a[i];
        r[i] = (uint32_t)c;
        c >>= 32;
    }
    r[an] = (uint32_t)c;
}

/* r = a - b with a >= b; r has an limbs. */
static void mag_sub(uint32_t *r, const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn) {
    uint64_t br = 0;
    for (uint32_t i = 0; i < an; i++) {
        uint64_t x = (uint64_t)a[i] - (i < bn ? b[i] : 0) - br;
        r[i] = (uint32_t)x;
        br = x >> 63;
    }
}

/* r = a * b; r has an + bn limbs, zeroed. */
static void mag_mul(uint32_t *r, const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn) {
    for (uint32_t i = 0; i < an; i++) {
        uint64_t ai = a[i], c = 0;
        if (!ai) continue;
        for (uint32_t j = 0; j < bn; j++) {
            c += ai * b[j] + r[i + j];
            r[i + j] = (uint32_t)c;
            c >>= 32;
        }
        r[i + bn] = (uint32_t)c;
    }
}

/* q = a / d (q may be NULL or alias a; an limbs); returns a % d. */
static uint32_t mag_divmod1(const uint32_t *a, uint32_t an, uint32_t d, uint32_t *q) {
    uint64_t r = 0;
    for (uint32_t i = an; i-- > 0;) {
        uint64_t cur = r << 32 | a[i];
        if (q) q[i] = (uint32_t)(cur / d);
        r = cur % d;
    }
    return (uint32_t)r;
}

/* Knuth's algorithm D: q = a / b (an - bn + 1 limbs, may be NULL) and
 * r = a % b (bn limbs, may be NULL), for an >= bn >= 1, b[bn-1] != 0. */
static void mag_divmod(const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn, uint32_t *q,
                       uint32_t *r) {
    if (bn == 1) {
        uint32_t rem = mag_divmod1(a, an, b[0], q);
        if (r) r[0] = rem;
        return;
    }
    int s = __builtin_clz(b[bn - 1]);
    uint32_t *vn = scr__xmalloc(sizeof(uint32_t) * bn);
    uint32_t *un = scr__xmalloc(sizeof(uint32_t) * (an + 1));
    for (uint32_t i = bn - 1; i > 0; i--)
        vn[i] = s ? (b[i] << s) | (b[i - 1] >> (32 - s)) : b[i];
    vn[0] = b[0] << s;
    un[an] = s ? a[an - 1] >> (32 - s) : 0;
    for (uint32_t i = an - 1; i > 0; i--)
        un[i] = s ? (a[i] << s) | (a[i - 1] >> (32 - s)) : a[i];
    un[0] = a[0] << s;
    const uint64_t base = (uint64_t)1 << 32;
    for (uint32_t j = an - bn + 1; j-- > 0;) {
        uint64_t num = (uint64_t)un[j + bn] << 32 | un[j + bn - 1];
        uint64_t qhat = num / vn[bn - 1], rhat = num % vn[bn - 1];
        while (qhat >= base || qhat * vn[bn - 2] > (rhat << 32 | un[j + bn - 2])) {
            qhat--;
            rhat += vn[bn - 1];
            if (rhat >= base) break;
        }
        int64_t k = 0, t;
        for (uint32_t i = 0; i < bn; i++) {
            uint64_t p = qhat * vn[i];
            t = (int64_t)un[i + j] - k - (int64_t)(p & 0xFFFFFFFFu);
            un[i + j] = (uint32_t)t;
            k = (int64_t)(p >> 32) - (t >> 32);
        }
        t = (int64_t)un[j + bn] - k;
        un[j + bn] = (uint32_t)t;
        if (t < 0) {
            qhat--;
            uint64_t c = 0;
            for (uint32_t i = 0; i < bn; i++) {
                c += (uint64_t)un[i + j] + vn[i];
                un[i + j] = (uint32_t)c;
                c >>= 32;
            }
            un[j + bn] += (uint32_t)c;
        }
        if (q) q[j] = (uint32_t)qhat;
    }
    if (r) {
        for (uint32_t i = 0; i < bn - 1; i++)
            r[i] = s ? (un[i] >> s) | (un[i + 1] << (32 - s)) : un[i];
        r[bn - 1] = un[bn - 1] >> s;
    }
    free(vn);
    free(un);
}

/* ------------------------------------------------------------------------
 * Arithmetic.
 * ---------------------------------------------------------------------- */

/* a + b where b's sign is flipped when negate_b (subtraction). */
static ScrValue add_signed(const View *a, const View *b, bool negate_b) {
    bool bneg = b->neg != negate_b;
    if (a->neg == bneg) {
        uint32_t n = (a->n > b->n ? a->n : b->n) + 1;
        ScrBigInt *r = big_alloc(n);
        mag_add(r->limbs, a->d, a->n, b->d, b->n);
        return big_finish(r, a->neg);
    }
    int c = mag_cmp(a->d, a->n, b->d, b->n);
    if (c == 0) return scr_small_bigint(0);
    const View *big = c > 0 ? a : b, *small = c > 0 ? b : a;
    ScrBigInt *r = big_alloc(big->n);
    mag_sub(r->limbs, big->d, big->n, small->d, small->n);
    return big_finish(r, c > 0 ? a->neg : bneg);
}

ScrValue scr__bigint_add(ScrValue a, ScrValue b) {
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b))
        return scr_bigint_from_i64(scr_small_bigint_value(a) + scr_small_bigint_value(b));
    View x, y;
    view(a, &x);
    view(b, &y);
    return add_signed(&x, &y, false);
}

ScrValue scr__bigint_sub(ScrValue a, ScrValue b) {
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b))
        return scr_bigint_from_i64(scr_small_bigint_value(a) - scr_small_bigint_value(b));
    View x, y;
    view(a, &x);
    view(b, &y);
    return add_signed(&x, &y, true);
}

static ScrValue mul_views(const View *x, const View *y) {
    if (x->n == 0 || y->n == 0) return scr_small_bigint(0);
    if (mag_bits(x->d, x->n) + mag_bits(y->d, y->n) > SCR_BIGINT_MAX_BITS + 1) return throw_too_big();
    ScrBigInt *r = big_alloc(x->n + y->n);
    /* mag_mul accumulates into r (a region chunk's cell may not come
     * zeroed). */
    memset(r->limbs, 0, (size_t)(x->n + y->n) * sizeof(uint32_t));
    if (x->n >= y->n) mag_mul(r->limbs, x->d, x->n, y->d, y->n);
    else mag_mul(r->limbs, y->d, y->n, x->d, x->n);
    return big_finish(r, x->neg != y->neg);
}

ScrValue scr__bigint_mul(ScrValue a, ScrValue b) {
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b)) {
        int64_t r;
        if (!__builtin_mul_overflow(scr_small_bigint_value(a), scr_small_bigint_value(b), &r))
            return scr_bigint_from_i64(r);
    }
    View x, y;
    view(a, &x);
    view(b, &y);
    return mul_views(&x, &y);
}

/* Truncating division: the quotient (want_q) or the remainder. */
static ScrValue divide(ScrValue a, ScrValue b, bool want_q) {
    if (scr_is_small_bigint(b) && scr_small_bigint_value(b) == 0)
        return scr_throw_range_error("Division by zero");
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b)) {
        int64_t x = scr_small_bigint_value(a), y = scr_small_bigint_value(b);
        return scr_bigint_from_i64(want_q ? x / y : x % y);
    }
    View x, y;
    view(a, &x);
    view(b, &y);
    if (mag_cmp(x.d, x.n, y.d, y.n) < 0) return want_q ? scr_small_bigint(0) : scr_dup(a);
    if (want_q) {
        ScrBigInt *q = big_alloc(x.n - y.n + 1);
        mag_divmod(x.d, x.n, y.d, y.n, q->limbs, NULL);
        return big_finish(q, x.neg != y.neg);
    }
    ScrBigInt *r = big_alloc(y.n);
    mag_divmod(x.d, x.n, y.d, y.n, NULL, r->limbs);
    return big_finish(r, x.neg);
}

ScrValue scr__bigint_div(ScrValue a, ScrValue b) { return divide(a, b, true); }
ScrValue scr__bigint_mod(ScrValue a, ScrValue b) { return divide(a, b, false); }

ScrValue scr__bigint_pow(ScrValue a, ScrValue b) {
    View e;
    view(b, &e);
    /* Node 20's V8 words the negative exponent's error so. */
    if (e.neg) return scr_throw_range_error("undefined must be positive");
    View x;
    view(a, &x);
    if (e.n == 0) return scr_small_bigint(1);
    if (x.n == 0) return scr_small_bigint(0);
    if (x.n == 1 && x.d[0] == 1) {
        bool odd = e.d[0] & 1;
        return scr_small_bigint(x.neg && odd ? -1 : 1);
    }
    if (e.n > 1) return throw_too_big();
    uint64_t ex = e.d[0];
    if ((mag_bits(x.d, x.n) - 1) * ex + 1 > SCR_BIGINT_MAX_BITS) return throw_too_big();
    /* Left-to-right square and multiply. */
    ScrValue r = scr_dup(a);
    for (int bit = 30 - __builtin_clz((uint32_t)ex); bit >= 0; bit--) {
        ScrValue sq = scr__bigint_mul(r, r);
        scr_release(r);
        if (scr_is_exception(sq)) return sq;
        r = sq;
        if (ex >> bit & 1) {
            ScrValue m = scr__bigint_mul(r, a);
            scr_release(r);
            if (scr_is_exception(m)) return m;
            r = m;
        }
    }
    return r;
}

ScrValue scr__bigint_neg(ScrValue a) {
    if (scr_is_small_bigint(a)) return scr_bigint_from_i64(-scr_small_bigint_value(a));
    ScrBigInt *b = as_big(a);
    return from_limbs(b->limbs, b->len, !b->neg);
}

ScrValue scr__bigint_not(ScrValue a) {
    /* ~a == -a - 1 */
    if (scr_is_small_bigint(a)) return scr_bigint_from_i64(-scr_small_bigint_value(a) - 1);
    ScrValue n = scr__bigint_neg(a);
    ScrValue r = scr__bigint_sub(n, scr_small_bigint(1));
    scr_release(n);
    return r;
}

/* ------------------------------------------------------------------------
 * Shifts and the bitwise operators (two's complement of unbounded width).
 * ---------------------------------------------------------------------- */

/* |x| << k (k bits) with x's sign. */
static ScrValue shift_left(const View *x, uint64_t k) {
    if (x->n == 0) return scr_small_bigint(0);
    if (mag_bits(x->d, x->n) + k > SCR_BIGINT_MAX_BITS) return throw_too_big();
    uint32_t limbs = (uint32_t)(k / 32), bits = (uint32_t)(k % 32);
    ScrBigInt *r = big_alloc(x->n + limbs + 1);
    memset(r->limbs, 0, limbs * sizeof(uint32_t));
    uint32_t carry = 0;
    for (uint32_t i = 0; i < x->n; i++) {
        r->limbs[i + limbs] = (x->d[i] << bits) | carry;
        carry = bits ? x->d[i] >> (32 - bits) : 0;
    }
    r->limbs[x->n + limbs] = carry;
    return big_finish(r, x->neg);
}

/* x >> k rounding towards minus infinity. */
static ScrValue shift_right(const View *x, uint64_t k) {
    if (k >= (uint64_t)x->n * 32) return scr_small_bigint(x->neg ? -1 : 0);
    uint32_t limbs = (uint32_t)(k / 32), bits = (uint32_t)(k % 32);
    bool lost = false;
    for (uint32_t i = 0; i < limbs && !lost; i++) lost = x->d[i] != 0;
    if (bits && (x->d[limbs] & ((1u << bits) - 1))) lost = true;
    uint32_t n = x->n - limbs;
    ScrBigInt *r = big_alloc(n + 1);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t hi = i + limbs + 1 < x->n ? x->d[i + limbs + 1] : 0;
        r->limbs[i] = bits ? (x->d[i + limbs] >> bits) | (hi << (32 - bits)) : x->d[i + limbs];
    }
    r->limbs[n] = 0;
    if (x->neg && lost) {
        /* Round the magnitude up: floor of a negative quotient. */
        for (uint32_t i = 0; i <= n; i++)
            if (++r->limbs[i] != 0) break;
    }
    return big_finish(r, x->neg);
}

/* A shift by b (a BigInt): left when left, else right; a negative count
 * shifts the other way. */
static ScrValue shift(ScrValue a, ScrValue b, bool left) {
    View x, s;
    view(a, &x);
    view(b, &s);
    if (s.neg) left = !left;
    uint64_t k = s.n == 0 ? 0 : s.n == 1 ? s.d[0] : UINT64_MAX;
    if (s.n > 2) k = UINT64_MAX;
    else if (s.n == 2) k = s.d[0] | (uint64_t)s.d[1] << 32;
    if (left) {
        if (x.n == 0) return scr_small_bigint(0);
        if (k > SCR_BIGINT_MAX_BITS) return throw_too_big();
        if (k < 16 && scr_is_small_bigint(a)) {
            int64_t v = scr_small_bigint_value(a);
            return scr_bigint_from_i64((int64_t)((uint64_t)v << k));
        }
        return shift_left(&x, k);
    }
    if (scr_is_small_bigint(a)) {
        int64_t v = scr_small_bigint_value(a);
        return scr_small_bigint(k >= 63 ? (v < 0 ? -1 : 0) : v >> k);
    }
    return shift_right(&x, k);
}

ScrValue scr__bigint_shl(ScrValue a, ScrValue b) { return shift(a, b, true); }
ScrValue scr__bigint_sar(ScrValue a, ScrValue b) { return shift(a, b, false); }

/* Writes x's two's complement in n limbs (n > x->n, or truncating). */
static void to_twos(const View *x, uint32_t *out, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) out[i] = i < x->n ? x->d[i] : 0;
    if (x->neg) {
        uint64_t c = 1;
        for (uint32_t i = 0; i < n; i++) {
            c += (uint32_t)~out[i];
            out[i] = (uint32_t)c;
            c >>= 32;
        }
    }
}

/* The value of a two's complement number of n limbs held in r (r is
 * consumed). */
static ScrValue from_twos(ScrBigInt *r) {
    uint32_t n = r->len;
    bool neg = n && (r->limbs[n - 1] >> 31);
    if (neg) {
        uint64_t c = 1;
        for (uint32_t i = 0; i < n; i++) {
            c += (uint32_t)~r->limbs[i];
            r->limbs[i] = (uint32_t)c;
            c >>= 32;
        }
    }
    return big_finish(r, neg);
}

enum { OP_AND, OP_OR, OP_XOR };

static ScrValue bitop(ScrValue a, ScrValue b, int op) {
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b)) {
        int64_t x = scr_small_bigint_value(a), y = scr_small_bigint_value(b);
        return scr_small_bigint(op == OP_AND ? x & y : op == OP_OR ? x | y : x ^ y);
    }
    View x, y;
    view(a, &x);
    view(b, &y);
    uint32_t n = (x.n > y.n ? x.n : y.n) + 1;
    ScrBigInt *r = big_alloc(n);
    uint32_t *t = scr__xmalloc(sizeof(uint32_t) * n);
    to_twos(&x, r->limbs, n);
    to_twos(&y, t, n);
    for (uint32_t i = 0; i < n; i++)
        r->limbs[i] = op == OP_AND ? r->limbs[i] & t[i] : op == OP_OR ? r->limbs[i] | t[i] : r->limbs[i] ^ t[i];
    free(t);
    return from_twos(r);
}

ScrValue scr__bigint_and(ScrValue a, ScrValue b) { return bitop(a, b, OP_AND); }
ScrValue scr__bigint_or(ScrValue a, ScrValue b) { return bitop(a, b, OP_OR); }
ScrValue scr__bigint_xor(ScrValue a, ScrValue b) { return bitop(a, b, OP_XOR); }

ScrValue scr__bigint_as_n(uint64_t bits, ScrValue a, bool is_signed) {
    if (bits == 0) return scr_small_bigint(0);
    View x;
    view(a, &x);
    uint64_t have = mag_bits(x.d, x.n);
    /* Values already in range come back unchanged. */
    if (!x.neg && (is_signed ? have < bits : have <= bits)) return scr_dup(a);
    if (x.neg && is_signed && have < bits) return scr_dup(a);
    if (bits > SCR_BIGINT_MAX_BITS) return throw_too_big();
    uint32_t n = (uint32_t)((bits + 31) / 32);
    ScrBigInt *r = big_alloc(n);
    to_twos(&x, r->limbs, n);
    uint32_t top = (uint32_t)(bits % 32);
    if (top) r->limbs[n - 1] &= (1u << top) - 1;
    if (is_signed) {
        uint64_t sb = bits - 1;
        if (r->limbs[sb / 32] >> (sb % 32) & 1) {
            /* r - 2^bits: negate within `bits` bits. */
            uint64_t c = 1;
            for (uint32_t i = 0; i < n; i++) {
                c += (uint32_t)~r->limbs[i];
                r->limbs[i] = (uint32_t)c;
                c >>= 32;
            }
            if (top) r->limbs[n - 1] &= (1u << top) - 1;
            return big_finish(r, true);
        }
    }
    return big_finish(r, false);
}

uint64_t scr__bigint_low64(ScrValue a) {
    if (scr_is_small_bigint(a)) return (uint64_t)scr_small_bigint_value(a);
    View x;
    view(a, &x);
    uint64_t m = x.d[0] | (x.n > 1 ? (uint64_t)x.d[1] << 32 : 0);
    return x.neg ? 0 - m : m;
}

/* ------------------------------------------------------------------------
 * Comparisons.
 * ---------------------------------------------------------------------- */

int scr__bigint_sign(ScrValue a) {
    if (scr_is_small_bigint(a)) {
        int64_t v = scr_small_bigint_value(a);
        return v < 0 ? -1 : v > 0;
    }
    return as_big(a)->neg ? -1 : 1;
}

bool scr__bigint_is_zero(ScrValue a) { return a == scr_small_bigint(0); }

int scr__bigint_cmp(ScrValue a, ScrValue b) {
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b)) {
        int64_t x = scr_small_bigint_value(a), y = scr_small_bigint_value(b);
        return x < y ? -1 : x > y;
    }
    View x, y;
    view(a, &x);
    view(b, &y);
    if (x.neg != y.neg) return x.neg ? -1 : 1;
    int c = mag_cmp(x.d, x.n, y.d, y.n);
    return x.neg ? -c : c;
}

bool scr__bigint_equal(ScrValue a, ScrValue b) { return a == b || scr__bigint_cmp(a, b) == 0; }

int scr__bigint_cmp_double(ScrValue a, double d) {
    if (isinf(d)) return d > 0 ? -1 : 1;
    if (scr_is_small_bigint(a)) {
        double x = (double)scr_small_bigint_value(a); /* exact: 48 bits */
        return x < d ? -1 : x > d;
    }
    double f = floor(d);
    ScrValue bf = scr__bigint_from_double(f);
    int c = scr__bigint_cmp(a, bf);
    scr_release(bf);
    if (c == 0 && f != d) return -1;
    return c;
}

uint32_t scr__bigint_hash(ScrValue a) {
    if (scr_is_small_bigint(a)) {
        uint64_t x = a;
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdull;
        x ^= x >> 33;
        return (uint32_t)x;
    }
    ScrBigInt *b = as_big(a);
    uint32_t h = 2166136261u ^ b->neg;
    for (uint32_t i = 0; i < b->len; i++) h = (h ^ b->limbs[i]) * 16777619u;
    return h;
}

/* ------------------------------------------------------------------------
 * Numbers.
 * ---------------------------------------------------------------------- */

double scr__bigint_to_double(ScrValue a) {
    if (scr_is_small_bigint(a)) return (double)scr_small_bigint_value(a);
    View x;
    view(a, &x);
    uint64_t bits = mag_bits(x.d, x.n);
    double d;
    if (bits <= 64) {
        d = (double)(x.d[0] | (x.n > 1 ? (uint64_t)x.d[1] << 32 : 0));
    } else {
        /* The top 64 bits, with a sticky bit for everything below them:
         * converting that to double rounds exactly as the whole would. */
        uint64_t sh = bits - 64;
        uint32_t limb = (uint32_t)(sh / 32), off = (uint32_t)(sh % 32);
        uint64_t lo = x.d[limb], mid = limb + 1 < x.n ? x.d[limb + 1] : 0,
                 hi = limb + 2 < x.n ? x.d[limb + 2] : 0;
        uint64_t m = off ? (lo >> off) | (mid << (32 - off)) | (hi << (64 - off)) : lo | mid << 32;
        bool sticky = off && (x.d[limb] & ((1u << off) - 1));
        for (uint32_t i = 0; i < limb && !sticky; i++) sticky = x.d[i] != 0;
        if (sticky) m |= 1;
        d = ldexp((double)m, (int)(sh > 2000 ? 2000 : sh));
    }
    return x.neg ? -d : d;
}

ScrValue scr__bigint_from_double(double d) {
    if (d > -9.2e18 && d < 9.2e18) return scr_bigint_from_i64((int64_t)d);
    int e;
    double m = frexp(fabs(d), &e);
    uint64_t mant = (uint64_t)ldexp(m, 53);
    View x = {0};
    x.buf[0] = (uint32_t)mant;
    x.buf[1] = (uint32_t)(mant >> 32);
    x.d = x.buf;
    x.n = 2;
    x.neg = d < 0;
    return shift_left(&x, (uint64_t)(e - 53));
}

/* ------------------------------------------------------------------------
 * Strings.
 * ---------------------------------------------------------------------- */

static const char DIGITS[] = "0123456789abcdefghijklmnopqrstuvwxyz";

char *scr__bigint_to_cstr(ScrValue a, int radix, size_t *len_out) {
    View x;
    view(a, &x);
    /* The largest power of radix below 2^32, and its digit count. */
    uint32_t chunk = (uint32_t)radix;
    int per = 1;
    while ((uint64_t)chunk * (uint32_t)radix < ((uint64_t)1 << 32)) {
        chunk *= (uint32_t)radix;
        per++;
    }
    uint64_t bits = mag_bits(x.d, x.n);
    int minbits = 31 - __builtin_clz((uint32_t)radix); /* floor(log2 radix) >= 1 */
    size_t cap = (size_t)(bits / (uint64_t)minbits) + (size_t)per + 3;
    char *out = scr__xmalloc(cap);
    size_t pos = cap; /* digits are written backwards */
    out[--pos] = 0;
    uint32_t *t = scr__xmalloc(sizeof(uint32_t) * (x.n ? x.n : 1));
    uint32_t n = x.n;
    if (n) memcpy(t, x.d, n * sizeof(uint32_t));
    while (n) {
        uint32_t rem = mag_divmod1(t, n, chunk, t);
        while (n && t[n - 1] == 0) n--;
        for (int i = 0; i < per && (n || rem); i++) {
            out[--pos] = DIGITS[rem % (uint32_t)radix];
            rem /= (uint32_t)radix;
        }
    }
    free(t);
    if (x.n == 0) out[--pos] = '0';
    if (x.neg) out[--pos] = '-';
    size_t len = cap - 1 - pos;
    memmove(out, out + pos, len + 1);
    if (len_out) *len_out = len;
    return out;
}

ScrValue scr__bigint_to_string(ScrValue a, int radix) {
    size_t len;
    char *s = scr__bigint_to_cstr(a, radix, &len);
    ScrValue r = scr_string_from_utf8(s, len);
    free(s);
    return r;
}

static int digit_value(uint32_t c) {
    if (c >= '0' && c <= '9') return (int)(c - '0');
    if (c >= 'a' && c <= 'z') return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'Z') return (int)(c - 'A' + 10);
    return 99;
}

/* The value of n digits (each < radix, already checked) in radix. */
static ScrValue parse_digits(const uint16_t *s, uint32_t n, int radix, bool neg) {
    uint32_t chunk = (uint32_t)radix;
    int per = 1;
    while ((uint64_t)chunk * (uint32_t)radix < ((uint64_t)1 << 32)) {
        chunk *= (uint32_t)radix;
        per++;
    }
    int maxbits = 32 - __builtin_clz((uint32_t)radix); /* ceil-ish log2 radix */
    uint32_t cap = (uint32_t)(((uint64_t)n * (uint64_t)maxbits) / 32 + 2);
    ScrBigInt *r = big_alloc(cap);
    uint32_t len = 0;
    uint32_t i = 0;
    while (i < n) {
        uint32_t mul = 1, add = 0;
        for (int k = 0; k < per && i < n; k++, i++) {
            mul *= (uint32_t)radix;
            add = add * (uint32_t)radix + (uint32_t)digit_value(s[i]);
        }
        uint64_t c = add;
        for (uint32_t j = 0; j < len; j++) {
            c += (uint64_t)r->limbs[j] * mul;
            r->limbs[j] = (uint32_t)c;
            c >>= 32;
        }
        if (c) r->limbs[len++] = (uint32_t)c;
    }
    r->len = len;
    return big_finish(r, neg);
}

static bool js_space(uint16_t c) {
    return c == 9 || c == 10 || c == 11 || c == 12 || c == 13 || c == 32 || c == 0xA0 ||
           c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF;
}

ScrValue scr__bigint_from_string(ScrValue str) {
    ScrString *st = scr_str(str);
    const uint16_t *s = st->data;
    uint32_t b = 0, e = st->len;
    while (b < e && js_space(s[b])) b++;
    while (e > b && js_space(s[e - 1])) e--;
    if (b == e) return scr_small_bigint(0);
    int radix = 10;
    bool neg = false;
    if (e - b > 2 && s[b] == '0') {
        uint16_t p = s[b + 1] | 0x20;
        radix = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 10;
        if (radix != 10) b += 2;
    }
    if (radix == 10 && (s[b] == '+' || s[b] == '-')) {
        neg = s[b] == '-';
        b++;
        if (b == e) return SCR_HOLE;
    }
    for (uint32_t i = b; i < e; i++)
        if (digit_value(s[i]) >= radix) return SCR_HOLE;
    return parse_digits(s + b, e - b, radix, neg);
}

ScrValue scr_bigint_from_decimal(const char *digits) {
    size_t n = strlen(digits);
    uint16_t *u = scr__xmalloc(sizeof(uint16_t) * (n ? n : 1));
    for (size_t i = 0; i < n; i++) u[i] = (uint8_t)digits[i];
    ScrValue r = parse_digits(u, (uint32_t)n, 10, false);
    free(u);
    return r;
}
