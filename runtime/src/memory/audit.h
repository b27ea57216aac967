/* audit.h - the reference audit after process.exit, in the asan flavour
 * (SCR_AUDIT with ASan: SCR_EXIT_AUDIT below). At a normal end scr_main has unwound every
 * frame, so every cell must be gone; process.exit leaves from inside the
 * program, where the frames of the running code still hold cells. The
 * audit then needs to know which live cells the stacks reach: heap.c
 * records every live cell here (address and size), and after the orderly
 * shutdown scr__audit_unreached scans the active stacks conservatively
 * (a word is a reference when it is a live cell's address, NaN-boxed or
 * not) and follows what it finds. A cell alive and not reached is leaked.
 * docs/testing.md, "Audit after process.exit". */
#ifndef SCR_MEMORY_AUDIT_H
#define SCR_MEMORY_AUDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "base/base.h"
#include "memory/heap.h"

/* Only ASan's allocator can tell which words point at malloc'ed blocks
 * (activation records, shapes, Map tables hold the references of many
 * cells): without it the scan would miss references and report leaks that
 * are none, so the dev flavour, SCR_AUDIT without ASan, does not audit
 * after process.exit. */
#if defined(SCR_AUDIT) && defined(SCR_ASAN)
#define SCR_EXIT_AUDIT 1
#endif

#ifdef SCR_EXIT_AUDIT
/* heap.c: a cell was allocated (size bytes) / is about to be freed. */
void scr__audit_cell_born(void *cell, size_t size);
void scr__audit_cell_dead(void *cell);

/* The scan, after the orderly shutdown, from the exit path (node/exit.c
 * gives the roots: the active stacks). scr__audit_root_range adds a range
 * of memory whose words may refer to cells; scr__audit_unreached follows
 * them: every word read as an address with its top 16 bits cleared (a raw
 * pointer and a NaN-boxed ScrValue alike), a live cell's body word by word
 * and through its kind's trace, and through `more` (references the kind's
 * trace leaves out, such as an object's shape keys; may be NULL); in ASan
 * builds the malloc'ed blocks it meets word by word too. Returns the number
 * of live cells not reached, named by kind in buf as scr__leak_summary
 * does. In ASan builds every block reached is also marked for
 * LeakSanitizer as not leaked (it cannot read NaN-boxed references), and
 * the registry is freed, so that LeakSanitizer reports the unreached cells
 * with the stacks that allocated them. Call it once, on the way out. */
void scr__audit_root_range(const void *lo, size_t size);
size_t scr__audit_unreached(void (*more)(ScrCell *c, ScrVisitFn visit, void *arg), char *buf,
                            size_t size);
#endif

#endif
