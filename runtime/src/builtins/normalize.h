/* normalize.h - Unicode normalization (NFC, NFD, NFKC, NFKD) for
 * String.prototype.normalize and localeCompare's order, with the generated
 * tables they read: normdata.c (scripts/gen-normdata.py) and collatedata.c
 * (scripts/gen-collate.mjs). Owned by normalize.c. */
#ifndef SCR_NORMALIZE_H
#define SCR_NORMALIZE_H

#include <stdint.h>

#include "scr.h"

typedef struct ScrNormDecomp {
    uint32_t code;
    uint32_t off, len;   /* full canonical decomposition in scr__norm_pool */
    uint32_t koff, klen; /* full compatibility decomposition */
} ScrNormDecomp;
typedef struct ScrNormCcc {
    uint32_t code;
    uint32_t ccc; /* canonical combining class, nonzero */
} ScrNormCcc;
typedef struct ScrNormComp {
    uint32_t first, second, composed; /* primary composites, sorted */
} ScrNormComp;

extern const uint32_t scr__norm_pool[], scr__norm_pool_len;
extern const ScrNormDecomp scr__norm_decomp[];
extern const uint32_t scr__norm_decomp_len;
extern const ScrNormCcc scr__norm_ccc[];
extern const uint32_t scr__norm_ccc_len;
extern const ScrNormComp scr__norm_comp[];
extern const uint32_t scr__norm_comp_len;
/* Collation weights per UTF-16 unit U+0000..U+04FF: primary, accent,
 * variant ranks (0: ignorable). */
extern const uint16_t scr__collate_weights[0x500][3];

/* form: 0 NFC, 1 NFD, 2 NFKC, 3 NFKD. Returns a new string (owned). */
ScrValue scr__normalize(ScrValue s, int form);
/* String.prototype.localeCompare's order for Node's default locale: -1,
 * 0 or 1 (see normalize.c for the model and its limits). */
int scr__locale_compare(ScrValue a, ScrValue b);

#endif
