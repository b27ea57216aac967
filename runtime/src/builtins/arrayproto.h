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

/* The sorts behind Array.prototype.sort and toSorted, and the typed
 * arrays' (typed.c). `cmp` is the user's comparator or undefined, in which
 * case `order` (or, when NULL, Array.prototype's order of the values'
 * strings) decides; `failed` is set when a comparison throws, and no
 * comparator is called after that.
 *
 * Both follow V8's algorithms step for step, so that a comparator that is
 * not a consistent order (`(a, b) => a > b`, one that ignores some values,
 * one that logs) sees the same calls and leaves the same order as in
 * Node: scr__tim_sort is the TimSort of Array.prototype.sort (binary
 * insertion below 64 elements, natural runs, galloping merges);
 * scr__merge_sort is the top-down merge sort of %TypedArray%.prototype.sort
 * with a comparator. Each sorts v[0..n); tmp has room for n values. */
typedef struct ScrSortCtx {
    ScrValue cmp;
    bool failed;
    double (*order)(ScrValue x, ScrValue y);
} ScrSortCtx;
void scr__tim_sort(ScrSortCtx *c, ScrValue *v, ScrValue *tmp, size_t n);
void scr__merge_sort(ScrSortCtx *c, ScrValue *v, ScrValue *tmp, size_t n);

#endif
