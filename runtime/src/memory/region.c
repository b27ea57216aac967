/* region.c - the memory of LifetimeRegion. A region owns 2 MiB-
 * aligned chunks (chunk.c); while it is current every new cell is carved
 * from them. Cells stay reference counted: one that dies is finalized as
 * usual and its memory stays in the chunk until the region is freed.
 * release() marks a region unwanted; it is freed when no fiber carries it,
 * it is not running, and nothing outside it refers into it, which trial
 * deletion restricted to its cells decides. The JS class and the fiber
 * hooks are exec/lifetime_region.c's; docs/regions.md describes the
 * behaviour and the stats. */
#define _DEFAULT_SOURCE
#include "memory/region.h"
#include "base/base.h"

#include "memory/gc.h"
#include "memory/heap.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef SCR_ASAN
void __asan_poison_memory_region(void const volatile *addr, size_t size);
#endif

bool scr__regions_exist;
bool scr__region_checks_due;
bool scr__region_track_sites;

static ScrRegion all_regions = {.prev = &all_regions, .next = &all_regions};
static int stats_mode = -1; /* -1 unread, 0 off, 1 on, 2 verbose */
static bool noop_mode;      /* SCR_REGION_OFF=1: LifetimeRegion does nothing */
static bool exit_done;
static unsigned checkpoints;

static struct {
    uint64_t created, freed, freed_direct, kept, checks_failed;
} rs;

void scr__region_read_env(void) {
    if (stats_mode >= 0) return;
    const char *e = getenv("SCRIPTC_REGION_STATS");
    stats_mode = !e || !*e || strcmp(e, "0") == 0 ? 0 : strcmp(e, "verbose") == 0 ? 2 : 1;
    const char *off = getenv("SCR_REGION_OFF");
    noop_mode = off && *off && strcmp(off, "0") != 0;
    scr__region_track_sites = stats_mode == 2;
}

static inline ScrChunk *chunk_of(const void *p) {
    return (ScrChunk *)((uintptr_t)p & ~(uintptr_t)(SCR_CHUNK_SIZE - 1));
}
static inline Prefix *prefix_of(ScrCell *c) { return (Prefix *)c - 1; }

static ScrRegion *region_of_cell(ScrCell *c) { return chunk_of(c)->region; }

/* ------------------------------------------------------------------------
 * Allocation.
 * ---------------------------------------------------------------------- */
static void add_chunk(ScrRegion *r) {
    if (r->chunks) r->chunks->top = r->bump;
    bool reused;
    ScrChunk *c = scr__chunk_get(&reused);
    if (!c) scr__oom();
    c->region = r;
    c->next = r->chunks;
    r->chunks = c;
    r->bump = (char *)c + ((sizeof(ScrChunk) + 7) & ~(size_t)7);
    r->limit = (char *)c + SCR_CHUNK_SIZE;
    c->top = r->bump;
}

void *scr__region_alloc_raw(ScrRegion *r, size_t size) {
    if (r->state == R_FREED) return NULL;
    void *p = scr__region_alloc(r, size);
    if (!p) return NULL;
    /* Marked dead from the start: the release check's walks skip it, and
     * it is not counted as a cell. */
    Prefix *px = (Prefix *)p - 1;
    px->size |= 1;
    r->live--;
    r->cells--;
    return p;
}

void scr__region_raw_abandon(void *p, size_t size) {
#ifdef SCR_ASAN
    __asan_poison_memory_region(p, size);
#else
    (void)p, (void)size;
#endif
}

void *scr__region_alloc_slow(ScrRegion *r, size_t size) {
    size_t need = (size + sizeof(Prefix) + 7) & ~(size_t)7;
    if (need > SCR_CHUNK_SIZE / 4) return NULL;
    add_chunk(r);
    return scr__region_alloc(r, size);
}

static void mark_due(ScrRegion *r) {
    r->due = true;
    scr__region_checks_due = true;
}

void scr__region_cell_dead(ScrCell *c) {
    Prefix *p = prefix_of(c);
    ScrRegion *r = region_of_cell(c);
    /* A cell with the region bit lies in a chunk of a region that is not
     * freed yet, and dies there once. */
    SCR_ASSERT((c->flags & SCR_CELL_REGION) && r && r->state != R_FREED);
    SCR_ASSERT(!(p->size & 1) && r->live > 0);
#ifdef SCR_ASAN
    size_t body = p->size - sizeof(Prefix);
#endif
    p->size |= 1;
    r->live--;
    if (r->state == R_RELEASED && (r->live == 0 || r->kept)) mark_due(r);
#ifdef SCR_ASAN
    __asan_poison_memory_region(c, body);
#endif
}

/* Calls fn on every live cell of r, oldest chunk last (order does not
 * matter to the callers). Cells that die during the walk are skipped from
 * then on; no cell is allocated in r during it. */
#define EACH_LIVE(r, c, body)                                                                \
    do {                                                                                     \
        if ((r)->chunks) (r)->chunks->top = (r)->bump;                                       \
        for (ScrChunk *ch_ = (r)->chunks; ch_; ch_ = ch_->next) {                            \
            char *at_ = (char *)ch_ + ((sizeof(ScrChunk) + 7) & ~(size_t)7);                 \
            while (at_ < ch_->top) {                                                         \
                Prefix *px_ = (Prefix *)at_;                                                 \
                at_ += px_->size & ~1u;                                                      \
                if (px_->size & 1u) continue;                                                \
                ScrCell *c = (ScrCell *)(px_ + 1);                                           \
                body;                                                                        \
            }                                                                                \
        }                                                                                    \
    } while (0)

void scr__region_each_cycle_cell(void (*fn)(ScrGcHeader *g, void *arg), void *arg) {
    for (ScrRegion *r = all_regions.next; r != &all_regions; r = r->next) {
        EACH_LIVE(r, c, {
            if ((c->flags & SCR_CELL_CYCLE) && (((ScrGcHeader *)c)->gc_flags & SCR_GC_REGION_LIVE))
                fn((ScrGcHeader *)c, arg);
        });
    }
}

/* ------------------------------------------------------------------------
 * Allocation sites (SCRIPTC_REGION_STATS=verbose only): an open-addressing
 * table from cell address to the position current when it was allocated.
 * ---------------------------------------------------------------------- */
typedef struct Site {
    ScrCell *cell; /* NULL empty, (ScrCell *)1 deleted */
    ScrPos pos;
} Site;
static Site *sites;
static size_t sites_cap, sites_used;

static size_t site_hash(ScrCell *c) { return ((uintptr_t)c >> 3) * 0x9E3779B97F4A7C15ull; }

static void sites_grow(void) {
    Site *old = sites;
    size_t oldcap = sites_cap;
    sites_cap = sites_cap ? sites_cap * 2 : 4096;
    sites = scr__xcalloc(sites_cap, sizeof *sites);
    sites_used = 0;
    for (size_t i = 0; i < oldcap; i++)
        if ((uintptr_t)old[i].cell > 1) {
            size_t j = site_hash(old[i].cell) & (sites_cap - 1);
            while (sites[j].cell) j = (j + 1) & (sites_cap - 1);
            sites[j] = old[i];
            sites_used++;
        }
    free(old);
}

void scr__region_site_note(ScrCell *c) {
    if ((sites_used + 1) * 2 > sites_cap) sites_grow();
    size_t j = site_hash(c) & (sites_cap - 1);
    while ((uintptr_t)sites[j].cell > 1 && sites[j].cell != c) j = (j + 1) & (sites_cap - 1);
    if (sites[j].cell != c) sites_used++;
    sites[j].cell = c;
    sites[j].pos = scr__thread.exec.pos;
}

static Site *site_find(ScrCell *c) {
    if (!sites_cap) return NULL;
    size_t j = site_hash(c) & (sites_cap - 1);
    while (sites[j].cell) {
        if (sites[j].cell == c) return &sites[j];
        j = (j + 1) & (sites_cap - 1);
    }
    return NULL;
}

void scr__region_site_forget(ScrCell *c) {
    Site *s = site_find(c);
    if (s) s->cell = (ScrCell *)1; /* a tombstone keeps later probes working */
}

/* "object (Array) allocated at /path/x.js:3:14" into buf, through the
 * describer the LifetimeRegion class installed (verbose stats only run
 * once a region exists, so it is installed by then). */
static ScrRegionDescribeFn describe_fn;
static void describe_cell(ScrCell *c, char *buf, size_t size) {
    if (!describe_fn) scr__internal_error("no region describer installed (scr__region_set_describe)");
    Site *s = site_find(c);
    describe_fn(c, s ? &s->pos : NULL, buf, size);
}

/* ------------------------------------------------------------------------
 * The release check.
 * ---------------------------------------------------------------------- */
static void count_inside(ScrValue ref, void *arg) {
    if (!scr_is_cell(ref)) return;
    ScrCell *t = scr_as_cell(ref);
    if (!(t->flags & SCR_CELL_REGION) || region_of_cell(t) != (ScrRegion *)arg) return;
    prefix_of(t)->aux++;
}

typedef struct HolderSearch {
    ScrRegion *r;
    ScrCell *holder; /* the current cell being traced */
    ScrCell *found;  /* a cell outside r that refers into r */
    ScrCell *target;
} HolderSearch;

static void holder_visit(ScrValue ref, void *arg) {
    HolderSearch *h = arg;
    if (h->found || !scr_is_cell(ref)) return;
    ScrCell *t = scr_as_cell(ref);
    if (!(t->flags & SCR_CELL_REGION) || region_of_cell(t) != h->r) return;
    h->found = h->holder;
    h->target = t;
}

static void holder_each(ScrGcHeader *g, void *arg) {
    HolderSearch *h = arg;
    ScrCell *c = &g->cell;
    if (h->found) return;
    if ((c->flags & SCR_CELL_REGION) && region_of_cell(c) == h->r) return;
    h->holder = c;
    scr__gc_trace(c, holder_visit, h);
}

/* Verbose stats: says on stderr what keeps r, found by scanning every
 * cycle-capable cell outside r for a reference into it. */
static void report_kept(ScrRegion *r, ScrCell *ext, size_t n_ext) {
    char a[256], b[256];
    describe_cell(ext, a, sizeof a);
    HolderSearch h = {r, NULL, NULL, NULL};
    scr__gc_each_cell(holder_each, &h);
    if (h.found) {
        describe_cell(h.found, b, sizeof b);
        describe_cell(h.target, a, sizeof a);
        fprintf(stderr,
                "scr-region-stats: kept region=%u cells=%zu escaping=%zu: %s is held by %s\n",
                r->id, r->live, n_ext, a, b);
    } else {
        fprintf(stderr,
                "scr-region-stats: kept region=%u cells=%zu escaping=%zu: %s is held from "
                "outside the heap (a module variable, a pending callback or a suspended "
                "function)\n",
                r->id, r->live, n_ext, a);
    }
}

/* During a check, the top bit of a live cell's prefix aux says that the
 * cell is reachable from a cell referenced from outside (its low bits are
 * still the count of references from inside r). */
#define REACHED 0x80000000u

typedef struct Reach {
    ScrRegion *r;
    ScrCell **v; /* cells marked, whose references are not visited yet */
    size_t n, cap;
} Reach;

static void reach_visit(ScrValue ref, void *arg) {
    Reach *w = arg;
    if (!scr_is_cell(ref)) return;
    ScrCell *t = scr_as_cell(ref);
    if (!(t->flags & SCR_CELL_REGION) || region_of_cell(t) != w->r) return;
    Prefix *p = prefix_of(t);
    if (p->aux & REACHED) return;
    p->aux |= REACHED;
    SCR_GROW(w->v, w->cap, w->n + 1, 64);
    w->v[w->n++] = t;
}

/* Tears down the live cells of r that `pick` selects, as the collector's
 * collectWhite does: each is held while the references of all of them are
 * dropped, then let go. Only cells that nothing outside the selection
 * refers to may be picked. */
#define TEAR_DOWN(r, c, pick)                                                                \
    do {                                                                                     \
        EACH_LIVE(r, c, if (pick) {                                                          \
            c->rc++;                                                                         \
            if (c->flags & SCR_CELL_CYCLE) ((ScrGcHeader *)c)->gc_flags |= SCR_GC_HELD;      \
        });                                                                                  \
        EACH_LIVE(r, c, if ((pick) && (c->flags & SCR_CELL_CYCLE)) {                         \
            if (((ScrGcHeader *)c)->gc_flags & SCR_GC_WEAK) scr__gc_weak_hooks()->key_dead(c); \
            if (scr__kind_ops[c->kind].clear) scr__kind_ops[c->kind].clear(c);               \
        });                                                                                  \
        EACH_LIVE(r, c, if (pick) {                                                          \
            if (c->flags & SCR_CELL_CYCLE) ((ScrGcHeader *)c)->gc_flags &= ~SCR_GC_HELD;     \
            scr_release(scr_from_cell(c));                                                   \
        });                                                                                  \
    } while (0)

/* Trial deletion restricted to r: counts the references among r's live
 * cells; a cell whose count exceeds them is referenced from outside.
 * Without one, every live cell is garbage and is torn down as the
 * collector's collectWhite does. Returns true when r has no live cell
 * left.
 *
 * With cells referenced from outside, r is kept, but the cells that none
 * of them reaches through r's own references are garbage all the same:
 * every reference to them comes from inside r, from cells that are just
 * as unreachable (a path from a root into r enters it through a cell
 * referenced from outside). They are torn down at once, and the check
 * starts again, since what they held may have been what referred into r.
 * What stays is reachable from the escaping cells, which go to the
 * collector as candidates: a garbage cycle that runs through the default
 * heap and back into r (an async generator's closures, say, registered
 * as listeners on a request object of r) is then entirely inside the
 * next pass's grey set. Without the teardown, a garbage cell of r that
 * refers to an escaping cell without being reachable from it (the
 * response, whose listeners hold the request) was outside that set, its
 * reference counted as external, and only a full pass (which takes every
 * cell as a root) could free the region. */
static bool collect_region(ScrRegion *r) {
    Reach w = {r, NULL, 0, 0};
again:
    EACH_LIVE(r, c, prefix_of(c)->aux = 0);
    EACH_LIVE(r, c, scr__gc_trace(c, count_inside, r));
    ScrCell *ext = NULL;
    size_t n_ext = 0;
    EACH_LIVE(r, c, {
        bool escapes = c->rc > prefix_of(c)->aux && !(c->flags & SCR_CELL_IMMORTAL);
        if (escapes) {
            if (!ext) ext = c;
            n_ext++;
        }
        /* An immortal cell's count says nothing: a partial teardown keeps
         * it and what it reaches. */
        if (escapes || (c->flags & SCR_CELL_IMMORTAL)) {
            prefix_of(c)->aux |= REACHED;
            SCR_GROW(w.v, w.cap, w.n + 1, 64);
            w.v[w.n++] = c;
        }
    });
    if (ext) {
        while (w.n) scr__gc_trace(w.v[--w.n], reach_visit, &w);
        size_t unreached = 0;
        EACH_LIVE(r, c, unreached += !(prefix_of(c)->aux & REACHED));
        if (unreached) {
            TEAR_DOWN(r, c, !(prefix_of(c)->aux & REACHED));
            goto again;
        }
        free(w.v);
        EACH_LIVE(r, c, {
            /* Region cells are never buffered by a drop (gc.c): the pass
             * that finds a garbage cycle through the heap starts here. */
            Prefix *p = prefix_of(c);
            p->aux &= ~REACHED;
            if (c->rc > p->aux && !(c->flags & SCR_CELL_IMMORTAL) && (c->flags & SCR_CELL_CYCLE))
                scr__gc_buffer_root((ScrGcHeader *)c);
        });
        if (stats_mode == 2) report_kept(r, ext, n_ext);
        return false;
    }
    free(w.v);
    TEAR_DOWN(r, c, true);
    return r->live == 0;
}

/* Region records freed recently, for the next regions (a program that makes
 * one region per request would otherwise pay a calloc and a free each). */
#define SPARE_RECORDS 8
static ScrRegion *spare[SPARE_RECORDS];
static int nspare;

static ScrRegion *record_new(void) {
    if (nspare) {
        ScrRegion *r = spare[--nspare];
        memset(r, 0, sizeof *r);
        return r;
    }
    return scr__xcalloc(1, sizeof(ScrRegion));
}

static void record_free(ScrRegion *r) {
    if (nspare < SPARE_RECORDS) spare[nspare++] = r;
    else free(r);
}

static void unlink_region(ScrRegion *r) {
    r->prev->next = r->next;
    r->next->prev = r->prev;
    r->prev = r->next = NULL;
}

size_t scr__regions_kept_live;

static void free_region(ScrRegion *r) {
    if (r->chunks) r->chunks->top = r->bump;
    while (r->chunks) {
        ScrChunk *c = r->chunks;
        r->chunks = c->next;
        c->region = NULL;
        scr__chunk_put(c);
    }
    r->bump = r->limit = NULL;
    r->state = R_FREED;
    rs.freed++;
    if (!r->kept) rs.freed_direct++;
    else if (scr__regions_kept_live) scr__regions_kept_live--;
    unlink_region(r);
    if (!r->has_wrapper) record_free(r);
}

/* Frees r when it is released, no fiber carries it, it is not running and
 * nothing outside refers into it; otherwise leaves it for a later check.
 * Returns true when r was freed (its record may be gone). */
static bool try_free(ScrRegion *r) {
    r->due = false;
    if (r->state != R_RELEASED || r->fibers || r->active) return false;
    if (r->live && !collect_region(r)) {
        if (!r->kept) rs.kept++, scr__regions_kept_live++;
        r->kept = true;
        rs.checks_failed++;
        return false;
    }
    free_region(r);
    return true;
}

void scr__region_checkpoint(void) {
    scr__region_checks_due = false;
    /* Every 64th checkpoint also rechecks the kept regions that nothing
     * marked: a reference from a string or symbol cell outside the region
     * dies without telling it. */
    bool sweep = (++checkpoints & 63) == 0;
    ScrRegion *r = all_regions.next;
    while (r != &all_regions) {
        ScrRegion *next = r->next;
        if (r->state == R_RELEASED && (r->due || (sweep && r->kept))) try_free(r);
        r = next;
    }
}

void scr__region_cell_touched(ScrCell *c) {
    ScrRegion *r = region_of_cell(c);
    SCR_ASSERT((c->flags & SCR_CELL_REGION) && r && r->state != R_FREED);
    if (r->state == R_RELEASED && r->kept && !r->due) mark_due(r);
}

/* ------------------------------------------------------------------------
 * What the LifetimeRegion class (exec/lifetime_region.c) asks of regions.
 * ---------------------------------------------------------------------- */
ScrRegion *scr__region_open(void) {
    scr__region_read_env();
    if (noop_mode) return NULL;
    ScrRegion *r = record_new();
    r->id = (uint32_t)++rs.created;
    r->has_wrapper = true;
    r->state = R_OPEN;
    r->prev = all_regions.prev;
    r->next = &all_regions;
    all_regions.prev->next = r;
    all_regions.prev = r;
    scr__regions_exist = true;
    return r;
}

void scr__region_wrapper_gone(ScrRegion *r) {
    r->has_wrapper = false;
    if (r->state == R_FREED) record_free(r);
}

void scr__region_mark_due(ScrRegion *r) { mark_due(r); }

void scr__region_release(ScrRegion *r) {
    if (r->state != R_OPEN) return;
    r->state = R_RELEASED;
    if (!r->fibers && !r->active) {
        /* Nothing is running in it: decide now. A region whose cells all
         * died is freed at once; otherwise the check runs at the next
         * checkpoint, when the caller's temporaries are gone. */
        if (r->live == 0) try_free(r);
        else mark_due(r);
    }
}

void scr__region_set_describe(ScrRegionDescribeFn fn) { describe_fn = fn; }

/* ------------------------------------------------------------------------
 * Exit.
 * ---------------------------------------------------------------------- */
/* Checks every released region once; true when one of them is kept. */
static bool check_released(void) {
    bool kept = false;
    ScrRegion *r = all_regions.next;
    while (r != &all_regions) {
        ScrRegion *next = r->next;
        if (r->state == R_RELEASED && !try_free(r)) kept = true;
        r = next;
    }
    return kept;
}

void scr__region_exit_stats(void) {
    if (exit_done) return;
    exit_done = true;
    scr__region_read_env();
    if (scr__regions_exist) {
        /* The last chance for kept regions: collect the cycles outside that
         * may hold them, then check every released region once more. */
        scr__gc_collect(false);
        if (check_released()) {
            /* A check just kept a region and handed its escaping cells to
             * the collector: one more pass over them, and a last check. */
            scr__gc_collect(false);
            check_released();
        }
    }
    if (!stats_mode) return;
    uint64_t live = rs.created - rs.freed;
    ScrChunkStats cs = scr__chunk_stats();
    if (stats_mode == 2) {
        for (ScrRegion *r = all_regions.next; r != &all_regions; r = r->next)
            fprintf(stderr, "scr-region-stats: live region=%u state=%s cells=%zu fibers=%u\n", r->id,
                    r->state == R_OPEN ? "open" : "released", r->live, r->fibers);
    }
    fprintf(stderr,
            "scr-region-stats: created=%llu freed=%llu freed_direct=%llu kept=%llu "
            "checks_failed=%llu live=%llu chunks_mapped=%llu chunks_reused=%llu "
            "chunks_returned=%llu cache_peak_bytes=%zu\n",
            (unsigned long long)rs.created, (unsigned long long)rs.freed,
            (unsigned long long)rs.freed_direct, (unsigned long long)rs.kept,
            (unsigned long long)rs.checks_failed, (unsigned long long)live,
            (unsigned long long)cs.mapped, (unsigned long long)cs.reused,
            (unsigned long long)cs.returned, cs.cache_peak_bytes);
    fflush(stderr);
}

void scr__region_shutdown(void) {
    scr__thread.region = NULL;
    ScrRegion *r = all_regions.next;
    while (r != &all_regions) {
        ScrRegion *next = r->next;
        if (r->live == 0) {
            bool kept = r->kept;
            r->kept = true; /* not a direct free in the stats (printed already) */
            free_region(r);
            (void)kept;
        }
        r = next;
    }
    while (nspare) free(spare[--nspare]);
    scr__chunk_cache_drain();
    free(sites);
    sites = NULL;
    sites_cap = sites_used = 0;
}
