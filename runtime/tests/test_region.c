/* test_region.c - the chunks under LifetimeRegion (chunk.c): alignment, a
 * freed chunk serving the next region cleared (also after a smaller use
 * that only dirtied part of it), and the cache's limits (at
 * most 8 MiB resident per thread, 256 KiB warm per cached chunk, fresh
 * pages past that, checked with mincore). Each test runs in its own child
 * process; `test_region NAME` runs one. The corpus (50xx) covers regions
 * themselves. */
#define _DEFAULT_SOURCE
#include "memory/region.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define CHECK(cond)                                                                    \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);   \
            exit(1);                                                                   \
        }                                                                              \
    } while (0)

/* Resident bytes of [p, p+len), by mincore. */
static size_t resident(void *p, size_t len) {
    size_t ps = (size_t)sysconf(_SC_PAGESIZE), n = (len + ps - 1) / ps, r = 0;
    unsigned char *v = malloc(n);
    CHECK(mincore(p, len, v) == 0);
    for (size_t i = 0; i < n; i++) r += (v[i] & 1) ? ps : 0;
    free(v);
    return r;
}

static void touch(ScrChunk *c, size_t bytes) {
    memset((char *)c + sizeof *c, 0xAB, bytes - sizeof *c);
    c->top = (char *)c + bytes;
}

static void test_aligned(void) {
    bool reused;
    ScrChunk *c = scr__chunk_get(&reused);
    CHECK(c && !reused);
    CHECK(((uintptr_t)c & (SCR_CHUNK_SIZE - 1)) == 0);
    char *p = (char *)c + SCR_CHUNK_SIZE - 1;
    *p = 1; /* the whole chunk is mapped */
    CHECK(((ScrChunk *)((uintptr_t)p & ~(uintptr_t)(SCR_CHUNK_SIZE - 1))) == c);
}

/* A freed region's chunk serves the next region, and comes back zeroed:
 * the warm part by memset, the rest as fresh pages. */
static void test_reuse_cleared(void) {
    scr__chunk_force_reuse(1);
    bool reused;
    ScrChunk *c = scr__chunk_get(&reused);
    touch(c, 1 << 20); /* 1 MiB used */
    scr__chunk_put(c);
    ScrChunkStats s = scr__chunk_stats();
    CHECK(s.cached == 1 && s.cache_bytes == SCR_CHUNK_WARM);
    CHECK(resident((char *)c + SCR_CHUNK_WARM, (1 << 20) - SCR_CHUNK_WARM) == 0);
    ScrChunk *d = scr__chunk_get(&reused);
    CHECK(d == c && reused);
    for (size_t i = sizeof *d; i < SCR_CHUNK_SIZE; i += 512) CHECK(((char *)d)[i] == 0);
    s = scr__chunk_stats();
    CHECK(s.reused == 1 && s.mapped == 1 && s.cached == 0);
}

/* A chunk put back clears only what its last use wrote: a small use after
 * a big one still leaves the whole chunk zeroed for the next. */
static void test_reuse_partial(void) {
    scr__chunk_force_reuse(1);
    bool reused;
    ScrChunk *c = scr__chunk_get(&reused);
    touch(c, 1 << 20);
    scr__chunk_put(c);
    ScrChunk *d = scr__chunk_get(&reused);
    CHECK(d == c && reused);
    touch(d, 16 << 10); /* the small use: 16 KiB written */
    scr__chunk_put(d);
    CHECK(scr__chunk_stats().cache_bytes == SCR_CHUNK_WARM);
    ScrChunk *e = scr__chunk_get(&reused);
    CHECK(e == c && reused);
    CHECK(resident(e, SCR_CHUNK_SIZE) <= SCR_CHUNK_WARM);
    for (size_t i = sizeof *e; i < SCR_CHUNK_SIZE; i += 64) CHECK(((char *)e)[i] == 0);
}

/* At most 8 MiB resident in the cache; each cached chunk keeps only its
 * first 256 KiB; chunks past the limit are unmapped. */
static void test_cache_limits(void) {
    scr__chunk_force_reuse(1);
    enum { N = 40 };
    ScrChunk *cs[N];
    bool reused;
    for (int i = 0; i < N; i++) {
        cs[i] = scr__chunk_get(&reused);
        touch(cs[i], 600 << 10);
    }
    for (int i = 0; i < N; i++) scr__chunk_put(cs[i]);
    ScrChunkStats s = scr__chunk_stats();
    CHECK(s.cache_bytes <= SCR_CHUNK_CACHE_MAX);
    CHECK(s.cached == SCR_CHUNK_CACHE_MAX / SCR_CHUNK_WARM);
    CHECK(s.returned == N - s.cached);
    CHECK(s.cache_peak_bytes == s.cache_bytes);
    size_t total = 0;
    for (int i = 0; i < (int)s.cached; i++) {
        size_t r = resident(cs[i], SCR_CHUNK_SIZE);
        CHECK(r <= SCR_CHUNK_WARM);
        total += r;
    }
    CHECK(total <= SCR_CHUNK_CACHE_MAX);
    scr__chunk_cache_drain();
    CHECK(scr__chunk_stats().cache_bytes == 0);
}

/* A small region reusing a big region's chunk does not inherit its pages. */
static void test_small_after_big(void) {
    scr__chunk_force_reuse(1);
    bool reused;
    ScrChunk *c = scr__chunk_get(&reused);
    touch(c, SCR_CHUNK_SIZE);
    scr__chunk_put(c);
    ScrChunk *d = scr__chunk_get(&reused);
    CHECK(reused && resident(d, SCR_CHUNK_SIZE) <= SCR_CHUNK_WARM);
}

/* Without reuse (sanitizer and audit builds) nothing is cached. */
static void test_no_reuse(void) {
    scr__chunk_force_reuse(0);
    bool reused;
    ScrChunk *c = scr__chunk_get(&reused);
    touch(c, 4096 * 4);
    scr__chunk_put(c);
    ScrChunkStats s = scr__chunk_stats();
    CHECK(s.cached == 0 && s.returned == 1 && s.cache_peak_bytes == 0);
}

static const struct {
    const char *name;
    void (*fn)(void);
} tests[] = {
    {"aligned", test_aligned},
    {"reuse_cleared", test_reuse_cleared},
    {"reuse_partial", test_reuse_partial},
    {"cache_limits", test_cache_limits},
    {"small_after_big", test_small_after_big},
    {"no_reuse", test_no_reuse},
};

int main(int argc, char **argv) {
    int failed = 0;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        if (argc > 1 && strcmp(argv[1], tests[i].name) != 0) continue;
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            alarm(30);
            tests[i].fn();
            exit(0);
        }
        int status;
        waitpid(pid, &status, 0);
        bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
        printf("%s %s\n", ok ? "ok  " : "FAIL", tests[i].name);
        failed += !ok;
    }
    return failed ? 1 : 0;
}
