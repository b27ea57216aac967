/* dynamic_import.c - import() of what the compiler resolved: a module
 * compiled into the program, evaluated on its first import (with its
 * static dependencies that had not run), a runtime-provided module, or a
 * resolution error. Generated code calls the scr_dynamic_import* entry
 * points (scr.h); the promise they return settles when Node's would, as
 * near as a program can tell without the file reads behind Node's loader:
 *
 * - a module already evaluated (or evaluating): fulfilled in the 7th
 *   microtask turn after the call, where Node's loader job chain ends for
 *   a module in its cache;
 * - a resolution error: rejected in the 3rd turn;
 * - a module not yet evaluated: evaluated in the check phase of the second
 *   loop iteration (after the first iteration's immediates and the next
 *   timers, where Node's asynchronous reads of the files end), then
 *   fulfilled.
 *
 * A module whose evaluation threw keeps its error: every later import of
 * it rejects with that same value, as ES's evaluation error record does. */
#include "node/dynamic_import.h"

#include "base/base.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "exec/loop.h"
#include "exec/promise.h"
#include "exec/timers.h"

#include <stdlib.h>
#include <string.h>

enum { NOT_RUN, RUNNING, DONE, THREW };

typedef struct Pending {
    ScrValue promise;    /* owned */
    ScrValue value;      /* what to settle with (owned), or undefined */
    const int *chain;    /* modules to evaluate first (positions), or NULL */
    int nchain;
    ScrValue *ns;        /* the namespace static, read when fulfilling */
    int turns;           /* microtask turns still to wait */
    bool reject;
    bool waiting;        /* in the loop: slots[] holds it */
} Pending;

static uint8_t *states;        /* per program module */
static ScrValue *errors;       /* per program module: what its evaluation threw */
static Pending **slots;        /* evaluations waiting for the loop */
static int nslots;

static void ensure_states(void) {
    if (states) return;
    int n = scr__program->nmodules;
    states = scr__xmalloc((size_t)(n ? n : 1));
    memset(states, NOT_RUN, (size_t)(n ? n : 1));
    errors = scr__xmalloc(sizeof(ScrValue) * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) errors[i] = SCR_UNDEFINED;
}

static void pending_free(Pending *pd) {
    scr_release(pd->promise);
    scr_release(pd->value);
    free(pd);
}

static void settle(Pending *pd) {
    if (pd->reject) {
        scr__promise_reject(pd->promise, pd->value);
    } else {
        ScrValue v = pd->ns ? scr_dup(*pd->ns) : scr_dup(pd->value);
        scr__promise_resolve(pd->promise, v);
        scr_release(v);
    }
    pending_free(pd);
}

static void turn_job(void *p, ScrValue a, ScrValue b) {
    (void)a, (void)b;
    Pending *pd = p;
    if (--pd->turns > 0) {
        scr__microtask_enqueue(turn_job, pd, SCR_UNDEFINED, SCR_UNDEFINED);
        return;
    }
    settle(pd);
}

static void after_turns(Pending *pd, int turns) {
    pd->turns = turns;
    scr__microtask_enqueue(turn_job, pd, SCR_UNDEFINED, SCR_UNDEFINED);
}

/* Runs the chain's modules that have not run; 0, or -1 with pd set to
 * reject with what one threw. */
static int evaluate_chain(Pending *pd) {
    for (int i = 0; i < pd->nchain; i++) {
        int k = pd->chain[i];
        if (states[k] == THREW) {
            pd->reject = true;
            pd->value = scr_dup(errors[k]);
            return -1;
        }
        if (states[k] != NOT_RUN) continue;
        states[k] = RUNNING;
        ScrValue r = scr__program->modules[k].body();
        if (scr_is_exception(r)) {
            states[k] = THREW;
            errors[k] = scr_exception_take();
            pd->reject = true;
            pd->value = scr_dup(errors[k]);
            return -1;
        }
        /* The compiler rejects top-level await in modules loaded this way,
         * so r is never a promise to wait for. */
        scr_release(r);
        states[k] = DONE;
    }
    return 0;
}

NATIVE(loop_hop) {
    (void)this_val, (void)argc, (void)argv, (void)nt;
    int slot = ((ScrFunction *)scr_obj(fn))->magic;
    Pending *pd = slots[slot];
    if (pd->turns-- > 0) {
        /* First hop done: the next check phase evaluates. */
        scr__immediate_enqueue(scr__native_new_ex(loop_hop, "import", 0, slot, SCR_UNDEFINED));
        return SCR_UNDEFINED;
    }
    slots[slot] = NULL;
    evaluate_chain(pd);
    settle(pd);
    return SCR_UNDEFINED;
}

static ScrValue start(Pending *pd) {
    ScrValue p = scr_dup(pd->promise);
    bool must_run = false;
    for (int i = 0; i < pd->nchain; i++)
        if (states[pd->chain[i]] == NOT_RUN || states[pd->chain[i]] == THREW) must_run = true;
    if (!must_run) {
        after_turns(pd, 7);
        return p;
    }
    int slot = 0;
    while (slot < nslots && slots[slot]) slot++;
    if (slot == nslots) {
        slots = scr__xrealloc(slots, sizeof *slots * (size_t)(nslots + 1));
        slots[nslots++] = NULL;
    }
    slots[slot] = pd;
    pd->turns = 1;
    scr__immediate_enqueue(scr__native_new_ex(loop_hop, "import", 0, slot, SCR_UNDEFINED));
    return p;
}

static Pending *pending_new(void) {
    ensure_states();
    Pending *pd = scr__xmalloc(sizeof *pd);
    memset(pd, 0, sizeof *pd);
    pd->promise = scr__promise_new();
    pd->value = SCR_UNDEFINED;
    return pd;
}

ScrValue scr_dynamic_import(const int *chain, int n, ScrValue *ns) {
    Pending *pd = pending_new();
    pd->chain = chain;
    pd->nchain = n;
    pd->ns = ns;
    return start(pd);
}

ScrValue scr_dynamic_import_builtin(const char *spec) {
    ScrValue v = scr_builtin_import(spec, NULL);
    if (scr_is_exception(v)) return v;
    Pending *pd = pending_new();
    pd->value = v;
    return start(pd);
}

ScrValue scr_dynamic_import_reject(const char *name, const char *code, const char *message) {
    scr_throw_module_error(name, code, message);
    Pending *pd = pending_new();
    pd->value = scr_exception_take();
    pd->reject = true;
    ScrValue p = scr_dup(pd->promise);
    after_turns(pd, 3);
    return p;
}

void scr__dynamic_import_shutdown(void) {
    for (int i = 0; i < nslots; i++)
        if (slots[i]) pending_free(slots[i]);
    free(slots);
    slots = NULL;
    nslots = 0;
    if (errors)
        for (int i = 0; i < scr__program->nmodules; i++) scr_clear(&errors[i]);
    free(errors);
    free(states);
    errors = NULL;
    states = NULL;
}
