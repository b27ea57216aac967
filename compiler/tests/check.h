/* check.h - the compiler unit tests' one assertion: CHECK counts a failure
 * and goes on, so one run reports every broken expectation; check_done
 * prints the verdict and gives main its exit status. */
#ifndef SCR_TEST_CHECK_H
#define SCR_TEST_CHECK_H

#include <stdio.h>

static int failures;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (!(cond)) {                                                       \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                      \
        }                                                                    \
    } while (0)

static inline int check_done(const char *test) {
    if (failures) {
        fprintf(stderr, "%s: %d failure(s)\n", test, failures);
        return 1;
    }
    printf("%s: ok\n", test);
    return 0;
}

#endif
