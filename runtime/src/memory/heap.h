/* heap.h - cell allocation, the type of the per-kind trace/finalize table
 * (the rows live with the kinds, in core/kinds.c), freeing through a
 * pending list (never recursively), cycle-collector candidates, and the
 * live-cell audit of debug builds. Owned by heap.c. */
#ifndef SCR_HEAP_H
#define SCR_HEAP_H

#include "scr.h"

/* Visits one reference held by a cell. The collector passes its own
 * visitor; the audit and tests may pass others. */
typedef void (*ScrVisitFn)(ScrValue ref, void *arg);

/* One row per kind. `trace` visits exactly the references `finalize` drops
 * (finalize releases them with scr_release; heap.c makes those releases
 * push onto the pending list rather than recurse). `finalize` does not free
 * the cell's own memory: heap.c does that afterwards. */
typedef struct ScrKindOps {
    const char *name; /* plural, for the leak report: "objects", "strings" */
    void (*trace)(ScrCell *c, ScrVisitFn visit, void *arg);
    void (*finalize)(ScrCell *c);
    /* Drops every reference like finalize but leaves the cell valid and
     * empty (NULL for kinds without references); used by scr__teardown. */
    void (*clear)(ScrCell *c);
    /* finalize also frees the cell's memory (strings: str.c keeps its atom
     * table in step); otherwise heap.c frees it after finalize. */
    bool frees_cell;
} ScrKindOps;

/* Indexed by ScrKind, one row for every kind. The memory layer reaches the
 * object model only through this table: core/kinds.c defines it. */
extern const ScrKindOps scr__kind_ops[SCR_KIND__COUNT];
/* Finalizes a dead cell of any kind (its row's finalize); returns true when
 * that also freed the cell's memory (frees_cell). Defined next to the table
 * (core/kinds.c) so that the common kinds, objects and strings, are direct
 * calls the free path can inline rather than calls through the table. */
bool scr__kind_finalize(ScrCell *c);
/* How many string cells were ever freed (core/str.c's scr__string_free, or
 * the free path's shortcut for pooled strings in heap.c): while it is
 * unchanged, a string seen alive is still the same string, so its address
 * names it (Map's lookup memo). */
extern uint64_t scr__string_frees;
/* Drops the references of a quick white object (gc.h, scr__gc_quick_white)
 * except those to other quick whites, and what it owns besides its cell;
 * collectWhite then frees the cell with scr__cell_dealloc. core/object.c. */
void scr__object_drop_white(ScrCell *c);

/* Allocates a zeroed cell of `size` bytes with count 1. A cycle-capable
 * cell (cycle true) must start with an ScrGcHeader. Aborts with a message
 * when memory runs out (never returns NULL). */
void *scr__cell_alloc(size_t size, int kind, bool cycle);
/* As scr__cell_alloc for a string cell of `size` bytes: only the header
 * (up to its code units, which the creator writes at once) is zeroed. */
void *scr__cell_alloc_string(size_t size);
/* A cell of `size` bytes on the malloc heap whatever its size and whether
 * or not a region is current, never cycle-capable, with count 1; only its
 * first `zeroed` bytes (at least the ScrCell) are zeroed. For cells that
 * scr__cell_resize may grow later (strings appended to in place). */
void *scr__cell_alloc_heap(size_t size, size_t zeroed, int kind);
/* Moves or grows a cell from scr__cell_alloc_heap (or any cell without the
 * POOL, REGION, IMMORTAL and CYCLE flags) to `size` bytes, keeping its
 * contents; returns its new address. Nothing may point at the old one. */
void *scr__cell_resize(ScrCell *c, size_t size);
/* Frees a cell's memory (after finalize). heap.c, string.c, and gc.c for
 * quick whites (scr__object_drop_white), use it. */
void scr__cell_dealloc(ScrCell *c);

/* Live cells per kind (maintained in every build; cheap). */
extern size_t scr__live_cells[SCR_KIND__COUNT];
/* Total live cells. */
size_t scr__live_total(void);
/* Writes "N cells not freed (objects: a, strings: b, ...)" into buf. */
void scr__leak_summary(char *buf, size_t size);

/* Cycle-collector candidates recorded by scr__possible_root (gc.c). Buffered
 * cells carry SCR_GC_BUFFERED in gc_flags; freeing one removes it from the
 * buffer. The other gc_flags bits are listed in gc.h. */
enum { SCR_GC_BUFFERED = 1u << 0 };

/* Tears down everything reachable from roots[0..n): every cycle-capable
 * cell found by tracing is cleared (its references dropped), so the
 * cycles among them (the realm's constructors and prototypes) are freed.
 * Used once at exit; the roots themselves are left for the caller. */
void scr__teardown(ScrValue *roots, size_t n);
enum { SCR_GC_TEARDOWN = 1u << 31 };

#endif
