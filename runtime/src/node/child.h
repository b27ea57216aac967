/* child.h - `@scr/child`, the natives under node:child_process
 * (runtime/js/child_process.js). Owned by child.c. */
#ifndef SCR_NODE_CHILD_H
#define SCR_NODE_CHILD_H

#include "scr.h"

/* The @scr/child module object (modules.def), owned. */
ScrValue scr__child_module_new(void);
/* At program end, before the loop closes: lets go of the children still
 * running (they run on, as Node's do) and closes their pipes. */
void scr__child_shutdown(void);

#endif
