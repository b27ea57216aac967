/* typedarray.h - the layouts of ArrayBuffer and DataView (ScrTypedArray is
 * in scr.h), and the element model of typed arrays that the object model
 * and the built-ins share: element sizes and names, loads and stores with
 * their conversions, canonical numeric keys. Owned by typedarray.c. */
#ifndef SCR_TYPEDARRAY_H
#define SCR_TYPEDARRAY_H

#include "core/object.h"

/* A view a growable buffer keeps up to date: the typed array or DataView,
 * and its length (elements, or bytes for a DataView) when fixed. */
typedef struct ScrViewEntry {
    ScrObject *view; /* borrowed: the view removes itself when finalized */
    uint32_t fixed;
    bool length_tracking;
} ScrViewEntry;

/* An ArrayBuffer or a SharedArrayBuffer (`shared`; the same class, another
 * prototype): `byte_length` bytes, zeroed when made, never detached. data
 * is malloc'ed (NULL when no byte can ever be there). A growable buffer
 * (a resizable ArrayBuffer, a growable SharedArrayBuffer) reserves
 * max_byte_length bytes when made, so its data never moves: a resize sets
 * byte_length and recomputes its views (`views`: those made without a
 * length, which track it, and for an ArrayBuffer, which can shrink, the
 * fixed-length ones too, which go out of bounds and come back).
 * Otherwise max_byte_length is byte_length and nothing changes. One
 * thread: "shared" is the API's semantics (Atomics.wait), not threads. */
typedef struct ScrArrayBuffer {
    ScrObject obj;
    uint8_t *data;
    size_t byte_length;
    size_t max_byte_length;
    bool shared, growable;
    uint32_t nviews, views_cap;
    ScrViewEntry *views; /* a growable shared buffer lists its clones too */
    ScrValue backing;    /* owned: a clone of a SharedArrayBuffer (from
                             structuredClone) uses the memory of this one,
                             the first, and grows it; else undefined */
} ScrArrayBuffer;

/* ScrTypedArray.tracking and ScrDataView.flags: in its buffer's `views`;
 * tracking the buffer's length; out of bounds (its length reads 0, its
 * methods throw V8's "detached" TypeError). */
enum { SCR_VIEW_LISTED = 1, SCR_VIEW_TRACKING = 2, SCR_VIEW_OOB = 4 };

typedef struct ScrDataView {
    ScrObject obj;
    ScrValue buffer;      /* owned ArrayBuffer */
    uint32_t byte_offset;
    uint32_t byte_length;
    uint32_t flags; /* SCR_VIEW_* */
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
/* A new buffer of n bytes, shared or not, growable up to max bytes when
 * `growable`, prototype proto (borrowed). Owned, or SCR_EXCEPTION. */
ScrValue scr__buffer_new_ex(size_t n, size_t max, bool growable, bool shared, ScrValue proto);
/* A new typed array of `type` over buffer (borrowed) from byte offset off,
 * len elements (the caller checked the range), prototype proto. Owned. */
ScrValue scr__typed_array_new(int type, ScrValue buffer, uint32_t off, uint32_t len, ScrValue proto);
/* A new DataView over buffer (borrowed), bytes [off, off + len) (the caller
 * checked the range), prototype proto. Owned. */
ScrValue scr__data_view_new(ScrValue buffer, uint32_t off, uint32_t len, ScrValue proto);
/* Lists view (a typed array or a DataView just made over a growable
 * buffer) with its buffer: length_tracking, or of the fixed length it was
 * made with. */
void scr__view_listen(ScrValue view, bool length_tracking);
/* Sets a growable buffer's length to n bytes (n <= max; a shared one only
 * grows) and recomputes its views. */
void scr__buffer_resize(ScrArrayBuffer *b, size_t n);
/* True when the typed array or DataView v is out of bounds of its
 * resizable buffer. */
bool scr__view_oob(ScrValue v);
/* structuredClone of a buffer: an ArrayBuffer's bytes copied (resizable
 * and its maximum kept), a SharedArrayBuffer's memory shared (growing
 * either grows both). Owned, or SCR_EXCEPTION. */
ScrValue scr__buffer_clone(ScrValue buf);

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
