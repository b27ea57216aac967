/* zlib.h - `@scr/zlib`, the natives under node:zlib (runtime/js/zlib.js):
 * zlib stream handles and crc32, on Debian's zlib. Owned by zlib.c. */
#ifndef SCR_NODE_ZLIB_H
#define SCR_NODE_ZLIB_H

#include "scr.h"

/* Registers the handles' class hooks (called from the process set-up). */
void scr__zlib_init(void);

/* The @scr/zlib module object (modules.def), owned. */
ScrValue scr__zlib_module_new(void);

#endif
