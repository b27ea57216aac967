/* array.c - array element storage: dense elements [0, used) with SCR_HOLE
 * for holes, the JS length, very sparse indexes kept in the shape; the
 * scr_array_* entry points of scr.h; the Array constructor and statics. */
#include "core/array.h"
#include "base/base.h"
#include "memory/region.h"

#include "core/iter.h"
#include "core/shape.h"
#include "core/str.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

_Static_assert(SCR__CLASS_ARRAY == SCR_CLASS_ARRAY, "scr.h's array class number must match object.h");

/* A write this far past the dense part goes to the shape instead. */
#define SPARSE_GAP 1024

void scr__array_reserve(ScrArray *a, uint32_t n) {
    if (n <= a->cap) return;
    uint32_t cap = a->cap ? a->cap : 4;
    while (cap < n) cap = cap > 0x7FFFFFFF ? n : cap * 2;
    /* A region array grows inside its region: nothing to free later. */
    ScrValue *e = scr__region_values_for(&a->obj.gc.cell, cap);
    if (e) {
        if (a->used) memcpy(e, a->elems, a->used * sizeof(ScrValue));
        if (!a->elems_inline) free(a->elems);
        else if (a->elems != (ScrValue *)(a + 1)) scr__region_raw_abandon(a->elems, a->cap * sizeof(ScrValue));
        a->elems_inline = 1;
        a->elems = e;
        a->cap = cap;
        return;
    }
    e = scr__xrealloc(a->elems_inline ? NULL : a->elems, (size_t)cap * sizeof(ScrValue));
    if (a->elems_inline) memcpy(e, a->elems, a->used * sizeof(ScrValue));
    a->elems_inline = 0;
    a->elems = e;
    a->cap = cap;
}

/* Arrays asking for at most INLINE_ELEMS elements (literals, [] before its
 * pushes) carry them in the cell itself: one allocation, and nothing to
 * free. Growing past that moves them to a malloc'ed block. */
#define INLINE_ELEMS 8
#define INLINE_ELEMS_MIN 4

static ScrValue array_alloc(uint32_t cap, uint32_t length) {
    ScrValue v;
    if (cap <= INLINE_ELEMS) {
        uint32_t n = cap < INLINE_ELEMS_MIN ? INLINE_ELEMS_MIN : cap;
        v = scr__object_alloc(sizeof(ScrArray) + n * sizeof(ScrValue), SCR_CLASS_ARRAY,
                              scr__thread.realm->array_proto);
        ScrArray *a = (ScrArray *)scr_obj(v);
        a->elems = (ScrValue *)(a + 1);
        a->cap = n;
        a->elems_inline = 1;
    } else {
        v = scr__object_alloc(sizeof(ScrArray), SCR_CLASS_ARRAY, scr__thread.realm->array_proto);
        scr__array_reserve((ScrArray *)scr_obj(v), cap);
    }
    ScrArray *a = (ScrArray *)scr_obj(v);
    a->length_writable = 1;
    a->length = length;
    return v;
}

ScrValue scr_array_new(uint32_t capacity) { return array_alloc(capacity, 0); }
ScrValue scr__array_new_len(uint32_t length) { return array_alloc(0, length); }

ScrValue scr_array_from_take(uint32_t n, ScrValue *vals) {
    ScrValue v = array_alloc(n, n);
    ScrArray *a = (ScrArray *)scr_obj(v);
    if (n) memcpy(a->elems, vals, n * sizeof(ScrValue));
    a->used = n;
    return v;
}

int scr__array_store(ScrArray *a, uint32_t i, ScrValue v) {
    if (i < a->used) {
        ScrValue old = a->elems[i];
        a->elems[i] = scr_dup(v);
        scr_release(old);
        return 0;
    }
    if (i - a->used > SPARSE_GAP && i / 2 > a->used) return 1;
    scr__array_reserve(a, i + 1);
    while (a->used < i) a->elems[a->used++] = SCR_HOLE;
    a->elems[a->used++] = scr_dup(v);
    if (a->obj.gc.cell.aux == SCR_CLASS_ARRAY && i >= a->length) a->length = i + 1;
    return 0;
}

void scr__array_push_take(ScrValue arr, ScrValue v) {
    ScrArray *a = (ScrArray *)scr_obj(arr);
    if (a->used == a->length && !a->has_sparse) {
        scr__array_reserve(a, a->used + 1);
        a->elems[a->used++] = v;
        a->length++;
        return;
    }
    scr__array_store(a, a->length, v);
    scr_release(v);
}

void scr__array_truncate(ScrArray *a, uint32_t newlen) {
    while (a->used > newlen) {
        ScrValue v = a->elems[--a->used];
        scr_release(v);
    }
    /* Drop trailing holes so that pushes stay on the fast path. */
    while (a->used > 0 && a->elems[a->used - 1] == SCR_HOLE) a->used--;
    if (a->has_sparse) {
        ScrValue keys = scr__own_keys(scr_from_cell(a), SCR_KEYS_STRINGS);
        uint32_t n = scr_array_length(keys);
        for (uint32_t i = 0; i < n; i++) {
            ScrValue k = scr_array_at(keys, i);
            uint32_t idx;
            if (scr__string_is_index(k, &idx) && idx >= newlen) scr_delete(scr_from_cell(a), k);
        }
        scr_release(keys);
    }
    a->length = newlen;
}

int scr__array_set_length(ScrArray *a, ScrValue len) {
    double d;
    if (scr_is_number(len)) {
        d = scr_as_number(len);
    } else if (scr_to_number(len, &d) < 0) {
        return -1;
    }
    if (!(d >= 0 && d <= 4294967295.0 && d == floor(d))) {
        scr_throw_range_error("Invalid array length");
        return -1;
    }
    uint32_t n = (uint32_t)d;
    if (!a->length_writable) {
        if (n == a->length) return 0;
        scr_throw_type_error("Cannot assign to read only property 'length' of object '[object Array]'");
        return -1;
    }
    if (n < a->length) scr__array_truncate(a, n);
    a->length = n;
    return 0;
}

int scr_array_push(ScrValue arr, ScrValue v) {
    if (scr__is_array(arr)) {
        ScrArray *a = (ScrArray *)scr_obj(arr);
        if (a->used == a->length && !a->has_sparse && a->obj.extensible && a->length_writable) {
            scr__array_reserve(a, a->used + 1);
            a->elems[a->used++] = scr_dup(v);
            a->length++;
            return 0;
        }
        return scr_set(arr, scr_number(a->length), v);
    }
    double len;
    if (scr__length_of(arr, &len) < 0) return -1;
    if (scr_set(arr, scr_number(len), v) < 0) return -1;
    return scr_set(arr, SCR_ATOM("length"), scr_number(len + 1));
}

int scr_array_push_take(ScrValue arr, ScrValue v) {
    if (scr__is_array(arr)) {
        ScrArray *a = (ScrArray *)scr_obj(arr);
        if (a->used == a->length && !a->has_sparse && a->obj.extensible && a->length_writable) {
            scr__array_reserve(a, a->used + 1);
            a->elems[a->used++] = v; /* the caller's reference moves in */
            a->length++;
            return 0;
        }
    }
    int r = scr_array_push(arr, v);
    scr_release(v);
    return r;
}

int scr_array_push_hole(ScrValue arr) {
    ScrArray *a = (ScrArray *)scr_obj(arr);
    a->length++;
    return 0;
}

int scr_array_push_spread(ScrValue arr, ScrValue iterable, const char *what) {
    ScrIter it = SCR_ITER_INIT;
    if (scr_iter_open(&it, iterable, what) < 0) return -1;
    int r;
    ScrValue v;
    while ((r = scr_iter_next(&it, &v)) == 1) {
        scr__array_push_take(arr, v);
    }
    scr_iter_release(&it);
    return r < 0 ? -1 : 0;
}

int scr_args_push_spread(ScrValue arr, ScrValue iterable, const char *what) {
    /* V8 words a failed spread argument differently from other iterations. */
    if (scr_is_nullish(iterable))
        return (int)(scr_throw_type_error("%s is not iterable (cannot read property %s)", what ? what : "",
                                          scr_is_null(iterable) ? "null" : "undefined") == 0) - 1;
    if (!(scr__is_array(iterable) && scr__array_iter_pristine(iterable))) {
        ScrValue m = scr_get(iterable, scr__thread.realm->sym_iterator);
        if (scr_is_exception(m)) return -1;
        bool ok = scr__is_callable(m);
        scr_release(m);
        if (!ok) {
            scr_throw_type_error("Spread syntax requires ...iterable[Symbol.iterator] to be a function");
            return -1;
        }
    }
    return scr_array_push_spread(arr, iterable, what);
}

uint32_t scr_array_length(ScrValue arr) {
    return ((ScrArray *)scr_obj(arr))->length;
}

ScrValue scr_array_at(ScrValue arr, uint32_t i) {
    ScrArray *a = (ScrArray *)scr_obj(arr);
    if (i < a->used && a->elems[i] != SCR_HOLE) return a->elems[i];
    return SCR_UNDEFINED;
}

ScrValue scr__array_get_borrowed(ScrValue arr, uint32_t i) {
    ScrArray *a = (ScrArray *)scr_obj(arr);
    if (i < a->used && a->elems[i] != SCR_HOLE) return a->elems[i];
    if (!a->has_sparse) return SCR_HOLE;
    char buf[16];
    int n = snprintf(buf, sizeof buf, "%u", i);
    ScrValue k = scr_atom_from_utf8(buf, (size_t)n);
    int at = scr__shape_find(a->obj.shape, k);
    scr_release(k);
    if (at < 0 || (a->obj.shape->props[at].flags & SCR_PROP_ACCESSOR)) return SCR_HOLE;
    return a->obj.slots[at];
}

ScrValue scr_rest_array(int argc, ScrValue *argv, int from) {
    uint32_t n = argc > from ? (uint32_t)(argc - from) : 0;
    ScrValue v = array_alloc(n, n);
    ScrArray *a = (ScrArray *)scr_obj(v);
    for (uint32_t i = 0; i < n; i++) a->elems[i] = scr_dup(argv[from + (int)i]);
    a->used = n;
    return v;
}

ScrValue scr_arguments_new(int argc, ScrValue *argv) {
    ScrValue v =
        scr__object_alloc(sizeof(ScrArray), SCR_CLASS_ARGUMENTS, scr__thread.realm->object_proto);
    ScrArray *a = (ScrArray *)scr_obj(v);
    uint32_t n = argc > 0 ? (uint32_t)argc : 0;
    scr__array_reserve(a, n);
    for (uint32_t i = 0; i < n; i++) a->elems[i] = scr_dup(argv[i]);
    a->used = n;
    a->length = n;
    a->length_writable = 1;
    scr__define_str_take(v, "length", scr_number(n), SCR_PROP_CW);
    scr__define_value_take(v, scr__thread.realm->sym_iterator,
                           scr_dup(scr__thread.realm->array_values_fn), SCR_PROP_CW);
    return v;
}
