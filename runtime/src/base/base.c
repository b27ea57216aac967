/* base.c - the out-of-line halves of base.h: the report of a failed
 * SCR_ASSERT and the one out-of-memory path. Both end the process; neither
 * allocates, so both work when memory has run out. */
#include "base/base.h"

#include <stdio.h>
#include <stdlib.h>

void scr__assert_fail(const char *cond, const char *file, int line) {
    fprintf(stderr, "scr: assertion failed: %s (%s:%d)\n", cond, file, line);
    abort();
}

void scr__internal_error(const char *what) {
    fprintf(stderr, "scr: internal error: %s\n", what);
    abort();
}

/* The message is fixed text written with fputs, which needs no memory of
 * its own beyond stderr's buffer (unbuffered by default). */
void scr__oom(void) {
    fputs("scr: out of memory\n", stderr);
    abort();
}
