/* promise.c - Promise objects: reactions and the PromiseReactionJob they
 * queue, the resolve functions with thenable adoption through
 * NewPromiseResolveThenableJob (so that resolving with a native promise
 * costs V8's two extra ticks), then/catch/finally, Promise.resolve/reject,
 * capabilities for subclasses, and Node's unhandled-rejection handling. */
#include "exec/promise.h"
#include "base/base.h"
#include "core/native.h"

#include "exec/async.h"
#include "exec/output.h"
#include "core/str.h"
#include "core/shape.h"
#include "core/array.h"
#include "core/function.h"
#include "core/ops.h"
#include "core/error.h"

#include <stdio.h>
#include <stdlib.h>

/* What a reaction does when its promise settles. */
enum {
    R_THEN,   /* JS handlers; settles `cap` (or nothing when cap.promise is undefined) */
    R_NATIVE, /* a C continuation (await, Promise.all in C, async generators) */
};

struct ScrReaction {
    ScrReaction *next;
    int kind;
    ScrValue on_fulfilled, on_rejected; /* owned: callable or undefined */
    ScrCapability cap;                  /* owned */
    ScrPromiseNativeFn native;
    void *data;
    /* The async context of the `then` or `await` that made it, which its
     * job runs in (owned). */
    ScrValue context;
};

/* ------------------------------------------------------------------------
 * Reactions.
 * ---------------------------------------------------------------------- */

static ScrReaction *free_reactions;

static ScrReaction *reaction_new(void) {
    ScrReaction *r = free_reactions;
    if (r) free_reactions = r->next;
    else r = scr__xmalloc(sizeof *r);
    memset(r, 0, sizeof *r);
    r->on_fulfilled = r->on_rejected = SCR_UNDEFINED;
    r->cap.promise = r->cap.resolve = r->cap.reject = SCR_UNDEFINED;
    r->context = scr_dup(scr__thread.async_context);
    return r;
}

static void reaction_free(ScrReaction *r) {
    scr_release(r->on_fulfilled);
    scr_release(r->on_rejected);
    scr__capability_release(&r->cap);
    scr_clear(&r->context);
    r->next = free_reactions;
    free_reactions = r;
}

/* A reaction that will never run: its C continuation is told so. */
static void reaction_discard(ScrReaction *r) {
    if (r->kind == R_NATIVE) r->native(r->data, SCR_UNDEFINED, SCR_SETTLE_DISCARDED);
    reaction_free(r);
}

static void promise_trace(ScrObject *o, void (*visit)(ScrValue, void *), void *arg) {
    ScrPromise *p = (ScrPromise *)o;
    visit(p->result, arg);
    for (ScrReaction *r = p->reactions; r; r = r->next) {
        visit(r->on_fulfilled, arg);
        visit(r->on_rejected, arg);
        visit(r->cap.promise, arg);
        visit(r->cap.resolve, arg);
        visit(r->cap.reject, arg);
        visit(r->context, arg);
    }
}

static void promise_finalize(ScrObject *o) {
    ScrPromise *p = (ScrPromise *)o;
    ScrReaction *r = p->reactions;
    p->reactions = p->reactions_tail = NULL;
    scr_clear(&p->result);
    while (r) {
        ScrReaction *n = r->next;
        reaction_discard(r);
        r = n;
    }
}

/* ------------------------------------------------------------------------
 * Settling.
 * ---------------------------------------------------------------------- */

static void reaction_job(void *data, ScrValue value, ScrValue rejected);

static void track_rejection(ScrPromise *p);

/* Moves every reaction of p to the job queue (TriggerPromiseReactions). */
static void settle(ScrPromise *p, int state, ScrValue value) {
    if (p->state != SCR_PROMISE_PENDING) return;
    p->state = (uint8_t)state;
    p->result = scr_dup(value);
    ScrReaction *r = p->reactions;
    p->reactions = p->reactions_tail = NULL;
    if (state == SCR_PROMISE_REJECTED && !p->handled) track_rejection(p);
    while (r) {
        ScrReaction *n = r->next;
        r->next = NULL;
        scr__microtask_enqueue(reaction_job, r, scr_dup(value), scr_bool(state == SCR_PROMISE_REJECTED));
        r = n;
    }
}

static void fulfill(ScrValue p, ScrValue v) { settle((ScrPromise *)scr_obj(p), SCR_PROMISE_FULFILLED, v); }

void scr__promise_reject(ScrValue p, ScrValue reason) {
    settle((ScrPromise *)scr_obj(p), SCR_PROMISE_REJECTED, reason);
}

static void resolve_thenable_job(void *data, ScrValue thenable, ScrValue then);

/* A plain object of shape `shape` whose [[Prototype]] is
 * %Object.prototype% of shape `proto_shape` has no `then` anywhere on its
 * chain (Object.prototype's own [[Prototype]] is always null). Shape ids
 * are never reused and neither shape is a dictionary, so the pair proves
 * it until either object changes shape. Iterator results ({ value, done })
 * of an async iterator are resolved this way at every step. */
static struct {
    uint64_t shape, proto_shape;
} no_then;

static bool plain_with_object_proto(ScrObject *o) {
    return o->gc.cell.aux == SCR_CLASS_OBJECT && o->proto == scr__thread.realm->object_proto &&
           !o->shape->dictionary && !scr_obj(o->proto)->shape->dictionary;
}

static bool lacks_then(ScrValue v) {
    ScrObject *o = scr_obj(v);
    return o->shape->id == no_then.shape && plain_with_object_proto(o) &&
           scr_obj(o->proto)->shape->id == no_then.proto_shape;
}

/* Records v's shapes in no_then when neither v nor its prototype has `then`. */
static void note_no_then(ScrValue v, ScrValue then_atom) {
    ScrObject *o = scr_obj(v);
    if (!plain_with_object_proto(o)) return;
    ScrObject *op = scr_obj(o->proto);
    if (scr__shape_find(o->shape, then_atom) >= 0 || scr__shape_find(op->shape, then_atom) >= 0) return;
    no_then.shape = o->shape->id;
    no_then.proto_shape = op->shape->id;
}

/* The resolve function's steps once alreadyResolved has been checked. */
void scr__promise_resolve(ScrValue p, ScrValue v) {
    if (((ScrPromise *)scr_obj(p))->state != SCR_PROMISE_PENDING) return;
    if (v == p) {
        ScrValue e = scr_throw_type_error("Chaining cycle detected for promise #<Promise>");
        (void)e;
        ScrValue err = scr_exception_take();
        scr__promise_reject(p, err);
        scr_release(err);
        return;
    }
    if (!scr_is_object(v)) {
        fulfill(p, v);
        return;
    }
    if (lacks_then(v)) {
        fulfill(p, v);
        return;
    }
    ScrValue then;
    /* V8 reads `then` of a native promise through the same lookup; the
     * intrinsic needs no call to notice. */
    then = SCR_GET_ATOM(v, "then");
    if (scr_is_exception(then)) {
        ScrValue err = scr_exception_take();
        scr__promise_reject(p, err);
        scr_release(err);
        return;
    }
    if (!scr__is_callable(then)) {
        if (scr_is_undefined(then)) note_no_then(v, SCR_ATOM("then"));
        scr_release(then);
        fulfill(p, v);
        return;
    }
    /* NewPromiseResolveThenableJob: the promise object travels in `data`. */
    scr_dup(p);
    scr__microtask_enqueue(resolve_thenable_job, (void *)(uintptr_t)p, scr_dup(v), then);
}

/* ------------------------------------------------------------------------
 * Resolve functions: a pair sharing one record, a 1-element array holding
 * the promise until either is called (alreadyResolved).
 * ---------------------------------------------------------------------- */

NATIVE(resolve_fn) {
    (void)this_val, (void)nt;
    ScrFunction *f = (ScrFunction *)scr_obj(fn);
    ScrValue rec = f->data;
    ScrValue p = scr__array_get_borrowed(rec, 0);
    if (!scr__is_promise(p)) return SCR_UNDEFINED;
    p = scr_dup(p);
    scr__set_index(rec, 0, SCR_UNDEFINED);
    if (f->magic) scr__promise_reject(p, ARG(0));
    else scr__promise_resolve(p, ARG(0));
    scr_release(p);
    return SCR_UNDEFINED;
}

void scr__promise_resolving_functions(ScrValue p, ScrValue *res, ScrValue *rej) {
    ScrValue rec = scr_array_new(1);
    scr_array_push(rec, p);
    *res = scr__native_new_ex(resolve_fn, "", 1, 0, rec);
    *rej = scr__native_new_ex(resolve_fn, "", 1, 1, rec);
    scr_release(rec);
}

/* NewPromiseResolveThenableJob(promise, thenable, then). For a native
 * promise with the intrinsic then, V8 skips making resolve functions and
 * reacts directly; the tick count is the same. */
static void resolve_thenable_job(void *data, ScrValue thenable, ScrValue then) {
    ScrValue p = (ScrValue)(uintptr_t)data;
    if (scr__is_promise(thenable) && then == scr__thread.realm->promise_then_fn) {
        ScrReaction *r = reaction_new();
        r->kind = R_THEN;
        r->cap.promise = p; /* takes the job's reference */
        ScrPromise *tp = (ScrPromise *)scr_obj(thenable);
        if (tp->state == SCR_PROMISE_PENDING) {
            if (tp->reactions_tail) tp->reactions_tail->next = r;
            else tp->reactions = r;
            tp->reactions_tail = r;
        } else {
            scr__microtask_enqueue(reaction_job, r, scr_dup(tp->result), scr_bool(tp->state == SCR_PROMISE_REJECTED));
        }
        tp->handled = 1;
        return;
    }
    ScrValue res, rej;
    scr__promise_resolving_functions(p, &res, &rej);
    ScrValue args[2] = {res, rej};
    ScrValue r = scr_call(then, thenable, 2, args, NULL);
    if (scr_is_exception(r)) {
        ScrValue e = scr_exception_take();
        r = scr_call(rej, SCR_UNDEFINED, 1, &e, NULL);
        scr_release(e);
    }
    scr__callback_result(r);
    scr_release(res);
    scr_release(rej);
    scr_release(p);
}

/* PromiseReactionJob. */
static void reaction_job(void *data, ScrValue value, ScrValue rejected_v) {
    ScrReaction *r = data;
    bool rejected = rejected_v == SCR_TRUE;
    ScrValue saved = scr__async_context_enter(r->context);
    r->context = SCR_UNDEFINED;
    if (r->kind == R_NATIVE) {
        ScrPromiseNativeFn fn = r->native;
        void *d = r->data;
        reaction_free(r);
        fn(d, value, rejected ? SCR_SETTLE_REJECTED : SCR_SETTLE_FULFILLED);
        scr__async_context_leave(saved);
        return;
    }
    ScrValue handler = rejected ? r->on_rejected : r->on_fulfilled;
    ScrValue result;
    bool threw = false;
    if (scr_is_undefined(handler)) {
        result = scr_dup(value);
        threw = rejected;
    } else {
        result = scr_call(handler, SCR_UNDEFINED, 1, &value, NULL);
        if (scr_is_exception(result)) {
            result = scr_exception_take();
            threw = true;
        }
    }
    int rc = threw ? scr__capability_reject(&r->cap, result) : scr__capability_resolve(&r->cap, result);
    scr_release(result);
    reaction_free(r);
    if (rc < 0) scr__uncaught(scr_exception_take(), "uncaughtException");
    scr__async_context_leave(saved);
}

/* PerformPromiseThen with a prepared reaction. */
static void perform_then(ScrPromise *p, ScrReaction *r) {
    if (p->state == SCR_PROMISE_PENDING) {
        if (p->reactions_tail) p->reactions_tail->next = r;
        else p->reactions = r;
        p->reactions_tail = r;
    } else {
        scr__microtask_enqueue(reaction_job, r, scr_dup(p->result), scr_bool(p->state == SCR_PROMISE_REJECTED));
    }
    p->handled = 1;
}

void scr__promise_then_native(ScrValue pv, ScrPromiseNativeFn fn, void *data) {
    ScrReaction *r = reaction_new();
    r->kind = R_NATIVE;
    r->native = fn;
    r->data = data;
    perform_then((ScrPromise *)scr_obj(pv), r);
}

/* ------------------------------------------------------------------------
 * Capabilities.
 * ---------------------------------------------------------------------- */

static ScrValue promise_alloc(ScrValue proto) {
    ScrValue v = scr__object_alloc(sizeof(ScrPromise), SCR_CLASS_PROMISE, proto);
    ((ScrPromise *)scr_obj(v))->result = SCR_UNDEFINED;
    return v;
}

ScrValue scr__promise_new(void) { return promise_alloc(scr__thread.realm->promise_proto); }

/* GetCapabilitiesExecutor: records resolve and reject in its data array. */
NATIVE(capability_executor) {
    (void)this_val, (void)nt;
    ScrValue rec = ((ScrFunction *)scr_obj(fn))->data;
    if (!scr_is_undefined(scr__array_get_borrowed(rec, 0)) || !scr_is_undefined(scr__array_get_borrowed(rec, 1)))
        return scr_throw_type_error("Promise executor has already been invoked with non-undefined arguments");
    scr__set_index(rec, 0, ARG(0));
    scr__set_index(rec, 1, ARG(1));
    return SCR_UNDEFINED;
}

int scr__new_capability(ScrValue c, ScrCapability *cap) {
    cap->promise = cap->resolve = cap->reject = SCR_UNDEFINED;
    if (c == scr__thread.realm->promise_ctor) {
        cap->promise = scr__promise_new();
        return 0;
    }
    if (!scr__is_constructor(c)) {
        char buf[128];
        scr__value_describe(c, buf, sizeof buf);
        scr_throw_type_error("Promise resolve or reject function is not callable");
        return -1;
    }
    ScrValue rec = scr_array_new(2);
    scr_array_push(rec, SCR_UNDEFINED);
    scr_array_push(rec, SCR_UNDEFINED);
    ScrValue ex = scr__native_new_ex(capability_executor, "", 2, 0, rec);
    ScrValue p = scr_new(c, 1, &ex, NULL);
    scr_release(ex);
    if (scr_is_exception(p)) {
        scr_release(rec);
        return -1;
    }
    ScrValue res = scr__array_get_borrowed(rec, 0), rej = scr__array_get_borrowed(rec, 1);
    if (!scr__is_callable(res) || !scr__is_callable(rej)) {
        scr_release(rec);
        scr_release(p);
        scr_throw_type_error("Promise resolve or reject function is not callable");
        return -1;
    }
    cap->promise = p;
    cap->resolve = scr_dup(res);
    cap->reject = scr_dup(rej);
    scr_release(rec);
    return 0;
}

void scr__capability_release(ScrCapability *cap) {
    scr_clear(&cap->promise);
    scr_clear(&cap->resolve);
    scr_clear(&cap->reject);
}

int scr__capability_resolve(ScrCapability *cap, ScrValue v) {
    if (scr_is_undefined(cap->resolve)) {
        if (scr__is_promise(cap->promise)) scr__promise_resolve(cap->promise, v);
        return 0;
    }
    ScrValue r = scr_call(cap->resolve, SCR_UNDEFINED, 1, &v, NULL);
    if (scr_is_exception(r)) return -1;
    scr_release(r);
    return 0;
}

int scr__capability_reject(ScrCapability *cap, ScrValue v) {
    if (scr_is_undefined(cap->reject)) {
        if (scr__is_promise(cap->promise)) scr__promise_reject(cap->promise, v);
        return 0;
    }
    ScrValue r = scr_call(cap->reject, SCR_UNDEFINED, 1, &v, NULL);
    if (scr_is_exception(r)) return -1;
    scr_release(r);
    return 0;
}

/* ------------------------------------------------------------------------
 * The constructor and prototype methods.
 * ---------------------------------------------------------------------- */

NATIVE(promise_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt)) return scr_throw_type_error("Promise constructor cannot be invoked without 'new'");
    ScrValue executor = ARG(0);
    if (!scr__is_callable(executor)) {
        return scr__throw_with_value(SCR_ERR_TYPE, "Promise resolver ", executor,
                                     " is not a function");
    }
    ScrValue proto = scr__proto_from_ctor(nt, scr__thread.realm->promise_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue p = promise_alloc(proto);
    scr_release(proto);
    ScrValue res, rej;
    scr__promise_resolving_functions(p, &res, &rej);
    ScrValue args[2] = {res, rej};
    ScrValue r = scr_call(executor, SCR_UNDEFINED, 2, args, NULL);
    if (scr_is_exception(r)) {
        ScrValue e = scr_exception_take();
        r = scr_call(rej, SCR_UNDEFINED, 1, &e, NULL);
        scr_release(e);
    }
    scr_release(res);
    scr_release(rej);
    if (scr_is_exception(r)) {
        scr_release(p);
        return r;
    }
    scr_release(r);
    return p;
}

static ScrValue then_impl(ScrValue p, ScrValue onf, ScrValue onr) {
    ScrValue c = scr__species_constructor(p, scr__thread.realm->promise_ctor);
    if (scr_is_exception(c)) return c;
    ScrReaction *r = reaction_new();
    r->kind = R_THEN;
    if (scr__new_capability(c, &r->cap) < 0) {
        scr_release(c);
        reaction_free(r);
        return SCR_EXCEPTION;
    }
    scr_release(c);
    r->on_fulfilled = scr__is_callable(onf) ? scr_dup(onf) : SCR_UNDEFINED;
    r->on_rejected = scr__is_callable(onr) ? scr_dup(onr) : SCR_UNDEFINED;
    ScrValue result = scr_dup(r->cap.promise);
    perform_then((ScrPromise *)scr_obj(p), r);
    return result;
}

NATIVE(proto_then) {
    (void)fn, (void)nt;
    if (!scr__is_promise(this_val)) {
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        return scr_throw_type_error("Method Promise.prototype.then called on incompatible receiver %s", buf);
    }
    return then_impl(this_val, ARG(0), ARG(1));
}

ScrValue scr__promise_invoke_then(ScrValue p, ScrValue onf, ScrValue onr) {
    if (scr__is_promise(p) && scr__get_proto(p) == scr__thread.realm->promise_proto &&
        ((ScrObject *)scr_obj(p))->shape ==
            ((ScrObject *)scr_obj(scr__promise_new_shape_probe()))->shape)
        return then_impl(p, onf, onr);
    ScrValue then = SCR_GET_ATOM(p, "then");
    if (scr_is_exception(then)) return then;
    ScrValue args[2] = {onf, onr};
    ScrValue r = scr_call(then, p, 2, args, "then");
    scr_release(then);
    return r;
}

NATIVE(proto_catch) {
    (void)fn, (void)nt;
    ScrValue then = SCR_GET_ATOM(this_val, "then");
    if (scr_is_exception(then)) return then;
    ScrValue args[2] = {SCR_UNDEFINED, ARG(0)};
    ScrValue r = scr_call(then, this_val, 2, args, NULL); /* V8: "undefined is not a function" */
    scr_release(then);
    return r;
}

/* finally's helpers: data = [onFinally, C] (thenFinally/catchFinally) or
 * [value] (the thunk and the thrower). magic: 0 thenFinally, 1
 * catchFinally, 2 value thunk, 3 thrower. */
NATIVE(finally_helper) {
    (void)this_val, (void)nt;
    ScrFunction *f = (ScrFunction *)scr_obj(fn);
    ScrValue rec = f->data;
    if (f->magic == 2) return scr_dup(scr__array_get_borrowed(rec, 0));
    if (f->magic == 3) return scr_throw(scr__array_get_borrowed(rec, 0));
    ScrValue on_finally = scr__array_get_borrowed(rec, 0);
    ScrValue c = scr__array_get_borrowed(rec, 1);
    ScrValue result = scr_call(on_finally, SCR_UNDEFINED, 0, NULL, NULL);
    if (scr_is_exception(result)) return result;
    /* PromiseResolve(C, result). */
    ScrValue p;
    if (c == scr__thread.realm->promise_ctor) {
        p = scr__promise_resolve_value(result);
    } else {
        ScrCapability cap;
        if (scr__new_capability(c, &cap) < 0) {
            scr_release(result);
            return SCR_EXCEPTION;
        }
        if (scr__capability_resolve(&cap, result) < 0) {
            scr__capability_release(&cap);
            scr_release(result);
            return SCR_EXCEPTION;
        }
        p = scr_dup(cap.promise);
        scr__capability_release(&cap);
    }
    scr_release(result);
    if (scr_is_exception(p)) return p;
    ScrValue vrec = scr_array_new(1);
    scr_array_push(vrec, ARG(0));
    ScrValue thunk = scr__native_new_ex(finally_helper, "", 0, f->magic == 0 ? 2 : 3, vrec);
    scr_release(vrec);
    ScrValue r = scr__promise_invoke_then(p, thunk, SCR_UNDEFINED);
    scr_release(thunk);
    scr_release(p);
    return r;
}

NATIVE(proto_finally) {
    (void)fn, (void)nt;
    if (!scr_is_object(this_val)) return scr_throw_type_error("Promise.prototype.finally called on non-object");
    ScrValue c = scr__species_constructor(this_val, scr__thread.realm->promise_ctor);
    if (scr_is_exception(c)) return c;
    ScrValue on_finally = ARG(0);
    ScrValue tf, cf;
    if (!scr__is_callable(on_finally)) {
        tf = scr_dup(on_finally);
        cf = scr_dup(on_finally);
    } else {
        ScrValue rec = scr_array_new(2);
        scr_array_push(rec, on_finally);
        scr_array_push(rec, c);
        tf = scr__native_new_ex(finally_helper, "", 1, 0, rec);
        cf = scr__native_new_ex(finally_helper, "", 1, 1, rec);
        scr_release(rec);
    }
    scr_release(c);
    ScrValue then = SCR_GET_ATOM(this_val, "then");
    ScrValue r = then;
    if (!scr_is_exception(then)) {
        ScrValue args[2] = {tf, cf};
        r = scr_call(then, this_val, 2, args, NULL);
        scr_release(then);
    }
    scr_release(tf);
    scr_release(cf);
    return r;
}

/* ------------------------------------------------------------------------
 * Statics: Promise.resolve, Promise.reject, Symbol.species.
 * ---------------------------------------------------------------------- */

ScrValue scr__promise_resolve_value(ScrValue v) {
    if (scr__is_promise(v)) {
        /* V8 reads v.constructor; a native promise that did not override it
         * sees %Promise% through the prototype. */
        ScrValue c = SCR_GET_ATOM(v, "constructor");
        if (scr_is_exception(c)) return c;
        scr_release(c);
        if (c == scr__thread.realm->promise_ctor) return scr_dup(v);
    }
    ScrValue p = scr__promise_new();
    scr__promise_resolve(p, v);
    return p;
}

NATIVE(promise_resolve_static) {
    (void)fn, (void)nt;
    if (!scr_is_object(this_val)) return scr_throw_type_error("PromiseResolve called on non-object");
    ScrValue v = ARG(0);
    if (this_val == scr__thread.realm->promise_ctor) return scr__promise_resolve_value(v);
    if (scr__is_promise(v)) {
        ScrValue c = SCR_GET_ATOM(v, "constructor");
        if (scr_is_exception(c)) return c;
        scr_release(c);
        if (c == this_val) return scr_dup(v);
    }
    ScrCapability cap;
    if (scr__new_capability(this_val, &cap) < 0) return SCR_EXCEPTION;
    if (scr__capability_resolve(&cap, v) < 0) {
        scr__capability_release(&cap);
        return SCR_EXCEPTION;
    }
    ScrValue p = scr_dup(cap.promise);
    scr__capability_release(&cap);
    return p;
}

NATIVE(promise_reject_static) {
    (void)fn, (void)nt;
    if (!scr_is_object(this_val)) return scr_throw_type_error("PromiseReject called on non-object");
    ScrCapability cap;
    if (scr__new_capability(this_val, &cap) < 0) return SCR_EXCEPTION;
    if (scr__capability_reject(&cap, ARG(0)) < 0) {
        scr__capability_release(&cap);
        return SCR_EXCEPTION;
    }
    ScrValue p = scr_dup(cap.promise);
    scr__capability_release(&cap);
    return p;
}

NATIVE(species_getter) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    return scr_dup(this_val);
}

/* ------------------------------------------------------------------------
 * Unhandled rejections (Node's default "throw" mode).
 * ---------------------------------------------------------------------- */

static ScrValue *pending_rej;
static size_t npending_rej, cappending_rej;

static void track_rejection(ScrPromise *p) {
    if (p->tracked) return;
    p->tracked = 1;
    SCR_GROW(pending_rej, cappending_rej, npending_rej + 1, 16);
    pending_rej[npending_rej++] = scr_dup(scr_from_cell(p));
}

/* Prints the report Node prints for a rejection whose reason is not an
 * Error, and ends the program. */
static void report_unhandled_nonerror(ScrValue reason) {
    scr__stdout_flush();
    ScrValue s = scr_is_symbol(reason) || scr_is_object(reason) ? SCR_EXCEPTION : scr_to_string(reason);
    char *text;
    if (scr_is_exception(s)) {
        if (scr__has_exception()) scr_release(scr_exception_take());
        char buf[128];
        scr__value_describe(reason, buf, sizeof buf);
        text = strdup(buf);
    } else {
        text = scr__string_to_utf8(s, NULL);
        scr_release(s);
    }
    size_t n = strlen(text) + 1024;
    char *buf = scr__xmalloc(n);
    int len = snprintf(buf, n,
                       "node:internal/process/promises:389\n"
                       "      new UnhandledPromiseRejection(reason);\n"
                       "      ^\n\n"
                       "UnhandledPromiseRejection: This error originated either by throwing inside of an async "
                       "function without a catch block, or by rejecting a promise which was not handled with "
                       ".catch(). The promise rejected with the reason \"%s\".\n"
                       "    at throwUnhandledRejectionsMode (node:internal/process/promises:389:7)\n"
                       "    at processPromiseRejections (node:internal/process/promises:470:17)\n"
                       "    at process.processTicksAndRejections (node:internal/process/task_queues:96:32) {\n"
                       "  code: 'ERR_UNHANDLED_REJECTION'\n"
                       "}\n",
                       text);
    scr__stderr_write(buf, (size_t)len);
    free(buf);
    free(text);
}

/* The error object Node builds for a non-Error reason (given to an
 * 'uncaughtException' listener). */
static ScrValue unhandled_rejection_error(ScrValue reason) {
    ScrValue s = scr_is_symbol(reason) ? SCR_EXCEPTION : scr_to_string(reason);
    if (scr_is_exception(s)) {
        if (scr__has_exception()) scr_release(scr_exception_take());
        s = scr_string_from_utf8("[object]", 8);
    }
    char *t = scr__string_to_utf8(s, NULL);
    scr_release(s);
    char *msg = NULL;
    size_t n = strlen(t) + 512;
    msg = scr__xmalloc(n);
    int len = snprintf(msg, n,
                       "This error originated either by throwing inside of an async function without a catch "
                       "block, or by rejecting a promise which was not handled with .catch(). The promise "
                       "rejected with the reason \"%s\".",
                       t);
    ScrValue m = scr_string_from_utf8(msg, (size_t)len);
    free(msg);
    free(t);
    ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
    scr_release(m);
    scr__define_str_take(e, "name", scr_dup(SCR_ATOM("UnhandledPromiseRejection")), SCR_PROP_CW);
    scr__define_str_take(e, "code", scr_dup(SCR_ATOM("ERR_UNHANDLED_REJECTION")), SCR_PROP_CWE);
    return e;
}

bool scr__process_rejections(void) {
    bool ran = false;
    size_t n = npending_rej;
    if (!n) return false;
    /* Take the current list; rejections made by listeners go to a new one. */
    ScrValue *list = pending_rej;
    pending_rej = NULL;
    npending_rej = cappending_rej = 0;
    size_t i = 0;
    for (; i < n && !(scr__thread.exit.flags & SCR_EXIT_ENDING); i++) {
        ScrValue pv = list[i];
        ScrPromise *p = (ScrPromise *)scr_obj(pv);
        p->tracked = 0;
        if (p->handled) {
            scr_release(pv);
            continue;
        }
        p->warned = 1;
        ScrValue reason = p->result;
        const ScrLoopHost *host = scr__loop_host();
        if (host->has_listeners("unhandledRejection")) {
            ScrValue args[2] = {reason, pv};
            if (host->emit("unhandledRejection", 2, args) < 0)
                scr__uncaught(scr_exception_take(), "uncaughtException");
            ran = true;
        } else if (scr__is_error(reason)) {
            scr__uncaught(scr_dup(reason), "unhandledRejection");
            ran = true;
        } else if (host->has_listeners("uncaughtException")) {
            scr__uncaught(unhandled_rejection_error(reason), "unhandledRejection");
            ran = true;
        } else {
            report_unhandled_nonerror(reason);
            scr__thread.exit.flags |= SCR_EXIT_ENDING;
            scr__thread.exit.status = 1;
            scr__thread.exit.status = host->emit_exit(1);
            uv_stop(scr__uv_loop());
        }
        scr_release(pv);
    }
    for (; i < n; i++) {
        ((ScrPromise *)scr_obj(list[i]))->tracked = 0;
        scr_release(list[i]);
    }
    free(list);
    return ran || npending_rej != 0;
}

void scr__job_discard(ScrJobFn fn, void *p, ScrValue a, ScrValue b) {
    if (fn == reaction_job) {
        ScrReaction *r = p;
        reaction_discard(r);
    } else if (fn == resolve_thenable_job) {
        scr_release((ScrValue)(uintptr_t)p);
    } else {
        scr__async_job_discard(fn, p);
    }
    scr_release(a);
    scr_release(b);
}

static void rejections_shutdown(void) {
    for (size_t i = 0; i < npending_rej; i++) scr_release(pending_rej[i]);
    free(pending_rej);
    pending_rej = NULL;
    npending_rej = cappending_rej = 0;
    while (free_reactions) {
        ScrReaction *r = free_reactions;
        free_reactions = r->next;
        free(r);
    }
}

/* ------------------------------------------------------------------------
 * AggregateError (built here until the built-ins define it).
 * ---------------------------------------------------------------------- */

ScrValue scr__aggregate_error_new(ScrValue errors, const char *msg) {
    ScrValue m = scr_string_from_utf8(msg, strlen(msg));
    ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
    scr_release(m);
    scr__set_proto(e, scr__thread.realm->aggregate_error_proto);
    scr__define_str_take(e, "errors", scr_dup(errors), SCR_PROP_CW);
    return e;
}

NATIVE(aggregate_error_ctor) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue arr = scr_array_new(0);
    if (scr_array_push_spread(arr, ARG(0), NULL) < 0) {
        scr_release(arr);
        return SCR_EXCEPTION;
    }
    ScrValue e = scr__error_new(SCR_ERR_ERROR, SCR_UNDEFINED);
    scr__set_proto(e, scr__thread.realm->aggregate_error_proto);
    if (!scr_is_undefined(ARG(1))) {
        ScrValue m = scr_to_string(ARG(1));
        if (scr_is_exception(m)) {
            scr_release(e);
            scr_release(arr);
            return m;
        }
        scr__define_str_take(e, "message", m, SCR_PROP_CW);
    }
    scr__define_str_take(e, "errors", arr, SCR_PROP_CW);
    return e;
}

/* ------------------------------------------------------------------------
 * Installation.
 * ---------------------------------------------------------------------- */

static ScrValue shape_probe = SCR_UNDEFINED;

/* A promise with no own properties, to compare shapes with (an untouched
 * promise can use the intrinsic then without a lookup). */
ScrValue scr__promise_new_shape_probe(void) { return shape_probe; }

static void promise_class_finalize(ScrObject *o) { promise_finalize(o); }

void scr__promise_init(ScrValue global) {
    ScrRealm *R = scr__thread.realm;
    scr__class_hooks[SCR_CLASS_PROMISE] = (ScrClassHooks){promise_trace, promise_class_finalize, NULL};
    R->promise_proto = scr_object_new();
    ScrValue ctor = scr__native_ctor_new(promise_ctor, "Promise", 1, R->promise_proto);
    R->promise_ctor = ctor;
    ScrValue then = scr__define_native(R->promise_proto, "then", proto_then, 2);
    R->promise_then_fn = scr_dup(then);
    scr__define_native(R->promise_proto, "catch", proto_catch, 1);
    scr__define_native(R->promise_proto, "finally", proto_finally, 1);
    scr__define_value_take(R->promise_proto, R->sym_to_string_tag, scr_dup(SCR_ATOM("Promise")),
                           SCR_PROP_CONFIGURABLE);
    scr__define_native(ctor, "resolve", promise_resolve_static, 1);
    scr__define_native(ctor, "reject", promise_reject_static, 1);
    ScrValue sg = scr__native_new_ex(species_getter, "get [Symbol.species]", 0, 0, SCR_UNDEFINED);
    scr__define_accessor_flags(ctor, R->sym_species, sg, SCR_UNDEFINED, SCR_PROP_CONFIGURABLE);
    scr_release(sg);
    scr__promise_statics_init(ctor);
    scr__define_str_take(global, "Promise", scr_dup(ctor), SCR_PROP_CW);
    shape_probe = scr__promise_new();

    /* AggregateError, unless the built-ins already made one. */
    ScrValue existing = scr__get_str(global, "AggregateError");
    if (scr_is_exception(existing)) scr_release(scr_exception_take()), existing = SCR_UNDEFINED;
    if (scr_is_object(existing)) {
        ScrValue pr = scr__get_str(existing, "prototype");
        R->aggregate_error_proto = scr_is_exception(pr) ? SCR_UNDEFINED : pr;
    } else {
        R->aggregate_error_proto = scr_object_new_proto(R->error_protos[SCR_ERR_ERROR]);
        ScrValue ac = scr__native_ctor_new(aggregate_error_ctor, "AggregateError", 2, R->aggregate_error_proto);
        scr__set_proto(ac, R->error_ctors[SCR_ERR_ERROR]);
        scr__define_str_take(R->aggregate_error_proto, "name", scr_dup(SCR_ATOM("AggregateError")), SCR_PROP_CW);
        scr__define_str_take(R->aggregate_error_proto, "message", scr_dup(SCR_ATOM("")), SCR_PROP_CW);
        scr__define_str_take(global, "AggregateError", ac, SCR_PROP_CW);
    }
    scr_release(existing);
}

void scr__promise_shutdown(void) {
    scr_clear(&shape_probe);
    rejections_shutdown();
}
