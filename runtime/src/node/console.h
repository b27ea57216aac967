/* console.h - the `console` object and console.table's drawing. Owned by
 * console.c and console_table.c; the stdout buffer is exec/output.h's. */
#ifndef SCR_CONSOLE_H
#define SCR_CONSOLE_H

#include "core/str.h"
#include "exec/output.h"

#include <stddef.h>

/* console.table's drawing of data (with the optional properties array)
 * appended to b (console_table.c). 0, or -1 with an exception pending. */
int scr__console_table(ScrStrBuf *b, ScrValue data, ScrValue props);
/* The columns a terminal gives d[0..n): escape sequences, combining marks
 * and controls count 0, wide East Asian characters 2 (Node's
 * getStringWidth). */
int scr__string_width(const uint16_t *d, size_t n);

/* Defines `console` on the global object (the realm calls it, through
 * main.c's ScrRealmHost). */
void scr__console_init(ScrValue global);
/* Releases console state (count labels) and flushes stdout, at exit. */
void scr__console_shutdown(void);

#endif
