/* gc.h - the cycle collector: synchronous trial deletion (Bacon-Rajan) over
 * buffered candidates, full passes over every cycle-headered cell when the
 * heap has grown, and (gc_parallel.c) the parallel walk of the parallel collector passes. The
 * algorithm, triggers and variables are described in docs/collector.md. */
#ifndef SCR_GC_H
#define SCR_GC_H

#include "memory/heap.h"

#include <stdbool.h>
#include <stddef.h>

/* The parallel walk exists in speed builds, and in sanitizer builds that
 * ask for it (so that the asan and tsan lanes can force it). */
#if defined(SCR_SPEED) || defined(SCR_GC_PARALLEL)
#define SCR_GC_HAVE_PARALLEL 1
#endif

/* gc_flags bits. Bit 0 (SCR_GC_BUFFERED) and bit 31 (SCR_GC_TEARDOWN) are
 * defined in heap.h. The colour is two bits. */
enum {
    SCR_GC_COLOUR_SHIFT = 1,
    SCR_GC_COLOUR_MASK = 3u << 1,
    SCR_GC_BLACK = 0u << 1,  /* live, or not looked at (the resting colour) */
    SCR_GC_GRAY = 1u << 1,   /* visited by markGray in the current pass */
    SCR_GC_WHITE = 2u << 1,  /* garbage, decided by the settle step */
    SCR_GC_PURPLE = 3u << 1, /* a buffered candidate root */
    SCR_GC_WEAK = 1u << 3,   /* a weak structure refers to this cell (weak.c) */
    SCR_GC_HELD = 1u << 4,   /* a white cell being torn down by the collector */
    /* A live region cell: counted among the live cycle cells but not in the
     * all-cells list (passes find region cells by walking the regions). */
    SCR_GC_REGION_LIVE = 1u << 5,
    /* Survived a pass and not released since (docs/collector.md,
     * "Generations"): young passes neither grey it nor count its
     * references, so they stop at it as at an external reference. */
    SCR_GC_OLD = 1u << 6,
};

/* ------------------------------------------------------------------------
 * Hooks heap.c calls.
 * ---------------------------------------------------------------------- */
/* The all-cells list (a sentinel; every live cycle-headered cell outside
 * regions), the count of live cycle-headered cells (region cells too), and
 * how many cycle-capable allocations or new candidates may pass before
 * scr__gc_alloc_poll must look again. Owned by gc.c. */
extern ScrGcHeader scr__gc_all_cells;
extern size_t scr__gc_live_cycle;
extern long scr__gc_poll_budget;

/* Links a new cycle-capable cell into the all-cells list (a region cell is
 * only counted, and marked SCR_GC_REGION_LIVE). */
static inline void scr__gc_track(ScrGcHeader *g) {
    scr__gc_live_cycle++;
    if (g->cell.flags & SCR_CELL_REGION) {
        g->gc_flags |= SCR_GC_REGION_LIVE;
        return;
    }
    g->gc_prev = scr__gc_all_cells.gc_prev;
    g->gc_next = &scr__gc_all_cells;
    scr__gc_all_cells.gc_prev->gc_next = g;
    scr__gc_all_cells.gc_prev = g;
}
/* Unlinks a cell from the all-cells list (idempotent). */
static inline void scr__gc_untrack(ScrGcHeader *g) {
    if (g->gc_flags & SCR_GC_REGION_LIVE) {
        g->gc_flags &= ~SCR_GC_REGION_LIVE;
        scr__gc_live_cycle--;
        return;
    }
    if (!g->gc_prev) return;
    g->gc_prev->gc_next = g->gc_next;
    g->gc_next->gc_prev = g->gc_prev;
    g->gc_prev = g->gc_next = NULL;
    scr__gc_live_cycle--;
}
/* A white cell that collectWhite frees without counting (docs/collector.md,
 * "Tearing down the garbage"): settling found it garbage and it was then a
 * plain object (its references are its slots and its prototype) without
 * weak records, outside regions; it is held with the colour white, which no
 * other held cell has. A reference from one such cell to another is never
 * released: both are freed in the same step. */
static inline bool scr__gc_quick_white(const ScrGcHeader *g) {
    return (g->gc_flags & (SCR_GC_HELD | SCR_GC_COLOUR_MASK)) == (SCR_GC_HELD | SCR_GC_WHITE);
}
/* Buffers g as a candidate root of the next pass (purple), whatever its
 * region: the release check's escaping cells go through here. */
void scr__gc_buffer_root(ScrGcHeader *g);
/* Removes a buffered candidate whose count reached zero from the buffer. */
void scr__gc_unbuffer(ScrGcHeader *g);
/* Called before a cycle-capable allocation once scr__gc_poll_budget runs
 * out: runs a candidate pass or a full pass when one is due (never while a
 * pass is running), and sets the budget again. */
void scr__gc_alloc_poll(void);

/* ------------------------------------------------------------------------
 * Running the collector.
 * ---------------------------------------------------------------------- */
/* Runs a candidate pass (full false) or a full pass (full true) now.
 * Returns the number of cells it freed. Does nothing (returns 0) while a
 * pass is already running. */
size_t scr__gc_collect(bool full);
/* For tests: turns young candidate passes (generations) on or off;
 * returns the previous setting. Off, a candidate pass walks old cells too
 * and finds every garbage cycle its candidates reach. */
bool scr__gc_set_generations(bool on);
/* An explicit checkpoint (the event loop calls it between callbacks, the
 * way V8 ends a job): clears the objects WeakRef keeps alive for the
 * current job, runs a candidate pass when one can matter (candidates are
 * buffered and a weak record or a kept region exists, or at least
 * CHECKPOINT_FLOOR candidates are), then runs the FinalizationRegistry
 * callbacks that are due. Returns 0, or -1
 * when a callback threw (the exception is pending; the remaining callbacks
 * run at the next checkpoint). */
int scr_gc_checkpoint(void);
/* The loop ran dry: a candidate pass when candidates are buffered. */
void scr__gc_idle(void);
/* At a normal exit, after the program's globals were released: drops the
 * pending FinalizationRegistry callbacks without running them (as Node
 * does) and collects every cycle. `final` false runs before the realm is
 * torn down, true after; the second also prints the statistics. */
void scr__gc_exit(bool final);

/* Calls fn on every live cycle-capable cell (the all-cells list); fn must
 * not allocate or free cells. */
void scr__gc_each_cell(void (*fn)(ScrGcHeader *g, void *arg), void *arg);

/* Traces c for the collector: the kind's trace plus, for a cell that is a
 * WeakMap key, the values it keeps alive (ephemeron edges, weak.c). */
void scr__gc_trace(ScrCell *c, ScrVisitFn visit, void *arg);

/* Statistics (SCR_CYCLE_STATS=1 prints them at exit; docs/collector.md). */
typedef struct ScrGcStats {
    size_t passes;          /* candidate and full passes */
    size_t full_passes;
    size_t parallel_passes; /* full passes whose walk ran on helpers */
    size_t helpers_max;     /* most helpers used by one parallel pass */
    size_t young_passes;    /* candidate passes that stopped at old cells */
    size_t scanned;         /* cells walked by markGray, all passes */
    size_t freed;           /* cells freed by the collector (whites) */
    double time_ms;         /* wall time inside passes */
    double full_ms;         /* of which full passes */
    double last_full_ms;    /* the most recent full pass */
    size_t last_full_cells; /* cells walked by the most recent full pass */
    double last_walk_ms;    /* of its time: markGray and scan (the part
                               that runs on helpers in a parallel pass) */
} ScrGcStats;
void scr__gc_get_stats(ScrGcStats *out);
/* Live cycle-headered cells (the all-cells list's length). */
size_t scr__gc_live_cells(void);

/* ------------------------------------------------------------------------
 * The walk, shared by the sequential passes and gc_parallel.c. A work
 * list is one thread's explicit stack (walks never recurse).
 * ---------------------------------------------------------------------- */
typedef struct ScrGcWork {
    ScrGcHeader **v; /* the stack */
    size_t n, cap;
    bool par;        /* colour and count words are shared: use atomics */
    /* A young pass: old cells (SCR_GC_OLD) are outside the grey set, so
     * the walk neither enters them nor counts references to them. */
    bool young;
    size_t scanned;  /* cells this work list greyed */
    /* Parallel walks: called when n exceeds share_at, so that a thread
     * with a deep stack hands half of it to idle ones. */
    void (*share)(struct ScrGcWork *w);
    size_t share_at;
    void *owner;     /* gc_parallel.c's per-thread state */
} ScrGcWork;

void scr__gc_work_push(ScrGcWork *w, ScrGcHeader *g);
void scr__gc_work_free(ScrGcWork *w);
/* markGray from one root: greys it (if not already grey) and everything
 * reachable from it, counting every internal reference in gc_aux. */
void scr__gc_mark_gray_root(ScrGcWork *w, ScrGcHeader *root);
/* Drains w's stack with markGray steps (roots already greyed). */
void scr__gc_mark_gray_drain(ScrGcWork *w);
/* scan, black half: if root is grey and referenced from outside the grey
 * set, blackens it and everything reachable from it, restoring counts. */
void scr__gc_scan_root(ScrGcWork *w, ScrGcHeader *root);
void scr__gc_scan_black_drain(ScrGcWork *w);

/* The auto policy of parallel passes (docs/collector.md, "Parallel
 * passes"): which of the two walks a large full pass uses, from the
 * measured wall time per cell of each. Pure bookkeeping, compiled in every
 * flavour so that the unit test can drive it with made-up timings. */
typedef struct ScrGcAuto {
    double ns[2];      /* walk time per scanned cell: [0] sequential, [1]
                          parallel (running mean); 0 until measured */
    unsigned since;    /* passes since the losing walk was last measured */
    unsigned interval; /* passes between two measurements of the loser */
    int probe;         /* the walk this pass measures out of turn, or -1 */
} ScrGcAuto;
#define SCR_GC_AUTO_INIT {.interval = 4, .probe = -1}
/* True when the next large full pass should walk in parallel. */
bool scr__gc_auto_parallel(ScrGcAuto *a);
/* Records a pass's walk: `par` whether it ran on helpers, its wall time and
 * the cells it greyed. */
void scr__gc_auto_record(ScrGcAuto *a, bool par, double walk_ms, size_t cells);

#ifdef SCR_GC_HAVE_PARALLEL
/* Runs markRoots/markGray and the black half of scan over cells[0..n) on
 * helper threads and the calling thread. Returns the number of helpers
 * used, or 0 when the walk did not run in parallel (no idle CPU, turned
 * off, another parallel pass in progress): the caller then walks alone. */
size_t scr__gc_parallel_walk(ScrGcHeader **cells, size_t n, size_t *scanned);
/* For tests: forces every full pass parallel with exactly `helpers`
 * helpers (0 restores the environment's settings). */
void scr__gc_parallel_force(int helpers);
/* True while a test or SCR_CYCLE_PARALLEL_MIN=0 forces parallel passes. */
bool scr__gc_parallel_forced(void);
/* Joins the helper threads (at exit). */
void scr__gc_parallel_shutdown(void);
/* Idle CPUs as a large pass counts them: the CPUs available to the process
 * minus its running or runnable threads (the caller is one). */
int scr__gc_idle_cpus(void);
#endif

/* Drops every buffered candidate without collecting. */
void scr__candidates_clear(void);

/* Weak structures. WeakRef, FinalizationRegistry, WeakMap and WeakSet live
 * in builtins/weak.c, above the collector; the collector reaches them only
 * through this table, which weak.c installs when the realm is created
 * (scr__weak_init). Using it before then is an internal error. */
typedef struct ScrWeakHooks {
    /* Called once for a dying cell with SCR_GC_WEAK: clears WeakRefs to it,
     * removes WeakMap/WeakSet entries keyed by it (releasing their values)
     * and queues FinalizationRegistry callbacks for it. */
    void (*key_dead)(ScrCell *c);
    /* Visits the values of the WeakMap entries keyed by c. */
    void (*trace_key)(ScrCell *c, ScrVisitFn visit, void *arg);
    /* Releases the objects WeakRef keeps alive during the current job. */
    void (*clear_kept)(void);
    /* Runs due FinalizationRegistry callbacks; 0 or -1 (exception pending). */
    int (*run_cleanups)(void);
    /* True while any weak record exists (WeakRef, FinalizationRegistry,
     * WeakMap or WeakSet entry): only then can a pass be observed early. */
    bool (*any)(void);
    /* Drops due callbacks without running them (exit). */
    void (*drop_cleanups)(void);
} ScrWeakHooks;
/* Installs the table (borrowed for the life of the program). */
void scr__gc_set_weak_hooks(const ScrWeakHooks *hooks);
/* The installed table; aborts with an internal error when none is. */
const ScrWeakHooks *scr__gc_weak_hooks(void);

#endif
