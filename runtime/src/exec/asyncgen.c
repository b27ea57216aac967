/* asyncgen.c - async generators (the request queue of next/throw/return,
 * AsyncGeneratorResumeNext, yield and yield* with their awaits) and the
 * iteration behind `for await...of`, including the wrapper that lets it
 * walk a sync iterable. */
#include "exec/asyncgen.h"
#include "base/base.h"
#include "core/native.h"

#include "core/iter.h"
#include "exec/promise.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/error.h"
#include "core/function.h"

#include <stdio.h>
#include <stdlib.h>


ScrValue scr_async_generator_call(ScrCode body, ScrValue func, ScrValue this_val, int argc, ScrValue *argv) {
    return scr__generator_new(ACT_ASYNC_GEN, body, func, this_val, argc, argv);
}

/* ------------------------------------------------------------------------
 * The request queue.
 * ---------------------------------------------------------------------- */

static void queue_push(ScrActivation *a, int mode, ScrValue v, ScrValue promise) {
    ScrAgRequest *r = scr__xmalloc(sizeof *r);
    r->next = NULL;
    r->mode = mode;
    r->value = scr_dup(v);
    r->promise = scr_dup(promise);
    if (a->queue_tail) a->queue_tail->next = r;
    else a->queue = r;
    a->queue_tail = r;
}

/* Removes the front request; the caller owns it (free with request_free). */
static ScrAgRequest *queue_shift(ScrActivation *a) {
    ScrAgRequest *r = a->queue;
    if (!r) return NULL;
    a->queue = r->next;
    if (!a->queue) a->queue_tail = NULL;
    return r;
}

static void request_free(ScrAgRequest *r) {
    scr_release(r->value);
    scr_release(r->promise);
    free(r);
}

void scr__asyncgen_trace(ScrActivation *a, void (*visit)(ScrValue, void *), void *arg) {
    for (ScrAgRequest *r = a->queue; r; r = r->next) {
        visit(r->value, arg);
        visit(r->promise, arg);
    }
}

void scr__asyncgen_clear_queue(ScrActivation *a) {
    ScrAgRequest *r;
    while ((r = queue_shift(a))) request_free(r);
}

/* AsyncGeneratorCompleteStep: settles the front request's promise. */
static void complete_step(ScrActivation *a, ScrValue v, bool threw, bool done) {
    ScrAgRequest *r = queue_shift(a);
    if (!r) return;
    if (threw) {
        scr__promise_reject(r->promise, v);
    } else {
        ScrValue res = scr__iter_result(v, done);
        scr__promise_resolve(r->promise, res);
        scr_release(res);
    }
    request_free(r);
}

/* The end of AsyncGeneratorAwaitReturn: the awaited return value settles
 * the front request, then the queue drains on. */
static void await_return_continue(void *data, ScrValue value, int how) {
    ScrActivation *a = data;
    if (how != SCR_SETTLE_DISCARDED) {
        a->state = GS_COMPLETED;
        complete_step(a, value, how == SCR_SETTLE_REJECTED, true);
        scr__asyncgen_resume_next(a);
    }
    scr__act_unref(a);
}

void scr__asyncgen_resume_next(ScrActivation *a) {
    for (;;) {
        if (a->state == GS_EXECUTING || a->state == GS_AWAITING_RETURN) return;
        ScrAgRequest *r = a->queue;
        if (!r) return;
        if (r->mode != RM_NEXT) {
            if (a->state == GS_START) scr__act_discard_start(a);
            if (a->state == GS_COMPLETED) {
                if (r->mode == RM_RETURN) {
                    a->state = GS_AWAITING_RETURN;
                    ScrValue p = scr__promise_resolve_value(r->value);
                    if (scr_is_exception(p)) {
                        ScrValue e = scr_exception_take();
                        a->state = GS_COMPLETED;
                        complete_step(a, e, true, true);
                        scr_release(e);
                        continue;
                    }
                    a->refs++;
                    scr__promise_then_native(p, await_return_continue, a);
                    scr_release(p);
                    return;
                }
                complete_step(a, r->value, true, true);
                continue;
            }
        } else if (a->state == GS_COMPLETED) {
            complete_step(a, SCR_UNDEFINED, false, true);
            continue;
        }
        /* Start or continue the body with this request's completion. */
        scr_release(a->sent);
        a->sent = scr_dup(r->value);
        a->resume_mode = (uint8_t)r->mode;
        a->state = GS_EXECUTING;
        scr__act_resume(a);
        return;
    }
}

/* next/throw/return: magic 0, 1, 2. */
NATIVE(ag_method) {
    (void)nt;
    int mode = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue v = argc > 0 ? argv[0] : SCR_UNDEFINED;
    ScrValue p = scr__promise_new();
    if (scr__class_of(this_val) != SCR_CLASS_ASYNC_GENERATOR) {
        static const char *names[] = {"next", "throw", "return"};
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        scr_throw_type_error("%s method [AsyncGenerator].prototype.%s called on incompatible receiver %s",
                             names[mode], names[mode], buf);
        ScrValue e = scr_exception_take();
        scr__promise_reject(p, e);
        scr_release(e);
        return p;
    }
    ScrActivation *a = ((ScrGenerator *)scr_obj(this_val))->act;
    queue_push(a, mode, v, p);
    if (a->state != GS_EXECUTING && a->state != GS_AWAITING_RETURN) {
        a->refs++;
        scr__asyncgen_resume_next(a);
        scr__act_unref(a);
    }
    return p;
}

/* ------------------------------------------------------------------------
 * The body's side: yield, yield*, completion.
 * ---------------------------------------------------------------------- */

/* After a yield resolved the front request: continue with the next
 * request's completion at once, or suspend until one arrives. */
static ScrValue next_resumption(ScrActivation *a) {
    if (!a->queue) {
        a->state = GS_SUSPENDED;
        scr_fiber_yield();
    } else {
        ScrAgRequest *r = a->queue;
        scr_release(a->sent);
        a->sent = scr_dup(r->value);
        a->resume_mode = (uint8_t)r->mode;
    }
    a->state = GS_EXECUTING;
    int mode = a->resume_mode;
    ScrValue v = a->sent;
    a->sent = SCR_UNDEFINED;
    if (mode == RM_ABANDON) {
        scr_release(v);
        return scr_throw(scr__abandon_token);
    }
    if (mode == RM_THROW) return scr_throw_take(v);
    if (mode == RM_RETURN) {
        /* AsyncGeneratorUnwrapYieldResumption: the return value is awaited. */
        ScrValue aw = scr_await(v);
        scr_release(v);
        if (scr_is_exception(aw)) return aw;
        scr_release(a->retval);
        a->retval = aw;
        return scr_throw(scr__return_token);
    }
    return v;
}

ScrValue scr__asyncgen_yield(ScrActivation *a, ScrValue v) {
    if (a->abandoning) return scr_throw(scr__abandon_token);
    ScrValue aw = scr_await(v);
    if (scr_is_exception(aw)) return aw;
    complete_step(a, aw, false, false);
    scr_release(aw);
    return next_resumption(a);
}

ScrValue scr__asyncgen_yield_star(ScrActivation *a, ScrValue iterable) {
    ScrIter it = SCR_ITER_INIT;
    if (scr_iter_open_async(&it, iterable, NULL) < 0) return SCR_EXCEPTION;
    ScrValue result = SCR_EXCEPTION;
    for (;;) {
        ScrValue v;
        int r = scr_iter_next_async(&it, &v);
        if (r < 0) break;
        if (r == 0) {
            result = SCR_UNDEFINED;
            break;
        }
        complete_step(a, v, false, false);
        scr_release(v);
        ScrValue got = next_resumption(a);
        if (scr_is_exception(got)) {
            scr_iter_close_async(&it, true);
            break;
        }
        scr_release(got);
    }
    scr_iter_release(&it);
    return result;
}

/* The body ended with v (a `return x` has awaited x already, where it
 * stood: emit_stmt.c) or threw it. */
void scr__asyncgen_complete(ScrActivation *a, ScrValue v, bool threw) {
    a->state = GS_COMPLETED;
    complete_step(a, v, threw, true);
    scr_release(v);
}

/* ------------------------------------------------------------------------
 * for await...of. The ScrIter modes: 1/2 a sync iterator whose values are
 * awaited (CreateAsyncFromSyncIterator), 4 an async iterator, 3 done.
 * ---------------------------------------------------------------------- */

int scr_iter_open_async(ScrIter *it, ScrValue v, const char *what) {
    it->mode = 0;
    ScrValue m = SCR_UNDEFINED;
    if (!scr_is_nullish(v)) {
        m = scr_get(v, scr__thread.realm->sym_async_iterator);
        if (scr_is_exception(m)) return -1;
    }
    if (scr_is_nullish(m)) return scr_iter_open(it, v, what);
    ScrValue iter = scr_call(m, v, 0, NULL, what);
    scr_release(m);
    if (scr_is_exception(iter)) return -1;
    if (!scr_is_object(iter)) {
        scr_release(iter);
        scr_throw_type_error("Result of the Symbol.asyncIterator method is not an object");
        return -1;
    }
    ScrValue next = SCR_GET_ATOM(iter, "next");
    if (scr_is_exception(next)) {
        scr_release(iter);
        return -1;
    }
    it->iter = iter;
    it->next = next;
    it->mode = 4;
    return 0;
}

/* One turn of the job queue, as awaiting a settled promise takes; an
 * exception pending stays pending. -1 when the activation is abandoned
 * instead (its token is then the exception). */
static int pass_turn(void) {
    ScrActivation *a = scr__act_current();
    if (a && a->abandoning) return scr__has_exception() ? -1 : 0;
    bool had = scr__has_exception();
    ScrValue saved = had ? scr_exception_take() : SCR_UNDEFINED;
    ScrValue r = scr_await(SCR_UNDEFINED);
    if (scr_is_exception(r)) {
        scr_release(saved);
        return -1;
    }
    if (had) scr_throw_take(saved);
    return had ? -1 : 0;
}

/* A sync iterator under for await (or yield* in an async generator) is
 * walked through CreateAsyncFromSyncIterator: each step's promise settles
 * by PromiseResolve(value).then(...), and the loop awaits that promise.
 * So a value is ready two turns after it settles (scr_await gives the
 * first), the end two turns after next() returns, and a next() that
 * throws rejects at once: one turn. Node's job order depends on it. */
static int next_sync_async(ScrIter *it, ScrValue *out) {
    ScrValue v;
    int r = scr_iter_next(it, &v);
    if (r < 0) return pass_turn(), -1;
    if (r == 0) return pass_turn() < 0 || pass_turn() < 0 ? -1 : 0;
    ScrValue aw = scr_await(v);
    scr_release(v);
    if (pass_turn() < 0) {
        if (!scr_is_exception(aw)) scr_release(aw);
        return -1;
    }
    *out = aw;
    return 1;
}

/* AsyncFromSyncIterator's return under for await's close: without a
 * return method one turn; with one, its result's value awaited and one
 * turn more. The exception that ends the loop wins over anything here. */
static int close_sync_async(ScrIter *it, bool throwing) {
    if (it->mode != 1) {
        bool open = it->mode == 2 || it->mode == 5;
        it->mode = 3;
        return open ? pass_turn() : 0;
    }
    it->mode = 3;
    bool held;
    ScrValue saved = scr__close_hold(throwing, &held);
    ScrValue m = SCR_GET_ATOM(it->iter, "return");
    int rc = scr_is_exception(m) ? -1 : 0;
    if (rc == 0 && !scr_is_nullish(m)) {
        ScrValue r = scr_call(m, it->iter, 0, NULL, NULL);
        if (scr_is_exception(r)) {
            rc = -1;
        } else if (!scr_is_object(r)) {
            scr__throw_result_not_object(r);
            scr_release(r);
            rc = -1;
        } else {
            ScrValue v = SCR_GET_ATOM(r, "value");
            scr_release(r);
            ScrValue aw = scr_is_exception(v) ? v : scr_await(v);
            scr_release(v);
            if (scr_is_exception(aw)) rc = -1;
            else scr_release(aw);
        }
    }
    scr_release(m);
    if (pass_turn() < 0) rc = -1;
    return scr__close_settle(held, saved, rc);
}

int scr_iter_next_async(ScrIter *it, ScrValue *out) {
    *out = SCR_UNDEFINED; /* as scr_iter_next: undefined unless a step gives one */
    if (it->mode == 3 || it->mode == 0) return 0;
    if (it->mode != 4) return next_sync_async(it, out);
    ScrValue r = scr_call(it->next, it->iter, 0, NULL, NULL);
    if (scr_is_exception(r)) {
        it->mode = 3;
        return -1;
    }
    ScrValue res = scr_await(r);
    scr_release(r);
    if (scr_is_exception(res)) {
        it->mode = 3;
        return -1;
    }
    if (!scr_is_object(res)) {
        scr__throw_result_not_object(res);
        scr_release(res);
        it->mode = 3;
        return -1;
    }
    ScrValue done = SCR_GET_ATOM(res, "done");
    if (scr_is_exception(done)) {
        scr_release(res);
        it->mode = 3;
        return -1;
    }
    bool d = scr_to_boolean(done);
    scr_release(done);
    if (d) {
        scr_release(res);
        it->mode = 3;
        return 0;
    }
    ScrValue val = SCR_GET_ATOM(res, "value");
    scr_release(res);
    if (scr_is_exception(val)) {
        it->mode = 3;
        return -1;
    }
    *out = val;
    return 1;
}

int scr_iter_close_async(ScrIter *it, bool throwing) {
    if (it->mode != 4) return close_sync_async(it, throwing);
    it->mode = 3;
    bool held;
    ScrValue saved = scr__close_hold(throwing, &held);
    int rc = 0;
    ScrValue m = SCR_GET_ATOM(it->iter, "return");
    if (scr_is_exception(m)) {
        rc = -1;
    } else if (!scr_is_nullish(m)) {
        ScrValue r = scr_call(m, it->iter, 0, NULL, NULL);
        scr_release(m);
        if (scr_is_exception(r)) {
            rc = -1;
        } else {
            ScrActivation *a = scr__act_current();
            ScrValue res = (a && a->abandoning) ? scr_dup(r) : scr_await(r);
            scr_release(r);
            if (scr_is_exception(res)) {
                rc = -1;
            } else {
                if (!throwing && !scr_is_object(res)) {
                    scr__throw_result_not_object(res);
                    rc = -1;
                }
                scr_release(res);
            }
        }
    }
    return scr__close_settle(held, saved, rc);
}

NATIVE(return_this) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    return scr_dup(this_val);
}

void scr__asyncgen_init(void) {
    ScrRealm *R = scr__thread.realm;
    ScrValue async_iter_proto = scr_object_new();
    scr__define_native_sym(async_iter_proto, R->sym_async_iterator, "[Symbol.asyncIterator]", return_this, 0);
    R->async_generator_proto = scr_object_new_proto(async_iter_proto);
    scr__define_str_take(R->async_generator_proto, "constructor",
                         scr_dup(R->async_generator_function_proto), SCR_PROP_CONFIGURABLE);
    /* V8's key order: next, return, throw (the magic numbers stay). */
    static const char *names[] = {"next", "throw", "return"};
    static const int order[] = {0, 2, 1};
    for (int i = 0; i < 3; i++) {
        int m = order[i];
        ScrValue fn = scr__native_new_ex(ag_method, names[m], 1, m, SCR_UNDEFINED);
        scr__define_str_take(R->async_generator_proto, names[m], fn, SCR_PROP_CW);
    }
    scr__define_value_take(R->async_generator_proto, R->sym_to_string_tag, scr_dup(SCR_ATOM("AsyncGenerator")),
                           SCR_PROP_CONFIGURABLE);
    scr_release(async_iter_proto);
}
