/* loop.h - the event loop: libuv with Node's phases (timers, pending,
 * poll, check, close), the process.nextTick queue, the promise job
 * (microtask) queue and the drain Node runs after every callback, and the
 * handling of uncaught exceptions. Owned by loop.c; timers are timers.h's,
 * the process object node/process.h's. */
#ifndef SCR_LOOP_H
#define SCR_LOOP_H

#include "core/object.h"

#include <uv.h>

/* A promise job or other microtask. It receives the two values it was
 * queued with (borrowed: the queue releases them after the call) and the
 * raw pointer, whose ownership is the job's business. */
typedef void (*ScrJobFn)(void *p, ScrValue a, ScrValue b);

/* process.nextTick as a new native function (process.c puts it on the
 * process object); the tick queue is the loop's. Owned. */
ScrValue scr__next_tick_fn(void);
/* Queues a microtask; a_take and b_take are consumed. Never throws. */
void scr__microtask_enqueue(ScrJobFn fn, void *p, ScrValue a_take, ScrValue b_take);
/* Makes ctx_take the async context (scr__thread.async_context) and
 * returns the one it replaces, for scr__async_context_leave. */
ScrValue scr__async_context_enter(ScrValue ctx_take);
/* Drops the current async context and makes `saved` current again. */
void scr__async_context_leave(ScrValue saved);
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

/* Prints "(node:PID) name: message" warnings as Node does. */
void scr__emit_warning(const char *name, const char *message);
/* The same with Node's optional "[code] " prefix and detail line (either
 * may be NULL): "(node:PID) [code] name: message\ndetail". */
void scr__emit_warning_ex(const char *code, const char *name, const char *message, const char *detail);

/* What the loop and the promise jobs need from the layer above them: the
 * process object's events and exit code (node/process.c, node/exit.c) and
 * the uncaught-error report (node/main.c). scr_main installs the table
 * before anything runs; using it earlier is an internal error. */
typedef struct ScrLoopHost {
    /* True when `event` has listeners. */
    bool (*has_listeners)(const char *event);
    /* Calls every listener of `event`; the number called, or -1 when one
     * threw (the exception is pending). */
    int (*emit)(const char *event, int argc, ScrValue *argv);
    /* process.exitCode as an int32, or 0. */
    int (*exit_code)(void);
    /* An uncaught error ends the program: emits 'exit' unless it was, and
     * returns the exit status (scr__process_emit_exit). */
    int (*emit_exit)(int code);
    /* Prints the uncaught-error report (stdout is flushed first); reads
     * scr__thread.exc.report_from_callback. */
    void (*report_uncaught)(ScrValue exc);
} ScrLoopHost;
/* Installs the table (borrowed for the life of the program). */
void scr__loop_set_host(const ScrLoopHost *host);
/* The installed table; aborts with an internal error when none is. */
const ScrLoopHost *scr__loop_host(void);

#endif
