/* pool.c - the slow paths of the small-cell slabs (pool.h): taking a slab
 * for a class, moving slabs between a class's list and the empty ones, and
 * mapping the arenas slabs are cut from. */
#define _DEFAULT_SOURCE 1
#include "memory/pool.h"
#include "base/base.h"

#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

_Static_assert(sizeof(ScrPoolSlab) % SCR_POOL_GRAIN == 0, "blocks after the header keep the grain's alignment");

/* Slabs are cut from arenas of this many bytes, mapped at once. */
#define ARENA_SLABS 32

_Thread_local ScrPool scr__pool;

static void unlist(ScrPoolSlab *s) {
    if (s->prev) s->prev->next = s->next;
    else scr__pool.avail[s->cls] = s->next;
    if (s->next) s->next->prev = s->prev;
    s->prev = s->next = NULL;
    s->listed = 0;
}

static void list(ScrPoolSlab *s) {
    s->prev = NULL;
    s->next = scr__pool.avail[s->cls];
    if (s->next) s->next->prev = s;
    scr__pool.avail[s->cls] = s;
    s->listed = 1;
}

/* Maps an arena aligned to SCR_POOL_SLAB: a larger mapping, trimmed. */
static void map_arena(void) {
    size_t want = ARENA_SLABS * SCR_POOL_SLAB;
    char *p = SCR_FAULT() ? MAP_FAILED
                          : mmap(NULL, want + SCR_POOL_SLAB, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) scr__oom();
    char *start = (char *)(((uintptr_t)p + SCR_POOL_SLAB - 1) & ~(SCR_POOL_SLAB - 1));
    if (start > p) munmap(p, (size_t)(start - p));
    char *end = start + want;
    if (end < p + want + SCR_POOL_SLAB) munmap(end, (size_t)(p + want + SCR_POOL_SLAB - end));
    scr__pool.arenas = scr__xrealloc(scr__pool.arenas, (scr__pool.narenas + 1) * sizeof(void *));
    scr__pool.arenas[scr__pool.narenas++] = start;
    scr__pool.carve = start;
    scr__pool.carve_end = end;
}

/* An empty slab for class k: a warm one, a cold one, or a new one. */
static ScrPoolSlab *take_slab(unsigned k) {
    ScrPoolSlab *s = scr__pool.empty;
    if (s) {
        scr__pool.empty = s->next;
        scr__pool.nempty--;
    } else {
        if ((s = scr__pool.cold)) {
            scr__pool.cold = s->next;
        } else {
            if (scr__pool.carve == scr__pool.carve_end) map_arena();
            s = (ScrPoolSlab *)scr__pool.carve;
            scr__pool.carve += SCR_POOL_SLAB;
        }
        scr__pool.nslabs++;
    }
    size_t bytes = (size_t)(k + 1) * SCR_POOL_GRAIN;
    char *first = (char *)s + sizeof *s;
    char *end = (char *)s + SCR_POOL_SLAB;
    memset(s, 0, sizeof *s);
    s->cls = (uint16_t)k;
    s->bump = first;
    s->end = end - (size_t)(end - first) % bytes; /* whole blocks only */
    return s;
}

void *scr__pool_alloc_slow(unsigned k) {
    /* The current slab is full: it leaves (a later free lists it again),
     * and a listed slab of the class, or an empty one, takes its place. */
    ScrPoolSlab *s = scr__pool.avail[k];
    if (s) unlist(s);
    else s = take_slab(k);
    scr__pool.cur[k] = s;
    void *p;
    if (s->free) {
        p = s->free;
        s->free = *(void **)p;
    } else {
        p = s->bump;
        s->bump += (size_t)(k + 1) * SCR_POOL_GRAIN;
    }
    s->used++;
    return p;
}

void scr__pool_free_slow(ScrPoolSlab *s) {
    if (s == scr__pool.cur[s->cls]) return; /* empty, but still the class's current slab */
    if (s->used == 0) {
        if (s->listed) unlist(s);
        /* Warm while there are fewer empty slabs than slabs in use (or
         * than SCR_POOL_EMPTY_KEEP): a program that frees a large
         * structure and builds another of the same size (binarytrees'
         * trees) reuses the pages instead of faulting them back in, and
         * the resident size still falls to at most twice what is in use
         * after a peak. */
        size_t in_use = scr__pool.nslabs - scr__pool.nempty;
        if (scr__pool.nempty < SCR_POOL_EMPTY_KEEP || scr__pool.nempty < in_use) {
            s->next = scr__pool.empty;
            scr__pool.empty = s;
            scr__pool.nempty++;
        } else {
            /* Every page but the header's goes back to the system; they
             * read as zeroes when the slab is used again. */
            size_t page = (size_t)sysconf(_SC_PAGESIZE);
            madvise((char *)s + page, SCR_POOL_SLAB - page, MADV_DONTNEED);
            s->next = scr__pool.cold;
            scr__pool.cold = s;
            scr__pool.nslabs--;
        }
        return;
    }
    if (!s->listed) list(s); /* it was full: it has a free block now */
}

void scr__pool_thread_free(void) {
    for (size_t i = 0; i < scr__pool.narenas; i++) munmap(scr__pool.arenas[i], ARENA_SLABS * SCR_POOL_SLAB);
    free(scr__pool.arenas);
    memset(&scr__pool, 0, sizeof scr__pool);
}

size_t scr__pool_slabs(void) { return scr__pool.nslabs; }
