/* region.h - the allocator side of LifetimeRegion: regions that
 * own 2 MiB-aligned chunks, cell allocation into the current region, the
 * release check (trial deletion restricted to one region's cells),
 * SCRIPTC_REGION_STATS, and the per-thread cache of freed chunks (chunk.c).
 * Owned by region.c and chunk.c; the JS class and the fiber hooks are in
 * exec/lifetime_region.c; docs/regions.md describes the behaviour. */
#ifndef SCR_REGION_H
#define SCR_REGION_H

#include "scr.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ------------------------------------------------------------------------
 * Chunks (chunk.c).
 * ---------------------------------------------------------------------- */
#define SCR_CHUNK_SIZE ((size_t)2 << 20)         /* 2 MiB, and aligned to it */
#define SCR_CHUNK_CACHE_MAX ((size_t)8 << 20)    /* resident bytes cached per thread */
#define SCR_CHUNK_WARM ((size_t)256 << 10)       /* bytes a cached chunk keeps */

typedef struct ScrRegion ScrRegion;

/* The header at the start of every chunk. A region cell's chunk is found by
 * masking the cell's address with ~(SCR_CHUNK_SIZE - 1). */
typedef struct ScrChunk {
    ScrRegion *region;     /* the owner; valid while the chunk is in use */
    struct ScrChunk *next; /* the owner's chunk list, or the cache's */
    char *top;             /* end of what has been allocated (cells end here) */
    size_t touched;        /* bytes from the chunk start ever written */
} ScrChunk;

/* Returns a zeroed 2 MiB chunk aligned to 2 MiB (from this thread's cache
 * when it has one), or NULL when out of memory. `reused` tells which. */
ScrChunk *scr__chunk_get(bool *reused);
/* Gives a chunk back: cached (its first SCR_CHUNK_WARM bytes cleared with
 * memset, fresh pages mapped over the rest with MAP_FIXED) when the cache
 * has room, reuse is allowed and huge pages cannot back it; otherwise
 * unmapped (or, in ASan builds, poisoned and kept mapped so that a stale
 * use is reported). */
void scr__chunk_put(ScrChunk *c);
/* Unmaps every cached chunk of this thread. */
void scr__chunk_cache_drain(void);

typedef struct ScrChunkStats {
    uint64_t mapped;         /* chunks mapped with mmap, cumulative */
    uint64_t reused;         /* chunks served from the cache */
    uint64_t returned;       /* chunks unmapped (or retired, in ASan builds) */
    uint64_t cached;         /* chunks in the cache now */
    size_t cache_bytes;      /* resident bytes the cache holds now */
    size_t cache_peak_bytes; /* the most it ever held */
} ScrChunkStats;
ScrChunkStats scr__chunk_stats(void);
/* Whether freed chunks may be reused in this build and on this machine
 * (no sanitizer or audit build, and transparent huge pages not "always"). */
bool scr__chunk_reuse_enabled(void);
/* Tests only: turns reuse on (1) or off (0) whatever the build. */
void scr__chunk_force_reuse(int on);

/* ------------------------------------------------------------------------
 * Regions (region.c).
 * ---------------------------------------------------------------------- */
/* The region new cells go to is scr__thread.region (NULL: the default
 * region, malloc). Only region.c and the fiber hooks change it. */
/* True once the program created its first region. */
extern bool scr__regions_exist;

/* The region cell c lives in, or NULL for the default region. Lazily made
 * parts of an object (a function's prototype) go to the object's region. */
static inline ScrRegion *scr__region_of(const ScrCell *c) {
    if (!(c->flags & SCR_CELL_REGION)) return NULL;
    return ((ScrChunk *)((uintptr_t)c & ~(uintptr_t)(SCR_CHUNK_SIZE - 1)))->region;
}

enum { R_OPEN, R_RELEASED, R_FREED };

struct ScrRegion {
    ScrChunk *chunks;  /* newest first; cells are carved from the first */
    char *bump, *limit; /* the free part of the first chunk */
    size_t live;       /* cells allocated here and not dead yet */
    size_t cells;      /* cells ever allocated here */
    uint32_t fibers;   /* fibers carrying the region (ScrFiber.region) */
    uint32_t active;   /* run() calls on the C stack inside this region */
    uint32_t id;       /* 1-based creation number, for verbose stats */
    uint8_t state;     /* R_* */
    bool kept;         /* a release check found a reference from outside */
    bool due;          /* a release check should run at the next checkpoint */
    bool has_wrapper;  /* the LifetimeRegion object still points here */
    struct ScrRegion *prev, *next; /* the list of regions not yet freed */
};

/* Every cell in a chunk is preceded by this word pair. `size` covers the
 * prefix and the cell, a multiple of 8; bit 0 set means the cell died.
 * `aux` is the release check's scratch (references from inside). */
typedef struct Prefix {
    uint32_t size;
    uint32_t aux;
} Prefix;

/* Allocates `size` bytes (zeroed) for a cell in region r; sets nothing in
 * the cell. Returns NULL when the cell is too large for a chunk (the caller
 * then uses malloc). Aborts when memory runs out. The bump is inline; a
 * new chunk (or a cell too large) takes the slow path. */
void *scr__region_alloc_slow(ScrRegion *r, size_t size);
/* A block of `size` bytes in region r that is not a cell (the element or
 * slot storage of one of r's cells, which then needs no free): NULL when
 * too large or r is freed. A block that storage outgrew stays in the chunk
 * until the region is freed; scr__region_raw_abandon poisons it in ASan
 * builds. */
void *scr__region_alloc_raw(ScrRegion *r, size_t size);
void scr__region_raw_abandon(void *p, size_t size);
/* Storage for `n` values belonging to cell c: in c's region when it has
 * one, else NULL (the caller mallocs). */
static inline ScrValue *scr__region_values_for(const ScrCell *c, uint32_t n) {
    ScrRegion *r = scr__region_of(c);
    return r ? (ScrValue *)scr__region_alloc_raw(r, (size_t)n * sizeof(ScrValue)) : NULL;
}
static inline void *scr__region_alloc(ScrRegion *r, size_t size) {
    size_t need = (size + sizeof(Prefix) + 7) & ~(size_t)7;
    if (__builtin_expect((size_t)(r->limit - r->bump) < need, 0)) return scr__region_alloc_slow(r, size);
    Prefix *p = (Prefix *)r->bump;
    r->bump += need;
    p->size = (uint32_t)need;
    r->live++;
    r->cells++;
    return p + 1;
}
/* A region cell died (after finalize): its memory stays in the chunk until
 * the region is freed. */
void scr__region_cell_dead(ScrCell *c);

/* Calls fn on every live cycle-capable cell of every region (the
 * collector's full passes and scr__gc_each_cell: region cells are not in
 * its all-cells list). */
void scr__region_each_cycle_cell(void (*fn)(ScrGcHeader *g, void *arg), void *arg);

/* Runs the release checks that are due: regions released while a fiber
 * carried them, kept regions whose cells changed. Cheap when none is due;
 * the loop calls it after every drain. */
void scr__region_checkpoint(void);
extern bool scr__region_checks_due;
/* Released regions a release check kept (a reference from outside) and
 * not freed yet. */
extern size_t scr__regions_kept_live;
/* The count of region cell c dropped and stays above zero (gc.c's
 * scr__possible_root): a kept region is worth checking again. */
void scr__region_cell_touched(ScrCell *c);
/* At exit, after the loop drained: rechecks every released region, then
 * prints SCRIPTC_REGION_STATS when set. Idempotent. */
void scr__region_exit_stats(void);
/* After the teardown audit cells: frees the chunks of every region (all of
 * their cells are dead by then) and drains the chunk cache. */
void scr__region_shutdown(void);

/* Records the source position of a new cell for SCRIPTC_REGION_STATS=verbose
 * (only called while verbose stats are on). */
extern bool scr__region_track_sites;
void scr__region_site_note(ScrCell *c);
void scr__region_site_forget(ScrCell *c);

/* Reads SCRIPTC_REGION_STATS and SCR_REGION_OFF, once. The class calls it
 * when it is created (the program imports @scr/experimental), so that
 * verbose stats record the allocation sites of the cells made from then
 * on, the holders made before the first region included. */
void scr__region_read_env(void);

/* For the LifetimeRegion class (exec/lifetime_region.c). A new open region
 * that a wrapper object points to, linked into the list of regions; NULL
 * when SCR_REGION_OFF makes the class do nothing. */
ScrRegion *scr__region_open(void);
/* The wrapper object was freed: the record goes once the region is too. */
void scr__region_wrapper_gone(ScrRegion *r);
/* Marks r for a release check at the next checkpoint (a fiber or run()
 * stopped carrying a released region). */
void scr__region_mark_due(ScrRegion *r);
/* release(): an open region becomes released and is freed now or checked
 * at the next checkpoint; other states are left alone. */
void scr__region_release(ScrRegion *r);
/* Writes what cell c is and where it was allocated (site: NULL when not
 * recorded), e.g. "object (Array) allocated at /path/x.js:3:14", for the
 * verbose stats. The class installs it: naming a class or a source file
 * needs the layers above memory. */
typedef void (*ScrRegionDescribeFn)(ScrCell *c, const ScrPos *site, char *buf, size_t size);
void scr__region_set_describe(ScrRegionDescribeFn fn);

#endif
