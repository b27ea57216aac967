/* encoding.c - TextEncoder and TextDecoder as Node 20 has them (globals and
 * node:util's). A decoder keeps its state in private fields: the encoding,
 * its flags and the bytes of a sequence cut by a chunk (stream: true).
 * Node decodes utf-8 and windows-1252 without stream on fast paths (the
 * latter as plain latin1) and everything else through ICU; both are
 * followed here, with codec.c's WHATWG UTF-8 decoder. */
#include "node/encoding.h"

#include "base/base.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"
#include "core/typedarray.h"
#include "node/buffer.h"
#include "node/buffer_int.h"
#include "node/codec.h"
#include "node/errors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REALM (scr__thread.realm)

enum { ENC_UTF8, ENC_UTF16LE, ENC_UTF16BE, ENC_WIN1252 };
static const char *const enc_names[] = {"utf-8", "utf-16le", "utf-16be", "windows-1252"};

/* Decoder flags (the #flags field). */
enum {
    F_FATAL = 1,
    F_IGNORE_BOM = 2,
    F_BOM_SEEN = 4, /* the stream has produced output: a BOM now is text */
    F_SLOW = 8,     /* a stream decode happened: the fast paths are off */
};

/* The prototypes, constructors and private names, owned from
 * scr__encoding_init to scr__encoding_shutdown. */
static ScrValue te_proto = SCR_UNDEFINED, td_proto = SCR_UNDEFINED, te_ctor = SCR_UNDEFINED,
                td_ctor = SCR_UNDEFINED;
static ScrValue pn_encoder = SCR_UNDEFINED, pn_enc = SCR_UNDEFINED, pn_flags = SCR_UNDEFINED,
                pn_state = SCR_UNDEFINED;

static ScrValue throw_invalid_this(const char *cls) {
    return scr__node_error_code(scr_throw_type_error("Value of \"this\" must be of type %s", cls),
                                "ERR_INVALID_THIS");
}

static bool has_brand(ScrValue v, ScrValue pname) {
    if (!scr_is_object(v)) return false;
    int r = scr_private_has(v, pname);
    if (r < 0) scr_release(scr_exception_take());
    return r == 1;
}

/* A new plain Uint8Array holding a copy of p[0..n). */
static ScrValue u8_from(const uint8_t *p, size_t n) {
    ScrValue ab = scr__array_buffer_new(n, REALM->array_buffer_proto);
    if (scr_is_exception(ab)) return ab;
    if (n) memcpy(scr__ab(ab)->data, p, n);
    ScrValue r =
        scr__typed_array_new(SCR_TA_UINT8, ab, 0, (uint32_t)n, REALM->ta_protos[SCR_TA_UINT8]);
    scr_release(ab);
    return r;
}

/* ------------------------------------------------------------------------
 * TextEncoder.
 * ---------------------------------------------------------------------- */

NATIVE(te_construct) {
    UNUSED;
    if (scr_is_undefined(nt))
        return scr_throw_type_error(
            "Class constructor TextEncoder cannot be invoked without 'new'");
    ScrValue proto = scr__proto_from_ctor(nt, te_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue o = scr_object_new();
    scr__set_proto(o, proto);
    scr_release(proto);
    if (scr_private_define(o, pn_encoder, SCR_TRUE) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

NATIVE(te_encoding) {
    UNUSED;
    if (!has_brand(this_val, pn_encoder)) return throw_invalid_this("TextEncoder");
    return scr_string_from_utf8("utf-8", 5);
}

/* encode(input = ''): the UTF-8 bytes of `${input}` in a Uint8Array. */
NATIVE(te_encode) {
    UNUSED;
    if (!has_brand(this_val, pn_encoder)) return throw_invalid_this("TextEncoder");
    if (scr_is_undefined(ARG(0))) return u8_from(NULL, 0);
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    size_t n;
    char *u = scr__string_to_utf8(s, &n);
    scr_release(s);
    ScrValue r = u8_from((const uint8_t *)u, n);
    free(u);
    return r;
}

/* encodeInto(src, dest): { read, written }, whole characters only. */
NATIVE(te_encode_into) {
    UNUSED;
    if (!has_brand(this_val, pn_encoder)) return throw_invalid_this("TextEncoder");
    ScrValue src = ARG(0), dest = ARG(1);
    if (!scr_is_string(src)) return scr__throw_arg_type("src", "of type string", src);
    if (scr__class_of(dest) != SCR_CLASS_TYPED_ARRAY || scr__ta(dest)->type != SCR_TA_UINT8)
        return scr__throw_arg_type("dest", "an instance of Uint8Array", dest);
    size_t read;
    ScrTypedArray *t = scr__ta(dest);
    size_t written =
        scr__utf8_encode_into(scr_str(src)->data, scr_str(src)->len, t->data, t->length, &read);
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "read", scr_number((double)read), SCR_PROP_CWE);
    scr__define_str_take(o, "written", scr_number((double)written), SCR_PROP_CWE);
    return o;
}

/* ------------------------------------------------------------------------
 * TextDecoder.
 * ---------------------------------------------------------------------- */

/* The WHATWG labels of the encodings scr decodes. */
static const struct {
    const char *label;
    int enc;
} labels[] = {
    {"unicode-1-1-utf-8", ENC_UTF8},
    {"unicode11utf8", ENC_UTF8},
    {"unicode20utf8", ENC_UTF8},
    {"utf-8", ENC_UTF8},
    {"utf8", ENC_UTF8},
    {"x-unicode20utf8", ENC_UTF8},
    {"csunicode", ENC_UTF16LE},
    {"iso-10646-ucs-2", ENC_UTF16LE},
    {"ucs-2", ENC_UTF16LE},
    {"unicode", ENC_UTF16LE},
    {"unicodefeff", ENC_UTF16LE},
    {"utf-16", ENC_UTF16LE},
    {"utf-16le", ENC_UTF16LE},
    {"unicodefffe", ENC_UTF16BE},
    {"utf-16be", ENC_UTF16BE},
    {"ansi_x3.4-1968", ENC_WIN1252},
    {"ascii", ENC_WIN1252},
    {"cp1252", ENC_WIN1252},
    {"cp819", ENC_WIN1252},
    {"csisolatin1", ENC_WIN1252},
    {"ibm819", ENC_WIN1252},
    {"iso-8859-1", ENC_WIN1252},
    {"iso-ir-100", ENC_WIN1252},
    {"iso8859-1", ENC_WIN1252},
    {"iso88591", ENC_WIN1252},
    {"iso_8859-1", ENC_WIN1252},
    {"iso_8859-1:1987", ENC_WIN1252},
    {"l1", ENC_WIN1252},
    {"latin1", ENC_WIN1252},
    {"us-ascii", ENC_WIN1252},
    {"windows-1252", ENC_WIN1252},
    {"x-cp1252", ENC_WIN1252},
};

static bool ascii_ws(uint16_t c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}

/* getEncodingFromLabel: trimmed, ASCII case-insensitive; -1 for none. */
static int label_lookup(ScrValue s) {
    const uint16_t *d = scr_str(s)->data;
    size_t a = 0, b = scr_str(s)->len;
    while (a < b && ascii_ws(d[a])) a++;
    while (b > a && ascii_ws(d[b - 1])) b--;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++) {
        const char *l = labels[i].label;
        if (strlen(l) != b - a) continue;
        size_t k = 0;
        for (; k < b - a; k++) {
            uint16_t c = d[a + k];
            if (c >= 'A' && c <= 'Z') c = (uint16_t)(c + 32);
            if (c != (uint8_t)l[k]) break;
        }
        if (k == b - a) return labels[i].enc;
    }
    return -1;
}

/* An options argument: undefined, null or an object (Node's
 * validateObject with objects and null allowed). */
static int check_options(ScrValue o) {
    if (scr_is_undefined(o) || scr_is_null(o) || scr_is_object(o)) return 0;
    scr__throw_arg_type("options", "of type object", o);
    return -1;
}

/* ToBoolean(options[name]) for an options object (false otherwise). 0/1, or -1. */
static int option_flag(ScrValue o, const char *name) {
    if (!scr_is_object(o)) return 0;
    ScrValue v = scr__get_str(o, name);
    if (scr_is_exception(v)) return -1;
    bool b = scr_to_boolean(v);
    scr_release(v);
    return b;
}

NATIVE(td_construct) {
    UNUSED;
    if (scr_is_undefined(nt))
        return scr_throw_type_error(
            "Class constructor TextDecoder cannot be invoked without 'new'");
    ScrValue label =
        scr_is_undefined(ARG(0)) ? scr_string_from_utf8("utf-8", 5) : scr_to_string(ARG(0));
    if (scr_is_exception(label)) return label;
    ScrValue opts = ARG(1);
    if (check_options(opts) < 0) {
        scr_release(label);
        return SCR_EXCEPTION;
    }
    int enc = label_lookup(label);
    if (enc < 0) {
        char *c = scr__string_to_utf8(label, NULL);
        ScrValue e = scr_throw_range_error("The \"%s\" encoding is not supported", c);
        free(c);
        scr_release(label);
        return scr__node_error_code(e, "ERR_ENCODING_NOT_SUPPORTED");
    }
    scr_release(label);
    int fatal = option_flag(opts, "fatal");
    if (fatal < 0) return SCR_EXCEPTION;
    int ignore = option_flag(opts, "ignoreBOM");
    if (ignore < 0) return SCR_EXCEPTION;
    ScrValue proto = scr__proto_from_ctor(nt, td_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue o = scr_object_new();
    scr__set_proto(o, proto);
    scr_release(proto);
    int flags = (fatal ? F_FATAL : 0) | (ignore ? F_IGNORE_BOM : 0);
    if (scr_private_define(o, pn_enc, scr_number(enc)) < 0 ||
        scr_private_define(o, pn_flags, scr_number(flags)) < 0 ||
        scr_private_define(o, pn_state, scr_number(0)) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

/* A decoder's private number field (the brand was checked). */
static double field(ScrValue o, ScrValue pname) {
    ScrValue v = scr_private_get(o, pname);
    if (scr_is_exception(v)) {
        scr_release(scr_exception_take());
        return 0;
    }
    double d = scr_is_number(v) ? scr_as_number(v) : 0;
    scr_release(v);
    return d;
}

static void set_field(ScrValue o, ScrValue pname, double d) {
    if (scr_private_set(o, pname, scr_number(d)) < 0) scr_release(scr_exception_take());
}

/* The getters encoding, fatal and ignoreBOM (magic 0, 1, 2). */
NATIVE(td_getter) {
    (void)argc, (void)argv, (void)nt;
    if (!has_brand(this_val, pn_enc)) return throw_invalid_this("TextDecoder");
    int which = ((ScrFunction *)scr_obj(fn))->magic;
    if (which == 0) {
        const char *n = enc_names[(int)field(this_val, pn_enc)];
        return scr_string_from_utf8(n, strlen(n));
    }
    int flags = (int)field(this_val, pn_flags);
    return scr_bool(flags & (which == 1 ? F_FATAL : F_IGNORE_BOM));
}

static ScrValue throw_invalid_data(int enc) {
    return scr__buf_cxx_code(
        scr_throw_type_error("The encoded data was not valid for encoding %s", enc_names[enc]),
        "ERR_ENCODING_INVALID_ENCODED_DATA");
}

/* windows-1252's bytes 0x80..0x9F (the rest are latin1). */
static const uint16_t cp1252[32] = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
};

/* The UTF-16 decoder over a chunk: *state packs a pending byte (bit 8 set
 * when present) and a pending high surrogate (bit 25 set when present).
 * Lone surrogates become U+FFFD. Returns the units written to out (room
 * for n / 2 + 2), or (size_t)-1 at an error when fatal. */
static size_t utf16_decode(double *state, const uint8_t *p, size_t n, bool be, bool flush,
                           bool fatal, uint16_t *out) {
    uint64_t st = (uint64_t)*state;
    int pend_byte = st & 0x100 ? (int)(st & 0xFF) : -1;
    int lead = st & (1u << 25) ? (int)((st >> 9) & 0xFFFF) : -1;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (pend_byte < 0) {
            pend_byte = p[i];
            continue;
        }
        uint16_t u = be ? (uint16_t)(pend_byte << 8 | p[i]) : (uint16_t)(p[i] << 8 | pend_byte);
        pend_byte = -1;
        if (lead >= 0) {
            if (u >= 0xDC00 && u <= 0xDFFF) {
                out[k++] = (uint16_t)lead;
                out[k++] = u;
                lead = -1;
                continue;
            }
            lead = -1;
            if (fatal) goto error;
            out[k++] = 0xFFFD;
        }
        if (u >= 0xD800 && u <= 0xDBFF) {
            lead = u;
        } else if (u >= 0xDC00 && u <= 0xDFFF) {
            if (fatal) goto error;
            out[k++] = 0xFFFD;
        } else {
            out[k++] = u;
        }
    }
    if (flush) {
        if (pend_byte >= 0 || lead >= 0) {
            if (fatal) goto error;
            out[k++] = 0xFFFD;
        }
        pend_byte = lead = -1;
    }
    *state = (double)((pend_byte >= 0 ? 0x100u | (unsigned)pend_byte : 0) |
                      (lead >= 0 ? (1u << 25) | (unsigned)lead << 9 : 0));
    return k;
error:
    *state = 0;
    return (size_t)-1;
}

/* ScrUtf8Decoder packed into a double (41 bits). */
static ScrUtf8Decoder unpack_utf8(double d) {
    uint64_t u = (uint64_t)d;
    ScrUtf8Decoder s;
    s.cp = (uint32_t)(u & 0x1FFFFF);
    s.need = (uint8_t)((u >> 21) & 3);
    s.seen = (uint8_t)((u >> 23) & 3);
    s.lower = (uint8_t)((u >> 25) & 0xFF);
    s.upper = (uint8_t)((u >> 33) & 0xFF);
    return s;
}

static double pack_utf8(const ScrUtf8Decoder *s) {
    return (double)((uint64_t)s->cp | (uint64_t)s->need << 21 | (uint64_t)s->seen << 23 |
                    (uint64_t)s->lower << 25 | (uint64_t)s->upper << 33);
}

/* decode(input = empty, options = {}). */
NATIVE(td_decode) {
    UNUSED;
    if (!has_brand(this_val, pn_enc)) return throw_invalid_this("TextDecoder");
    int enc = (int)field(this_val, pn_enc), flags = (int)field(this_val, pn_flags);
    ScrValue input = ARG(0), opts = ARG(1);
    int stream = 0;
    if (scr_is_object(opts) && (stream = option_flag(opts, "stream")) < 0) return SCR_EXCEPTION;
    bool fast = (enc == ENC_UTF8 || enc == ENC_WIN1252) && !(flags & F_SLOW) && !stream;
    if (!fast) {
        if (stream && !(flags & F_SLOW)) set_field(this_val, pn_flags, flags |= F_SLOW);
        if (check_options(opts) < 0) return SCR_EXCEPTION;
    }
    uint8_t *p = NULL;
    size_t n = 0;
    if (!scr_is_undefined(input) && !scr__bytes_of(input, &p, &n))
        return scr__buf_cxx_code(
            scr_throw_type_error("The \"%s\" argument must be an instance of SharedArrayBuffer, "
                                 "ArrayBuffer or ArrayBufferView.",
                                 fast && enc == ENC_UTF8 ? "list" : "input"),
            "ERR_INVALID_ARG_TYPE");
    static uint8_t none[1]; /* for p + 0 when the input has no memory */
    if (!p) p = none;
    bool fatal = flags & F_FATAL;
    uint16_t *out = scr__xmalloc((n + 3) * sizeof(uint16_t));
    size_t k = 0;
    if (fast && enc == ENC_WIN1252) {
        for (; k < n; k++) out[k] = p[k];
    } else if (fast) {
        ScrUtf8Decoder d;
        memset(&d, 0, sizeof d);
        size_t skip =
            !(flags & F_IGNORE_BOM) && n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3
                                                                                              : 0;
        k = scr__utf8_decode_chunk(&d, p + skip, n - skip, true, fatal, out);
    } else {
        double st = field(this_val, pn_state);
        if (enc == ENC_UTF8) {
            ScrUtf8Decoder d = unpack_utf8(st);
            k = scr__utf8_decode_chunk(&d, p, n, !stream, fatal, out);
            st = k == (size_t)-1 ? 0 : pack_utf8(&d);
        } else if (enc == ENC_WIN1252) {
            for (; k < n; k++) out[k] = p[k] >= 0x80 && p[k] < 0xA0 ? cp1252[p[k] - 0x80] : p[k];
        } else {
            k = utf16_decode(&st, p, n, enc == ENC_UTF16BE, !stream, fatal, out);
        }
        set_field(this_val, pn_state, st);
        if (k != (size_t)-1 && enc != ENC_WIN1252) {
            /* The stream's first character is dropped when it is a BOM. */
            size_t skip = 0;
            if (!(flags & (F_IGNORE_BOM | F_BOM_SEEN)) && k > 0) {
                if (out[0] == 0xFEFF) skip = 1;
                flags |= F_BOM_SEEN;
            }
            if (!stream) flags &= ~F_BOM_SEEN;
            set_field(this_val, pn_flags, flags);
            if (skip) memmove(out, out + 1, --k * sizeof(uint16_t));
        }
    }
    if (k == (size_t)-1) {
        free(out);
        if (!fast && enc != ENC_WIN1252) set_field(this_val, pn_flags, flags & ~F_BOM_SEEN);
        return throw_invalid_data(enc);
    }
    ScrValue r = scr_string_from_utf16(out, k);
    free(out);
    return r;
}

/* ------------------------------------------------------------------------
 * inspect, set-up.
 * ---------------------------------------------------------------------- */

/* The constructor name of v for the inspect forms. */
static ScrValue ctor_name(ScrValue v, const char *dflt) {
    ScrValue c = scr__get_str(v, "constructor");
    if (scr_is_exception(c)) return c;
    ScrValue n = scr__is_callable(c) ? scr__get_str(c, "name") : SCR_UNDEFINED;
    scr_release(c);
    if (scr_is_exception(n) || scr_is_string(n)) return n;
    scr_release(n);
    return scr_string_from_utf8(dflt, strlen(dflt));
}

int scr__encoding_inspect(ScrValue v, ScrStrBuf *b, const ScrInspectOptions *o) {
    if (!scr_is_object(v)) return 0;
    bool enc = has_brand(v, pn_encoder), dec = !enc && has_brand(v, pn_enc);
    if (!enc && !dec) return 0;
    ScrValue obj = scr_object_new();
    if (enc) {
        /* Node inspects { encoding } with the caller's options. */
        scr__define_str_take(obj, "encoding", scr_string_from_utf8("utf-8", 5), SCR_PROP_CWE);
        int r = scr__inspect_to(b, obj, o);
        scr_release(obj);
        return r < 0 ? -1 : 1;
    }
    ScrValue name = ctor_name(v, "TextDecoder");
    if (scr_is_exception(name)) {
        scr_release(obj);
        return -1;
    }
    int flags = (int)field(v, pn_flags);
    const char *en = enc_names[(int)field(v, pn_enc)];
    scr__define_str_take(obj, "encoding", scr_string_from_utf8(en, strlen(en)), SCR_PROP_CWE);
    scr__define_str_take(obj, "fatal", scr_bool(flags & F_FATAL), SCR_PROP_CWE);
    scr__define_str_take(obj, "ignoreBOM", scr_bool(flags & F_IGNORE_BOM), SCR_PROP_CWE);
    scr__sb_put_string(b, name);
    scr__sb_putc(b, ' ');
    scr_release(name);
    int r = scr__inspect_to(b, obj, NULL);
    scr_release(obj);
    return r < 0 ? -1 : 1;
}

void scr__encoding_init(ScrValue global) {
    pn_encoder = scr_private_name_new("#encoder");
    pn_enc = scr_private_name_new("#encoding");
    pn_flags = scr_private_name_new("#flags");
    pn_state = scr_private_name_new("#state");

    te_proto = scr_object_new();
    /* Node's are classes: inspect shows [class TextEncoder], and a call
     * without new throws the class-constructor TypeError. */
    te_ctor = scr__native_class_new(te_construct, "TextEncoder", 0, te_proto);
    scr__define_native_accessor(te_proto, "encoding", te_encoding, NULL);
    scr__define_native(te_proto, "encode", te_encode, 0);
    scr__define_native(te_proto, "encodeInto", te_encode_into, 2);
    scr__define_tag(te_proto, "TextEncoder");

    td_proto = scr_object_new();
    td_ctor = scr__native_class_new(td_construct, "TextDecoder", 0, td_proto);
    scr__define_native(td_proto, "decode", td_decode, 0);
    const char *getters[] = {"encoding", "fatal", "ignoreBOM"};
    for (int i = 0; i < 3; i++)
        scr__define_getset(td_proto, getters[i], td_getter, NULL, i, SCR_PROP_CONFIGURABLE);
    scr__define_tag(td_proto, "TextDecoder");

    scr__define_str_take(global, "TextEncoder", scr_dup(te_ctor), SCR_PROP_CW);
    scr__define_str_take(global, "TextDecoder", scr_dup(td_ctor), SCR_PROP_CW);
}

void scr__encoding_shutdown(void) {
    scr_clear(&te_proto);
    scr_clear(&td_proto);
    scr_clear(&te_ctor);
    scr_clear(&td_ctor);
    scr_clear(&pn_encoder);
    scr_clear(&pn_enc);
    scr_clear(&pn_flags);
    scr_clear(&pn_state);
}

void scr__encoding_util_exports(ScrValue util) {
    scr__define_str_take(util, "TextEncoder", scr_dup(te_ctor), SCR_PROP_CWE);
    scr__define_str_take(util, "TextDecoder", scr_dup(td_ctor), SCR_PROP_CWE);
}
