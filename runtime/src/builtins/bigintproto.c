/* bigintproto.c - the BigInt built-in: BigInt(value) (callable, never with
 * new), BigInt.asIntN / asUintN, and BigInt.prototype's toString,
 * toLocaleString and valueOf, with V8's messages. The arithmetic is
 * core/bigint.c's; docs/builtins.md, "BigInt". */
#include "builtins/bigintproto.h"
#include "core/native.h"
#include "base/base.h"

#include "core/bigint.h"
#include "core/function.h"
#include "core/numconv.h"
#include "core/object.h"
#include "core/ops.h"
#include "core/str.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* thisBigIntValue: a BigInt, or a BigInt wrapper object's BigInt. */
static bool this_bigint(ScrValue v, ScrValue *out) {
    if (scr_is_bigint(v)) {
        *out = v;
        return true;
    }
    if (scr__class_of(v) == SCR_CLASS_BIGINT) {
        *out = ((ScrPrimitiveObject *)scr_obj(v))->value;
        return true;
    }
    return false;
}

static ScrValue throw_not_bigint(const char *method) {
    return scr_throw_type_error("%s requires that 'this' be a BigInt", method);
}

NATIVE(bigint_ctor) {
    (void)this_val, (void)fn;
    if (!scr_is_undefined(nt)) return scr_throw_type_error("BigInt is not a constructor");
    ScrValue p = scr__to_primitive(ARG(0), 1);
    if (scr_is_exception(p)) return p;
    if (scr_is_number(p)) {
        double d = scr_as_number(p);
        if (!isfinite(d) || trunc(d) != d) {
            char digits[40];
            scr__number_format(d, digits);
            return scr_throw_range_error(
                "The number %s cannot be converted to a BigInt because it is not an integer", digits);
        }
        return scr__bigint_from_double(d);
    }
    ScrValue r = scr__to_bigint(p);
    scr_release(p);
    return r;
}

/* ToIndex for the bit count of asIntN / asUintN. */
static int to_index(ScrValue v, uint64_t *out) {
    double d;
    if (scr__to_integer(v, &d) < 0) return -1;
    if (d < 0 || d > 9007199254740991.0) {
        scr_throw_range_error("Invalid value: not (convertible to) a safe integer");
        return -1;
    }
    *out = (uint64_t)d;
    return 0;
}

static ScrValue as_n(int argc, ScrValue *argv, bool is_signed) {
    uint64_t bits;
    if (to_index(ARG(0), &bits) < 0) return SCR_EXCEPTION;
    ScrValue b = scr__to_bigint(ARG(1));
    if (scr_is_exception(b)) return b;
    ScrValue r = scr__bigint_as_n(bits, b, is_signed);
    scr_release(b);
    return r;
}

NATIVE(bigint_as_int_n) {
    UNUSED;
    return as_n(argc, argv, true);
}

NATIVE(bigint_as_uint_n) {
    UNUSED;
    return as_n(argc, argv, false);
}

NATIVE(bp_to_string) {
    UNUSED;
    ScrValue v;
    if (!this_bigint(this_val, &v)) return throw_not_bigint("BigInt.prototype.toString");
    double radix = 10;
    if (!scr_is_undefined(ARG(0)) && scr__to_integer(ARG(0), &radix) < 0) return SCR_EXCEPTION;
    if (radix < 2 || radix > 36)
        return scr_throw_range_error("toString() radix argument must be between 2 and 36");
    return scr__bigint_to_string(v, (int)radix);
}

/* toLocaleString: the en-US grouping (the runtime has no other locale
 * data), "1,234,567". */
NATIVE(bp_to_locale_string) {
    UNUSED;
    ScrValue v;
    if (!this_bigint(this_val, &v)) return throw_not_bigint("BigInt.prototype.toLocaleString");
    size_t len;
    char *s = scr__bigint_to_cstr(v, 10, &len);
    size_t neg = s[0] == '-', nd = len - neg;
    char *o = scr__xmalloc(len + nd / 3 + 2);
    size_t k = 0;
    if (neg) o[k++] = '-';
    for (size_t i = 0; i < nd; i++) {
        if (i && (nd - i) % 3 == 0) o[k++] = ',';
        o[k++] = s[neg + i];
    }
    ScrValue r = scr_string_from_utf8(o, k);
    free(s);
    free(o);
    return r;
}

NATIVE(bp_value_of) {
    UNUSED;
    ScrValue v;
    if (!this_bigint(this_val, &v)) return throw_not_bigint("BigInt.prototype.valueOf");
    return scr_dup(v);
}

void scr__bigint_init(void) {
    ScrRealm *r = scr__thread.realm;
    ScrValue proto = r->bigint_proto = scr_object_new();
    ScrValue ctor = scr__native_ctor_new(bigint_ctor, "BigInt", 1, proto);
    r->bigint_ctor = ctor;
    scr__define_str_take(r->global, "BigInt", scr_dup(ctor), SCR_PROP_CW);
    scr__define_native(ctor, "asUintN", bigint_as_uint_n, 2);
    scr__define_native(ctor, "asIntN", bigint_as_int_n, 2);
    scr__define_native(proto, "toLocaleString", bp_to_locale_string, 0);
    scr__define_native(proto, "toString", bp_to_string, 0);
    scr__define_native(proto, "valueOf", bp_value_of, 0);
    scr__define_value_take(proto, r->sym_to_string_tag, scr_string_from_utf8("BigInt", 6),
                           SCR_PROP_CONFIGURABLE);
}
