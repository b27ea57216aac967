/* timers.h - setTimeout/setInterval/setImmediate, queueMicrotask, and the
 * Timeout and Immediate objects, on libuv timers and the check phase.
 * Owned by timers.c. */
#ifndef SCR_TIMERS_H
#define SCR_TIMERS_H

#include "exec/loop.h"

/* Defines the timer functions on the global object and Timeout's and
 * Immediate's prototypes. */
void scr__timers_init(ScrValue global);
/* Queues a function (owned) as setImmediate(fn) does, for the runtime's
 * own use (the Immediate object is not handed out). */
void scr__immediate_enqueue(ScrValue callback_take);
/* At loop shutdown, before the loop closes every handle: drops the queued
 * immediates and forgets the clock handle (a later timer makes a new one). */
void scr__timers_shutdown(void);
/* At loop shutdown: detaches a timer handle from its Timeout (dropping the
 * loop's reference of an active one) and closes it. */
void scr__timer_handle_close(uv_handle_t *h);
/* Node's ERR_INVALID_ARG_TYPE wording for the value received ("Received
 * type number (1)", "Received an instance of Object", ...). */
void scr__describe_received(ScrValue v, char *buf, size_t size);

#endif
