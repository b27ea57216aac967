/* buffer.c - Node's Buffer: a Uint8Array with Buffer.prototype (whose own
 * prototype is Uint8Array.prototype), its static makers, and the byte-level
 * C API of buffer.h. docs/node.md, "buffer", lists what is present. */
#include "node/buffer.h"

#include "base/base.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "core/typedarray.h"
#include "node/errors.h"

#include <stdlib.h>
#include <string.h>

#define REALM (scr__thread.realm)

/* Buffer.prototype and the Buffer constructor, owned from scr__buffer_init
 * to scr__buffer_shutdown. */
static ScrValue buffer_proto = SCR_UNDEFINED, buffer_ctor = SCR_UNDEFINED;

ScrValue scr__buffer_new(size_t n) {
    if (n > SCR_TA_MAX_BYTES)
        return scr_throw_range_error("Array buffer allocation failed");
    ScrValue ab = scr__array_buffer_new(n, REALM->array_buffer_proto);
    if (scr_is_exception(ab)) return ab;
    ScrValue v = scr__typed_array_new(SCR_TA_UINT8, ab, 0, (uint32_t)n, buffer_proto);
    scr_release(ab);
    return v;
}

ScrValue scr__buffer_from_bytes(const void *p, size_t n) {
    ScrValue v = scr__buffer_new(n);
    if (!scr_is_exception(v) && n) memcpy(scr__ta(v)->data, p, n);
    return v;
}

bool scr__is_buffer(ScrValue v) {
    if (scr__class_of(v) != SCR_CLASS_TYPED_ARRAY || scr__ta(v)->type != SCR_TA_UINT8) return false;
    for (ScrObject *o = scr_obj(v); o; ) {
        ScrValue proto = o->proto;
        if (!scr_is_object(proto)) return false;
        if (proto == buffer_proto) return true;
        o = scr_obj(proto);
    }
    return false;
}

bool scr__bytes_of(ScrValue v, uint8_t **p, size_t *n) {
    switch (scr__class_of(v)) {
        case SCR_CLASS_TYPED_ARRAY: {
            ScrTypedArray *t = scr__ta(v);
            *p = t->data;
            *n = (size_t)t->length * scr__ta_size[t->type];
            return true;
        }
        case SCR_CLASS_DATA_VIEW: {
            ScrDataView *d = (ScrDataView *)scr_obj(v);
            *p = scr__ab(d->buffer)->data + d->byte_offset;
            *n = d->byte_length;
            return true;
        }
        case SCR_CLASS_ARRAY_BUFFER:
            *p = scr__ab(v)->data;
            *n = scr__ab(v)->byte_length;
            return true;
        default:
            return false;
    }
}

/* Buffer.alloc(size): a zero-filled Buffer. */
NATIVE(buffer_alloc) {
    UNUSED;
    ScrValue size = ARG(0);
    if (!scr_is_number(size)) return scr__throw_arg_type("size", "of type number", size);
    double d = scr_as_number(size);
    if (!(d >= 0 && d <= SCR_TA_MAX_BYTES))
        return scr_throw_range_error("The value of \"size\" is out of range.");
    return scr__buffer_new((size_t)d);
}

/* Buffer.from(string): the string's UTF-8 bytes. */
NATIVE(buffer_from) {
    UNUSED;
    ScrValue v = ARG(0);
    if (!scr_is_string(v)) return scr_throw_type_error("Buffer.from: only strings so far");
    size_t len;
    char *s = scr__string_to_utf8(v, &len);
    ScrValue r = scr__buffer_from_bytes(s, len);
    free(s);
    return r;
}

NATIVE(buffer_is_buffer) {
    UNUSED;
    return scr_bool(scr__is_buffer(ARG(0)));
}

/* buf.toString(): the bytes decoded as UTF-8. */
NATIVE(buffer_to_string) {
    UNUSED;
    uint8_t *p;
    size_t n;
    if (!scr__bytes_of(this_val, &p, &n)) return scr_throw_type_error("argument must be a buffer");
    return scr_string_from_utf8((const char *)p, n);
}

NATIVE(buffer_construct) {
    UNUSED;
    return scr_throw_type_error("Buffer() is not supported yet by scr: use Buffer.from or Buffer.alloc");
}

void scr__buffer_init(ScrValue global) {
    ScrValue proto = scr_object_new();
    scr__set_proto(proto, REALM->ta_protos[SCR_TA_UINT8]);
    ScrValue ctor = scr__native_ctor_new(buffer_construct, "Buffer", 2, proto);
    scr__set_proto(ctor, REALM->ta_ctors[SCR_TA_UINT8]);
    scr__define_native(ctor, "alloc", buffer_alloc, 3);
    scr__define_native(ctor, "from", buffer_from, 3);
    scr__define_native(ctor, "isBuffer", buffer_is_buffer, 1);
    scr__define_native(proto, "toString", buffer_to_string, 3);
    buffer_proto = proto; /* owned until scr__buffer_shutdown */
    buffer_ctor = scr_dup(ctor);
    scr__define_str_take(global, "Buffer", ctor, SCR_PROP_CW);
}

void scr__buffer_shutdown(void) {
    scr_clear(&buffer_proto);
    scr_clear(&buffer_ctor);
}

ScrValue scr__buffer_module_new(void) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "Buffer", scr_dup(buffer_ctor), SCR_PROP_CWE);
    return o;
}
