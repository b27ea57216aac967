/* promise.h - Promise: states, reactions and the jobs they queue, the
 * resolve functions with thenable adoption (V8's tick counts), the
 * constructor and its statics, and unhandled-rejection tracking in Node's
 * default "throw" mode. Owned by promise.c (promise_static.c holds
 * all/allSettled/race/any). */
#ifndef SCR_PROMISE_H
#define SCR_PROMISE_H

#include "exec/loop.h"

enum { SCR_PROMISE_PENDING, SCR_PROMISE_FULFILLED, SCR_PROMISE_REJECTED };

/* A C continuation: called from a promise job with the settled value
 * (borrowed) and how the promise settled; SCR_SETTLE_DISCARDED (value
 * undefined) when the promise died pending, so the continuation will never
 * run and must release what it holds. */
typedef void (*ScrPromiseNativeFn)(void *data, ScrValue value, int how);
enum { SCR_SETTLE_FULFILLED, SCR_SETTLE_REJECTED, SCR_SETTLE_DISCARDED };

typedef struct ScrReaction ScrReaction;

typedef struct ScrPromise {
    ScrObject obj;
    uint8_t state;      /* SCR_PROMISE_* */
    uint8_t handled;    /* [[PromiseIsHandled]] */
    uint8_t tracked;    /* in the pending unhandled-rejection list */
    uint8_t warned;     /* reported as unhandled already */
    ScrValue result;    /* owned: the value or reason once settled */
    ScrReaction *reactions; /* pending only: in registration order */
    ScrReaction *reactions_tail;
} ScrPromise;

static inline bool scr__is_promise(ScrValue v) { return scr__class_of(v) == SCR_CLASS_PROMISE; }

/* A new pending promise of %Promise% (owned). */
ScrValue scr__promise_new(void);
/* The promise resolve function's steps for promise p (borrowed): a
 * thenable is adopted through a NewPromiseResolveThenableJob. Does nothing
 * if p is already settled. */
void scr__promise_resolve(ScrValue p, ScrValue value);
void scr__promise_reject(ScrValue p, ScrValue reason);
/* PromiseResolve(%Promise%, v): v itself (dup) when it is a native
 * promise whose constructor is %Promise%, else a new promise resolved with
 * v. Owned result or SCR_EXCEPTION (reading v.constructor may throw). */
ScrValue scr__promise_resolve_value(ScrValue v);
/* PerformPromiseThen(p, native continuation): marks p handled. */
void scr__promise_then_native(ScrValue p, ScrPromiseNativeFn fn, void *data);
/* promise.then(f, r) as JS sees it (species, capabilities). Owned or
 * SCR_EXCEPTION. */
ScrValue scr__promise_invoke_then(ScrValue p, ScrValue on_fulfilled, ScrValue on_rejected);

/* After the microtask drain: handles rejections still unhandled (Node's
 * processPromiseRejections). True when listeners ran and may have queued
 * work. */
bool scr__process_rejections(void);
/* Frees a queued job without running it (loop shutdown). */
void scr__job_discard(ScrJobFn fn, void *p, ScrValue a, ScrValue b);

void scr__promise_init(ScrValue global);
void scr__promise_shutdown(void);
ScrValue scr__promise_new_shape_probe(void);
/* The resolve/reject function pair of a native promise (both owned). */
void scr__promise_resolving_functions(ScrValue p, ScrValue *res, ScrValue *rej);
/* promise_static.c: Promise.all, allSettled, race, any (installed on ctor). */
void scr__promise_statics_init(ScrValue ctor);
/* A capability {promise, resolve, reject} for constructor c: for
 * %Promise% a native promise and no functions. */
typedef struct ScrCapability {
    ScrValue promise, resolve, reject; /* owned */
} ScrCapability;
int scr__new_capability(ScrValue c, ScrCapability *cap);
void scr__capability_release(ScrCapability *cap);
/* Settles cap's promise (through its functions when they exist); 0 or -1. */
int scr__capability_resolve(ScrCapability *cap, ScrValue v);
int scr__capability_reject(ScrCapability *cap, ScrValue v);
/* The reason `new AggregateError(errors, msg)` (owned). */
ScrValue scr__aggregate_error_new(ScrValue errors, const char *msg);

#endif
