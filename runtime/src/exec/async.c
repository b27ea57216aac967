/* async.c - activations on fibers: async functions (and async module
 * bodies), await, generators with next/return/throw and yield*, the
 * unwinding of activations that can never finish, and SCR_ASYNC_STATS.
 *
 * A body is generated as an ordinary C function; calling an async function
 * or a generator creates an ScrActivation holding the call's inputs and an
 * ScrFiber that will run the body. await subscribes a C continuation to
 * the promise and yields the fiber; the promise job resumes it. A body
 * that returns has its inputs released at once and its stack handed back
 * to the pool, so a finished activation holds nothing (the activation-residue guarantee). */
#include "exec/async.h"
#include "base/base.h"
#include "core/native.h"

#include "core/box.h"
#include "core/iter.h"
#include "exec/promise.h"
#include "core/str.h"
#include "exec/asyncgen.h"
#include "core/error.h"
#include "core/ops.h"
#include "core/function.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

ScrValue scr__return_token = SCR_UNDEFINED, scr__abandon_token = SCR_UNDEFINED;

static uint64_t acts_started, acts_finished;
static ScrActivation *registry;

/* ------------------------------------------------------------------------
 * Activations.
 * ---------------------------------------------------------------------- */

static ScrActivation *free_acts;
static int nfree_acts;

static ScrActivation *act_new(int kind, ScrCode body, ScrValue func, ScrValue this_val, int argc, ScrValue *argv) {
    ScrActivation *a = free_acts;
    if (a) {
        free_acts = a->reg_next;
        nfree_acts--;
    } else {
        a = scr__xmalloc(sizeof *a);
    }
    memset(a, 0, sizeof *a);
    a->refs = 1;
    a->kind = (uint8_t)kind;
    a->state = GS_START;
    a->body = body;
    a->func = scr_dup(func);
    a->this_val = scr_dup(this_val);
    a->argc = argc;
    a->argv = argc <= 4 ? a->argv_small : scr__xmalloc(sizeof(ScrValue) * (size_t)argc);
    for (int i = 0; i < argc; i++) a->argv[i] = scr_dup(argv[i]);
    a->promise = a->sent = a->yielded = a->retval = SCR_UNDEFINED;
    return a;
}

/* Drops the call's inputs: the body has returned and will not read them. */
static void act_release_inputs(ScrActivation *a) {
    scr_clear(&a->func);
    scr_clear(&a->this_val);
    int n = a->argc;
    a->argc = 0;
    for (int i = 0; i < n; i++) scr_release(a->argv[i]);
    if (a->argv != a->argv_small) free(a->argv);
    a->argv = a->argv_small;
}

static void registry_remove(ScrActivation *a) {
    if (!a->in_registry) return;
    if (a->reg_prev) a->reg_prev->reg_next = a->reg_next;
    else registry = a->reg_next;
    if (a->reg_next) a->reg_next->reg_prev = a->reg_prev;
    a->reg_prev = a->reg_next = NULL;
    a->in_registry = 0;
}

void scr__act_unref(ScrActivation *a) {
    SCR_ASSERT(a->refs > 0);
    if (--a->refs > 0) return;
    registry_remove(a);
    if (a->fiber) {
        /* Never started (a generator dropped before its first next()). */
        scr_fiber_destroy(a->fiber);
        a->fiber = NULL;
    }
    act_release_inputs(a);
    scr_clear(&a->promise);
    scr_clear(&a->sent);
    scr_clear(&a->yielded);
    scr_clear(&a->retval);
    if (a->queue) scr__asyncgen_clear_queue(a);
    if (nfree_acts < 64) {
        a->reg_next = free_acts;
        free_acts = a;
        nfree_acts++;
    } else {
        free(a);
    }
}

ScrActivation *scr__act_current(void) {
    ScrFiber *f = scr_fiber_current();
    return f ? f->data : NULL;
}

/* The fiber's body: runs the generated function, then settles what the
 * activation's kind needs with the completion. */
static void act_entry(ScrFiber *self, void *arg) {
    (void)self;
    ScrActivation *a = arg;
    ScrValue r = a->module_body ? a->module_body()
                                : a->body(a->func, a->this_val, a->argc, a->argv, SCR_UNDEFINED);
    act_release_inputs(a);
    bool threw = scr_is_exception(r);
    ScrValue v = threw ? scr_exception_take() : r;
    if (threw && v == scr__return_token) {
        scr_release(v);
        v = a->retval;
        a->retval = SCR_UNDEFINED;
        threw = false;
    } else if (threw && v == scr__abandon_token) {
        scr_release(v);
        a->state = GS_COMPLETED;
        acts_finished++;
        return;
    }
    acts_finished++;
    if (a->binding_params) {
        /* A parameter's default or pattern threw at the call: the caller
         * rethrows it (generator_call_params). */
        scr_release(a->retval);
        a->retval = v;
        a->threw = threw;
        a->state = GS_COMPLETED;
        return;
    }
    switch (a->kind) {
    case ACT_ASYNC:
    case ACT_MODULE:
        if (threw) scr__promise_reject(a->promise, v);
        else scr__promise_resolve(a->promise, v);
        scr_release(v);
        scr_clear(&a->promise);
        a->state = GS_COMPLETED;
        break;
    case ACT_GENERATOR:
        scr_release(a->retval);
        a->retval = v;
        a->threw = threw;
        a->state = GS_COMPLETED;
        break;
    case ACT_ASYNC_GEN:
        scr__asyncgen_complete(a, v, threw);
        break;
    }
}

/* After a resume returned: a finished body gives its stack back now. */
static void act_after_resume(ScrActivation *a) {
    if (a->fiber && scr_fiber_done(a->fiber)) {
        scr_fiber_destroy(a->fiber);
        a->fiber = NULL;
        registry_remove(a);
        if (a->kind == ACT_ASYNC_GEN && !a->binding_params) scr__asyncgen_resume_next(a);
    }
}

void scr__act_resume(ScrActivation *a) {
    a->refs++;
    if (!a->fiber) {
        scr__act_unref(a);
        return;
    }
    if (scr_fiber_state(a->fiber) == SCR_FIBER_CREATED) {
        acts_started++;
        a->in_registry = 1;
        a->reg_prev = NULL;
        a->reg_next = registry;
        if (registry) registry->reg_prev = a;
        registry = a;
    }
    /* The fiber was created just above, so resuming it fails only when its
     * stack cannot be mapped. */
    if (scr_fiber_resume(a->fiber) < 0) scr__oom();
    act_after_resume(a);
    scr__act_unref(a);
}

/* Unwinds a suspended activation without running its finally blocks: it
 * can never be resumed (what it waits for has died, or the program is
 * ending). The caller's pending exception is kept. */
static void act_abandon(ScrActivation *a) {
    if (!a->fiber || scr_fiber_state(a->fiber) != SCR_FIBER_SUSPENDED) return;
    bool had = scr__has_exception();
    ScrValue saved = had ? scr_exception_take() : SCR_UNDEFINED;
    a->abandoning = 1;
    a->resume_mode = RM_ABANDON;
    scr__act_resume(a);
    if (had) scr_throw_take(saved);
}

void scr__act_discard_start(ScrActivation *a) {
    a->state = GS_COMPLETED;
    if (a->fiber && scr_fiber_state(a->fiber) == SCR_FIBER_SUSPENDED) {
        /* Suspended after binding the parameters: unwinding releases them.
         * Nothing else may run meanwhile (binding_params keeps an async
         * generator's queue still). */
        a->binding_params = 1;
        act_abandon(a);
        a->binding_params = 0;
        a->state = GS_COMPLETED;
    } else if (a->fiber) {
        scr_fiber_destroy(a->fiber);
        a->fiber = NULL;
    }
    act_release_inputs(a);
}

/* ------------------------------------------------------------------------
 * Async functions and await.
 * ---------------------------------------------------------------------- */

static ScrFiber *fiber_for(ScrActivation *a) {
    ScrFiber *f = scr_fiber_create(act_entry, a);
    if (!f) scr__oom();
    f->data = a;
    return f;
}

ScrValue scr_async_call(ScrCode body, ScrValue func, ScrValue this_val, int argc, ScrValue *argv) {
    ScrActivation *a = act_new(ACT_ASYNC, body, func, this_val, argc, argv);
    a->promise = scr__promise_new();
    ScrValue p = scr_dup(a->promise);
    a->fiber = fiber_for(a);
    a->fiber->runs_in_region = true;
    a->state = GS_EXECUTING;
    scr__act_resume(a);
    scr__act_unref(a);
    return p;
}

ScrValue scr_async_module(ScrValue (*body)(void)) {
    ScrActivation *a = act_new(ACT_MODULE, NULL, SCR_UNDEFINED, SCR_UNDEFINED, 0, NULL);
    a->module_body = body;
    a->promise = scr__promise_new();
    ScrValue p = scr_dup(a->promise);
    a->fiber = fiber_for(a);
    a->fiber->runs_in_region = true;
    a->state = GS_EXECUTING;
    scr__act_resume(a);
    scr__act_unref(a);
    return p;
}

/* The continuation of an await: resumes the body with the settled value. */
static void await_continue(void *data, ScrValue value, int how) {
    ScrActivation *a = data;
    if (how == SCR_SETTLE_DISCARDED) {
        act_abandon(a);
    } else {
        scr_release(a->sent);
        a->sent = scr_dup(value);
        a->resume_mode = how == SCR_SETTLE_REJECTED ? RM_THROW : RM_NEXT;
        a->job_resumed = 1;
        scr__act_resume(a);
        a->job_resumed = 0;
    }
    scr__act_unref(a);
}

/* Takes the resumption a resumer left and turns it into the result of the
 * suspension point: the sent value, or SCR_EXCEPTION. */
static ScrValue take_resumption(ScrActivation *a) {
    ScrValue v = a->sent;
    a->sent = SCR_UNDEFINED;
    switch (a->resume_mode) {
    case RM_NEXT: return v;
    case RM_THROW: return scr_throw_take(v);
    case RM_RETURN:
        scr_release(a->retval);
        a->retval = v;
        return scr_throw(scr__return_token);
    default:
        scr_release(v);
        return scr_throw(scr__abandon_token);
    }
}

ScrValue scr_await(ScrValue v) {
    ScrActivation *a = scr__act_current();
    if (!a || a->kind == ACT_GENERATOR) return scr_throw_syntax_error("await is only valid in async functions");
    if (a->abandoning) return scr_throw(scr__abandon_token);
    ScrValue p = scr__promise_resolve_value(v);
    if (scr_is_exception(p)) return p;
    /* An await of a fulfilled promise by a body that a job resumed, with
     * the microtask queue empty: the job it would queue is the next one the
     * queue runs, and nothing runs between this suspension and that job
     * but the return to the queue, so the body goes on at once with the
     * value (no reaction, no job, no fiber switch). A loop over lines that
     * are ready (for await over readline) takes this path. */
    ScrPromise *pp = (ScrPromise *)scr_obj(p);
    if (pp->state == SCR_PROMISE_FULFILLED && a->job_resumed && scr__thread.jobs.micro.len == 0 &&
        !(scr__thread.exit.flags & SCR_EXIT_ENDING)) {
        ScrValue r = scr_dup(pp->result);
        scr_release(p);
        return r;
    }
    a->refs++;
    scr__promise_then_native(p, await_continue, a);
    scr_release(p);
    scr_fiber_yield();
    return take_resumption(a);
}

/* ------------------------------------------------------------------------
 * Generators.
 * ---------------------------------------------------------------------- */

static void gen_trace(ScrObject *o, void (*visit)(ScrValue, void *), void *arg) {
    ScrActivation *a = ((ScrGenerator *)o)->act;
    if (!a) return;
    visit(a->func, arg);
    visit(a->this_val, arg);
    for (int i = 0; i < a->argc; i++) visit(a->argv[i], arg);
    visit(a->sent, arg);
    visit(a->yielded, arg);
    visit(a->retval, arg);
    if (a->kind == ACT_ASYNC_GEN) scr__asyncgen_trace(a, visit, arg);
}

static void gen_finalize(ScrObject *o) {
    ScrGenerator *g = (ScrGenerator *)o;
    ScrActivation *a = g->act;
    if (!a) return;
    g->act = NULL;
    /* A generator dropped while suspended at a yield can never continue:
     * unwind its stack so that its frames release what they own. */
    if (a->state == GS_SUSPENDED) act_abandon(a);
    else if (a->state == GS_START)
        scr__act_discard_start(a);
    scr__act_unref(a);
}

ScrValue scr__generator_new(int kind, ScrCode body, ScrValue func, ScrValue this_val, int argc, ScrValue *argv) {
    ScrValue fallback = kind == ACT_ASYNC_GEN ? scr__thread.realm->async_generator_proto
                                              : scr__thread.realm->generator_proto;
    ScrValue proto = SCR_GET_ATOM(func, "prototype");
    if (scr_is_exception(proto)) return proto;
    if (!scr_is_object(proto)) {
        scr_release(proto);
        proto = scr_dup(fallback);
    }
    ScrValue gv = scr__object_alloc(sizeof(ScrGenerator), kind == ACT_ASYNC_GEN ? SCR_CLASS_ASYNC_GENERATOR : SCR_CLASS_GENERATOR, proto);
    scr_release(proto);
    ScrActivation *a = act_new(kind, body, func, this_val, argc, argv);
    a->fiber = fiber_for(a);
    if (kind == ACT_ASYNC_GEN) {
        /* Async-generator bodies run in the default region (LifetimeRegion). */
        a->fiber->runs_in_region = true;
        if (a->fiber->region) scr_fiber_set_region(a->fiber, NULL);
    }
    ((ScrGenerator *)scr_obj(gv))->act = a;
    return gv;
}

ScrValue scr_generator_call(ScrCode body, ScrValue func, ScrValue this_val, int argc, ScrValue *argv) {
    return scr__generator_new(ACT_GENERATOR, body, func, this_val, argc, argv);
}

/* A generator whose parameters have defaults or patterns binds them at
 * the call, as FunctionDeclarationInstantiation runs before the generator
 * object exists: the body runs on its fiber up to
 * scr_generator_params_bound, which suspends it in the start state. An
 * exception from the parameters is the call's. */
static ScrValue generator_call_params(int kind, ScrCode body, ScrValue func, ScrValue this_val,
                                      int argc, ScrValue *argv) {
    ScrValue gv = scr__generator_new(kind, body, func, this_val, argc, argv);
    if (scr_is_exception(gv)) return gv;
    ScrActivation *a = ((ScrGenerator *)scr_obj(gv))->act;
    a->refs++;
    a->state = GS_EXECUTING;
    a->binding_params = 1;
    scr__act_resume(a);
    a->binding_params = 0;
    if (a->state == GS_COMPLETED) {
        /* The parameters threw (the body cannot return before the point). */
        ScrValue e = a->retval;
        bool threw = a->threw;
        a->retval = SCR_UNDEFINED;
        a->threw = 0;
        scr__act_unref(a);
        scr_release(gv);
        if (threw) return scr_throw_take(e);
        scr_release(e);
        return scr_throw_type_error("generator completed while binding its parameters");
    }
    a->state = GS_START;
    scr__act_unref(a);
    return gv;
}

ScrValue scr_generator_call_params(ScrCode body, ScrValue func, ScrValue this_val, int argc,
                                   ScrValue *argv) {
    return generator_call_params(ACT_GENERATOR, body, func, this_val, argc, argv);
}

ScrValue scr_async_generator_call_params(ScrCode body, ScrValue func, ScrValue this_val, int argc,
                                         ScrValue *argv) {
    return generator_call_params(ACT_ASYNC_GEN, body, func, this_val, argc, argv);
}

ScrValue scr_generator_params_bound(void) {
    ScrActivation *a = scr__act_current();
    if (!a || !a->binding_params) return SCR_UNDEFINED;
    scr_fiber_yield();
    /* Resumed by the first next() (its value is not observable) or
     * unwound by scr__act_discard_start. */
    scr_clear(&a->sent);
    if (a->resume_mode == RM_ABANDON) return scr_throw(scr__abandon_token);
    return SCR_UNDEFINED;
}

/* GeneratorResume / GeneratorResumeAbrupt. */
static ScrValue gen_resume(ScrValue gv, int mode, ScrValue v, const char *method) {
    if (scr__class_of(gv) != SCR_CLASS_GENERATOR) {
        char buf[128];
        scr__value_describe(gv, buf, sizeof buf);
        return scr_throw_type_error("Method [Generator].prototype.%s called on incompatible receiver %s",
                                    method, buf);
    }
    ScrActivation *a = ((ScrGenerator *)scr_obj(gv))->act;
    if (a->state == GS_EXECUTING) return scr_throw_type_error("Generator is already running");
    if (a->state == GS_START && mode != RM_NEXT) {
        /* Never started: it completes without running. */
        scr__act_discard_start(a);
    }
    if (a->state == GS_COMPLETED) {
        if (mode == RM_THROW) return scr_throw(v);
        return scr__iter_result(mode == RM_RETURN ? v : SCR_UNDEFINED, true);
    }
    scr_release(a->sent);
    a->sent = scr_dup(v);
    a->resume_mode = (uint8_t)mode;
    a->state = GS_EXECUTING;
    scr__act_resume(a);
    if (a->state == GS_COMPLETED) {
        ScrValue r = a->retval;
        a->retval = SCR_UNDEFINED;
        if (a->threw) {
            a->threw = 0;
            return scr_throw_take(r);
        }
        ScrValue res = scr__iter_result(r, true);
        scr_release(r);
        return res;
    }
    a->state = GS_SUSPENDED;
    ScrValue y = a->yielded;
    a->yielded = SCR_UNDEFINED;
    if (a->yield_raw) {
        a->yield_raw = 0;
        return y;
    }
    ScrValue res = scr__iter_result(y, false);
    scr_release(y);
    return res;
}

NATIVE(gen_method) {
    (void)nt;
    int mode = ((ScrFunction *)scr_obj(fn))->magic;
    static const char *names[] = {"next", "throw", "return"};
    return gen_resume(this_val, mode, argc > 0 ? argv[0] : SCR_UNDEFINED, names[mode]);
}

ScrValue scr_yield(ScrValue v) {
    ScrActivation *a = scr__act_current();
    if (!a) return scr_throw_syntax_error("yield outside a generator");
    if (a->kind == ACT_ASYNC_GEN) return scr__asyncgen_yield(a, v);
    if (a->abandoning) return scr_throw(scr__abandon_token);
    scr_release(a->yielded);
    a->yielded = scr_dup(v);
    scr_fiber_yield();
    return take_resumption(a);
}

/* yield* in a generator: forwards next/throw/return to the inner iterator
 * and passes its result objects through unchanged. */
ScrValue scr_yield_star(ScrValue iterable) {
    ScrActivation *a = scr__act_current();
    if (!a) return scr_throw_syntax_error("yield outside a generator");
    if (a->kind == ACT_ASYNC_GEN) return scr__asyncgen_yield_star(a, iterable);
    ScrIter it = SCR_ITER_INIT;
    if (scr_iter_open(&it, iterable, NULL) < 0) return SCR_EXCEPTION;
    ScrValue iter = it.iter, next = it.next;
    if (it.mode == 2) {
        /* The array fast path has no iterator object: make a real one. */
        scr_iter_release(&it);
        ScrValue m = scr_get(iterable, scr__thread.realm->sym_iterator);
        if (scr_is_exception(m)) return m;
        iter = scr_call(m, iterable, 0, NULL, NULL);
        scr_release(m);
        if (scr_is_exception(iter)) return iter;
        next = SCR_GET_ATOM(iter, "next");
        if (scr_is_exception(next)) {
            scr_release(iter);
            return next;
        }
    } else {
        it.iter = it.next = SCR_UNDEFINED;
        it.mode = 0;
    }
    int mode = RM_NEXT;
    ScrValue received = SCR_UNDEFINED;
    ScrValue result = SCR_EXCEPTION;
    for (;;) {
        ScrValue r;
        if (mode == RM_NEXT) {
            r = scr_call(next, iter, 1, &received, NULL);
        } else {
            const char *name = mode == RM_THROW ? "throw" : "return";
            ScrValue m = scr_get(iter, scr__atom(name));
            if (scr_is_exception(m)) break;
            if (scr_is_nullish(m)) {
                if (mode == RM_RETURN) {
                    scr_release(a->retval);
                    a->retval = received;
                    received = SCR_UNDEFINED;
                    scr_throw(scr__return_token);
                    break;
                }
                ScrIter c = {iter, SCR_UNDEFINED, 0, 1};
                scr_dup(iter);
                scr_iter_close(&c, false);
                scr_iter_release(&c);
                if (!scr__has_exception())
                    scr_throw_type_error("The iterator does not provide a 'throw' method");
                break;
            }
            r = scr_call(m, iter, 1, &received, NULL);
            scr_release(m);
        }
        scr_clear(&received);
        if (scr_is_exception(r)) break;
        if (!scr_is_object(r)) {
            scr__throw_result_not_object(r);
            scr_release(r);
            break;
        }
        ScrValue done = SCR_GET_ATOM(r, "done");
        if (scr_is_exception(done)) {
            scr_release(r);
            break;
        }
        bool d = scr_to_boolean(done);
        scr_release(done);
        if (d) {
            ScrValue val = SCR_GET_ATOM(r, "value");
            scr_release(r);
            if (scr_is_exception(val)) break;
            if (mode == RM_RETURN) {
                scr_release(a->retval);
                a->retval = val;
                scr_throw(scr__return_token);
                break;
            }
            result = val;
            break;
        }
        if (a->abandoning) {
            scr_release(r);
            scr_throw(scr__abandon_token);
            break;
        }
        scr_release(a->yielded);
        a->yielded = r;
        a->yield_raw = 1;
        scr_fiber_yield();
        mode = a->resume_mode;
        received = a->sent;
        a->sent = SCR_UNDEFINED;
        if (mode == RM_ABANDON) {
            scr_release(received);
            received = SCR_UNDEFINED;
            scr_throw(scr__abandon_token);
            break;
        }
    }
    scr_release(received);
    scr_release(iter);
    scr_release(next);
    return result;
}

/* ------------------------------------------------------------------------
 * Generated code's exception filters.
 * ---------------------------------------------------------------------- */

/* catch clauses of async and generator bodies: a return completion or an
 * abandon travels as an exception that JS code must never catch. */
bool scr_catch_skips(void) {
    if (!scr__has_exception()) return false;
    ScrValue e = scr_exception_take();
    bool skip = e == scr__return_token || e == scr__abandon_token;
    scr_throw_take(e);
    return skip;
}

/* finally blocks: skipped only while abandoning (a return completion runs
 * them, as JS requires). `exc` is the saved exception. */
bool scr_finally_skips(ScrValue exc) { return exc == scr__abandon_token; }

/* ------------------------------------------------------------------------
 * Start-up, shutdown and statistics.
 * ---------------------------------------------------------------------- */

void scr__async_job_discard(ScrJobFn fn, void *p) {
    (void)fn, (void)p;
}

NATIVE(return_this) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    return scr_dup(this_val);
}

/* AsyncFunction, GeneratorFunction and AsyncGeneratorFunction build
 * functions from source text, which an ahead-of-time compiler cannot do:
 * they throw as Function does. */
NATIVE(function_kind_ctor) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr__throw_codegen_disallowed();
}

/* Fills in %XFunction.prototype% (fp) in V8's key order: `prototype` (the
 * generator prototype its functions' prototypes inherit from, if any),
 * `constructor` (%XFunction%, whose [[Prototype]] is Function), and
 * @@toStringTag. */
static void function_kind_init(ScrValue fp, const char *name, ScrValue instance_proto) {
    ScrRealm *R = scr__thread.realm;
    if (scr_is_object(instance_proto))
        scr__define_str_take(fp, "prototype", scr_dup(instance_proto), SCR_PROP_CONFIGURABLE);
    ScrValue ctor = scr__native_new_ex(function_kind_ctor, name, 1, 0, SCR_UNDEFINED);
    ((ScrFunction *)scr_obj(ctor))->flags |= SCR_FN_CONSTRUCTOR;
    scr__set_proto(ctor, R->function_ctor);
    scr__define_str_take(ctor, "prototype", scr_dup(fp), 0);
    scr__define_str_take(fp, "constructor", ctor, SCR_PROP_CONFIGURABLE);
    scr__define_value_take(fp, R->sym_to_string_tag, scr_string_from_utf8(name, strlen(name)),
                           SCR_PROP_CONFIGURABLE);
}

void scr__async_init(ScrValue global) {
    (void)global;
    ScrRealm *R = scr__thread.realm;
    scr__class_hooks[SCR_CLASS_GENERATOR] = (ScrClassHooks){gen_trace, gen_finalize, NULL};
    scr__class_hooks[SCR_CLASS_ASYNC_GENERATOR] = (ScrClassHooks){gen_trace, gen_finalize, NULL};
    scr__return_token = scr_object_new_proto(SCR_NULL);
    scr__abandon_token = scr_object_new_proto(SCR_NULL);
    R->async_function_proto = scr_object_new_proto(R->function_proto);
    R->generator_function_proto = scr_object_new_proto(R->function_proto);
    R->async_generator_function_proto = scr_object_new_proto(R->function_proto);
    R->generator_proto = scr_object_new_proto(R->iterator_proto);
    scr__define_str_take(R->generator_proto, "constructor", scr_dup(R->generator_function_proto),
                         SCR_PROP_CONFIGURABLE);
    /* V8's key order: next, return, throw (the magic numbers stay). */
    static const char *names[] = {"next", "throw", "return"};
    static const int order[] = {0, 2, 1};
    for (int i = 0; i < 3; i++) {
        int m = order[i];
        ScrValue f = scr__native_new_ex(gen_method, names[m], 1, m, SCR_UNDEFINED);
        scr__define_str_take(R->generator_proto, names[m], f, SCR_PROP_CW);
    }
    scr__define_value_take(R->generator_proto, R->sym_to_string_tag, scr_dup(SCR_ATOM("Generator")),
                           SCR_PROP_CONFIGURABLE);
    (void)return_this;
    scr__asyncgen_init();
    function_kind_init(R->async_function_proto, "AsyncFunction", SCR_UNDEFINED);
    function_kind_init(R->generator_function_proto, "GeneratorFunction", R->generator_proto);
    function_kind_init(R->async_generator_function_proto, "AsyncGeneratorFunction",
                       R->async_generator_proto);
}

void scr__async_shutdown(void) {
    /* Each abandon unwinds one activation; its frames' releases may free
     * others, so restart from the head every time. */
    while (registry) {
        ScrActivation *a = registry;
        if (a->fiber && scr_fiber_state(a->fiber) == SCR_FIBER_SUSPENDED) {
            act_abandon(a);
            if (registry == a) registry_remove(a);
        } else {
            registry_remove(a);
        }
    }
    scr_clear(&scr__return_token);
    scr_clear(&scr__abandon_token);
    while (free_acts) {
        ScrActivation *a = free_acts;
        free_acts = a->reg_next;
        free(a);
    }
    nfree_acts = 0;
}

void scr__async_stats_print(void) {
    const char *e = getenv("SCR_ASYNC_STATS");
    if (!e || !*e || *e == '0') return;
    ScrFiberStats fs = scr_fiber_stats();
    char buf[512];
    int n = snprintf(buf, sizeof buf,
                     "scr-async-stats: activations started=%llu finished=%llu live=%llu\n"
                     "scr-async-stats: boxes allocated=%llu freed=%llu live=%llu\n"
                     "scr-async-stats: fiber-stacks mapped=%llu pooled=%llu live=%llu peak=%llu\n",
                     (unsigned long long)acts_started, (unsigned long long)acts_finished,
                     (unsigned long long)(acts_started - acts_finished), (unsigned long long)scr__boxes_allocated,
                     (unsigned long long)scr__boxes_freed,
                     (unsigned long long)(scr__boxes_allocated - scr__boxes_freed),
                     (unsigned long long)fs.stacks_mapped, (unsigned long long)fs.stacks_pooled,
                     (unsigned long long)fs.stacks_live, (unsigned long long)fs.stacks_peak_live);
    fflush(stdout);
    fwrite(buf, 1, (size_t)n, stderr);
}
