/* asyncgen.h - async generators: the request queue of next/throw/return,
 * yield and yield* inside them, and %AsyncGeneratorPrototype%. Owned by
 * asyncgen.c; the activations they run in are async.h's. */
#ifndef SCR_ASYNCGEN_H
#define SCR_ASYNCGEN_H

#include "exec/async.h"

/* Defines %AsyncGeneratorPrototype% (async.c's init calls it). */
void scr__asyncgen_init(void);
/* Starts the next queued request of a suspended async generator. */
void scr__asyncgen_resume_next(ScrActivation *a);
/* The completion steps run on the fiber when an async generator's body
 * ends (v owned; threw says how). */
void scr__asyncgen_complete(ScrActivation *a, ScrValue v_take, bool threw);
/* yield inside an async generator. */
ScrValue scr__asyncgen_yield(ScrActivation *a, ScrValue v);
ScrValue scr__asyncgen_yield_star(ScrActivation *a, ScrValue iterable);
/* The request queue's references, and dropping them (for the activation's
 * trace and teardown). */
void scr__asyncgen_trace(ScrActivation *a, void (*visit)(ScrValue, void *), void *arg);
void scr__asyncgen_clear_queue(ScrActivation *a);

#endif
