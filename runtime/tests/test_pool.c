/* test_pool.c - the small-cell slabs (memory/pool.h): blocks are zeroed,
 * aligned to the grain, distinct and inside one slab; freed blocks are
 * reused; a slab whose blocks are all free serves another size class; and
 * past the warm bound (SCR_POOL_EMPTY_KEEP, or the slabs in use) the
 * rest go cold. The
 * unit-test flavours (dev, asan) test the pool directly: heap.c uses it
 * only in release and speed builds, which the corpus's plain lane runs. */
#include "memory/pool.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum { N = 20000, M = 5500 };

static ScrPoolSlab *slab_of(void *p) { return (ScrPoolSlab *)((uintptr_t)p & ~(SCR_POOL_SLAB - 1)); }

static bool all_zero(const unsigned char *p, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (p[i]) return false;
    return true;
}

int main(void) {
    static void *blocks[N];
    /* Every size class: zeroed, aligned, inside its slab, one class per slab. */
    for (size_t size = 1; size <= SCR_POOL_MAX; size += 7) {
        size_t bytes = (size + SCR_POOL_GRAIN - 1) / SCR_POOL_GRAIN * SCR_POOL_GRAIN;
        bool ok = true;
        for (int i = 0; i < 600; i++) {
            unsigned char *p = scr__pool_alloc(size);
            ok &= ((uintptr_t)p % SCR_POOL_GRAIN) == 0 && all_zero(p, bytes);
            ScrPoolSlab *s = slab_of(p);
            ok &= (char *)p >= (char *)s + sizeof *s && (char *)p + bytes <= (char *)s + SCR_POOL_SLAB;
            ok &= (size_t)(s->cls + 1) * SCR_POOL_GRAIN == bytes;
            memset(p, 0xa5, bytes); /* dirty it: the next user must get zeroes */
            blocks[i] = p;
        }
        CHECK(ok);
        for (int i = 0; i < 600; i++) scr__pool_free(blocks[i]);
    }
    /* A freed block is handed out again, zeroed. */
    void *a = scr__pool_alloc(40);
    memset(a, 0xff, 48);
    scr__pool_free(a);
    void *b = scr__pool_alloc(33);
    CHECK(b == a);
    CHECK(all_zero(b, 48));
    scr__pool_free(b);

    /* Many live blocks of one size are distinct (no block handed out twice). */
    for (int i = 0; i < N; i++) {
        blocks[i] = scr__pool_alloc(64);
        *(int *)blocks[i] = i + 1;
    }
    bool distinct = true;
    for (int i = 0; i < N; i++) distinct &= *(int *)blocks[i] == i + 1;
    CHECK(distinct);
    size_t held = scr__pool_slabs();
    CHECK(held >= (size_t)N * 64 / SCR_POOL_SLAB);
    /* Freed in an order that empties slabs out of order. */
    for (int i = 0; i < N; i += 2) scr__pool_free(blocks[i]);
    for (int i = N - 1; i > 0; i -= 2) scr__pool_free(blocks[i]);
    /* The emptied slabs went back: an emptied slab stays warm only while
     * fewer are warm than SCR_POOL_EMPTY_KEEP or than slabs in use, so at
     * most about half of those held stay warm (or the cache's worth). */
    size_t bound = held / 2 + 1 > SCR_POOL_EMPTY_KEEP ? held / 2 + 1 : SCR_POOL_EMPTY_KEEP;
    CHECK(scr__pool.nempty >= SCR_POOL_EMPTY_KEEP);
    CHECK(scr__pool.nempty <= bound);
    CHECK(scr__pool_slabs() <= bound + SCR_POOL_CLASSES);

    /* Past the warm ones, emptied slabs went cold (their pages back to
     * the system). */
    CHECK(scr__pool.cold != NULL);
    ScrPoolSlab *cold_before = scr__pool.cold;

    /* Another class takes the empty slabs, warm then cold, instead of
     * cutting new ones: 20,000 blocks of 64 bytes (1,023 a slab) emptied 19
     * slabs, and 5,500 of 208 bytes (314 a slab) need 17 or 18 besides the
     * class's current slab. */
    char *carve = scr__pool.carve;
    for (int i = 0; i < M; i++) {
        blocks[i] = scr__pool_alloc(200);
        *(int *)blocks[i] = i + 1;
    }
    CHECK(scr__pool.carve == carve);
    /* Warm ones first: a cold slab is taken only once none is warm. */
    CHECK(scr__pool.nempty == 0 || scr__pool.cold == cold_before);
    distinct = true;
    for (int i = 0; i < M; i++) distinct &= *(int *)blocks[i] == i + 1;
    CHECK(distinct);
    for (int i = 0; i < M; i++) scr__pool_free(blocks[i]);

    scr__pool_thread_free();
    CHECK(scr__pool_slabs() == 0);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
