/* objbuiltins.c - the Object constructor, its static methods (keys, values,
 * entries, assign, freeze, create, defineProperty, ...),
 * Object.prototype (hasOwnProperty, toString, ...) and Reflect. */
#include "builtins/objbuiltins.h"
#include "core/native.h"

#include "core/function.h"
#include "core/typedarray.h"
#include "core/str.h"
#include "core/array.h"
#include "core/ops.h"

#include <stdio.h>
#include <stdlib.h>

static ScrValue desc_object_take(ScrPropDesc *dp);

NATIVE(object_ctor) {
    (void)this_val;
    if (!scr_is_undefined(nt) && nt != fn) {
        ScrValue p = scr__proto_from_ctor(nt, scr__thread.realm->object_proto);
        if (scr_is_exception(p)) return p;
        ScrValue o = scr_object_new_proto(p);
        scr_release(p);
        return o;
    }
    if (scr_is_nullish(ARG(0))) return scr_object_new();
    return scr__to_object(ARG(0));
}

/* keys/values/entries share one walk; magic 0 keys, 1 values, 2 entries. */
NATIVE(object_kve) {
    (void)this_val, (void)nt;
    int mode = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue o = scr__to_object(ARG(0));
    if (scr_is_exception(o)) return o;
    ScrValue keys = scr__own_keys(o, SCR_KEYS_STRINGS);
    ScrValue out = scr_array_new(0);
    uint32_t n = scr_array_length(keys);
    for (uint32_t i = 0; i < n; i++) {
        ScrValue k = scr_array_at(keys, i);
        ScrPropDesc d;
        int f = scr__get_own_property(o, k, &d);
        bool en = f == 1 && (d.flags & SCR_PROP_ENUMERABLE);
        scr__desc_release(&d);
        if (!en) continue;
        if (mode == 0) {
            scr_array_push(out, k);
            continue;
        }
        ScrValue v = scr_get(o, k);
        if (scr_is_exception(v)) {
            scr_release(out);
            out = SCR_EXCEPTION;
            break;
        }
        if (mode == 1) {
            scr__array_push_take(out, v);
        } else {
            ScrValue pair[2] = {scr_dup(k), v};
            scr__array_push_take(out, scr_array_from_take(2, pair));
        }
    }
    scr_release(keys);
    scr_release(o);
    return out;
}

NATIVE(object_assign) {
    (void)this_val, (void)nt, (void)fn;
    ScrValue t = scr__to_object(ARG(0));
    if (scr_is_exception(t)) return t;
    for (int i = 1; i < argc; i++) {
        ScrValue src = argv[i];
        if (scr_is_nullish(src)) continue;
        ScrValue keys = scr__own_keys(src, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
        uint32_t n = scr_array_length(keys);
        for (uint32_t j = 0; j < n; j++) {
            ScrValue k = scr_array_at(keys, j);
            ScrPropDesc d;
            int f = scr__get_own_property(src, k, &d);
            bool en = f == 1 && (d.flags & SCR_PROP_ENUMERABLE);
            scr__desc_release(&d);
            if (!en) continue;
            ScrValue v = scr_get(src, k);
            int r = scr_is_exception(v) ? -1 : scr_set(t, k, v);
            if (!scr_is_exception(v)) scr_release(v);
            if (r < 0) {
                scr_release(keys);
                scr_release(t);
                return SCR_EXCEPTION;
            }
        }
        scr_release(keys);
    }
    return t;
}

NATIVE(object_freeze) {
    UNUSED;
    if (scr__class_of(ARG(0)) == SCR_CLASS_TYPED_ARRAY && ((ScrTypedArray *)scr_obj(ARG(0)))->length)
        return scr_throw_type_error("Cannot freeze array buffer views with elements");
    if (scr_is_object(ARG(0))) scr__object_freeze(ARG(0));
    return scr_dup(ARG(0));
}

NATIVE(object_is_frozen) {
    UNUSED;
    return scr_bool(scr__object_is_frozen(ARG(0)));
}

NATIVE(object_seal) {
    UNUSED;
    if (scr_is_object(ARG(0))) scr__object_seal(ARG(0), false);
    return scr_dup(ARG(0));
}

NATIVE(object_is_sealed) {
    UNUSED;
    return scr_bool(scr__object_is_sealed(ARG(0)));
}

NATIVE(object_has_own) {
    UNUSED;
    ScrValue o = scr__to_object(ARG(0));
    if (scr_is_exception(o)) return o;
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) {
        scr_release(o);
        return key;
    }
    ScrPropDesc d;
    int f = scr__get_own_property(o, key, &d);
    if (f == 1) scr__desc_release(&d);
    scr_release(o);
    scr_release(key);
    return f < 0 ? SCR_EXCEPTION : scr_bool(f);
}

NATIVE(object_get_own_property_descriptors) {
    UNUSED;
    ScrValue o = scr__to_object(ARG(0));
    if (scr_is_exception(o)) return o;
    ScrValue keys = scr__own_keys(o, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
    ScrValue r = scr_is_exception(keys) ? SCR_EXCEPTION : scr_object_new();
    uint32_t n = scr_is_exception(keys) ? 0 : scr_array_length(keys);
    for (uint32_t i = 0; i < n; i++) {
        ScrValue k = scr_array_at(keys, i);
        ScrPropDesc d;
        int f = scr__get_own_property(o, k, &d);
        if (f < 0) {
            scr_release(r);
            r = SCR_EXCEPTION;
            break;
        }
        if (f == 0) continue;
        scr__define_value_take(r, k, desc_object_take(&d), SCR_PROP_CWE);
    }
    if (!scr_is_exception(keys)) scr_release(keys);
    scr_release(o);
    return r;
}

/* Object.prototype.__proto__. */
NATIVE(op_proto_get) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrValue p = scr_dup(scr__get_proto(o));
    scr_release(o);
    return p;
}

NATIVE(op_proto_set) {
    UNUSED;
    if (scr_is_nullish(this_val))
        return scr_throw_type_error("Object.prototype.__proto__ called on null or undefined");
    ScrValue p = ARG(0);
    if ((!scr_is_object(p) && !scr_is_null(p)) || !scr_is_object(this_val)) return SCR_UNDEFINED;
    if (scr__get_proto(this_val) == p) return SCR_UNDEFINED;
    for (ScrValue q = p; scr_is_object(q); q = scr__get_proto(q))
        if (q == this_val) return scr_throw_type_error("Cyclic __proto__ value");
    if (!scr_obj(this_val)->extensible) {
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        return scr_throw_type_error("%s is not extensible", buf);
    }
    return scr__set_proto(this_val, p) < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
}

NATIVE(object_prevent_extensions) {
    UNUSED;
    if (scr_is_object(ARG(0))) scr_obj(ARG(0))->extensible = 0;
    return scr_dup(ARG(0));
}

NATIVE(object_is_extensible) {
    UNUSED;
    return scr_bool(scr_is_object(ARG(0)) && scr_obj(ARG(0))->extensible);
}

static int to_descriptor(ScrValue d, ScrPropDesc *out, int *has) {
    out->flags = 0;
    out->value = out->getter = out->setter = SCR_UNDEFINED;
    *has = 0;
    if (!scr_is_object(d)) {
        char buf[128];
        scr__value_describe(d, buf, sizeof buf);
        scr_throw_type_error("Property description must be an object: %s", buf);
        return -1;
    }
    static const struct {
        const char *name;
        int has, flag;
    } bools[] = {
        {"enumerable", SCR_DESC_HAS_ENUMERABLE, SCR_PROP_ENUMERABLE},
        {"configurable", SCR_DESC_HAS_CONFIGURABLE, SCR_PROP_CONFIGURABLE},
        {"writable", SCR_DESC_HAS_WRITABLE, SCR_PROP_WRITABLE},
    };
    for (int i = 0; i < 3; i++) {
        ScrValue k = scr__atom(bools[i].name);
        if (!scr__has_property(d, k)) continue;
        ScrValue v = scr_get(d, k);
        if (scr_is_exception(v)) return -1;
        *has |= bools[i].has;
        if (scr_to_boolean(v)) out->flags |= bools[i].flag;
        scr_release(v);
    }
    if (scr__has_property(d, SCR_ATOM("value"))) {
        out->value = scr__get_str(d, "value");
        if (scr_is_exception(out->value)) return -1;
        *has |= SCR_DESC_HAS_VALUE;
    }
    const char *acc[2] = {"get", "set"};
    for (int i = 0; i < 2; i++) {
        if (!scr__has_property(d, scr__atom(acc[i]))) continue;
        ScrValue f = scr__get_str(d, acc[i]);
        if (scr_is_exception(f)) return -1;
        if (!scr_is_undefined(f) && !scr__is_callable(f)) {
            char buf[128];
            scr__value_describe(f, buf, sizeof buf);
            scr_release(f);
            scr_throw_type_error("%s must be a function: %s", i ? "Setter" : "Getter", buf);
            return -1;
        }
        if (i) out->setter = f;
        else out->getter = f;
        *has |= i ? SCR_DESC_HAS_SET : SCR_DESC_HAS_GET;
    }
    if ((*has & (SCR_DESC_HAS_GET | SCR_DESC_HAS_SET)) &&
        (*has & (SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE))) {
        char buf[128];
        scr__value_describe(d, buf, sizeof buf);
        scr_throw_type_error("Invalid property descriptor. Cannot both specify accessors and a value or writable "
                             "attribute, %s",
                             buf);
        return -1;
    }
    return 0;
}

NATIVE(object_define_property) {
    UNUSED;
    ScrValue o = ARG(0);
    if (!scr_is_object(o)) return scr_throw_type_error("Object.defineProperty called on non-object");
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) return key;
    ScrPropDesc d;
    int has;
    int r = to_descriptor(ARG(2), &d, &has);
    if (r == 0) r = scr__define_own_property(o, key, &d, has);
    scr__desc_release(&d);
    scr_release(key);
    return r < 0 ? SCR_EXCEPTION : scr_dup(o);
}

NATIVE(object_define_properties) {
    UNUSED;
    ScrValue o = ARG(0);
    if (!scr_is_object(o)) return scr_throw_type_error("Object.defineProperties called on non-object");
    ScrValue props = scr__to_object(ARG(1));
    if (scr_is_exception(props)) return props;
    ScrValue keys = scr__own_keys(props, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS | SCR_KEYS_ENUMERABLE);
    int r = 0;
    for (uint32_t i = 0; i < scr_array_length(keys) && r == 0; i++) {
        ScrValue k = scr_array_at(keys, i);
        ScrValue dv = scr_get(props, k);
        if (scr_is_exception(dv)) {
            r = -1;
            break;
        }
        ScrPropDesc d;
        int has;
        r = to_descriptor(dv, &d, &has);
        if (r == 0) r = scr__define_own_property(o, k, &d, has);
        scr__desc_release(&d);
        scr_release(dv);
    }
    scr_release(keys);
    scr_release(props);
    return r < 0 ? SCR_EXCEPTION : scr_dup(o);
}

NATIVE(object_get_own_property_descriptor) {
    UNUSED;
    ScrValue o = scr__to_object(ARG(0));
    if (scr_is_exception(o)) return o;
    ScrPropDesc d;
    int f = scr__get_own_property(o, ARG(1), &d);
    scr_release(o);
    if (f < 0) return SCR_EXCEPTION;
    if (f == 0) return SCR_UNDEFINED;
    return desc_object_take(&d);
}

/* FromPropertyDescriptor: a new descriptor object; releases d. */
static ScrValue desc_object_take(ScrPropDesc *dp) {
    ScrPropDesc d = *dp;
    ScrValue r = scr_object_new();
    if (d.flags & SCR_PROP_ACCESSOR) {
        scr__define_str_take(r, "get", scr_dup(d.getter), SCR_PROP_CWE);
        scr__define_str_take(r, "set", scr_dup(d.setter), SCR_PROP_CWE);
    } else {
        scr__define_str_take(r, "value", scr_dup(d.value), SCR_PROP_CWE);
        scr__define_str_take(r, "writable", scr_bool(d.flags & SCR_PROP_WRITABLE), SCR_PROP_CWE);
    }
    scr__define_str_take(r, "enumerable", scr_bool(d.flags & SCR_PROP_ENUMERABLE), SCR_PROP_CWE);
    scr__define_str_take(r, "configurable", scr_bool(d.flags & SCR_PROP_CONFIGURABLE), SCR_PROP_CWE);
    scr__desc_release(&d);
    return r;
}

NATIVE(object_get_own_property_names) {
    (void)this_val, (void)nt, (void)argc, (void)argv;
    int which = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue o = scr__to_object(ARG(0));
    if (scr_is_exception(o)) return o;
    ScrValue r = scr__own_keys(o, which);
    scr_release(o);
    return r;
}

NATIVE(object_create) {
    UNUSED;
    ScrValue p = ARG(0);
    if (!scr_is_object(p) && !scr_is_null(p)) {
        char buf[128];
        scr__value_describe(p, buf, sizeof buf);
        return scr_throw_type_error("Object prototype may only be an Object or null: %s", buf);
    }
    ScrValue o = scr_object_new_proto(p);
    if (!scr_is_undefined(ARG(1))) {
        ScrValue args[2] = {o, ARG(1)};
        ScrValue r = object_define_properties(fn, SCR_UNDEFINED, 2, args, SCR_UNDEFINED);
        if (scr_is_exception(r)) {
            scr_release(o);
            return r;
        }
        scr_release(r);
    }
    return o;
}

NATIVE(object_get_prototype_of) {
    UNUSED;
    ScrValue o = scr__to_object(ARG(0));
    if (scr_is_exception(o)) return o;
    ScrValue p = scr_dup(scr__get_proto(o));
    scr_release(o);
    return p;
}

NATIVE(object_set_prototype_of) {
    UNUSED;
    ScrValue o = ARG(0), p = ARG(1);
    if (scr_is_nullish(o))
        return scr_throw_type_error("Object.setPrototypeOf called on null or undefined");
    if (!scr_is_object(p) && !scr_is_null(p)) {
        char buf[128];
        scr__value_describe(p, buf, sizeof buf);
        return scr_throw_type_error("Object prototype may only be an Object or null: %s", buf);
    }
    if (!scr_is_object(o)) return scr_dup(o);
    if (scr__set_proto(o, p) < 0) return SCR_EXCEPTION;
    return scr_dup(o);
}

NATIVE(object_from_entries) {
    UNUSED;
    ScrValue o = scr_object_new();
    ScrIter it = SCR_ITER_INIT;
    if (scr_iter_open(&it, ARG(0), NULL) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    ScrValue e;
    int r;
    while ((r = scr_iter_next(&it, &e)) == 1) {
        if (!scr_is_object(e)) {
            char buf[128];
            scr__value_describe(e, buf, sizeof buf);
            scr_release(e);
            scr_throw_type_error("Iterator value %s is not an entry object", buf);
            scr_iter_close(&it, true);
            r = -1;
            break;
        }
        ScrValue k = scr__get_index(e, 0);
        ScrValue v = scr_is_exception(k) ? SCR_EXCEPTION : scr__get_index(e, 1);
        scr_release(e);
        if (scr_is_exception(v)) {
            if (!scr_is_exception(k)) scr_release(k);
            scr_iter_close(&it, true);
            r = -1;
            break;
        }
        r = scr_define_field(o, k, v);
        scr_release(k);
        scr_release(v);
        if (r < 0) {
            scr_iter_close(&it, true);
            break;
        }
    }
    scr_iter_release(&it);
    if (r < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

NATIVE(object_is) {
    UNUSED;
    return scr_bool(scr__same_value(ARG(0), ARG(1)));
}

/* ------------------------------------------------------------------------
 * Object.prototype.
 * ---------------------------------------------------------------------- */

NATIVE(op_has_own_property) {
    UNUSED;
    ScrValue key = scr__to_key(ARG(0));
    if (scr_is_exception(key)) return key;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) {
        scr_release(key);
        return o;
    }
    ScrPropDesc d;
    int f = scr__get_own_property(o, key, &d);
    scr__desc_release(&d);
    scr_release(o);
    scr_release(key);
    return f < 0 ? SCR_EXCEPTION : scr_bool(f);
}

NATIVE(op_property_is_enumerable) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrPropDesc d;
    int f = scr__get_own_property(o, ARG(0), &d);
    scr__desc_release(&d);
    scr_release(o);
    return f < 0 ? SCR_EXCEPTION : scr_bool(f == 1 && (d.flags & SCR_PROP_ENUMERABLE));
}

NATIVE(op_is_prototype_of) {
    UNUSED;
    if (!scr_is_object(ARG(0))) return SCR_FALSE;
    for (ScrValue p = scr_obj(ARG(0))->proto; scr_is_object(p); p = scr_obj(p)->proto)
        if (p == this_val) return SCR_TRUE;
    return SCR_FALSE;
}

NATIVE(op_to_string) {
    UNUSED;
    const char *tag;
    /* Undefined and null have no @@toStringTag to look up. */
    if (scr_is_undefined(this_val)) return scr_string_from_utf8("[object Undefined]", 18);
    if (scr_is_null(this_val)) return scr_string_from_utf8("[object Null]", 13);
    if (scr_is_string(this_val)) tag = "String";
    else if (scr_is_number(this_val)) tag = "Number";
    else if (scr_is_bool(this_val)) tag = "Boolean";
    else if (scr_is_symbol(this_val)) tag = "Symbol";
    else tag = scr__class_name(scr__class_of(this_val));
    ScrValue t = scr_get(this_val, scr__thread.realm->sym_to_string_tag);
    if (scr_is_exception(t)) return t;
    char buf[256];
    if (scr_is_string(t)) {
        char *s = scr__string_to_utf8(t, NULL);
        snprintf(buf, sizeof buf, "[object %s]", s);
        free(s);
    } else {
        snprintf(buf, sizeof buf, "[object %s]", tag);
    }
    scr_release(t);
    return scr_string_from_utf8(buf, strlen(buf));
}

NATIVE(op_to_locale_string) {
    UNUSED;
    ScrValue f = scr__get_str(this_val, "toString");
    if (scr_is_exception(f)) return f;
    ScrValue r = scr_call(f, this_val, 0, NULL, NULL);
    scr_release(f);
    return r;
}

NATIVE(op_value_of) {
    UNUSED;
    return scr__to_object(this_val);
}

/* ------------------------------------------------------------------------
 * Reflect. The object model reports a refused operation (a non-writable
 * property, a non-extensible object, a non-configurable delete) by
 * throwing a TypeError; Reflect's boolean methods run only steps that
 * cannot call JS code at that point, so a throw there is a refusal and
 * becomes false. Anything that may run JS code (key conversion, descriptor
 * reads, an array length's valueOf, setters) runs first, and its
 * exceptions propagate.
 * ---------------------------------------------------------------------- */

static ScrValue reflect_target(ScrValue v, const char *name) {
    if (scr_is_object(v)) return SCR_UNDEFINED;
    return scr_throw_type_error("Reflect.%s called on non-object", name);
}

/* -1 with the exception pending, else 0/1 for a refusal/success. */
static int refused(int r) {
    if (r >= 0) return 1;
    scr_release(scr_exception_take());
    return 0;
}

/* An array length about to be defined: converted (which may run JS code
 * and throws RangeError for a bad length) and replaced by the number. */
static int settle_array_length(ScrValue o, ScrValue key, ScrValue *value) {
    if (scr__class_of(o) != SCR_CLASS_ARRAY || key != SCR_ATOM("length")) return 0;
    double n;
    if (scr_to_number(*value, &n) < 0) return -1;
    if (!(n >= 0 && n <= 4294967295.0 && n == (double)(uint32_t)n)) {
        scr_throw_range_error("Invalid array length");
        return -1;
    }
    scr_release(*value);
    *value = scr_number(n);
    return 0;
}

/* [[DefineOwnProperty]] as a boolean; d's value is settled first. -1 only
 * for an exception from JS code. */
static int define_soft(ScrValue o, ScrValue key, ScrPropDesc *d, int has) {
    if ((has & SCR_DESC_HAS_VALUE) && settle_array_length(o, key, &d->value) < 0) return -1;
    return refused(scr__define_own_property(o, key, d, has));
}

static ScrValue throw_not_constructor(ScrValue v) {
    ScrValue s = scr_is_symbol(v) ? SCR_EXCEPTION : scr_to_string(v);
    if (scr_is_exception(s)) {
        if (!scr_is_symbol(v)) scr_release(scr_exception_take());
        char buf[128];
        scr__value_describe(v, buf, sizeof buf);
        return scr_throw_type_error("%s is not a constructor", buf);
    }
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    scr_throw_type_error("%s is not a constructor", u);
    free(u);
    return SCR_EXCEPTION;
}

NATIVE(reflect_apply) {
    UNUSED;
    ScrValue f = ARG(0);
    if (!scr__is_callable(f)) return scr__throw_apply_not_callable(f);
    ScrValue *a;
    int n;
    if (scr__list_from_array_like(ARG(2), &a, &n) < 0) return SCR_EXCEPTION;
    ScrValue r = scr_call(f, ARG(1), n, a, NULL);
    scr__list_free(a, n);
    return r;
}

NATIVE(reflect_construct) {
    UNUSED;
    ScrValue f = ARG(0), target = argc > 2 ? argv[2] : f;
    if (!scr__is_constructor(f)) return throw_not_constructor(f);
    if (!scr__is_constructor(target)) return throw_not_constructor(target);
    ScrValue *a;
    int n;
    if (scr__list_from_array_like(ARG(1), &a, &n) < 0) return SCR_EXCEPTION;
    ScrValue r = scr__construct(f, n, a, target);
    scr__list_free(a, n);
    return r;
}

NATIVE(reflect_define_property) {
    UNUSED;
    ScrValue o = ARG(0);
    if (scr_is_exception(reflect_target(o, "defineProperty"))) return SCR_EXCEPTION;
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) return key;
    ScrPropDesc d;
    int has;
    int r = to_descriptor(ARG(2), &d, &has);
    if (r == 0) r = define_soft(o, key, &d, has);
    scr__desc_release(&d);
    scr_release(key);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

NATIVE(reflect_delete_property) {
    UNUSED;
    ScrValue o = ARG(0);
    if (scr_is_exception(reflect_target(o, "deleteProperty"))) return SCR_EXCEPTION;
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) return key;
    int r = refused(scr_delete(o, key));
    scr_release(key);
    return scr_bool(r);
}

NATIVE(reflect_get) {
    UNUSED;
    ScrValue o = ARG(0);
    if (scr_is_exception(reflect_target(o, "get"))) return SCR_EXCEPTION;
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) return key;
    ScrValue r = scr__get_with_receiver(o, key, argc > 2 ? argv[2] : o);
    scr_release(key);
    return r;
}

NATIVE(reflect_get_own_property_descriptor) {
    UNUSED;
    if (scr_is_exception(reflect_target(ARG(0), "getOwnPropertyDescriptor"))) return SCR_EXCEPTION;
    return object_get_own_property_descriptor(fn, this_val, argc, argv, nt);
}

NATIVE(reflect_get_prototype_of) {
    UNUSED;
    if (scr_is_exception(reflect_target(ARG(0), "getPrototypeOf"))) return SCR_EXCEPTION;
    return scr_dup(scr__get_proto(ARG(0)));
}

NATIVE(reflect_has) {
    UNUSED;
    ScrValue o = ARG(0);
    if (scr_is_exception(reflect_target(o, "has"))) return SCR_EXCEPTION;
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) return key;
    int r = scr__has_property(o, key);
    scr_release(key);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

NATIVE(reflect_is_extensible) {
    UNUSED;
    if (scr_is_exception(reflect_target(ARG(0), "isExtensible"))) return SCR_EXCEPTION;
    return scr_bool(scr_obj(ARG(0))->extensible);
}

NATIVE(reflect_own_keys) {
    UNUSED;
    if (scr_is_exception(reflect_target(ARG(0), "ownKeys"))) return SCR_EXCEPTION;
    return scr__own_keys(ARG(0), SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
}

NATIVE(reflect_prevent_extensions) {
    UNUSED;
    if (scr_is_exception(reflect_target(ARG(0), "preventExtensions"))) return SCR_EXCEPTION;
    scr_obj(ARG(0))->extensible = 0;
    return SCR_TRUE;
}

/* OrdinarySet(o, key, v, receiver) as a boolean: 1, 0, or -1. */
static int reflect_set_key(ScrValue o, ScrValue key, ScrValue v, ScrValue receiver) {
    ScrPropDesc d;
    int found = 0;
    /* A typed array's [[Set]] of a numeric key on itself is an element
     * store, true even past the end (core/object.c does it). */
    double nk;
    if (o == receiver && scr__class_of(o) == SCR_CLASS_TYPED_ARRAY && scr__ta_numeric_key(key, &nk))
        return scr__set_with_receiver(o, key, v, receiver) < 0 ? -1 : 1;
    for (ScrValue cur = o; scr_is_object(cur); cur = scr__get_proto(cur)) {
        found = scr__get_own_property(cur, key, &d);
        if (found < 0) return -1;
        if (found) break;
    }
    if (found && (d.flags & SCR_PROP_ACCESSOR)) {
        ScrValue setter = scr_dup(d.setter);
        scr__desc_release(&d);
        if (scr_is_undefined(setter)) return 0;
        ScrValue r = scr_call(setter, receiver, 1, &v, NULL);
        scr_release(setter);
        if (scr_is_exception(r)) return -1;
        scr_release(r);
        return 1;
    }
    bool writable = !found || (d.flags & SCR_PROP_WRITABLE);
    if (found) scr__desc_release(&d);
    if (!writable || !scr_is_object(receiver)) return 0;
    ScrPropDesc nd = {.value = scr_dup(v), .getter = SCR_UNDEFINED, .setter = SCR_UNDEFINED};
    int has;
    int existing = scr__get_own_property(receiver, key, &d);
    if (existing < 0) {
        scr_release(nd.value);
        return -1;
    }
    if (existing) {
        bool ok = !(d.flags & SCR_PROP_ACCESSOR) && (d.flags & SCR_PROP_WRITABLE);
        scr__desc_release(&d);
        if (!ok) {
            scr_release(nd.value);
            return 0;
        }
        has = SCR_DESC_HAS_VALUE;
    } else {
        nd.flags = SCR_PROP_CWE;
        has = SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE | SCR_DESC_HAS_ENUMERABLE | SCR_DESC_HAS_CONFIGURABLE;
    }
    int r = define_soft(receiver, key, &nd, has);
    scr__desc_release(&nd);
    return r;
}

NATIVE(reflect_set) {
    UNUSED;
    ScrValue o = ARG(0);
    if (scr_is_exception(reflect_target(o, "set"))) return SCR_EXCEPTION;
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) return key;
    int r = reflect_set_key(o, key, ARG(2), argc > 3 ? argv[3] : o);
    scr_release(key);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

NATIVE(reflect_set_prototype_of) {
    UNUSED;
    ScrValue o = ARG(0), p = ARG(1);
    if (scr_is_exception(reflect_target(o, "setPrototypeOf"))) return SCR_EXCEPTION;
    if (!scr_is_object(p) && !scr_is_null(p)) {
        char buf[128];
        scr__value_describe(p, buf, sizeof buf);
        return scr_throw_type_error("Object prototype may only be an Object or null: %s", buf);
    }
    return scr_bool(refused(scr__set_proto(o, p)));
}

static void reflect_init(void) {
    ScrValue r = scr_object_new();
    scr__define_str_take(scr__thread.realm->global, "Reflect", r, SCR_PROP_CW);
    /* V8's order of the own keys. */
    scr__define_native(r, "defineProperty", reflect_define_property, 3);
    scr__define_native(r, "deleteProperty", reflect_delete_property, 2);
    scr__define_native(r, "apply", reflect_apply, 3);
    scr__define_native(r, "construct", reflect_construct, 2);
    scr__define_native(r, "get", reflect_get, 2);
    scr__define_native(r, "getOwnPropertyDescriptor", reflect_get_own_property_descriptor, 2);
    scr__define_native(r, "getPrototypeOf", reflect_get_prototype_of, 1);
    scr__define_native(r, "has", reflect_has, 2);
    scr__define_native(r, "isExtensible", reflect_is_extensible, 1);
    scr__define_native(r, "ownKeys", reflect_own_keys, 1);
    scr__define_native(r, "preventExtensions", reflect_prevent_extensions, 1);
    scr__define_native(r, "set", reflect_set, 3);
    scr__define_native(r, "setPrototypeOf", reflect_set_prototype_of, 2);
    scr__define_value_take(r, scr__thread.realm->sym_to_string_tag, scr_dup(SCR_ATOM("Reflect")),
                           SCR_PROP_CONFIGURABLE);
}

void scr__object_init(void) {
    ScrValue proto = scr__thread.realm->object_proto;
    ScrValue c = scr__native_ctor_new(object_ctor, "Object", 1, proto);
    scr__thread.realm->object_ctor = c;
    scr__define_str_take(scr__thread.realm->global, "Object", scr_dup(c), SCR_PROP_CW);
    static const char *const kve[3] = {"keys", "values", "entries"};
    for (int i = 0; i < 3; i++)
        scr__define_str_take(c, kve[i], scr__native_new_ex(object_kve, kve[i], 1, i, SCR_UNDEFINED),
                             SCR_PROP_CW);
    scr__define_native(c, "assign", object_assign, 2);
    scr__define_native(c, "freeze", object_freeze, 1);
    scr__define_native(c, "isFrozen", object_is_frozen, 1);
    scr__define_native(c, "preventExtensions", object_prevent_extensions, 1);
    scr__define_native(c, "isExtensible", object_is_extensible, 1);
    scr__define_native(c, "create", object_create, 2);
    scr__define_native(c, "getPrototypeOf", object_get_prototype_of, 1);
    scr__define_native(c, "setPrototypeOf", object_set_prototype_of, 2);
    scr__define_native(c, "defineProperty", object_define_property, 3);
    scr__define_native(c, "defineProperties", object_define_properties, 2);
    scr__define_native(c, "getOwnPropertyDescriptor", object_get_own_property_descriptor, 2);
    scr__define_str_take(c, "getOwnPropertyNames",
                         scr__native_new_ex(object_get_own_property_names, "getOwnPropertyNames", 1,
                                            SCR_KEYS_STRINGS, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_str_take(c, "getOwnPropertySymbols",
                         scr__native_new_ex(object_get_own_property_names, "getOwnPropertySymbols", 1,
                                            SCR_KEYS_SYMBOLS, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_native(c, "fromEntries", object_from_entries, 1);
    scr__define_native(c, "is", object_is, 2);
    scr__define_native(c, "seal", object_seal, 1);
    scr__define_native(c, "isSealed", object_is_sealed, 1);
    scr__define_native(c, "hasOwn", object_has_own, 2);
    scr__define_native(c, "getOwnPropertyDescriptors", object_get_own_property_descriptors, 1);
    scr__define_native_accessor(proto, "__proto__", op_proto_get, op_proto_set);

    scr__define_native(proto, "hasOwnProperty", op_has_own_property, 1);
    scr__define_native(proto, "isPrototypeOf", op_is_prototype_of, 1);
    scr__define_native(proto, "propertyIsEnumerable", op_property_is_enumerable, 1);
    scr__define_native(proto, "toString", op_to_string, 0);
    scr__define_native(proto, "toLocaleString", op_to_locale_string, 0);
    scr__define_native(proto, "valueOf", op_value_of, 0);
    reflect_init();
}
