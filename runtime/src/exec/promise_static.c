/* promise_static.c - the combinators Promise.all, allSettled, race and any.
 * They follow the spec step by step (C.resolve looked up once, then
 * invoked per element, then `then` invoked on the result) because user
 * code can observe every one of those calls and their tick counts. */
#include "exec/promise.h"
#include "core/native.h"

#include "core/str.h"
#include "core/array.h"
#include "core/function.h"
#include "core/ops.h"

enum { K_ALL, K_ALL_SETTLED, K_RACE, K_ANY };

/* The shared record of one combinator call: an array
 * [values, remaining, resolve, reject]. */
enum { REC_VALUES, REC_REMAINING, REC_RESOLVE, REC_REJECT, REC__N };

static ScrValue rec_get(ScrValue rec, int i) { return scr__array_get_borrowed(rec, (uint32_t)i); }

/* Decrements remaining; at zero settles the combinator's promise (any:
 * rejects with an AggregateError). 0 or -1. */
static int rec_done(ScrValue rec, bool any) {
    double rem = scr_as_number(rec_get(rec, REC_REMAINING)) - 1;
    scr__set_index(rec, REC_REMAINING, scr_number(rem));
    if (rem != 0) return 0;
    ScrValue values = rec_get(rec, REC_VALUES);
    ScrValue r;
    if (any) {
        ScrValue err = scr__aggregate_error_new(values, "All promises were rejected");
        r = scr_call(rec_get(rec, REC_REJECT), SCR_UNDEFINED, 1, &err, NULL);
        scr_release(err);
    } else {
        r = scr_call(rec_get(rec, REC_RESOLVE), SCR_UNDEFINED, 1, &values, NULL);
    }
    if (scr_is_exception(r)) return -1;
    scr_release(r);
    return 0;
}

/* An element function: data = [rec, alreadyCalled]; magic = index * 4 +
 * what (0 all-resolve, 1 settled-fulfilled, 2 settled-rejected, 3
 * any-reject). */
NATIVE(element_fn) {
    (void)this_val, (void)nt;
    ScrFunction *f = (ScrFunction *)scr_obj(fn);
    ScrValue d = f->data;
    if (scr__array_get_borrowed(d, 1) == SCR_TRUE) return SCR_UNDEFINED;
    scr__set_index(d, 1, SCR_TRUE);
    ScrValue rec = scr__array_get_borrowed(d, 0);
    uint32_t index = (uint32_t)f->magic >> 2;
    int what = f->magic & 3;
    ScrValue x = ARG(0);
    ScrValue store;
    if (what == 1 || what == 2) {
        store = scr_object_new();
        scr__define_str_take(store, "status", scr_dup(scr__atom(what == 1 ? "fulfilled" : "rejected")), SCR_PROP_CWE);
        scr__define_str_take(store, what == 1 ? "value" : "reason", scr_dup(x), SCR_PROP_CWE);
    } else {
        store = scr_dup(x);
    }
    int rc = scr__set_index(rec_get(rec, REC_VALUES), index, store);
    scr_release(store);
    if (rc < 0) return SCR_EXCEPTION;
    if (rec_done(rec, what == 3) < 0) return SCR_EXCEPTION;
    return SCR_UNDEFINED;
}

static ScrValue element_new(ScrValue rec, uint32_t index, int what, int length) {
    ScrValue d = scr_array_new(2);
    scr_array_push(d, rec);
    scr_array_push(d, SCR_FALSE);
    ScrValue f = scr__native_new_ex(element_fn, "", length, (int)(index * 4 + (uint32_t)what), d);
    scr_release(d);
    return f;
}

/* Invoke(p, "then", [a, b]), discarding the result. 0 or -1. */
static int invoke_then(ScrValue p, ScrValue a, ScrValue b) {
    ScrValue r = scr__promise_invoke_then(p, a, b);
    if (scr_is_exception(r)) return -1;
    scr_release(r);
    return 0;
}

static ScrValue combinator(ScrValue this_val, ScrValue iterable, int kind) {
    ScrValue c = this_val;
    ScrCapability cap;
    if (scr__new_capability(c, &cap) < 0) return SCR_EXCEPTION;
    ScrValue res = cap.resolve, rej = cap.reject;
    if (scr_is_undefined(res)) scr__promise_resolving_functions(cap.promise, &res, &rej);
    else scr_dup(res), scr_dup(rej);
    ScrValue rec = scr_array_new(REC__N);
    ScrValue values = scr_array_new(0);
    scr_array_push(rec, values);
    scr_array_push(rec, scr_number(1));
    scr_array_push(rec, res);
    scr_array_push(rec, rej);
    ScrIter it = SCR_ITER_INIT;
    bool iter_open = false;
    ScrValue resolve_fn = SCR_GET_ATOM(c, "resolve");
    if (scr_is_exception(resolve_fn)) goto reject;
    if (!scr__is_callable(resolve_fn)) {
        scr_release(resolve_fn);
        resolve_fn = SCR_UNDEFINED;
        scr_throw_type_error("Promise resolve or reject function is not callable");
        goto reject;
    }
    {
        /* V8's message names the type: "number 5 is not iterable (cannot
         * read property Symbol(Symbol.iterator))". */
        ScrValue m = scr_is_nullish(iterable) ? SCR_UNDEFINED
                                              : scr_get(iterable, scr__thread.realm->sym_iterator);
        if (scr_is_exception(m)) goto reject;
        bool ok = scr__is_callable(m);
        scr_release(m);
        if (!ok) {
            char d[96], buf[128];
            scr__value_describe(iterable, d, sizeof d);
            if (scr_is_number(iterable)) snprintf(buf, sizeof buf, "number %s", d);
            else if (scr_is_bool(iterable)) snprintf(buf, sizeof buf, "boolean %s", d);
            else if (scr_is_string(iterable)) snprintf(buf, sizeof buf, "string %s", d);
            else if (scr_is_nullish(iterable)) snprintf(buf, sizeof buf, "%s", d);
            else if (scr_is_symbol(iterable)) snprintf(buf, sizeof buf, "symbol %s", d);
            else snprintf(buf, sizeof buf, "%s", scr__is_callable(iterable) ? "function" : "object");
            scr_throw_type_error("%s is not iterable (cannot read property Symbol(Symbol.iterator))", buf);
            goto reject;
        }
    }
    if (scr_iter_open(&it, iterable, NULL) < 0) goto reject;
    iter_open = true;
    for (uint32_t index = 0;; index++) {
        ScrValue v;
        int r = scr_iter_next(&it, &v);
        if (r < 0) {
            iter_open = false;
            goto reject;
        }
        if (r == 0) break;
        if (kind != K_RACE) scr_array_push(values, SCR_UNDEFINED);
        ScrValue next = scr_call(resolve_fn, c, 1, &v, NULL);
        scr_release(v);
        if (scr_is_exception(next)) goto close;
        int rc;
        if (kind == K_RACE) {
            rc = invoke_then(next, res, rej);
        } else {
            double rem = scr_as_number(rec_get(rec, REC_REMAINING)) + 1;
            scr__set_index(rec, REC_REMAINING, scr_number(rem));
            ScrValue a, b;
            if (kind == K_ALL) {
                a = element_new(rec, index, 0, 1);
                b = scr_dup(rej);
            } else if (kind == K_ALL_SETTLED) {
                /* Both share one alreadyCalled flag. */
                a = element_new(rec, index, 1, 1);
                ScrValue d = ((ScrFunction *)scr_obj(a))->data;
                b = scr__native_new_ex(element_fn, "", 1, (int)(index * 4 + 2), d);
            } else {
                a = scr_dup(res);
                b = element_new(rec, index, 3, 1);
            }
            rc = invoke_then(next, a, b);
            scr_release(a);
            scr_release(b);
        }
        scr_release(next);
        if (rc < 0) goto close;
    }
    scr_iter_release(&it);
    if (kind != K_RACE && rec_done(rec, kind == K_ANY) < 0) goto reject;
    goto out;
close:
    if (iter_open) scr_iter_close(&it, true);
    iter_open = false;
reject : {
    scr_iter_release(&it);
    ScrValue e = scr_exception_take();
    ScrValue r = scr_call(rej, SCR_UNDEFINED, 1, &e, NULL);
    scr_release(e);
    if (scr_is_exception(r)) {
        scr_release(resolve_fn);
        scr_release(values);
        scr_release(rec);
        scr_release(res);
        scr_release(rej);
        scr__capability_release(&cap);
        return SCR_EXCEPTION;
    }
    scr_release(r);
}
out : {
    ScrValue p = scr_dup(cap.promise);
    scr_release(resolve_fn);
    scr_release(values);
    scr_release(rec);
    scr_release(res);
    scr_release(rej);
    scr__capability_release(&cap);
    return p;
}
}

NATIVE(promise_combinator) {
    (void)nt;
    return combinator(this_val, ARG(0), ((ScrFunction *)scr_obj(fn))->magic);
}

void scr__promise_statics_init(ScrValue ctor) {
    static const char *names[] = {"all", "allSettled", "race", "any"};
    for (int k = 0; k < 4; k++) {
        ScrValue f = scr__native_new_ex(promise_combinator, names[k], 1, k, SCR_UNDEFINED);
        scr__define_str_take(ctor, names[k], f, SCR_PROP_CW);
    }
}
