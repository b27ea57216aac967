/* fuzz_realm.h - the bare realm of the runtime's fuzz targets (the one the
 * C unit tests use): created once before the first input, torn down at
 * exit so that LeakSanitizer sees only what an input leaked, and the
 * reference audit: each input runs twice, and the second run must leave
 * the count of live cells where it found it (a cell left behind is a
 * missed release; the first run may fill the runtime's caches: the atom
 * table, number strings). The realm gets the stack limit a program's main
 * gets (scr__set_stack_limit, node/main.c, the asan flavour's margin), so that
 * runaway recursion throws RangeError as in a program instead of
 * overflowing the C stack. FUZZ_MAIN(fn) defines the entry point. */
#ifndef SCR_FUZZ_REALM_H
#define SCR_FUZZ_REALM_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "builtins/global.h"
#include "core/str.h"
#include "memory/heap.h"
#include "node/exit.h"
#include "scr.h"

static void fuzz_realm_shutdown(void) {
    scr__realm_shutdown();
    scr__strings_shutdown();
}

/* with_realm false: the atom table only (numbers need no objects). */
static inline void fuzz_realm_init(bool with_realm) {
    /* A program's limit (node/main.c), measured from here: the callers of
     * LLVMFuzzerInitialize are where libFuzzer's callers of
     * LLVMFuzzerTestOneInput are, a few frames off. */
    scr__set_stack_limit();
    scr__strings_init();
    if (with_realm) scr__realm_init(NULL);
    atexit(with_realm ? fuzz_realm_shutdown : scr__strings_shutdown);
}

/* Runs fn twice on the input; aborts when the second run left cells
 * alive (named by the heap's summary). */
static inline void fuzz_realm_run(void (*fn)(const uint8_t *, size_t), const uint8_t *data,
                                  size_t size) {
    fn(data, size);
    size_t before = scr__live_total();
    fn(data, size);
    if (scr__live_total() == before) return;
    char buf[512];
    scr__leak_summary(buf, sizeof buf);
    fprintf(stderr, "fuzz: live cells %zu after the input, %zu before: %s\n", scr__live_total(),
            before, buf);
    abort();
}

#define FUZZ_MAIN(fn)                                                                              \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {                                 \
        fuzz_realm_run(fn, data, size);                                                            \
        return 0;                                                                                  \
    }

#endif
