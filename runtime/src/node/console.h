/* console.h - the buffered stdout writer every part of the runtime prints
 * through, unbuffered stderr writes, and the `console` object. Owned by
 * console.c. */
#ifndef SCR_CONSOLE_H
#define SCR_CONSOLE_H

#include "scr.h"
#include "core/str.h"

#include <stddef.h>

/* Appends bytes to the stdout buffer (written when full and at flush). */
void scr__stdout_write(const char *s, size_t n);
/* Writes out everything buffered for stdout; retries partial writes and
 * waits out EAGAIN on non-blocking pipes, so no output is ever lost. */
void scr__stdout_flush(void);
/* Writes bytes to stderr at once, after flushing stdout. */
void scr__stderr_write(const char *s, size_t n);
/* Writes a string value (UTF-16) as UTF-8 to stdout or stderr. */
void scr__write_string(int fd, ScrValue s);

/* console.table's drawing of data (with the optional properties array)
 * appended to b (console_table.c). 0, or -1 with an exception pending. */
int scr__console_table(ScrStrBuf *b, ScrValue data, ScrValue props);
/* The columns a terminal gives d[0..n): wide East Asian characters count
 * 2, combining marks and controls 0 (Node's getStringWidth). */
int scr__string_width(const uint16_t *d, size_t n);

/* Defines `console` on the global object. */
void scr__console_init(ScrValue global);
/* Installs everything this part owns (String.prototype, console, JSON);
 * called by the core once the realm exists. */
void scr__builtins_init(void);
/* Releases console state (count labels) and flushes stdout, at exit. */
void scr__console_shutdown(void);

#endif
