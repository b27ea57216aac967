/* buffer.h - Node's Buffer (node:buffer): a Uint8Array whose prototype is
 * Buffer.prototype, and the byte-level C API the other node/ modules use to
 * take bytes in (any ArrayBufferView or ArrayBuffer) and hand them out (a
 * new Buffer). Owned by buffer.c. */
#ifndef SCR_NODE_BUFFER_H
#define SCR_NODE_BUFFER_H

#include "scr.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A new zero-filled Buffer of n bytes: owned, or SCR_EXCEPTION (a RangeError
 * past the largest size). */
ScrValue scr__buffer_new(size_t n);
/* A new Buffer holding a copy of the n bytes at p. Owned or SCR_EXCEPTION. */
ScrValue scr__buffer_from_bytes(const void *p, size_t n);
/* True for a Buffer (a Uint8Array whose prototype chain has Buffer.prototype). */
bool scr__is_buffer(ScrValue v);
/* The bytes of any TypedArray, DataView or ArrayBuffer: true with *p and *n
 * set (borrowed: valid while v lives; never NULL, even for 0 bytes), false
 * for anything else. */
bool scr__bytes_of(ScrValue v, uint8_t **p, size_t *n);

/* The n bytes at p decoded as enc (an SCR_ENC_* of codec.h), as
 * buf.toString(enc) does: an owned string, or SCR_EXCEPTION
 * (ERR_STRING_TOO_LONG). */
ScrValue scr__buffer_decode(int enc, const uint8_t *p, size_t n);

/* Defines the global Buffer (called from the process set-up), and releases
 * what that made at exit. */
void scr__buffer_init(ScrValue global);
void scr__buffer_shutdown(void);

/* The node:buffer module object (modules.def). */
ScrValue scr__buffer_module_new(void);

#endif
