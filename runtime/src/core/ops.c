/* ops.c - type conversions (ToPrimitive with Symbol.toPrimitive, valueOf
 * and toString; ToNumber, ToString, ToPropertyKey) and the operators of
 * scr.h: arithmetic, bitwise, comparisons, equality, typeof, instanceof. */
#include "core/object.h"

#include "core/bigint.h"
#include "core/str.h"
#include "core/function.h"
#include "core/numconv.h"
#include "core/ops.h"
#include "core/typedarray.h"
#include "core/error.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Conversions.
 * ---------------------------------------------------------------------- */

bool scr__to_boolean_slow(ScrValue v) {
    if (scr_is_number(v)) {
        double d = scr_as_number(v);
        return d == d && d != 0;
    }
    if (v == SCR_TRUE) return true;
    if (scr_is_string(v)) return scr_str(v)->len != 0;
    if (scr_is_bigint(v)) return !scr__bigint_is_zero(v);
    return scr_is_cell(v); /* objects and symbols */
}

enum { HINT_DEFAULT, HINT_NUMBER, HINT_STRING };

ScrValue scr__to_primitive(ScrValue v, int hint) {
    if (!scr_is_object(v)) return scr_dup(v);
    ScrValue ex = scr_get(v, scr__thread.realm->sym_to_primitive);
    if (scr_is_exception(ex)) return ex;
    if (!scr_is_nullish(ex)) {
        const char *h = hint == HINT_STRING ? "string" : hint == HINT_NUMBER ? "number" : "default";
        ScrValue hs = scr__atom(h);
        ScrValue r = scr_call(ex, v, 1, &hs, NULL);
        scr_release(ex);
        if (scr_is_exception(r)) return r;
        if (scr_is_object(r)) {
            scr_release(r);
            return scr_throw_type_error("Cannot convert object to primitive value");
        }
        return r;
    }
    const char *order[2] = {"valueOf", "toString"};
    if (hint == HINT_STRING) {
        order[0] = "toString";
        order[1] = "valueOf";
    }
    for (int i = 0; i < 2; i++) {
        ScrValue m = scr__get_str(v, order[i]);
        if (scr_is_exception(m)) return m;
        if (scr__is_callable(m)) {
            ScrValue r = scr_call(m, v, 0, NULL, NULL);
            scr_release(m);
            if (scr_is_exception(r) || !scr_is_object(r)) return r;
            scr_release(r);
        } else {
            scr_release(m);
        }
    }
    return scr_throw_type_error("Cannot convert object to primitive value");
}

ScrValue scr_to_string(ScrValue v) {
    if (scr_is_string(v)) return scr_dup(v);
    if (scr_is_number(v)) return scr__number_to_string(scr_as_number(v));
    switch (v) {
    case SCR_UNDEFINED: return scr_dup(SCR_ATOM("undefined"));
    case SCR_NULL: return scr_dup(SCR_ATOM("null"));
    case SCR_TRUE: return scr_dup(SCR_ATOM("true"));
    case SCR_FALSE: return scr_dup(SCR_ATOM("false"));
    default: break;
    }
    if (scr_is_symbol(v)) return scr_throw_type_error("Cannot convert a Symbol value to a string");
    if (scr_is_bigint(v)) return scr__bigint_to_string(v, 10);
    ScrValue p = scr__to_primitive(v, HINT_STRING);
    if (scr_is_exception(p)) return p;
    ScrValue s = scr_to_string(p);
    scr_release(p);
    return s;
}

int scr_to_number(ScrValue v, double *out) {
    if (scr_is_number(v)) {
        *out = scr_as_number(v);
        return 0;
    }
    switch (v) {
    case SCR_UNDEFINED: *out = NAN; return 0;
    case SCR_NULL:
    case SCR_FALSE: *out = 0; return 0;
    case SCR_TRUE: *out = 1; return 0;
    default: break;
    }
    if (scr_is_string(v)) {
        *out = scr__string_to_number(v);
        return 0;
    }
    if (scr_is_symbol(v)) {
        scr_throw_type_error("Cannot convert a Symbol value to a number");
        return -1;
    }
    if (scr_is_bigint(v)) {
        scr_throw_type_error("Cannot convert a BigInt value to a number");
        return -1;
    }
    ScrValue p = scr__to_primitive(v, HINT_NUMBER);
    if (scr_is_exception(p)) return -1;
    int r = scr_to_number(p, out);
    scr_release(p);
    return r;
}

ScrValue scr_to_numeric(ScrValue v) {
    if (scr_is_number(v)) return v;
    ScrValue p = scr__to_primitive(v, HINT_NUMBER);
    if (scr_is_exception(p) || scr_is_bigint(p)) return p;
    double d;
    int r = scr_to_number(p, &d);
    scr_release(p);
    return r < 0 ? SCR_EXCEPTION : scr_number(d);
}

ScrValue scr_unary_plus(ScrValue v) {
    double d;
    if (scr_to_number(v, &d) < 0) return SCR_EXCEPTION;
    return scr_number(d);
}

ScrValue scr__to_bigint(ScrValue v) {
    ScrValue p = scr__to_primitive(v, HINT_NUMBER);
    if (scr_is_exception(p) || scr_is_bigint(p)) return p;
    if (scr_is_bool(p)) return scr_small_bigint(p == SCR_TRUE);
    if (scr_is_string(p)) {
        ScrValue r = scr__bigint_from_string(p);
        if (r == SCR_HOLE) r = scr__throw_with_string(SCR_ERR_SYNTAX, "Cannot convert ", p, " to a BigInt");
        scr_release(p);
        return r;
    }
    char buf[128];
    if (scr_is_symbol(p)) scr__key_describe(p, buf, sizeof buf);
    else scr__value_describe(p, buf, sizeof buf);
    scr_release(p);
    return scr_throw_type_error("Cannot convert %s to a BigInt", buf);
}

int scr_to_bigint64(ScrValue v, int64_t *out) {
    ScrValue b = scr__to_bigint(v);
    if (scr_is_exception(b)) return -1;
    *out = (int64_t)scr__bigint_low64(b);
    scr_release(b);
    return 0;
}

int scr_to_biguint64(ScrValue v, uint64_t *out) {
    ScrValue b = scr__to_bigint(v);
    if (scr_is_exception(b)) return -1;
    *out = scr__bigint_low64(b);
    scr_release(b);
    return 0;
}

static ScrValue throw_mix(void) {
    return scr_throw_type_error("Cannot mix BigInt and other types, use explicit conversions");
}

ScrValue scr_to_property_key(ScrValue v) {
    if (scr_is_string(v) || scr_is_symbol(v)) return scr_dup(v);
    ScrValue p = scr__to_primitive(v, HINT_STRING);
    if (scr_is_exception(p) || scr_is_symbol(p)) return p;
    ScrValue s = scr_to_string(p);
    scr_release(p);
    return s;
}

/* ToInt32 of a double: its integer part modulo 2^32. Below 2^63 in
 * magnitude the C conversion to int64_t truncates exactly and the low 32
 * bits are the answer (no fmod: uint32 values such as CRC tables and
 * `x >>> 0` results pass here on every bitwise operation). Above, the
 * double is mantissa * 2^e with e >= 11, so the low 32 bits are the
 * mantissa shifted, negated for a negative number; NaN and the infinities
 * give 0. */
int32_t scr__to_int32_d(double d) {
    if (d > -9223372036854775808.0 && d < 9223372036854775808.0)
        return (int32_t)(uint32_t)(uint64_t)(int64_t)d;
    if (!isfinite(d)) return 0;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    int e = (int)((bits >> 52) & 0x7ff) - 1075;
    uint64_t mant = (bits & ((UINT64_C(1) << 52) - 1)) | (UINT64_C(1) << 52);
    uint32_t r = e >= 32 ? 0 : (uint32_t)(mant << e);
    if (bits >> 63) r = 0u - r;
    return (int32_t)r;
}

int scr__to_int32(ScrValue v, int32_t *out) {
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    *out = scr__to_int32_d(d);
    return 0;
}

int scr__to_int32_mix_slow(ScrValue v, int32_t *out) {
    ScrValue x = scr_to_numeric(v);
    if (scr_is_exception(x)) return -1;
    if (!scr_is_number(x)) {
        scr_release(x);
        throw_mix();
        return -1;
    }
    *out = scr__to_int32_d(scr_as_number(x));
    return 0;
}

/* ToIntegerOrInfinity. */
int scr__to_integer(ScrValue v, double *out) {
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    *out = d != d ? 0 : trunc(d) + 0.0;
    return 0;
}

/* ------------------------------------------------------------------------
 * Arithmetic.
 * ---------------------------------------------------------------------- */

/* "text" + number or number + "text": the number's digits are written
 * straight into the result, with no string made for them. */
static ScrValue concat_number(ScrValue s, double d, bool number_first) {
    char digits[40];
    uint32_t n = (uint32_t)scr__number_format(d, digits);
    ScrString *x = scr_str(s);
    if ((uint64_t)x->len + n > SCR_STRING_MAX_LEN) return scr_throw_range_error("Invalid string length");
    ScrString *r = scr__string_alloc(x->len + n);
    uint16_t *at = r->data;
    if (!number_first) {
        memcpy(at, x->data, (size_t)x->len * sizeof(uint16_t));
        at += x->len;
    }
    for (uint32_t i = 0; i < n; i++) *at++ = (uint8_t)digits[i];
    if (number_first) memcpy(at, x->data, (size_t)x->len * sizeof(uint16_t));
    return scr_from_cell(r);
}

ScrValue scr_add_var(ScrValue *a, ScrValue b, ScrValue *slot) {
    ScrValue x = *a;
    /* The string is the variable's value and its count is 2: the
     * variable's reference and *a's, both given up by this assignment, so
     * nothing else can see it change (see scr__string_append_owned). */
    if (scr_is_string(x) && *slot == x && scr_as_cell(x)->rc == 2) {
        uint16_t units[40];
        const uint16_t *d;
        uint32_t n;
        if (scr_is_string(b) && b != x) {
            d = scr_str(b)->data;
            n = scr_str(b)->len;
        } else if (scr_is_number(b) && scr__string_appendable(scr_str(x), 25)) {
            /* A string too short to take even the longest digits (25
             * units) in place goes straight to scr_add, which makes the
             * digits once. */
            char digits[40];
            n = (uint32_t)scr__number_format(scr_as_number(b), digits);
            for (uint32_t i = 0; i < n; i++) units[i] = (uint8_t)digits[i];
            d = units;
        } else {
            return scr_add(x, b);
        }
        ScrString *xs = scr_str(x);
        xs->cell.rc = 1;
        ScrString *r = scr__string_append_owned(xs, d, n);
        if (r) {
            *a = SCR_UNDEFINED;
            *slot = SCR_UNDEFINED;
            return scr_from_cell(r);
        }
        xs->cell.rc = 2;
    }
    return scr_add(x, b);
}

ScrValue scr__add_part_slow(ScrValue v) {
    if (scr_is_number(v)) return scr__number_to_string(scr_as_number(v));
    ScrValue p = scr__to_primitive(v, HINT_DEFAULT);
    if (scr_is_exception(p)) return p;
    ScrValue r = scr_to_string(p);
    scr_release(p);
    return r;
}

ScrValue scr__add_slow(ScrValue a, ScrValue b) {
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b))
        return scr_bigint_from_i64(scr_small_bigint_value(a) + scr_small_bigint_value(b));
    if (scr_is_string(a)) {
        if (scr_is_string(b)) return scr_string_concat(a, b);
        if (scr_is_number(b)) return concat_number(a, scr_as_number(b), false);
    } else if (scr_is_number(a) && scr_is_string(b)) {
        return concat_number(b, scr_as_number(a), true);
    }
    ScrValue pa = scr__to_primitive(a, HINT_DEFAULT);
    if (scr_is_exception(pa)) return pa;
    ScrValue pb = scr__to_primitive(b, HINT_DEFAULT);
    if (scr_is_exception(pb)) {
        scr_release(pa);
        return pb;
    }
    ScrValue r;
    if (scr_is_string(pa) || scr_is_string(pb)) {
        ScrValue sa = scr_to_string(pa);
        ScrValue sb = scr_is_exception(sa) ? SCR_EXCEPTION : scr_to_string(pb);
        r = scr_is_exception(sb) ? SCR_EXCEPTION : scr_string_concat(sa, sb);
        if (!scr_is_exception(sa)) scr_release(sa);
        if (!scr_is_exception(sb)) scr_release(sb);
    } else if (scr_is_bigint(pa) && scr_is_bigint(pb)) {
        r = scr__bigint_add(pa, pb);
    } else {
        ScrValue na = scr_to_numeric(pa);
        ScrValue nb = scr_is_exception(na) ? SCR_EXCEPTION : scr_to_numeric(pb);
        if (scr_is_exception(nb)) r = SCR_EXCEPTION;
        else if (scr_is_number(na) && scr_is_number(nb)) r = scr_number(scr_as_number(na) + scr_as_number(nb));
        else r = throw_mix();
        scr_release(na);
        if (!scr_is_exception(nb)) scr_release(nb);
    }
    scr_release(pa);
    scr_release(pb);
    return r;
}

double scr__js_pow(double x, double y) {
    if (y != y) return NAN;
    if ((x == 1 || x == -1) && isinf(y)) return NAN;
    return pow(x, y);
}

/* The binary numeric operators past their number-number fast path:
 * ToNumeric of both operands (left first), then the Number operation, the
 * BigInt one, or V8's TypeError for a mix. */
enum { OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_POW, OP_AND, OP_OR, OP_XOR, OP_SHL, OP_SAR, OP_SHR };

static ScrValue number_op(int op, double x, double y) {
    int32_t i = scr__to_int32_d(x), j = scr__to_int32_d(y);
    switch (op) {
    case OP_SUB: return scr_number(x - y);
    case OP_MUL: return scr_number(x * y);
    case OP_DIV: return scr_number(x / y);
    case OP_MOD: return scr_number(scr__mod_d(x, y));
    case OP_POW: return scr_number(scr__js_pow(x, y));
    case OP_AND: return scr_number((double)(i & j));
    case OP_OR: return scr_number((double)(i | j));
    case OP_XOR: return scr_number((double)(i ^ j));
    case OP_SHL: return scr_number((double)(int32_t)((uint32_t)i << (j & 31)));
    case OP_SAR: return scr_number((double)(i >> (j & 31)));
    default: return scr_number((double)((uint32_t)i >> (j & 31)));
    }
}

static ScrValue bigint_op(int op, ScrValue a, ScrValue b) {
    switch (op) {
    case OP_SUB: return scr__bigint_sub(a, b);
    case OP_MUL: return scr__bigint_mul(a, b);
    case OP_DIV: return scr__bigint_div(a, b);
    case OP_MOD: return scr__bigint_mod(a, b);
    case OP_POW: return scr__bigint_pow(a, b);
    case OP_AND: return scr__bigint_and(a, b);
    case OP_OR: return scr__bigint_or(a, b);
    case OP_XOR: return scr__bigint_xor(a, b);
    case OP_SHL: return scr__bigint_shl(a, b);
    case OP_SAR: return scr__bigint_sar(a, b);
    default: return scr_throw_type_error("BigInts have no unsigned right shift, use >> instead");
    }
}

static ScrValue numeric_op(int op, ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) return number_op(op, scr_as_number(a), scr_as_number(b));
    /* Two small BigInts: bigint.c's int64 paths, no allocation. */
    if (scr_is_bigint(a) && scr_is_bigint(b)) return bigint_op(op, a, b);
    ScrValue x = scr_to_numeric(a);
    if (scr_is_exception(x)) return x;
    ScrValue y = scr_to_numeric(b);
    if (scr_is_exception(y)) {
        scr_release(x);
        return y;
    }
    ScrValue r;
    if (scr_is_number(x) && scr_is_number(y)) r = number_op(op, scr_as_number(x), scr_as_number(y));
    else if (scr_is_bigint(x) && scr_is_bigint(y)) r = bigint_op(op, x, y);
    else r = throw_mix();
    scr_release(x);
    scr_release(y);
    return r;
}

ScrValue scr__sub_slow(ScrValue a, ScrValue b) { return numeric_op(OP_SUB, a, b); }
ScrValue scr__mul_slow(ScrValue a, ScrValue b) { return numeric_op(OP_MUL, a, b); }
ScrValue scr__div_slow(ScrValue a, ScrValue b) { return numeric_op(OP_DIV, a, b); }
ScrValue scr__mod_slow(ScrValue a, ScrValue b) { return numeric_op(OP_MOD, a, b); }
ScrValue scr_pow(ScrValue a, ScrValue b) { return numeric_op(OP_POW, a, b); }
ScrValue scr__bitand_slow(ScrValue a, ScrValue b) { return numeric_op(OP_AND, a, b); }
ScrValue scr__bitor_slow(ScrValue a, ScrValue b) { return numeric_op(OP_OR, a, b); }
ScrValue scr__bitxor_slow(ScrValue a, ScrValue b) { return numeric_op(OP_XOR, a, b); }
ScrValue scr__shl_slow(ScrValue a, ScrValue b) { return numeric_op(OP_SHL, a, b); }
ScrValue scr__sar_slow(ScrValue a, ScrValue b) { return numeric_op(OP_SAR, a, b); }
ScrValue scr__shr_slow(ScrValue a, ScrValue b) { return numeric_op(OP_SHR, a, b); }

/* The unary operators: ToNumeric, then the Number or BigInt operation. */
enum { UN_NEG, UN_NOT, UN_INC, UN_DEC };

static ScrValue unary_op(int op, ScrValue a) {
    ScrValue x = scr_to_numeric(a);
    if (scr_is_exception(x)) return x;
    if (scr_is_bigint(x)) {
        ScrValue r = op == UN_NEG   ? scr__bigint_neg(x)
                     : op == UN_NOT ? scr__bigint_not(x)
                     : op == UN_INC ? scr__bigint_add(x, scr_small_bigint(1))
                                    : scr__bigint_sub(x, scr_small_bigint(1));
        scr_release(x);
        return r;
    }
    double d = scr_as_number(x);
    switch (op) {
    case UN_NEG: return scr_number(-d);
    case UN_NOT: return scr_number(~scr__to_int32_d(d));
    case UN_INC: return scr_number(d + 1);
    default: return scr_number(d - 1);
    }
}

ScrValue scr_neg(ScrValue a) { return unary_op(UN_NEG, a); }
ScrValue scr_bitnot(ScrValue a) { return unary_op(UN_NOT, a); }
ScrValue scr__inc_slow(ScrValue a) {
    if (scr_is_small_bigint(a)) return scr_bigint_from_i64(scr_small_bigint_value(a) + 1);
    return unary_op(UN_INC, a);
}
ScrValue scr__dec_slow(ScrValue a) {
    if (scr_is_small_bigint(a)) return scr_bigint_from_i64(scr_small_bigint_value(a) - 1);
    return unary_op(UN_DEC, a);
}

ScrValue scr_typeof(ScrValue a) {
    const char *t;
    if (scr_is_number(a)) t = "number";
    else if (scr_is_undefined(a)) t = "undefined";
    else if (scr_is_null(a)) t = "object";
    else if (scr_is_bool(a)) t = "boolean";
    else if (scr_is_string(a)) t = "string";
    else if (scr_is_symbol(a)) t = "symbol";
    else if (scr_is_bigint(a)) t = "bigint";
    else if (scr__is_callable(a)) t = "function";
    else t = "object";
    return scr_dup(scr__atom(t));
}

/* ------------------------------------------------------------------------
 * Comparisons.
 * ---------------------------------------------------------------------- */

/* One operand of a < b is a BigInt, neither an object, not both strings:
 * 1, 0, 2 for undefined, -1 on exception. A string side becomes a BigInt
 * (undefined when it denotes none); anything else a Number. */
static int bigint_less(ScrValue a, ScrValue b) {
    if (scr_is_bigint(a) && scr_is_bigint(b)) return scr__bigint_cmp(a, b) < 0;
    bool big_left = scr_is_bigint(a);
    ScrValue other = big_left ? b : a, big = big_left ? a : b;
    int c;
    if (scr_is_string(other)) {
        ScrValue o = scr__bigint_from_string(other);
        if (o == SCR_HOLE) return 2;
        c = scr__bigint_cmp(big, o);
        scr_release(o);
    } else {
        double d;
        if (scr_to_number(other, &d) < 0) return -1;
        if (d != d) return 2;
        c = scr__bigint_cmp_double(big, d);
    }
    return big_left ? c < 0 : c > 0;
}

/* Abstract relational comparison a < b: 1, 0, 2 for undefined (NaN), -1. */
static int less_than(ScrValue a, ScrValue b, bool left_first) {
    if (scr_is_number(a) && scr_is_number(b)) {
        double x = scr_as_number(a), y = scr_as_number(b);
        if (x != x || y != y) return 2;
        return x < y;
    }
    if (scr_is_small_bigint(a) && scr_is_small_bigint(b))
        return scr_small_bigint_value(a) < scr_small_bigint_value(b);
    ScrValue pa, pb;
    if (left_first) {
        pa = scr__to_primitive(a, HINT_NUMBER);
        if (scr_is_exception(pa)) return -1;
        pb = scr__to_primitive(b, HINT_NUMBER);
        if (scr_is_exception(pb)) {
            scr_release(pa);
            return -1;
        }
    } else {
        pb = scr__to_primitive(b, HINT_NUMBER);
        if (scr_is_exception(pb)) return -1;
        pa = scr__to_primitive(a, HINT_NUMBER);
        if (scr_is_exception(pa)) {
            scr_release(pb);
            return -1;
        }
    }
    int r;
    if (scr_is_string(pa) && scr_is_string(pb)) {
        r = scr__string_compare(pa, pb) < 0;
    } else if (scr_is_bigint(pa) || scr_is_bigint(pb)) {
        r = bigint_less(pa, pb);
    } else {
        double x, y;
        if (scr_to_number(pa, &x) < 0 || scr_to_number(pb, &y) < 0) r = -1;
        else if (x != x || y != y) r = 2;
        else r = x < y;
    }
    scr_release(pa);
    scr_release(pb);
    return r;
}

int scr__lt_slow(ScrValue a, ScrValue b) {
    int r = less_than(a, b, true);
    return r == 2 ? 0 : r;
}
int scr__gt_slow(ScrValue a, ScrValue b) {
    int r = less_than(b, a, false);
    return r == 2 ? 0 : r;
}
int scr__le_slow(ScrValue a, ScrValue b) {
    int r = less_than(b, a, false);
    return r < 0 ? -1 : r == 0;
}
int scr__ge_slow(ScrValue a, ScrValue b) {
    int r = less_than(a, b, true);
    return r < 0 ? -1 : r == 0;
}

bool scr__strict_eq_slow(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) return scr_as_number(a) == scr_as_number(b);
    if (scr_is_string(a) && scr_is_string(b)) return a == b || scr__string_equal(a, b);
    if (scr_is_bigint(a) && scr_is_bigint(b)) return scr__bigint_equal(a, b);
    return a == b;
}

bool scr__same_value_zero(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) {
        double x = scr_as_number(a), y = scr_as_number(b);
        return x == y || (x != x && y != y);
    }
    return scr_strict_eq(a, b);
}

bool scr__same_value(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) {
        double x = scr_as_number(a), y = scr_as_number(b);
        if (x != x) return y != y;
        if (x == 0 && y == 0) return signbit(x) == signbit(y);
        return x == y;
    }
    return scr_strict_eq(a, b);
}

int scr_loose_eq(ScrValue a, ScrValue b) {
    for (;;) {
        if (scr_is_number(a) && scr_is_number(b)) return scr_as_number(a) == scr_as_number(b);
        if (scr_is_string(a) && scr_is_string(b)) return scr__string_equal(a, b);
        if (scr_is_nullish(a) && scr_is_nullish(b)) return 1;
        if (scr_is_nullish(a) || scr_is_nullish(b)) return 0;
        if (scr_is_object(a) && scr_is_object(b)) return a == b;
        if (scr_is_bigint(a) || scr_is_bigint(b)) {
            ScrValue x = scr_is_bigint(a) ? a : b, y = scr_is_bigint(a) ? b : a;
            if (scr_is_bigint(y)) return scr__bigint_equal(x, y);
            if (scr_is_number(y)) {
                double d = scr_as_number(y);
                return d == d && scr__bigint_cmp_double(x, d) == 0;
            }
            if (scr_is_string(y)) {
                ScrValue n = scr__bigint_from_string(y);
                if (n == SCR_HOLE) return 0;
                int r = scr__bigint_equal(x, n);
                scr_release(n);
                return r;
            }
            if (scr_is_bool(y)) {
                if (y == a) a = scr_number(a == SCR_TRUE);
                else b = scr_number(b == SCR_TRUE);
                continue;
            }
            if (!scr_is_object(y)) return 0;
        }
        if (scr_is_symbol(a) || scr_is_symbol(b)) {
            if (scr_is_object(a) || scr_is_object(b)) {
                /* Fall through to ToPrimitive below. */
            } else {
                return a == b;
            }
        }
        if (scr_is_bool(a) || scr_is_bool(b) || (scr_is_number(a) && scr_is_string(b)) ||
            (scr_is_string(a) && scr_is_number(b))) {
            if (scr_is_bool(a)) {
                a = scr_number(a == SCR_TRUE);
                continue;
            }
            if (scr_is_bool(b)) {
                b = scr_number(b == SCR_TRUE);
                continue;
            }
            double x, y;
            scr_to_number(a, &x);
            scr_to_number(b, &y);
            return x == y;
        }
        /* One side is an object, the other a primitive. */
        ScrValue o = scr_is_object(a) ? a : b;
        ScrValue other = scr_is_object(a) ? b : a;
        ScrValue p = scr__to_primitive(o, HINT_DEFAULT);
        if (scr_is_exception(p)) return -1;
        int r = scr_loose_eq(p, other);
        scr_release(p);
        return r;
    }
}

int scr__ordinary_has_instance(ScrValue ctor, ScrValue obj) {
    if (!scr__is_callable(ctor)) return 0;
    if (scr__class_of(ctor) == SCR_CLASS_BOUND_FUNCTION)
        return scr_instanceof(obj, ((ScrBoundFunction *)scr_obj(ctor))->target);
    if (!scr_is_object(obj)) return 0;
    ScrValue p = scr__get_str(ctor, "prototype");
    if (scr_is_exception(p)) return -1;
    if (!scr_is_object(p)) {
        char buf[128];
        scr__value_describe(p, buf, sizeof buf);
        scr_release(p);
        scr_throw_type_error("Function has non-object prototype '%s' in instanceof check", buf);
        return -1;
    }
    int r = 0;
    /* [[GetPrototypeOf]] step by step: a proxy on the chain runs its trap. */
    ScrValue cur = scr__get_prototype_of(obj);
    while (scr_is_object(cur)) {
        if (cur == p) {
            r = 1;
            break;
        }
        ScrValue next = scr__get_prototype_of(cur);
        scr_release(cur);
        cur = next;
    }
    if (scr_is_exception(cur)) r = -1;
    else scr_release(cur);
    scr_release(p);
    return r;
}

int scr_instanceof(ScrValue a, ScrValue ctor) {
    if (!scr_is_object(ctor)) {
        scr_throw_type_error("Right-hand side of 'instanceof' is not an object");
        return -1;
    }
    ScrValue h = scr_get(ctor, scr__thread.realm->sym_has_instance);
    if (scr_is_exception(h)) return -1;
    if (!scr_is_nullish(h)) {
        if (!scr__is_callable(h)) {
            scr__throw_not_callable_default(h);
            scr_release(h);
            return -1;
        }
        ScrValue r = scr_call(h, ctor, 1, &a, NULL);
        scr_release(h);
        if (scr_is_exception(r)) return -1;
        bool b = scr_to_boolean(r);
        scr_release(r);
        return b;
    }
    if (!scr__is_callable(ctor)) {
        scr_throw_type_error("Right-hand side of 'instanceof' is not callable");
        return -1;
    }
    return scr__ordinary_has_instance(ctor, a);
}

/* ------------------------------------------------------------------------
 * Describing values in messages.
 * ---------------------------------------------------------------------- */

ScrCode scr__object_to_string_code, scr__error_to_string_code;

/* V8's GetDataProperty: obj.key through the prototype chain when it is a
 * data property (borrowed); undefined for an accessor, a missing key, or a
 * proxy on the way (no getter or trap runs). */
static ScrValue data_property(ScrValue obj, ScrValue key) {
    for (ScrValue cur = obj; scr_is_object(cur) && !scr__is_proxy(cur); cur = scr_obj(cur)->proto) {
        ScrPropDesc d;
        int r = scr__get_own_property(cur, key, &d);
        if (r < 0) {
            scr_release(scr_exception_take());
            return SCR_UNDEFINED;
        }
        if (r == 1) {
            ScrValue v = (d.flags & SCR_PROP_ACCESSOR) ? SCR_UNDEFINED : d.value;
            scr__desc_release(&d); /* the holder keeps v alive */
            return v;
        }
    }
    return SCR_UNDEFINED;
}

static bool is_native(ScrValue f, ScrCode code) {
    return code && scr__class_of(f) == SCR_CLASS_FUNCTION && ((ScrFunction *)scr_obj(f))->code == code;
}

/* A string data property of obj as UTF-8 (malloc'd), or NULL when it is
 * not a string. */
static char *data_string(ScrValue obj, ScrValue key) {
    ScrValue v = data_property(obj, key);
    return scr_is_string(v) ? scr__string_to_utf8(v, NULL) : NULL;
}

/* An object (not callable), as V8's NoSideEffectsToString writes one. */
static void describe_object(ScrValue obj, char *buf, size_t size) {
    if (scr__is_proxy(obj)) {
        snprintf(buf, size, "#<Object>");
        return;
    }
    ScrValue ts = data_property(obj, SCR_ATOM("toString"));
    if (scr__is_error(obj) || is_native(ts, scr__error_to_string_code)) {
        /* Error.prototype.toString without its conversions. */
        char *name = data_string(obj, SCR_ATOM("name")), *msg = data_string(obj, SCR_ATOM("message"));
        if (!name || !*name) snprintf(buf, size, "%s", msg ? msg : "");
        else if (!msg || !*msg) snprintf(buf, size, "%s", name);
        else snprintf(buf, size, "%s: %s", name, msg);
        free(name);
        free(msg);
        return;
    }
    if (is_native(ts, scr__object_to_string_code)) {
        ScrValue c = data_property(obj, SCR_ATOM("constructor"));
        if (scr__is_callable(c) && !scr__is_proxy(c)) {
            ScrPropDesc n;
            if (scr__get_own_property(c, SCR_ATOM("name"), &n) == 1) {
                bool done = false;
                if (!(n.flags & SCR_PROP_ACCESSOR) && scr_is_string(n.value) && scr_str(n.value)->len) {
                    char *s = scr__string_to_utf8(n.value, NULL);
                    snprintf(buf, size, "#<%s>", s);
                    free(s);
                    done = true;
                }
                scr__desc_release(&n);
                if (done) return;
            } else if (scr__has_exception()) {
                scr_release(scr_exception_take());
            }
        }
    }
    ScrValue tag = data_property(obj, scr__thread.realm->sym_to_string_tag);
    if (scr_is_string(tag)) {
        char *s = scr__string_to_utf8(tag, NULL);
        snprintf(buf, size, "[object %s]", s);
        free(s);
        return;
    }
    int cls = scr__class_of(obj);
    const char *b = cls == SCR_CLASS_NAMESPACE ? "Module" : scr__class_name(cls);
    if (cls == SCR_CLASS_TYPED_ARRAY) b = scr__ta_name[((ScrTypedArray *)scr_obj(obj))->type];
    snprintf(buf, size, "[object %s]", b);
}

void scr__value_describe(ScrValue v, char *buf, size_t size) {
    if (scr_is_number(v)) {
        char nb[40];
        scr__number_format(scr_as_number(v), nb);
        snprintf(buf, size, "%s", nb);
    } else if (scr_is_undefined(v)) {
        snprintf(buf, size, "undefined");
    } else if (scr_is_null(v)) {
        snprintf(buf, size, "null");
    } else if (scr_is_bool(v)) {
        snprintf(buf, size, "%s", v == SCR_TRUE ? "true" : "false");
    } else if (scr_is_string(v)) {
        /* As V8's messages show a string: as it is, without quotes. */
        char *s = scr__string_to_utf8(v, NULL);
        snprintf(buf, size, "%s", s);
        free(s);
    } else if (scr_is_symbol(v)) {
        scr__key_describe(v, buf, size);
    } else if (scr_is_bigint(v)) {
        char *s = scr__bigint_to_cstr(v, 10, NULL);
        snprintf(buf, size, "%s", s);
        free(s);
    } else if (scr__is_callable(v) && !scr__is_proxy(v)) {
        ScrValue t = scr__function_to_string(v);
        char *src = scr_is_string(t) ? scr__string_to_utf8(t, NULL) : NULL;
        snprintf(buf, size, "%s", src ? src : "function () { [native code] }");
        free(src);
        if (scr_is_exception(t)) scr_release(scr_exception_take());
        else scr_release(t);
    } else {
        describe_object(v, buf, size);
    }
}

ScrValue scr__value_string(ScrValue v) {
    if (scr_is_string(v)) return scr_dup(v);
    if (scr_is_symbol(v)) {
        ScrValue d = ((ScrSymbol *)scr_as_cell(v))->description;
        ScrValue parts[3] = {SCR_ATOM("Symbol("), scr_is_string(d) ? d : SCR_ATOM(""),
                             SCR_ATOM(")")};
        return scr_concat(3, parts, 0);
    }
    char vb[256];
    scr__value_describe(v, vb, sizeof vb);
    return scr_string_from_utf8(vb, strlen(vb));
}

ScrValue scr__species_constructor(ScrValue o, ScrValue dflt) {
    ScrValue c = SCR_GET_ATOM(o, "constructor");
    if (scr_is_exception(c)) return c;
    if (scr_is_undefined(c)) return scr_dup(dflt);
    if (!scr_is_object(c)) {
        scr_release(c);
        return scr_throw_type_error("The .constructor property is not an object");
    }
    ScrValue s = scr_get(c, scr__thread.realm->sym_species);
    scr_release(c);
    if (scr_is_exception(s)) return s;
    if (scr_is_nullish(s)) return scr_dup(dflt);
    if (scr__is_constructor(s)) return s;
    scr_release(s);
    return scr_throw_type_error("object.constructor[Symbol.species] is not a constructor");
}

ScrValue scr__throw_with_value(int kind, const char *before, ScrValue v, const char *after) {
    ScrValue s = scr__value_string(v);
    if (scr_is_exception(s)) return s;
    ScrValue r = scr__throw_with_string(kind, before, s, after);
    scr_release(s);
    return r;
}

ScrValue scr__throw_not_callable_default(ScrValue v) {
    if (scr_is_string(v)) {
        uint32_t len = scr_str(v)->len;
        ScrValue cut = scr__string_sub(v, 0, len > 100 ? 100 : len);
        if (scr_is_exception(cut)) return cut;
        ScrValue r = scr__throw_with_string(SCR_ERR_TYPE, "string \"", cut,
                                            len > 100 ? "<...>\" is not a function" : "\" is not a function");
        scr_release(cut);
        return r;
    }
    char buf[160];
    if (scr_is_number(v) || scr_is_bool(v) || scr_is_null(v)) scr__value_describe_typed(v, buf, sizeof buf);
    else snprintf(buf, sizeof buf, "%s", scr_is_undefined(v) ? "undefined" : scr_is_symbol(v) ? "symbol"
                                         : scr_is_bigint(v) ? "bigint" : scr__is_callable(v) ? "function" : "object");
    return scr_throw_type_error("%s is not a function", buf);
}

void scr__value_describe_typed(ScrValue v, char *buf, size_t size) {
    if (scr_is_undefined(v)) snprintf(buf, size, "undefined");
    else if (scr_is_null(v)) snprintf(buf, size, "object null");
    else if (scr_is_number(v) || scr_is_bool(v) || scr_is_string(v)) {
        char vb[128];
        scr__value_describe(v, vb, sizeof vb);
        snprintf(buf, size, "%s %s", scr_is_number(v) ? "number" : scr_is_bool(v) ? "boolean" : "string", vb);
    } else if (scr_is_symbol(v)) snprintf(buf, size, "symbol");
    else if (scr_is_bigint(v)) snprintf(buf, size, "bigint");
    else snprintf(buf, size, "%s", scr__is_callable(v) ? "function" : "object");
}
