/* output.h - the buffered stdout writer every part of the runtime prints
 * through, and unbuffered stderr writes (flushing stdout first). Owned by
 * output.c. */
#ifndef SCR_OUTPUT_H
#define SCR_OUTPUT_H

#include "scr.h"

#include <stddef.h>

/* Appends bytes to the stdout buffer (written when full and at flush). */
void scr__stdout_write(const char *s, size_t n);
/* Writes out everything buffered for stdout; retries partial writes and
 * waits out EAGAIN on non-blocking pipes, so no output is ever lost. */
void scr__stdout_flush(void);
/* Writes bytes to stderr at once, after flushing stdout. */
void scr__stderr_write(const char *s, size_t n);
/* Writes a string value (UTF-16) as UTF-8 to stdout (fd 1) or stderr. */
void scr__write_string(int fd, ScrValue s);
/* The same for n UTF-16 code units (a surrogate pair is never split). */
void scr__write_units(int fd, const uint16_t *d, size_t n);

#endif
