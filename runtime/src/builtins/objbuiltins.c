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
#include "core/proxy.h"

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
    if (scr_is_exception(keys)) {
        scr_release(o);
        return keys;
    }
    ScrValue out = scr_array_new(0);
    uint32_t n = scr_array_length(keys);
    for (uint32_t i = 0; i < n; i++) {
        ScrValue k = scr_array_at(keys, i);
        ScrPropDesc d;
        int f = scr__get_own_property(o, k, &d);
        bool en = f == 1 && (d.flags & SCR_PROP_ENUMERABLE);
        scr__desc_release(&d);
        if (f < 0) {
            scr_release(out);
            out = SCR_EXCEPTION;
            break;
        }
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
        if (scr_is_exception(keys)) {
            scr_release(t);
            return keys;
        }
        uint32_t n = scr_array_length(keys);
        for (uint32_t j = 0; j < n; j++) {
            ScrValue k = scr_array_at(keys, j);
            ScrPropDesc d;
            int f = scr__get_own_property(src, k, &d);
            bool en = f == 1 && (d.flags & SCR_PROP_ENUMERABLE);
            scr__desc_release(&d);
            ScrValue v = f < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
            if (f >= 0 && !en) continue;
            if (f >= 0) v = scr_get(src, k);
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

/* Freeze and seal (magic 1 and 0); a proxy goes through its traps. */
NATIVE(object_freeze) {
    UNUSED;
    bool frozen = ((ScrFunction *)scr_obj(fn))->magic;
    if (frozen && scr__class_of(ARG(0)) == SCR_CLASS_TYPED_ARRAY && ((ScrTypedArray *)scr_obj(ARG(0)))->length)
        return scr_throw_type_error("Cannot freeze array buffer views with elements");
    if (scr__is_proxy(ARG(0))) {
        if (scr__set_integrity_level(ARG(0), frozen) < 0) return SCR_EXCEPTION;
    } else if (scr_is_object(ARG(0))) {
        scr__object_seal(ARG(0), frozen);
    }
    return scr_dup(ARG(0));
}

NATIVE(object_is_frozen) {
    UNUSED;
    bool frozen = ((ScrFunction *)scr_obj(fn))->magic;
    if (scr__is_proxy(ARG(0))) {
        int r = scr__test_integrity_level(ARG(0), frozen);
        return r < 0 ? SCR_EXCEPTION : scr_bool(r);
    }
    return scr_bool(frozen ? scr__object_is_frozen(ARG(0)) : scr__object_is_sealed(ARG(0)));
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
    ScrValue p = scr__get_prototype_of(o);
    scr_release(o);
    return p;
}

NATIVE(op_proto_set) {
    UNUSED;
    if (scr_is_nullish(this_val))
        return scr_throw_type_error("Object.prototype.__proto__ called on null or undefined");
    ScrValue p = ARG(0);
    if ((!scr_is_object(p) && !scr_is_null(p)) || !scr_is_object(this_val)) return SCR_UNDEFINED;
    if (scr__is_proxy(this_val)) {
        int r = scr__set_prototype_of(this_val, p, false);
        if (r == 0) return scr_throw_type_error("'setPrototypeOf' on proxy: trap returned falsish");
        return r < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
    }
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
    if (scr__prevent_extensions(ARG(0), true) < 0) return SCR_EXCEPTION;
    return scr_dup(ARG(0));
}

NATIVE(object_is_extensible) {
    UNUSED;
    int r = scr__is_extensible(ARG(0));
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

#define to_descriptor scr__to_property_descriptor

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
    ScrValue r = scr__from_property_descriptor(dp, -1);
    scr__desc_release(dp);
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
        return scr__throw_with_value(SCR_ERR_TYPE,
                                     "Object prototype may only be an Object or null: ", p, "");
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
    ScrValue p = scr__get_prototype_of(o);
    scr_release(o);
    return p;
}

NATIVE(object_set_prototype_of) {
    UNUSED;
    ScrValue o = ARG(0), p = ARG(1);
    if (scr_is_nullish(o))
        return scr_throw_type_error("Object.setPrototypeOf called on null or undefined");
    if (!scr_is_object(p) && !scr_is_null(p)) {
        return scr__throw_with_value(SCR_ERR_TYPE,
                                     "Object prototype may only be an Object or null: ", p, "");
    }
    if (!scr_is_object(o)) return scr_dup(o);
    if (scr__set_prototype_of(o, p, true) < 0) return SCR_EXCEPTION;
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
            scr__throw_with_value(SCR_ERR_TYPE, "Iterator value ", e, " is not an entry object");
            scr_release(e);
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
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    bool found = false;
    ScrValue p = scr__get_prototype_of(ARG(0));
    while (scr_is_object(p) && !found) {
        found = p == o;
        ScrValue next = scr__get_prototype_of(p);
        scr_release(p);
        p = next;
    }
    scr_release(o);
    if (scr_is_exception(p)) return p;
    scr_release(p);
    return scr_bool(found);
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
    else if (scr__is_proxy(this_val)) {
        /* builtinTag of a proxy: IsArray sees through it, callability was
         * fixed at creation. */
        ScrProxy *x = (ScrProxy *)scr_obj(this_val);
        int a = scr__is_array_deep(this_val);
        if (a < 0) {
            scr_release(scr_exception_take());
            return scr_throw_type_error("Cannot perform 'Object.prototype.toString' on a proxy that has been revoked");
        }
        tag = a ? "Array" : x->callable ? "Function" : "Object";
    } else tag = scr__class_name(scr__class_of(this_val));
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

/* Annex B's legacy accessors: __defineGetter__ and __defineSetter__
 * (magic 0 and 1), __lookupGetter__ and __lookupSetter__ (the same). */
NATIVE(op_define_accessor) {
    UNUSED;
    bool setter = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    if (!scr__is_callable(ARG(1))) {
        scr_release(o);
        return scr_throw_type_error("Object.prototype.__define%s__: Expecting function",
                                    setter ? "Setter" : "Getter");
    }
    ScrValue key = scr__to_key(ARG(0));
    if (scr_is_exception(key)) {
        scr_release(o);
        return key;
    }
    ScrPropDesc d = {SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE | SCR_PROP_ACCESSOR, SCR_UNDEFINED,
                     SCR_UNDEFINED, SCR_UNDEFINED};
    if (setter) d.setter = ARG(1);
    else d.getter = ARG(1);
    int has = SCR_DESC_HAS_ENUMERABLE | SCR_DESC_HAS_CONFIGURABLE | (setter ? SCR_DESC_HAS_SET : SCR_DESC_HAS_GET);
    int r = scr__define_own_property_ex(o, key, &d, has, true);
    scr_release(key);
    scr_release(o);
    return r < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
}

NATIVE(op_lookup_accessor) {
    UNUSED;
    bool setter = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrValue key = scr__to_key(ARG(0));
    if (scr_is_exception(key)) {
        scr_release(o);
        return key;
    }
    ScrValue r = SCR_UNDEFINED;
    while (scr_is_object(o)) {
        ScrPropDesc d;
        int f = scr__get_own_property(o, key, &d);
        if (f < 0) {
            r = SCR_EXCEPTION;
            break;
        }
        if (f == 1) {
            if (d.flags & SCR_PROP_ACCESSOR) r = scr_dup(setter ? d.setter : d.getter);
            scr__desc_release(&d);
            break;
        }
        ScrValue next = scr__get_prototype_of(o);
        scr_release(o);
        o = next;
        if (scr_is_exception(o)) {
            r = SCR_EXCEPTION;
            break;
        }
    }
    if (!scr_is_exception(o)) scr_release(o);
    scr_release(key);
    return r;
}

NATIVE(op_value_of) {
    UNUSED;
    return scr__to_object(this_val);
}

/* ------------------------------------------------------------------------
 * Reflect. Its boolean methods call the internal methods of object.h
 * without `strict`, so a refusal is false and a proxy's trap results
 * arrive as they are; anything that may run JS code on an ordinary
 * object (key conversion, descriptor reads, an array length's valueOf,
 * setters) runs first, and its exceptions propagate.
 * ---------------------------------------------------------------------- */

static ScrValue reflect_target(ScrValue v, const char *name) {
    if (scr_is_object(v)) return SCR_UNDEFINED;
    return scr_throw_type_error("Reflect.%s called on non-object", name);
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
    return scr__define_own_property_ex(o, key, d, has, false);
}

static ScrValue throw_not_constructor(ScrValue v) {
    /* V8 describes a proxy by its target, and an object that is not a
     * function without calling its toString. */
    while (scr__is_proxy(v) && scr_is_object(((ScrProxy *)scr_obj(v))->target)) v = ((ScrProxy *)scr_obj(v))->target;
    if (scr_is_object(v) && !scr__is_callable(v)) {
        char buf[128];
        scr__value_describe(v, buf, sizeof buf);
        return scr_throw_type_error("%s is not a constructor", buf);
    }
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
    int r = scr__delete_property(o, key, false);
    scr_release(key);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
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
    return scr__get_prototype_of(ARG(0));
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
    int r = scr__is_extensible(ARG(0));
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

NATIVE(reflect_own_keys) {
    UNUSED;
    if (scr_is_exception(reflect_target(ARG(0), "ownKeys"))) return SCR_EXCEPTION;
    return scr__own_keys(ARG(0), SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS);
}

NATIVE(reflect_prevent_extensions) {
    UNUSED;
    if (scr_is_exception(reflect_target(ARG(0), "preventExtensions"))) return SCR_EXCEPTION;
    int r = scr__prevent_extensions(ARG(0), false);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

NATIVE(reflect_set) {
    UNUSED;
    ScrValue o = ARG(0);
    if (scr_is_exception(reflect_target(o, "set"))) return SCR_EXCEPTION;
    ScrValue key = scr__to_key(ARG(1));
    if (scr_is_exception(key)) return key;
    int r = scr__set_property(o, key, ARG(2), argc > 3 ? argv[3] : o, false);
    scr_release(key);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

NATIVE(reflect_set_prototype_of) {
    UNUSED;
    ScrValue o = ARG(0), p = ARG(1);
    if (scr_is_exception(reflect_target(o, "setPrototypeOf"))) return SCR_EXCEPTION;
    if (!scr_is_object(p) && !scr_is_null(p)) {
        return scr__throw_with_value(SCR_ERR_TYPE,
                                     "Object prototype may only be an Object or null: ", p, "");
    }
    int r = scr__set_prototype_of(o, p, false);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
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
    scr__define_str_take(c, "freeze", scr__native_new_ex(object_freeze, "freeze", 1, 1, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_str_take(c, "isFrozen", scr__native_new_ex(object_is_frozen, "isFrozen", 1, 1, SCR_UNDEFINED),
                         SCR_PROP_CW);
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
    scr__define_str_take(c, "seal", scr__native_new_ex(object_freeze, "seal", 1, 0, SCR_UNDEFINED), SCR_PROP_CW);
    scr__define_str_take(c, "isSealed", scr__native_new_ex(object_is_frozen, "isSealed", 1, 0, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_native(c, "hasOwn", object_has_own, 2);
    scr__define_native(c, "getOwnPropertyDescriptors", object_get_own_property_descriptors, 1);
    scr__define_native_accessor(proto, "__proto__", op_proto_get, op_proto_set);

    scr__define_native(proto, "hasOwnProperty", op_has_own_property, 1);
    scr__define_native(proto, "isPrototypeOf", op_is_prototype_of, 1);
    scr__define_native(proto, "propertyIsEnumerable", op_property_is_enumerable, 1);
    scr__define_native(proto, "toString", op_to_string, 0);
    scr__object_to_string_code = op_to_string;
    scr__define_native(proto, "toLocaleString", op_to_locale_string, 0);
    scr__define_native(proto, "valueOf", op_value_of, 0);
    static const char *const legacy[4] = {"__defineGetter__", "__defineSetter__", "__lookupGetter__",
                                          "__lookupSetter__"};
    for (int i = 0; i < 4; i++)
        scr__define_str_take(proto, legacy[i],
                             scr__native_new_ex(i < 2 ? op_define_accessor : op_lookup_accessor, legacy[i],
                                                i < 2 ? 2 : 1, i % 2, SCR_UNDEFINED),
                             SCR_PROP_CW);
    reflect_init();
}
