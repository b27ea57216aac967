/* process.h - the process object: argv, env, platform, nextTick, the
 * event listeners ('exit', 'beforeExit', 'uncaughtException', ...).
 * Owned by process.c; exit and exitCode are exit.h's. */
#ifndef SCR_PROCESS_H
#define SCR_PROCESS_H

#include "scr.h"

/* Defines process on the global object. */
void scr__process_init(ScrValue global, int argc, char **argv);
/* Calls every listener of `event` with the arguments; returns the number
 * of listeners called, or -1 when one threw (the exception is pending). */
int scr__process_emit(const char *event, int argc, ScrValue *argv);
/* True when `event` has listeners. */
bool scr__process_has_listeners(const char *event);
/* Queues a warning (an Error, borrowed) as process.emitWarning does: on
 * the next tick it is printed as Node prints it and given to the 'warning'
 * listeners. 0, or -1 with the exception pending. */
int scr__process_warn(ScrValue warning);
/* node:process's module object: the process object, owned. */
ScrValue scr__process_module_new(void);
/* Releases the listeners and process.exitCode (at exit). */
void scr__process_shutdown(void);
/* A signal argument as process.kill takes it (a number, a name such as
 * "SIGTERM", or undefined for SIGTERM) into *num: 0, or -1 with Node's
 * ERR_UNKNOWN_SIGNAL TypeError thrown. */
int scr__signal_arg(ScrValue sig, int *num);
/* The name of signal num ("SIGTERM"), or NULL. */
const char *scr__signal_name(int num);

#endif
