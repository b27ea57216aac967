/* iter.h - the iterator protocol (for-of, spread, destructuring) with the
 * array fast path, iterator result objects, for-in keys. Owned by iter.c. */
#ifndef SCR_ITER_H
#define SCR_ITER_H

#include "core/object.h"

/* { value, done } (value borrowed). */
ScrValue scr__iter_result(ScrValue value, bool done);
/* Installs %IteratorPrototype%[Symbol.iterator]. */
void scr__iter_init(void);

#endif
