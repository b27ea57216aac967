/* atomics.h - the Atomics namespace (Atomics.wait, waitAsync and notify
 * included) over integer typed arrays. Owned by atomics.c. */
#ifndef SCR_ATOMICS_H
#define SCR_ATOMICS_H

#include "core/object.h"

/* Installs Atomics on the global object. */
void scr__atomics_init(ScrValue global);
/* At realm shutdown: drops the waitAsync waiters nothing woke. */
void scr__atomics_shutdown(void);

#endif
