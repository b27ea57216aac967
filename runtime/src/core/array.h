/* array.h - array element storage (dense elements with holes, length
 * semantics) and the Array constructor and prototype built-ins. Owned by
 * array.c (storage, Array and its statics) and arrayproto.c (prototype). */
#ifndef SCR_ARRAY_H
#define SCR_ARRAY_H

#include "core/object.h"

/* Installs Array, Array.prototype methods and the array iterator prototype. */
void scr__array_init(void);
void scr__arrayproto_init(ScrValue proto);
/* A new array iterator over obj (kind 0 keys, 1 values, 2 entries). */
ScrValue scr__array_iterator_new(ScrValue obj, int kind);
/* True while the array fast path of iteration is valid: Array.prototype's
 * iterator and the array iterator's next are the originals and arr has no
 * own Symbol.iterator. */
bool scr__array_iter_pristine(ScrValue arr);
/* A new native `next` function serving any ScrNativeIterator (calls its
 * next_fn and wraps the result); for iterator prototypes in other files. */
ScrValue scr__native_iter_next_fn(void);

#endif
