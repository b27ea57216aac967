/* rxunidata.h - the Unicode data of the regexp engine (rxengine.c): the
 * code point ranges of every property escape V8 accepts and the
 * case-insensitive equivalence orbits (without u: toUpperCase-based
 * Canonicalize; with u/v: simple case folding). rxunidata.c is generated
 * from Node by scripts/gen-rxunidata.mjs. */
#ifndef SCR_RXUNIDATA_H
#define SCR_RXUNIDATA_H

#include <stdint.h>

typedef struct ScrRxuSet {
    uint32_t off, n; /* ranges scr__rxu_ranges[2*off .. 2*(off+n)) */
} ScrRxuSet;

typedef struct ScrRxuName {
    const char *name;
    uint32_t set;
} ScrRxuName;

extern const uint32_t scr__rxu_ranges[];
extern const ScrRxuSet scr__rxu_sets[];
/* Sorted by name (strcmp). */
extern const ScrRxuName scr__rxu_lone[], scr__rxu_gc[], scr__rxu_sc[], scr__rxu_scx[];
extern const uint32_t scr__rxu_lone_count, scr__rxu_gc_count, scr__rxu_sc_count, scr__rxu_scx_count;
extern const char *const scr__rxu_keys[];
/* Sorted by the first member: character -> next member of its orbit. */
extern const uint32_t scr__rxu_fold_i[][2], scr__rxu_fold_u[][2];
extern const uint32_t scr__rxu_fold_i_count, scr__rxu_fold_u_count;

#endif
