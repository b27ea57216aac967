/* gc.c - the cycle collector: the all-cells list, the candidate buffer,
 * synchronous trial deletion (markRoots, markGray, scan, collectWhite) for
 * candidate passes (young ones stop at cells that survived a pass) and
 * full passes, the growth trigger, the exit collection
 * and the statistics. Every walk runs on an explicit stack. The parallel
 * walk of speed builds lives in gc_parallel.c; docs/collector.md explains
 * the algorithm. */
#include "memory/gc.h"
#include "base/base.h"
#include "memory/region.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* The all-cells list: every live cycle-headered cell, through gc_prev and
 * gc_next, around a sentinel. A cell whose count reached zero is unlinked
 * at once (its gc_next is then reused by heap.c's pending list). */
ScrGcHeader scr__gc_all_cells = {.gc_prev = &scr__gc_all_cells, .gc_next = &scr__gc_all_cells};
size_t scr__gc_live_cycle;
long scr__gc_poll_budget;

/* The candidate buffer. A buffered cell has SCR_GC_BUFFERED and its index
 * in gc_aux; a slot whose cell was freed meanwhile holds NULL. */
static ScrGcHeader **cand;
static size_t ncand, cand_cap;

static bool collecting;
static ScrGcStats stats;

/* The growth trigger (docs/collector.md, "When passes run"). */
#define FULL_FLOOR 10000      /* cells added before a full pass, at least */
#define CAND_FLOOR 4096       /* candidates buffered before a pass, at least */
#define CHECKPOINT_FLOOR 4096 /* candidates that make a checkpoint run a pass */
#define CAND_SCALE_MAX 16   /* widening of the candidate threshold, at most */
#define YOUNG_GROWTH 8192   /* net new cells since the last pass that make a candidate pass due */
#define GROWTH_START 2.0
#define GROWTH_MAX 8.0
static bool config_read;
static double growth_cap = GROWTH_MAX;
static double growth = GROWTH_START;
static size_t next_full = FULL_FLOOR;
static size_t cand_scale = 1;
/* The live count after the last pass (the growth since then is garbage
 * reference counting could not free, or new live data). */
static size_t live_after_pass;

static bool young_pass_allowed(void);

/* Candidates buffered before a candidate pass is due. A young pass costs
 * about what its candidates reach short of old cells, so it runs every
 * CAND_FLOOR candidates: the cells it walks are then mostly still in the
 * cache from their allocation (binarytrees: about 15% less CPU than every
 * quarter of the heap). A pass that walks old cells too is amortised
 * over a quarter of the live heap. */
static size_t cand_limit(void) {
    size_t base = CAND_FLOOR;
    if (!young_pass_allowed() && scr__gc_live_cycle / 4 > CAND_FLOOR) base = scr__gc_live_cycle / 4;
    return base * cand_scale;
}
static bool print_stats;
/* Young candidate passes (SCR_CYCLE_GENERATIONS=0 turns them off). */
static bool generations = true;

static void read_config(void) {
    config_read = true;
    const char *s = getenv("SCR_CYCLE_GROWTH_CAP");
    if (s && *s) {
        double d = strtod(s, NULL);
        if (d >= 1.0) growth_cap = d;
        if (d >= 1.0 && d < growth) growth = d;
    }
    s = getenv("SCR_CYCLE_STATS");
    if (!s || !*s) s = getenv("SCR_GC_STATS");
    print_stats = s && *s && *s != '0';
    s = getenv("SCR_CYCLE_GENERATIONS");
    if (s && *s == '0') generations = false;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------------------
 * Hooks from heap.c.
 * ---------------------------------------------------------------------- */
void scr__gc_unbuffer(ScrGcHeader *g) {
    if (!(g->gc_flags & SCR_GC_BUFFERED)) return;
    /* A buffered cell has its index in the candidate buffer in gc_aux. */
    SCR_ASSERT(g->gc_aux < ncand && cand[g->gc_aux] == g);
    cand[g->gc_aux] = NULL;
    g->gc_aux = 0;
    g->gc_flags &= ~SCR_GC_BUFFERED;
}

/* A count dropped but stays above zero: the cell may be the last external
 * reference into a garbage cycle. Cells the collector is tearing down are
 * not buffered again. */
_Static_assert(SCR__GC_ROOT_MASK == (SCR_GC_BUFFERED | SCR_GC_COLOUR_MASK | SCR_GC_HELD) &&
                   SCR__GC_ROOT_BUFFERED == (SCR_GC_BUFFERED | SCR_GC_PURPLE),
               "scr_release's inline candidate test (scr.h) matches gc.h");
_Static_assert(SCR__GC_SKIP_MASK == (SCR__GC_ROOT_MASK | SCR_GC_REGION_LIVE) &&
                   SCR__GC_ROOT_BUFFERED + SCR__GC_SKIP_SPAN == SCR_GC_REGION_LIVE &&
                   SCR_GC_HELD > SCR__GC_ROOT_BUFFERED && SCR_GC_HELD < SCR_GC_REGION_LIVE,
               "scr_release's skip test (scr.h) matches gc.h");

/* scr__release_rest is heap.c's, beside the free path. */

void scr__possible_root(ScrCell *c) {
    ScrGcHeader *g = (ScrGcHeader *)c;
    /* The count dropped and stayed above zero. A release of a cell whose
     * count was already zero wraps it to a huge value instead. */
    SCR_ASSERT(c->rc > 0 && c->rc < 1u << 31);
    if (g->gc_flags & SCR_GC_HELD) return;
    /* A region cell is not buffered: its region's release check is trial
     * deletion over all of its cells, which finds garbage cycles inside the
     * region without a global pass. A check that keeps the region buffers
     * the cells referenced from outside (scr__gc_buffer_root), so a cycle
     * through the default heap is still found by the next pass. */
    if (c->flags & SCR_CELL_REGION) {
        scr__region_cell_touched(c);
        return;
    }
    scr__gc_buffer_root(g);
}

void scr__gc_buffer_root(ScrGcHeader *g) {
    if (g->gc_flags & SCR_GC_HELD) return;
    /* A released cell is young again: the drop may have made it part of
     * garbage, so the next young pass must walk it and count the
     * references to it (docs/collector.md, "Generations"). */
#ifdef SCR_MUTATION_KEEP_OLD
    /* Mutation: a released old cell stays old. */
    g->gc_flags = (g->gc_flags & ~SCR_GC_COLOUR_MASK) | SCR_GC_PURPLE;
#else
    g->gc_flags = (g->gc_flags & ~(SCR_GC_COLOUR_MASK | SCR_GC_OLD)) | SCR_GC_PURPLE;
#endif
    if (g->gc_flags & SCR_GC_BUFFERED) return;
    /* gc_aux is zero at rest on a cell that is not buffered (see "The
     * walk" below): no pass is under way that counts on it. */
    SCR_ASSERT(g->gc_aux == 0);
    SCR_GROW(cand, cand_cap, ncand + 1, 1024);
    g->gc_flags |= SCR_GC_BUFFERED;
    g->gc_aux = (uint32_t)ncand;
    cand[ncand++] = g;
    scr__gc_poll_budget--;
}

void scr__candidates_clear(void) {
    for (size_t i = 0; i < ncand; i++) {
        ScrGcHeader *g = cand[i];
        if (!g) continue;
        g->gc_flags &= ~(SCR_GC_BUFFERED | SCR_GC_COLOUR_MASK);
        g->gc_aux = 0;
    }
    ncand = 0;
}

/* The live count at which buffered candidates make a pass due however
 * few they are (docs/collector.md, "When passes run": young growth). */
static size_t young_due(void) { return live_after_pass + YOUNG_GROWTH * cand_scale; }

/* The allocations or new candidates that may pass before a pass can be
 * due: the distance to the nearest threshold. All only grow otherwise
 * (deaths lower the count, raise the limits), so polling when the budget
 * runs out never starts a pass later than checking every time would. */
static void budget_reset(void) {
    size_t limit = cand_limit();
    size_t a = next_full > scr__gc_live_cycle ? next_full - scr__gc_live_cycle : 1;
    size_t b = limit > ncand ? limit - ncand : 1;
    size_t y = young_due() > scr__gc_live_cycle ? young_due() - scr__gc_live_cycle : 1;
    size_t m = a < b ? a : b;
    if (y < m) m = y;
    scr__gc_poll_budget = m > (size_t)LONG_MAX ? LONG_MAX : (long)m;
}

void scr__gc_alloc_poll(void) {
    if (collecting) {
        scr__gc_poll_budget = 1;
        return;
    }
    if (!config_read) read_config();
    /* The heap grew past the full-pass threshold: first a candidate pass,
     * which in the steady state (old data stays, young garbage comes and
     * goes) brings it back under; only what that pass leaves makes a full
     * pass worth its cost. */
    if (ncand >= cand_limit() || (ncand && (scr__gc_live_cycle >= next_full || scr__gc_live_cycle >= young_due())))
        scr__gc_collect(false);
    if (scr__gc_live_cycle >= next_full) scr__gc_collect(true);
    budget_reset();
}

size_t scr__gc_live_cells(void) { return scr__gc_live_cycle; }

void scr__gc_each_cell(void (*fn)(ScrGcHeader *g, void *arg), void *arg) {
    for (ScrGcHeader *g = scr__gc_all_cells.gc_next; g != &scr__gc_all_cells; g = g->gc_next) fn(g, arg);
    if (scr__regions_exist) scr__region_each_cycle_cell(fn, arg);
}

typedef struct Snapshot {
    ScrGcHeader **cells;
    size_t n, cap;
} Snapshot;

static void snapshot_add(ScrGcHeader *g, void *arg) {
    Snapshot *s = arg;
    if (s->n < s->cap) s->cells[s->n++] = g;
}

void scr__gc_get_stats(ScrGcStats *out) { *out = stats; }

/* ------------------------------------------------------------------------
 * Tracing.
 * ---------------------------------------------------------------------- */
/* The weak collections' table (gc.h). A cell carries SCR_GC_WEAK only once
 * weak.c has made a record for it, so the trace and the frees may read
 * the pointer unchecked; the calls that run whether or not weak records exist
 * go through scr__gc_weak_hooks, which checks it was installed. */
static const ScrWeakHooks *weak_hooks;

void scr__gc_set_weak_hooks(const ScrWeakHooks *hooks) { weak_hooks = hooks; }

const ScrWeakHooks *scr__gc_weak_hooks(void) {
    if (!weak_hooks)
        scr__internal_error("the collector ran before the weak collections' hooks were installed "
                            "(scr__weak_init)");
    return weak_hooks;
}

void scr__gc_trace(ScrCell *c, ScrVisitFn visit, void *arg) {
    scr__kind_ops[c->kind].trace(c, visit, arg);
    /* An atomic load: in a parallel walk other threads change the colour
     * bits of the same word (a relaxed load is a plain load on x86). */
    if (__atomic_load_n(&((ScrGcHeader *)c)->gc_flags, __ATOMIC_RELAXED) & SCR_GC_WEAK)
        weak_hooks->trace_key(c, visit, arg);
}

/* ------------------------------------------------------------------------
 * The walk. Colours and trial counts are read and written through these
 * helpers: plainly in a sequential pass, with C11-style atomics (the
 * __atomic builtins on the header's plain words) in a parallel one.
 *
 * gc_aux is the number of references to the cell found inside the grey
 * set: markGray adds one per edge (the trial decrement of the count), the
 * black half of scan takes one away per edge it restores. A grey cell with
 * rc > gc_aux is referenced from outside the grey set. gc_aux is zero at
 * rest, except on buffered cells, where it is the buffer index.
 * ---------------------------------------------------------------------- */
static inline uint32_t load_flags(ScrGcHeader *g, bool par) {
    return par ? __atomic_load_n(&g->gc_flags, __ATOMIC_ACQUIRE) : g->gc_flags;
}

/* Sets the colour of g to `colour`; true when it had another colour (the
 * caller then owns the cell's next step). In a parallel walk exactly one
 * thread wins each transition: the colour changes by an atomic exchange
 * of the flags word (compare-and-swap). */
static inline bool claim(ScrGcHeader *g, uint32_t colour, bool par) {
#ifdef SCR_MUTATION_GRAY_STORE
    if (par && colour == SCR_GC_GRAY) {
        /* Mutation: the grey claim is a plain read and a plain store. */
        uint32_t f = g->gc_flags;
        if ((f & SCR_GC_COLOUR_MASK) == colour) return false;
        g->gc_flags = (f & ~SCR_GC_COLOUR_MASK) | colour;
        return true;
    }
#endif
    if (!par) {
        uint32_t f = g->gc_flags;
        if ((f & SCR_GC_COLOUR_MASK) == colour) return false;
        g->gc_flags = (f & ~SCR_GC_COLOUR_MASK) | colour;
        return true;
    }
    uint32_t old = __atomic_load_n(&g->gc_flags, __ATOMIC_RELAXED);
    do {
        if ((old & SCR_GC_COLOUR_MASK) == colour) return false;
    } while (!__atomic_compare_exchange_n(&g->gc_flags, &old,
                                          (old & ~SCR_GC_COLOUR_MASK) | colour, true,
                                          __ATOMIC_ACQ_REL, __ATOMIC_RELAXED));
    return true;
}

__attribute__((unused)) static inline uint32_t load_aux(ScrGcHeader *g, bool par) {
    return par ? __atomic_load_n(&g->gc_aux, __ATOMIC_RELAXED) : g->gc_aux;
}

/* The trial decrement of markGray (one more internal reference found). */
static inline void trial_decrement(ScrGcHeader *g, bool par) {
#ifdef SCR_MUTATION_PLAIN_DEC
    (void)par;
    g->gc_aux++; /* Mutation: a plain read-modify-write, racy in parallel. */
#else
    if (par)
        __atomic_fetch_add(&g->gc_aux, 1, __ATOMIC_RELAXED);
    else
        g->gc_aux++;
#endif
}

/* scanBlack's restoration of one reference. */
static inline void trial_restore(ScrGcHeader *g, bool par) {
    if (par)
        __atomic_fetch_sub(&g->gc_aux, 1, __ATOMIC_RELAXED);
    else
        g->gc_aux--;
}

void scr__gc_work_push(ScrGcWork *w, ScrGcHeader *g) {
    SCR_GROW(w->v, w->cap, w->n + 1, 1024);
    w->v[w->n++] = g;
}

void scr__gc_work_free(ScrGcWork *w) {
    free(w->v);
    w->v = NULL;
    w->n = w->cap = 0;
}

static inline ScrGcHeader *cycle_cell(ScrValue ref) {
    if (!scr_is_cell(ref)) return NULL;
    ScrCell *c = scr_as_cell(ref);
    return (c->flags & SCR_CELL_CYCLE) ? (ScrGcHeader *)c : NULL;
}

static void greyed(ScrGcWork *w, ScrGcHeader *g) {
    w->scanned++;
    scr__gc_work_push(w, g);
}

/* True when a walk leaves g out of the grey set: an old cell in a young
 * pass. The reference is then simply not counted, which makes its target
 * look referenced from outside (never the other way round), so a young
 * pass frees only garbage; what it misses, a full pass finds. Young passes
 * are sequential: the plain load is safe. */
static inline bool outside(const ScrGcWork *w, const ScrGcHeader *g) {
    return w->young && (g->gc_flags & SCR_GC_OLD);
}

/* Visits g's references with visit. A plain object (SCR_CELL_PLAIN,
 * no weak records) is walked here: its references are its slots and its
 * prototype (object.c's object_refs), and a walk that calls through the
 * kind table for each of millions of small garbage objects spends more on
 * the calls than on the visits. `visit` is one of this file's visitors,
 * so the loop inlines it. */
static inline __attribute__((always_inline)) void trace_cell(ScrGcHeader *g, ScrVisitFn visit,
                                                             void *arg) {
    if ((g->cell.flags & SCR_CELL_PLAIN) &&
        !(__atomic_load_n(&g->gc_flags, __ATOMIC_RELAXED) & SCR_GC_WEAK)) {
        ScrObject *o = (ScrObject *)g;
        uint32_t n = o->shape->count;
        ScrValue *slots = o->slots;
        for (uint32_t i = 0; i < n; i++) visit(slots[i], arg);
        visit(o->proto, arg);
        return;
    }
    scr__gc_trace(&g->cell, visit, arg);
}

static void gray_visit_fn(ScrValue ref, void *arg);

static inline __attribute__((always_inline)) void gray_visit(ScrValue ref, void *arg) {
    ScrGcHeader *g = cycle_cell(ref);
    if (!g) return;
    ScrGcWork *w = arg;
    /* A candidate pass leaves each root's buffer index in gc_aux until it
     * reaches the cell (candidate_walk): the first visit starts the trial
     * count from zero. Full passes drop the buffer before they walk. */
    if (!w->par && (g->gc_flags & SCR_GC_BUFFERED)) {
        g->gc_flags &= ~SCR_GC_BUFFERED;
#ifndef SCR_MUTATION_ROOT_INDEX
        /* Mutation (when defined): the trial count starts from the buffer
         * index of a root that an edge reaches first. */
        g->gc_aux = 0;
#endif
    }
    if (outside(w, g)) {
#ifdef SCR_MUTATION_OLD_KEY_VALUES
        /* Mutation: a young pass counts the ephemeron edges of an old weak
         * key it does not grey, as if the key were grey (its WeakMap values
         * then look unreferenced from outside and die with the key alive). */
        if (g->gc_flags & SCR_GC_WEAK) weak_hooks->trace_key(&g->cell, gray_visit_fn, w);
#endif
        return;
    }
    trial_decrement(g, w->par);
    if (claim(g, SCR_GC_GRAY, w->par)) greyed(w, g);
}

/* gray_visit as a function, for the kind table's trace functions. */
static void gray_visit_fn(ScrValue ref, void *arg) { gray_visit(ref, arg); }

void scr__gc_mark_gray_drain(ScrGcWork *w) {
    while (w->n) {
        ScrGcHeader *g = w->v[--w->n];
        trace_cell(g, gray_visit_fn, w);
        if (w->share && w->n > w->share_at) w->share(w);
    }
}

void scr__gc_mark_gray_root(ScrGcWork *w, ScrGcHeader *root) {
    if (!w->par && (root->gc_flags & SCR_GC_BUFFERED)) {
        root->gc_flags &= ~SCR_GC_BUFFERED;
        root->gc_aux = 0;
    }
    if (claim(root, SCR_GC_GRAY, w->par)) greyed(w, root);
    scr__gc_mark_gray_drain(w);
}

static inline __attribute__((always_inline)) void black_visit(ScrValue ref, void *arg) {
    ScrGcHeader *g = cycle_cell(ref);
    if (!g) return;
    ScrGcWork *w = arg;
#ifndef SCR_MUTATION_RESTORE_OLD
    /* Mutation (when defined): scanBlack restores references markGray
     * never counted, to old cells outside the grey set. */
    if (outside(w, g)) return;
#endif
    trial_restore(g, w->par);
    if (claim(g, SCR_GC_BLACK, w->par)) scr__gc_work_push(w, g);
}

static void black_visit_fn(ScrValue ref, void *arg) { black_visit(ref, arg); }

void scr__gc_scan_black_drain(ScrGcWork *w) {
    while (w->n) {
        ScrGcHeader *g = w->v[--w->n];
        trace_cell(g, black_visit_fn, w);
        if (w->share && w->n > w->share_at) w->share(w);
    }
}

void scr__gc_scan_root(ScrGcWork *w, ScrGcHeader *root) {
    uint32_t colour = load_flags(root, w->par) & SCR_GC_COLOUR_MASK;
#ifdef SCR_MUTATION_DOUBLE_BLACKEN
    /* Mutation: a root that is already black is blackened again, so the
     * references it holds are restored twice. */
    if (colour == SCR_GC_BLACK && root->cell.rc > load_aux(root, w->par)) {
        scr__gc_work_push(w, root);
        scr__gc_scan_black_drain(w);
        return;
    }
#endif
    if (colour != SCR_GC_GRAY) return;
#ifndef SCR_MUTATION_SCAN_EVERY_GRAY
    /* Only a cell referenced from outside the grey set seeds scanBlack;
     * the others stay grey and become white unless scanBlack reaches them. */
    if (root->cell.rc <= load_aux(root, w->par)) return;
#endif
    if (claim(root, SCR_GC_BLACK, w->par)) scr__gc_work_push(w, root);
    scr__gc_scan_black_drain(w);
}

/* ------------------------------------------------------------------------
 * Settling and collectWhite (always on the owner thread).
 * ---------------------------------------------------------------------- */
#ifdef SCR_DEBUG
static void undo_visit(ScrValue ref, void *arg) {
    ScrGcHeader *g = cycle_cell(ref);
    if (g && !outside(arg, g) && (g->gc_flags & SCR_GC_COLOUR_MASK) != SCR_GC_WHITE) g->gc_aux--;
}
#endif

/* Turns the walked cells into the partition: grey cells that scanBlack did
 * not reach are garbage; they go to whites[1] if they are quick whites
 * (gc.h), to whites[0] otherwise, held (one more count, and
 * SCR_GC_HELD: collectWhite tears them down). Every other cell is black
 * with a zero trial count again, and old: it survived a pass. Debug builds
 * check the accounting first: once the references held by garbage cells
 * are taken out, every black cell's count must be back at zero, or the
 * walk lost or repeated a step. Release builds do it all in one loop, so
 * each walked cell is touched once more, not three times. `young` says
 * whether the pass was a young one. */
static inline void hold_white(ScrGcHeader *g, ScrGcWork *whites) {
    /* Each garbage cell is still counted: its references come from other
     * garbage cells. */
    SCR_ASSERT(g->cell.rc > 0);
    g->cell.rc++;
    uint32_t f = (g->gc_flags & ~SCR_GC_COLOUR_MASK) | SCR_GC_HELD;
    if ((g->cell.flags & (SCR_CELL_PLAIN | SCR_CELL_REGION)) == SCR_CELL_PLAIN && !(f & SCR_GC_WEAK)) {
        /* A quick white (gc.h). */
        g->gc_flags = f | SCR_GC_WHITE;
        scr__gc_work_push(&whites[1], g);
    } else {
        g->gc_flags = f;
        scr__gc_work_push(&whites[0], g);
    }
}

static void settle(ScrGcHeader **cells, size_t n, ScrGcWork *whites, bool young) {
    (void)young; /* read by the debug check only */
#ifdef SCR_DEBUG
    for (size_t i = 0; i < n; i++) {
        ScrGcHeader *g = cells[i];
        uint32_t colour = g->gc_flags & SCR_GC_COLOUR_MASK;
#ifdef SCR_MUTATION_WHITEN_BLACK
        /* Mutation: black cells are whitened too. */
        if (colour == SCR_GC_BLACK && i % 2 == 0) colour = SCR_GC_GRAY;
#endif
        g->gc_flags = (g->gc_flags & ~SCR_GC_COLOUR_MASK) | (colour == SCR_GC_GRAY ? SCR_GC_WHITE : 0);
    }
    ScrGcWork walk = {.young = young};
    for (size_t i = 0; i < n; i++)
        if ((cells[i]->gc_flags & SCR_GC_COLOUR_MASK) == SCR_GC_WHITE)
            scr__gc_trace(&cells[i]->cell, undo_visit, &walk);
    for (size_t i = 0; i < n; i++) {
        ScrGcHeader *g = cells[i];
        if ((g->gc_flags & SCR_GC_COLOUR_MASK) != SCR_GC_WHITE && g->gc_aux != 0) {
            fprintf(stderr,
                    "scr: collector: trial count of a live %s is %d, not 0 "
                    "(a reference was counted or restored twice)\n",
                    scr__kind_ops[g->cell.kind].name, (int)g->gc_aux);
            abort();
        }
    }
    /* Survivors are old from now on (after the check: its undo step must
     * see the grey set as the walk saw it). */
    for (size_t i = 0; i < n; i++) {
        ScrGcHeader *g = cells[i];
        g->gc_aux = 0;
        if ((g->gc_flags & SCR_GC_COLOUR_MASK) == SCR_GC_WHITE)
            hold_white(g, whites);
        else
            g->gc_flags |= SCR_GC_OLD;
    }
#else
    for (size_t i = 0; i < n; i++) {
        ScrGcHeader *g = cells[i];
        g->gc_aux = 0;
        uint32_t f = g->gc_flags;
#ifdef SCR_MUTATION_WHITEN_BLACK
        /* Mutation: black cells are whitened too. */
        if ((f & SCR_GC_COLOUR_MASK) == SCR_GC_BLACK && i % 2 == 0) f |= SCR_GC_GRAY;
#endif
        if ((f & SCR_GC_COLOUR_MASK) == SCR_GC_GRAY)
            hold_white(g, whites);
        else
            g->gc_flags = (f & ~SCR_GC_COLOUR_MASK) | SCR_GC_OLD;
    }
#endif
}

/* collectWhite: every garbage cell is held (settle gave it one more
 * count) while the references of all of them are dropped, so that none is
 * freed while another still points at it; then the holds are released and
 * each count reaches zero. Nothing recurses: releases go through heap.c's
 * pending list. Quick whites (gc.h: plain objects, most of the garbage of
 * allocation-heavy programs) skip the counting among themselves: each
 * drops only its references to other cells, and is then freed as it is,
 * which saves a release per reference between them, a clear that empties
 * the object and a finalize that finds it empty. Returns the number of
 * cells freed. */
static size_t collect_white(ScrGcWork *whites) {
    ScrGcWork *slow = &whites[0], *quick = &whites[1];
    /* The other whites first, while the quick ones are still whole: a
     * class's clear may read the cells it refers to. */
    for (size_t i = slow->n; i-- > 0;) {
        ScrCell *c = &slow->v[i]->cell;
        SCR_ASSERT((((ScrGcHeader *)c)->gc_flags & SCR_GC_HELD) && c->rc > 0);
        if (((ScrGcHeader *)c)->gc_flags & SCR_GC_WEAK) weak_hooks->key_dead(c);
        if (scr__kind_ops[c->kind].clear) scr__kind_ops[c->kind].clear(c);
    }
    for (size_t i = quick->n; i-- > 0;) scr__object_drop_white(&quick->v[i]->cell);
    for (size_t i = 0; i < slow->n; i++) {
        ScrGcHeader *g = slow->v[i];
        g->gc_flags &= ~SCR_GC_HELD;
        scr_release(scr_from_cell(g));
    }
    /* Nothing refers to a quick white any more: the other whites dropped
     * their references, and the quick ones skipped them. */
    for (size_t i = 0; i < quick->n; i++) {
        ScrGcHeader *g = quick->v[i];
        SCR_ASSERT(scr__gc_quick_white(g) && !(g->gc_flags & SCR_GC_BUFFERED));
        g->cell.rc = 0;
        scr__cell_dealloc(&g->cell);
    }
    return slow->n + quick->n;
}

/* ------------------------------------------------------------------------
 * Passes.
 * ---------------------------------------------------------------------- */
#ifdef SCR_GC_HAVE_PARALLEL
static int parallel_choice(size_t n);
static ScrGcAuto auto_policy = SCR_GC_AUTO_INIT;
#endif

/* A full pass: every live cycle-headered cell is a root. The buffer is
 * dropped first (the pass subsumes it). Fills *cells_out with a snapshot
 * of the cells, walked. */
static size_t full_walk(ScrGcHeader ***cells_out, size_t *n_out) {
    scr__candidates_clear();
    size_t n = scr__gc_live_cycle;
    ScrGcHeader **cells = scr__xmalloc(n * sizeof *cells);
    Snapshot snap = {cells, 0, n};
    scr__gc_each_cell(snapshot_add, &snap);
    n = snap.n;
    *cells_out = cells;
    *n_out = n;
    double t0 = now_ms();
#ifdef SCR_GC_HAVE_PARALLEL
    int choice = parallel_choice(n);
    bool measured = choice == 0 || choice == 1;
    if (choice > 0) {
        size_t scanned = 0;
        size_t helpers = scr__gc_parallel_walk(cells, n, &scanned);
        stats.last_walk_ms = now_ms() - t0;
        if (helpers) {
            stats.parallel_passes++;
            if (helpers > stats.helpers_max) stats.helpers_max = helpers;
            if (measured) scr__gc_auto_record(&auto_policy, true, stats.last_walk_ms, scanned);
            return scanned;
        }
        t0 = now_ms(); /* no idle CPU: the owner walks alone */
    }
#endif
    ScrGcWork w = {0};
    for (size_t i = 0; i < n; i++) scr__gc_mark_gray_root(&w, cells[i]);
    for (size_t i = 0; i < n; i++) scr__gc_scan_root(&w, cells[i]);
    scr__gc_work_free(&w);
    stats.last_walk_ms = now_ms() - t0;
#ifdef SCR_GC_HAVE_PARALLEL
    if (measured) scr__gc_auto_record(&auto_policy, false, stats.last_walk_ms, w.scanned);
#endif
    return w.scanned;
}

/* ------------------------------------------------------------------------
 * The candidate walk (always sequential). markGray runs over a queue:
 * every cell it greys is appended, and the walk traces the queue's cells
 * in turn until it is exhausted, so the one array is both the work list
 * and the record of the grey set that scan and settling look at (a stack
 * beside a separate record would push every cell twice). The queue's
 * array, length and size live in locals; the pass writes them back only
 * around the kind table's trace functions (cells that are not plain
 * objects), whose visitor pushes through the ScrGcWork.
 * ---------------------------------------------------------------------- */
static __attribute__((noinline)) ScrGcHeader **grow_work(ScrGcHeader **v, size_t *cap) {
    *cap = *cap ? *cap * 2 : 1024;
    return scr__xrealloc(v, *cap * sizeof *v);
}

/* The sequential markGray step over one reference: gray_visit with the
 * queue in locals. */
#define GRAY_REF(ref)                                                                  \
    do {                                                                               \
        ScrValue r_ = (ref);                                                           \
        if (!scr_is_cell(r_)) break;                                                   \
        ScrCell *c_ = scr_as_cell(r_);                                                 \
        if (!(c_->flags & SCR_CELL_CYCLE)) break;                                      \
        ScrGcHeader *t_ = (ScrGcHeader *)c_;                                           \
        uint32_t f_ = t_->gc_flags;                                                    \
        if (f_ & SCR_GC_BUFFERED) {                                                    \
            /* A root reached before its turn: its trial count starts at zero. */     \
            f_ &= ~SCR_GC_BUFFERED;                                                    \
            t_->gc_flags = f_;                                                         \
            ROOT_INDEX_RESET(t_);                                                      \
        }                                                                              \
        if (young && (f_ & SCR_GC_OLD)) {                                              \
            OLD_KEY_VALUES(t_);                                                        \
            break;                                                                     \
        }                                                                              \
        t_->gc_aux++;                                                                  \
        if ((f_ & SCR_GC_COLOUR_MASK) == SCR_GC_GRAY) break;                           \
        t_->gc_flags = (f_ & ~SCR_GC_COLOUR_MASK) | SCR_GC_GRAY;                       \
        if (n == cap) v = grow_work(v, &cap);                                          \
        v[n++] = t_;                                                                   \
    } while (0)
#ifdef SCR_MUTATION_OLD_KEY_VALUES
#define OLD_KEY_VALUES(t)                                                       \
    do {                                                                        \
        if ((t)->gc_flags & SCR_GC_WEAK) {                                      \
            q->v = v, q->n = n, q->cap = cap;                                   \
            weak_hooks->trace_key(&(t)->cell, gray_visit_fn, q);                \
            v = q->v, n = q->n, cap = q->cap;                                   \
        }                                                                       \
    } while (0)
#else
#define OLD_KEY_VALUES(t) ((void)0)
#endif
#ifdef SCR_MUTATION_ROOT_INDEX
#define ROOT_INDEX_RESET(t) ((void)0)
#else
#define ROOT_INDEX_RESET(t) ((t)->gc_aux = 0)
#endif

/* Traces the queue q from index i until every cell greyed is traced. */
static inline __attribute__((always_inline)) void gray_queue(ScrGcWork *q, size_t i, const bool young) {
    ScrGcHeader **v = q->v;
    size_t n = q->n, cap = q->cap;
    while (i < n) {
        ScrGcHeader *g = v[i++];
        if ((g->cell.flags & SCR_CELL_PLAIN) && !(g->gc_flags & SCR_GC_WEAK)) {
            ScrObject *o = (ScrObject *)g;
            uint32_t count = o->shape->count;
            ScrValue *slots = o->slots;
            for (uint32_t k = 0; k < count; k++) GRAY_REF(slots[k]);
            GRAY_REF(o->proto);
            continue;
        }
        q->v = v;
        q->n = n;
        q->cap = cap;
        scr__gc_trace(&g->cell, gray_visit_fn, q);
        v = q->v;
        n = q->n;
        cap = q->cap;
    }
    q->v = v;
    q->n = n;
    q->cap = cap;
}
#undef GRAY_REF

static __attribute__((noinline)) void gray_queue_young(ScrGcWork *q, size_t i) { gray_queue(q, i, true); }
static __attribute__((noinline)) void gray_queue_all(ScrGcWork *q, size_t i) { gray_queue(q, i, false); }

/* A candidate pass: the buffered cells are the roots. Fills *grey with
 * every cell markGray greyed, in the order it greyed them. */
static size_t candidate_walk(ScrGcWork *grey, bool young) {
    ScrGcHeader **roots = cand;
    size_t nroots = ncand;
    cand = NULL;
    ncand = cand_cap = 0;
    /* Each root keeps SCR_GC_BUFFERED and its index until the walk first
     * reaches it (GRAY_REF, or its own turn here): nothing is freed while
     * the walk runs, so no slot changes, and one loop over the roots
     * touches each of them once instead of twice. */
    ScrGcWork q = {.young = young};
    for (size_t i = 0; i < nroots; i++) {
        ScrGcHeader *r = roots[i];
        if (!r) continue;
        /* Buffering made every candidate young (scr__gc_buffer_root). */
        SCR_ASSERT(!(r->gc_flags & SCR_GC_OLD) || !young);
        if (r->gc_flags & SCR_GC_BUFFERED) {
            r->gc_flags &= ~SCR_GC_BUFFERED;
            r->gc_aux = 0;
        }
        if (!claim(r, SCR_GC_GRAY, false)) continue;
        size_t from = q.n;
        scr__gc_work_push(&q, r);
        if (young)
            gray_queue_young(&q, from);
        else
            gray_queue_all(&q, from);
    }
    free(roots);
    /* Backwards: the cells markGray greyed last are the ones still in the
     * cache (settling then goes forwards, collectWhite backwards and then
     * forwards again, for the same reason). */
    ScrGcWork w = {.young = young};
    for (size_t i = q.n; i-- > 0;) {
        ScrGcHeader *g = q.v[i];
        /* scr__gc_scan_root's own first tests, here: most cells of a
         * garbage-heavy pass stay grey. */
        if ((g->gc_flags & SCR_GC_COLOUR_MASK) == SCR_GC_GRAY && g->cell.rc > g->gc_aux)
            scr__gc_scan_root(&w, g);
    }
    scr__gc_work_free(&w);
    *grey = q;
    return q.n;
}

bool scr__gc_set_generations(bool on) {
    if (!config_read) read_config();
    bool was = generations;
    generations = on;
    return was;
}

/* A candidate pass may stop at old cells unless a released region is kept
 * alive by a cycle outside it (its release check waits on that cycle).
 * Weak records do not turn young passes off: what a young pass leaves is a
 * garbage cycle through an old cell, and a WeakRef to it is cleared, or its
 * FinalizationRegistry callback queued, by the full pass that frees it, as
 * a major collection does in Node (docs/collector.md, "Generations"). The
 * ephemeron edges of a weak key that stays old are not counted, so its
 * values look referenced from outside and stay. */
static bool young_pass_allowed(void) {
    if (!generations) return false;
    return !scr__regions_kept_live;
}

size_t scr__gc_collect(bool full) {
    if (collecting) return 0;
    if (!config_read) read_config();
    collecting = true;
    double t0 = now_ms();
    ScrGcWork whites[2] = {{0}};
    size_t scanned;
    if (full) {
        ScrGcHeader **cells;
        size_t n;
        scanned = full_walk(&cells, &n);
        settle(cells, n, whites, false);
        free(cells);
    } else {
        ScrGcWork grey = {0};
        bool young = young_pass_allowed();
        if (young) stats.young_passes++;
        scanned = candidate_walk(&grey, young);
        settle(grey.v, grey.n, whites, young);
        scr__gc_work_free(&grey);
    }
    size_t freed = collect_white(whites);
    scr__gc_work_free(&whites[0]);
    scr__gc_work_free(&whites[1]);
    double ms = now_ms() - t0;
    stats.passes++;
    stats.scanned += scanned;
    stats.freed += freed;
    stats.time_ms += ms;
    if (full) {
        stats.full_passes++;
        stats.full_ms += ms;
        stats.last_full_ms = ms;
        stats.last_full_cells = scanned;
        /* Widening: a full pass that found little garbage makes the next
         * one wait for more growth, up to the cap. */
        if (freed * 8 < scanned)
            growth = growth * 2 > GROWTH_MAX ? GROWTH_MAX : growth * 2;
        else
            growth = GROWTH_START;
        if (growth > growth_cap) growth = growth_cap;
        size_t by_factor = (size_t)((double)scr__gc_live_cycle * growth);
        next_full = scr__gc_live_cycle + FULL_FLOOR > by_factor ? scr__gc_live_cycle + FULL_FLOOR : by_factor;
    } else {
        /* Widening for candidates too: long-lived objects touched over and
         * over (a loop over the same records) are buffered again after
         * every pass, so passes that find little garbage make the next
         * wait for more candidates, up to CAND_SCALE_MAX times. */
        if (freed * 8 < scanned)
            cand_scale = cand_scale * 2 > CAND_SCALE_MAX ? CAND_SCALE_MAX : cand_scale * 2;
        else
            cand_scale = 1;
    }
    live_after_pass = scr__gc_live_cycle;
    collecting = false;
    budget_reset();
    return freed;
}

/* A checkpoint's candidate pass is observable only through weak records
 * (a WeakRef cleared, a cleanup callback due) and kept regions (a cycle
 * outside holding one); otherwise it only frees memory sooner, and a pass
 * per macrotask re-walks whatever long-lived data the candidates reach
 * (an async server's requests in flight) once per callback. So without
 * either, buffered candidates wait for CHECKPOINT_FLOOR of them, the
 * allocation trigger, or the loop running dry (scr__gc_idle). */
int scr_gc_checkpoint(void) {
    const ScrWeakHooks *weak = scr__gc_weak_hooks();
    weak->clear_kept();
    if (ncand && (ncand >= CHECKPOINT_FLOOR || weak->any() || scr__regions_kept_live))
        scr__gc_collect(false);
    if (scr__region_checks_due) scr__region_checkpoint();
    return weak->run_cleanups();
}

void scr__gc_idle(void) {
    if (ncand) scr__gc_collect(false);
}

void scr__gc_exit(bool final) {
    const ScrWeakHooks *weak = scr__gc_weak_hooks();
    weak->clear_kept();
    weak->drop_cleanups();
    scr__gc_collect(true);
    weak->drop_cleanups();
    if (!final) return;
#ifdef SCR_GC_HAVE_PARALLEL
    scr__gc_parallel_shutdown();
#endif
    if (!config_read) read_config();
    if (print_stats)
        fprintf(stderr,
                "scr: cycle stats: passes=%zu full=%zu young=%zu parallel=%zu helpers=%zu "
                "scanned=%zu freed=%zu time_ms=%.3f full_ms=%.3f\n",
                stats.passes, stats.full_passes, stats.young_passes, stats.parallel_passes,
                stats.helpers_max,
                stats.scanned, stats.freed, stats.time_ms, stats.full_ms);
    free(cand);
    cand = NULL;
    ncand = cand_cap = 0;
}

/* ------------------------------------------------------------------------
 * When a full pass goes parallel (parallel collector passes): at least
 * SCR_CYCLE_PARALLEL_MIN live cells (default 100000; 0 forces every full
 * pass parallel), SCR_CYCLE_PARALLEL not 0, and the auto policy's choice:
 * the walk that measured faster. gc_parallel.c decides how many helpers
 * the idle CPUs allow.
 *
 * The auto policy. A parallel walk pays only when helpers really run
 * beside the owner (on a loaded machine they wait for a CPU while the
 * owner waits for them) and the pass is long enough to cover waking them
 * and the atomic colour and count updates; neither is known in advance,
 * so the policy measures. The first large pass walks alone, the second in
 * parallel; from then on each pass uses the walk with the lower wall time
 * per cell, and every `interval` passes the other one is measured again
 * (the load may have changed). A measurement that confirms the loser
 * doubles the interval, up to AUTO_INTERVAL_MAX, so a walk that does not
 * pay costs a vanishing share of the passes (a parallel walk twice as slow,
 * under 1% of the full passes' time after the first few hundred passes);
 * one that overturns the choice brings it back to its start.
 * ---------------------------------------------------------------------- */
#define AUTO_INTERVAL_START 4
#define AUTO_INTERVAL_MAX 128

bool scr__gc_auto_parallel(ScrGcAuto *a) {
    a->probe = -1;
    if (a->ns[0] == 0) return false;
    if (a->ns[1] == 0) return true;
    bool par_wins = a->ns[1] < a->ns[0];
#ifndef SCR_MUTATION_AUTO_NO_PROBE
    /* Mutation (when defined): the losing walk is never measured again. */
    if (++a->since >= a->interval) {
        a->since = 0;
        a->probe = !par_wins;
        return !par_wins;
    }
#endif
    return par_wins;
}

void scr__gc_auto_record(ScrGcAuto *a, bool par, double walk_ms, size_t cells) {
    if (!cells) return;
    double ns = walk_ms * 1e6 / (double)cells;
    bool known = a->ns[0] > 0 && a->ns[1] > 0;
    bool par_won = a->ns[1] < a->ns[0];
    bool probe = known && a->probe == (int)par;
    /* The chosen walk keeps a running mean, so that one disturbed pass does
     * not decide alone; a measurement out of turn replaces the loser's old
     * one, which may be many passes stale. */
    a->ns[par] = a->ns[par] > 0 && !probe ? (a->ns[par] + ns) / 2 : ns;
    if (!probe) return;
    a->probe = -1;
    if ((a->ns[1] < a->ns[0]) == par_won)
        a->interval = a->interval * 2 > AUTO_INTERVAL_MAX ? AUTO_INTERVAL_MAX : a->interval * 2;
    else
        a->interval = AUTO_INTERVAL_START;
}

#ifdef SCR_GC_HAVE_PARALLEL
/* How a full pass over n cells walks: -1 alone, unmeasured (a small pass);
 * 0 alone and 1 in parallel, as the auto policy chose (measured); 2 in
 * parallel, forced (unmeasured). */
static int parallel_choice(size_t n) {
    static long min_cells = -1;
    if (min_cells < 0) {
        const char *s = getenv("SCR_CYCLE_PARALLEL_MIN");
        min_cells = (s && *s) ? strtol(s, NULL, 10) : 100000;
        if (min_cells < 0) min_cells = 100000;
    }
    if (scr__gc_parallel_forced()) return 2;
    if (n < (size_t)min_cells) return -1;
    return scr__gc_auto_parallel(&auto_policy);
}
#endif
