/* normalize.h - Unicode normalization (NFC, NFD, NFKC, NFKD) for
 * String.prototype.normalize, on ICU. Owned by normalize.c. */
#ifndef SCR_NORMALIZE_H
#define SCR_NORMALIZE_H

#include "scr.h"

/* form: 0 NFC, 1 NFD, 2 NFKC, 3 NFKD. Returns a new string (owned), or
 * SCR_EXCEPTION when ICU fails. */
ScrValue scr__normalize(ScrValue s, int form);

#endif
