/* webglobals.c - the web-platform globals Node defines that need nothing
 * but the language: DOMException (for the errors below), atob and btoa
 * (forgiving base64 over latin1 code units), structuredClone (the
 * structured-serialisation algorithm over plain objects, arrays, boxed
 * primitives, Date, RegExp, Map, Set and errors, with cycles) and
 * performance.now/timeOrigin. Installed by scr__process_init. */
#include "node/webglobals.h"
#include "base/base.h"
#include "core/native.h"
#include "core/object.h"
#include "core/array.h"
#include "core/function.h"
#include "core/error.h"
#include "core/ops.h"
#include "core/str.h"
#include "core/typedarray.h"
#include "builtins/mapset.h"
#include "builtins/regexp.h"
#include "node/errors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------------------
 * DOMException.
 * ---------------------------------------------------------------------- */

static const char *const legacy_codes[] = {
    "IndexSizeError",
    "DOMStringSizeError",
    "HierarchyRequestError",
    "WrongDocumentError",
    "InvalidCharacterError",
    "NoDataAllowedError",
    "NoModificationAllowedError",
    "NotFoundError",
    "NotSupportedError",
    "InUseAttributeError",
    "InvalidStateError",
    "SyntaxError",
    "InvalidModificationError",
    "NamespaceError",
    "InvalidAccessError",
    "ValidationError",
    "TypeMismatchError",
    "SecurityError",
    "NetworkError",
    "AbortError",
    "URLMismatchError",
    "QuotaExceededError",
    "TimeoutError",
    "InvalidNodeTypeError",
    "DataCloneError",
};

/* DOMException.prototype, owned from scr__web_globals_init to
 * scr__web_globals_shutdown, so that the errors atob and structuredClone
 * throw have it even when the global is deleted. */
static ScrValue dom_exception_proto = SCR_UNDEFINED;

static int legacy_code(ScrValue name) {
    char *n = scr__string_to_utf8(name, NULL);
    int code = 0;
    for (size_t i = 0; i < sizeof legacy_codes / sizeof *legacy_codes; i++)
        if (strcmp(n, legacy_codes[i]) == 0) code = (int)i + 1;
    free(n);
    return code;
}

/* A DOMException (owned): an error object whose prototype is
 * DOMException.prototype, with own name and code. */
static ScrValue dom_exception_new(ScrValue message, ScrValue name, ScrValue proto) {
    ScrValue e = scr__error_new(SCR_ERR_ERROR, message);
    scr__set_proto(e, proto);
    scr__define_str_take(e, "name", scr_dup(name), SCR_PROP_CW);
    scr__define_str_take(e, "code", scr_number(legacy_code(name)), SCR_PROP_CW);
    return e;
}

ScrValue scr__throw_dom_exception(const char *message, const char *name) {
    ScrValue m = scr_string_from_utf8(message, strlen(message));
    ScrValue n = scr_string_from_utf8(name, strlen(name));
    ScrValue e = dom_exception_new(m, n, dom_exception_proto);
    scr_release(m);
    scr_release(n);
    scr_throw_take(e);
    return SCR_EXCEPTION;
}

NATIVE(dom_exception_ctor) {
    (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error(
            "Class constructor DOMException cannot be invoked without 'new'");
    ScrValue m = scr_is_undefined(ARG(0)) ? scr_string_from_utf8("", 0) : scr_to_string(ARG(0));
    if (scr_is_exception(m)) return m;
    ScrValue n =
        scr_is_undefined(ARG(1)) ? scr_string_from_utf8("Error", 5) : scr_to_string(ARG(1));
    if (scr_is_exception(n)) {
        scr_release(m);
        return n;
    }
    ScrValue fallback = scr__get_str(fn, "prototype");
    ScrValue proto = scr_is_exception(fallback) ? fallback : scr__proto_from_ctor(nt, fallback);
    if (!scr_is_exception(fallback)) scr_release(fallback);
    ScrValue r = SCR_EXCEPTION;
    if (!scr_is_exception(proto)) {
        r = dom_exception_new(m, n, proto);
        scr_release(proto);
    }
    scr_release(m);
    scr_release(n);
    return r;
}

/* ------------------------------------------------------------------------
 * atob and btoa.
 * ---------------------------------------------------------------------- */

/* ERR_MISSING_ARGS; structuredClone's message names its argument
 * without quotes. */
static ScrValue missing_arg(const char *name, bool quoted) {
    const char *q = quoted ? "\"" : "";
    return scr__node_error_code(
        scr_throw_type_error("The %s%s%s argument must be specified", q, name, q),
        "ERR_MISSING_ARGS");
}

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int b64_value(uint16_t c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

static bool b64_space(uint16_t c) { return c == 9 || c == 10 || c == 12 || c == 13 || c == 32; }

NATIVE(web_btoa) {
    UNUSED;
    if (argc == 0) return missing_arg("input", true);
    ScrValue s = scr_to_string(argv[0]);
    if (scr_is_exception(s)) return s;
    ScrString *str = scr_str(s);
    uint32_t n = str->len;
    for (uint32_t i = 0; i < n; i++) {
        if (str->data[i] > 255) {
            scr_release(s);
            return scr__throw_dom_exception("Invalid character", "InvalidCharacterError");
        }
    }
    size_t out_len = ((size_t)n + 2) / 3 * 4;
    char *out = scr__xmalloc(out_len + 1);
    size_t k = 0;
    for (uint32_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)str->data[i] << 16;
        if (i + 1 < n) v |= (uint32_t)str->data[i + 1] << 8;
        if (i + 2 < n) v |= str->data[i + 2];
        out[k++] = b64[(v >> 18) & 63];
        out[k++] = b64[(v >> 12) & 63];
        out[k++] = i + 1 < n ? b64[(v >> 6) & 63] : '=';
        out[k++] = i + 2 < n ? b64[v & 63] : '=';
    }
    scr_release(s);
    ScrValue r = scr_string_from_utf8(out, k);
    free(out);
    return r;
}

/* Node's atob: the forgiving-base64 checks, then the bytes as latin1. */
NATIVE(web_atob) {
    UNUSED;
    if (argc == 0) return missing_arg("input", true);
    ScrValue s = scr_to_string(argv[0]);
    if (scr_is_exception(s)) return s;
    ScrString *str = scr_str(s);
    uint32_t n = str->len, significant = 0, equals = 0;
    const char *bad = NULL;
    for (uint32_t i = 0; i < n && !bad; i++) {
        uint16_t c = str->data[i];
        if (b64_space(c)) continue;
        if (c == '=') {
            significant++;
            if (++equals > 2) bad = "Invalid character";
        } else if (b64_value(c) >= 0) {
            significant++;
            if (equals) bad = "Invalid character";
        } else {
            bad = "Invalid character";
        }
    }
    if (!bad) {
        uint32_t rem = significant % 4;
        if (!rem)
            rem = (significant - equals) % 4;
        else if (equals)
            bad = "Invalid character";
        if (!bad && rem == 1) bad = "The string to be decoded is not correctly encoded.";
    }
    if (bad) {
        scr_release(s);
        return scr__throw_dom_exception(bad, "InvalidCharacterError");
    }
    uint16_t *out = scr__xmalloc(sizeof(uint16_t) * ((size_t)n * 3 / 4 + 3));
    size_t k = 0;
    uint32_t acc = 0, bits = 0;
    for (uint32_t i = 0; i < n; i++) {
        int v = b64_value(str->data[i]);
        if (v < 0) {
            if (str->data[i] == '=') break;
            continue;
        }
        acc = (acc << 6) | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[k++] = (uint16_t)((acc >> bits) & 0xFF);
        }
    }
    scr_release(s);
    ScrValue r = scr_string_from_utf16(out, k);
    free(out);
    return r;
}

/* ------------------------------------------------------------------------
 * structuredClone.
 * ---------------------------------------------------------------------- */

/* The clones made so far, source to copy, for cycles and shared
 * references: an open-addressing hash on the source's bits (cap a power of
 * two, at most half full). */
typedef struct Memo {
    ScrValue *from, *to; /* borrowed sources (0, never an object: empty) / owned copies */
    size_t n, cap;
} Memo;

static size_t memo_slot(const Memo *m, ScrValue v) {
    uint64_t h = (uint64_t)v * 0x9E3779B97F4A7C15ull;
    size_t i = (size_t)(h >> 20) & (m->cap - 1);
    while (m->from[i] && m->from[i] != v) i = (i + 1) & (m->cap - 1);
    return i;
}

static ScrValue memo_find(const Memo *m, ScrValue v) {
    if (!m->cap) return 0;
    size_t i = memo_slot(m, v);
    return m->from[i] ? m->to[i] : 0;
}

static ScrValue clone(Memo *m, ScrValue v);

static ScrValue data_clone_error(ScrValue v) {
    char *text;
    if (scr_is_symbol(v)) {
        char buf[256];
        scr__value_describe(v, buf, sizeof buf);
        text = strdup(buf);
    } else if (scr__is_callable(v)) {
        ScrValue s = scr_to_string(v);
        if (scr_is_exception(s)) return s;
        text = scr__string_to_utf8(s, NULL);
        scr_release(s);
    } else {
        ScrValue c = scr__get_str(v, "constructor");
        ScrValue nm = scr_is_object(c) ? scr__get_str(c, "name") : SCR_UNDEFINED;
        if (scr__has_exception()) scr_release(scr_exception_take());
        char *u = !scr_is_exception(nm) && scr_is_string(nm) ? scr__string_to_utf8(nm, NULL)
                                                             : strdup("Object");
        if (!scr_is_exception(c)) scr_release(c);
        if (!scr_is_exception(nm)) scr_release(nm);
        size_t n = strlen(u) + 4;
        text = scr__xmalloc(n);
        snprintf(text, n, "#<%s>", u);
        free(u);
    }
    size_t n = strlen(text) + 32;
    char *msg = scr__xmalloc(n);
    snprintf(msg, n, "%s could not be cloned.", text);
    free(text);
    ScrValue r = scr__throw_dom_exception(msg, "DataCloneError");
    free(msg);
    return r;
}

static void remember(Memo *m, ScrValue from, ScrValue to) {
    if ((m->n + 1) * 2 > m->cap) {
        Memo g = {NULL, NULL, 0, m->cap ? m->cap * 2 : 64};
        g.from = scr__xcalloc(g.cap, sizeof(ScrValue));
        g.to = scr__xcalloc(g.cap, sizeof(ScrValue));
        for (size_t i = 0; i < m->cap; i++) {
            if (!m->from[i]) continue;
            size_t j = memo_slot(&g, m->from[i]);
            g.from[j] = m->from[i];
            g.to[j] = m->to[i];
        }
        g.n = m->n;
        free(m->from);
        free(m->to);
        *m = g;
    }
    size_t i = memo_slot(m, from);
    m->from[i] = from;
    m->to[i] = scr_dup(to);
    m->n++;
}

/* Copies the own enumerable string-keyed properties of src onto dst. */
static int copy_props(Memo *m, ScrValue src, ScrValue dst) {
    ScrValue keys = scr__own_keys(src, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
    if (scr_is_exception(keys)) return -1;
    int rc = 0;
    for (uint32_t i = 0; i < scr_array_length(keys) && rc == 0; i++) {
        ScrValue k = scr__array_get_borrowed(keys, i);
        ScrValue v = scr_get(src, k);
        if (scr_is_exception(v)) {
            rc = -1;
            break;
        }
        ScrValue c = clone(m, v);
        scr_release(v);
        if (scr_is_exception(c)) {
            rc = -1;
            break;
        }
        rc = scr__define_value_take(dst, k, c, SCR_PROP_CWE);
    }
    scr_release(keys);
    return rc;
}

static ScrValue new_of(const char *ctor, int argc, ScrValue *argv) {
    ScrValue c = scr_global_get(scr__atom(ctor));
    if (scr_is_exception(c)) return c;
    ScrValue r = scr_new(c, argc, argv, NULL);
    scr_release(c);
    return r;
}

static ScrValue call_on(ScrValue obj, const char *name, int argc, ScrValue *argv) {
    ScrValue f = scr__get_str(obj, name);
    if (scr_is_exception(f)) return f;
    ScrValue r = scr_call(f, obj, argc, argv, NULL);
    scr_release(f);
    return r;
}

static ScrValue clone(Memo *m, ScrValue v) {
    /* Deep nesting is V8's RangeError, not a crash. */
    if (scr_stack_exhausted()) return scr_throw_stack_overflow();
    if (scr_is_symbol(v)) return data_clone_error(v);
    if (!scr_is_object(v)) return scr_dup(v);
    ScrValue seen = memo_find(m, v);
    if (seen) return scr_dup(seen);
    if (scr__is_callable(v)) return data_clone_error(v);
    int cls = scr__class_of(v);
    ScrValue out = SCR_UNDEFINED;
    switch (cls) {
        case SCR_CLASS_ARRAY: {
            ScrValue len = scr__get_str(v, "length");
            if (scr_is_exception(len)) return len;
            out = new_of("Array", 1, &len);
            scr_release(len);
            if (scr_is_exception(out)) return out;
            remember(m, v, out);
            if (copy_props(m, v, out) < 0) goto fail;
            return out;
        }
        case SCR_CLASS_OBJECT:
        case SCR_CLASS_ARGUMENTS:
            out = scr_object_new();
            remember(m, v, out);
            if (copy_props(m, v, out) < 0) goto fail;
            return out;
        case SCR_CLASS_BOOLEAN:
        case SCR_CLASS_NUMBER:
        case SCR_CLASS_STRING:
        case SCR_CLASS_BIGINT:
        case SCR_CLASS_DATE: {
            ScrValue prim = call_on(v, cls == SCR_CLASS_DATE ? "getTime" : "valueOf", 0, NULL);
            if (scr_is_exception(prim)) return prim;
            if (cls == SCR_CLASS_DATE)
                out = new_of("Date", 1, &prim);
            else
                out = scr__to_object(prim);
            scr_release(prim);
            if (scr_is_exception(out)) return out;
            remember(m, v, out);
            return out;
        }
        case SCR_CLASS_REGEXP: {
            ScrValue src = scr__get_str(v, "source");
            if (scr_is_exception(src)) return src;
            ScrValue flags = scr__get_str(v, "flags");
            if (scr_is_exception(flags)) {
                scr_release(src);
                return flags;
            }
            out = scr__regexp_create(src, flags);
            scr_release(src);
            scr_release(flags);
            if (scr_is_exception(out)) return out;
            remember(m, v, out);
            return out;
        }
        case SCR_CLASS_MAP:
        case SCR_CLASS_SET: {
            bool is_map = cls == SCR_CLASS_MAP;
            out = new_of(is_map ? "Map" : "Set", 0, NULL);
            if (scr_is_exception(out)) return out;
            remember(m, v, out);
            /* Entries are read first, then cloned: Node serialises the whole
         * collection before it deserialises. */
            uint32_t cursor = 0, count = scr__mapset_size(v), k = 0;
            ScrValue *keys = scr__xmalloc(sizeof(ScrValue) * (count + 1) * 2);
            ScrValue key, val;
            while (k < count && scr__mapset_step(v, &cursor, &key, &val)) {
                keys[2 * k] = scr_dup(key);
                keys[2 * k + 1] = scr_dup(val);
                k++;
            }
            int rc = 0;
            for (uint32_t i = 0; i < k; i++) {
                ScrValue a[2] = {SCR_UNDEFINED, SCR_UNDEFINED};
                if (rc == 0) {
                    a[0] = clone(m, keys[2 * i]);
                    if (scr_is_exception(a[0])) rc = -1, a[0] = SCR_UNDEFINED;
                }
                if (rc == 0 && is_map) {
                    a[1] = clone(m, keys[2 * i + 1]);
                    if (scr_is_exception(a[1])) rc = -1, a[1] = SCR_UNDEFINED;
                }
                if (rc == 0) {
                    ScrValue x = call_on(out, is_map ? "set" : "add", is_map ? 2 : 1, a);
                    if (scr_is_exception(x))
                        rc = -1;
                    else
                        scr_release(x);
                }
                scr_release(a[0]);
                scr_release(a[1]);
                scr_release(keys[2 * i]);
                scr_release(keys[2 * i + 1]);
            }
            free(keys);
            if (rc < 0) goto fail;
            return out;
        }
        case SCR_CLASS_ERROR: {
            /* name (one of the standard ones, else Error), message, stack. */
            ScrValue name = scr__get_str(v, "name");
            if (scr_is_exception(name)) return name;
            static const char *const names[SCR_ERR__COUNT] = {
                "Error",       "TypeError", "RangeError", "ReferenceError",
                "SyntaxError", "EvalError", "URIError"};
            int kind = SCR_ERR_ERROR;
            for (int i = 0; i < SCR_ERR__COUNT; i++)
                if (scr_is_string(name) && scr__same_value(name, scr__atom(names[i]))) kind = i;
            scr_release(name);
            ScrValue msg = scr__get_str(v, "message");
            if (scr_is_exception(msg)) return msg;
            ScrValue ms = scr_is_undefined(msg) ? scr_string_from_utf8("", 0) : scr_to_string(msg);
            scr_release(msg);
            if (scr_is_exception(ms)) return ms;
            out = scr__error_new(kind, ms);
            scr_release(ms);
            remember(m, v, out);
            ScrValue stack = scr__get_str(v, "stack");
            if (scr_is_exception(stack)) goto fail;
            if (scr_is_string(stack))
                scr__define_str_take(out, "stack", stack, SCR_PROP_CW);
            else
                scr_release(stack);
            return out;
        }
        case SCR_CLASS_ARRAY_BUFFER:
            out = scr__buffer_clone(v);
            if (scr_is_exception(out)) return out;
            remember(m, v, out);
            return out;
        case SCR_CLASS_TYPED_ARRAY:
        case SCR_CLASS_DATA_VIEW: {
            /* The whole buffer goes (once, however many views share it),
             * then a view of the same kind over the same bytes. */
            bool ta = cls == SCR_CLASS_TYPED_ARRAY;
            ScrValue src_buf = ta ? scr__ta(v)->buffer : ((ScrDataView *)scr_obj(v))->buffer;
            ScrValue nb = clone(m, src_buf);
            if (scr_is_exception(nb)) return nb;
            uint32_t flags = ta ? scr__ta(v)->tracking : ((ScrDataView *)scr_obj(v))->flags;
            if (ta) {
                ScrTypedArray *t = scr__ta(v);
                out = scr__typed_array_new((int)t->type, nb, t->byte_offset, t->length,
                                           scr__thread.realm->ta_protos[t->type]);
            } else {
                ScrDataView *d = (ScrDataView *)scr_obj(v);
                out = scr__data_view_new(nb, d->byte_offset, d->byte_length,
                                         scr__thread.realm->data_view_proto);
            }
            if (scr__ab(nb)->growable && (flags & SCR_VIEW_LISTED))
                scr__view_listen(out, (flags & SCR_VIEW_TRACKING) != 0);
            scr_release(nb);
            remember(m, v, out);
            return out;
        }
        default: return data_clone_error(v);
    }
fail:
    scr_release(out); /* the memo keeps its own reference until the end */
    return SCR_EXCEPTION;
}

NATIVE(web_structured_clone) {
    UNUSED;
    if (argc == 0) return missing_arg("value", false);
    Memo m = {0};
    ScrValue r = clone(&m, argv[0]);
    for (size_t i = 0; i < m.cap; i++)
        if (m.from[i]) scr_release(m.to[i]);
    free(m.from);
    free(m.to);
    return r;
}

/* ------------------------------------------------------------------------
 * performance.
 * ---------------------------------------------------------------------- */

static double start_ms, origin_ms;

static double mono_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

NATIVE(perf_now) {
    UNUSED;
    return scr_number(mono_ms() - start_ms);
}

void scr__web_globals_init(ScrValue global) {
    ScrValue proto = scr_object_new();
    scr__set_proto(proto, scr__thread.realm->error_protos[SCR_ERR_ERROR]);
    ScrValue ctor = scr__native_ctor_new(dom_exception_ctor, "DOMException", 0, proto);
    dom_exception_proto = proto; /* owned until scr__web_globals_shutdown */
    scr__define_str_take(global, "DOMException", ctor, SCR_PROP_CW);
    scr__define_native(global, "atob", web_atob, 1);
    scr__define_native(global, "btoa", web_btoa, 1);
    scr__define_native(global, "structuredClone", web_structured_clone, 2);
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    origin_ms = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
    start_ms = mono_ms();
    ScrValue perf = scr_object_new();
    scr__define_native(perf, "now", perf_now, 0);
    scr__define_str_take(perf, "timeOrigin", scr_number(origin_ms), SCR_PROP_CWE);
    scr__define_str_take(global, "performance", perf, SCR_PROP_CW);
}

void scr__web_globals_shutdown(void) { scr_clear(&dom_exception_proto); }
