/* typedarray.h - the layouts of ArrayBuffer and DataView (ScrTypedArray is
 * in scr.h), and the element model of typed arrays that the object model
 * and the built-ins share: element sizes and names, loads and stores with
 * their conversions, canonical numeric keys. Owned by typedarray.c. */
#ifndef SCR_TYPEDARRAY_H
#define SCR_TYPEDARRAY_H

#include "core/object.h"

/* An ArrayBuffer: `byte_length` bytes, zeroed when made, never resized or
 * detached. data is malloc'ed (NULL when byte_length is 0). */
typedef struct ScrArrayBuffer {
    ScrObject obj;
    uint8_t *data;
    size_t byte_length;
} ScrArrayBuffer;

typedef struct ScrDataView {
    ScrObject obj;
    ScrValue buffer;      /* owned ArrayBuffer */
    uint32_t byte_offset;
    uint32_t byte_length;
} ScrDataView;

/* The largest length scr accepts for a buffer or a typed array. */
#define SCR_TA_MAX_BYTES 0xFFFFFFFFu

extern const uint8_t scr__ta_size[SCR_TA__COUNT];   /* bytes per element */
extern const char *const scr__ta_name[SCR_TA__COUNT]; /* "Int8Array", ... */

static inline bool scr__ta_is_bigint(int type) { return type >= SCR_TA_BIGINT64; }
static inline ScrTypedArray *scr__ta(ScrValue v) { return (ScrTypedArray *)scr_obj(v); }
static inline ScrArrayBuffer *scr__ab(ScrValue v) { return (ScrArrayBuffer *)scr_obj(v); }

/* A new zeroed ArrayBuffer of n bytes with prototype proto (borrowed).
 * Owned, or SCR_EXCEPTION (RangeError "Array buffer allocation failed"). */
ScrValue scr__array_buffer_new(size_t n, ScrValue proto);
/* A new typed array of `type` over buffer (borrowed) from byte offset off,
 * len elements (the caller checked the range), prototype proto. Owned. */
ScrValue scr__typed_array_new(int type, ScrValue buffer, uint32_t off, uint32_t len, ScrValue proto);

/* ToNumber (or ToBigInt for the BigInt kinds) of v for an element store:
 * an owned number or BigInt in *out, 0; or -1. */
int scr__ta_convert(int type, ScrValue v, ScrValue *out);
/* Stores a value that scr__ta_convert produced at p (no JS code runs). */
void scr__ta_store_raw(int type, uint8_t *p, ScrValue num);
/* The element at p as a value (owned). */
ScrValue scr__ta_load_raw(int type, const uint8_t *p);

/* CanonicalNumericIndexString for a property key (an atom or a symbol):
 * true with *out set when key is the canonical string of a number
 * ("1", "-0", "1.5", "NaN", "Infinity"). */
bool scr__ta_numeric_key(ScrValue key, double *out);
/* IsValidIntegerIndex: *i set when d is an integer (not -0) below the length. */
bool scr__ta_valid_index(const ScrTypedArray *t, double d, uint32_t *i);

/* Registers the class hooks of the three classes (called by builtins/typed.c). */
void scr__typedarray_hooks_init(void);

#endif
