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
 * references (its bytes are plain memory) except a shared buffer's clone,
 * which holds the first; views hold their buffer.
 * ---------------------------------------------------------------------- */

static void ab_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    visit(((ScrArrayBuffer *)o)->backing, arg);
}
static void unlist(ScrObject *view, ScrValue buffer);

/* A clone lets go of the first buffer, whose memory it used. */
static void ab_detach(ScrObject *o) {
    ScrArrayBuffer *b = (ScrArrayBuffer *)o;
    if (!scr_is_object(b->backing)) return;
    unlist(o, b->backing);
    b->data = NULL;
    b->byte_length = 0;
    scr_clear(&b->backing);
}

static void ab_finalize(ScrObject *o) {
    ScrArrayBuffer *b = (ScrArrayBuffer *)o;
    ab_detach(o);
    free(b->data);
    b->data = NULL;
    b->byte_length = 0;
    free(b->views);
    b->views = NULL;
    b->nviews = b->views_cap = 0;
}
/* Clearing a buffer keeps its bytes: views cleared later may still point
 * at them; finalize frees them. A clone drops its first buffer. */
static void ab_clear(ScrObject *o) { ab_detach(o); }

static void ta_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    visit(((ScrTypedArray *)o)->buffer, arg);
}
/* A listed view leaves its buffer's list while it still holds the buffer
 * (so the buffer is there to edit). */
static void unlist(ScrObject *view, ScrValue buffer) {
    if (!scr_is_object(buffer)) return;
    ScrArrayBuffer *b = scr__ab(buffer);
    for (uint32_t i = 0; i < b->nviews; i++)
        if (b->views[i].view == view) {
            b->views[i] = b->views[--b->nviews];
            return;
        }
}

static void ta_finalize(ScrObject *o) {
    ScrTypedArray *t = (ScrTypedArray *)o;
    if (t->tracking & SCR_VIEW_LISTED) unlist(o, t->buffer);
    t->tracking = 0;
    t->length = 0;
    t->data = NULL;
    scr_clear(&t->buffer);
}

static void dv_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    visit(((ScrDataView *)o)->buffer, arg);
}
static void dv_finalize(ScrObject *o) {
    ScrDataView *d = (ScrDataView *)o;
    if (d->flags & SCR_VIEW_LISTED) unlist(o, d->buffer);
    d->flags = 0;
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
    return scr__buffer_new_ex(n, n, false, false, proto);
}

ScrValue scr__buffer_new_ex(size_t n, size_t max, bool growable, bool shared, ScrValue proto) {
    if (!growable || max < n) max = n;
    uint8_t *data = NULL;
    if (max > SCR_TA_MAX_BYTES || (max && (SCR_FAULT() || !(data = calloc(max, 1)))))
        return scr_throw_range_error("Array buffer allocation failed");
    ScrValue b = scr__object_alloc(sizeof(ScrArrayBuffer), SCR_CLASS_ARRAY_BUFFER, proto);
    ScrArrayBuffer *ab = scr__ab(b);
    ab->data = data;
    ab->byte_length = n;
    ab->max_byte_length = max;
    ab->shared = shared;
    ab->growable = growable;
    ab->backing = SCR_UNDEFINED;
    return b;
}

ScrValue scr__buffer_clone(ScrValue buf) {
    ScrArrayBuffer *src = scr__ab(buf);
    ScrRealm *realm = scr__thread.realm;
    if (!src->shared) {
        ScrValue c = scr__buffer_new_ex(src->byte_length, src->max_byte_length, src->growable,
                                        false, realm->array_buffer_proto);
        if (!scr_is_exception(c) && src->byte_length)
            memcpy(scr__ab(c)->data, src->data, src->byte_length);
        return c;
    }
    ScrValue root = scr_is_object(src->backing) ? src->backing : buf;
    ScrArrayBuffer *r = scr__ab(root);
    ScrValue c = scr__object_alloc(sizeof(ScrArrayBuffer), SCR_CLASS_ARRAY_BUFFER,
                                   realm->shared_array_buffer_proto);
    ScrArrayBuffer *ab = scr__ab(c);
    ab->data = r->data;
    ab->byte_length = r->byte_length;
    ab->max_byte_length = r->max_byte_length;
    ab->growable = r->growable;
    ab->shared = true;
    ab->backing = scr_dup(root);
    if (r->growable) { /* the first buffer's resize reaches this one */
        SCR_GROW(r->views, r->views_cap, r->nviews + 1, 4);
        r->views[r->nviews++] = (ScrViewEntry){scr_obj(c), 0, true};
    }
    return c;
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

ScrValue scr__data_view_new(ScrValue buffer, uint32_t off, uint32_t len, ScrValue proto) {
    ScrValue r = scr__object_alloc(sizeof(ScrDataView), SCR_CLASS_DATA_VIEW, proto);
    ScrDataView *d = (ScrDataView *)scr_obj(r);
    d->buffer = scr_dup(buffer);
    d->byte_offset = off;
    d->byte_length = len;
    return r;
}

void scr__view_listen(ScrValue view, bool length_tracking) {
    ScrObject *o = scr_obj(view);
    bool ta = scr__class_of(view) == SCR_CLASS_TYPED_ARRAY;
    ScrArrayBuffer *b = scr__ab(ta ? scr__ta(view)->buffer : ((ScrDataView *)o)->buffer);
    SCR_GROW(b->views, b->views_cap, b->nviews + 1, 4);
    uint32_t fixed = ta ? scr__ta(view)->length : ((ScrDataView *)o)->byte_length;
    b->views[b->nviews++] = (ScrViewEntry){o, fixed, length_tracking};
    uint32_t flags = SCR_VIEW_LISTED | (length_tracking ? SCR_VIEW_TRACKING : 0);
    if (ta)
        scr__ta(view)->tracking = flags;
    else
        ((ScrDataView *)o)->flags = flags;
}

/* Sets b's length to n and recomputes its views (and a clone's, whose
 * memory is b's). */
static void resize_views(ScrArrayBuffer *b, size_t n) {
    b->byte_length = n;
    for (uint32_t i = 0; i < b->nviews; i++) {
        ScrViewEntry *e = &b->views[i];
        if (((ScrCell *)e->view)->aux == SCR_CLASS_ARRAY_BUFFER) { /* a clone, and its views */
            resize_views((ScrArrayBuffer *)e->view, n);
        } else if (((ScrCell *)e->view)->aux == SCR_CLASS_TYPED_ARRAY) {
            ScrTypedArray *t = (ScrTypedArray *)e->view;
            size_t size = scr__ta_size[t->type], off = t->byte_offset;
            size_t len = e->length_tracking ? (off <= n ? (n - off) / size : 0) : e->fixed;
            bool oob = off > n || off + len * size > n;
            t->length = oob ? 0 : (uint32_t)len;
            t->tracking = (t->tracking & ~(uint32_t)SCR_VIEW_OOB) | (oob ? SCR_VIEW_OOB : 0);
        } else {
            ScrDataView *d = (ScrDataView *)e->view;
            size_t off = d->byte_offset;
            size_t len = e->length_tracking ? (off <= n ? n - off : 0) : e->fixed;
            bool oob = off > n || off + len > n;
            d->byte_length = oob ? 0 : (uint32_t)len;
            d->flags = (d->flags & ~(uint32_t)SCR_VIEW_OOB) | (oob ? SCR_VIEW_OOB : 0);
        }
    }
}

void scr__buffer_resize(ScrArrayBuffer *b, size_t n) {
    if (scr_is_object(b->backing)) { /* a clone grows the first buffer, which grows it */
        scr__buffer_resize(scr__ab(b->backing), n);
        return;
    }
    /* Bytes a shrink left behind read as zeros when they come back. */
    if (n > b->byte_length) memset(b->data + b->byte_length, 0, n - b->byte_length);
    resize_views(b, n);
}

bool scr__view_oob(ScrValue v) {
    int c = scr__class_of(v);
    if (c == SCR_CLASS_TYPED_ARRAY) return (scr__ta(v)->tracking & SCR_VIEW_OOB) != 0;
    if (c == SCR_CLASS_DATA_VIEW) return (((ScrDataView *)scr_obj(v))->flags & SCR_VIEW_OOB) != 0;
    return false;
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
