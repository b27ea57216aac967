/* buffer.c - Node's Buffer: a Uint8Array with Buffer.prototype (whose own
 * prototype is Uint8Array.prototype), its static makers, the prototype
 * methods over bytes and strings (encodings are codec.c's, numbers
 * buffer_num.c's), node:buffer's module object, and the byte-level C API
 * of buffer.h. The argument checks follow Node 20's lib/buffer.js in order
 * and wording. docs/node.md, "buffer", lists what is present. */
#include "node/buffer.h"

#include "base/base.h"
#include "core/bigint.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/ops.h"
#include "core/str.h"
#include "core/typedarray.h"
#include "node/buffer_int.h"
#include "node/codec.h"
#include "node/encoding.h"
#include "node/errors.h"
#include "node/inspect.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REALM (scr__thread.realm)

/* Node's kMaxLength (2 ** 32) and kStringMaxLength. */
#define K_MAX_LENGTH 4294967296.0

/* Buffer.prototype, the Buffer constructor and FastBuffer (the species
 * that inherited typed-array methods construct), owned from
 * scr__buffer_init to scr__buffer_shutdown. */
static ScrValue buffer_proto = SCR_UNDEFINED, buffer_ctor = SCR_UNDEFINED,
                fast_ctor = SCR_UNDEFINED;
/* DEP0005 is printed once per process, as Node does. */
static bool deprecation_warned;

/* ------------------------------------------------------------------------
 * The C API (buffer.h).
 * ---------------------------------------------------------------------- */

ScrValue scr__buffer_new(size_t n) {
    if (n > SCR_TA_MAX_BYTES) return scr_throw_range_error("Array buffer allocation failed");
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
    for (ScrObject *o = scr_obj(v); o;) {
        ScrValue proto = o->proto;
        if (!scr_is_object(proto)) return false;
        if (proto == buffer_proto) return true;
        o = scr_obj(proto);
    }
    return false;
}

bool scr__bytes_of(ScrValue v, uint8_t **p, size_t *n) {
    /* Empty buffers may own no memory; a real pointer keeps p + 0 and
     * memcpy(dst, p, 0) defined for every caller. */
    static uint8_t none[1];
    switch (scr__class_of(v)) {
        case SCR_CLASS_TYPED_ARRAY: {
            ScrTypedArray *t = scr__ta(v);
            *p = t->data;
            *n = (size_t)t->length * scr__ta_size[t->type];
            break;
        }
        case SCR_CLASS_DATA_VIEW: {
            ScrDataView *d = (ScrDataView *)scr_obj(v);
            uint8_t *base = scr__ab(d->buffer)->data;
            *p = base ? base + d->byte_offset : NULL;
            *n = d->byte_length;
            break;
        }
        case SCR_CLASS_ARRAY_BUFFER:
            *p = scr__ab(v)->data;
            *n = scr__ab(v)->byte_length;
            break;
        default: return false;
    }
    if (!*p) *p = none;
    return true;
}

/* ------------------------------------------------------------------------
 * Node's errors.
 * ---------------------------------------------------------------------- */

/* Node's addNumericalSeparator: "_" between groups of three digits. */
static void add_separators(const char *in, char *out, size_t size) {
    size_t len = strlen(in), start = in[0] == '-' ? 1 : 0, k = 0;
    size_t head = len;
    while (head >= start + 4) head -= 3;
    for (size_t i = 0; i < len && k + 2 < size; i++) {
        if (i >= head && i > start && (i - head) % 3 == 0 && i != start) out[k++] = '_';
        out[k++] = in[i];
    }
    out[k] = 0;
}

ScrValue scr__buf_throw_range(const char *name, const char *range, ScrValue got) {
    char recv[160];
    if (scr_is_number(got) && floor(scr_as_number(got)) == scr_as_number(got) &&
        fabs(scr_as_number(got)) > 4294967296.0 && isfinite(scr_as_number(got))) {
        ScrValue s = scr_to_string(got);
        char *c = scr__string_to_utf8(s, NULL);
        scr_release(s);
        add_separators(c, recv, sizeof recv);
        free(c);
    } else if (scr_is_bigint(got)) {
        char *c = scr__bigint_to_cstr(got, 10, NULL);
        ScrValue lim = scr_bigint_from_u64(4294967296u);
        ScrValue neg = scr_bigint_from_i64(-4294967296);
        bool big = scr__bigint_cmp(got, lim) > 0 || scr__bigint_cmp(got, neg) < 0;
        scr_release(lim);
        scr_release(neg);
        char tmp[140];
        if (big)
            add_separators(c, tmp, sizeof tmp);
        else
            snprintf(tmp, sizeof tmp, "%s", c);
        snprintf(recv, sizeof recv, "%sn", tmp);
        free(c);
    } else {
        ScrValue s = scr__inspect(got, NULL);
        if (scr_is_exception(s)) return s;
        char *c = scr__string_to_utf8(s, NULL);
        scr_release(s);
        snprintf(recv, sizeof recv, "%s", c);
        free(c);
    }
    return scr__node_error_code(
        scr_throw_range_error("The value of \"%s\" is out of range. It must be %s. Received %s",
                              name, range, recv),
        "ERR_OUT_OF_RANGE");
}

ScrValue scr__buf_throw_bounds(const char *name) {
    ScrValue e = name ? scr_throw_range_error("\"%s\" is outside of buffer bounds", name)
                      : scr_throw_range_error("Attempt to access memory outside buffer bounds");
    return scr__node_error_code(e, "ERR_BUFFER_OUT_OF_BOUNDS");
}

ScrValue scr__buf_cxx_code(ScrValue exc_marker, const char *code) {
    ScrValue e = scr_exception_take();
    if (scr_is_object(e))
        scr__define_str_take(e, "code", scr_string_from_utf8(code, strlen(code)), SCR_PROP_CWE);
    scr_throw_take(e);
    return exc_marker;
}

static bool is_u8(ScrValue v) {
    return scr__class_of(v) == SCR_CLASS_TYPED_ARRAY && scr__ta(v)->type == SCR_TA_UINT8;
}

bool scr__buf_this(ScrValue v, uint8_t **p, size_t *n) {
    if (!is_u8(v)) {
        scr_throw_type_error("argument must be a buffer");
        return false;
    }
    /* An empty buffer may have no memory: a real pointer keeps p + 0 defined. */
    static uint8_t none[1];
    *p = scr__ta(v)->data ? scr__ta(v)->data : none;
    *n = scr__ta(v)->length;
    return true;
}

static ScrValue throw_not_u8(const char *name, ScrValue v) {
    return scr__throw_arg_type(name, "an instance of Buffer or Uint8Array", v);
}

/* ERR_UNKNOWN_ENCODING for the encoding's string form s (borrowed). */
static ScrValue throw_unknown_encoding(ScrValue s) {
    char *c = scr__string_to_utf8(s, NULL);
    ScrValue e = scr_throw_type_error("Unknown encoding: %s", c);
    free(c);
    return scr__node_error_code(e, "ERR_UNKNOWN_ENCODING");
}

/* Node's getEncodingOps(String(v)): the encoding, or -1 with
 * ERR_UNKNOWN_ENCODING (or the conversion's error) pending. */
static int encoding_arg(ScrValue v) {
    ScrValue s = scr_to_string(v);
    if (scr_is_exception(s)) return -1;
    int enc = scr__enc_lookup(scr_str(s)->data, scr_str(s)->len);
    if (enc < 0) throw_unknown_encoding(s);
    scr_release(s);
    return enc;
}

/* Node's validateOffset(value, name, min, max): an integer number in range.
 * 0 with *out, or -1. */
static int validate_offset(ScrValue v, const char *name, double min, double max, double *out) {
    if (!scr_is_number(v)) {
        scr__throw_arg_type(name, "of type number", v);
        return -1;
    }
    double d = scr_as_number(v);
    if (floor(d) != d || !isfinite(d)) {
        scr__buf_throw_range(name, "an integer", v);
        return -1;
    }
    if (d < min || d > max) {
        char range[80];
        snprintf(range, sizeof range, ">= %.0f && <= %.0f", min, max);
        scr__buf_throw_range(name, range, v);
        return -1;
    }
    *out = d;
    return 0;
}

/* Node's validateNumber(size, 'size', 0, kMaxLength) for the makers. */
static int validate_size(ScrValue v, double *out) {
    if (!scr_is_number(v)) {
        scr__throw_arg_type("size", "of type number", v);
        return -1;
    }
    double d = scr_as_number(v);
    if (!(d >= 0 && d <= K_MAX_LENGTH)) {
        scr__buf_throw_range("size", ">= 0 && <= 4294967296", v);
        return -1;
    }
    *out = d;
    return 0;
}

/* A Buffer of n bytes (n from validate_size: ToIndex truncates). */
static ScrValue new_sized(double d) { return scr__buffer_new((size_t)d); }

/* ------------------------------------------------------------------------
 * Strings to bytes and back.
 * ---------------------------------------------------------------------- */

/* Node's fromString: the bytes of s (borrowed) in encoding enc. */
static ScrValue from_string_enc(ScrValue s, int enc) {
    ScrString *str = scr_str(s);
    size_t n = scr__enc_byte_length(enc, str->data, str->len);
    ScrValue r = scr__buffer_new(n);
    if (scr_is_exception(r) || n == 0) return r;
    size_t actual = scr__enc_write(enc, str->data, str->len, scr__ta(r)->data, n);
    if (actual == n) return r;
    /* Hex and base64 may decode to fewer bytes than estimated. */
    ScrValue cut = scr__buffer_from_bytes(scr__ta(r)->data, actual);
    scr_release(r);
    return cut;
}

static ScrValue from_string(ScrValue s, ScrValue enc_v) {
    int enc = SCR_ENC_UTF8;
    if (scr_is_string(enc_v) && scr_str(enc_v)->len) {
        enc = scr__enc_lookup(scr_str(enc_v)->data, scr_str(enc_v)->len);
        if (enc < 0) return throw_unknown_encoding(enc_v);
    }
    return from_string_enc(s, enc);
}

/* Error ERR_STRING_TOO_LONG, when the bytes make too long a string. */
static ScrValue throw_too_long(void) {
    const char *m = "Cannot create a string longer than 0x1fffffe8 characters";
    ScrValue msg = scr_string_from_utf8(m, strlen(m));
    ScrValue e = scr__error_new(SCR_ERR_ERROR, msg);
    scr_release(msg);
    return scr__node_error_code(scr_throw_take(e), "ERR_STRING_TOO_LONG");
}

ScrValue scr__buffer_decode(int enc, const uint8_t *p, size_t n) {
    size_t max = scr__enc_decoded_max(enc, n);
    if (enc != SCR_ENC_UTF8) {
        /* The length is exact: decode straight into the string. */
        if (max > SCR_STRING_MAX_LEN) return throw_too_long();
        if (max == 0) return scr_dup(SCR_ATOM(""));
        ScrString *str = scr__string_alloc((uint32_t)max);
        scr__enc_decode(enc, p, n, str->data);
        return scr_from_cell(str);
    }
    uint16_t *out = scr__xmalloc((max ? max : 1) * sizeof(uint16_t));
    size_t k = scr__enc_decode(enc, p, n, out);
    ScrValue r;
    if (k > SCR_STRING_MAX_LEN)
        r = throw_too_long();
    else
        r = scr_string_from_utf16(out, k);
    free(out);
    return r;
}

/* ------------------------------------------------------------------------
 * The makers.
 * ---------------------------------------------------------------------- */

static ScrValue fill_impl(ScrValue buf, ScrValue value, ScrValue offset, ScrValue end,
                          ScrValue encoding);

/* new FastBuffer(...args): a Uint8Array made with Buffer.prototype. */
static ScrValue fast_new(int argc, ScrValue *argv) {
    return scr__construct(REALM->ta_ctors[SCR_TA_UINT8], argc, argv, fast_ctor);
}

/* Node's fromArrayBuffer: a Buffer sharing ab's memory. */
static ScrValue from_array_buffer(ScrValue ab, ScrValue off_v, ScrValue len_v) {
    double off = 0, len;
    if (!scr_is_undefined(off_v)) {
        if (scr_to_number(off_v, &off) < 0) return SCR_EXCEPTION;
        if (isnan(off)) off = 0;
    }
    double max = (double)scr__ab(ab)->byte_length - off;
    if (max < 0) return scr__buf_throw_bounds("offset");
    if (scr_is_undefined(len_v)) {
        len = max;
    } else {
        if (scr_to_number(len_v, &len) < 0) return SCR_EXCEPTION;
        if (len > 0) {
            if (len > max) return scr__buf_throw_bounds("length");
        } else {
            len = 0;
        }
    }
    ScrValue args[3] = {ab, scr_number(off), scr_number(len)};
    return fast_new(3, args);
}

/* Node's fromObject: an array-like (or { type: 'Buffer', data: [...] }),
 * or SCR_HOLE when obj is neither. */
static ScrValue from_object(ScrValue obj) {
    ScrValue len = scr__get_str(obj, "length");
    if (scr_is_exception(len)) return len;
    bool like = !scr_is_undefined(len);
    if (!like) {
        ScrValue b = scr__get_str(obj, "buffer");
        if (scr_is_exception(b)) return b;
        like = scr__class_of(b) == SCR_CLASS_ARRAY_BUFFER;
        scr_release(b);
    }
    if (like) {
        bool num = scr_is_number(len);
        double n = num ? scr_as_number(len) : 0;
        scr_release(len);
        if (!num || n <= 0) return scr__buffer_new(0);
        return fast_new(1, &obj);
    }
    ScrValue type = scr__get_str(obj, "type");
    if (scr_is_exception(type)) return type;
    bool is_buf = scr_is_string(type) && scr__string_equal(type, SCR_ATOM("Buffer"));
    scr_release(type);
    if (!is_buf) return SCR_HOLE;
    ScrValue data = scr__get_str(obj, "data");
    if (scr_is_exception(data)) return data;
    ScrValue r = SCR_HOLE;
    if (scr__is_array(data)) {
        if (scr_array_length(data) == 0)
            r = scr__buffer_new(0);
        else
            r = fast_new(1, &data);
    }
    scr_release(data);
    return r;
}

static ScrValue from_impl(ScrValue v, ScrValue a1, ScrValue a2) {
    if (scr_is_string(v)) return from_string(v, a1);
    if (scr_is_object(v) && !scr__is_callable(v)) {
        if (scr__class_of(v) == SCR_CLASS_ARRAY_BUFFER) return from_array_buffer(v, a1, a2);
        ScrValue vo = scr__get_str(v, "valueOf");
        if (scr_is_exception(vo)) return vo;
        if (scr__is_callable(vo)) {
            ScrValue r = scr__call(vo, v, 0, NULL);
            scr_release(vo);
            if (scr_is_exception(r)) return r;
            if (!scr_is_nullish(r) && r != v && (scr_is_string(r) || scr_is_object(r))) {
                ScrValue b = from_impl(r, a1, a2);
                scr_release(r);
                return b;
            }
            scr_release(r);
        } else {
            scr_release(vo);
        }
        ScrValue b = from_object(v);
        if (b != SCR_HOLE) return b;
        ScrValue m = scr_get(v, REALM->sym_to_primitive);
        if (scr_is_exception(m)) return m;
        if (scr__is_callable(m)) {
            ScrValue hint = scr_dup(SCR_ATOM("string"));
            ScrValue p = scr__call(m, v, 1, &hint);
            scr_release(hint);
            scr_release(m);
            if (scr_is_exception(p)) return p;
            if (scr_is_string(p)) {
                ScrValue r = from_string(p, a1);
                scr_release(p);
                return r;
            }
            scr_release(p);
        } else {
            scr_release(m);
        }
    }
    /* Node's wording for a name ending in " argument": no quotes. */
    char got[256];
    scr__node_received(v, got, sizeof got);
    return scr__node_error_code(
        scr_throw_type_error("The first argument must be of type string or an instance of Buffer, "
                             "ArrayBuffer, or Array or an Array-like Object. Received %s",
                             got),
        "ERR_INVALID_ARG_TYPE");
}

NATIVE(buffer_from) {
    UNUSED;
    return from_impl(ARG(0), ARG(1), ARG(2));
}

/* Buffer.alloc(size[, fill[, encoding]]). */
NATIVE(buffer_alloc) {
    UNUSED;
    double d;
    if (validate_size(ARG(0), &d) < 0) return SCR_EXCEPTION;
    ScrValue buf = new_sized(d);
    ScrValue f = ARG(1);
    if (scr_is_exception(buf) || scr_is_undefined(f) ||
        (scr_is_number(f) && scr_as_number(f) == 0) || (size_t)d == 0)
        return buf;
    ScrValue r = fill_impl(buf, f, scr_number(0), scr_number((double)(size_t)d), ARG(2));
    if (scr_is_exception(r)) {
        scr_release(buf);
        return r;
    }
    scr_release(r);
    return buf;
}

/* Buffer.allocUnsafe(size) and allocUnsafeSlow(size): zero-filled here
 * (Node's may hold old bytes; no program can rely on them). */
NATIVE(buffer_alloc_unsafe) {
    UNUSED;
    double d;
    if (validate_size(ARG(0), &d) < 0) return SCR_EXCEPTION;
    return new_sized(d);
}

NATIVE(buffer_of) {
    UNUSED;
    ScrValue r = scr__buffer_new((size_t)argc);
    if (scr_is_exception(r)) return r;
    for (int i = 0; i < argc; i++)
        if (scr__ta_store(scr__ta(r), (uint32_t)i, argv[i]) < 0) {
            scr_release(r);
            return SCR_EXCEPTION;
        }
    return r;
}

NATIVE(buffer_is_buffer) {
    UNUSED;
    return scr_bool(scr__is_buffer(ARG(0)));
}

NATIVE(buffer_is_encoding) {
    UNUSED;
    ScrValue e = ARG(0);
    return scr_bool(scr_is_string(e) && scr_str(e)->len &&
                    scr__enc_lookup(scr_str(e)->data, scr_str(e)->len) >= 0);
}

/* Node's byteLength(string[, encoding]). */
NATIVE(buffer_byte_length) {
    UNUSED;
    ScrValue s = ARG(0);
    if (!scr_is_string(s)) {
        uint8_t *p;
        size_t n;
        if (scr__class_of(s) != SCR_CLASS_ARRAY_BUFFER &&
            scr__class_of(s) != SCR_CLASS_TYPED_ARRAY && scr__class_of(s) != SCR_CLASS_DATA_VIEW)
            return scr__throw_arg_type("string",
                                       "of type string or an instance of Buffer or ArrayBuffer", s);
        scr__bytes_of(s, &p, &n);
        return scr_number((double)n);
    }
    int enc = SCR_ENC_UTF8;
    ScrValue e = ARG(1);
    if (scr_str(s)->len == 0) return scr_number(0);
    if (scr_to_boolean(e)) {
        ScrValue es = scr_to_string(e);
        if (scr_is_exception(es)) return es;
        enc = scr__enc_lookup(scr_str(es)->data, scr_str(es)->len);
        scr_release(es);
        if (enc < 0) enc = SCR_ENC_UTF8;
    }
    return scr_number((double)scr__enc_byte_length(enc, scr_str(s)->data, scr_str(s)->len));
}

/* memcmp with Node's normalisation to -1, 0, 1 and the shorter first. */
static int compare_bytes(const uint8_t *a, size_t na, const uint8_t *b, size_t nb) {
    size_t n = na < nb ? na : nb;
    int c = n ? memcmp(a, b, n) : 0;
    if (c) return c < 0 ? -1 : 1;
    return na > nb ? 1 : na < nb ? -1 : 0;
}

NATIVE(buffer_static_compare) {
    UNUSED;
    ScrValue a = ARG(0), b = ARG(1);
    if (!is_u8(a)) return throw_not_u8("buf1", a);
    if (!is_u8(b)) return throw_not_u8("buf2", b);
    if (a == b) return scr_number(0);
    return scr_number(
        compare_bytes(scr__ta(a)->data, scr__ta(a)->length, scr__ta(b)->data, scr__ta(b)->length));
}

/* Buffer.concat(list[, totalLength]). */
NATIVE(buffer_concat) {
    UNUSED;
    ScrValue list = ARG(0);
    if (!scr__is_array(list)) return scr__throw_arg_type("list", "an instance of Array", list);
    uint32_t n = scr_array_length(list);
    if (n == 0) return scr__buffer_new(0);
    double total = 0;
    if (scr_is_undefined(ARG(1))) {
        for (uint32_t i = 0; i < n; i++) {
            ScrValue e = scr_get_elem(list, scr_number(i));
            if (scr_is_exception(e)) return e;
            ScrValue l = scr_get(e, SCR_ATOM("length"));
            scr_release(e);
            if (scr_is_exception(l)) return l;
            if (scr_to_boolean(l) && scr_is_number(l)) total += scr_as_number(l);
            scr_release(l);
        }
    } else if (validate_offset(ARG(1), "length", 0, K_MAX_LENGTH, &total) < 0) {
        return SCR_EXCEPTION;
    }
    ScrValue r = scr__buffer_new((size_t)total);
    if (scr_is_exception(r)) return r;
    size_t pos = 0, cap = (size_t)total;
    for (uint32_t i = 0; i < n; i++) {
        ScrValue e = scr_get_elem(list, scr_number(i));
        if (scr_is_exception(e)) {
            scr_release(r);
            return e;
        }
        if (!is_u8(e)) {
            char name[32];
            snprintf(name, sizeof name, "list[%u]", i);
            throw_not_u8(name, e);
            scr_release(e);
            scr_release(r);
            return SCR_EXCEPTION;
        }
        size_t len = scr__ta(e)->length;
        if (len > cap - pos) len = cap - pos;
        if (len) memmove(scr__ta(r)->data + pos, scr__ta(e)->data, len);
        pos += len;
        scr_release(e);
    }
    return r;
}

/* Buffer(arg[, encodingOrOffset[, length]]) and new Buffer(...): the
 * deprecated maker, with DEP0005 on its first use. */
NATIVE(buffer_construct) {
    UNUSED;
    if (!deprecation_warned) {
        deprecation_warned = true;
        ScrValue proc = scr__get_str(REALM->global, "process");
        ScrValue emit = scr_is_object(proc) ? scr__get_str(proc, "emitWarning") : SCR_UNDEFINED;
        if (scr__is_callable(emit)) {
            const char *msg = "Buffer() is deprecated due to security and usability issues. Please "
                              "use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() "
                              "methods instead.";
            ScrValue a[3] = {scr_string_from_utf8(msg, strlen(msg)),
                             scr_string_from_utf8("DeprecationWarning", 18),
                             scr_string_from_utf8("DEP0005", 7)};
            ScrValue r = scr__call(emit, proc, 3, a);
            for (int i = 0; i < 3; i++) scr_release(a[i]);
            if (scr_is_exception(r)) {
                scr_release(emit);
                scr_release(proc);
                return r;
            }
            scr_release(r);
        }
        if (!scr_is_exception(emit)) scr_release(emit);
        if (!scr_is_exception(proc)) scr_release(proc);
    }
    ScrValue a0 = ARG(0);
    if (scr_is_number(a0)) {
        if (scr_is_string(ARG(1))) return scr__throw_arg_type("string", "of type string", a0);
        double d;
        if (validate_size(a0, &d) < 0) return SCR_EXCEPTION;
        return new_sized(d);
    }
    return from_impl(a0, ARG(1), ARG(2));
}

/* FastBuffer: new Uint8Array(...) with Buffer.prototype. */
NATIVE(fast_construct) {
    (void)this_val;
    (void)fn;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Class constructor FastBuffer cannot be invoked without 'new'");
    return scr__construct(REALM->ta_ctors[SCR_TA_UINT8], argc, argv, nt);
}

NATIVE(species_get) {
    UNUSED;
    return scr_dup(fast_ctor);
}

/* ------------------------------------------------------------------------
 * Prototype methods.
 * ---------------------------------------------------------------------- */

#define THIS_BYTES(p, n)                                                                           \
    uint8_t *p;                                                                                    \
    size_t n;                                                                                      \
    if (!scr__buf_this(this_val, &p, &n)) return SCR_EXCEPTION

/* buf.toString([encoding[, start[, end]]]). */
NATIVE(buffer_to_string) {
    UNUSED;
    THIS_BYTES(p, len);
    if (argc == 0) return scr__buffer_decode(SCR_ENC_UTF8, p, len);
    double start = 0, end = (double)len, d;
    ScrValue s = ARG(1), e = ARG(2);
    if (!scr_is_undefined(s)) {
        if (scr_to_number(s, &d) < 0) return SCR_EXCEPTION;
        if (d <= 0)
            start = 0;
        else if (d >= (double)len)
            return scr_dup(SCR_ATOM(""));
        else
            start = isnan(d) ? 0 : trunc(d);
    }
    if (!scr_is_undefined(e)) {
        if (scr_to_number(e, &d) < 0) return SCR_EXCEPTION;
        if (!(d > (double)len)) end = isnan(d) ? 0 : trunc(d);
    }
    if (end <= start) return scr_dup(SCR_ATOM(""));
    int enc = SCR_ENC_UTF8;
    if (!scr_is_undefined(ARG(0)) && (enc = encoding_arg(ARG(0))) < 0) return SCR_EXCEPTION;
    return scr__buffer_decode(enc, p + (size_t)start, (size_t)(end - start));
}

/* buf.write(string[, offset[, length]][, encoding]). */
NATIVE(buffer_write) {
    UNUSED;
    THIS_BYTES(p, len);
    ScrValue str = ARG(0), off_v = ARG(1), len_v = ARG(2), enc_v = ARG(3);
    double off = 0, n = (double)len;
    if (scr_is_undefined(off_v)) {
        enc_v = SCR_UNDEFINED;
    } else if (scr_is_undefined(len_v) && scr_is_string(off_v)) {
        enc_v = off_v;
    } else {
        if (validate_offset(off_v, "offset", 0, (double)len, &off) < 0) return SCR_EXCEPTION;
        double remaining = (double)len - off;
        if (scr_is_undefined(len_v)) {
            n = remaining;
        } else if (scr_is_string(len_v)) {
            enc_v = len_v;
            n = remaining;
        } else {
            if (validate_offset(len_v, "length", 0, (double)len, &n) < 0) return SCR_EXCEPTION;
            if (n > remaining) n = remaining;
        }
    }
    int enc = SCR_ENC_UTF8;
    if (scr_to_boolean(enc_v) && (enc = encoding_arg(enc_v)) < 0) return SCR_EXCEPTION;
    if (!scr_is_string(str))
        return scr__buf_cxx_code(scr_throw_type_error("argument must be a string"),
                                 "ERR_INVALID_ARG_TYPE");
    size_t k =
        scr__enc_write(enc, scr_str(str)->data, scr_str(str)->len, p + (size_t)off, (size_t)n);
    return scr_number((double)k);
}

NATIVE(buffer_to_json) {
    UNUSED;
    THIS_BYTES(p, len);
    ScrValue data = scr_array_new(0);
    for (size_t i = 0; i < len; i++) scr_array_push(data, scr_number(p[i]));
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "type", scr_string_from_utf8("Buffer", 6), SCR_PROP_CWE);
    scr__define_str_take(o, "data", data, SCR_PROP_CWE);
    return o;
}

NATIVE(buffer_equals) {
    UNUSED;
    THIS_BYTES(p, len);
    ScrValue o = ARG(0);
    if (!is_u8(o)) return throw_not_u8("otherBuffer", o);
    if (o == this_val) return SCR_TRUE;
    return scr_bool(compare_bytes(p, len, scr__ta(o)->data, scr__ta(o)->length) == 0);
}

/* buf.compare(target[, targetStart[, targetEnd[, sourceStart[, sourceEnd]]]]). */
NATIVE(buffer_compare) {
    UNUSED;
    THIS_BYTES(p, len);
    ScrValue t = ARG(0);
    if (!is_u8(t)) return throw_not_u8("target", t);
    size_t tlen = scr__ta(t)->length;
    const uint8_t *tp = scr__ta(t)->data;
    if (argc == 1) return scr_number(compare_bytes(p, len, tp, tlen));
    double ts = 0, te = (double)tlen, ss = 0, se = (double)len;
    if (!scr_is_undefined(ARG(1)) &&
        validate_offset(ARG(1), "targetStart", 0, K_MAX_LENGTH, &ts) < 0)
        return SCR_EXCEPTION;
    if (!scr_is_undefined(ARG(2)) && validate_offset(ARG(2), "targetEnd", 0, (double)tlen, &te) < 0)
        return SCR_EXCEPTION;
    if (!scr_is_undefined(ARG(3)) &&
        validate_offset(ARG(3), "sourceStart", 0, K_MAX_LENGTH, &ss) < 0)
        return SCR_EXCEPTION;
    if (!scr_is_undefined(ARG(4)) && validate_offset(ARG(4), "sourceEnd", 0, (double)len, &se) < 0)
        return SCR_EXCEPTION;
    if (ss >= se) return scr_number(ts >= te ? 0 : -1);
    if (ts >= te) return scr_number(1);
    if (ss > (double)len)
        return scr__node_error_code(
            scr_throw_range_error("The value of \"sourceStart\" is out of range."),
            "ERR_OUT_OF_RANGE");
    if (ts > (double)tlen)
        return scr__node_error_code(
            scr_throw_range_error("The value of \"targetStart\" is out of range."),
            "ERR_OUT_OF_RANGE");
    size_t sn = (size_t)(se - ss), tn = (size_t)(te - ts);
    size_t n = sn < tn ? sn : tn;
    if (n > len - (size_t)ss) n = len - (size_t)ss;
    int c = n ? memcmp(p + (size_t)ss, tp + (size_t)ts, n) : 0;
    if (c) return scr_number(c < 0 ? -1 : 1);
    return scr_number(sn > tn ? 1 : sn < tn ? -1 : 0);
}

/* Node's toInteger(n, 0) for copy's arguments. */
static int copy_int(ScrValue v, double *out) {
    double d;
    if (scr_is_number(v) && floor(scr_as_number(v)) == scr_as_number(v) &&
        isfinite(scr_as_number(v))) {
        *out = scr_as_number(v);
        return 0;
    }
    if (scr_to_number(v, &d) < 0) return -1;
    if (!isnan(d) && d >= -9007199254740991.0 && d <= 9007199254740991.0)
        *out = floor(d);
    else
        *out = 0;
    return 0;
}

/* buf.copy(target[, targetStart[, sourceStart[, sourceEnd]]]). */
NATIVE(buffer_copy) {
    UNUSED;
    if (!is_u8(this_val)) return throw_not_u8("source", this_val);
    ScrValue t = ARG(0);
    if (!is_u8(t)) return throw_not_u8("target", t);
    size_t slen = scr__ta(this_val)->length, tlen = scr__ta(t)->length;
    double ts = 0, ss = 0, se = (double)slen;
    if (!scr_is_undefined(ARG(1))) {
        if (copy_int(ARG(1), &ts) < 0) return SCR_EXCEPTION;
        if (ts < 0) return scr__buf_throw_range("targetStart", ">= 0", scr_number(ts));
    }
    if (!scr_is_undefined(ARG(2))) {
        if (copy_int(ARG(2), &ss) < 0) return SCR_EXCEPTION;
        if (ss < 0 || ss > (double)slen) {
            char range[64];
            snprintf(range, sizeof range, ">= 0 && <= %zu", slen);
            return scr__buf_throw_range("sourceStart", range, scr_number(ss));
        }
    }
    if (!scr_is_undefined(ARG(3))) {
        if (copy_int(ARG(3), &se) < 0) return SCR_EXCEPTION;
        if (se < 0) return scr__buf_throw_range("sourceEnd", ">= 0", scr_number(se));
    }
    if (ts >= (double)tlen || ss >= se) return scr_number(0);
    if (se - ss > (double)tlen - ts) se = ss + (double)tlen - ts;
    double nb = se - ss, avail = (double)slen - ss;
    if (nb > avail) nb = avail;
    if (nb <= 0) return scr_number(0);
    memmove(scr__ta(t)->data + (size_t)ts, scr__ta(this_val)->data + (size_t)ss, (size_t)nb);
    return scr_number(nb);
}

/* Node's adjustOffset for slice. */
static int adjust_offset(ScrValue v, double len, double *out) {
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    d = trunc(d);
    if (d == 0 || isnan(d))
        *out = 0;
    else if (d < 0)
        *out = d + len > 0 ? d + len : 0;
    else
        *out = d < len ? d : len;
    return 0;
}

/* buf.slice(start, end): a Buffer over the same memory. */
NATIVE(buffer_slice) {
    UNUSED;
    if (!is_u8(this_val)) return scr_throw_type_error("argument must be a buffer");
    ScrTypedArray *t = scr__ta(this_val);
    double len = t->length, start, end = len;
    if (adjust_offset(ARG(0), len, &start) < 0) return SCR_EXCEPTION;
    if (!scr_is_undefined(ARG(1)) && adjust_offset(ARG(1), len, &end) < 0) return SCR_EXCEPTION;
    double n = end > start ? end - start : 0;
    return scr__typed_array_new(SCR_TA_UINT8, t->buffer, t->byte_offset + (uint32_t)start,
                                (uint32_t)n, buffer_proto);
}

/* bindingFill for a string or a view: the pattern bytes repeated over
 * [off, end); -1 for an empty pattern. */
static int fill_pattern(uint8_t *p, size_t off, size_t end, const uint8_t *pat, size_t n) {
    if (n == 0) return -1;
    for (size_t i = off, k = 0; i < end; i++, k = k + 1 == n ? 0 : k + 1) p[i] = pat[k];
    return 0;
}

/* Node's _fill(buf, value, offset, end, encoding). Returns buf (owned). */
static ScrValue fill_impl(ScrValue buf, ScrValue value, ScrValue offset, ScrValue end,
                          ScrValue encoding) {
    size_t len = scr__ta(buf)->length;
    int enc = -1;
    bool is_str = scr_is_string(value);
    double num = 0;
    bool use_num = !is_str;
    if (is_str) {
        if (scr_is_undefined(offset) || scr_is_string(offset)) {
            encoding = offset;
            offset = scr_number(0);
            end = scr_number((double)len);
        } else if (scr_is_string(end)) {
            encoding = end;
            end = scr_number((double)len);
        }
        if (scr_is_nullish(encoding)) {
            enc = SCR_ENC_UTF8;
        } else if (scr_is_string(encoding)) {
            enc = scr__enc_lookup(scr_str(encoding)->data, scr_str(encoding)->len);
            if (enc < 0) return throw_unknown_encoding(encoding);
        } else {
            return scr__throw_arg_type("encoding", "of type string", encoding);
        }
        ScrString *s = scr_str(value);
        if (s->len == 0) {
            use_num = true;
            num = 0;
        } else if (s->len == 1 &&
                   ((enc == SCR_ENC_UTF8 && s->data[0] < 128) || enc == SCR_ENC_LATIN1)) {
            use_num = true;
            num = s->data[0];
        }
    }
    double o = 0, e = (double)len;
    if (!scr_is_undefined(offset)) {
        if (validate_offset(offset, "offset", 0, K_MAX_LENGTH, &o) < 0) return SCR_EXCEPTION;
        if (!scr_is_undefined(end) && validate_offset(end, "end", 0, (double)len, &e) < 0)
            return SCR_EXCEPTION;
        if (o >= e) return scr_dup(buf);
    }
    static uint8_t none[1]; /* keeps p + 0 defined for an empty buffer */
    uint8_t *p = scr__ta(buf)->data ? scr__ta(buf)->data : none;
    if (use_num && !is_str) {
        if (scr_is_number(value)) {
            num = scr_as_number(value);
        } else if (scr__class_of(value) == SCR_CLASS_TYPED_ARRAY ||
                   scr__class_of(value) == SCR_CLASS_DATA_VIEW) {
            uint8_t *vp;
            size_t vn;
            scr__bytes_of(value, &vp, &vn);
            if (fill_pattern(p, (size_t)o, (size_t)e, vp, vn) < 0) goto invalid;
            return scr_dup(buf);
        } else {
            /* Uint32Value(value) & 255 for anything else. */
            if (scr_to_number(value, &num) < 0) return SCR_EXCEPTION;
        }
    }
    if (use_num) {
        if (o > e || e > (double)len) return scr__buf_throw_bounds(NULL);
        int32_t b = scr__to_int32_d(num);
        memset(p + (size_t)o, b & 0xFF, (size_t)(e - o));
        return scr_dup(buf);
    }
    {
        ScrString *s = scr_str(value);
        size_t k;
        uint8_t *tmp = scr__enc_encode(enc, s->data, s->len, &k);
        int rc = fill_pattern(p, (size_t)o, (size_t)e, tmp, k);
        free(tmp);
        if (rc < 0) goto invalid;
        return scr_dup(buf);
    }
invalid : {
    ScrValue s = scr__inspect(value, NULL);
    if (scr_is_exception(s)) return s;
    char *c = scr__string_to_utf8(s, NULL);
    scr_release(s);
    ScrValue err = scr_throw_type_error("The argument 'value' is invalid. Received %s", c);
    free(c);
    return scr__node_error_code(err, "ERR_INVALID_ARG_VALUE");
}
}

NATIVE(buffer_fill) {
    UNUSED;
    if (!is_u8(this_val)) return scr_throw_type_error("argument must be a buffer");
    return fill_impl(this_val, ARG(0), ARG(1), ARG(2), ARG(3));
}

/* Node's IndexOfOffset. */
static int64_t index_offset(int64_t len, int64_t off, int64_t nlen, bool fwd) {
    if (off < 0) {
        if (off + len >= 0) return len + off;
        if (fwd || nlen == 0) return 0;
        return -1;
    }
    if (off + nlen <= len) return off;
    if (nlen == 0) return len;
    if (fwd) return -1;
    return len - 1;
}

/* The needle n[0..nn) in h[0..hn), forward from `from` or backward from
 * it, stepping by `step` bytes (2 for utf16le). */
static int64_t search(const uint8_t *h, size_t hn, const uint8_t *nd, size_t nn, size_t from,
                      bool fwd, size_t step) {
    if (nn > hn) return -1;
    if (fwd) {
        for (size_t i = from; i + nn <= hn; i += step)
            if (memcmp(h + i, nd, nn) == 0) return (int64_t)i;
        return -1;
    }
    size_t i = from + nn > hn ? hn - nn : from;
    if (step == 2) i &= ~(size_t)1;
    for (;;) {
        if (memcmp(h + i, nd, nn) == 0) return (int64_t)i;
        if (i < step) return -1;
        i -= step;
    }
}

/* bidirectionalIndexOf(buffer, val, byteOffset, encoding, dir). */
static ScrValue index_of(ScrValue this_val, int argc, ScrValue *argv, bool fwd) {
    THIS_BYTES(p, len);
    ScrValue val = ARG(0), off_v = ARG(1), enc_v = ARG(2);
    double off;
    if (scr_is_string(off_v)) {
        enc_v = off_v;
        off = NAN;
    } else {
        if (scr_to_number(off_v, &off) < 0) return SCR_EXCEPTION;
        if (off > 0x7fffffff)
            off = 0x7fffffff;
        else if (off < -2147483648.0)
            off = -2147483648.0;
    }
    if (isnan(off)) off = fwd ? 0 : (double)len;
    int64_t o = (int64_t)trunc(off);
    if (scr_is_number(val)) {
        uint8_t b = (uint8_t)(uint32_t)scr__to_int32_d(scr_as_number(val));
        int64_t at = index_offset((int64_t)len, o, 1, fwd);
        if (at <= -1 || len == 0) return scr_number(-1);
        if (fwd) {
            const uint8_t *r = memchr(p + at, b, len - (size_t)at);
            return scr_number(r ? (double)(r - p) : -1);
        }
        for (int64_t i = at; i >= 0; i--)
            if (p[i] == b) return scr_number((double)i);
        return scr_number(-1);
    }
    int enc = SCR_ENC_UTF8;
    if (!scr_is_undefined(enc_v)) {
        ScrValue s = scr_to_string(enc_v);
        if (scr_is_exception(s)) return s;
        enc = scr__enc_lookup(scr_str(s)->data, scr_str(s)->len);
        if (enc < 0 && scr_is_string(val)) {
            throw_unknown_encoding(s);
            scr_release(s);
            return SCR_EXCEPTION;
        }
        scr_release(s);
        /* An unknown encoding only matters for a string needle. */
        if (enc < 0) enc = SCR_ENC_UTF8;
    }
    uint8_t *np;
    size_t nn;
    uint8_t *tmp = NULL;
    if (scr_is_string(val)) {
        ScrString *s = scr_str(val);
        tmp = scr__enc_encode(enc, s->data, s->len, &nn);
        np = tmp;
    } else if (is_u8(val)) {
        np = scr__ta(val)->data;
        nn = scr__ta(val)->length;
    } else {
        return scr__throw_arg_type(
            "value", "one of type number or string or an instance of Buffer or Uint8Array", val);
    }
    int64_t at = index_offset((int64_t)len, o, (int64_t)nn, fwd);
    double r;
    if (nn == 0)
        r = (double)at;
    else if (len == 0 || at <= -1)
        r = -1;
    else if (fwd && nn + (size_t)at > len)
        r = -1;
    else if (enc == SCR_ENC_UTF16LE && (len < 2 || nn < 2))
        r = -1;
    else
        r = (double)search(p, len, np, nn, (size_t)at, fwd, enc == SCR_ENC_UTF16LE ? 2 : 1);
    free(tmp);
    return scr_number(r);
}

NATIVE(buffer_index_of) {
    UNUSED;
    return index_of(this_val, argc, argv, true);
}

NATIVE(buffer_last_index_of) {
    UNUSED;
    return index_of(this_val, argc, argv, false);
}

NATIVE(buffer_includes) {
    UNUSED;
    ScrValue r = index_of(this_val, argc, argv, true);
    if (scr_is_exception(r)) return r;
    return scr_bool(scr_as_number(r) != -1);
}

/* swap16/32/64, told apart by magic (the width in bytes). */
NATIVE(buffer_swap) {
    (void)nt, (void)argc, (void)argv;
    int w = ((ScrFunction *)scr_obj(fn))->magic;
    THIS_BYTES(p, len);
    if (len % (size_t)w) {
        ScrValue e = scr_throw_range_error("Buffer size must be a multiple of %d-bits", w * 8);
        return scr__node_error_code(e, "ERR_INVALID_BUFFER_SIZE");
    }
    for (size_t i = 0; i < len; i += (size_t)w)
        for (int a = 0, b = w - 1; a < b; a++, b--) {
            uint8_t t = p[i + a];
            p[i + a] = p[i + b];
            p[i + b] = t;
        }
    return scr_dup(this_val);
}

/* Node's C++ ParseArrayIndex: undefined gives dflt, a negative index is
 * out of range. 1 with *out, 0 when out of range, -1 on exception. */
static int parse_index(ScrValue v, double dflt, double *out) {
    if (scr_is_undefined(v)) {
        *out = dflt;
        return 1;
    }
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    d = isnan(d) ? 0 : trunc(d);
    if (d < 0) return 0;
    *out = d;
    return 1;
}

static ScrValue throw_index_range(void) {
    return scr__buf_cxx_code(scr_throw_range_error("Index out of range"), "ERR_OUT_OF_RANGE");
}

/* buf.hexSlice(start, end) and the other encodings' (magic: the
 * encoding): Node's binding methods, with their C++ checks. */
NATIVE(buffer_enc_slice) {
    (void)nt;
    int enc = ((ScrFunction *)scr_obj(fn))->magic;
    THIS_BYTES(p, len);
    if (len == 0) return scr_dup(SCR_ATOM(""));
    double start, end;
    int r = parse_index(ARG(0), 0, &start);
    if (r <= 0) return r < 0 ? SCR_EXCEPTION : throw_index_range();
    r = parse_index(ARG(1), (double)len, &end);
    if (r <= 0) return r < 0 ? SCR_EXCEPTION : throw_index_range();
    if (end < start) end = start;
    if (end > (double)len) return throw_index_range();
    return scr__buffer_decode(enc, p + (size_t)start, (size_t)(end - start));
}

/* buf.utf8Write(string, offset, length) and the others'. */
NATIVE(buffer_enc_write) {
    (void)nt;
    int enc = ((ScrFunction *)scr_obj(fn))->magic;
    THIS_BYTES(p, len);
    ScrValue str = ARG(0);
    if (!scr_is_string(str))
        return scr__buf_cxx_code(scr_throw_type_error("argument must be a string"),
                                 "ERR_INVALID_ARG_TYPE");
    double off, max;
    int r = parse_index(ARG(1), 0, &off);
    if (r <= 0) return r < 0 ? SCR_EXCEPTION : throw_index_range();
    if (off > (double)len)
        return scr__buf_cxx_code(scr_throw_range_error("\"offset\" is outside of buffer bounds"),
                                 "ERR_BUFFER_OUT_OF_BOUNDS");
    r = parse_index(ARG(2), (double)len - off, &max);
    if (r <= 0) return r < 0 ? SCR_EXCEPTION : throw_index_range();
    if (max > (double)len - off) max = (double)len - off;
    if (max == 0) return scr_number(0);
    return scr_number((double)scr__enc_write(enc, scr_str(str)->data, scr_str(str)->len,
                                             p + (size_t)off, (size_t)max));
}

/* Node's validateInteger(v, name, 0) for copyBytesFrom. 0 or -1. */
static int validate_index(ScrValue v, const char *name, double *out) {
    if (!scr_is_number(v)) {
        scr__throw_arg_type(name, "of type number", v);
        return -1;
    }
    double d = scr_as_number(v);
    if (floor(d) != d || !isfinite(d)) {
        scr__buf_throw_range(name, "an integer", v);
        return -1;
    }
    if (d < 0 || d > 9007199254740991.0) {
        scr__buf_throw_range(name, ">= 0 && <= 9007199254740991", v);
        return -1;
    }
    *out = d;
    return 0;
}

/* Buffer.copyBytesFrom(view[, offset[, length]]): a copy of the bytes of
 * the view's elements offset .. offset + length. */
NATIVE(buffer_copy_bytes_from) {
    UNUSED;
    ScrValue view = ARG(0);
    if (scr__class_of(view) != SCR_CLASS_TYPED_ARRAY)
        return scr__throw_arg_type("view", "an instance of TypedArray", view);
    ScrTypedArray *t = scr__ta(view);
    double n = t->length, off = 0, end = n;
    if (n == 0) return scr__buffer_new(0);
    if (!scr_is_undefined(ARG(1))) {
        if (validate_index(ARG(1), "offset", &off) < 0) return SCR_EXCEPTION;
        if (off >= n) return scr__buffer_new(0);
    }
    if (!scr_is_undefined(ARG(2))) {
        double l;
        if (validate_index(ARG(2), "length", &l) < 0) return SCR_EXCEPTION;
        end = off + l;
    }
    if (end > n) end = n;
    size_t size = scr__ta_size[t->type];
    return scr__buffer_from_bytes(t->data + (size_t)off * size, (size_t)(end - off) * size);
}

/* ------------------------------------------------------------------------
 * Module-level functions: isUtf8, isAscii.
 * ---------------------------------------------------------------------- */

static int input_bytes(ScrValue v, uint8_t **p, size_t *n) {
    int c = scr__class_of(v);
    if (c == SCR_CLASS_TYPED_ARRAY || c == SCR_CLASS_ARRAY_BUFFER) {
        scr__bytes_of(v, p, n);
        return 0;
    }
    scr__throw_arg_type("input", "an instance of ArrayBuffer, Buffer, or TypedArray", v);
    return -1;
}

NATIVE(buffer_is_utf8) {
    UNUSED;
    uint8_t *p;
    size_t n;
    if (input_bytes(ARG(0), &p, &n) < 0) return SCR_EXCEPTION;
    ScrUtf8Decoder d;
    memset(&d, 0, sizeof d);
    uint16_t *out = scr__xmalloc((n + 1) * sizeof(uint16_t));
    size_t k = scr__utf8_decode_chunk(&d, p, n, true, true, out);
    free(out);
    return scr_bool(k != (size_t)-1);
}

NATIVE(buffer_is_ascii) {
    UNUSED;
    uint8_t *p;
    size_t n;
    if (input_bytes(ARG(0), &p, &n) < 0) return SCR_EXCEPTION;
    for (size_t i = 0; i < n; i++)
        if (p[i] & 0x80) return SCR_FALSE;
    return SCR_TRUE;
}

/* ------------------------------------------------------------------------
 * Set-up.
 * ---------------------------------------------------------------------- */

/* buf.parent and buf.offset: Node's deprecated names of buffer and
 * byteOffset (undefined for anything that is not a Buffer). */
NATIVE(buffer_parent) {
    UNUSED;
    if (!scr__is_buffer(this_val)) return SCR_UNDEFINED;
    return scr_dup(scr__ta(this_val)->buffer);
}

NATIVE(buffer_offset) {
    UNUSED;
    if (!scr__is_buffer(this_val)) return SCR_UNDEFINED;
    return scr_number(scr__ta(this_val)->byte_offset);
}

/* buf.inspect(): the string console.log prints. */
NATIVE(buffer_inspect) {
    UNUSED;
    return scr__inspect(this_val, NULL);
}

/* A native method of `name`: Node's assignments make them enumerable. */
static void method(ScrValue obj, const char *name, ScrCode code, int length, int magic) {
    scr__define_method(obj, name, code, length, magic, SCR_PROP_CWE, SCR_UNDEFINED);
}

/* Buffer.prototype's methods, in the order of Node's own keys (for..in
 * and Object.keys list them so). */
static void define_proto(ScrValue proto) {
    static const char *const nums[] = {
        "readBigUInt64LE",  "readBigUInt64BE",  "readBigUint64LE",  "readBigUint64BE",
        "readBigInt64LE",   "readBigInt64BE",   "writeBigUInt64LE", "writeBigUInt64BE",
        "writeBigUint64LE", "writeBigUint64BE", "writeBigInt64LE",  "writeBigInt64BE",
        "readUIntLE",       "readUInt32LE",     "readUInt16LE",     "readUInt8",
        "readUIntBE",       "readUInt32BE",     "readUInt16BE",     "readUintLE",
        "readUint32LE",     "readUint16LE",     "readUint8",        "readUintBE",
        "readUint32BE",     "readUint16BE",     "readIntLE",        "readInt32LE",
        "readInt16LE",      "readInt8",         "readIntBE",        "readInt32BE",
        "readInt16BE",      "writeUIntLE",      "writeUInt32LE",    "writeUInt16LE",
        "writeUInt8",       "writeUIntBE",      "writeUInt32BE",    "writeUInt16BE",
        "writeUintLE",      "writeUint32LE",    "writeUint16LE",    "writeUint8",
        "writeUintBE",      "writeUint32BE",    "writeUint16BE",    "writeIntLE",
        "writeInt32LE",     "writeInt16LE",     "writeInt8",        "writeIntBE",
        "writeInt32BE",     "writeInt16BE",     "readFloatLE",      "readFloatBE",
        "readDoubleLE",     "readDoubleBE",     "writeFloatLE",     "writeFloatBE",
        "writeDoubleLE",    "writeDoubleBE",
    };
    for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++)
        scr__buffer_num_define(proto, nums[i], SCR_PROP_CWE);
    static const struct {
        const char *name;
        int enc;
    } encs[] = {
        {"ascii", SCR_ENC_ASCII},   {"base64", SCR_ENC_BASE64}, {"base64url", SCR_ENC_BASE64URL},
        {"latin1", SCR_ENC_LATIN1}, {"hex", SCR_ENC_HEX},       {"ucs2", SCR_ENC_UTF16LE},
        {"utf8", SCR_ENC_UTF8}};
    char name[24];
    for (size_t i = 0; i < sizeof encs / sizeof encs[0]; i++) {
        snprintf(name, sizeof name, "%sSlice", encs[i].name);
        method(proto, name, buffer_enc_slice, 0, encs[i].enc);
    }
    for (size_t i = 0; i < sizeof encs / sizeof encs[0]; i++) {
        snprintf(name, sizeof name, "%sWrite", encs[i].name);
        method(proto, name, buffer_enc_write, 0, encs[i].enc);
    }
    const char *getters[] = {"parent", "offset"};
    ScrCode getter_code[] = {buffer_parent, buffer_offset};
    for (int i = 0; i < 2; i++)
        scr__define_getset(proto, getters[i], getter_code[i], NULL, 0, SCR_PROP_ENUMERABLE);
    method(proto, "copy", buffer_copy, 4, 0);
    method(proto, "toString", buffer_to_string, 3, 0);
    method(proto, "equals", buffer_equals, 1, 0);
    method(proto, "inspect", buffer_inspect, 2, 0);
    method(proto, "compare", buffer_compare, 5, 0);
    method(proto, "indexOf", buffer_index_of, 3, 0);
    method(proto, "lastIndexOf", buffer_last_index_of, 3, 0);
    method(proto, "includes", buffer_includes, 3, 0);
    method(proto, "fill", buffer_fill, 4, 0);
    method(proto, "write", buffer_write, 4, 0);
    method(proto, "toJSON", buffer_to_json, 0, 0);
    method(proto, "subarray", buffer_slice, 2, 0);
    method(proto, "slice", buffer_slice, 2, 0);
    for (int w = 2; w <= 8; w *= 2) {
        snprintf(name, sizeof name, "swap%d", w * 8);
        method(proto, name, buffer_swap, 0, w);
    }
    /* toLocaleString is the toString function itself. */
    ScrValue ts = scr__get_str(proto, "toString");
    scr__define_str_take(proto, "toLocaleString", ts, SCR_PROP_CWE);
}

void scr__buffer_init(ScrValue global) {
    ScrValue proto = scr_object_new();
    scr__set_proto(proto, REALM->ta_protos[SCR_TA_UINT8]);
    /* FastBuffer first: making Buffer afterwards points proto.constructor
     * at Buffer, while FastBuffer.prototype stays proto. */
    ScrValue fast = scr__native_ctor_new(fast_construct, "FastBuffer", 3, proto);
    scr__set_proto(fast, REALM->ta_ctors[SCR_TA_UINT8]);
    ((ScrFunction *)scr_obj(fast))->flags |= SCR_FN_CLASS; /* class FastBuffer extends Uint8Array */
    ScrValue ctor = scr__native_ctor_new(buffer_construct, "Buffer", 3, proto);
    scr__set_proto(ctor, REALM->ta_ctors[SCR_TA_UINT8]);
    /* The statics in the order of Node's own keys. */
    scr__define_str_take(ctor, "poolSize", scr_number(8192), SCR_PROP_CWE);
    method(ctor, "from", buffer_from, 3, 0);
    method(ctor, "copyBytesFrom", buffer_copy_bytes_from, 3, 0);
    method(ctor, "of", buffer_of, 0, 0);
    method(ctor, "alloc", buffer_alloc, 3, 0);
    method(ctor, "allocUnsafe", buffer_alloc_unsafe, 1, 0);
    method(ctor, "allocUnsafeSlow", buffer_alloc_unsafe, 1, 0);
    method(ctor, "isBuffer", buffer_is_buffer, 1, 0);
    method(ctor, "compare", buffer_static_compare, 2, 0);
    method(ctor, "isEncoding", buffer_is_encoding, 1, 0);
    method(ctor, "concat", buffer_concat, 2, 0);
    method(ctor, "byteLength", buffer_byte_length, 2, 0);
    /* Node keeps isEncoding under a symbol too, and console.log(Buffer)
     * shows it. */
    ScrValue desc = scr_string_from_utf8("kIsEncodingSymbol", 17);
    ScrValue sym = scr__symbol_new(desc);
    scr_release(desc);
    scr__define_value_take(ctor, sym, scr__get_str(ctor, "isEncoding"), SCR_PROP_CWE);
    scr_release(sym);
    ScrValue g = scr_native_new(species_get, "get [Symbol.species]", 0);
    scr__define_accessor_flags(ctor, REALM->sym_species, g, SCR_UNDEFINED, SCR_PROP_CONFIGURABLE);
    scr_release(g);
    define_proto(proto);

    buffer_proto = proto; /* owned until scr__buffer_shutdown */
    buffer_ctor = scr_dup(ctor);
    fast_ctor = fast;
    scr__define_str_take(global, "Buffer", ctor, SCR_PROP_CW);
    scr__encoding_init(global);
}

void scr__buffer_shutdown(void) {
    scr_clear(&buffer_proto);
    scr_clear(&buffer_ctor);
    scr_clear(&fast_ctor);
    scr__encoding_shutdown();
}

ScrValue scr__buffer_module_new(void) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "Buffer", scr_dup(buffer_ctor), SCR_PROP_CWE);
    scr__define_str_take(o, "kMaxLength", scr_number(K_MAX_LENGTH), SCR_PROP_CWE);
    scr__define_str_take(o, "kStringMaxLength", scr_number(SCR_STRING_MAX_LEN), SCR_PROP_CWE);
    scr__define_str_take(o, "INSPECT_MAX_BYTES", scr_number(50), SCR_PROP_CWE);
    ScrValue c = scr_object_new();
    scr__define_str_take(c, "MAX_LENGTH", scr_number(K_MAX_LENGTH), SCR_PROP_CWE);
    scr__define_str_take(c, "MAX_STRING_LENGTH", scr_number(SCR_STRING_MAX_LEN), SCR_PROP_CWE);
    scr__define_str_take(o, "constants", c, SCR_PROP_CWE);
    method(o, "isUtf8", buffer_is_utf8, 1, 0);
    method(o, "isAscii", buffer_is_ascii, 1, 0);
    /* atob and btoa are webglobals.c's functions, the same objects. */
    const char *globals[] = {"atob", "btoa"};
    for (int i = 0; i < 2; i++) {
        ScrValue f = scr__get_str(REALM->global, globals[i]);
        if (scr_is_exception(f)) {
            scr_release(scr_exception_take());
            continue;
        }
        scr__define_str_take(o, globals[i], f, SCR_PROP_CWE);
    }
    return o;
}
