/* loop.h - the event loop: libuv with Node's phases (timers, pending,
 * poll, check, close), the process.nextTick queue, the promise job
 * (microtask) queue and the drain Node runs after every callback, timers
 * and immediates, and the handling of uncaught exceptions. Owned by
 * loop.c (timers.c holds the Timeout/Immediate built-ins). */
#ifndef SCR_LOOP_H
#define SCR_LOOP_H

#include "core/object.h"

#include <uv.h>

/* A promise job or other microtask. It receives the two values it was
 * queued with (borrowed: the queue releases them after the call) and the
 * raw pointer, whose ownership is the job's business. */
typedef void (*ScrJobFn)(void *p, ScrValue a, ScrValue b);

/* Queues a microtask; a_take and b_take are consumed. Never throws. */
void scr__microtask_enqueue(ScrJobFn fn, void *p, ScrValue a_take, ScrValue b_take);
/* Runs microtasks until the queue is empty (V8's checkpoint). */
void scr__run_microtasks(void);
/* Node's processTicksAndRejections: nextTicks, then microtasks, then the
 * unhandled-rejection check, repeated until all are empty. Called after
 * every callback the loop runs. Does nothing once the program is ending. */
void scr__drain(void);
/* The end of a macrotask (a timer or immediate, once the loop has let go
 * of it): the collector's checkpoint, a drain, then region release checks. */
void scr__macrotask_end(void);

/* The libuv loop (valid after scr__loop_init). */
uv_loop_t *scr__uv_loop(void);
void scr__loop_init(void);
/* Runs the loop until no ref'd handle is left, with beforeExit as Node
 * emits it. Returns when the loop is empty or the program is ending. */
void scr__loop_run(void);
/* Closes every handle and the loop itself (at exit, before the audit). */
void scr__loop_shutdown(void);

/* Uncaught exceptions thrown by a callback (exc_take consumed). With
 * 'uncaughtException' listeners they are called; otherwise the report is
 * printed and the program ends with status 1 (scr__fatal_status). The
 * `origin` is "uncaughtException" or "unhandledRejection". */
void scr__uncaught(ScrValue exc_take, const char *origin);
/* Runs the pending exception through scr__uncaught when r is SCR_EXCEPTION,
 * else releases r. For callback dispatchers. */
void scr__callback_result(ScrValue r);
/* Once the program is ending, scr__thread.exit.flags has SCR_EXIT_ENDING
 * and scr__thread.exit.status is the exit status to use: callbacks are no
 * longer run. */

/* Node's "Received ..." text of ERR_INVALID_ARG_TYPE messages. */
void scr__describe_received(ScrValue v, char *buf, size_t size);
/* The uncaught-error report of main.c (stdout is flushed first). */
void scr__report_uncaught(ScrValue exc);
/* Prints "(node:PID) name: message" warnings as Node does. */
void scr__emit_warning(const char *name, const char *message);

/* Timers and immediates (timers.c). */
void scr__timers_init(ScrValue global);
/* How many ref'd immediates are queued (keeps the loop from blocking). */
void scr__immediates_shutdown(void);

/* process (process.c). */
void scr__process_init(ScrValue global, int argc, char **argv);
/* Calls every listener of `event` with the arguments; returns the number
 * of listeners called, or -1 when one threw (the exception is pending). */
int scr__process_emit(const char *event, int argc, ScrValue *argv);
/* True when `event` has listeners. */
bool scr__process_has_listeners(const char *event);
void scr__process_shutdown(void);

/* exit (exit.c). */
/* Defines process.exit and the process.exitCode accessor on `process`. */
void scr__exit_init(ScrValue process);
/* Releases process.exitCode's value (called by scr__process_shutdown). */
void scr__exit_shutdown(void);
/* The exit code Node would use now: process.exitCode as an int32, or 0. */
int scr__process_exit_code(void);
/* An uncaught error ends the program: unless 'exit' was emitted already,
 * sets process.exitCode = code and emits 'exit' (a listener's exception is
 * dropped, as Node does). Returns the exit status: process.exitCode if set,
 * else code. */
int scr__process_emit_exit(int code);
/* The loop ran dry: emits 'exit' with process.exitCode (or 0), first
 * setting process.exitCode = 13 if unset when a top-level await never
 * settled. A listener's exception is reported as uncaught. Returns the exit
 * status. */
int scr__process_exit_natural(bool unsettled_await);

#endif
