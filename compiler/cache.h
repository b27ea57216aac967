/* cache.h - the build cache: executables keyed by a 128-bit hash over the
 * program's sources, the options, the compiler's own build id and the
 * identity of the libscr archive. */
#ifndef SCR_CACHE_H
#define SCR_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Hash128 {
    uint64_t hi, lo;
} Hash128;

/* FNV-1a, 128-bit. Start with hash_init(), feed bytes, read the state. */
Hash128 hash_init(void);
void hash_bytes(Hash128 *h, const void *data, size_t n);
void hash_str(Hash128 *h, const char *s); /* includes the terminating NUL */
void hash_hex(const Hash128 *h, char out[33]);

/* The hash of the running scr binary, computed once ("build id"). */
const char *cache_build_id(void);

/* The cache directory ($SCR_CACHE_DIR, $XDG_CACHE_HOME/scr or
 * ~/.cache/scr), created if missing; NULL if it cannot be. */
const char *cache_dir(void);

/* SCR_NO_CACHE=1: build without reading or writing any cache.
 * SCR_NO_CACHE=exe: executables and `scr run` records stay out of the
 * cache (built in a private directory, as under 1), but the objects of
 * translation units are read from and stored in it, so that a module
 * shared by many programs (a built-in written in JavaScript, a package) is
 * compiled once. The corpus runner builds this way. */
bool cache_bypassed(void);
/* SCR_NO_CACHE=1 only. */
bool cache_objects_bypassed(void);

/* Writes `len` bytes to `path` atomically (a temporary in the same
 * directory, then rename). 0 or -1. */
int cache_write_atomic(const char *path, const void *data, size_t len, int mode);

/* Copies file src to dst atomically. 0 or -1. */
int cache_copy_atomic(const char *src, const char *dst, int mode);

#endif
