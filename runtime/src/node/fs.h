/* fs.h - the `node:fs` and `node:fs/promises` modules. Owned by fs.c: the
 * request engine on libuv's fs requests, the operations in their sync,
 * callback and promise forms, Stats, Dirent and FileHandle; fs_args.c
 * parses the arguments (node/fs_req.h is what the two share). */
#ifndef SCR_NODE_FS_H
#define SCR_NODE_FS_H

#include "scr.h"

/* The fs module object, owned. */
ScrValue scr__fs_module_new(void);
/* The fs/promises module object (the same object as fs.promises), owned. */
ScrValue scr__fs_promises_module_new(void);
/* At program end, before the loop closes: cancels the requests still in
 * flight (a program that ended with an uncaught error or a pending top-level
 * await), waits for those already running in libuv's pool, frees them
 * without calling back, and releases the module's prototypes. */
void scr__fs_shutdown(void);
/* @scr/io's provideFsStreams: the object of runtime/js/fs_streams.js
 * (createReadStream, createWriteStream, ReadStream, WriteStream), which the
 * module's createReadStream and createWriteStream call. */
void scr__fs_provide_streams(ScrValue impl);

#endif
