/* ptrset.h - layer 0: a set of nonzero 64-bit keys (pointers, or a hash
 * of a pair of them), for the natives that walk nested values and must
 * know whether they are already inside one: JSON.stringify's and
 * Array.prototype.join's cycle checks, deep equality's memo. Their walks
 * go as deep as the C stack allows (tens of thousands of levels), where a
 * scan of the path at each level costs seconds.
 *
 * Open addressing with linear probing, at most half full; removal shifts
 * the entries after the removed one back into place, so no tombstones.
 * A zero-initialised ScrPtrSet is empty and owns nothing. */
#ifndef SCR_BASE_PTRSET_H
#define SCR_BASE_PTRSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ScrPtrSet {
    uint64_t *k; /* cap slots, 0 for empty */
    size_t cap;  /* 0 or a power of two */
    size_t n;
} ScrPtrSet;

bool scr__ptrset_has(const ScrPtrSet *s, uint64_t key);
/* Adds key (nonzero). Adding a key already there keeps both (a multiset:
 * has() stays true until each add is removed). */
void scr__ptrset_add(ScrPtrSet *s, uint64_t key);
/* Removes one add of key, which must be in the set. */
void scr__ptrset_remove(ScrPtrSet *s, uint64_t key);
void scr__ptrset_free(ScrPtrSet *s);

#endif
