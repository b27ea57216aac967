/* load_program.h - for the compiler unit tests that analyse a program:
 * writes JavaScript source to a temporary .js file, loads it as a whole
 * program (parse, resolve, scope and numeric analysis) and removes the
 * file. NULL when loading fails (the diagnostic is on stderr). */
#ifndef SCR_TEST_LOAD_PROGRAM_H
#define SCR_TEST_LOAD_PROGRAM_H

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../emit.h"

static inline Program *load_program(const char *src) {
    char path[] = "/tmp/scr_test_program_XXXXXX.js";
    int fd = mkstemps(path, 3);
    if (fd < 0) return NULL;
    ssize_t n = write(fd, src, strlen(src));
    close(fd);
    Program *p = n == (ssize_t)strlen(src) ? program_load(path) : NULL;
    unlink(path);
    return p;
}

#endif
