/* diag.h - compiler diagnostics. Every user-facing error goes through here so
 * that all of them share one shape:
 *
 *   path:line:col: error: message
 *   <the source line>
 *   <spaces>^
 *
 * and the compiler exits with status 1. */
#ifndef SCR_DIAG_H
#define SCR_DIAG_H

#include "ast.h"

/* Prints one error diagnostic for `sf` at 1-based line/col (col in UTF-16
 * code units, converted back to the display column). Counts it. */
void diag_error(const SourceFile *sf, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Convenience: an error at a node's position. */
void diag_error_at(const SourceFile *sf, const Node *n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The number of errors printed so far. */
int diag_count(void);

/* While muted, errors are neither printed nor counted (a trial parse:
 * the CommonJS loader's module-syntax detection). Returns the old state. */
#include <stdbool.h>
bool diag_mute(bool on);

#endif
