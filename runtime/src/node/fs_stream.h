/* fs_stream.h - `@scr/io`, the natives under the JavaScript streams
 * (open, read, write, close on libuv fs requests; guessHandle;
 * splitLines for readline). Owned by
 * fs_stream.c. */
#ifndef SCR_NODE_FS_STREAM_H
#define SCR_NODE_FS_STREAM_H

#include "scr.h"

/* The @scr/io module object (modules.def), owned. */
ScrValue scr__io_module_new(void);

#endif
