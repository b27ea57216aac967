/* build.h - building a program's translation units into an executable:
 * each unit compiled to an object in parallel (-j, or make's jobserver),
 * objects and executables kept in the build cache by the hash of their
 * inputs, the cache pruned by size, progress on a terminal. */
#ifndef SCR_BUILD_H
#define SCR_BUILD_H

#include <stdbool.h>
#include <stddef.h>

#include "driver.h"
#include "emit.h"

typedef struct BuildOptions {
    Flavour flavour;
    bool quick;        /* the quick tier (driver_quick_flag): `scr run` */
    int jobs;          /* 0: make's jobserver when there is one, else the CPUs */
    const EmitOptions *emit;
    const char *keep_c; /* write the units' C here (a directory), or NULL */
    bool objects_only;  /* compile the units into the cache, link nothing
                           (`scr build` under SCR_OBJECTS_ONLY=1: make build's
                           prebuilt built-ins) */
} BuildOptions;

/* Builds the program into the executable `exe`, whose path is
 * <dir>/exe/<key> (or a private directory under SCR_NO_CACHE). `key` is
 * the executable's cache key (main.c). Returns 0 or an exit status (1 a
 * diagnostic, 70 an internal error, already reported). */
int build_program(Program *p, const BuildOptions *bo, const char *key, const char *exe);

/* The cache's size limit in bytes: $SCR_CACHE_SIZE (a number with an
 * optional K, M or G), default 1 GiB. */
long long cache_limit(void);

/* Removes the least recently used entries of the cache (executables,
 * objects, run records) until it holds at most 3/4 of the limit, when it
 * holds more than the limit; never `keep` (the executable just built). */
void cache_prune(const char *keep);

/* Whether a cached executable looks whole (an ELF header): an entry
 * damaged outside scr is built again rather than run or copied. */
bool cache_exe_valid(const char *path);

/* Marks a cache entry used now (pruning removes the least recently used). */
void cache_touch(const char *path);

#endif
