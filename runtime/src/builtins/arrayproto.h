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

#endif
