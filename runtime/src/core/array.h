/* array.h - array element storage (dense elements with holes, length
 * semantics) behind the array entry points of scr.h. Owned by array.c; the
 * Array constructor and prototype are builtins/arrayproto.h's. */
#ifndef SCR_ARRAY_H
#define SCR_ARRAY_H

#include "core/object.h"


/* Array element storage. */
ScrValue scr__array_new_len(uint32_t length); /* length holes */
/* Writes element i (borrowed value) growing the dense part; returns 1 if
 * the index is too sparse for the dense part (caller stores it in the shape). */
int scr__array_store(ScrArray *a, uint32_t i, ScrValue v);
/* ArraySetLength; 0 or -1 (RangeError "Invalid array length"). */
int scr__array_set_length(ScrArray *a, ScrValue len);
void scr__array_truncate(ScrArray *a, uint32_t newlen);
/* Ensures room for n dense elements. */
void scr__array_reserve(ScrArray *a, uint32_t n);
/* Appends a value taking ownership (fast, for arrays the runtime builds). */
void scr__array_push_take(ScrValue arr, ScrValue v_take);
/* Array elements: the value at index i (borrowed), SCR_HOLE for a hole or an
 * accessor element. Works on arrays and arguments objects. */
ScrValue scr__array_get_borrowed(ScrValue arr, uint32_t i);

#endif
