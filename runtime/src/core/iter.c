/* iter.c - the iterator protocol behind for-of, spread and array
 * destructuring (with a fast path over arrays while Array.prototype's
 * iterator is untouched), iterator result objects, and for-in key lists. */
#include "core/iter.h"
#include "core/error.h"
#include "core/native.h"

#include "core/shape.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/proxy.h"

#include <stdio.h>
#include <stdlib.h>

/* Fast paths by class id (iter.h); registered by the built-ins' init. */
static const ScrIterFastPath *fast_paths[SCR_CLASS__COUNT];

void scr__iter_register_fast_path(int cls, const ScrIterFastPath *fp) { fast_paths[cls] = fp; }

bool scr__array_iter_pristine(ScrValue arr) {
    ScrObject *o = scr_obj(arr);
    if (o->proto != scr__thread.realm->array_proto) return false;
    ScrObject *ap = scr_obj(scr__thread.realm->array_proto);
    int i = scr__shape_find(ap->shape, scr__thread.realm->sym_iterator);
    if (i < 0 || ap->slots[i] != scr__thread.realm->array_values_fn) return false;
    if (o->shape->count && scr__shape_find(o->shape, scr__thread.realm->sym_iterator) >= 0) return false;
    ScrObject *ip = scr_obj(scr__thread.realm->array_iterator_proto);
    int j = scr__shape_find(ip->shape, SCR_ATOM("next"));
    return j >= 0 && ip->slots[j] == scr__thread.realm->array_iter_next_fn;
}

ScrValue scr__iter_result(ScrValue value, bool done) {
    static ScrLiteralShape site;
    const ScrValue keys[2] = {SCR_ATOM("value"), SCR_ATOM("done")};
    ScrValue r = scr_object_literal(&site, 2, keys);
    scr_literal_init_take(r, 0, scr_dup(value));
    scr_literal_init_take(r, 1, scr_bool(done));
    return r;
}

ScrValue scr__throw_not_iterable(ScrValue v, const char *what) {
    /* With the source text V8 names it; without (nested patterns,
     * parameters, built-ins) it describes the value by type. */
    if (what) return scr_throw_type_error("%s is not iterable", what);
    char buf[160];
    scr__value_describe_typed(v, buf, sizeof buf);
    return scr_throw_type_error("%s is not iterable (cannot read property Symbol(Symbol.iterator))", buf);
}

ScrValue scr__throw_result_not_object(ScrValue r) {
    /* V8 writes a string as it is: no quotes, no cut, any code units. */
    if (scr_is_string(r)) return scr__throw_with_string(SCR_ERR_TYPE, "Iterator result ", r, " is not an object");
    char buf[128];
    scr__value_describe(r, buf, sizeof buf);
    return scr_throw_type_error("Iterator result %s is not an object", buf);
}

int scr_iter_open(ScrIter *it, ScrValue v, const char *what) {
    it->mode = 0;
    it->iter = it->next = SCR_UNDEFINED;
    it->index = 0;
    if (scr__is_array(v) && scr__array_iter_pristine(v)) {
        it->iter = scr_dup(v);
        it->mode = 2;
        return 0;
    }
    if (scr_is_nullish(v)) {
        scr__throw_not_iterable(v, what);
        return -1;
    }
    ScrValue m = scr_get(v, scr__thread.realm->sym_iterator);
    if (scr_is_exception(m)) return -1;
    if (!scr__is_callable(m)) {
        scr_release(m);
        scr__throw_not_iterable(v, what);
        return -1;
    }
    ScrValue iter = scr_call(m, v, 0, NULL, NULL);
    scr_release(m);
    if (scr_is_exception(iter)) return -1;
    if (!scr_is_object(iter)) {
        scr_release(iter);
        scr_throw_type_error("Result of the Symbol.iterator method is not an object");
        return -1;
    }
    ScrValue next = SCR_GET_ATOM(iter, "next");
    if (scr_is_exception(next)) {
        scr_release(iter);
        return -1;
    }
    it->iter = iter;
    it->next = next;
    /* A Map or Set iterator whose next is the built-in one is stepped
     * directly, without a result object per step. */
    const ScrIterFastPath *fp = fast_paths[scr__class_of(iter)];
    it->mode = fp && fp->is_native(iter, next) ? 5 : 1;
    return 0;
}

int scr_iter_next(ScrIter *it, ScrValue *out) {
    /* Done or failed, *out is undefined: an array pattern's element past
     * the end binds it as it is, and the temporary the compiler passes may
     * still hold a dead number from an earlier expression. */
    *out = SCR_UNDEFINED;
    if (it->mode == 2) {
        ScrArray *a = (ScrArray *)scr_obj(it->iter);
        if (it->index >= a->length) {
            it->mode = 3;
            return 0;
        }
        uint32_t i = it->index++;
        if (i < a->used && a->elems[i] != SCR_HOLE) {
            *out = scr_dup(a->elems[i]);
            return 1;
        }
        ScrValue v = scr__get_index(it->iter, i);
        if (scr_is_exception(v)) return -1;
        *out = v;
        return 1;
    }
    if (it->mode == 5) {
        if (fast_paths[scr__class_of(it->iter)]->step(it->iter, out)) return 1;
        it->mode = 3;
        return 0;
    }
    if (it->mode != 1) return 0;
    ScrValue r = scr_call(it->next, it->iter, 0, NULL, NULL);
    if (scr_is_exception(r)) return -1;
    if (!scr_is_object(r)) {
        scr__throw_result_not_object(r);
        scr_release(r);
        return -1;
    }
    ScrValue done = SCR_GET_ATOM(r, "done");
    if (scr_is_exception(done)) {
        scr_release(r);
        return -1;
    }
    bool d = scr_to_boolean(done);
    scr_release(done);
    if (d) {
        scr_release(r);
        it->mode = 3;
        return 0;
    }
    ScrValue v = SCR_GET_ATOM(r, "value");
    scr_release(r);
    if (scr_is_exception(v)) return -1;
    *out = v;
    return 1;
}

ScrValue scr__close_hold(bool throwing, bool *held) {
    *held = throwing && scr__has_exception();
    return *held ? scr_exception_take() : SCR_UNDEFINED;
}

int scr__close_settle(bool held, ScrValue saved, int rc) {
    if (!held) return rc;
    if (rc < 0) scr_release(scr_exception_take());
    scr_throw_take(saved);
    return -1;
}

int scr_iter_close(ScrIter *it, bool throwing) {
    if (it->mode != 1 && it->mode != 5) {
        it->mode = 3;
        return 0;
    }
    it->mode = 3;
    bool held;
    ScrValue saved = scr__close_hold(throwing, &held);
    ScrValue ret = SCR_GET_ATOM(it->iter, "return");
    int rc = 0;
    if (scr_is_exception(ret)) {
        rc = -1;
    } else if (!scr_is_nullish(ret)) {
        ScrValue r = scr_call(ret, it->iter, 0, NULL, NULL);
        scr_release(ret);
        if (scr_is_exception(r)) {
            rc = -1;
        } else {
            if (!scr_is_object(r) && !throwing) {
                scr__throw_result_not_object(r);
                rc = -1;
            }
            scr_release(r);
        }
    }
    return scr__close_settle(held, saved, rc);
}

void scr_iter_release(ScrIter *it) {
    scr_clear(&it->iter);
    scr_clear(&it->next);
    it->mode = 0;
}

/* ------------------------------------------------------------------------
 * for-in.
 * ---------------------------------------------------------------------- */

static bool contains(ScrValue arr, uint32_t upto, ScrValue key) {
    for (uint32_t i = 0; i < upto; i++)
        if (scr_array_at(arr, i) == key) return true;
    return false;
}

/* HasEnumerableProperty, V8's check of each key as the loop reaches it
 * (the key may have been deleted since it was listed): an ordinary object
 * that has the key answers yes; a proxy answers by its
 * getOwnPropertyDescriptor trap, and passes the question on to its
 * getPrototypeOf's result when the trap reports nothing. */
int scr_for_in_has(ScrValue obj, ScrValue key) {
    ScrValue k = scr__to_key(key);
    if (scr_is_exception(k)) return -1;
    ScrValue cur = scr_dup(obj);
    int r = 0;
    while (scr_is_object(cur)) {
        bool proxy = scr__is_proxy(cur);
        ScrPropDesc d;
        int f = scr__get_own_property(cur, k, &d);
        if (f != 0) {
            r = f < 0 ? -1 : !proxy || (d.flags & SCR_PROP_ENUMERABLE);
            if (f > 0) scr__desc_release(&d);
            break;
        }
        ScrValue next = proxy ? scr__get_prototype_of(cur) : scr_dup(scr_obj(cur)->proto);
        scr_release(cur);
        cur = next;
        if (scr_is_exception(cur)) {
            r = -1;
            cur = SCR_UNDEFINED;
            break;
        }
    }
    scr_release(cur);
    scr_release(k);
    return r;
}

ScrValue scr_for_in_keys(ScrValue obj) {
    ScrValue out = scr_array_new(0);
    if (scr_is_nullish(obj)) return out;
    ScrValue o = scr__to_object(obj);
    if (scr_is_exception(o)) {
        scr_release(out);
        return o;
    }
    /* Every key seen so far (enumerable or not) shadows the same key further
     * up the chain; `seen` holds them all, `out` only enumerable ones. A
     * proxy's keys are taken from its ownKeys trap as they are: the loop
     * checks each with scr_for_in_has as it reaches it, as V8 does. */
    ScrValue seen = scr_array_new(0);
    bool first = true;
    ScrValue cur = scr_dup(o);
    while (scr_is_object(cur)) {
        bool proxy = scr__is_proxy(cur);
        ScrValue keys = proxy ? scr__proxy_own_keys(cur) : scr__own_keys(cur, SCR_KEYS_STRINGS);
        if (scr_is_exception(keys)) goto fail;
        uint32_t n = scr_array_length(keys), nseen = scr_array_length(seen);
        bool more = proxy || scr_obj(cur)->proto != SCR_NULL;
        for (uint32_t i = 0; i < n; i++) {
            ScrValue k = scr_array_at(keys, i);
            if (!scr_is_string(k) || (!first && contains(seen, nseen, k))) continue;
            bool en = true;
            if (!proxy) {
                ScrPropDesc d;
                if (scr__get_own_property(cur, k, &d) != 1) continue;
                en = d.flags & SCR_PROP_ENUMERABLE;
                scr__desc_release(&d);
            }
            if (more) scr_array_push(seen, k);
            if (en) scr_array_push(out, k);
        }
        scr_release(keys);
        first = false;
        ScrValue next = proxy ? scr__get_prototype_of(cur) : scr_dup(scr_obj(cur)->proto);
        scr_release(cur);
        cur = next;
        if (scr_is_exception(cur)) {
            cur = SCR_UNDEFINED;
            goto fail;
        }
    }
    scr_release(seen);
    scr_release(o);
    return out;
fail:
    scr_release(cur);
    scr_release(seen);
    scr_release(out);
    scr_release(o);
    return SCR_EXCEPTION;
}

/* ------------------------------------------------------------------------
 * %IteratorPrototype%.
 * ---------------------------------------------------------------------- */

NATIVE(iter_self) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    return scr_dup(this_val);
}

void scr__iter_init(void) {
    scr__define_native_sym(scr__thread.realm->iterator_proto, scr__thread.realm->sym_iterator,
                           "[Symbol.iterator]", iter_self, 0);
}
