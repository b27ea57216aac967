/* pool.h - per-thread slabs of small cells, by size class.
 *
 * Most cells are small (objects, short strings, closures' boxes) and die
 * young, so a program that allocates in a loop frees and allocates the same
 * sizes over and over. malloc's general path (calloc's zeroing, free's
 * consolidation) costs more than a list pop and a push: heap.c takes cells
 * of up to SCR_POOL_MAX bytes from here in the release and speed
 * flavours. The debug flavours (dev, asan, tsan) keep malloc, so that the
 * sanitizers see every cell's allocation and free and fault injection can
 * fail each one.
 *
 * Memory comes in slabs of SCR_POOL_SLAB bytes, aligned to their size and
 * cut from arenas the pool maps itself. A slab holds blocks of one class
 * and keeps its own list of free blocks and a count of blocks in use, so a
 * slab whose blocks are all free again goes back to the thread's empty
 * slabs, which any class can take: memory freed by one size serves
 * another, as with malloc. Empty slabs stay warm while there are fewer
 * of them than SCR_POOL_EMPTY_KEEP or than slabs in use; past that, an
 * empty slab's pages but the first go back to the system (so a program's
 * resident size falls after a peak, to at most about twice what it uses)
 * and it waits, cold, to be reused. Each class allocates from one current slab; the slabs
 * of a class with free blocks wait on that class's list.
 *
 * A block is freed on the thread that allocated it: cells belong to the
 * realm's thread, and the collector's helper threads never free. Owned by
 * pool.c. */
#ifndef SCR_POOL_H
#define SCR_POOL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum {
    SCR_POOL_GRAIN = 16,                              /* block sizes step by this */
    SCR_POOL_MAX = 256,                               /* larger cells use malloc */
    SCR_POOL_CLASSES = SCR_POOL_MAX / SCR_POOL_GRAIN, /* 16, 32, ..., 256 bytes */
    SCR_POOL_EMPTY_KEEP = 16,                         /* empty slabs kept warm per thread */
};
#define SCR_POOL_SLAB ((uintptr_t)64 << 10)

typedef struct ScrPoolSlab {
    void *free;                     /* free blocks, chained through their first word */
    char *bump;                     /* never-used blocks start here ... */
    char *end;                      /* ... and end here */
    struct ScrPoolSlab *prev, *next; /* the class's list of slabs with free blocks */
    uint32_t used;                  /* blocks in use */
    uint16_t cls;                   /* block size is (cls + 1) * SCR_POOL_GRAIN */
    uint8_t listed;                 /* on the class's list */
    uint8_t pad[17];                /* the header is a whole number of grains */
} ScrPoolSlab;

typedef struct ScrPool {
    ScrPoolSlab *cur[SCR_POOL_CLASSES];   /* where each class allocates */
    ScrPoolSlab *avail[SCR_POOL_CLASSES]; /* other slabs of the class with free blocks */
    ScrPoolSlab *empty;                   /* warm empty slabs, chained by next */
    ScrPoolSlab *cold;                    /* empty slabs whose pages went back */
    size_t nempty;
    size_t nslabs;  /* warm slabs: in use or empty and warm */
    char *carve, *carve_end; /* the newest arena's slabs not cut yet */
    void **arenas;  /* every arena mapped, for scr__pool_thread_free */
    size_t narenas;
} ScrPool;

extern _Thread_local ScrPool scr__pool;

/* The slow paths (pool.c): a block of class k when the current slab has
 * none left, and a freed block's slab that was full or is now empty. */
void *scr__pool_alloc_slow(unsigned k);
void scr__pool_free_slow(ScrPoolSlab *s);

/* A block of at least `size` bytes, 0 < size <= SCR_POOL_MAX, holding
 * whatever it held; never NULL (out of memory ends in scr__oom). */
static inline __attribute__((always_inline)) void *scr__pool_alloc_raw(size_t size) {
    unsigned k = (unsigned)((size - 1) / SCR_POOL_GRAIN);
    size_t bytes = (size_t)(k + 1) * SCR_POOL_GRAIN;
    ScrPoolSlab *s = scr__pool.cur[k];
    void *p;
    if (__builtin_expect(s != NULL, 1) && s->free) {
        p = s->free;
        s->free = *(void **)p;
        s->used++;
    } else if (__builtin_expect(s != NULL, 1) && s->bump < s->end) {
        p = s->bump;
        s->bump += bytes;
        s->used++;
    } else {
        p = scr__pool_alloc_slow(k);
    }
    return p;
}
/* The same block, zeroed. */
static inline __attribute__((always_inline)) void *scr__pool_alloc(size_t size) {
    return memset(scr__pool_alloc_raw(size), 0, ((size - 1) / SCR_POOL_GRAIN + 1) * SCR_POOL_GRAIN);
}

/* Gives back a block scr__pool_alloc returned. */
static inline __attribute__((always_inline)) void scr__pool_free(void *p) {
    ScrPoolSlab *s = (ScrPoolSlab *)((uintptr_t)p & ~(SCR_POOL_SLAB - 1));
    *(void **)p = s->free;
    s->free = p;
    /* A slab that was full is not on its class's list; one that is now
     * empty may go back to the cache. The current slab stays as it is. */
    if (--s->used == 0 || (!s->listed && s != scr__pool.cur[s->cls])) scr__pool_free_slow(s);
}

/* Frees every slab this thread holds and empties its lists. Only for a
 * thread none of whose blocks is still in use (tests). */
void scr__pool_thread_free(void);

/* Warm slabs this thread holds: in use, or empty and kept (tests). */
size_t scr__pool_slabs(void);

#endif
