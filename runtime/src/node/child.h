/* child.h - `@scr/child`, the natives under node:child_process
 * (runtime/js/child_process.js). Owned by child.c. */
#ifndef SCR_NODE_CHILD_H
#define SCR_NODE_CHILD_H

#include "scr.h"

#include <uv.h>

/* The @scr/child module object (modules.def), owned. */
ScrValue scr__child_module_new(void);
/* At program end, before the loop closes: lets go of the children still
 * running (they run on, as Node's do) and closes their pipes. */
void scr__child_shutdown(void);

/* The numbered stream handles of @scr/child, which its read, write, end
 * and close work on, are node/net.c's TCP sockets and servers too. A new
 * handle (initialised on the program's loop) is the libuv side's and the
 * JavaScript side's: number it, or discard it unnumbered. */
uv_tcp_t *scr__stream_handle_tcp(void);
int scr__stream_handle_number(uv_tcp_t *t);
void scr__stream_handle_discard(uv_tcp_t *t);
/* The TCP handle numbered id, or NULL. */
uv_tcp_t *scr__stream_handle_get(ScrValue id);
/* The handle's callback slot (a server's onConnection), owned. */
ScrValue *scr__stream_handle_callback(uv_tcp_t *t);
/* The async context of handle `from` becomes t's (an accepted connection
 * runs its callbacks in its server's). */
void scr__stream_handle_adopt_context(uv_tcp_t *t, uv_tcp_t *from);
/* Calls cb on the loop as a macrotask, in t's async context (nothing when
 * the program ends). */
void scr__stream_handle_call(uv_tcp_t *t, ScrValue cb, int argc, ScrValue *argv);

#endif
