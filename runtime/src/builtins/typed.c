/* typed.c - ArrayBuffer, %TypedArray% with its eleven constructors, and
 * DataView: the constructors, statics and prototype methods. The element
 * model (layouts, conversions, keys) is core/typedarray.c; the reading
 * methods that behave exactly as Array.prototype's (forEach, indexOf,
 * join, ...) check their receiver and then run Array's own native. */
#include "builtins/typed.h"
#include "builtins/arrayproto.h"
#include "base/base.h"
#include "core/native.h"

#include "core/bigint.h"
#include "core/function.h"
#include "core/numconv.h"
#include "core/ops.h"
#include "core/str.h"
#include "core/typedarray.h"
#include "core/iter.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REALM (scr__thread.realm)

static bool is_ta(ScrValue v) { return scr__class_of(v) == SCR_CLASS_TYPED_ARRAY; }

static ScrTypedArray *this_ta(ScrValue v) {
    if (is_ta(v)) return scr__ta(v);
    scr_throw_type_error("this is not a typed array.");
    return NULL;
}

/* V8's TypeError for a view out of bounds of its resizable buffer. */
static ScrValue throw_oob(const char *method) {
    return scr_throw_type_error("Cannot perform %s on a detached ArrayBuffer", method);
}

/* The receiver of a %TypedArray%.prototype method, which must be a typed
 * array in bounds (fn's name makes the message). */
static ScrTypedArray *this_ta_in_bounds(ScrValue v, ScrValue fn) {
    ScrTypedArray *t = this_ta(v);
    if (!t || !(t->tracking & SCR_VIEW_OOB)) return t;
    ScrValue name = scr__get_str(fn, "name");
    char *n = scr_is_string(name) ? scr__string_to_utf8(name, NULL) : NULL;
    char method[96];
    snprintf(method, sizeof method, "%%TypedArray%%.prototype.%s", n ? n : "");
    free(n);
    scr_release(name);
    throw_oob(method);
    return NULL;
}

#define WITH_TA                                                                                    \
    ScrTypedArray *t = this_ta_in_bounds(this_val, fn);                                            \
    if (!t) return SCR_EXCEPTION

static uint8_t *elem_ptr(ScrTypedArray *t, uint32_t i) {
    return t->data + (size_t)i * scr__ta_size[t->type];
}

static void number_text(double d, char *buf) { scr__number_format(d, buf); }

/* ToIndex with V8's RangeError for the typed array length. */
static int to_length_index(ScrValue v, double *out, const char *fmt) {
    double d;
    if (scr__to_integer(v, &d) < 0) return -1;
    if (d < 0 || d > SCR_TA_MAX_BYTES) {
        char b[40];
        number_text(d, b);
        scr_throw_range_error(fmt, b);
        return -1;
    }
    *out = d;
    return 0;
}

/* RelativeIndex: an argument clamped into [0, len]. */
static int rel_index(ScrValue v, double len, double dflt, double *out) {
    if (scr_is_undefined(v)) {
        *out = dflt;
        return 0;
    }
    double d;
    if (scr__to_integer(v, &d) < 0) return -1;
    if (d < 0) d = fmax(len + d, 0);
    else d = fmin(d, len);
    *out = d;
    return 0;
}

/* ------------------------------------------------------------------------
 * Creating typed arrays.
 * ---------------------------------------------------------------------- */

/* A new typed array of type with its own zeroed buffer of len elements. */
static ScrValue ta_alloc(int type, double len, ScrValue proto) {
    if (len * scr__ta_size[type] > SCR_TA_MAX_BYTES) {
        char b[40];
        number_text(len, b);
        return scr_throw_range_error("Invalid typed array length: %s", b);
    }
    ScrValue buf = scr__array_buffer_new((size_t)len * scr__ta_size[type], REALM->array_buffer_proto);
    if (scr_is_exception(buf)) return buf;
    ScrValue t = scr__typed_array_new(type, buf, 0, (uint32_t)len, proto);
    scr_release(buf);
    return t;
}

/* Fills t from n values (borrowed), converting each. 0 or -1. */
static int fill_from_values(ScrTypedArray *t, uint32_t n, const ScrValue *vals) {
    for (uint32_t i = 0; i < n; i++)
        if (scr__ta_store(t, i, vals[i]) < 0) return -1;
    return 0;
}

static void values_free(ScrValue *v, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) scr_release(v[i]);
    free(v);
}

/* The values of an iterable (with its iterator method m) as a C array. */
static int collect_iterable(ScrValue src, ScrValue m, ScrValue **out, uint32_t *n) {
    (void)m;
    ScrIter it = SCR_ITER_INIT;
    ScrValue *v = NULL;
    size_t len = 0, cap = 0;
    int rc = -1;
    if (scr_iter_open(&it, src, NULL) < 0) goto done;
    ScrValue x;
    int r;
    while ((r = scr_iter_next(&it, &x)) == 1) {
        SCR_GROW(v, cap, len + 1, 16);
        v[len++] = x;
    }
    if (r < 0) goto done;
    rc = 0;
done:
    scr_iter_release(&it);
    if (rc < 0) {
        values_free(v, (uint32_t)len);
        return -1;
    }
    *out = v;
    *n = (uint32_t)len;
    return 0;
}

/* The elements of an array-like as a C array. */
static int collect_array_like(ScrValue src, ScrValue **out, uint32_t *n) {
    double len;
    if (scr__length_of(src, &len) < 0) return -1;
    if (len > SCR_TA_MAX_BYTES) {
        char b[40];
        number_text(len, b);
        scr_throw_range_error("Invalid typed array length: %s", b);
        return -1;
    }
    ScrValue *v = scr__xmalloc(sizeof(ScrValue) * ((size_t)len + 1));
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        v[i] = scr_get(src, scr_number(i));
        if (scr_is_exception(v[i])) {
            values_free(v, i);
            return -1;
        }
    }
    *out = v;
    *n = (uint32_t)len;
    return 0;
}

static ScrValue throw_mix(void) {
    return scr_throw_type_error("Cannot mix BigInt and other types, use explicit conversions");
}

/* new XArray(...) for the type `type`, with prototype proto. */
static ScrValue construct_ta(int type, ScrValue proto, int argc, ScrValue *argv) {
    ScrValue a0 = ARG(0);
    int size = scr__ta_size[type];
    if (!scr_is_object(a0)) {
        double len;
        if (to_length_index(a0, &len, "Invalid typed array length: %s") < 0) return SCR_EXCEPTION;
        return ta_alloc(type, len, proto);
    }
    int cls = scr__class_of(a0);
    if (cls == SCR_CLASS_ARRAY_BUFFER) {
        ScrArrayBuffer *b = scr__ab(a0);
        double off;
        if (scr__to_integer(ARG(1), &off) < 0) return SCR_EXCEPTION;
        if (off < 0 || off > SCR_TA_MAX_BYTES) {
            char nb[40];
            number_text(off, nb);
            return scr_throw_range_error("Start offset %s is outside the bounds of the buffer", nb);
        }
        if (fmod(off, size) != 0)
            return scr_throw_range_error("start offset of %s should be a multiple of %d",
                                         scr__ta_name[type], size);
        double len;
        if (scr_is_undefined(ARG(2))) {
            if (b->byte_length % (size_t)size)
                return scr_throw_range_error("byte length of %s should be a multiple of %d",
                                             scr__ta_name[type], size);
            if (off > (double)b->byte_length) {
                char nb[40];
                number_text(off, nb);
                return scr_throw_range_error("Start offset %s is outside the bounds of the buffer", nb);
            }
            len = ((double)b->byte_length - off) / size;
        } else {
            if (to_length_index(ARG(2), &len, "Invalid typed array length: %s") < 0) return SCR_EXCEPTION;
            if (off + len * size > (double)b->byte_length) {
                char nb[40];
                number_text(len, nb);
                return scr_throw_range_error("Invalid typed array length: %s", nb);
            }
        }
        ScrValue t = scr__typed_array_new(type, a0, (uint32_t)off, (uint32_t)len, proto);
        /* Without a length, a view of a growable buffer tracks its length;
         * one with a length is listed too where the buffer can shrink. */
        bool tracking = scr_is_undefined(ARG(2));
        if (b->growable && (tracking || !b->shared)) scr__view_listen(t, tracking);
        return t;
    }
    if (cls == SCR_CLASS_TYPED_ARRAY) {
        if (scr__view_oob(a0)) return throw_oob("Construct");
        ScrTypedArray *src = scr__ta(a0);
        if (scr__ta_is_bigint((int)src->type) != scr__ta_is_bigint(type)) return throw_mix();
        ScrValue r = ta_alloc(type, src->length, proto);
        if (scr_is_exception(r)) return r;
        ScrTypedArray *t = scr__ta(r);
        for (uint32_t i = 0; i < src->length; i++) {
            ScrValue v = scr__ta_load(src, i);
            scr__ta_store_raw(type, elem_ptr(t, i), v);
            scr_release(v);
        }
        return r;
    }
    ScrValue m = scr_get(a0, REALM->sym_iterator);
    if (scr_is_exception(m)) return m;
    ScrValue *vals;
    uint32_t n;
    int rc;
    if (!scr_is_nullish(m)) {
        if (!scr__is_callable(m)) {
            scr_release(m);
            return scr_throw_type_error("%s", "object is not iterable (cannot read property Symbol(Symbol.iterator))");
        }
        rc = collect_iterable(a0, m, &vals, &n);
    } else {
        rc = collect_array_like(a0, &vals, &n);
    }
    scr_release(m);
    if (rc < 0) return SCR_EXCEPTION;
    ScrValue r = ta_alloc(type, n, proto);
    if (!scr_is_exception(r) && fill_from_values(scr__ta(r), n, vals) < 0) {
        scr_release(r);
        r = SCR_EXCEPTION;
    }
    values_free(vals, n);
    return r;
}

NATIVE(ta_ctor) {
    (void)this_val;
    int type = ((ScrFunction *)scr_obj(fn))->magic;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor %s requires 'new'", scr__ta_name[type]);
    ScrValue proto = scr__proto_from_ctor(nt, REALM->ta_protos[type]);
    if (scr_is_exception(proto)) return proto;
    ScrValue r = construct_ta(type, proto, argc, argv);
    scr_release(proto);
    return r;
}

NATIVE(abstract_ctor) {
    UNUSED;
    return scr_throw_type_error("Abstract class TypedArray not directly constructable");
}

/* TypedArrayCreate: new C(...args), checked to be a typed array at least
 * `min_len` long (min_len < 0: no check). */
static ScrValue ta_create(ScrValue c, int argc, ScrValue *argv, double min_len) {
    ScrValue r = scr__construct(c, argc, argv, c);
    if (scr_is_exception(r)) return r;
    if (!is_ta(r)) {
        scr_release(r);
        return scr_throw_type_error("this is not a typed array.");
    }
    if (min_len >= 0 && scr__ta(r)->length < min_len) {
        scr_release(r);
        return scr_throw_type_error("Derived TypedArray constructor created an array which was too small");
    }
    return r;
}

/* SpeciesConstructor(t, the intrinsic constructor of its type). Owned. */
static ScrValue species_ctor(ScrValue o) {
    return scr__species_constructor(o, REALM->ta_ctors[scr__ta(o)->type]);
}

/* TypedArraySpeciesCreate with one length argument (or buffer arguments). */
static ScrValue species_create(ScrValue o, int argc, ScrValue *argv, double min_len) {
    ScrValue c = species_ctor(o);
    if (scr_is_exception(c)) return c;
    ScrValue r;
    if (c == REALM->ta_ctors[scr__ta(o)->type] && argc == 1) {
        double len = scr_as_number(argv[0]);
        r = ta_alloc((int)scr__ta(o)->type, len, REALM->ta_protos[scr__ta(o)->type]);
    } else {
        r = ta_create(c, argc, argv, min_len);
        if (!scr_is_exception(r) &&
            scr__ta_is_bigint((int)scr__ta(r)->type) != scr__ta_is_bigint((int)scr__ta(o)->type)) {
            scr_release(r);
            r = scr_throw_type_error("Content type mismatch");
        }
    }
    scr_release(c);
    return r;
}

/* ------------------------------------------------------------------------
 * %TypedArray% statics.
 * ---------------------------------------------------------------------- */

NATIVE(ta_from) {
    (void)fn, (void)nt;
    ScrValue c = this_val, src = ARG(0), mapfn = ARG(1);
    if (!scr__is_constructor(c)) {
        char b[128];
        scr__value_describe(c, b, sizeof b);
        return scr_throw_type_error("%s is not a constructor", b);
    }
    if (!scr_is_undefined(mapfn) && !scr__is_callable(mapfn))
        return scr__throw_with_value(SCR_ERR_TYPE, "", mapfn, " is not a function");
    if (scr_is_nullish(src)) return scr__throw_not_iterable(src, NULL);
    ScrValue m = scr_get(src, REALM->sym_iterator);
    if (scr_is_exception(m)) return m;
    ScrValue *vals;
    uint32_t n;
    int rc;
    if (!scr_is_nullish(m)) rc = collect_iterable(src, m, &vals, &n);
    else {
        ScrValue o = scr__to_object(src);
        if (scr_is_exception(o)) {
            scr_release(m);
            return o;
        }
        rc = collect_array_like(o, &vals, &n);
        scr_release(o);
    }
    scr_release(m);
    if (rc < 0) return SCR_EXCEPTION;
    ScrValue len = scr_number(n);
    ScrValue r = ta_create(c, 1, &len, n);
    for (uint32_t i = 0; !scr_is_exception(r) && i < n; i++) {
        ScrValue v = vals[i];
        if (!scr_is_undefined(mapfn)) {
            ScrValue args[2] = {vals[i], scr_number(i)};
            v = scr__call(mapfn, ARG(2), 2, args);
            if (scr_is_exception(v)) {
                scr_release(r);
                r = v;
                break;
            }
        } else {
            scr_dup(v);
        }
        int sr = scr_set(r, scr_number(i), v);
        scr_release(v);
        if (sr < 0) {
            scr_release(r);
            r = SCR_EXCEPTION;
        }
    }
    values_free(vals, n);
    return r;
}

NATIVE(ta_of) {
    (void)fn, (void)nt;
    if (!scr__is_constructor(this_val)) {
        char b[128];
        scr__value_describe(this_val, b, sizeof b);
        return scr_throw_type_error("%s is not a constructor", b);
    }
    ScrValue len = scr_number(argc);
    ScrValue r = ta_create(this_val, 1, &len, argc);
    for (int i = 0; !scr_is_exception(r) && i < argc; i++) {
        if (scr_set(r, scr_number(i), argv[i]) < 0) {
            scr_release(r);
            r = SCR_EXCEPTION;
        }
    }
    return r;
}

NATIVE(species_getter) {
    UNUSED;
    return scr_dup(this_val);
}

/* ------------------------------------------------------------------------
 * %TypedArray%.prototype: accessors.
 * ---------------------------------------------------------------------- */

static ScrValue incompatible(const char *method, ScrValue v) {
    char b[128];
    if (scr__class_of(v) == SCR_CLASS_ARRAY) {
        snprintf(b, sizeof b, "[object Array]");
    } else {
        scr__value_describe(v, b, sizeof b);
    }
    return scr_throw_type_error("Method %s called on incompatible receiver %s", method, b);
}

NATIVE(ta_get_buffer) {
    UNUSED;
    if (!is_ta(this_val)) return incompatible("get %TypedArray%.prototype.buffer", this_val);
    return scr_dup(scr__ta(this_val)->buffer);
}
NATIVE(ta_get_byte_length) {
    UNUSED;
    if (!is_ta(this_val)) return incompatible("get TypedArray.prototype.byteLength", this_val);
    ScrTypedArray *t = scr__ta(this_val);
    return scr_number((double)t->length * scr__ta_size[t->type]); /* 0 out of bounds */
}
NATIVE(ta_get_byte_offset) {
    UNUSED;
    if (!is_ta(this_val)) return incompatible("get TypedArray.prototype.byteOffset", this_val);
    ScrTypedArray *t = scr__ta(this_val);
    return scr_number(t->tracking & SCR_VIEW_OOB ? 0 : t->byte_offset);
}
NATIVE(ta_get_length) {
    UNUSED;
    if (!is_ta(this_val)) return incompatible("get TypedArray.prototype.length", this_val);
    return scr_number(scr__ta(this_val)->length);
}
NATIVE(ta_get_tag) {
    UNUSED;
    if (!is_ta(this_val)) return SCR_UNDEFINED;
    const char *n = scr__ta_name[scr__ta(this_val)->type];
    return scr_string_from_utf8(n, strlen(n));
}

/* ------------------------------------------------------------------------
 * %TypedArray%.prototype: methods of their own.
 * ---------------------------------------------------------------------- */

/* Methods that are Array.prototype's after the receiver check: `data` is
 * Array's native. */
NATIVE(ta_array_method) {
    (void)nt;
    WITH_TA;
    (void)t;
    ScrValue f = ((ScrFunction *)scr_obj(fn))->data;
    return scr__call(f, this_val, argc, argv);
}

NATIVE(ta_fill) {
    (void)fn, (void)nt;
    WITH_TA;
    ScrValue num;
    if (scr__ta_convert((int)t->type, ARG(0), &num) < 0) return SCR_EXCEPTION;
    double len = t->length, k, end;
    if (rel_index(ARG(1), len, 0, &k) < 0 || rel_index(ARG(2), len, len, &end) < 0) {
        scr_release(num);
        return SCR_EXCEPTION;
    }
    for (uint32_t i = (uint32_t)k; i < (uint32_t)end && i < t->length; i++)
        scr__ta_store_raw((int)t->type, elem_ptr(t, i), num);
    scr_release(num);
    return scr_dup(this_val);
}

static ScrValue require_fn(ScrValue f) {
    if (scr__is_callable(f)) return SCR_UNDEFINED;
    return scr__throw_with_value(SCR_ERR_TYPE, "", f, " is not a function");
}

NATIVE(ta_map) {
    (void)fn, (void)nt;
    WITH_TA;
    if (scr_is_exception(require_fn(ARG(0)))) return SCR_EXCEPTION;
    ScrValue len = scr_number(t->length);
    ScrValue r = species_create(this_val, 1, &len, t->length);
    if (scr_is_exception(r)) return r;
    for (uint32_t i = 0; i < t->length; i++) {
        ScrValue v = scr__ta_load(t, i);
        ScrValue args[3] = {v, scr_number(i), this_val};
        ScrValue m = scr__call(ARG(0), ARG(1), 3, args);
        scr_release(v);
        if (scr_is_exception(m) || scr_set(r, scr_number(i), m) < 0) {
            scr_release(m);
            scr_release(r);
            return SCR_EXCEPTION;
        }
        scr_release(m);
    }
    return r;
}

NATIVE(ta_filter) {
    (void)fn, (void)nt;
    WITH_TA;
    if (scr_is_exception(require_fn(ARG(0)))) return SCR_EXCEPTION;
    ScrValue *kept = scr__xmalloc(sizeof(ScrValue) * ((size_t)t->length + 1));
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->length; i++) {
        ScrValue v = scr__ta_load(t, i);
        ScrValue args[3] = {v, scr_number(i), this_val};
        ScrValue m = scr__call(ARG(0), ARG(1), 3, args);
        if (scr_is_exception(m)) {
            scr_release(v);
            values_free(kept, n);
            return m;
        }
        if (scr_to_boolean(m)) kept[n++] = v;
        else scr_release(v);
        scr_release(m);
    }
    ScrValue len = scr_number(n);
    ScrValue r = species_create(this_val, 1, &len, n);
    if (!scr_is_exception(r)) {
        for (uint32_t i = 0; i < n; i++)
            if (scr_set(r, scr_number(i), kept[i]) < 0) {
                scr_release(r);
                r = SCR_EXCEPTION;
                break;
            }
    }
    values_free(kept, n);
    return r;
}

NATIVE(ta_slice) {
    (void)fn, (void)nt;
    WITH_TA;
    double len = t->length, k, end;
    if (rel_index(ARG(0), len, 0, &k) < 0 || rel_index(ARG(1), len, len, &end) < 0)
        return SCR_EXCEPTION;
    double count = fmax(end - k, 0);
    ScrValue cv = scr_number(count);
    ScrValue r = species_create(this_val, 1, &cv, count);
    if (scr_is_exception(r)) return r;
    ScrTypedArray *d = scr__ta(r);
    if (d->type == t->type) {
        if (count > 0) memmove(d->data, elem_ptr(t, (uint32_t)k), (size_t)count * scr__ta_size[t->type]);
    } else {
        for (uint32_t i = 0; i < (uint32_t)count; i++) {
            ScrValue v = scr__ta_load(t, (uint32_t)k + i);
            int sr = scr_set(r, scr_number(i), v);
            scr_release(v);
            if (sr < 0) {
                scr_release(r);
                return SCR_EXCEPTION;
            }
        }
    }
    return r;
}

NATIVE(ta_subarray) {
    (void)fn, (void)nt;
    ScrTypedArray *t = this_ta(this_val); /* no bounds check: V8 makes the view and fails there */
    if (!t) return SCR_EXCEPTION;
    double len = t->length, b, e;
    if (rel_index(ARG(0), len, 0, &b) < 0 || rel_index(ARG(1), len, len, &e) < 0)
        return SCR_EXCEPTION;
    double n = fmax(e - b, 0);
    ScrValue args[3] = {t->buffer, scr_number(t->byte_offset + b * scr__ta_size[t->type]), scr_number(n)};
    ScrValue c = species_ctor(this_val);
    if (scr_is_exception(c)) return c;
    ScrValue r;
    if (c == REALM->ta_ctors[t->type] && !scr__ab(t->buffer)->growable)
        r = scr__typed_array_new((int)t->type, t->buffer, (uint32_t)scr_as_number(args[1]), (uint32_t)n,
                                 REALM->ta_protos[t->type]);
    else /* a length-tracking source's subarray to the end tracks too */
        r = ta_create(c, (t->tracking & SCR_VIEW_TRACKING) && scr_is_undefined(ARG(1)) ? 2 : 3,
                      args, -1);
    scr_release(c);
    return r;
}

/* The default order of sort and toSorted: numeric, with -0 before +0 and
 * NaN last (a user's comparator goes through scr__merge_sort's). */
static double numeric_order(ScrValue x, ScrValue y) {
    if (scr_is_bigint(x)) return scr__bigint_cmp(x, y);
    double a = scr_as_number(x), b = scr_as_number(y);
    if (a != a) return b != b ? 0 : 1;
    if (b != b) return -1;
    if (a < b) return -1;
    if (a > b) return 1;
    if (a == 0 && b == 0) return (signbit(a) ? -1 : 0) - (signbit(b) ? -1 : 0);
    return 0;
}

/* Sorts src's elements into dst (same type and length). 0 or -1. */
static int sort_into(ScrTypedArray *src, ScrTypedArray *dst, ScrValue cmp) {
    uint32_t n = src->length;
    ScrValue *v = scr__xmalloc(sizeof(ScrValue) * ((size_t)n + 1));
    ScrValue *tmp = scr__xmalloc(sizeof(ScrValue) * ((size_t)n + 1));
    for (uint32_t i = 0; i < n; i++) v[i] = scr__ta_load(src, i);
    ScrSortCtx c = {cmp, false, numeric_order};
    scr__merge_sort(&c, v, tmp, n);
    if (!c.failed)
        for (uint32_t i = 0; i < n && i < dst->length; i++)
            scr__ta_store_raw((int)dst->type, elem_ptr(dst, i), v[i]);
    values_free(v, n);
    free(tmp);
    return c.failed ? -1 : 0;
}

static bool bad_comparator(ScrValue f) {
    if (scr_is_undefined(f) || scr__is_callable(f)) return false;
    scr_throw_type_error("The comparison function must be either a function or undefined");
    return true;
}

NATIVE(ta_sort) {
    (void)fn, (void)nt;
    if (bad_comparator(ARG(0))) return SCR_EXCEPTION;
    WITH_TA;
    if (sort_into(t, t, ARG(0)) < 0) return SCR_EXCEPTION;
    return scr_dup(this_val);
}

NATIVE(ta_to_sorted) {
    (void)fn, (void)nt;
    if (bad_comparator(ARG(0))) return SCR_EXCEPTION;
    WITH_TA;
    ScrValue r = ta_alloc((int)t->type, t->length, REALM->ta_protos[t->type]);
    if (scr_is_exception(r)) return r;
    if (sort_into(t, scr__ta(r), ARG(0)) < 0) {
        scr_release(r);
        return SCR_EXCEPTION;
    }
    return r;
}

NATIVE(ta_to_reversed) {
    UNUSED;
    WITH_TA;
    ScrValue r = ta_alloc((int)t->type, t->length, REALM->ta_protos[t->type]);
    if (scr_is_exception(r)) return r;
    size_t sz = scr__ta_size[t->type];
    for (uint32_t i = 0; i < t->length; i++)
        memcpy(elem_ptr(scr__ta(r), i), elem_ptr(t, t->length - 1 - i), sz);
    return r;
}

NATIVE(ta_with) {
    (void)fn, (void)nt;
    WITH_TA;
    double rel, len = t->length;
    if (scr__to_integer(ARG(0), &rel) < 0) return SCR_EXCEPTION;
    double idx = rel >= 0 ? rel : len + rel;
    ScrValue num;
    if (scr__ta_convert((int)t->type, ARG(1), &num) < 0) return SCR_EXCEPTION;
    if (!(idx >= 0 && idx < t->length)) {
        scr_release(num);
        return scr_throw_range_error("Invalid typed array index");
    }
    ScrValue r = ta_alloc((int)t->type, t->length, REALM->ta_protos[t->type]);
    if (!scr_is_exception(r)) {
        if (t->length) memcpy(scr__ta(r)->data, t->data, (size_t)t->length * scr__ta_size[t->type]);
        scr__ta_store_raw((int)t->type, elem_ptr(scr__ta(r), (uint32_t)idx), num);
    }
    scr_release(num);
    return r;
}

NATIVE(ta_set) {
    (void)fn, (void)nt;
    WITH_TA;
    double off;
    if (scr__to_integer(ARG(1), &off) < 0) return SCR_EXCEPTION;
    if (off < 0) return scr_throw_range_error("offset is out of bounds");
    ScrValue src = ARG(0);
    if (is_ta(src)) {
        ScrTypedArray *s = scr__ta(src);
        if (scr__ta_is_bigint((int)s->type) != scr__ta_is_bigint((int)t->type)) return throw_mix();
        if (s->length + off > t->length) return scr_throw_range_error("offset is out of bounds");
        uint32_t o = (uint32_t)off;
        if (s->type == t->type) {
            /* An empty array's data may be NULL, which memmove must not see. */
            if (s->length) memmove(elem_ptr(t, o), s->data, (size_t)s->length * scr__ta_size[t->type]);
        } else {
            /* Through a copy: the two may share a buffer. */
            ScrValue *v = scr__xmalloc(sizeof(ScrValue) * ((size_t)s->length + 1));
            for (uint32_t i = 0; i < s->length; i++) v[i] = scr__ta_load(s, i);
            for (uint32_t i = 0; i < s->length; i++)
                scr__ta_store_raw((int)t->type, elem_ptr(t, o + i), v[i]);
            values_free(v, s->length);
        }
        return SCR_UNDEFINED;
    }
    ScrValue o = scr__to_object(src);
    if (scr_is_exception(o)) return o;
    double len;
    if (scr__length_of(o, &len) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    if (len + off > t->length) {
        scr_release(o);
        return scr_throw_range_error("offset is out of bounds");
    }
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        ScrValue v = scr_get(o, scr_number(i));
        if (scr_is_exception(v) || scr__ta_store(t, (uint32_t)off + i, v) < 0) {
            scr_release(v);
            scr_release(o);
            return SCR_EXCEPTION;
        }
        scr_release(v);
    }
    scr_release(o);
    return SCR_UNDEFINED;
}

/* ------------------------------------------------------------------------
 * ArrayBuffer.
 * ---------------------------------------------------------------------- */

/* The maxByteLength of a buffer constructor's options: *growable when
 * given, then *max (a RangeError past what scr allows). 0 or -1. */
static int buffer_max_length(ScrValue options, bool *growable, double *max) {
    *growable = false;
    if (!scr_is_object(options)) return 0;
    ScrValue m = scr__get_str(options, "maxByteLength");
    if (scr_is_exception(m)) return -1;
    if (scr_is_undefined(m)) return 0;
    *growable = true;
    int rc = scr__to_integer(m, max);
    scr_release(m);
    if (rc < 0) return -1;
    if (*max < 0 || *max > SCR_TA_MAX_BYTES) {
        scr_throw_range_error("Invalid array buffer max length");
        return -1;
    }
    return 0;
}

NATIVE(ab_is_view) {
    UNUSED;
    int c = scr__class_of(ARG(0));
    return scr_bool(c == SCR_CLASS_TYPED_ARRAY || c == SCR_CLASS_DATA_VIEW);
}

/* An ArrayBuffer (shared false) or a SharedArrayBuffer (true). */
static bool is_buffer(ScrValue v, bool shared) {
    return scr__class_of(v) == SCR_CLASS_ARRAY_BUFFER && scr__ab(v)->shared == shared;
}

/* ArrayBuffer.prototype.slice and SharedArrayBuffer.prototype.slice: the
 * bytes [start, end) in a new buffer of the species constructor. */
static ScrValue buffer_slice(ScrValue this_val, int argc, ScrValue *argv, bool shared) {
    const char *kind = shared ? "SharedArrayBuffer" : "ArrayBuffer";
    char method[64];
    snprintf(method, sizeof method, "%s.prototype.slice", kind);
    if (!is_buffer(this_val, shared)) return incompatible(method, this_val);
    ScrArrayBuffer *b = scr__ab(this_val);
    double len = (double)b->byte_length, first, fin;
    if (rel_index(ARG(0), len, 0, &first) < 0 || rel_index(ARG(1), len, len, &fin) < 0)
        return SCR_EXCEPTION;
    double n = fmax(fin - first, 0);
    ScrValue dflt = shared ? REALM->shared_array_buffer_ctor : REALM->array_buffer_ctor;
    ScrValue dproto = shared ? REALM->shared_array_buffer_proto : REALM->array_buffer_proto;
    ScrValue s = scr__species_constructor(this_val, dflt);
    if (scr_is_exception(s)) return s;
    ScrValue r;
    if (s == dflt) {
        r = scr__buffer_new_ex((size_t)n, (size_t)n, false, shared, dproto);
    } else {
        ScrValue nv = scr_number(n);
        r = scr__construct(s, 1, &nv, s);
        if (scr_is_exception(r)) {
        } else if (!is_buffer(r, shared)) {
            incompatible(method, r);
            scr_release(r);
            r = SCR_EXCEPTION;
        } else if (r == this_val) {
            scr_release(r);
            r = scr_throw_type_error("%s subclass returned this from species constructor", kind);
        } else if ((double)scr__ab(r)->byte_length < n) {
            scr_release(r);
            r = scr_throw_type_error("Derived %s constructor created a buffer which was too small",
                                     kind);
        }
    }
    scr_release(s);
    if (!scr_is_exception(r) && n > 0) memcpy(scr__ab(r)->data, b->data + (size_t)first, (size_t)n);
    return r;
}

NATIVE(ab_slice) {
    (void)fn, (void)nt;
    return buffer_slice(this_val, argc, argv, false);
}

/* The accessors of both prototypes, told apart by their magic: the field
 * (BUF_*), plus BUF_SHARED for SharedArrayBuffer.prototype's. */
enum { BUF_BYTE_LENGTH, BUF_MAX_BYTE_LENGTH, BUF_GROWABLE, BUF_SHARED = 4 };
static const char *const buffer_fields[2][3] = {{"byteLength", "maxByteLength", "resizable"},
                                                {"byteLength", "maxByteLength", "growable"}};

static const char *buffer_kind(bool shared) { return shared ? "SharedArrayBuffer" : "ArrayBuffer"; }

NATIVE(buffer_get) {
    UNUSED;
    int magic = ((ScrFunction *)scr_obj(fn))->magic, field = magic & 3;
    bool shared = magic & BUF_SHARED;
    if (!is_buffer(this_val, shared)) {
        char m[80];
        snprintf(m, sizeof m, "get %s.prototype.%s", buffer_kind(shared), buffer_fields[shared][field]);
        return incompatible(m, this_val);
    }
    ScrArrayBuffer *b = scr__ab(this_val);
    if (field == BUF_GROWABLE) return scr_bool(b->growable);
    return scr_number((double)(field == BUF_BYTE_LENGTH ? b->byte_length : b->max_byte_length));
}

/* ArrayBuffer.prototype.resize (magic 0) and SharedArrayBuffer.prototype.grow
 * (BUF_SHARED), which cannot shrink. */
NATIVE(buffer_resize) {
    (void)nt;
    bool shared = ((ScrFunction *)scr_obj(fn))->magic & BUF_SHARED;
    char m[64];
    snprintf(m, sizeof m, "%s.prototype.%s", buffer_kind(shared), shared ? "grow" : "resize");
    if (!is_buffer(this_val, shared) || !scr__ab(this_val)->growable) return incompatible(m, this_val);
    ScrArrayBuffer *b = scr__ab(this_val);
    double n;
    if (scr__to_integer(ARG(0), &n) < 0) return SCR_EXCEPTION;
    if (n < (shared ? (double)b->byte_length : 0) || n > (double)b->max_byte_length)
        return scr_throw_range_error("%s: Invalid length parameter", m);
    scr__buffer_resize(b, (size_t)n);
    return SCR_UNDEFINED;
}

/* new ArrayBuffer(n, options) (magic 0), new SharedArrayBuffer(n, options)
 * (BUF_SHARED): ToIndex of n, the maximum, then the prototype, then the
 * allocation, in V8's order. */
NATIVE(buffer_ctor) {
    (void)this_val;
    bool shared = ((ScrFunction *)scr_obj(fn))->magic & BUF_SHARED;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor %s requires 'new'", buffer_kind(shared));
    double n, max = 0;
    if (scr__to_integer(ARG(0), &n) < 0) return SCR_EXCEPTION;
    bool growable;
    if (buffer_max_length(ARG(1), &growable, &max) < 0) return SCR_EXCEPTION;
    if (n < 0 || n > 9007199254740991.0) return scr_throw_range_error("Invalid array buffer length");
    if (growable && n > max) return scr_throw_range_error("Invalid array buffer max length");
    ScrValue proto = scr__proto_from_ctor(
        nt, shared ? REALM->shared_array_buffer_proto : REALM->array_buffer_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue r = n > SCR_TA_MAX_BYTES
                     ? scr_throw_range_error("Array buffer allocation failed")
                     : scr__buffer_new_ex((size_t)n, (size_t)max, growable, shared, proto);
    scr_release(proto);
    return r;
}

/* ------------------------------------------------------------------------
 * SharedArrayBuffer: one thread's view of the API (the memory is shared
 * with structuredClone's clones and Buffer.from's Buffers), growable up to
 * a maximum reserved when made (typedarray.h).
 * ---------------------------------------------------------------------- */

NATIVE(sab_slice) {
    (void)fn, (void)nt;
    return buffer_slice(this_val, argc, argv, true);
}

/* ------------------------------------------------------------------------
 * DataView.
 * ---------------------------------------------------------------------- */

static ScrDataView *this_dv(ScrValue v, const char *method) {
    if (scr__class_of(v) == SCR_CLASS_DATA_VIEW) return (ScrDataView *)scr_obj(v);
    incompatible(method, v);
    return NULL;
}

NATIVE(dv_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt)) return scr_throw_type_error("Constructor DataView requires 'new'");
    ScrValue buf = ARG(0);
    if (scr__class_of(buf) != SCR_CLASS_ARRAY_BUFFER)
        return scr_throw_type_error("First argument to DataView constructor must be an ArrayBuffer");
    double off, len;
    if (scr__to_integer(ARG(1), &off) < 0) return SCR_EXCEPTION;
    double blen = (double)scr__ab(buf)->byte_length;
    if (off < 0 || off > blen) {
        char b[40];
        number_text(off, b);
        return scr_throw_range_error("Start offset %s is outside the bounds of the buffer", b);
    }
    if (scr_is_undefined(ARG(2))) {
        len = blen - off;
    } else {
        if (scr__to_integer(ARG(2), &len) < 0) return SCR_EXCEPTION;
        if (len < 0 || off + len > blen) {
            char b[40];
            number_text(len, b);
            return scr_throw_range_error("Invalid DataView length %s", b);
        }
    }
    ScrValue proto = scr__proto_from_ctor(nt, REALM->data_view_proto);
    if (scr_is_exception(proto)) return proto;
    /* Reading the prototype may have resized the buffer: checked again. */
    bool tracking = scr_is_undefined(ARG(2));
    blen = (double)scr__ab(buf)->byte_length;
    char nb[40];
    if (off > blen) {
        scr_release(proto);
        number_text(off, nb);
        return scr_throw_range_error("Start offset %s is outside the bounds of the buffer", nb);
    }
    if (tracking) {
        len = blen - off;
    } else if (off + len > blen) {
        scr_release(proto);
        return scr_throw_range_error("Invalid DataView length undefined"); /* V8's words here */
    }
    ScrValue r = scr__data_view_new(buf, (uint32_t)off, (uint32_t)len, proto);
    scr_release(proto);
    if (scr__ab(buf)->growable && (tracking || !scr__ab(buf)->shared))
        scr__view_listen(r, tracking);
    return r;
}

NATIVE(dv_buffer) {
    UNUSED;
    ScrDataView *d = this_dv(this_val, "get DataView.prototype.buffer");
    return d ? scr_dup(d->buffer) : SCR_EXCEPTION;
}
NATIVE(dv_byte_length) {
    UNUSED;
    ScrDataView *d = this_dv(this_val, "get DataView.prototype.byteLength");
    if (d && (d->flags & SCR_VIEW_OOB)) return throw_oob("DataView.prototype.byteLength");
    return d ? scr_number(d->byte_length) : SCR_EXCEPTION;
}
NATIVE(dv_byte_offset) {
    UNUSED;
    ScrDataView *d = this_dv(this_val, "get DataView.prototype.byteOffset");
    if (d && (d->flags & SCR_VIEW_OOB)) return throw_oob("DataView.prototype.byteOffset");
    return d ? scr_number(d->byte_offset) : SCR_EXCEPTION;
}

static void swap_bytes(uint8_t *p, int n) {
    for (int i = 0; i < n / 2; i++) {
        uint8_t x = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = x;
    }
}

static const char *const dv_names[SCR_TA__COUNT] = {
    "Int8", "Uint8", "Uint8", "Int16", "Uint16", "Int32", "Uint32", "Float32", "Float64", "BigInt64", "BigUint64"};

/* getX and setX: magic is the element type, plus 16 for the setters. */
NATIVE(dv_access) {
    (void)nt;
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    int type = magic & 15;
    bool set = magic & 16;
    char method[64];
    snprintf(method, sizeof method, "DataView.prototype.%s%s", set ? "set" : "get", dv_names[type]);
    ScrDataView *d = this_dv(this_val, method);
    if (!d) return SCR_EXCEPTION;
    double idx;
    if (scr__to_integer(ARG(0), &idx) < 0) return SCR_EXCEPTION;
    /* ToIndex fails before the value is converted. */
    if (idx < 0 || idx > 9007199254740991.0)
        return scr_throw_range_error("Offset is outside the bounds of the DataView");
    ScrValue num = SCR_UNDEFINED;
    if (set && scr__ta_convert(type, ARG(1), &num) < 0) return SCR_EXCEPTION;
    bool little = scr_to_boolean(ARG(set ? 2 : 1));
    int size = scr__ta_size[type];
    if (d->flags & SCR_VIEW_OOB) {
        /* V8 names the getter even for a setter here. */
        scr_release(num);
        char get[64];
        snprintf(get, sizeof get, "DataView.prototype.get%s", dv_names[type]);
        return throw_oob(get);
    }
    if (idx + size > d->byte_length) {
        scr_release(num);
        return scr_throw_range_error("Offset is outside the bounds of the DataView");
    }
    uint8_t *p = scr__ab(d->buffer)->data + d->byte_offset + (size_t)idx;
    uint8_t tmp[8];
    if (set) {
        scr__ta_store_raw(type, tmp, num);
        scr_release(num);
        if (!little) swap_bytes(tmp, size);
        memcpy(p, tmp, (size_t)size);
        return SCR_UNDEFINED;
    }
    memcpy(tmp, p, (size_t)size);
    if (!little) swap_bytes(tmp, size);
    return scr__ta_load_raw(type, tmp);
}

/* ------------------------------------------------------------------------
 * Installation.
 * ---------------------------------------------------------------------- */

static void tag(ScrValue obj, const char *name) {
    scr__define_value_take(obj, REALM->sym_to_string_tag, scr_string_from_utf8(name, strlen(name)),
                           SCR_PROP_CONFIGURABLE);
}

static void define_species(ScrValue ctor) {
    ScrValue g = scr_native_new(species_getter, "get [Symbol.species]", 0);
    scr__define_accessor_flags(ctor, REALM->sym_species, g, SCR_UNDEFINED, SCR_PROP_CONFIGURABLE);
    scr_release(g);
}

static void getter(ScrValue obj, const char *name, ScrCode code) {
    scr__define_native_accessor(obj, name, code, NULL);
}

/* One of buffer_get's accessors on a buffer prototype. */
static void buffer_getter(ScrValue proto, int shared, int field) {
    const char *name = buffer_fields[shared][field];
    char gname[64];
    snprintf(gname, sizeof gname, "get %s", name);
    ScrValue g = scr__native_new_ex(buffer_get, gname, 0, field | (shared ? BUF_SHARED : 0),
                                    SCR_UNDEFINED);
    scr__define_accessor_flags(proto, scr__atom(name), g, SCR_UNDEFINED, SCR_PROP_CONFIGURABLE);
    scr_release(g);
}

/* A %TypedArray%.prototype method that runs Array.prototype's `name`. */
static void from_array(ScrValue p, const char *name, int length) {
    ScrValue af = scr__get_str(REALM->array_proto, name);
    scr__define_str_take(p, name, scr__native_new_ex(ta_array_method, name, length, 0, af), SCR_PROP_CW);
    scr_release(af);
}

void scr__typed_init(void) {
    ScrRealm *r = REALM;
    ScrValue g = r->global;
    scr__typedarray_hooks_init();

    /* ArrayBuffer and SharedArrayBuffer, in V8's property order. */
    for (int shared = 0; shared < 2; shared++) {
        int magic = shared ? BUF_SHARED : 0;
        ScrValue p = scr_object_new();
        ScrValue c = scr__native_ctor_new(buffer_ctor, buffer_kind(shared), 1, p);
        ((ScrFunction *)scr_obj(c))->magic = magic;
        if (shared) {
            r->shared_array_buffer_proto = p;
            r->shared_array_buffer_ctor = scr_dup(c);
        } else {
            r->array_buffer_proto = p;
            r->array_buffer_ctor = scr_dup(c);
            scr__define_native(c, "isView", ab_is_view, 1);
        }
        scr__define_str_take(g, buffer_kind(shared), c, SCR_PROP_CW);
        define_species(c);
        buffer_getter(p, shared, BUF_BYTE_LENGTH);
        scr__define_native(p, "slice", shared ? sab_slice : ab_slice, 2);
        buffer_getter(p, shared, BUF_MAX_BYTE_LENGTH);
        buffer_getter(p, shared, BUF_GROWABLE);
        const char *rs = shared ? "grow" : "resize";
        scr__define_str_take(p, rs, scr__native_new_ex(buffer_resize, rs, 1, magic, SCR_UNDEFINED),
                             SCR_PROP_CW);
        tag(p, buffer_kind(shared));
    }

    /* %TypedArray% */
    ScrValue tp = r->typed_array_proto = scr_object_new();
    ScrValue tc = scr__native_ctor_new(abstract_ctor, "TypedArray", 0, tp);
    r->typed_array_ctor = tc;
    scr__define_native(tc, "from", ta_from, 1);
    scr__define_native(tc, "of", ta_of, 0);
    define_species(tc);
    getter(tp, "buffer", ta_get_buffer);
    getter(tp, "byteLength", ta_get_byte_length);
    getter(tp, "byteOffset", ta_get_byte_offset);
    getter(tp, "length", ta_get_length);
    {
        ScrPropDesc d;
        scr__get_own_property(tp, SCR_ATOM("length"), &d);
        r->ta_length_getter = scr_dup(d.getter);
        scr__desc_release(&d);
    }
    from_array(tp, "at", 1);
    from_array(tp, "entries", 0);
    from_array(tp, "keys", 0);
    ScrValue af = scr__get_str(r->array_proto, "values");
    ScrValue values = scr__native_new_ex(ta_array_method, "values", 0, 0, af);
    scr_release(af);
    scr__define_str_take(tp, "values", scr_dup(values), SCR_PROP_CW);
    from_array(tp, "copyWithin", 2);
    from_array(tp, "every", 1);
    scr__define_native(tp, "fill", ta_fill, 1);
    scr__define_native(tp, "filter", ta_filter, 1);
    from_array(tp, "find", 1);
    from_array(tp, "findIndex", 1);
    from_array(tp, "findLast", 1);
    from_array(tp, "findLastIndex", 1);
    from_array(tp, "forEach", 1);
    from_array(tp, "includes", 1);
    from_array(tp, "indexOf", 1);
    from_array(tp, "join", 1);
    from_array(tp, "lastIndexOf", 1);
    scr__define_native(tp, "map", ta_map, 1);
    from_array(tp, "reverse", 0);
    from_array(tp, "reduce", 1);
    from_array(tp, "reduceRight", 1);
    scr__define_native(tp, "set", ta_set, 1);
    scr__define_native(tp, "slice", ta_slice, 2);
    from_array(tp, "some", 1);
    scr__define_native(tp, "sort", ta_sort, 1);
    scr__define_native(tp, "subarray", ta_subarray, 2);
    scr__define_native(tp, "toReversed", ta_to_reversed, 0);
    scr__define_native(tp, "toSorted", ta_to_sorted, 1);
    scr__define_native(tp, "with", ta_with, 2);
    from_array(tp, "toLocaleString", 0);
    ScrValue ts = scr__get_str(r->array_proto, "toString");
    scr__define_str_take(tp, "toString", ts, SCR_PROP_CW);
    scr__define_value_take(tp, r->sym_iterator, values, SCR_PROP_CW);
    {
        ScrValue tg = scr_native_new(ta_get_tag, "get [Symbol.toStringTag]", 0);
        scr__define_accessor_flags(tp, r->sym_to_string_tag, tg, SCR_UNDEFINED, SCR_PROP_CONFIGURABLE);
        scr_release(tg);
    }

    /* The eleven constructors. */
    for (int i = 0; i < SCR_TA__COUNT; i++) {
        ScrValue p = r->ta_protos[i] = scr_object_new_proto(tp);
        ScrValue c = scr__native_new_ex(ta_ctor, scr__ta_name[i], 3, i, SCR_UNDEFINED);
        ((ScrFunction *)scr_obj(c))->flags |= SCR_FN_CONSTRUCTOR;
        scr__set_proto(c, tc);
        scr__define_str_take(c, "prototype", scr_dup(p), 0);
        scr__define_str_take(p, "constructor", scr_dup(c), SCR_PROP_CW);
        scr__define_str_take(c, "BYTES_PER_ELEMENT", scr_number(scr__ta_size[i]), 0);
        scr__define_str_take(p, "BYTES_PER_ELEMENT", scr_number(scr__ta_size[i]), 0);
        r->ta_ctors[i] = scr_dup(c);
        scr__define_str_take(g, scr__ta_name[i], c, SCR_PROP_CW);
    }

    /* DataView */
    ScrValue dp = r->data_view_proto = scr_object_new();
    ScrValue dc = scr__native_ctor_new(dv_ctor, "DataView", 1, dp);
    scr__define_str_take(g, "DataView", dc, SCR_PROP_CW);
    getter(dp, "buffer", dv_buffer);
    getter(dp, "byteLength", dv_byte_length);
    getter(dp, "byteOffset", dv_byte_offset);
    for (int i = 0; i < SCR_TA__COUNT; i++) {
        if (i == SCR_TA_UINT8C) continue;
        char name[32];
        snprintf(name, sizeof name, "get%s", dv_names[i]);
        scr__define_str_take(dp, name, scr__native_new_ex(dv_access, name, 1, i, SCR_UNDEFINED), SCR_PROP_CW);
        snprintf(name, sizeof name, "set%s", dv_names[i]);
        scr__define_str_take(dp, name, scr__native_new_ex(dv_access, name, 2, i | 16, SCR_UNDEFINED),
                             SCR_PROP_CW);
    }
    tag(dp, "DataView");
}
