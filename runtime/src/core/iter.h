/* iter.h - the iterator protocol (for-of, spread, destructuring) with the
 * array fast path, iterator result objects, for-in keys. Owned by iter.c. */
#ifndef SCR_ITER_H
#define SCR_ITER_H

#include "core/object.h"

/* { value, done } (value borrowed). */
ScrValue scr__iter_result(ScrValue value, bool done);
/* True while the array fast path of iteration is valid: Array.prototype's
 * iterator and the array iterator's next are the originals and arr has no
 * own Symbol.iterator. */
bool scr__array_iter_pristine(ScrValue arr);
/* Installs %IteratorPrototype%[Symbol.iterator]. */
void scr__iter_init(void);
/* Throws V8's "x is not iterable" TypeError: `what` (source text) when
 * known, else the typed description. Returns SCR_EXCEPTION. */
ScrValue scr__throw_not_iterable(ScrValue v, const char *what);
/* Throws V8's "Iterator result x is not an object" TypeError for a next,
 * throw or return result r that is not an object (r stays the caller's);
 * x is r as V8 writes it there, a string without quotes. Returns
 * SCR_EXCEPTION. */
ScrValue scr__throw_result_not_object(ScrValue r);
/* The bracket of every iterator close (sync and async): a close for a throw
 * completion calls return() with the completion's exception set aside, and
 * that exception wins over anything return() threw. scr__close_hold takes
 * the pending exception when throwing (*held says whether it did);
 * scr__close_settle gives the close's result: -1 with the held exception
 * pending again when it held one, else rc. */
ScrValue scr__close_hold(bool throwing, bool *held);
int scr__close_settle(bool held, ScrValue saved, int rc);

/* for-of's fast path for iterator classes the built-ins define (Map and Set
 * iterators): `is_native` says whether iter (of the class) has `next` as
 * its class's built-in next; then `step` steps it as next would, without
 * the result object: 1 with *out (owned), 0 when exhausted. */
typedef struct ScrIterFastPath {
    bool (*is_native)(ScrValue iter, ScrValue next);
    int (*step)(ScrValue iter, ScrValue *out);
} ScrIterFastPath;
/* Registers the fast path of class id `cls`; fp must stay valid. */
void scr__iter_register_fast_path(int cls, const ScrIterFastPath *fp);

#endif
