/* typedarray.c - the element model of typed arrays: the layouts' class
 * hooks, making buffers and views, element loads and stores with their
 * conversions (ToInt8 .. ToBigUint64, clamping, float32 rounding), and the
 * canonical numeric keys of the integer-indexed exotic object that
 * object.c consults. The built-ins themselves are builtins/typed.c. */
#include "core/typedarray.h"
#include "base/base.h"
#include "core/numconv.h"
#include "core/bigint.h"
#include "core/ops.h"
#include "core/str.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(SCR__CLASS_TYPED_ARRAY == SCR_CLASS_TYPED_ARRAY,
               "scr.h's typed array class number must match object.h");

const uint8_t scr__ta_size[SCR_TA__COUNT] = {1, 1, 1, 2, 2, 4, 4, 4, 8, 8, 8};
const char *const scr__ta_name[SCR_TA__COUNT] = {
    "Int8Array",   "Uint8Array",   "Uint8ClampedArray", "Int16Array",
    "Uint16Array", "Int32Array",   "Uint32Array",       "Float32Array",
    "Float64Array", "BigInt64Array", "BigUint64Array"};

/* ------------------------------------------------------------------------
 * Class hooks: trace, finalize and clear side by side. A buffer holds no
 * references (its bytes are plain memory); views hold their buffer.
 * ---------------------------------------------------------------------- */

static void ab_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) { (void)o, (void)visit, (void)arg; }
static void ab_finalize(ScrObject *o) {
    ScrArrayBuffer *b = (ScrArrayBuffer *)o;
    free(b->data);
    b->data = NULL;
    b->byte_length = 0;
}
/* Clearing a buffer keeps its bytes: views cleared later may still point
 * at them; finalize frees them. */
static void ab_clear(ScrObject *o) { (void)o; }

static void ta_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    visit(((ScrTypedArray *)o)->buffer, arg);
}
static void ta_finalize(ScrObject *o) {
    ScrTypedArray *t = (ScrTypedArray *)o;
    t->length = 0;
    t->data = NULL;
    scr_clear(&t->buffer);
}

static void dv_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    visit(((ScrDataView *)o)->buffer, arg);
}
static void dv_finalize(ScrObject *o) {
    ScrDataView *d = (ScrDataView *)o;
    d->byte_length = 0;
    scr_clear(&d->buffer);
}

void scr__typedarray_hooks_init(void) {
    scr__class_hooks[SCR_CLASS_ARRAY_BUFFER] = (ScrClassHooks){ab_trace, ab_finalize, ab_clear};
    scr__class_hooks[SCR_CLASS_TYPED_ARRAY] = (ScrClassHooks){ta_trace, ta_finalize, ta_finalize};
    scr__class_hooks[SCR_CLASS_DATA_VIEW] = (ScrClassHooks){dv_trace, dv_finalize, dv_finalize};
}

/* ------------------------------------------------------------------------
 * Making buffers and views.
 * ---------------------------------------------------------------------- */

ScrValue scr__array_buffer_new(size_t n, ScrValue proto) {
    uint8_t *data = NULL;
    if (n > SCR_TA_MAX_BYTES || (n && (SCR_FAULT() || !(data = calloc(n, 1)))))
        return scr_throw_range_error("Array buffer allocation failed");
    ScrValue b = scr__object_alloc(sizeof(ScrArrayBuffer), SCR_CLASS_ARRAY_BUFFER, proto);
    scr__ab(b)->data = data;
    scr__ab(b)->byte_length = n;
    return b;
}

ScrValue scr__typed_array_new(int type, ScrValue buffer, uint32_t off, uint32_t len, ScrValue proto) {
    ScrValue v = scr__object_alloc(sizeof(ScrTypedArray), SCR_CLASS_TYPED_ARRAY, proto);
    ScrTypedArray *t = scr__ta(v);
    t->type = (uint32_t)type;
    t->buffer = scr_dup(buffer);
    t->byte_offset = off;
    t->length = len;
    t->data = scr__ab(buffer)->data ? scr__ab(buffer)->data + off : NULL;
    return v;
}

/* ------------------------------------------------------------------------
 * Loads and stores.
 * ---------------------------------------------------------------------- */

ScrValue scr__ta_load_raw(int type, const uint8_t *p) {
    switch (type) {
    case SCR_TA_INT8: return scr_number(*(const int8_t *)p);
    case SCR_TA_UINT8:
    case SCR_TA_UINT8C: return scr_number(*p);
    case SCR_TA_INT16: {
        int16_t x;
        memcpy(&x, p, 2);
        return scr_number(x);
    }
    case SCR_TA_UINT16: {
        uint16_t x;
        memcpy(&x, p, 2);
        return scr_number(x);
    }
    case SCR_TA_INT32: {
        int32_t x;
        memcpy(&x, p, 4);
        return scr_number(x);
    }
    case SCR_TA_UINT32: {
        uint32_t x;
        memcpy(&x, p, 4);
        return scr_number(x);
    }
    case SCR_TA_FLOAT32: {
        float x;
        memcpy(&x, p, 4);
        return scr_number(x);
    }
    case SCR_TA_FLOAT64: {
        double x;
        memcpy(&x, p, 8);
        return scr_number(x);
    }
    case SCR_TA_BIGINT64: {
        int64_t x;
        memcpy(&x, p, 8);
        return scr_bigint_from_i64(x);
    }
    default: {
        uint64_t x;
        memcpy(&x, p, 8);
        return scr_bigint_from_u64(x);
    }
    }
}

/* The out-of-line twins of scr.h's element access with a double key, for
 * generated code outside loops. */
ScrValue scr_get_elem_d_c(ScrValue obj, double d) { return scr_get_elem_d(obj, d); }
int scr_set_elem_d_c(ScrValue obj, double d, ScrValue val) { return scr_set_elem_d(obj, d, val); }
int scr_set_elem_d_sloppy_c(ScrValue obj, double d, ScrValue val) {
    return scr_set_elem_d_sloppy(obj, d, val);
}

ScrValue scr__ta_load(const ScrTypedArray *t, uint32_t i) {
    return scr__ta_load_raw((int)t->type, t->data + (size_t)i * scr__ta_size[t->type]);
}

int scr__ta_convert(int type, ScrValue v, ScrValue *out) {
    if (scr__ta_is_bigint(type)) {
        ScrValue b = scr__to_bigint(v);
        if (scr_is_exception(b)) return -1;
        *out = b;
        return 0;
    }
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    *out = scr_number(d);
    return 0;
}

/* ToUint8Clamp: NaN and negatives are 0, past 255 is 255, else the
 * nearest integer with ties to even. */
static uint8_t clamp_u8(double d) {
    if (!(d > 0)) return 0;
    if (d >= 255) return 255;
    return (uint8_t)nearbyint(d);
}

void scr__ta_store_raw(int type, uint8_t *p, ScrValue num) {
    if (scr__ta_is_bigint(type)) {
        uint64_t u = scr__bigint_low64(num);
        memcpy(p, &u, 8);
        return;
    }
    double d = scr_as_number(num);
    switch (type) {
    case SCR_TA_UINT8C: *p = clamp_u8(d); return;
    case SCR_TA_FLOAT32: {
        float f = (float)d;
        memcpy(p, &f, 4);
        return;
    }
    case SCR_TA_FLOAT64: memcpy(p, &d, 8); return;
    default: break;
    }
    /* ToInt8 .. ToUint32 keep the low bits of ToInt32. */
    uint32_t u = (uint32_t)scr__to_int32_d(d);
    switch (scr__ta_size[type]) {
    case 1: *p = (uint8_t)u; return;
    case 2: {
        uint16_t h = (uint16_t)u;
        memcpy(p, &h, 2);
        return;
    }
    default: memcpy(p, &u, 4); return;
    }
}

int scr__ta_store(ScrTypedArray *t, uint32_t i, ScrValue v) {
    ScrValue num;
    if (scr__ta_convert((int)t->type, v, &num) < 0) return -1;
    /* The conversion ran JS code, but nothing can shrink a typed array. */
    if (i < t->length) scr__ta_store_raw((int)t->type, t->data + (size_t)i * scr__ta_size[t->type], num);
    scr_release(num);
    return 0;
}

/* ------------------------------------------------------------------------
 * Keys.
 * ---------------------------------------------------------------------- */

bool scr__ta_numeric_key(ScrValue key, double *out) {
    if (!scr_is_string(key)) return false;
    ScrString *s = scr_str(key);
    uint32_t idx;
    if (scr__string_is_index(key, &idx)) {
        *out = idx;
        return true;
    }
    if (s->len == 0 || s->len > 40) return false;
    uint16_t c = s->data[0];
    if (!((c >= '0' && c <= '9') || c == '-' || c == 'I' || c == 'N' || c == '.')) return false;
    if (s->len == 2 && c == '-' && s->data[1] == '0') {
        *out = -0.0;
        return true;
    }
    double d = scr__utf16_to_number(s->data, s->len);
    char buf[40];
    int n = scr__number_format(d, buf);
    if ((uint32_t)n != s->len) return false;
    for (int i = 0; i < n; i++)
        if (s->data[i] != (uint16_t)(unsigned char)buf[i]) return false;
    *out = d;
    return true;
}

bool scr__ta_valid_index(const ScrTypedArray *t, double d, uint32_t *i) {
    if (!(d >= 0 && d < (double)t->length) || (d == 0 && signbit(d))) return false;
    uint32_t u = (uint32_t)d;
    if ((double)u != d) return false;
    *i = u;
    return true;
}
