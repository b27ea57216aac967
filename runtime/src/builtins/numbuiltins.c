/* numbuiltins.c - the Number and Boolean constructors with their statics
 * and prototypes, and the Math object. Number formatting itself lives in
 * core/numconv.c, Math's bit-exact kernels in mathfn.c, Symbol in
 * symbol.c. */
#include "builtins/numbuiltins.h"
#include "base/base.h"
#include "core/native.h"
#include "builtins/mathfn.h"

#include "core/str.h"
#include "core/function.h"
#include "core/ops.h"
#include "core/numconv.h"
#include "core/bigint.h"

#include <string.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Wraps a primitive for `new Number(x)` etc. with the prototype from nt. */
static ScrValue wrap(ScrValue nt, ScrValue fallback, int cls, ScrValue prim) {
    ScrValue p = scr__proto_from_ctor(nt, fallback);
    if (scr_is_exception(p)) return p;
    ScrValue o = scr__object_alloc(sizeof(ScrPrimitiveObject), cls, p);
    scr_release(p);
    ((ScrPrimitiveObject *)scr_obj(o))->value = scr_dup(prim);
    return o;
}

/* thisNumberValue / thisBooleanValue. */
static bool this_prim(ScrValue v, int cls, bool (*is)(ScrValue), ScrValue *out) {
    if (is(v)) {
        *out = v;
        return true;
    }
    if (scr__class_of(v) == cls) {
        *out = ((ScrPrimitiveObject *)scr_obj(v))->value;
        return true;
    }
    return false;
}

/* ------------------------------------------------------------------------
 * Number.
 * ---------------------------------------------------------------------- */

NATIVE(number_ctor) {
    (void)this_val, (void)fn;
    double d = 0;
    if (argc > 0) {
        /* ToNumeric, then a BigInt's Number value. */
        ScrValue n = scr_to_numeric(argv[0]);
        if (scr_is_exception(n)) return n;
        if (scr_is_bigint(n)) d = scr__bigint_to_double(n);
        else d = scr_as_number(n);
        scr_release(n);
    }
    if (scr_is_undefined(nt)) return scr_number(d);
    return wrap(nt, scr__thread.realm->number_proto, SCR_CLASS_NUMBER, scr_number(d));
}

NATIVE(number_is_integer) {
    UNUSED;
    if (!scr_is_number(ARG(0))) return SCR_FALSE;
    double d = scr_as_number(ARG(0));
    return scr_bool(isfinite(d) && trunc(d) == d);
}

NATIVE(number_is_safe_integer) {
    UNUSED;
    if (!scr_is_number(ARG(0))) return SCR_FALSE;
    double d = scr_as_number(ARG(0));
    return scr_bool(isfinite(d) && trunc(d) == d && fabs(d) <= 9007199254740991.0);
}

NATIVE(number_is_nan) {
    UNUSED;
    return scr_bool(scr_is_number(ARG(0)) && scr_as_number(ARG(0)) != scr_as_number(ARG(0)));
}

NATIVE(number_is_finite) {
    UNUSED;
    return scr_bool(scr_is_number(ARG(0)) && isfinite(scr_as_number(ARG(0))));
}

static bool is_num(ScrValue v) { return scr_is_number(v); }

static ScrValue throw_this(const char *method, const char *type) {
    return scr_throw_type_error("%s requires that 'this' be a %s", method, type);
}

NATIVE(np_to_string) {
    UNUSED;
    ScrValue v;
    if (!this_prim(this_val, SCR_CLASS_NUMBER, is_num, &v))
        return throw_this("Number.prototype.toString", "Number");
    double radix = 10;
    if (!scr_is_undefined(ARG(0)) && scr__to_integer(ARG(0), &radix) < 0) return SCR_EXCEPTION;
    if (radix < 2 || radix > 36)
        return scr_throw_range_error("toString() radix argument must be between 2 and 36");
    if (radix == 10) return scr__number_to_string(scr_as_number(v));
    return scr__number_to_string_radix(scr_as_number(v), (int)radix);
}

NATIVE(np_to_fixed) {
    UNUSED;
    ScrValue v;
    if (!this_prim(this_val, SCR_CLASS_NUMBER, is_num, &v))
        return throw_this("Number.prototype.toFixed", "Number");
    double digits = 0;
    if (scr__to_integer(ARG(0), &digits) < 0) return SCR_EXCEPTION;
    if (digits < 0 || digits > 100)
        return scr_throw_range_error("toFixed() digits argument must be between 0 and 100");
    double d = scr_as_number(v);
    if (!isfinite(d)) return scr__number_to_string(d);
    return scr__number_to_fixed(d, (int)digits);
}

NATIVE(np_to_exponential) {
    UNUSED;
    ScrValue v;
    if (!this_prim(this_val, SCR_CLASS_NUMBER, is_num, &v))
        return throw_this("Number.prototype.toExponential", "Number");
    double f = 0;
    if (scr__to_integer(ARG(0), &f) < 0) return SCR_EXCEPTION;
    double d = scr_as_number(v);
    if (!isfinite(d)) return scr__number_to_string(d);
    if (f < 0 || f > 100)
        return scr_throw_range_error("toExponential() argument must be between 0 and 100");
    return scr__number_to_exponential(d, scr_is_undefined(ARG(0)) ? -1 : (int)f);
}

NATIVE(np_to_precision) {
    UNUSED;
    ScrValue v;
    if (!this_prim(this_val, SCR_CLASS_NUMBER, is_num, &v))
        return throw_this("Number.prototype.toPrecision", "Number");
    double d = scr_as_number(v);
    if (scr_is_undefined(ARG(0))) return scr__number_to_string(d);
    double p = 0;
    if (scr__to_integer(ARG(0), &p) < 0) return SCR_EXCEPTION;
    if (!isfinite(d)) return scr__number_to_string(d);
    if (p < 1 || p > 100)
        return scr_throw_range_error("toPrecision() argument must be between 1 and 100");
    return scr__number_to_precision(d, (int)p);
}

NATIVE(np_value_of) {
    UNUSED;
    ScrValue v;
    if (!this_prim(this_val, SCR_CLASS_NUMBER, is_num, &v))
        return throw_this("Number.prototype.valueOf", "Number");
    return v;
}

/* ------------------------------------------------------------------------
 * Boolean.
 * ---------------------------------------------------------------------- */

NATIVE(boolean_ctor) {
    (void)this_val, (void)fn;
    ScrValue b = scr_bool(scr_to_boolean(ARG(0)));
    if (scr_is_undefined(nt)) return b;
    return wrap(nt, scr__thread.realm->boolean_proto, SCR_CLASS_BOOLEAN, b);
}

static bool is_bool(ScrValue v) { return scr_is_bool(v); }

NATIVE(bp_to_string) {
    UNUSED;
    ScrValue v;
    if (!this_prim(this_val, SCR_CLASS_BOOLEAN, is_bool, &v))
        return throw_this("Boolean.prototype.toString", "Boolean");
    return scr_to_string(v);
}

NATIVE(bp_value_of) {
    UNUSED;
    ScrValue v;
    if (!this_prim(this_val, SCR_CLASS_BOOLEAN, is_bool, &v))
        return throw_this("Boolean.prototype.valueOf", "Boolean");
    return v;
}

/* ------------------------------------------------------------------------
 * Math.
 * ---------------------------------------------------------------------- */

/* One-argument Math functions share a native; magic indexes this table. */
static double js_round(double x) {
    if (!isfinite(x) || x == 0) return x;
    if (x > 0 && x < 0.5) return 0.0;
    if (x < 0 && x >= -0.5) return -0.0;
    double f = floor(x);
    return (x - f >= 0.5) ? f + 1 : f;
}
static double js_sign(double x) {
    if (x != x || x == 0) return x;
    return x > 0 ? 1 : -1;
}
static double js_trunc(double x) { return trunc(x); }
static double js_abs(double x) { return fabs(x); }

static double (*const math1[])(double) = {
    js_abs, floor, ceil, js_round, js_trunc, js_sign, sqrt, scr__math_cbrt, scr__math_log, log2, log10, scr__math_exp,
    sin, cos, tan, atan, asin, acos, scr__math_sinh, scr__math_cosh, tanh, expm1, log1p, atanh, scr__math_asinh, scr__math_acosh,
    fabs /* fround placeholder replaced below */,
};
static const char *const math1_names[] = {
    "abs", "floor", "ceil", "round", "trunc", "sign", "sqrt", "cbrt", "log", "log2", "log10",
    "exp", "sin", "cos", "tan", "atan", "asin", "acos", "sinh", "cosh", "tanh", "expm1", "log1p",
    "atanh", "asinh", "acosh", "fround",
};

double (*scr__math_unary(const char *name))(double) {
    /* The last entry (fround) is a placeholder; math_1 special-cases it. */
    for (size_t i = 0; i + 1 < sizeof math1 / sizeof *math1; i++)
        if (strcmp(math1_names[i], name) == 0) return math1[i];
    return NULL;
}

NATIVE(math_1) {
    (void)this_val, (void)nt;
    int m = ((ScrFunction *)scr_obj(fn))->magic;
    double x;
    ScrValue a = ARG(0);
    /* A Number argument (nearly every call) needs no conversion call. */
    if (__builtin_expect(scr_is_number(a), 1)) x = scr_as_number(a);
    else if (scr_to_number(a, &x) < 0) return SCR_EXCEPTION;
    if (m == 1) return scr_number(floor(x)); /* Math.floor: digit arithmetic's */
    if (m == 26) return scr_number((double)(float)x);
    return scr_number(math1[m](x));
}

NATIVE(math_minmax) {
    (void)this_val, (void)nt;
    bool is_max = ((ScrFunction *)scr_obj(fn))->magic;
    double r = is_max ? -INFINITY : INFINITY;
    bool nan = false;
    for (int i = 0; i < argc; i++) {
        double x;
        if (scr_to_number(argv[i], &x) < 0) return SCR_EXCEPTION;
        if (x != x) nan = true;
        else if (is_max ? (x > r || (x == 0 && r == 0 && !signbit(x))) :
                          (x < r || (x == 0 && r == 0 && signbit(x))))
            r = x;
    }
    return scr_number(nan ? NAN : r);
}

NATIVE(math_pow) {
    UNUSED;
    double x, y;
    if (scr_to_number(ARG(0), &x) < 0 || scr_to_number(ARG(1), &y) < 0) return SCR_EXCEPTION;
    return scr_number(scr__js_pow(x, y));
}

NATIVE(math_atan2) {
    UNUSED;
    double y, x;
    if (scr_to_number(ARG(0), &y) < 0 || scr_to_number(ARG(1), &x) < 0) return SCR_EXCEPTION;
    return scr_number(atan2(y, x));
}

NATIVE(math_hypot) {
    UNUSED;
    double sum = 0, maxv = 0;
    bool inf = false, nan = false;
    double *vals = scr__xmalloc(((size_t)argc + 1) * sizeof(double));
    for (int i = 0; i < argc; i++) {
        if (scr_to_number(argv[i], &vals[i]) < 0) {
            free(vals);
            return SCR_EXCEPTION;
        }
        if (isinf(vals[i])) inf = true;
        else if (vals[i] != vals[i]) nan = true;
        else if (fabs(vals[i]) > maxv) maxv = fabs(vals[i]);
    }
    if (inf) {
        free(vals);
        return scr_number(INFINITY);
    }
    if (nan) {
        free(vals);
        return scr_number(NAN);
    }
    if (maxv == 0) {
        free(vals);
        return scr_number(0);
    }
    for (int i = 0; i < argc; i++) {
        double t = vals[i] / maxv;
        sum += t * t;
    }
    free(vals);
    return scr_number(sqrt(sum) * maxv);
}

/* Math.clz32 (magic 0) and Math.imul (magic 1): 32-bit integer helpers. */
NATIVE(math_int32) {
    (void)this_val, (void)nt;
    int32_t a, b = 0;
    if (scr__to_int32(ARG(0), &a) < 0) return SCR_EXCEPTION;
    if (((ScrFunction *)scr_obj(fn))->magic == 0) {
        uint32_t u = (uint32_t)a;
        return scr_number(u == 0 ? 32 : __builtin_clz(u));
    }
    if (scr__to_int32(ARG(1), &b) < 0) return SCR_EXCEPTION;
    return scr_number((double)(int32_t)((uint32_t)a * (uint32_t)b));
}

NATIVE(math_random) {
    UNUSED;
    return scr_number((double)rand() / ((double)RAND_MAX + 1.0));
}

void scr__math_init(void) {
    ScrValue m = scr_object_new();
    scr__define_str_take(scr__thread.realm->global, "Math", m, SCR_PROP_CW);
    for (int i = 0; i < (int)(sizeof math1_names / sizeof *math1_names); i++) {
        ScrValue f = scr__native_new_ex(math_1, math1_names[i], 1, i, SCR_UNDEFINED);
        /* Generated code compares Math.sqrt & co. with these (scr_math_is). */
        if (i < SCR_MATH_UNARY) scr__thread.math1[i] = f;
        scr__define_str_take(m, math1_names[i], f, SCR_PROP_CW);
    }
    ScrValue max = scr__native_new_ex(math_minmax, "max", 2, 1, SCR_UNDEFINED);
    ScrValue min = scr__native_new_ex(math_minmax, "min", 2, 0, SCR_UNDEFINED);
    scr__thread.math1[SCR_MATH_MAX] = max;
    scr__thread.math1[SCR_MATH_MIN] = min;
    scr__define_str_take(m, "max", max, SCR_PROP_CW);
    scr__define_str_take(m, "min", min, SCR_PROP_CW);
    scr__define_native(m, "pow", math_pow, 2);
    scr__define_native(m, "atan2", math_atan2, 2);
    scr__define_native(m, "hypot", math_hypot, 2);
    scr__define_native(m, "random", math_random, 0);
    scr__define_str_take(m, "clz32", scr__native_new_ex(math_int32, "clz32", 1, 0, SCR_UNDEFINED), SCR_PROP_CW);
    scr__define_str_take(m, "imul", scr__native_new_ex(math_int32, "imul", 2, 1, SCR_UNDEFINED), SCR_PROP_CW);
    static const struct {
        const char *n;
        double v;
    } k[] = {{"E", 2.718281828459045}, {"LN10", 2.302585092994046},
             {"LN2", 0.6931471805599453}, {"LOG10E", 0.4342944819032518},
             {"LOG2E", 1.4426950408889634}, {"PI", 3.141592653589793},
             {"SQRT1_2", 0.7071067811865476}, {"SQRT2", 1.4142135623730951}};
    for (size_t i = 0; i < sizeof k / sizeof *k; i++) scr__define_str_take(m, k[i].n, scr_number(k[i].v), 0);
    scr__define_value_take(m, scr__thread.realm->sym_to_string_tag, scr_string_from_utf8("Math", 4),
                           SCR_PROP_CONFIGURABLE);
}

void scr__number_init(void) {
    ScrValue g = scr__thread.realm->global;
    /* Number */
    ScrValue np = scr__thread.realm->number_proto;
    ScrValue n = scr__native_ctor_new(number_ctor, "Number", 1, np);
    scr__thread.realm->number_ctor = n;
    scr__define_str_take(g, "Number", scr_dup(n), SCR_PROP_CW);
    scr__define_native(n, "isInteger", number_is_integer, 1);
    scr__define_native(n, "isSafeInteger", number_is_safe_integer, 1);
    scr__define_native(n, "isNaN", number_is_nan, 1);
    scr__define_native(n, "isFinite", number_is_finite, 1);
    scr__define_str_take(n, "parseFloat", scr__get_str(g, "parseFloat"), SCR_PROP_CW);
    scr__define_str_take(n, "parseInt", scr__get_str(g, "parseInt"), SCR_PROP_CW);
    static const struct {
        const char *n;
        double v;
    } k[] = {{"MAX_SAFE_INTEGER", 9007199254740991.0}, {"MIN_SAFE_INTEGER", -9007199254740991.0},
             {"EPSILON", DBL_EPSILON}, {"MAX_VALUE", DBL_MAX}, {"MIN_VALUE", 5e-324},
             {"POSITIVE_INFINITY", INFINITY}, {"NEGATIVE_INFINITY", -INFINITY}, {"NaN", NAN}};
    for (size_t i = 0; i < sizeof k / sizeof *k; i++) scr__define_str_take(n, k[i].n, scr_number(k[i].v), 0);
    scr__define_native(np, "toString", np_to_string, 1);
    scr__define_native(np, "toFixed", np_to_fixed, 1);
    scr__define_native(np, "toExponential", np_to_exponential, 1);
    scr__define_native(np, "toPrecision", np_to_precision, 1);
    scr__define_native(np, "valueOf", np_value_of, 0);
    scr__define_native(np, "toLocaleString", np_to_string, 0);

    /* Boolean */
    ScrValue bp = scr__thread.realm->boolean_proto;
    ScrValue b = scr__native_ctor_new(boolean_ctor, "Boolean", 1, bp);
    scr__thread.realm->boolean_ctor = b;
    scr__define_str_take(g, "Boolean", scr_dup(b), SCR_PROP_CW);
    scr__define_native(bp, "toString", bp_to_string, 0);
    scr__define_native(bp, "valueOf", bp_value_of, 0);
}
