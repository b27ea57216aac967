/* audit.c - which live cells the active stacks reach, for the reference
 * audit after process.exit (audit.h). Only the asan flavour
 * (SCR_EXIT_AUDIT) compiles more than an empty unit. */
#define _GNU_SOURCE 1
#include "memory/audit.h"

#ifdef SCR_EXIT_AUDIT
#include "base/base.h"
#include "memory/heap.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef SCR_ASAN
#include <sanitizer/allocator_interface.h>
#include <sanitizer/lsan_interface.h>
#endif

/* ------------------------------------------------------------------------
 * The registry of live cells: open addressing on the address, linear
 * probing, deletion by backward shift. Its memory comes from plain malloc,
 * not the counted wrappers: fault injection (SCR_FAIL_ALLOC) counts the
 * program's allocations, and the registry is the audit's, not the
 * program's.
 * ---------------------------------------------------------------------- */
typedef struct Entry {
    uintptr_t cell; /* 0: empty */
    size_t size;    /* bit 63: reached by the scan */
} Entry;

#define REACHED ((size_t)1 << 63)

static Entry *table;
static size_t cap, count; /* cap: a power of two, or 0 */

static inline size_t slot_of(uintptr_t p) {
    uint64_t h = (uint64_t)p * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 32) & (cap - 1);
}

static void insert(uintptr_t p, size_t size) {
    size_t i = slot_of(p);
    while (table[i].cell) i = (i + 1) & (cap - 1);
    table[i] = (Entry){p, size};
    count++;
}

static void grow(void) {
    Entry *old = table;
    size_t old_cap = cap;
    cap = cap ? cap * 2 : 4096;
    table = calloc(cap, sizeof *table);
    if (!table) {
        fputs("scr: audit: out of memory for the cell registry\n", stderr);
        abort();
    }
    count = 0;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i].cell) insert(old[i].cell, old[i].size);
    free(old);
}

static Entry *find(uintptr_t p) {
    if (!cap) return NULL;
    for (size_t i = slot_of(p);; i = (i + 1) & (cap - 1)) {
        if (table[i].cell == p) return &table[i];
        if (!table[i].cell) return NULL;
    }
}

void scr__audit_cell_born(void *cell, size_t size) {
    if (2 * (count + 1) > cap) grow();
    insert((uintptr_t)cell, size);
}

void scr__audit_cell_dead(void *cell) {
    Entry *e = find((uintptr_t)cell);
    if (!e) return;
    size_t i = (size_t)(e - table);
    /* Backward shift: move later members of the run into the hole when
     * their home slot is not between the hole and them. */
    for (size_t j = (i + 1) & (cap - 1); table[j].cell; j = (j + 1) & (cap - 1)) {
        size_t home = slot_of(table[j].cell);
        bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
        if (stays) continue;
        table[i] = table[j];
        i = j;
    }
    table[i] = (Entry){0, 0};
    count--;
}

/* ------------------------------------------------------------------------
 * The scan: a worklist of blocks whose words are read as possible
 * references. A word is tried as an address with its top 16 bits cleared,
 * which reads a raw pointer and a NaN-boxed ScrValue alike.
 * ---------------------------------------------------------------------- */
typedef struct Block {
    const char *lo;
    size_t size; /* 0: lo is a cell whose trace is to be followed */
} Block;

static Block *work;
static size_t nwork, work_cap;
#ifdef SCR_ASAN
/* The malloc'ed blocks (not cells) already reached: open addressing too. */
static uintptr_t *seen;
static size_t seen_cap, nseen;
#endif
static bool failed; /* out of memory for the worklist: report nothing */

static void push(const void *lo, size_t size) {
    if (nwork == work_cap) {
        size_t n = work_cap ? work_cap * 2 : 1024;
        Block *w = realloc(work, n * sizeof *w);
        if (!w) {
            failed = true;
            return;
        }
        work = w;
        work_cap = n;
    }
    work[nwork++] = (Block){lo, size};
}

#ifdef SCR_ASAN
static bool seen_add(uintptr_t p) {
    if (2 * (nseen + 1) > seen_cap) {
        size_t n = seen_cap ? seen_cap * 2 : 1024;
        uintptr_t *s = calloc(n, sizeof *s);
        if (!s) {
            failed = true;
            return false;
        }
        for (size_t i = 0; i < seen_cap; i++) {
            if (!seen[i]) continue;
            size_t k = (size_t)((uint64_t)seen[i] * 0x9E3779B97F4A7C15ull >> 32) & (n - 1);
            while (s[k]) k = (k + 1) & (n - 1);
            s[k] = seen[i];
        }
        free(seen);
        seen = s;
        seen_cap = n;
    }
    size_t k = (size_t)((uint64_t)p * 0x9E3779B97F4A7C15ull >> 32) & (seen_cap - 1);
    for (; seen[k]; k = (k + 1) & (seen_cap - 1))
        if (seen[k] == p) return false;
    seen[k] = p;
    nseen++;
    return true;
}
#endif

static void try_word(uintptr_t w);
static void visit_ref(ScrValue ref, void *arg) {
    (void)arg;
    try_word((uintptr_t)ref);
}

static void try_word(uintptr_t w) {
    uintptr_t p = w & 0x0000FFFFFFFFFFFFull;
    if (p < 4096 || (p & 7)) return;
    Entry *e = find(p);
    if (e) {
        if (e->size & REACHED) return;
        e->size |= REACHED;
        const ScrCell *c = (const ScrCell *)p;
        /* The collector's list links (gc_prev, gc_next) chain every
         * cycle-capable cell: they are no references, and following them
         * would reach them all. */
        size_t head = (c->flags & SCR_CELL_CYCLE) ? sizeof(ScrGcHeader) : sizeof(ScrCell);
        size_t size = e->size & ~REACHED;
        if (size > head) push((const char *)p + head, size - head);
        /* Its references precisely too: out-of-line storage (property
         * tables, elements) is malloc'ed, which only ASan builds can
         * follow word by word. */
        if (c->kind < SCR_KIND__COUNT) push((const char *)p, 0);
        return;
    }
#ifdef SCR_ASAN
    /* A malloc'ed block (a property table, an argument array): followed,
     * except the audit's own tables. */
    if ((const void *)p == table || (const void *)p == work || (const void *)p == seen) return;
    if (!__sanitizer_get_ownership((const void *)p)) return;
    if (!seen_add(p)) return;
    push((const void *)p, __sanitizer_get_allocated_size((const void *)p));
#endif
}

/* Reads words the program never wrote as such (stack slots below a frame,
 * a block's tail): no sanitizer instrumentation. */
__attribute__((no_sanitize("address", "undefined"), noinline)) static void scan_range(const char *lo,
                                                                                      size_t size) {
    uintptr_t a = ((uintptr_t)lo + 7) & ~(uintptr_t)7;
    uintptr_t end = (uintptr_t)lo + size;
    for (; a + 8 <= end; a += 8) try_word(*(const volatile uintptr_t *)a);
}

#ifdef SCR_ASAN
/* Tells LeakSanitizer that a block the scan reached is no leak (it cannot
 * see NaN-boxed references). */
static void lsan_ignore_reached(void) {
    for (size_t i = 0; i < cap; i++)
        if ((table[i].size & REACHED) && __sanitizer_get_ownership((const void *)table[i].cell))
            __lsan_ignore_object((const void *)table[i].cell);
    for (size_t i = 0; i < seen_cap; i++)
        if (seen[i]) __lsan_ignore_object((const void *)seen[i]);
}
#endif

static void (*more_refs)(ScrCell *c, ScrVisitFn visit, void *arg);

void scr__audit_root_range(const void *lo, size_t size) { push(lo, size); }

size_t scr__audit_unreached(void (*more)(ScrCell *c, ScrVisitFn visit, void *arg), char *buf,
                            size_t size) {
    more_refs = more;
    while (nwork && !failed) {
        Block b = work[--nwork];
        if (b.size) {
            scan_range(b.lo, b.size);
        } else {
            ScrCell *c = (ScrCell *)(uintptr_t)b.lo;
            if (scr__kind_ops[c->kind].trace) scr__kind_ops[c->kind].trace(c, visit_ref, NULL);
            if (more_refs) more_refs(c, visit_ref, NULL);
        }
    }
    size_t per_kind[SCR_KIND__COUNT] = {0};
    size_t unreached = 0;
    for (size_t i = 0; i < cap; i++) {
        if (!table[i].cell || (table[i].size & REACHED)) continue;
        unreached++;
        uint8_t k = ((const ScrCell *)table[i].cell)->kind;
        if (k < SCR_KIND__COUNT) per_kind[k]++;
    }
    if (failed) unreached = 0;
    size_t off = (size_t)snprintf(buf, size, "%zu cells not freed and not reachable from the stack (",
                                  unreached);
    bool first = true;
    for (int k = 0; k < SCR_KIND__COUNT && off < size; k++) {
        if (!per_kind[k]) continue;
        off += (size_t)snprintf(buf + off, size - off, "%s%s: %zu", first ? "" : ", ",
                                scr__kind_ops[k].name ? scr__kind_ops[k].name : "?", per_kind[k]);
        first = false;
    }
    if (off < size) snprintf(buf + off, size - off, ")");
#ifdef SCR_ASAN
    lsan_ignore_reached();
    free(seen);
    seen = NULL;
    seen_cap = nseen = 0;
#endif
    /* The registry goes: its addresses would make every cell look
     * referenced to LeakSanitizer, which then reports the unreached ones
     * with the stacks that allocated them. */
    free(table);
    table = NULL;
    cap = count = 0;
    free(work);
    work = NULL;
    nwork = work_cap = 0;
    return unreached;
}
#else
typedef int scr__audit_unit_not_empty;
#endif
