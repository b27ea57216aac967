/* arrayproto.c - the Array constructor and statics (isArray, from, of),
 * Array.prototype (push ... flat, a stable merge sort) and the array
 * iterator. Methods are generic over array-likes as the spec says, with
 * fast paths for dense arrays. */
#include "builtins/arrayproto.h"

#include "core/array.h"
#include "base/base.h"
#include "base/ptrset.h"
#include "core/native.h"
#include "core/proxy.h"

#include "core/function.h"
#include "core/iter.h"
#include "core/shape.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/numconv.h"
#include "core/error.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Helpers.
 * ---------------------------------------------------------------------- */

static ScrValue num_key(double i) { return scr_number(i); }

/* HasProperty(o, i) for an index i (an integer, 0 or more): 1, 0. A typed
 * array has exactly the indices below its length, whatever its prototypes
 * hold (IsValidIntegerIndex), so it needs no key. */
static int has_index(ScrValue o, double i) {
    int cls = scr__class_of(o);
    if (cls == SCR_CLASS_ARRAY) {
        ScrArray *a = (ScrArray *)scr_obj(o);
        if (i < a->used && a->elems[(uint32_t)i] != SCR_HOLE) return 1;
    } else if (cls == SCR_CLASS_TYPED_ARRAY) {
        return i < ((ScrTypedArray *)scr_obj(o))->length;
    }
    ScrValue k = scr__to_key(num_key(i));
    int r = scr__has_property(o, k);
    scr_release(k);
    return r;
}

static ScrValue get_i(ScrValue o, double i) { return scr_get_elem(o, num_key(i)); }

/* The element at i of a plain array when it is present in the element
 * vector (then HasProperty is true and Get returns it, with no code run):
 * the loops of the callback family and join read it without a key. */
static inline bool dense_get(ScrValue o, double i, ScrValue *out) {
    if (scr__class_of(o) != SCR_CLASS_ARRAY) return false;
    ScrArray *a = (ScrArray *)scr_obj(o);
    if (!(i < a->used)) return false;
    ScrValue v = a->elems[(uint32_t)i];
    if (v == SCR_HOLE) return false;
    *out = scr_dup(v);
    return true;
}
static int set_i(ScrValue o, double i, ScrValue v) { return scr_set(o, num_key(i), v); }
static int del_i(ScrValue o, double i) { return scr_delete(o, num_key(i)); }
static int set_len(ScrValue o, double n) { return scr_set(o, SCR_ATOM("length"), scr_number(n)); }

/* Relative index (at, slice, fill...): clamps ToIntegerOrInfinity(v) into [0, len]. */
static int rel_index(ScrValue v, double len, double dflt, double *out) {
    if (scr_is_undefined(v)) {
        *out = dflt;
        return 0;
    }
    double d;
    if (scr__to_integer(v, &d) < 0) return -1;
    if (d < 0) d = d + len < 0 ? 0 : d + len;
    else if (d > len) d = len;
    *out = d;
    return 0;
}

static ScrValue require_callable(ScrValue f) {
    if (scr__is_callable(f)) return SCR_UNDEFINED;
    return scr__throw_with_value(SCR_ERR_TYPE, "", f, " is not a function");
}

/* Array's own get [Symbol.species] (borrowed; Array holds it). */
static ScrValue array_species_getter;

/* True while Array[@@species] is still the original getter, which returns
 * Array itself: ArraySpeciesCreate then needs no call. */
static bool array_species_intact(void) {
    ScrObject *a = scr_obj(scr__thread.realm->array_ctor);
    int i = scr__shape_find(a->shape, scr__thread.realm->sym_species);
    if (i < 0 || !(a->shape->props[i].flags & SCR_PROP_ACCESSOR)) return false;
    return ((ScrAccessor *)scr_as_cell(a->slots[i]))->getter == array_species_getter;
}

/* ArraySpeciesCreate(original, length): a plain array unless `original` is
 * an array whose constructor's @@species says otherwise (subclasses of
 * Array get instances of themselves from map, filter, slice...). Owned
 * result or SCR_EXCEPTION. */
static ScrValue species_create(ScrValue original, double len) {
    int is_arr = scr__is_array_deep(original);
    if (is_arr < 0) return SCR_EXCEPTION;
    if (is_arr) {
        ScrValue c = SCR_GET_ATOM(original, "constructor");
        if (scr_is_exception(c)) return c;
        if (c == scr__thread.realm->array_ctor && array_species_intact()) {
            scr_release(c);
            c = SCR_UNDEFINED;
        } else if (scr_is_object(c)) {
            ScrValue sp = scr_get(c, scr__thread.realm->sym_species);
            scr_release(c);
            if (scr_is_exception(sp)) return sp;
            c = scr_is_null(sp) ? SCR_UNDEFINED : sp;
        }
        if (!scr_is_undefined(c) && c != scr__thread.realm->array_ctor) {
            if (!scr__is_constructor(c)) {
                scr_release(c);
                return scr_throw_type_error("object.constructor[Symbol.species] is not a constructor");
            }
            ScrValue arg = scr_number(len);
            ScrValue r = scr__construct(c, 1, &arg, c);
            scr_release(c);
            return r;
        }
        scr_release(c);
    }
    if (len > 4294967295.0) return scr_throw_range_error("Invalid array length");
    ScrValue a = scr__array_new_len(0);
    ((ScrArray *)scr_obj(a))->length = (uint32_t)len;
    return a;
}

/* CreateDataPropertyOrThrow(out, index, v) for results of species_create. */
static int put_i(ScrValue out, double i, ScrValue v) {
    if (scr__class_of(out) == SCR_CLASS_ARRAY) {
        /* The next element of a plain array (map's and filter's results):
         * appended, as CreateDataProperty would store it. */
        ScrArray *a = (ScrArray *)scr_obj(out);
        if (i == a->used && a->obj.extensible && !a->has_sparse &&
            (i < a->length || (i == a->length && a->length_writable))) {
            scr__array_reserve(a, a->used + 1);
            a->elems[a->used++] = scr_dup(v);
            if (a->used > a->length) a->length = a->used;
            return 0;
        }
    }
    return scr_define_field(out, scr_number(i), v);
}

/* ------------------------------------------------------------------------
 * Constructor and statics.
 * ---------------------------------------------------------------------- */

NATIVE(array_ctor) {
    (void)this_val, (void)fn;
    ScrValue a;
    if (argc == 1 && scr_is_number(argv[0])) {
        double d = scr_as_number(argv[0]);
        if (!(d >= 0 && d <= 4294967295.0 && d == floor(d)))
            return scr_throw_range_error("Invalid array length");
        a = scr__array_new_len((uint32_t)d);
    } else {
        a = scr_array_new((uint32_t)argc);
        for (int i = 0; i < argc; i++) scr_array_push(a, argv[i]);
    }
    if (!scr_is_undefined(nt) && nt != scr__thread.realm->array_ctor) {
        ScrValue p = scr__proto_from_ctor(nt, scr__thread.realm->array_proto);
        if (scr_is_exception(p)) {
            scr_release(a);
            return p;
        }
        scr__set_proto(a, p);
        scr_release(p);
    }
    return a;
}

/* get Array[@@species]: returns this. */
NATIVE(array_species) {
    UNUSED;
    return scr_dup(this_val);
}

NATIVE(array_is_array) {
    UNUSED;
    int r = scr__is_array_deep(ARG(0));
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

/* Array.of and Array.from called on another constructor (a subclass, or
 * any function): A = new C(len) or new C(), filled with
 * CreateDataProperty, then A.length = len. */
static ScrValue from_ctor_finish(ScrValue a, double len) {
    if (set_len(a, len) < 0) {
        scr_release(a);
        return SCR_EXCEPTION;
    }
    return a;
}

static bool other_ctor(ScrValue c) {
    return c != scr__thread.realm->array_ctor && scr__is_constructor(c);
}

NATIVE(array_of) {
    UNUSED;
    if (other_ctor(this_val)) {
        ScrValue n = scr_number(argc);
        ScrValue a = scr__construct(this_val, 1, &n, this_val);
        if (scr_is_exception(a)) return a;
        for (int i = 0; i < argc; i++) {
            if (put_i(a, i, argv[i]) < 0) {
                scr_release(a);
                return SCR_EXCEPTION;
            }
        }
        return from_ctor_finish(a, argc);
    }
    ScrValue a = scr_array_new((uint32_t)argc);
    for (int i = 0; i < argc; i++) scr_array_push(a, argv[i]);
    return a;
}

NATIVE(array_from) {
    UNUSED;
    ScrValue src = ARG(0), mapfn = ARG(1), this_arg = ARG(2);
    bool mapping = !scr_is_undefined(mapfn);
    if (mapping && !scr__is_callable(mapfn)) return require_callable(mapfn);
    if (scr_is_nullish(src)) return scr__throw_not_iterable(src, NULL);
    ScrValue out = scr_array_new(0);
    ScrValue m = scr_get(src, scr__thread.realm->sym_iterator);
    if (scr_is_exception(m)) goto fail;
    if (other_ctor(this_val)) {
        /* Build the plain array first, then copy it into new C(...). */
        scr_release(m);
        scr_release(out);
        ScrValue plain = array_from(fn, scr__thread.realm->array_ctor, argc, argv, nt);
        if (scr_is_exception(plain)) return plain;
        uint32_t len = scr_array_length(plain);
        ScrValue c = this_val;
        ScrValue n = scr_number(len);
        ScrValue it = scr_get(src, scr__thread.realm->sym_iterator);
        bool iterable = !scr_is_exception(it) && !scr_is_nullish(it);
        if (scr_is_exception(it)) scr_release(scr_exception_take());
        else scr_release(it);
        ScrValue a = scr__construct(c, iterable ? 0 : 1, &n, c);
        for (uint32_t i = 0; !scr_is_exception(a) && i < len; i++) {
            if (put_i(a, i, scr_array_at(plain, i)) < 0) {
                scr_release(a);
                a = SCR_EXCEPTION;
            }
        }
        scr_release(plain);
        return scr_is_exception(a) ? a : from_ctor_finish(a, len);
    }
    double k = 0;
    if (!scr_is_nullish(m)) {
        bool callable = scr__is_callable(m);
        scr_release(m);
        if (!callable) {
            scr_throw_type_error("%%Array%%.from requires that the property of the first argument, "
                                 "items[Symbol.iterator], when exists, be a function");
            goto fail;
        }
        ScrIter it = SCR_ITER_INIT;
        if (scr_iter_open(&it, src, NULL) < 0) goto fail;
        ScrValue v;
        int r;
        while ((r = scr_iter_next(&it, &v)) == 1) {
            if (mapping) {
                ScrValue args[2] = {v, scr_number(k)};
                ScrValue mv = scr_call(mapfn, this_arg, 2, args, NULL);
                scr_release(v);
                if (scr_is_exception(mv)) {
                    scr_iter_close(&it, true);
                    r = -1;
                    break;
                }
                v = mv;
            }
            scr__array_push_take(out, v);
            k++;
        }
        scr_iter_release(&it);
        if (r < 0) goto fail;
        return out;
    }
    ScrValue o = scr__to_object(src);
    if (scr_is_exception(o)) goto fail;
    double len;
    if (scr__length_of(o, &len) < 0) {
        scr_release(o);
        goto fail;
    }
    for (; k < len; k++) {
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) {
            scr_release(o);
            goto fail;
        }
        if (mapping) {
            ScrValue args[2] = {v, scr_number(k)};
            ScrValue mv = scr_call(mapfn, this_arg, 2, args, NULL);
            scr_release(v);
            if (scr_is_exception(mv)) {
                scr_release(o);
                goto fail;
            }
            v = mv;
        }
        scr__array_push_take(out, v);
    }
    scr_release(o);
    return out;
fail:
    scr_release(out);
    return SCR_EXCEPTION;
}

/* ------------------------------------------------------------------------
 * Mutators.
 * ---------------------------------------------------------------------- */

NATIVE(ap_push) {
    UNUSED;
    if (scr__is_array(this_val)) {
        ScrArray *a = (ScrArray *)scr_obj(this_val);
        if (argc == 1 && a->used == a->length && !a->has_sparse && a->obj.extensible && a->length_writable &&
            a->used < a->cap) {
            /* The common push(x) with room: no call further down. */
            a->elems[a->used++] = scr_dup(argv[0]);
            return scr_number(++a->length);
        }
        for (int i = 0; i < argc; i++)
            if (scr_array_push(this_val, argv[i]) < 0) return SCR_EXCEPTION;
        return scr_number(scr_array_length(this_val));
    }
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len;
    if (scr__length_of(o, &len) < 0) goto fail;
    for (int i = 0; i < argc; i++)
        if (set_i(o, len++, argv[i]) < 0) goto fail;
    if (set_len(o, len) < 0) goto fail;
    scr_release(o);
    return scr_number(len);
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

NATIVE(ap_pop) {
    UNUSED;
    if (scr__is_array(this_val)) {
        ScrArray *a = (ScrArray *)scr_obj(this_val);
        if (a->length_writable && a->used == a->length && a->length > 0 && !a->has_sparse &&
            a->elems[a->used - 1] != SCR_HOLE) {
            ScrValue v = a->elems[--a->used];
            a->length--;
            return v;
        }
    }
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len;
    ScrValue v = SCR_UNDEFINED;
    if (scr__length_of(o, &len) < 0) goto fail;
    if (len == 0) {
        if (set_len(o, 0) < 0) goto fail;
    } else {
        v = get_i(o, len - 1);
        if (scr_is_exception(v)) goto fail;
        if (del_i(o, len - 1) < 0 || set_len(o, len - 1) < 0) {
            scr_release(v);
            goto fail;
        }
    }
    scr_release(o);
    return v;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

/* Moves elements [from, from+count) to `to` (generic, holes preserved). */
static int move_range(ScrValue o, double from, double to, double count) {
    if (to < from) {
        for (double k = 0; k < count; k++) {
            if (has_index(o, from + k)) {
                ScrValue v = get_i(o, from + k);
                if (scr_is_exception(v)) return -1;
                int r = set_i(o, to + k, v);
                scr_release(v);
                if (r < 0) return -1;
            } else if (del_i(o, to + k) < 0) {
                return -1;
            }
        }
    } else {
        for (double k = count - 1; k >= 0; k--) {
            if (has_index(o, from + k)) {
                ScrValue v = get_i(o, from + k);
                if (scr_is_exception(v)) return -1;
                int r = set_i(o, to + k, v);
                scr_release(v);
                if (r < 0) return -1;
            } else if (del_i(o, to + k) < 0) {
                return -1;
            }
        }
    }
    return 0;
}

/* Dense arrays without holes: splice in place. */
static bool dense_plain(ScrValue o) {
    if (!scr__is_array(o)) return false;
    ScrArray *a = (ScrArray *)scr_obj(o);
    if (a->has_sparse || a->used != a->length || !a->length_writable || !a->obj.extensible) return false;
    for (uint32_t i = 0; i < a->used; i++)
        if (a->elems[i] == SCR_HOLE) return false;
    return true;
}

static ScrValue splice_impl(ScrValue o, double len, double start, double del, int nins,
                            ScrValue *ins, bool want_removed) {
    ScrValue removed = SCR_UNDEFINED;
    /* The fast path pushes removed elements into a plain array; a species
     * result (a subclass instance) is filled through properties. */
    bool plain_removed = true;
    if (want_removed) {
        removed = species_create(o, del);
        if (scr_is_exception(removed)) return removed;
        plain_removed = scr__class_of(removed) == SCR_CLASS_ARRAY &&
                        scr__get_proto(removed) == scr__thread.realm->array_proto;
    }
    if (plain_removed && dense_plain(o) && len + nins - del < 4294967295.0) {
        if (want_removed) ((ScrArray *)scr_obj(removed))->length = 0;
        ScrArray *a = (ScrArray *)scr_obj(o);
        uint32_t s = (uint32_t)start, d = (uint32_t)del, n = (uint32_t)nins;
        for (uint32_t i = 0; i < d; i++) {
            if (want_removed) scr__array_push_take(removed, a->elems[s + i]);
            else scr_release(a->elems[s + i]);
        }
        uint32_t newlen = a->used - d + n;
        scr__array_reserve(a, newlen);
        memmove(&a->elems[s + n], &a->elems[s + d], (a->used - s - d) * sizeof(ScrValue));
        for (uint32_t i = 0; i < n; i++) a->elems[s + i] = scr_dup(ins[i]);
        a->used = a->length = newlen;
        return removed;
    }
    for (double k = 0; k < del; k++) {
        if (has_index(o, start + k)) {
            ScrValue v = get_i(o, start + k);
            if (scr_is_exception(v)) goto fail;
            int pr = want_removed ? put_i(removed, k, v) : 0;
            scr_release(v);
            if (pr < 0) goto fail;
        }
    }
    if (want_removed && set_len(removed, del) < 0) goto fail;
    if (nins < del) {
        if (move_range(o, start + del, start + nins, len - start - del) < 0) goto fail;
        for (double k = len; k > len - del + nins; k--)
            if (del_i(o, k - 1) < 0) goto fail;
    } else if (nins > del) {
        if (move_range(o, start + del, start + nins, len - start - del) < 0) goto fail;
    }
    for (int i = 0; i < nins; i++)
        if (set_i(o, start + i, ins[i]) < 0) goto fail;
    if (set_len(o, len - del + nins) < 0) goto fail;
    return removed;
fail:
    scr_release(removed);
    return SCR_EXCEPTION;
}

NATIVE(ap_shift) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len;
    if (scr__length_of(o, &len) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    if (len == 0) {
        int r = set_len(o, 0);
        scr_release(o);
        return r < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
    }
    ScrValue first = get_i(o, 0);
    if (scr_is_exception(first)) {
        scr_release(o);
        return first;
    }
    ScrValue r = splice_impl(o, len, 0, 1, 0, NULL, false);
    scr_release(o);
    if (scr_is_exception(r)) {
        scr_release(first);
        return r;
    }
    return first;
}

NATIVE(ap_unshift) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len;
    ScrValue r = SCR_EXCEPTION;
    if (scr__length_of(o, &len) == 0) {
        r = splice_impl(o, len, 0, 0, argc, argv, false);
        if (!scr_is_exception(r)) r = scr_number(len + argc);
    }
    scr_release(o);
    return r;
}

NATIVE(ap_splice) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len, start, del;
    ScrValue r = SCR_EXCEPTION;
    if (scr__length_of(o, &len) < 0 || rel_index(ARG(0), len, 0, &start) < 0) goto out;
    if (argc == 0) {
        del = 0;
    } else if (argc == 1) {
        del = len - start;
    } else {
        if (scr__to_integer(argv[1], &del) < 0) goto out;
        if (del < 0) del = 0;
        if (del > len - start) del = len - start;
    }
    r = splice_impl(o, len, start, del, argc > 2 ? argc - 2 : 0, argv + 2, true);
out:
    scr_release(o);
    return r;
}

NATIVE(ap_reverse) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    if (dense_plain(o)) {
        ScrArray *a = (ScrArray *)scr_obj(o);
        for (uint32_t i = 0, j = a->used ? a->used - 1 : 0; i < j; i++, j--) {
            ScrValue t = a->elems[i];
            a->elems[i] = a->elems[j];
            a->elems[j] = t;
        }
        return o;
    }
    double len;
    if (scr__length_of(o, &len) < 0) goto fail;
    for (double lo = 0, hi = len - 1; lo < hi; lo++, hi--) {
        int hl = has_index(o, lo), hh = has_index(o, hi);
        ScrValue lv = hl ? get_i(o, lo) : SCR_UNDEFINED;
        ScrValue hv = hh ? get_i(o, hi) : SCR_UNDEFINED;
        int r = 0;
        if (scr_is_exception(lv) || scr_is_exception(hv)) r = -1;
        if (r == 0) r = hh ? set_i(o, lo, hv) : del_i(o, lo);
        if (r >= 0) r = hl ? set_i(o, hi, lv) : del_i(o, hi);
        if (!scr_is_exception(lv)) scr_release(lv);
        if (!scr_is_exception(hv)) scr_release(hv);
        if (r < 0) goto fail;
    }
    return o;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

NATIVE(ap_fill) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len, k, end;
    if (scr__length_of(o, &len) < 0 || rel_index(ARG(1), len, 0, &k) < 0 ||
        rel_index(ARG(2), len, len, &end) < 0)
        goto fail;
    for (; k < end; k++)
        if (set_i(o, k, ARG(0)) < 0) goto fail;
    return o;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

/* ------------------------------------------------------------------------
 * Sorting: V8's TimSort over the collected values (arrayproto.h);
 * undefined values sort last and holes are removed to the end.
 * ---------------------------------------------------------------------- */


/* Returns <0, 0, >0; sets ctx->failed on exception. Without a comparator,
 * ctx->order decides (Array.prototype's string order when NULL). */
static double string_order(ScrSortCtx *c, ScrValue x, ScrValue y);

static double sort_compare(ScrSortCtx *c, ScrValue x, ScrValue y) {
    if (c->failed) return 0;
    if (!scr_is_undefined(c->cmp)) {
        ScrValue args[2] = {x, y};
        ScrValue r = scr_call(c->cmp, SCR_UNDEFINED, 2, args, NULL);
        if (scr_is_exception(r)) {
            c->failed = true;
            return 0;
        }
        double d;
        if (scr_to_number(r, &d) < 0) c->failed = true;
        scr_release(r);
        return d != d ? 0 : d;
    }
    return c->order ? c->order(x, y) : string_order(c, x, y);
}

static double string_order(ScrSortCtx *c, ScrValue x, ScrValue y) {
    if (scr_is_number(x) && scr_is_number(y)) {
        /* Compare the decimal strings, as the spec requires. */
        char a[40], b[40];
        scr__number_format(scr_as_number(x), a);
        scr__number_format(scr_as_number(y), b);
        return strcmp(a, b);
    }
    ScrValue sx = scr_to_string(x);
    if (scr_is_exception(sx)) {
        c->failed = true;
        return 0;
    }
    ScrValue sy = scr_to_string(y);
    if (scr_is_exception(sy)) {
        scr_release(sx);
        c->failed = true;
        return 0;
    }
    int r = scr__string_compare(sx, sy);
    scr_release(sx);
    scr_release(sy);
    return r;
}

static bool less(ScrSortCtx *c, ScrValue x, ScrValue y) {
    return sort_compare(c, x, y) < 0;
}

/* --- V8's typed-array merge sort: merges src's runs [from, mid) and
 * [mid, to) into dst, taking the left element unless the comparator says
 * it is greater; the two arrays swap roles at each level. */
static void merge_level(ScrSortCtx *c, ScrValue *src, size_t from, size_t to, ScrValue *dst) {
    size_t mid = from + ((to - from) >> 1);
    if (mid - from > 1) merge_level(c, dst, from, mid, src);
    if (to - mid > 1) merge_level(c, dst, mid, to, src);
    size_t l = from, r = mid;
    for (size_t k = from; k < to; k++) {
        if (l < mid && (r >= to || sort_compare(c, src[l], src[r]) <= 0)) dst[k] = src[l++];
        else dst[k] = src[r++];
    }
}

void scr__merge_sort(ScrSortCtx *c, ScrValue *v, ScrValue *tmp, size_t n) {
    if (n < 2) return;
    memcpy(tmp, v, n * sizeof *v);
    merge_level(c, tmp, 0, n, v);
}

/* --- V8's TimSort (CPython's listsort, as third_party/v8/builtins/
 * array-sort.tq has it). Indices are signed: the gallops step below base.
 * Runs are ascending (a[i] <= a[i+1]) or strictly descending and then
 * reversed; runs shorter than the minimum length are extended by binary
 * insertion; the pending runs are merged while their lengths break the
 * invariants len[i-2] > len[i-1] + len[i] and len[i-1] > len[i]. */

enum { MIN_GALLOP = 7, MAX_PENDING = 85 };

typedef struct {
    ScrSortCtx *c;
    ScrValue *a, *tmp;
    ptrdiff_t min_gallop;
    int nruns;
    ptrdiff_t base[MAX_PENDING], len[MAX_PENDING];
} TimSort;

static void binary_insertion(TimSort *t, ptrdiff_t lo, ptrdiff_t start, ptrdiff_t hi) {
    ScrValue *a = t->a;
    if (start == lo) start++;
    for (; start < hi; start++) {
        ptrdiff_t l = lo, r = start;
        ScrValue pivot = a[start];
        while (l < r) {
            ptrdiff_t m = l + ((r - l) >> 1);
            if (less(t->c, pivot, a[m])) r = m;
            else l = m + 1;
        }
        memmove(a + l + 1, a + l, (size_t)(start - l) * sizeof *a);
        a[l] = pivot;
    }
}

static ptrdiff_t count_run(TimSort *t, ptrdiff_t lo, ptrdiff_t hi) {
    ScrValue *a = t->a;
    if (lo + 1 == hi) return 1;
    ptrdiff_t n = 2;
    bool desc = less(t->c, a[lo + 1], a[lo]);
    for (ptrdiff_t i = lo + 2; i < hi; i++, n++)
        if (less(t->c, a[i], a[i - 1]) != desc) break;
    if (desc)
        for (ptrdiff_t i = lo, j = lo + n - 1; i < j; i++, j--) {
            ScrValue x = a[i];
            a[i] = a[j];
            a[j] = x;
        }
    return n;
}

/* The offset k in [0, n] with a[base+k-1] < key <= a[base+k] (left) or
 * a[base+k-1] <= key < a[base+k] (right), searched outwards from hint in
 * steps 1, 3, 7, ... and then by bisection. */
static ptrdiff_t gallop(TimSort *t, bool right, const ScrValue *a, ScrValue key, ptrdiff_t base,
                        ptrdiff_t n, ptrdiff_t hint) {
    /* "key goes after a[i]": a[i] < key (left) or a[i] <= key (right). */
#define AFTER(i) (right ? !less(t->c, key, a[base + (i)]) : less(t->c, a[base + (i)], key))
    ptrdiff_t last = 0, ofs = 1;
    if (AFTER(hint)) {
        ptrdiff_t max = n - hint;
        while (ofs < max && AFTER(hint + ofs)) {
            last = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > max) ofs = max;
        last += hint;
        ofs += hint;
    } else {
        ptrdiff_t max = hint + 1;
        while (ofs < max && !AFTER(hint - ofs)) {
            last = ofs;
            ofs = (ofs << 1) + 1;
        }
        if (ofs > max) ofs = max;
        ptrdiff_t k = last;
        last = hint - ofs;
        ofs = hint - k;
    }
    for (last++; last < ofs;) {
        ptrdiff_t m = last + ((ofs - last) >> 1);
        if (AFTER(m)) last = m + 1;
        else ofs = m;
    }
#undef AFTER
    return ofs;
}

#define MOVE(dst, src, k) memmove((dst), (src), (size_t)(k) * sizeof(ScrValue))

/* Merges a[ba..ba+na) and a[bb..bb+nb), na <= nb, front to back, with
 * run A in tmp. */
static void merge_low(TimSort *t, ptrdiff_t ba, ptrdiff_t na, ptrdiff_t bb, ptrdiff_t nb) {
    ScrValue *a = t->a, *tmp = t->tmp;
    MOVE(tmp, a + ba, na);
    ptrdiff_t dest = ba, ct = 0, cb = bb;
    a[dest++] = a[cb++];
    if (--nb == 0) goto succeed;
    if (na == 1) goto copy_b;
    ptrdiff_t min_gallop = t->min_gallop;
    for (;;) {
        ptrdiff_t wa = 0, wb = 0;
        for (;;) {
            if (less(t->c, a[cb], tmp[ct])) {
                a[dest++] = a[cb++];
                wb++, nb--, wa = 0;
                if (nb == 0) goto succeed;
                if (wb >= min_gallop) break;
            } else {
                a[dest++] = tmp[ct++];
                wa++, na--, wb = 0;
                if (na == 1) goto copy_b;
                if (wa >= min_gallop) break;
            }
        }
        min_gallop++;
        for (bool first = true; first || wa >= MIN_GALLOP || wb >= MIN_GALLOP; first = false) {
            min_gallop = min_gallop > 2 ? min_gallop - 1 : 1;
            t->min_gallop = min_gallop;
            wa = gallop(t, true, tmp, a[cb], ct, na, 0);
            if (wa > 0) {
                MOVE(a + dest, tmp + ct, wa);
                dest += wa, ct += wa, na -= wa;
                if (na == 1) goto copy_b;
                if (na == 0) goto succeed; /* only with an inconsistent comparator */
            }
            a[dest++] = a[cb++];
            if (--nb == 0) goto succeed;
            wb = gallop(t, false, a, tmp[ct], cb, nb, 0);
            if (wb > 0) {
                MOVE(a + dest, a + cb, wb);
                dest += wb, cb += wb, nb -= wb;
                if (nb == 0) goto succeed;
            }
            a[dest++] = tmp[ct++];
            if (--na == 1) goto copy_b;
        }
        min_gallop++;
        t->min_gallop = min_gallop;
    }
succeed:
    if (na > 0) MOVE(a + dest, tmp + ct, na);
    return;
copy_b: /* the last of run A belongs at the end */
    MOVE(a + dest, a + cb, nb);
    a[dest + nb] = tmp[ct];
}

/* Merges a[ba..ba+na) and a[bb..bb+nb), na >= nb, back to front, with
 * run B in tmp. */
static void merge_high(TimSort *t, ptrdiff_t ba, ptrdiff_t na, ptrdiff_t bb, ptrdiff_t nb) {
    ScrValue *a = t->a, *tmp = t->tmp;
    MOVE(tmp, a + bb, nb);
    ptrdiff_t dest = bb + nb - 1, ct = nb - 1, ca = ba + na - 1;
    a[dest--] = a[ca--];
    if (--na == 0) goto succeed;
    if (nb == 1) goto copy_a;
    ptrdiff_t min_gallop = t->min_gallop;
    for (;;) {
        ptrdiff_t wa = 0, wb = 0;
        for (;;) {
            if (less(t->c, tmp[ct], a[ca])) {
                a[dest--] = a[ca--];
                wa++, na--, wb = 0;
                if (na == 0) goto succeed;
                if (wa >= min_gallop) break;
            } else {
                a[dest--] = tmp[ct--];
                wb++, nb--, wa = 0;
                if (nb == 1) goto copy_a;
                if (wb >= min_gallop) break;
            }
        }
        min_gallop++;
        for (bool first = true; first || wa >= MIN_GALLOP || wb >= MIN_GALLOP; first = false) {
            min_gallop = min_gallop > 2 ? min_gallop - 1 : 1;
            t->min_gallop = min_gallop;
            wa = na - gallop(t, true, a, tmp[ct], ba, na, na - 1);
            if (wa > 0) {
                dest -= wa, ca -= wa;
                MOVE(a + dest + 1, a + ca + 1, wa);
                na -= wa;
                if (na == 0) goto succeed;
            }
            a[dest--] = tmp[ct--];
            if (--nb == 1) goto copy_a;
            wb = nb - gallop(t, false, tmp, a[ca], 0, nb, nb - 1);
            if (wb > 0) {
                dest -= wb, ct -= wb;
                MOVE(a + dest + 1, tmp + ct + 1, wb);
                nb -= wb;
                if (nb == 1) goto copy_a;
                if (nb == 0) goto succeed; /* only with an inconsistent comparator */
            }
            a[dest--] = a[ca--];
            if (--na == 0) goto succeed;
        }
        min_gallop++;
        t->min_gallop = min_gallop;
    }
succeed:
    if (nb > 0) MOVE(a + dest - (nb - 1), tmp, nb);
    return;
copy_a: /* the first of run B belongs at the front */
    dest -= na, ca -= na;
    MOVE(a + dest + 1, a + ca + 1, na);
    a[dest] = tmp[ct];
}

static void merge_at(TimSort *t, int i) {
    ptrdiff_t ba = t->base[i], na = t->len[i], bb = t->base[i + 1], nb = t->len[i + 1];
    t->len[i] = na + nb;
    if (i == t->nruns - 3) {
        t->base[i + 1] = t->base[i + 2];
        t->len[i + 1] = t->len[i + 2];
    }
    t->nruns--;
    /* Where B's first belongs in A, and where A's last belongs in B:
     * what lies outside is in place already. */
    ptrdiff_t k = gallop(t, true, t->a, t->a[bb], ba, na, 0);
    ba += k, na -= k;
    if (na == 0) return;
    nb = gallop(t, false, t->a, t->a[ba + na - 1], bb, nb, nb - 1);
    if (nb == 0) return;
    if (na <= nb) merge_low(t, ba, na, bb, nb);
    else merge_high(t, ba, na, bb, nb);
}

static bool invariant_holds(const TimSort *t, int n) {
    return n < 2 || t->len[n - 2] > t->len[n - 1] + t->len[n];
}

void scr__tim_sort(ScrSortCtx *c, ScrValue *v, ScrValue *tmp, size_t count) {
    if (count < 2) return;
    TimSort t = {.c = c, .a = v, .tmp = tmp, .min_gallop = MIN_GALLOP};
    ptrdiff_t n = (ptrdiff_t)count, min_run = n, r = 0;
    for (; min_run >= 64; min_run >>= 1) r |= min_run & 1;
    min_run += r;
    for (ptrdiff_t lo = 0, left = n; left > 0 && !c->failed;) {
        ptrdiff_t run = count_run(&t, lo, lo + left);
        if (run < min_run) {
            ptrdiff_t forced = min_run < left ? min_run : left;
            binary_insertion(&t, lo, lo + run, lo + forced);
            run = forced;
        }
        t.base[t.nruns] = lo;
        t.len[t.nruns++] = run;
        while (t.nruns > 1 && !c->failed) {
            int i = t.nruns - 2;
            if (!invariant_holds(&t, i + 1) || !invariant_holds(&t, i)) {
                if (t.len[i - 1] < t.len[i + 1]) i--;
            } else if (t.len[i] > t.len[i + 1]) {
                break;
            }
            merge_at(&t, i);
        }
        lo += run, left -= run;
    }
    while (t.nruns > 1 && !c->failed) {
        int i = t.nruns - 2;
        if (i > 0 && t.len[i - 1] < t.len[i + 1]) i--;
        merge_at(&t, i);
    }
}

#undef MOVE

NATIVE(ap_sort) {
    UNUSED;
    ScrValue cmp = ARG(0);
    if (!scr_is_undefined(cmp) && !scr__is_callable(cmp))
        return scr_throw_type_error("The comparison function must be either a function or undefined");
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len;
    if (scr__length_of(o, &len) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    size_t n = 0, nundef = 0;
    ScrValue *vals = scr__xmalloc(((size_t)len + 1) * sizeof(ScrValue));
    bool failed = false;
    for (double k = 0; k < len; k++) {
        if (!has_index(o, k)) continue;
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) {
            failed = true;
            break;
        }
        if (scr_is_undefined(v)) nundef++;
        else vals[n++] = v;
    }
    ScrSortCtx c = {cmp, failed, NULL};
    if (!failed) {
        ScrValue *tmp = scr__xmalloc((n + 1) * sizeof(ScrValue));
        scr__tim_sort(&c, vals, tmp, n);
        free(tmp);
    }
    double k = 0;
    if (!c.failed) {
        for (size_t i = 0; i < n && !c.failed; i++)
            if (set_i(o, k++, vals[i]) < 0) c.failed = true;
        for (size_t i = 0; i < nundef && !c.failed; i++)
            if (set_i(o, k++, SCR_UNDEFINED) < 0) c.failed = true;
        for (; k < len && !c.failed; k++)
            if (del_i(o, k) < 0) c.failed = true;
    }
    for (size_t i = 0; i < n; i++) scr_release(vals[i]);
    free(vals);
    if (c.failed) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

/* ------------------------------------------------------------------------
 * Copying methods (ES2023): toSorted, toReversed, toSpliced, with; and
 * copyWithin. They read holes as undefined and return plain arrays.
 * ---------------------------------------------------------------------- */

/* Reads o[0..len) into a new C array of owned values; NULL on exception. */
static ScrValue *read_all(ScrValue o, double len) {
    ScrValue *vals = scr__xmalloc(((size_t)len + 1) * sizeof(ScrValue));
    for (double k = 0; k < len; k++) {
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) {
            for (double j = 0; j < k; j++) scr_release(vals[(size_t)j]);
            free(vals);
            return NULL;
        }
        vals[(size_t)k] = v;
    }
    return vals;
}

/* A plain array of n values, taking them. */
static ScrValue array_take(ScrValue *vals, size_t n) {
    ScrValue a = scr_array_new((uint32_t)n);
    for (size_t i = 0; i < n; i++) scr__array_push_take(a, vals[i]);
    return a;
}

static int to_object_len(ScrValue this_val, ScrValue *o, double *len) {
    *o = scr__to_object(this_val);
    if (scr_is_exception(*o)) return -1;
    if (scr__length_of(*o, len) < 0) {
        scr_release(*o);
        return -1;
    }
    if (*len > 4294967295.0) {
        scr_release(*o);
        scr_throw_range_error("Invalid array length");
        return -1;
    }
    return 0;
}

NATIVE(ap_to_sorted) {
    UNUSED;
    ScrValue cmp = ARG(0);
    if (!scr_is_undefined(cmp) && !scr__is_callable(cmp))
        return scr_throw_type_error("The comparison function must be either a function or undefined");
    ScrValue o;
    double len;
    if (to_object_len(this_val, &o, &len) < 0) return SCR_EXCEPTION;
    ScrValue *vals = read_all(o, len);
    scr_release(o);
    if (!vals) return SCR_EXCEPTION;
    size_t n = 0, total = (size_t)len;
    for (size_t i = 0; i < total; i++) /* undefined sorts last */
        if (!scr_is_undefined(vals[i])) vals[n++] = vals[i];
    for (size_t i = n; i < total; i++) vals[i] = SCR_UNDEFINED;
    ScrSortCtx c = {cmp, false, NULL};
    ScrValue *tmp = scr__xmalloc((n + 1) * sizeof(ScrValue));
    scr__tim_sort(&c, vals, tmp, n);
    free(tmp);
    if (c.failed) {
        for (size_t i = 0; i < total; i++) scr_release(vals[i]);
        free(vals);
        return SCR_EXCEPTION;
    }
    ScrValue a = array_take(vals, total);
    free(vals);
    return a;
}

NATIVE(ap_to_reversed) {
    UNUSED;
    ScrValue o;
    double len;
    if (to_object_len(this_val, &o, &len) < 0) return SCR_EXCEPTION;
    ScrValue *vals = read_all(o, len);
    scr_release(o);
    if (!vals) return SCR_EXCEPTION;
    size_t n = (size_t)len;
    for (size_t i = 0; i < n / 2; i++) {
        ScrValue t = vals[i];
        vals[i] = vals[n - 1 - i];
        vals[n - 1 - i] = t;
    }
    ScrValue a = array_take(vals, n);
    free(vals);
    return a;
}

NATIVE(ap_to_spliced) {
    UNUSED;
    ScrValue o;
    double len, start, skip;
    if (to_object_len(this_val, &o, &len) < 0) return SCR_EXCEPTION;
    if (rel_index(ARG(0), len, 0, &start) < 0) goto fail;
    if (argc == 0) {
        skip = 0;
    } else if (argc == 1) {
        skip = len - start;
    } else {
        double d;
        if (scr__to_integer(argv[1], &d) < 0) goto fail;
        skip = d < 0 ? 0 : d > len - start ? len - start : d;
    }
    int nins = argc > 2 ? argc - 2 : 0;
    double newlen = len + nins - skip;
    if (newlen > 9007199254740991.0) {
        scr_throw_type_error("Invalid array length");
        goto fail;
    }
    if (newlen > 4294967295.0) {
        scr_throw_range_error("Invalid array length");
        goto fail;
    }
    ScrValue a = scr_array_new((uint32_t)newlen);
    for (double k = 0; k < start; k++) {
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) goto fail_a;
        scr__array_push_take(a, v);
    }
    for (int i = 0; i < nins; i++) scr_array_push(a, argv[i + 2]);
    for (double k = start + skip; k < len; k++) {
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) goto fail_a;
        scr__array_push_take(a, v);
    }
    scr_release(o);
    return a;
fail_a:
    scr_release(a);
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

NATIVE(ap_with) {
    UNUSED;
    ScrValue o;
    double len, rel;
    if (to_object_len(this_val, &o, &len) < 0) return SCR_EXCEPTION;
    if (scr__to_integer(ARG(0), &rel) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    double idx = rel >= 0 ? rel : len + rel;
    if (idx >= len || idx < 0) {
        scr_release(o);
        char buf[64];
        scr__value_describe(ARG(0), buf, sizeof buf);
        return scr_throw_range_error("Invalid index : %s", buf);
    }
    ScrValue *vals = read_all(o, len);
    scr_release(o);
    if (!vals) return SCR_EXCEPTION;
    scr_release(vals[(size_t)idx]);
    vals[(size_t)idx] = scr_dup(ARG(1));
    ScrValue a = array_take(vals, (size_t)len);
    free(vals);
    return a;
}

NATIVE(ap_copy_within) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len, to, from, final;
    if (scr__length_of(o, &len) < 0 || rel_index(ARG(0), len, 0, &to) < 0 ||
        rel_index(ARG(1), len, 0, &from) < 0 || rel_index(ARG(2), len, len, &final) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    double count = fmin(final - from, len - to);
    if (count > 0 && move_range(o, from, to, count) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

/* ------------------------------------------------------------------------
 * Accessors and searches.
 * ---------------------------------------------------------------------- */

NATIVE(ap_slice) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len, k, end;
    ScrValue out = SCR_EXCEPTION;
    if (scr__length_of(o, &len) < 0 || rel_index(ARG(0), len, 0, &k) < 0 ||
        rel_index(ARG(1), len, len, &end) < 0)
        goto done;
    out = species_create(o, end > k ? end - k : 0);
    if (scr_is_exception(out)) goto done;
    double n = 0;
    for (; k < end; k++, n++) {
        if (!has_index(o, k)) continue;
        ScrValue v = get_i(o, k);
        int pr = scr_is_exception(v) ? -1 : put_i(out, n, v);
        scr_release(v);
        if (pr < 0) {
            scr_release(out);
            out = SCR_EXCEPTION;
            goto done;
        }
    }
    if (set_len(out, n) < 0) {
        scr_release(out);
        out = SCR_EXCEPTION;
    }
done:
    scr_release(o);
    return out;
}

static bool spreadable(ScrValue v, int *err) {
    *err = 0;
    if (!scr_is_object(v)) return false;
    ScrValue s = scr_get(v, scr__thread.realm->sym_is_concat_spreadable);
    if (scr_is_exception(s)) {
        *err = 1;
        return false;
    }
    if (!scr_is_undefined(s)) {
        bool b = scr_to_boolean(s);
        scr_release(s);
        return b;
    }
    int a = scr__is_array_deep(v);
    if (a < 0) *err = 1;
    return a > 0;
}

NATIVE(ap_concat) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrValue out = species_create(o, 0);
    if (scr_is_exception(out)) {
        scr_release(o);
        return out;
    }
    double n = 0;
    for (int i = -1; i < argc; i++) {
        ScrValue e = i < 0 ? o : argv[i];
        int err;
        bool sp = spreadable(e, &err);
        if (err) goto fail;
        if (sp) {
            double len;
            if (scr__length_of(e, &len) < 0) goto fail;
            for (double k = 0; k < len; k++, n++) {
                if (!has_index(e, k)) continue;
                ScrValue v = get_i(e, k);
                if (scr_is_exception(v)) goto fail;
                int pr = put_i(out, n, v);
                scr_release(v);
                if (pr < 0) goto fail;
            }
        } else if (put_i(out, n++, e) < 0) {
            goto fail;
        }
    }
    if (set_len(out, n) < 0) goto fail;
    scr_release(o);
    return out;
fail:
    scr_release(out);
    scr_release(o);
    return SCR_EXCEPTION;
}

/* Arrays being joined, outermost first, for V8's behaviour on cycles (an
 * array already being joined joins as ""). As deep as the nesting, which
 * the stack check bounds: a fixed 64 entries was read past beyond them. */
static ScrValue *join_stack;
static size_t join_cap;
static int join_depth;
/* join_stack[JOIN_SCAN..]: the first entries are scanned, the deeper ones
 * looked up, so that deep nesting costs no scan of the path per level. */
static ScrPtrSet join_deep;
#define JOIN_SCAN 16

/* join (magic 0) and toLocaleString (magic 1: each element's
 * toLocaleString(locales, options), joined with ","). */
NATIVE(ap_join) {
    UNUSED;
    bool locale = ((ScrFunction *)scr_obj(fn))->magic == 1;
    /* Arrays nested deeply join through this native again and again. */
    if (scr_stack_exhausted()) return scr_throw_stack_overflow();
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    bool joining = scr__ptrset_has(&join_deep, o);
    for (int i = 0; i < join_depth && i < JOIN_SCAN; i++) joining = joining || join_stack[i] == o;
    if (joining) {
        scr_release(o);
        return scr_dup(SCR_ATOM(""));
    }
    double len;
    if (scr__length_of(o, &len) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    ScrValue sep = locale || scr_is_undefined(ARG(0)) ? scr_string_from_utf8(",", 1) : scr_to_string(ARG(0));
    if (scr_is_exception(sep)) {
        scr_release(o);
        return sep;
    }
    SCR_GROW(join_stack, join_cap, (size_t)join_depth + 1, 64);
    if (join_depth >= JOIN_SCAN) scr__ptrset_add(&join_deep, o);
    join_stack[join_depth++] = o;
    /* The element strings are collected first (holes and nullish elements
     * as nothing) and the result is built in one allocation: separators
     * are implied between consecutive indexes, so a long holey array costs
     * no memory per hole. */
    typedef struct {
        double k;
        ScrValue s;
    } Part;
    Part small[16];
    Part *parts = small;
    size_t n = 0, cap = 16;
    uint64_t seplen = scr_str(sep)->len, total = 0;
    ScrValue result = SCR_EXCEPTION;
    for (double k = 0; k < len; k++) {
        if (k > 0) total += seplen;
        if (total > SCR_STRING_MAX_LEN) {
            scr_throw_range_error("Invalid string length");
            goto out;
        }
        ScrValue v;
        if (!dense_get(o, k, &v)) v = get_i(o, k);
        if (scr_is_exception(v)) goto out;
        if (scr_is_nullish(v)) continue;
        if (locale) {
            ScrValue m = scr_get(v, SCR_ATOM("toLocaleString"));
            if (scr_is_exception(m)) {
                scr_release(v);
                goto out;
            }
            if (!scr__is_callable(m)) {
                scr__throw_with_value(SCR_ERR_TYPE, "", m, " is not a function");
                scr_release(m);
                scr_release(v);
                goto out;
            }
            ScrValue args[2] = {ARG(0), ARG(1)};
            ScrValue lv = scr_call(m, v, 2, args, NULL);
            scr_release(m);
            scr_release(v);
            if (scr_is_exception(lv)) goto out;
            v = lv;
        }
        ScrValue s = scr_is_string(v) ? scr_dup(v) : scr_to_string(v);
        scr_release(v);
        if (scr_is_exception(s)) goto out;
        uint32_t sl = scr_str(s)->len;
        if (!sl) {
            scr_release(s);
            continue;
        }
        total += sl;
        if (n == cap) {
            cap *= 2;
            Part *grown = scr__xmalloc(cap * sizeof *parts);
            memcpy(grown, parts, n * sizeof *parts);
            if (parts != small) free(parts);
            parts = grown;
        }
        parts[n].k = k;
        parts[n++].s = s;
    }
    if (total > SCR_STRING_MAX_LEN) {
        scr_throw_range_error("Invalid string length");
    } else if (total == 0) {
        result = scr_dup(SCR_ATOM(""));
    } else if (n == 1 && total == scr_str(parts[0].s)->len) {
        result = scr_dup(parts[0].s); /* one element, no separators */
    } else {
        ScrString *r = scr__string_alloc((uint32_t)total);
        const uint16_t *sd = scr_str(sep)->data;
        uint16_t *at = r->data;
        double done = 0; /* indexes [0, done) are written */
        for (size_t i = 0; i <= n; i++) {
            /* Every index m >= 1 is preceded by a separator. */
            double upto = i < n ? parts[i].k + 1 : len;
            if (seplen)
                for (double m = done; m < upto; m++)
                    if (m > 0)
                        for (uint64_t j = 0; j < seplen; j++) *at++ = sd[j];
            done = upto;
            if (i == n) break;
            ScrString *ps = scr_str(parts[i].s);
            memcpy(at, ps->data, (size_t)ps->len * sizeof(uint16_t));
            at += ps->len;
        }
        result = scr_from_cell(r);
    }
out:
    for (size_t i = 0; i < n; i++) scr_release(parts[i].s);
    if (parts != small) free(parts);
    if (--join_depth >= JOIN_SCAN) scr__ptrset_remove(&join_deep, o);
    scr_release(sep);
    scr_release(o);
    return result;
}

NATIVE(ap_to_string) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    ScrValue j = scr__get_str(this_val, "join");
    if (scr_is_exception(j)) return j;
    ScrValue r;
    if (scr__is_callable(j)) r = scr_call(j, this_val, 0, NULL, NULL);
    else r = scr_call(scr__get_proto(scr__thread.realm->object_proto), this_val, 0, NULL, NULL);
    scr_release(j);
    return r;
}

/* indexOf (magic 0), lastIndexOf (1), includes (2). */
NATIVE(ap_index_of) {
    (void)nt;
    int mode = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len, k;
    ScrValue r = SCR_EXCEPTION;
    if (scr__length_of(o, &len) < 0) goto done;
    if (len == 0) {
        r = mode == 2 ? SCR_FALSE : scr_number(-1);
        goto done;
    }
    if (mode == 1) {
        if (argc > 1) {
            if (scr__to_integer(argv[1], &k) < 0) goto done;
            k = k >= 0 ? (k < len - 1 ? k : len - 1) : len + k;
        } else {
            k = len - 1;
        }
        for (; k >= 0; k--) {
            if (!has_index(o, k)) continue;
            ScrValue v = get_i(o, k);
            if (scr_is_exception(v)) goto done;
            bool eq = scr_strict_eq(v, ARG(0));
            scr_release(v);
            if (eq) {
                r = scr_number(k);
                goto done;
            }
        }
        r = scr_number(-1);
        goto done;
    }
    if (rel_index(ARG(1), len, 0, &k) < 0) goto done;
    for (; k < len; k++) {
        if (mode == 0 && !has_index(o, k)) continue;
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) goto done;
        bool eq = mode == 2 ? scr__same_value_zero(v, ARG(0)) : scr_strict_eq(v, ARG(0));
        scr_release(v);
        if (eq) {
            r = mode == 2 ? SCR_TRUE : scr_number(k);
            goto done;
        }
    }
    r = mode == 2 ? SCR_FALSE : scr_number(-1);
done:
    scr_release(o);
    return r;
}

NATIVE(ap_at) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len, k;
    ScrValue r = SCR_EXCEPTION;
    if (scr__length_of(o, &len) == 0 && scr__to_integer(ARG(0), &k) == 0) {
        if (k < 0) k += len;
        r = (k < 0 || k >= len) ? SCR_UNDEFINED : get_i(o, k);
    }
    scr_release(o);
    return r;
}

/* The callback family: forEach 0, map 1, filter 2, some 3, every 4, find 5,
 * findIndex 6, findLast 7, findLastIndex 8. */
NATIVE(ap_iterate) {
    (void)nt;
    int mode = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrValue cb = ARG(0), this_arg = ARG(1), out = SCR_UNDEFINED, r = SCR_EXCEPTION;
    double len;
    if (scr__length_of(o, &len) < 0) goto done;
    if (scr_is_exception(require_callable(cb))) goto done;
    if (mode == 1 || mode == 2) {
        out = species_create(o, mode == 1 ? len : 0);
        if (scr_is_exception(out)) {
            out = SCR_UNDEFINED;
            goto done;
        }
    }
    double nout = 0;
    bool backwards = mode == 7 || mode == 8;
    bool visit_holes = mode >= 5;
    for (double i = 0; i < len; i++) {
        double k = backwards ? len - 1 - i : i;
        ScrValue v;
        if (!dense_get(o, k, &v)) {
            if (!visit_holes && !has_index(o, k)) continue;
            v = get_i(o, k);
            if (scr_is_exception(v)) goto done;
        }
        ScrValue args[3] = {v, scr_number(k), o};
        ScrValue res = scr_call(cb, this_arg, 3, args, NULL);
        if (scr_is_exception(res)) {
            scr_release(v);
            goto done;
        }
        bool t = mode == 1 ? false : scr_to_boolean(res);
        if (mode == 1 || (mode == 2 && t)) {
            int pr = mode == 1 ? put_i(out, k, res) : put_i(out, nout++, v);
            if (pr < 0) {
                scr_release(res);
                scr_release(v);
                goto done;
            }
        } else if (mode == 3 && t) {
            r = SCR_TRUE;
        } else if (mode == 4 && !t) {
            r = SCR_FALSE;
        } else if ((mode == 5 || mode == 7) && t) {
            r = scr_dup(v);
        } else if ((mode == 6 || mode == 8) && t) {
            r = scr_number(k);
        }
        scr_release(res);
        scr_release(v);
        if (!scr_is_exception(r)) goto done;
    }
    switch (mode) {
    case 0: r = SCR_UNDEFINED; break;
    case 1:
    case 2: r = out; out = SCR_UNDEFINED; break;
    case 3: r = SCR_FALSE; break;
    case 4: r = SCR_TRUE; break;
    case 5:
    case 7: r = SCR_UNDEFINED; break;
    default: r = scr_number(-1); break;
    }
done:
    scr_release(out);
    scr_release(o);
    return r;
}

/* reduce (magic 0) and reduceRight (1). */
NATIVE(ap_reduce) {
    (void)nt;
    bool right = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrValue cb = ARG(0), acc = SCR_EXCEPTION;
    double len;
    if (scr__length_of(o, &len) < 0) goto done;
    if (scr_is_exception(require_callable(cb))) goto done;
    double i = 0;
    if (argc >= 2) {
        acc = scr_dup(argv[1]);
    } else {
        for (; i < len; i++) {
            double k = right ? len - 1 - i : i;
            if (has_index(o, k)) {
                acc = get_i(o, k);
                i++;
                break;
            }
        }
        if (scr_is_exception(acc)) {
            if (!scr__has_exception())
                scr_throw_type_error("Reduce of empty array with no initial value");
            goto done;
        }
    }
    for (; i < len; i++) {
        double k = right ? len - 1 - i : i;
        if (!has_index(o, k)) continue;
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) {
            scr_release(acc);
            acc = SCR_EXCEPTION;
            goto done;
        }
        ScrValue args[4] = {acc, v, scr_number(k), o};
        ScrValue r = scr_call(cb, SCR_UNDEFINED, 4, args, NULL);
        scr_release(v);
        scr_release(acc);
        acc = r;
        if (scr_is_exception(acc)) goto done;
    }
done:
    scr_release(o);
    return acc;
}

/* FlattenIntoArray: appends src's elements to out at *n, descending into
 * arrays `depth` levels. 0 or -1. */
static int flatten(ScrValue out, double *n, ScrValue src, double depth) {
    if (scr_stack_exhausted()) {
        scr_throw_stack_overflow();
        return -1;
    }
    double len;
    if (scr__length_of(src, &len) < 0) return -1;
    for (double k = 0; k < len; k++) {
        if (!has_index(src, k)) continue;
        ScrValue v = get_i(src, k);
        if (scr_is_exception(v)) return -1;
        int r = 0;
        if (depth > 0 && scr__is_array(v)) r = flatten(out, n, v, depth - 1);
        else r = put_i(out, (*n)++, v);
        scr_release(v);
        if (r < 0) return -1;
    }
    return 0;
}

NATIVE(ap_flat) {
    UNUSED;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double depth = 1;
    if (!scr_is_undefined(ARG(0)) && scr__to_integer(ARG(0), &depth) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    ScrValue out = species_create(o, 0);
    double n = 0;
    if (!scr_is_exception(out) && flatten(out, &n, o, depth) < 0) {
        scr_release(out);
        out = SCR_EXCEPTION;
    }
    scr_release(o);
    return out;
}

NATIVE(ap_flat_map) {
    UNUSED;
    ScrValue cb = ARG(0);
    if (scr_is_exception(require_callable(cb))) return SCR_EXCEPTION;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    double len, n = 0;
    ScrValue out = SCR_UNDEFINED;
    if (scr__length_of(o, &len) < 0) goto fail;
    out = species_create(o, 0);
    if (scr_is_exception(out)) {
        out = SCR_UNDEFINED;
        goto fail;
    }
    for (double k = 0; k < len; k++) {
        if (!has_index(o, k)) continue;
        ScrValue v = get_i(o, k);
        if (scr_is_exception(v)) goto fail;
        ScrValue args[3] = {v, scr_number(k), o};
        ScrValue r = scr_call(cb, ARG(1), 3, args, NULL);
        scr_release(v);
        if (scr_is_exception(r)) goto fail;
        int rc = scr__is_array(r) ? flatten(out, &n, r, 0) : put_i(out, n++, r);
        scr_release(r);
        if (rc < 0) goto fail;
    }
    scr_release(o);
    return out;
fail:
    scr_release(out);
    scr_release(o);
    return SCR_EXCEPTION;
}

/* ------------------------------------------------------------------------
 * Iterators.
 * ---------------------------------------------------------------------- */

static int array_iter_next(ScrNativeIterator *it, ScrValue *out) {
    if (scr_is_undefined(it->target)) return 0;
    double len;
    if (scr__class_of(it->target) == SCR_CLASS_ARRAY) len = scr_array_length(it->target);
    else if (scr__length_of(it->target, &len) < 0) return -1;
    if (it->index >= len) {
        scr_clear(&it->target);
        return 0;
    }
    uint32_t i = it->index++;
    if (it->kind == 0) {
        *out = scr_number(i);
        return 1;
    }
    ScrValue v = get_i(it->target, i);
    if (scr_is_exception(v)) return -1;
    if (it->kind == 1) {
        *out = v;
        return 1;
    }
    ScrValue pair[2] = {scr_number(i), v};
    *out = scr_array_from_take(2, pair);
    return 1;
}

ScrValue scr__array_iterator_new(ScrValue obj, int kind) {
    ScrValue v = scr__object_alloc(sizeof(ScrNativeIterator), SCR_CLASS_ITERATOR,
                                   scr__thread.realm->array_iterator_proto);
    ScrNativeIterator *it = (ScrNativeIterator *)scr_obj(v);
    it->target = scr_dup(obj);
    it->kind = kind;
    it->next_fn = array_iter_next;
    return v;
}

/* %ArrayIteratorPrototype%.next; also serves every ScrNativeIterator
 * (string iterators use the same `next` through next_fn). */
NATIVE(native_iter_next) {
    UNUSED;
    if (scr__class_of(this_val) != SCR_CLASS_ITERATOR)
        return scr_throw_type_error("next method called on incompatible receiver");
    ScrNativeIterator *it = (ScrNativeIterator *)scr_obj(this_val);
    ScrValue v;
    int r = it->next_fn(it, &v);
    if (r < 0) return SCR_EXCEPTION;
    if (r == 0) return scr__iter_result(SCR_UNDEFINED, true);
    ScrValue res = scr__iter_result(v, false);
    scr_release(v);
    return res;
}

ScrValue scr__native_iter_next_fn(void) {
    return scr_native_new(native_iter_next, "next", 0);
}

NATIVE(ap_keys_values_entries) {
    (void)argc, (void)argv, (void)nt;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrValue it = scr__array_iterator_new(o, ((ScrFunction *)scr_obj(fn))->magic);
    scr_release(o);
    return it;
}

/* ------------------------------------------------------------------------
 * Installation.
 * ---------------------------------------------------------------------- */

static void def_magic(ScrValue obj, const char *name, ScrCode code, int length, int magic) {
    scr__define_str_take(obj, name, scr__native_new_ex(code, name, length, magic, SCR_UNDEFINED),
                         SCR_PROP_CW);
}

void scr__array_init(void) {
    ScrValue g = scr__thread.realm->global, p = scr__thread.realm->array_proto;
    ScrValue c = scr__native_ctor_new(array_ctor, "Array", 1, p);
    scr__thread.realm->array_ctor = c;
    scr__define_str_take(g, "Array", scr_dup(c), SCR_PROP_CW);
    scr__define_native(c, "isArray", array_is_array, 1);
    scr__define_native(c, "from", array_from, 1);
    scr__define_native(c, "of", array_of, 0);
    ScrValue species = scr_native_new(array_species, "get [Symbol.species]", 0);
    array_species_getter = species;
    scr__define_accessor_flags(c, scr__thread.realm->sym_species, species, SCR_UNDEFINED,
                               SCR_PROP_CONFIGURABLE);
    scr_release(species);

    scr__define_native(p, "at", ap_at, 1);
    scr__define_native(p, "concat", ap_concat, 1);
    def_magic(p, "entries", ap_keys_values_entries, 0, 2);
    def_magic(p, "every", ap_iterate, 1, 4);
    scr__define_native(p, "fill", ap_fill, 1);
    def_magic(p, "filter", ap_iterate, 1, 2);
    def_magic(p, "find", ap_iterate, 1, 5);
    def_magic(p, "findIndex", ap_iterate, 1, 6);
    def_magic(p, "findLast", ap_iterate, 1, 7);
    def_magic(p, "findLastIndex", ap_iterate, 1, 8);
    scr__define_native(p, "flat", ap_flat, 0);
    scr__define_native(p, "flatMap", ap_flat_map, 1);
    def_magic(p, "forEach", ap_iterate, 1, 0);
    def_magic(p, "includes", ap_index_of, 1, 2);
    def_magic(p, "indexOf", ap_index_of, 1, 0);
    scr__define_native(p, "join", ap_join, 1);
    def_magic(p, "keys", ap_keys_values_entries, 0, 0);
    def_magic(p, "lastIndexOf", ap_index_of, 1, 1);
    def_magic(p, "map", ap_iterate, 1, 1);
    scr__define_native(p, "pop", ap_pop, 0);
    scr__intrinsic_set(SCR_INTRINSIC_ARRAY_PUSH, scr__define_native(p, "push", ap_push, 1), ap_push);
    def_magic(p, "reduce", ap_reduce, 1, 0);
    def_magic(p, "reduceRight", ap_reduce, 1, 1);
    scr__define_native(p, "reverse", ap_reverse, 0);
    scr__define_native(p, "shift", ap_shift, 0);
    scr__define_native(p, "slice", ap_slice, 2);
    def_magic(p, "some", ap_iterate, 1, 3);
    scr__define_native(p, "sort", ap_sort, 1);
    scr__define_native(p, "splice", ap_splice, 2);
    scr__define_native(p, "toString", ap_to_string, 0);
    scr__define_str_take(p, "toLocaleString", scr__native_new_ex(ap_join, "toLocaleString", 0, 1, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_native(p, "unshift", ap_unshift, 1);
    scr__define_native(p, "toSorted", ap_to_sorted, 1);
    scr__define_native(p, "toReversed", ap_to_reversed, 0);
    scr__define_native(p, "toSpliced", ap_to_spliced, 2);
    scr__define_native(p, "with", ap_with, 2);
    scr__define_native(p, "copyWithin", ap_copy_within, 2);
    ScrValue values = scr__native_new_ex(ap_keys_values_entries, "values", 0, 1, SCR_UNDEFINED);
    scr__thread.realm->array_values_fn = scr_dup(values);
    scr__define_str_take(p, "values", scr_dup(values), SCR_PROP_CW);
    scr__define_value_take(p, scr__thread.realm->sym_iterator, values, SCR_PROP_CW);

    /* Array.prototype[@@unscopables]: a null-prototype object naming the
     * methods `with` must not expose, in V8's order (Node 20 lists values
     * before the ES2023 copying methods). */
    static const char *const unscopable[] = {"at",     "copyWithin", "entries",  "fill",
                                             "find",   "findIndex",  "findLast", "findLastIndex",
                                             "flat",   "flatMap",    "includes", "keys",
                                             "values", "toReversed", "toSorted", "toSpliced"};
    ScrValue un = scr_object_new_proto(SCR_NULL);
    for (size_t i = 0; i < sizeof unscopable / sizeof *unscopable; i++)
        scr__define_str_take(un, unscopable[i], SCR_TRUE, SCR_PROP_CWE);
    scr__define_value_take(p, scr__thread.realm->sym_unscopables, un, SCR_PROP_CONFIGURABLE);

    ScrValue ip = scr__thread.realm->array_iterator_proto;
    ScrValue next = scr__native_iter_next_fn();
    scr__thread.realm->array_iter_next_fn = scr_dup(next);
    scr__define_str_take(ip, "next", next, SCR_PROP_CW);
    scr__define_value_take(ip, scr__thread.realm->sym_to_string_tag,
                           scr_string_from_utf8("Array Iterator", 14), SCR_PROP_CONFIGURABLE);
}
