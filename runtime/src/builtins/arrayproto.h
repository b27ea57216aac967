/* arrayproto.h - the Array constructor, its statics, Array.prototype's
 * methods and the array iterator. Owned by arrayproto.c. */
#ifndef SCR_ARRAYPROTO_H
#define SCR_ARRAYPROTO_H

#include "core/object.h"

/* Installs Array, Array.prototype methods and the array iterator prototype. */
void scr__array_init(void);
/* A new array iterator over obj (kind 0 keys, 1 values, 2 entries). */
ScrValue scr__array_iterator_new(ScrValue obj, int kind);
/* A new native `next` function serving any ScrNativeIterator (calls its
 * next_fn and wraps the result); for iterator prototypes in other files. */
ScrValue scr__native_iter_next_fn(void);

/* The stable merge sort behind Array.prototype.sort and toSorted, shared
 * with the typed arrays' (typed.c): `cmp` is the user's comparator or
 * undefined, in which case `order` (or, when NULL, Array.prototype's order
 * of the values' strings) decides. Sorts v[0..n) using tmp[0..n); sets
 * `failed` when a comparison throws. */
typedef struct ScrSortCtx {
    ScrValue cmp;
    bool failed;
    double (*order)(ScrValue x, ScrValue y);
} ScrSortCtx;
void scr__merge_sort(ScrSortCtx *c, ScrValue *v, ScrValue *tmp, size_t n);

#endif
