/* os.h - the `node:os` module. Owned by os.c. */
#ifndef SCR_NODE_OS_H
#define SCR_NODE_OS_H

#include "scr.h"

/* The os module object, owned. */
ScrValue scr__os_module_new(void);

#endif
