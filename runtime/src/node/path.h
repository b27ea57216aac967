/* path.h - the `node:path` module (POSIX). Owned by path.c. */
#ifndef SCR_NODE_PATH_H
#define SCR_NODE_PATH_H

#include "scr.h"

/* The path module object (path.posix is itself), owned. */
ScrValue scr__path_module_new(void);
/* node:path/posix's: the path module itself, owned. */
ScrValue scr__path_posix_module_new(void);

#endif
