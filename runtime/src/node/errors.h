/* errors.h - Node's internal errors (ERR_INVALID_ARG_TYPE and friends) for
 * the node/ modules. Owned by errors.c. */
#ifndef SCR_NODE_ERRORS_H
#define SCR_NODE_ERRORS_H

#include "scr.h"

#include <stddef.h>

/* Node's determineSpecificType(value): the "Received ..." tail of
 * ERR_INVALID_ARG_TYPE ("type number (1)", "an instance of Object"),
 * written into buf. */
void scr__node_received(ScrValue v, char *buf, size_t size);
/* Gives the pending exception Node's `code` property and the toString that
 * prints `Name [CODE]: message`. Returns exc_marker (SCR_EXCEPTION). */
ScrValue scr__node_error_code(ScrValue exc_marker, const char *code);
/* Throws Node's ERR_INVALID_ARG_TYPE: `The "name" argument must be TYPE.
 * Received ...` (TYPE as "of type string"; a dotted name says property).
 * Returns SCR_EXCEPTION. */
ScrValue scr__throw_arg_type(const char *name, const char *type, ScrValue got);

/* Node's uvException for libuv error `err` (negative): the message
 * "CODE: description, syscall 'path' -> 'dest'" (path and dest may be NULL
 * and are then left out) with errno, code, syscall, path and dest. Returns
 * the error, owned. */
ScrValue scr__node_uv_error(int err, const char *syscall, const char *path, const char *dest);
/* Throws scr__node_uv_error's error. Returns SCR_EXCEPTION. */
ScrValue scr__throw_uv(int err, const char *syscall, const char *path, const char *dest);

#endif
