/* exit.h - process.exit, process.exitCode and the 'exit' event, with the
 * --detached-exit teardown (scr_detached_exit, the one weak symbol: the
 * program overrides it). Owned by exit.c. */
#ifndef SCR_EXIT_H
#define SCR_EXIT_H

#include "scr.h"

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
/* The orderly shutdown of the runtime (main.c): at the program's end, and
 * in SCR_AUDIT builds inside process.exit before its audit. Runs once. */
void scr__shutdown(void);
/* Sets this thread's stack limit (scr__thread.exec.stack_limit) below the
 * caller's frame: the stack's size (RLIMIT_STACK, 8 MB when unlimited)
 * less a margin for the runtime's own frames, wider under ASan, and at
 * most 4 MB under TSan (main.c). scr_main calls it; so do the fuzz
 * targets' realms, which run what a program runs. */
void scr__set_stack_limit(void);

#endif
