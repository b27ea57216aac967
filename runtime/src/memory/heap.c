/* heap.c - cell allocation and freeing. A count that reaches zero frees the
 * cell through a pending list, so that releasing a long chain (a linked list
 * of a million nodes) runs in a loop instead of recursing. Also keeps the
 * per-kind live counts the audit of debug builds reports, and tells the
 * cycle collector (gc.c) about every cycle-capable cell born and freed. */
#include "memory/heap.h"
#include "base/base.h"
#include "memory/audit.h"
#include "memory/gc.h"
#include "memory/pool.h"
#include "memory/region.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t scr__live_cells[SCR_KIND__COUNT];
uint64_t scr__string_frees;

/* Small cells come from the free lists of pool.h in the release and speed
 * flavours; the debug flavours (sanitizers, fault injection) keep malloc. */
#ifdef SCR_DEBUG
#define USE_POOL 0
#else
#define USE_POOL 1
#endif

/* The header and bookkeeping of a cell just allocated: count 1, its kind
 * and flags, its site (verbose region stats), the live count and the
 * audit. */
static inline __attribute__((always_inline)) void cell_born(ScrCell *c, size_t size, int kind, uint8_t flags) {
    c->rc = 1;
    c->kind = (uint8_t)kind;
    c->flags = flags;
    if (scr__region_track_sites) scr__region_site_note(c);
    scr__live_cells[kind]++;
#ifdef SCR_EXIT_AUDIT
    scr__audit_cell_born(c, size);
#else
    (void)size;
#endif
}

/* Where a new cell of `size` bytes lives: while a region is current, its
 * chunks (region.c); cells too large for a chunk, and all cells without a
 * region, the pool or the malloc heap. Adds the placement to *flags. Only
 * `zero` asks for the whole block zeroed (region chunks come zeroed). */
static inline __attribute__((always_inline)) ScrCell *cell_place(size_t size, bool zero, uint8_t *flags) {
    ScrCell *c = scr__thread.region ? scr__region_alloc(scr__thread.region, size) : NULL;
    if (c) {
        *flags |= SCR_CELL_REGION;
    } else if (USE_POOL && size <= SCR_POOL_MAX) {
        c = zero ? scr__pool_alloc(size) : scr__pool_alloc_raw(size);
        *flags |= SCR_CELL_POOL;
    } else {
        c = zero ? scr__xcalloc(1, size) : scr__xmalloc(size);
    }
    return c;
}

void *scr__cell_alloc(size_t size, int kind, bool cycle) {
    /* Passes start here, before the new cell exists, and never inside a
     * release: the code that releases may be in the middle of changing a
     * cell (see docs/collector.md, "When passes run"). */
    if (cycle && --scr__gc_poll_budget <= 0) scr__gc_alloc_poll();
    uint8_t flags = cycle ? SCR_CELL_CYCLE : 0;
    ScrCell *c = cell_place(size, true, &flags);
    cell_born(c, size, kind, flags);
    if (cycle) scr__gc_track((ScrGcHeader *)c);
    return c;
}

void *scr__cell_alloc_string(size_t size) {
    const size_t zeroed = offsetof(ScrString, data);
    SCR_ASSERT(size >= zeroed);
    uint8_t flags = 0;
    ScrCell *c = cell_place(size, false, &flags);
    memset(c, 0, zeroed);
    cell_born(c, size, SCR_KIND_STRING, flags);
    return c;
}

void *scr__cell_alloc_heap(size_t size, size_t zeroed, int kind) {
    SCR_ASSERT(zeroed >= sizeof(ScrCell) && zeroed <= size);
    ScrCell *c = scr__xmalloc(size);
    memset(c, 0, zeroed);
    cell_born(c, size, kind, 0);
    return c;
}

void *scr__cell_resize(ScrCell *c, size_t size) {
    SCR_ASSERT(!(c->flags & (SCR_CELL_POOL | SCR_CELL_REGION | SCR_CELL_IMMORTAL | SCR_CELL_CYCLE)));
    /* The audit and the site table key on the address: the cell leaves
     * them under the old one and comes back under the new one. */
#ifdef SCR_EXIT_AUDIT
    scr__audit_cell_dead(c);
#endif
    if (scr__region_track_sites) scr__region_site_forget(c);
    c = scr__xrealloc(c, size);
    if (scr__region_track_sites) scr__region_site_note(c);
#ifdef SCR_EXIT_AUDIT
    scr__audit_cell_born(c, size);
#endif
    return c;
}

static inline __attribute__((always_inline)) void cell_dealloc(ScrCell *c) {
    /* Each cell is deallocated once: its kind's live count cannot go below
     * zero. */
    SCR_ASSERT(c->kind < SCR_KIND__COUNT && scr__live_cells[c->kind] > 0);
    if (c->flags & SCR_CELL_CYCLE) scr__gc_untrack((ScrGcHeader *)c);
    scr__live_cells[c->kind]--;
#ifdef SCR_EXIT_AUDIT
    scr__audit_cell_dead(c);
#endif
    if (scr__region_track_sites) scr__region_site_forget(c);
    if (c->flags & SCR_CELL_REGION)
        scr__region_cell_dead(c); /* the memory stays until the region is freed */
    else if (USE_POOL && (c->flags & SCR_CELL_POOL))
        scr__pool_free(c);
    else
        free(c);
}

void scr__cell_dealloc(ScrCell *c) { cell_dealloc(c); }

size_t scr__live_total(void) {
    size_t n = 0;
    for (int k = 0; k < SCR_KIND__COUNT; k++) n += scr__live_cells[k];
    return n;
}

void scr__leak_summary(char *buf, size_t size) {
    size_t off = (size_t)snprintf(buf, size, "%zu cells not freed (", scr__live_total());
    bool first = true;
    for (int k = 1; k < SCR_KIND__COUNT && off < size; k++) {
        if (!scr__live_cells[k]) continue;
        off += (size_t)snprintf(buf + off, size - off, "%s%s: %zu", first ? "" : ", ",
                                scr__kind_ops[k].name, scr__live_cells[k]);
        first = false;
    }
    if (off < size) snprintf(buf + off, size - off, ")");
}

/* The pending list: cycle-capable cells whose count reached zero while
 * another cell was being finalized. They are chained through gc_next. */
static ScrGcHeader *pending_head;
static bool draining;

static inline __attribute__((always_inline)) void destroy(ScrCell *c) {
    /* Weak references to the cell are cleared (and WeakMap values it keeps
     * alive released) before its own references are dropped. */
    if ((c->flags & SCR_CELL_CYCLE) && (((ScrGcHeader *)c)->gc_flags & SCR_GC_WEAK))
        scr__gc_weak_hooks()->key_dead(c);
    if (!scr__kind_finalize(c)) cell_dealloc(c);
}

void scr__free_cell(ScrCell *c) {
    /* Only scr_release calls this, when the count has just reached zero. */
    SCR_ASSERT(c->rc == 0);
    if (c->flags & SCR_CELL_IMMORTAL) {
        c->rc = 1u << 30; /* keep immortal cells away from zero */
        return;
    }
    /* Cells without references (strings) or with only leaf references
     * (symbols hold a string) cannot start a chain: free them now. */
    if (!(c->flags & SCR_CELL_CYCLE)) {
        destroy(c);
        return;
    }
    ScrGcHeader *g = (ScrGcHeader *)c;
    /* Out of the candidate buffer and the all-cells list at once; gc_next
     * then chains the pending list. */
    scr__gc_unbuffer(g);
    scr__gc_untrack(g);
    g->gc_next = pending_head;
    pending_head = g;
    if (draining) return;
    draining = true;
    while (pending_head) {
        ScrGcHeader *h = pending_head;
        pending_head = h->gc_next;
        h->gc_next = NULL;
        destroy(&h->cell);
    }
    draining = false;
}

static __attribute__((noinline)) void release_rest_slow(ScrCell *c) {
    if (c->rc == 0) {
        scr__free_cell(c);
    } else if ((c->flags & (SCR_CELL_CYCLE | SCR_CELL_REGION)) == SCR_CELL_CYCLE) {
        /* A cell already buffered (and purple, not being torn down) has
         * nothing more to record. */
        if ((((ScrGcHeader *)c)->gc_flags & SCR__GC_ROOT_MASK) != SCR__GC_ROOT_BUFFERED)
            scr__possible_root(c);
    } else if (scr__regions_kept_live) {
        /* A region cell (cycle-capable): see scr__possible_root. */
        scr__possible_root(c);
    }
}

void scr__release_rest(ScrCell *c) {
#if USE_POOL && !defined(SCR_EXIT_AUDIT)
    /* A dead pooled string outside the atom table (a slice, a
     * concatenation, a number's text: most strings that die) has nothing
     * to finalize and goes straight back to its pool. linecount frees one
     * a word; through destroy and the kind table that took 58
     * instructions. The rest is out of line, so that this path saves no
     * registers. */
    if (c->rc == 0 && c->kind == SCR_KIND_STRING && c->flags == SCR_CELL_POOL &&
        !((ScrString *)c)->is_atom && !scr__region_track_sites) {
        scr__string_frees++;
        scr__live_cells[SCR_KIND_STRING]--;
        scr__pool_free(c);
        return;
    }
#endif
    release_rest_slow(c);
}

/* scr__possible_root and scr__candidates_clear live in gc.c. */

/* ------------------------------------------------------------------------
 * Teardown of a reachable graph (see heap.h).
 * ---------------------------------------------------------------------- */
typedef struct CellList {
    ScrCell **v;
    size_t n, cap;
} CellList;

static void list_visit(ScrValue ref, void *arg) {
    if (!scr_is_cell(ref)) return;
    ScrCell *c = scr_as_cell(ref);
    if (!(c->flags & SCR_CELL_CYCLE)) return;
    ScrGcHeader *g = (ScrGcHeader *)c;
    if (g->gc_flags & SCR_GC_TEARDOWN) return;
    g->gc_flags |= SCR_GC_TEARDOWN;
    CellList *l = arg;
    SCR_GROW(l->v, l->cap, l->n + 1, 256);
    c->rc++; /* keeps every listed cell alive until all are cleared */
    l->v[l->n++] = c;
}

void scr__teardown(ScrValue *roots, size_t n) {
    CellList l = {NULL, 0, 0};
    for (size_t i = 0; i < n; i++) list_visit(roots[i], &l);
    for (size_t i = 0; i < l.n; i++) {
        ScrCell *c = l.v[i];
        scr__kind_ops[c->kind].trace(c, list_visit, &l);
    }
    for (size_t i = 0; i < l.n; i++) {
        ScrCell *c = l.v[i];
        ((ScrGcHeader *)c)->gc_flags &= ~SCR_GC_TEARDOWN;
        if (scr__kind_ops[c->kind].clear) scr__kind_ops[c->kind].clear(c);
    }
    for (size_t i = 0; i < l.n; i++) scr_release(scr_from_cell(l.v[i]));
    free(l.v);
}
