/* base.c - the out-of-line halves of base.h: the report of a failed
 * SCR_ASSERT and the one out-of-memory path. Both end the process; neither
 * allocates, so both work when memory has run out. */
#include "base/base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void scr__assert_fail(const char *cond, const char *file, int line) {
    fprintf(stderr, "scr: assertion failed: %s (%s:%d)\n", cond, file, line);
    abort();
}

void scr__internal_error(const char *what) {
    fprintf(stderr, "scr: internal error: %s\n", what);
    abort();
}

void (*scr__oom_flush)(void);

/* The message is fixed text written with fputs, which needs no memory of
 * its own beyond stderr's buffer (unbuffered by default). */
void scr__oom(void) {
    if (scr__oom_flush) scr__oom_flush();
    fputs("scr: out of memory\n", stderr);
    abort();
}

#ifdef SCR_DEBUG
bool scr__fault_armed;
static unsigned long fault_at;  /* the allocation to fail; 0: count only */
static unsigned long fault_seen; /* allocations so far (atomic: collector helpers allocate) */
static bool fault_walk;          /* SCR_FAIL_ALLOC=walk: base/fault.c */

bool scr__fault_hit(void) {
    unsigned long n = __atomic_add_fetch(&fault_seen, 1, __ATOMIC_RELAXED);
    if (fault_walk) return scr__fault_walk_point(n);
    return n == fault_at;
}

static void fault_report(void) {
    fprintf(stderr, "scr-alloc-count: %lu\n", __atomic_load_n(&fault_seen, __ATOMIC_RELAXED));
}

__attribute__((constructor)) static void fault_init(void) {
    const char *v = getenv("SCR_FAIL_ALLOC");
    if (!v || !*v) return;
    if (strcmp(v, "count") == 0) {
        atexit(fault_report);
    } else if (strcmp(v, "walk") == 0) {
        fault_walk = true;
        scr__fault_walk_init();
    } else {
        char *end;
        fault_at = strtoul(v, &end, 10);
        if (*end || !fault_at) {
            fprintf(stderr, "scr: SCR_FAIL_ALLOC=%s: expected a count from 1, \"count\" or \"walk\"\n", v);
            exit(2);
        }
    }
    scr__fault_armed = true;
}
#endif
