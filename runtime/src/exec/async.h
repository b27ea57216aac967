/* async.h - activations: async functions, generators, async generators
 * and async module bodies running on fibers (fiber.h); await and yield
 * suspend the fiber. Also the SCR_ASYNC_STATS counters. Owned by async.c
 * (generator objects) and asyncgen.c (async generators, for await). */
#ifndef SCR_ASYNC_H
#define SCR_ASYNC_H

#include "exec/fiber.h"
#include "exec/loop.h"

enum { ACT_ASYNC, ACT_GENERATOR, ACT_ASYNC_GEN, ACT_MODULE };
/* Generator states (the spec's [[GeneratorState]]). */
enum { GS_START, GS_SUSPENDED, GS_EXECUTING, GS_AWAITING_RETURN, GS_COMPLETED };
/* How a suspended activation is resumed. */
enum { RM_NEXT, RM_THROW, RM_RETURN, RM_ABANDON };

typedef struct ScrAgRequest {
    struct ScrAgRequest *next;
    int mode;          /* RM_NEXT, RM_THROW, RM_RETURN */
    ScrValue value;    /* owned */
    ScrValue promise;  /* owned: the promise next/throw/return returned */
} ScrAgRequest;

/* One call of an async function or generator. Counted: the caller's
 * resume, a pending await reaction and a generator object each hold one
 * reference. */
typedef struct ScrActivation {
    int refs;
    uint8_t kind;        /* ACT_* */
    uint8_t state;       /* GS_* (generators); async functions use EXECUTING/COMPLETED */
    uint8_t resume_mode; /* RM_*: how the next resume continues */
    uint8_t yield_raw;   /* yield*: `yielded` is the inner result object itself */
    uint8_t threw;       /* completed by a throw (generators: `retval` is the exception) */
    uint8_t abandoning;  /* being unwound without running finally blocks */
    uint8_t in_registry;
    uint8_t
        binding_params; /* a generator binding its parameters at the call (scr_generator_call_params) */
    uint8_t job_resumed; /* resumed by an await's job from the microtask queue, and running
                            since: suspending returns to that job (scr_await) */
    ScrFiber *fiber;     /* NULL once finished (its stack is back in the pool) */
    ScrCode body;
    ScrValue (*module_body)(void);
    /* The call's inputs, released as soon as the body returns (the activation-residue guarantee). */
    ScrValue func, this_val;
    int argc;
    ScrValue *argv;
    ScrValue argv_small[4];
    ScrValue promise;    /* async functions and modules: the result promise */
    ScrValue sent;       /* the value a resume passes in (owned) */
    ScrValue yielded;    /* generators: the value the body yielded (owned) */
    ScrValue retval;     /* generators: the completion value (owned) */
    ScrAgRequest *queue, *queue_tail; /* async generators: pending requests */
    struct ScrActivation *reg_prev, *reg_next; /* started, unfinished */
} ScrActivation;

/* Generator and async generator objects. */
typedef struct ScrGenerator {
    ScrObject obj;
    ScrActivation *act; /* owned reference */
} ScrGenerator;

ScrActivation *scr__act_current(void);
void scr__act_unref(ScrActivation *a);
/* Resumes a's fiber (a must be suspended or created) and finishes it if
 * its body returned. */
void scr__act_resume(ScrActivation *a);
/* A generator completed before its body began (return() or throw() in the
 * start state): its fiber is dropped, unwound first if it already bound
 * the parameters (scr_generator_call_params). */
void scr__act_discard_start(ScrActivation *a);
/* The return-completion and abandon tokens thrown through a body. */
extern ScrValue scr__return_token, scr__abandon_token;

/* A new generator object (kind ACT_GENERATOR or ACT_ASYNC_GEN) whose body
 * runs `body` on a fiber with func, this_val and the arguments. Owned, or
 * SCR_EXCEPTION. */
ScrValue scr__generator_new(int kind, ScrCode body, ScrValue func, ScrValue this_val, int argc,
                            ScrValue *argv);
void scr__async_init(ScrValue global);
/* Unwinds every suspended activation (at exit, before the audit). */
void scr__async_shutdown(void);
void scr__async_job_discard(ScrJobFn fn, void *p);
/* Prints SCR_ASYNC_STATS when the variable is set. */
void scr__async_stats_print(void);

#endif
