/* check.h - the C unit tests' shared assertion: CHECK counts passes and
 * failures (a failure names its file, line and expression on stderr), and
 * each test ends by printing "N passed, M failed", the line the runner and
 * scripts/run-c-tests read. Included once per test program. */
#ifndef SCR_TEST_CHECK_H
#define SCR_TEST_CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (cond) {                                                                  \
            passed++;                                                                \
        } else {                                                                     \
            failed++;                                                                \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

#endif
