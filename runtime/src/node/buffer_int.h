/* buffer_int.h - what buffer.c shares with the other files of node:buffer
 * (buffer_num.c: the read and write methods of numbers): Node's error
 * helpers for buffer arguments. Not for other modules: buffer.h is their
 * API. */
#ifndef SCR_NODE_BUFFER_INT_H
#define SCR_NODE_BUFFER_INT_H

#include "scr.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Throws RangeError ERR_OUT_OF_RANGE: `The value of "name" is out of
 * range. It must be RANGE. Received X`, X as Node formats it (numeric
 * separators past 2 ** 32, `n` after BigInts, inspect otherwise).
 * Returns SCR_EXCEPTION. */
ScrValue scr__buf_throw_range(const char *name, const char *range, ScrValue got);
/* Throws RangeError ERR_BUFFER_OUT_OF_BOUNDS: `"name" is outside of buffer
 * bounds`, or without a name `Attempt to access memory outside buffer
 * bounds`. Returns SCR_EXCEPTION. */
ScrValue scr__buf_throw_bounds(const char *name);
/* Gives the pending exception an own enumerable `code`, as the errors
 * Node's C++ throws have (their message has no `[CODE]`). Returns
 * exc_marker (SCR_EXCEPTION). */
ScrValue scr__buf_cxx_code(ScrValue exc_marker, const char *code);
/* The bytes of `this` for a Buffer method: true with *p and *n for any
 * Uint8Array; false with a TypeError pending otherwise. */
bool scr__buf_this(ScrValue v, uint8_t **p, size_t *n);
/* Defines the number method `name` (readUInt8 ... writeBigUInt64LE, or a
 * Uint alias, which must come after its UInt method) on Buffer.prototype
 * with the property flags. False when name is not one (buffer_num.c). */
bool scr__buffer_num_define(ScrValue proto, const char *name, int flags);

#endif
