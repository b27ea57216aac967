/* util.c - the `node:util` module object that `import ... from "node:util"`
 * (or "util") gives: inspect with its options, format, formatWithOptions,
 * isDeepStrictEqual, inherits, isArray, toUSVString and a few util.types
 * predicates. The object is built on first import and kept in the realm.
 * The formatting itself is inspect.c's. */
#include "node/util.h"
#include "base/ptrset.h"
#include "node/encoding.h"
#include "node/errors.h"
#include "builtins/symbol.h"
#include "base/base.h"
#include "core/native.h"

#include "core/object.h"
#include "exec/promise.h"
#include "core/str.h"
#include "core/function.h"
#include "core/ops.h"
#include "exec/loop.h"
#include "core/error.h"
#include "core/array.h"
#include "core/typedarray.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Options.
 * ---------------------------------------------------------------------- */

/* A count option: a number (Infinity as INT_MAX, negatives as 0 when
 * clamp is set), null as INT_MAX; anything else leaves *out alone. */
static void count_option(ScrValue v, int *out, bool clamp) {
    if (scr_is_null(v)) {
        *out = INT_MAX;
    } else if (scr_is_number(v)) {
        double d = scr_as_number(v);
        if (isnan(d)) return;
        if (d >= INT_MAX) *out = INT_MAX;
        else if (d <= -INT_MAX) *out = clamp ? 0 : -INT_MAX;
        else *out = clamp && d < 0 ? 0 : (int)d;
    }
}

/* Appends String(v) to out[16] as UTF-8, cut to fit. 0, or -1 with an
 * exception pending. */
static int code_string(ScrValue v, char out[16]) {
    ScrValue s = scr_to_string(v);
    if (scr_is_exception(s)) return -1;
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    snprintf(out, 16, "%s", u);
    free(u);
    return 0;
}

/* Node's stylizeWithColor, resolved once per call: for each style type,
 * util.inspect.styles[type] names a colour, util.inspect.colors[name] is
 * its [open, close] codes, written as "\x1b[<code>m". A type without a
 * style or colour gets empty escapes. 0, or -1 with an exception pending. */
static int load_styles(ScrInspectOptions *o) {
    memset(o->style, 0, sizeof o->style);
    ScrValue inspect = scr_builtin_import("node:util", "inspect");
    if (scr_is_exception(inspect)) return -1;
    ScrValue styles = scr_is_object(inspect) ? scr__get_str(inspect, "styles") : SCR_UNDEFINED;
    ScrValue colors = scr_is_exception(styles) || !scr_is_object(inspect)
                          ? SCR_UNDEFINED
                          : scr__get_str(inspect, "colors");
    scr_release(inspect);
    int rc = scr_is_exception(styles) || scr_is_exception(colors) ? -1 : 0;
    for (int i = 0; rc == 0 && i < SCR_STYLE__COUNT && scr_is_object(styles); i++) {
        ScrValue name = scr__get_str(styles, scr__inspect_style_names[i]);
        if (scr_is_exception(name)) rc = -1;
        if (rc < 0 || scr_is_undefined(name) || !scr_is_object(colors)) {
            if (!scr_is_exception(name)) scr_release(name);
            continue;
        }
        ScrValue color = scr_get(colors, name);
        scr_release(name);
        if (scr_is_exception(color)) {
            rc = -1;
            break;
        }
        if (!scr_is_undefined(color)) {
            char code[2][16];
            for (int k = 0; rc == 0 && k < 2; k++) {
                ScrValue c = scr_is_object(color) ? scr__get_index(color, (uint32_t)k) : SCR_UNDEFINED;
                if (scr_is_exception(c)) {
                    rc = -1;
                } else {
                    rc = code_string(c, code[k]);
                    scr_release(c);
                }
            }
            for (int k = 0; rc == 0 && k < 2; k++)
                snprintf(o->style[i][k], sizeof o->style[i][k], "\x1b[%.10sm", code[k]);
        }
        scr_release(color);
    }
    if (!scr_is_exception(styles)) scr_release(styles);
    if (!scr_is_exception(colors)) scr_release(colors);
    return rc;
}

int scr__inspect_options_from(ScrValue opts, ScrInspectOptions *o) {
    if (!scr_is_object(opts)) return 0;
    static const char *const names[] = {"depth",          "showHidden", "breakLength",
                                        "compact",        "sorted",     "maxArrayLength",
                                        "maxStringLength", "showProxy", "colors",
                                        "customInspect"};
    o->user_opts = opts;
    for (int i = 0; i < 10; i++) {
        ScrValue v = scr__get_str(opts, names[i]);
        if (scr_is_exception(v)) return -1;
        if (scr_is_undefined(v)) continue;
        switch (i) {
        case 0:
            count_option(v, &o->depth, false);
            o->depth_null = scr_is_null(v);
            break;
        case 1: o->show_hidden = scr_to_boolean(v); break;
        case 2: count_option(v, &o->break_length, false); break;
        case 3:
            if (v == SCR_TRUE) o->compact = -1;
            else if (v == SCR_FALSE) o->compact = 0;
            else count_option(v, &o->compact, true);
            break;
        case 4: o->sorted = scr_to_boolean(v); break;
        case 5: count_option(v, &o->max_array_length, true); break;
        case 6: count_option(v, &o->max_string_length, true); break;
        case 7: o->show_proxy = scr_to_boolean(v); break;
        case 8: o->colors = scr_to_boolean(v); break;
        case 9: o->custom_inspect = scr_to_boolean(v); break;
        }
        scr_release(v);
    }
    return o->colors ? load_styles(o) : 0;
}

int scr__inspect_use_colors(ScrInspectOptions *o) {
    o->colors = true;
    return load_styles(o);
}

/* util.inspect(value, opts) and the legacy (value, showHidden, depth). */
NATIVE(util_inspect) {
    UNUSED;
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    if (argc >= 3 && !scr_is_undefined(argv[2])) {
        count_option(argv[2], &o.depth, false);
        o.depth_null = scr_is_null(argv[2]);
    }
    ScrValue opts = ARG(1);
    if (scr_is_bool(opts)) o.show_hidden = opts == SCR_TRUE;
    else if (scr__inspect_options_from(opts, &o) < 0) return SCR_EXCEPTION;
    return scr__inspect(ARG(0), &o);
}

NATIVE(util_format) {
    UNUSED;
    ScrStrBuf b = SCR_STRBUF_INIT;
    ScrValue r = SCR_EXCEPTION;
    if (scr__format_with(&b, NULL, argc, argv) == 0) r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

NATIVE(util_format_with_options) {
    UNUSED;
    ScrValue opts = ARG(0);
    if (!scr_is_object(opts)) {
        char buf[64];
        scr__value_describe_typed(opts, buf, sizeof buf);
        return scr_throw_type_error(
            "The \"inspectOptions\" argument must be of type object. Received %s", buf);
    }
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    if (scr__inspect_options_from(opts, &o) < 0) return SCR_EXCEPTION;
    ScrStrBuf b = SCR_STRBUF_INIT;
    ScrValue r = SCR_EXCEPTION;
    if (scr__format_with(&b, &o, argc - 1, argv + 1) == 0) r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* ------------------------------------------------------------------------
 * isDeepStrictEqual: Node's strict deep equality (same prototypes, same
 * tags, own enumerable keys, Map/Set contents regardless of order, Dates
 * and RegExps by value, boxed primitives by value). Pairs in progress are
 * remembered so that cycles compare equal when their shapes match.
 * ---------------------------------------------------------------------- */

typedef struct Pair {
    ScrValue a, b;
} Pair;
typedef struct Memo {
    Pair *p;
    int n, cap;
    bool loose; /* assert.deepEqual's loose mode (see scr__deep_equal) */
    ScrPtrSet deep; /* the `a` of p[PATH_SCAN..] (a multiset) */
} Memo;

/* The memo scans its first PATH_SCAN pairs and finds deeper ones through
 * the set of their first values: values nested as deep as the C stack
 * allows made a scan per level quadratic. */
#define PATH_SCAN 16

static int deep_equal(ScrValue a, ScrValue b, Memo *m);

static int keys_equal(ScrValue a, ScrValue b, Memo *m) {
    /* The loose mode compares string keys only, as Node's. */
    int which = SCR_KEYS_STRINGS | (m->loose ? 0 : SCR_KEYS_SYMBOLS) | SCR_KEYS_ENUMERABLE;
    ScrValue ka = scr__own_keys(a, which);
    if (scr_is_exception(ka)) return -1;
    ScrValue kb = scr__own_keys(b, which);
    if (scr_is_exception(kb)) {
        scr_release(ka);
        return -1;
    }
    int r = 1;
    uint32_t n = scr_array_length(ka);
    if (n != scr_array_length(kb)) r = 0;
    for (uint32_t i = 0; r == 1 && i < n; i++) {
        ScrValue k = scr_array_at(ka, i);
        ScrPropDesc d;
        int has = scr__get_own_property(b, k, &d);
        if (has < 0) {
            r = -1;
            break;
        }
        if (!has || !(d.flags & SCR_PROP_ENUMERABLE)) r = 0;
        if (has) scr__desc_release(&d);
        if (r != 1) break;
        ScrValue va = scr_get(a, k), vb = SCR_UNDEFINED;
        if (!scr_is_exception(va)) vb = scr_get(b, k);
        if (scr_is_exception(va) || scr_is_exception(vb)) r = -1;
        else r = deep_equal(va, vb, m);
        scr_release(va);
        scr_release(vb);
    }
    scr_release(ka);
    scr_release(kb);
    return r;
}

/* Map and Set contents through inspect's class hooks (which read the
 * entries without running JS code). */
static int collection_equal(const ScrInspectHook *h, ScrValue a, ScrValue b, Memo *m) {
    if (h->size(a) != h->size(b)) return 0;
    uint32_t ca = 0;
    ScrValue ka, va, kb, vb;
    while (h->step(a, &ca, &ka, &va)) {
        bool found = false;
        uint32_t cb = 0;
        /* Primitive keys must match exactly; objects may match deeply. */
        while (!found && h->step(b, &cb, &kb, &vb)) {
            int r = scr_is_object(ka) ? deep_equal(ka, kb, m) : scr__same_value_zero(ka, kb);
            if (r < 0) return -1;
            if (r && h->shape == SCR_INSPECT_MAP) r = deep_equal(va, vb, m);
            if (r < 0) return -1;
            found = r;
        }
        if (!found) return 0;
    }
    return 1;
}

static int deep_equal(ScrValue a, ScrValue b, Memo *m) {
    /* Deeply nested values: Node's RangeError, not a C stack overflow. */
    if (scr_stack_exhausted()) {
        scr_throw_stack_overflow();
        return -1;
    }
    if (m->loose) {
        /* Primitives and functions compare with == (NaN equal to NaN). */
        bool pa = !scr_is_object(a) || scr__is_callable(a);
        bool pb = !scr_is_object(b) || scr__is_callable(b);
        if (pa || pb) {
            if (!(pa && pb)) return 0;
            if (scr_is_number(a) && scr_is_number(b) && isnan(scr_as_number(a)) &&
                isnan(scr_as_number(b)))
                return 1;
            return scr_loose_eq(a, b);
        }
    }
    if (!scr_is_object(a) || !scr_is_object(b)) return scr__same_value(a, b);
    if (a == b) return 1;
    /* Functions are not objects to Node's comparison: only identical ones match. */
    if (scr__is_callable(a) || scr__is_callable(b)) return 0;
    if (!m->loose && scr__get_proto(a) != scr__get_proto(b)) return 0;
    int cls = scr__class_of(a);
    if (cls != scr__class_of(b)) return 0;
    for (int i = 0; i < m->n && i < PATH_SCAN; i++)
        if (m->p[i].a == a && m->p[i].b == b) return 1;
    if (scr__ptrset_has(&m->deep, a))
        for (int i = PATH_SCAN; i < m->n; i++)
            if (m->p[i].a == a && m->p[i].b == b) return 1;
    if (cls == SCR_CLASS_ARRAY && scr_array_length(a) != scr_array_length(b)) return 0;
    if (cls == SCR_CLASS_ERROR) {
        static const char *const ek[] = {"message", "name"};
        for (int i = 0; i < 2; i++) {
            ScrValue x = scr__get_str(a, ek[i]);
            if (scr_is_exception(x)) return -1;
            ScrValue y = scr__get_str(b, ek[i]);
            if (scr_is_exception(y)) {
                scr_release(x);
                return -1;
            }
            bool eq = scr_strict_eq(x, y);
            scr_release(x);
            scr_release(y);
            if (!eq) return 0;
        }
    }
    if (cls >= SCR_CLASS_BOOLEAN && cls <= SCR_CLASS_SYMBOL &&
        !scr__same_value(((ScrPrimitiveObject *)scr_obj(a))->value,
                         ((ScrPrimitiveObject *)scr_obj(b))->value))
        return 0;
    const ScrInspectHook *h = scr__inspect_hook(cls);
    if (h && h->shape == SCR_INSPECT_BASE) {
        ScrStrBuf x = SCR_STRBUF_INIT, y = SCR_STRBUF_INIT;
        h->base(a, &x);
        h->base(b, &y);
        bool eq = x.len == y.len && memcmp(x.d, y.d, x.len * 2) == 0;
        scr__sb_free(&x);
        scr__sb_free(&y);
        if (!eq) return 0;
    }
    if (cls == SCR_CLASS_WEAKMAP || cls == SCR_CLASS_WEAKSET || cls == SCR_CLASS_PROMISE ||
        cls == SCR_CLASS_WEAKREF)
        return 0; /* only identical ones are equal */
    SCR_GROW(m->p, m->cap, m->n + 1, 16);
    if (m->n >= PATH_SCAN) scr__ptrset_add(&m->deep, a);
    m->p[m->n++] = (Pair){a, b};
    int r = keys_equal(a, b, m);
    if (r == 1 && h && (h->shape == SCR_INSPECT_MAP || h->shape == SCR_INSPECT_SET))
        r = collection_equal(h, a, b, m);
    if (--m->n >= PATH_SCAN) scr__ptrset_remove(&m->deep, a);
    return r;
}

int scr__deep_equal(ScrValue a, ScrValue b, bool strict) {
    Memo m = {0};
    m.loose = !strict;
    int r = deep_equal(a, b, &m);
    free(m.p);
    scr__ptrset_free(&m.deep);
    return r;
}

NATIVE(util_is_deep_strict_equal) {
    UNUSED;
    int r = scr__deep_equal(ARG(0), ARG(1), true);
    return r < 0 ? SCR_EXCEPTION : scr_bool(r);
}

/* ------------------------------------------------------------------------
 * Small functions.
 * ---------------------------------------------------------------------- */

NATIVE(util_inherits) {
    UNUSED;
    ScrValue ctor = ARG(0), super = ARG(1);
    if (!scr__is_callable(ctor))
        return scr_throw_type_error("The \"ctor\" argument must be of type function");
    if (!scr__is_callable(super))
        return scr_throw_type_error("The \"superCtor\" argument must be of type function");
    ScrValue sp = scr__get_str(super, "prototype");
    if (scr_is_exception(sp)) return sp;
    if (!scr_is_object(sp)) {
        scr_release(sp);
        return scr_throw_type_error(
            "The \"superCtor.prototype\" property must be of type object");
    }
    ScrValue cp = scr__get_str(ctor, "prototype");
    int r = scr_is_exception(cp) ? -1 : 0;
    if (r == 0) r = scr__define_value_take(ctor, SCR_ATOM("super_"), scr_dup(super),
                                           SCR_PROP_CWE);
    if (r == 0 && scr_is_object(cp)) r = scr__set_proto(cp, sp);
    scr_release(cp);
    scr_release(sp);
    return r < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
}

NATIVE(util_is_array) {
    UNUSED;
    return scr_bool(scr__is_array(ARG(0)));
}

NATIVE(util_to_usv_string) {
    UNUSED;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrString *str = scr_str(s);
    ScrStrBuf b = SCR_STRBUF_INIT;
    for (uint32_t i = 0; i < str->len; i++) {
        uint16_t c = str->data[i];
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < str->len && str->data[i + 1] >= 0xDC00 &&
            str->data[i + 1] <= 0xDFFF) {
            scr__sb_putc(&b, c);
            scr__sb_putc(&b, str->data[++i]);
        } else {
            scr__sb_putc(&b, c >= 0xD800 && c <= 0xDFFF ? 0xFFFD : c);
        }
    }
    scr_release(s);
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* util.stripVTControlCharacters: Node removes every match of
 *   [\x1b\x9b][[\]()#;?]*(?:(?:(?:(?:;C+)*|[a-zA-Z\d]+(?:;C*)*)?\x07)
 *     |(?:(?:\d{1,4}(?:;\d{0,4})*)?F))
 * (C = [-a-zA-Z\d\/#&.:=?%@~_], F = [\dA-PR-TZcf-ntqry=><~]), a regular
 * expression matched here by hand, with its backtracking. */
typedef struct Vt {
    const uint16_t *d;
    uint32_t n;
} Vt;

static bool vt_digit(const Vt *v, uint32_t i) { return i < v->n && v->d[i] >= '0' && v->d[i] <= '9'; }
static bool vt_alnum(const Vt *v, uint32_t i) {
    if (i >= v->n) return false;
    uint16_t c = v->d[i];
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool vt_in(const Vt *v, uint32_t i, const char *set) {
    return i < v->n && v->d[i] < 0x80 && v->d[i] && strchr(set, (char)v->d[i]);
}
static bool vt_c(const Vt *v, uint32_t i) { return vt_alnum(v, i) || vt_in(v, i, "-/#&.:=?%@~_"); }
static bool vt_final(const Vt *v, uint32_t i) {
    if (i >= v->n) return false;
    uint16_t c = v->d[i];
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'P') || (c >= 'R' && c <= 'T') || c == 'Z' || c == 'c' ||
           (c >= 'f' && c <= 'n') || c == 'q' || c == 'r' || c == 't' || c == 'y' || c == '=' || c == '>' ||
           c == '<' || c == '~';
}

/* (?:;\d{0,4})* then F, from i: the end of the match, or 0. */
static uint32_t vt_tail(const Vt *v, uint32_t i) {
    if (i < v->n && v->d[i] == ';') {
        uint32_t k = 0;
        while (k < 4 && vt_digit(v, i + 1 + k)) k++;
        for (;; k--) {
            uint32_t r = vt_tail(v, i + 1 + k);
            if (r) return r;
            if (!k) break;
        }
    }
    return vt_final(v, i) ? i + 1 : 0;
}

/* The sequence after the introducer and its [[\]()#;?] run, from p. */
static uint32_t vt_body(const Vt *v, uint32_t p) {
    uint32_t q = p; /* (?:;C+)* then BEL */
    while (q + 1 < v->n && v->d[q] == ';' && vt_c(v, q + 1)) {
        q++;
        while (vt_c(v, q)) q++;
    }
    if (q < v->n && v->d[q] == 7) return q + 1;
    if (vt_alnum(v, p)) { /* [a-zA-Z\d]+(?:;C*)* then BEL */
        q = p;
        while (vt_alnum(v, q)) q++;
        while (q < v->n && v->d[q] == ';') {
            q++;
            while (vt_c(v, q)) q++;
        }
        if (q < v->n && v->d[q] == 7) return q + 1;
    }
    uint32_t k = 0; /* \d{1,4}(?:;\d{0,4})* then F, or F alone */
    while (k < 4 && vt_digit(v, p + k)) k++;
    for (; k > 0; k--) {
        uint32_t r = vt_tail(v, p + k);
        if (r) return r;
    }
    return vt_final(v, p) ? p + 1 : 0;
}

/* The end of the escape sequence starting at i, or 0. */
static uint32_t vt_match(const Vt *v, uint32_t i) {
    if (v->d[i] != 0x1B && v->d[i] != 0x9B) return 0;
    uint32_t j = i + 1;
    while (vt_in(v, j, "[]()#;?")) j++;
    for (;; j--) {
        uint32_t r = vt_body(v, j);
        if (r) return r;
        if (j == i + 1) return 0;
    }
}

uint32_t scr__vt_sequence_end(const uint16_t *d, uint32_t n, uint32_t i) {
    Vt v = {d, n};
    return vt_match(&v, i);
}

NATIVE(util_strip_vt) {
    UNUSED;
    if (!scr_is_string(ARG(0))) return scr__throw_arg_type("str", "of type string", ARG(0));
    ScrString *str = scr_str(ARG(0));
    Vt v = {str->data, str->len};
    ScrStrBuf b = SCR_STRBUF_INIT;
    for (uint32_t i = 0; i < str->len;) {
        uint32_t e = vt_match(&v, i);
        if (e) {
            i = e;
        } else {
            scr__sb_putc(&b, str->data[i]);
            i++;
        }
    }
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* util.types: one native per predicate, told apart by its magic. */
enum {
    T_DATE, T_REGEXP, T_MAP, T_SET, T_WEAKMAP, T_WEAKSET, T_PROMISE, T_NATIVE_ERROR,
    T_GENERATOR_OBJECT, T_BOXED, T_NUMBER_OBJECT, T_STRING_OBJECT, T_BOOLEAN_OBJECT,
    T_SYMBOL_OBJECT, T_MAP_ITERATOR, T_SET_ITERATOR, T_ASYNC_FUNCTION,
    T_GENERATOR_FUNCTION, T_PROXY, T_BIGINT_OBJECT, T_TYPED_ARRAY, T_ARRAY_BUFFER,
    T_ANY_ARRAY_BUFFER, T_ARRAY_BUFFER_VIEW, T_DATA_VIEW, T_SHARED_ARRAY_BUFFER,
    T_TA_KIND, /* isInt8Array .. isBigUint64Array: T_TA_KIND + SCR_TA_* */
    T__COUNT = T_TA_KIND + SCR_TA__COUNT
};
static const char *const type_names[T__COUNT] = {
    "isDate", "isRegExp", "isMap", "isSet", "isWeakMap", "isWeakSet", "isPromise",
    "isNativeError", "isGeneratorObject", "isBoxedPrimitive", "isNumberObject",
    "isStringObject", "isBooleanObject", "isSymbolObject", "isMapIterator",
    "isSetIterator", "isAsyncFunction", "isGeneratorFunction", "isProxy", "isBigIntObject",
    "isTypedArray", "isArrayBuffer", "isAnyArrayBuffer", "isArrayBufferView", "isDataView",
    "isSharedArrayBuffer", "isInt8Array", "isUint8Array", "isUint8ClampedArray", "isInt16Array",
    "isUint16Array", "isInt32Array", "isUint32Array", "isFloat32Array", "isFloat64Array",
    "isBigInt64Array", "isBigUint64Array"};

NATIVE(util_type_test) {
    UNUSED;
    ScrValue v = ARG(0);
    int cls = scr__class_of(v);
    ScrFunctionInfo fi;
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    if (magic >= T_TA_KIND)
        return scr_bool(cls == SCR_CLASS_TYPED_ARRAY &&
                        ((ScrTypedArray *)scr_obj(v))->type == (uint32_t)(magic - T_TA_KIND));
    switch (magic) {
    case T_TYPED_ARRAY: return scr_bool(cls == SCR_CLASS_TYPED_ARRAY);
    case T_ARRAY_BUFFER:
    case T_SHARED_ARRAY_BUFFER:
        return scr_bool(cls == SCR_CLASS_ARRAY_BUFFER &&
                        ((ScrArrayBuffer *)scr_obj(v))->shared == (magic == T_SHARED_ARRAY_BUFFER));
    case T_ANY_ARRAY_BUFFER: return scr_bool(cls == SCR_CLASS_ARRAY_BUFFER);
    case T_ARRAY_BUFFER_VIEW: return scr_bool(cls == SCR_CLASS_TYPED_ARRAY || cls == SCR_CLASS_DATA_VIEW);
    case T_DATA_VIEW: return scr_bool(cls == SCR_CLASS_DATA_VIEW);
    case T_DATE: return scr_bool(cls == SCR_CLASS_DATE);
    case T_REGEXP: return scr_bool(cls == SCR_CLASS_REGEXP);
    case T_MAP: return scr_bool(cls == SCR_CLASS_MAP);
    case T_SET: return scr_bool(cls == SCR_CLASS_SET);
    case T_WEAKMAP: return scr_bool(cls == SCR_CLASS_WEAKMAP);
    case T_WEAKSET: return scr_bool(cls == SCR_CLASS_WEAKSET);
    case T_PROMISE: return scr_bool(cls == SCR_CLASS_PROMISE);
    case T_NATIVE_ERROR: return scr_bool(cls == SCR_CLASS_ERROR);
    case T_GENERATOR_OBJECT: return scr_bool(cls == SCR_CLASS_GENERATOR);
    case T_BOXED: return scr_bool(cls >= SCR_CLASS_BOOLEAN && cls <= SCR_CLASS_SYMBOL);
    case T_NUMBER_OBJECT: return scr_bool(cls == SCR_CLASS_NUMBER);
    case T_STRING_OBJECT: return scr_bool(cls == SCR_CLASS_STRING);
    case T_BOOLEAN_OBJECT: return scr_bool(cls == SCR_CLASS_BOOLEAN);
    case T_SYMBOL_OBJECT: return scr_bool(cls == SCR_CLASS_SYMBOL);
    case T_BIGINT_OBJECT: return scr_bool(cls == SCR_CLASS_BIGINT);
    case T_MAP_ITERATOR: return scr_bool(cls == SCR_CLASS_MAP_ITERATOR);
    case T_SET_ITERATOR: return scr_bool(cls == SCR_CLASS_SET_ITERATOR);
    case T_ASYNC_FUNCTION:
        if (cls != SCR_CLASS_FUNCTION) return SCR_FALSE;
        scr__function_info(v, &fi);
        return scr_bool(fi.is_async);
    case T_GENERATOR_FUNCTION:
        if (cls != SCR_CLASS_FUNCTION) return SCR_FALSE;
        scr__function_info(v, &fi);
        return scr_bool(fi.is_generator);
    case T_PROXY: return scr_bool(cls == SCR_CLASS_PROXY);
    default: return SCR_FALSE;
    }
}

/* ------------------------------------------------------------------------
 * The module object.
 * ---------------------------------------------------------------------- */

/* The node:util module object (builtin_modules.c makes it once). */
/* ------------------------------------------------------------------------
 * util.promisify
 * ---------------------------------------------------------------------- */

/* The callback a promisified call passes last: (err, value) settles the
 * promise (the native's data). */
NATIVE(promisify_settle) {
    UNUSED;
    ScrValue p = ((ScrFunction *)scr_obj(fn))->data;
    if (argc > 0 && scr_to_boolean(argv[0])) scr__promise_reject(p, argv[0]);
    else scr__promise_resolve(p, ARG(1));
    return SCR_UNDEFINED;
}

/* A promisified function (data: the original): calls it with this, the
 * arguments and promisify_settle; a synchronous throw rejects. */
/* Drops r, a call's result; when the call threw, rejects promise p with
 * the exception instead. */
static void reject_on_throw(ScrValue p, ScrValue r) {
    if (scr_is_exception(r)) {
        ScrValue e = scr_exception_take();
        scr__promise_reject(p, e);
        scr_release(e);
    } else {
        scr_release(r);
    }
}

NATIVE(promisified_call) {
    (void)nt;
    ScrValue orig = ((ScrFunction *)scr_obj(fn))->data;
    ScrValue p = scr__promise_new();
    ScrValue *args = scr__xmalloc(sizeof(ScrValue) * (size_t)(argc + 1));
    for (int i = 0; i < argc; i++) args[i] = argv[i];
    args[argc] = scr__native_new_ex(promisify_settle, "", 2, 0, p);
    ScrValue r = scr_call(orig, this_val, argc + 1, args, NULL);
    scr_release(args[argc]);
    free(args);
    reject_on_throw(p, r);
    return p;
}

/* util.promisify(original): original[util.promisify.custom] when that is
 * a function, else a function returning a promise of what original passes
 * its callback, named as original, with the custom symbol pointing to
 * itself (so promisifying it again returns it). */
NATIVE(util_promisify) {
    UNUSED;
    ScrValue orig = ARG(0);
    if (!scr__is_callable(orig)) return scr__throw_arg_type("original", "of type function", orig);
    ScrValue sym = scr__symbol_for("nodejs.util.promisify.custom");
    if (scr_is_exception(sym)) return sym;
    ScrValue custom = scr_get(orig, sym);
    if (scr_is_exception(custom)) {
        scr_release(sym);
        return custom;
    }
    if (!scr_is_undefined(custom)) {
        scr_release(sym);
        if (!scr__is_callable(custom)) {
            ScrValue e = scr__throw_arg_type("util.promisify.custom", "of type function", custom);
            scr_release(custom);
            return e;
        }
        return custom;
    }
    ScrValue name = scr__get_str(orig, "name");
    char *u = scr_is_string(name) ? scr__string_to_utf8(name, NULL) : NULL;
    ScrValue f = scr__native_new_ex(promisified_call, u ? u : "", 0, 0, orig);
    free(u);
    scr_release(name);
    scr__define_value_take(f, sym, scr_dup(f), SCR_PROP_CONFIGURABLE);
    scr_release(sym);
    return f;
}

/* Resolves the promise in its data with its first argument: the callback
 * of promise_timer's timer. */
NATIVE(timer_resolve) {
    UNUSED;
    scr__promise_resolve(((ScrFunction *)scr_obj(fn))->data, ARG(0));
    return SCR_UNDEFINED;
}

/* setTimeout(delay, value) (magic 0) or setImmediate(value) (1) as a
 * promise of value, over the global timer function in its data: what
 * util.promisify gives for them in a program without node:timers/promises
 * (its options are not read). */
NATIVE(promise_timer) {
    (void)this_val, (void)nt;
    int imm = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue p = scr__promise_new();
    if (!imm && !scr_is_undefined(ARG(0)) && !scr_is_number(ARG(0))) {
        reject_on_throw(p, scr__throw_arg_type("delay", "of type number", ARG(0)));
        return p;
    }
    ScrValue args[3] = {scr__native_new_ex(timer_resolve, "", 1, 0, p), ARG(0), ARG(1)};
    if (imm) args[1] = ARG(0);
    ScrValue t = scr_call(((ScrFunction *)scr_obj(fn))->data, SCR_UNDEFINED, imm ? 2 : 3, args,
                          NULL);
    scr_release(args[0]);
    reject_on_throw(p, t);
    return p;
}

/* The getter of setTimeout[util.promisify.custom] (magic 0) and of
 * setImmediate's (1): node:timers/promises' function when the program
 * holds that module (loaded on first use), else the promise_timer in its
 * data. */
NATIVE(timers_promisify_get) {
    UNUSED;
    int which = ((ScrFunction *)scr_obj(fn))->magic;
    static const char tail[] = "/lib/js/timers_promises.js";
    for (int i = 0; scr__program && i < scr__program->nrecords; i++) {
        const ScrModuleRecord *r = &scr__program->records[i];
        size_t n = r->filename ? strlen(r->filename) : 0;
        if (r->format != SCR_MOD_CJS || n < sizeof tail - 1 ||
            strcmp(r->filename + n - (sizeof tail - 1), tail) != 0)
            continue;
        ScrValue exports = scr_cjs_evaluate(i);
        if (scr_is_exception(exports)) return exports;
        ScrValue f = scr__get_str(exports, which ? "setImmediate" : "setTimeout");
        scr_release(exports);
        return f;
    }
    return scr_dup(((ScrFunction *)scr_obj(fn))->data);
}

void scr__util_timers_promisify_init(ScrValue global) {
    static const char *const names[] = {"setTimeout", "setImmediate"};
    ScrValue sym = scr__symbol_for("nodejs.util.promisify.custom");
    if (scr_is_exception(sym)) {
        scr_release(scr_exception_take());
        return;
    }
    for (int i = 0; i < 2; i++) {
        ScrValue f = scr__get_str(global, names[i]);
        if (scr_is_object(f)) {
            ScrValue pt = scr__native_new_ex(promise_timer, names[i], i ? 1 : 2, i, f);
            ScrValue get = scr__native_new_ex(timers_promisify_get, "get", 0, i, pt);
            scr__define_accessor_flags(f, sym, get, SCR_UNDEFINED, SCR_PROP_ENUMERABLE);
            scr_release(get);
            scr_release(pt);
        }
        scr_release(f);
    }
    scr_release(sym);
}

/* ------------------------------------------------------------------------
 * util.deprecate and util.callbackify
 * ---------------------------------------------------------------------- */

/* The codes util.deprecate's wrappers have warned about, in this process:
 * a second wrapper with the same code stays silent, as Node's. */
static char **deprecation_codes;
static size_t ndeprecation_codes, deprecation_codes_cap;

/* Whether a wrapper with this code (a string, or undefined) may warn:
 * true the first time the code is seen. */
static bool deprecation_code_first(ScrValue code) {
    if (!scr_is_string(code)) return true;
    char *u = scr__string_to_utf8(code, NULL);
    for (size_t i = 0; i < ndeprecation_codes; i++)
        if (strcmp(deprecation_codes[i], u) == 0) {
            free(u);
            return false;
        }
    SCR_GROW(deprecation_codes, deprecation_codes_cap, ndeprecation_codes + 1, 8);
    deprecation_codes[ndeprecation_codes++] = u;
    return true;
}

/* The wrapper util.deprecate returns (data: [fn, msg, code]; magic: set
 * once it has warned): the first call emits the DeprecationWarning through
 * process.emitWarning unless another wrapper with its code has, every call
 * calls (or constructs) fn. */
NATIVE(deprecated_call) {
    ScrFunction *self = (ScrFunction *)scr_obj(fn);
    ScrValue target = scr__get_index(self->data, 0);
    bool warn = false;
    if (!self->magic) {
        self->magic = 1;
        ScrValue code = scr__get_index(self->data, 2);
        warn = deprecation_code_first(code);
        scr_release(code);
    }
    if (warn) {
        ScrValue args[3] = {scr__get_index(self->data, 1), scr_string_from_utf8("DeprecationWarning", 18),
                            scr__get_index(self->data, 2)};
        ScrValue emit = scr__get_str(scr__thread.realm->process_obj, "emitWarning");
        ScrValue r = scr_is_exception(emit) ? emit
                                            : scr_call(emit, scr__thread.realm->process_obj,
                                                       scr_is_undefined(args[2]) ? 2 : 3, args, NULL);
        for (int i = 0; i < 3; i++) scr_release(args[i]);
        if (!scr_is_exception(emit)) scr_release(emit);
        if (scr_is_exception(r)) {
            scr_release(target);
            return r;
        }
        scr_release(r);
    }
    ScrValue r = scr_is_undefined(nt) ? scr_call(target, this_val, argc, argv, NULL)
                                      : scr__construct(target, argc, argv, nt);
    scr_release(target);
    return r;
}

/* util.deprecate(fn, msg[, code]). */
NATIVE(util_deprecate) {
    UNUSED;
    if (!scr__is_callable(ARG(0))) {
        /* Node 20 does not check fn: setting it as the wrapper's prototype
         * fails. */
        if (scr_is_object(ARG(0)) || scr_is_null(ARG(0))) return scr__throw_arg_type("fn", "of type function", ARG(0));
        ScrValue sv = scr_to_string(ARG(0));
        if (scr_is_exception(sv)) return sv;
        char *u = scr__string_to_utf8(sv, NULL);
        scr_release(sv);
        ScrValue e = scr_throw_type_error("Object prototype may only be an Object or null: %s", u);
        free(u);
        return e;
    }
    if (!scr_is_undefined(ARG(2)) && !scr_is_string(ARG(2)))
        return scr__throw_arg_type("code", "of type string", ARG(2));
    ScrValue data = scr_array_new(3);
    for (int i = 0; i < 3; i++) scr__array_push_take(data, scr_dup(ARG(i)));
    ScrValue f = scr__native_new_ex(deprecated_call, "deprecated", 0, 0, data);
    scr_release(data);
    if (scr__is_constructor(ARG(0))) ((ScrFunction *)scr_obj(f))->flags |= SCR_FN_CONSTRUCTOR;
    ScrValue proto = scr__get_str(ARG(0), "prototype");
    if (scr_is_object(proto)) scr__define_str_take(f, "prototype", proto, SCR_PROP_WRITABLE);
    else if (!scr_is_exception(proto)) scr_release(proto);
    else scr_release(scr_exception_take());
    return f;
}

/* A callbackified call's settlement (data: the callback; magic 1 for a
 * rejection): the callback runs on a later tick, as Node's does, with
 * (null, value) or (reason); a falsy reason becomes Node's
 * ERR_FALSY_VALUE_REJECTION error with the value as `reason`. */
NATIVE(callbackify_settle) {
    UNUSED;
    ScrFunction *self = (ScrFunction *)scr_obj(fn);
    ScrValue args[3] = {self->data, SCR_NULL, ARG(0)};
    int n = 3;
    ScrValue reason = SCR_UNDEFINED;
    if (self->magic) {
        if (scr_to_boolean(ARG(0))) {
            reason = scr_dup(ARG(0));
        } else {
            static const char falsy[] = "Promise was rejected with falsy value";
            ScrValue m = scr_string_from_utf8(falsy, sizeof falsy - 1);
            scr_throw_take(scr__error_new(SCR_ERR_ERROR, m));
            scr_release(m);
            scr__node_error_code(SCR_EXCEPTION, "ERR_FALSY_VALUE_REJECTION");
            reason = scr_exception_take();
            scr__define_str_take(reason, "reason", scr_dup(ARG(0)), SCR_PROP_CWE);
        }
        args[1] = reason;
        n = 2;
    }
    ScrValue tick = scr__next_tick_fn();
    ScrValue r = scr_call(tick, SCR_UNDEFINED, n, args, NULL);
    scr_release(tick);
    scr_release(reason);
    if (scr_is_exception(r)) return r;
    scr_release(r);
    return SCR_UNDEFINED;
}

/* The function util.callbackify returns (data: the original). */
NATIVE(callbackified_call) {
    (void)nt;
    ScrValue orig = ((ScrFunction *)scr_obj(fn))->data;
    ScrValue cb = argc > 0 ? argv[argc - 1] : SCR_UNDEFINED;
    if (!scr__is_callable(cb)) return scr__throw_arg_type("last argument", "of type function", cb);
    ScrValue p = scr_call(orig, this_val, argc - 1, argv, NULL);
    if (scr_is_exception(p)) return p;
    ScrValue ok = scr__native_new_ex(callbackify_settle, "", 1, 0, cb);
    ScrValue bad = scr__native_new_ex(callbackify_settle, "", 1, 1, cb);
    ScrValue then = scr__get_str(p, "then");
    ScrValue args[2] = {ok, bad};
    ScrValue r = scr_is_exception(then) ? then : scr_call(then, p, 2, args, "then");
    if (!scr_is_exception(then)) scr_release(then);
    scr_release(ok);
    scr_release(bad);
    scr_release(p);
    if (scr_is_exception(r)) return r;
    scr_release(r);
    return SCR_UNDEFINED;
}

/* util.callbackify(original). */
NATIVE(util_callbackify) {
    UNUSED;
    if (!scr__is_callable(ARG(0))) return scr__throw_arg_type("original", "of type function", ARG(0));
    ScrValue name = scr__get_str(ARG(0), "name");
    char *u = scr_is_string(name) ? scr__string_to_utf8(name, NULL) : NULL;
    char *cbname = scr__xmalloc((u ? strlen(u) : 0) + 16);
    sprintf(cbname, "%sCallbackified", u ? u : "");
    ScrValue f = scr__native_new_ex(callbackified_call, cbname, 0, 0, ARG(0));
    free(cbname);
    free(u);
    scr_release(name);
    return f;
}

/* An alias of util.inspect.colors (grey for gray...): a non-enumerable
 * accessor reading and writing its target's entry (data: the target's
 * name). */
NATIVE(color_alias_get) {
    UNUSED;
    return scr_is_object(this_val)
               ? scr_get(this_val, ((ScrFunction *)scr_obj(fn))->data)
               : scr_throw_type_error("Cannot read properties of %s",
                                      scr_is_null(this_val) ? "null" : "undefined");
}

NATIVE(color_alias_set) {
    UNUSED;
    if (!scr_is_object(this_val)) return scr_throw_type_error("Cannot set properties of undefined");
    if (scr_set(this_val, ((ScrFunction *)scr_obj(fn))->data, ARG(0)) < 0) return SCR_EXCEPTION;
    return SCR_UNDEFINED;
}

/* util.inspect.colors and util.inspect.styles, null-prototype objects
 * with Node's entries, in Node's order, and the colour aliases. */
static void define_colors(ScrValue inspect) {
    static const struct {
        const char *name;
        int open, close;
    } colors[] = {
        {"reset", 0, 0},
        {"bold", 1, 22},
        {"dim", 2, 22},
        {"italic", 3, 23},
        {"underline", 4, 24},
        {"blink", 5, 25},
        {"inverse", 7, 27},
        {"hidden", 8, 28},
        {"strikethrough", 9, 29},
        {"doubleunderline", 21, 24},
        {"black", 30, 39},
        {"red", 31, 39},
        {"green", 32, 39},
        {"yellow", 33, 39},
        {"blue", 34, 39},
        {"magenta", 35, 39},
        {"cyan", 36, 39},
        {"white", 37, 39},
        {"bgBlack", 40, 49},
        {"bgRed", 41, 49},
        {"bgGreen", 42, 49},
        {"bgYellow", 43, 49},
        {"bgBlue", 44, 49},
        {"bgMagenta", 45, 49},
        {"bgCyan", 46, 49},
        {"bgWhite", 47, 49},
        {"framed", 51, 54},
        {"overlined", 53, 55},
        {"gray", 90, 39},
        {"redBright", 91, 39},
        {"greenBright", 92, 39},
        {"yellowBright", 93, 39},
        {"blueBright", 94, 39},
        {"magentaBright", 95, 39},
        {"cyanBright", 96, 39},
        {"whiteBright", 97, 39},
        {"bgGray", 100, 49},
        {"bgRedBright", 101, 49},
        {"bgGreenBright", 102, 49},
        {"bgYellowBright", 103, 49},
        {"bgBlueBright", 104, 49},
        {"bgMagentaBright", 105, 49},
        {"bgCyanBright", 106, 49},
        {"bgWhiteBright", 107, 49},
    };
    static const char *const aliases[][2] = {
        {"grey", "gray"},
        {"blackBright", "gray"},
        {"bgGrey", "bgGray"},
        {"bgBlackBright", "bgGray"},
        {"faint", "dim"},
        {"crossedout", "strikethrough"},
        {"strikeThrough", "strikethrough"},
        {"crossedOut", "strikethrough"},
        {"conceal", "hidden"},
        {"swapColors", "inverse"},
        {"swapcolors", "inverse"},
        {"doubleUnderline", "doubleunderline"},
    };
    static const char *const styles[][2] = {
        {"special", "cyan"},   {"number", "yellow"}, {"bigint", "yellow"},    {"boolean", "yellow"},
        {"undefined", "grey"}, {"null", "bold"},     {"string", "green"},     {"symbol", "green"},
        {"date", "magenta"},   {"regexp", "red"},    {"module", "underline"},
    };
    ScrValue c = scr_object_new();
    scr__set_proto(c, SCR_NULL);
    for (size_t i = 0; i < SCR_COUNTOF(colors); i++) {
        ScrValue pair = scr_array_new(2);
        scr__array_push_take(pair, scr_number(colors[i].open));
        scr__array_push_take(pair, scr_number(colors[i].close));
        scr__define_str_take(c, colors[i].name, pair, SCR_PROP_CWE);
    }
    for (size_t i = 0; i < SCR_COUNTOF(aliases); i++) {
        ScrValue target = scr_string_from_utf8(aliases[i][1], strlen(aliases[i][1]));
        ScrValue g = scr__native_new_ex(color_alias_get, "get", 0, 0, target);
        ScrValue s = scr__native_new_ex(color_alias_set, "set", 1, 0, target);
        ScrValue key = scr_string_from_utf8(aliases[i][0], strlen(aliases[i][0]));
        scr__define_accessor_flags(c, key, g, s, SCR_PROP_CONFIGURABLE);
        scr_release(key);
        scr_release(g);
        scr_release(s);
        scr_release(target);
    }
    scr__define_str_take(inspect, "colors", c, SCR_PROP_CWE);
    ScrValue st = scr_object_new();
    scr__set_proto(st, SCR_NULL);
    for (size_t i = 0; i < SCR_COUNTOF(styles); i++)
        scr__define_str_take(st, styles[i][0],
                             scr_string_from_utf8(styles[i][1], strlen(styles[i][1])),
                             SCR_PROP_CWE);
    scr__define_str_take(inspect, "styles", st, SCR_PROP_CWE);
}

ScrValue scr__util_module_new(void) {
    ScrValue u = scr_object_new();
    ScrValue inspect = scr__native_new_ex(util_inspect, "inspect", 2, 0, SCR_UNDEFINED);
    ScrInspectOptions d;
    scr__inspect_default_options(&d);
    scr__define_str_take(u, "inspect", inspect, SCR_PROP_CWE);
    ScrValue sym = scr__symbol_for("nodejs.util.inspect.custom");
    if (scr_is_exception(sym)) scr_release(scr_exception_take());
    else scr__define_str_take(inspect, "custom", sym, SCR_PROP_CWE);
    static const ScrNativeDef fns[] = {
        {"format", util_format, 1, 0},
        {"formatWithOptions", util_format_with_options, 2, 0},
        {"isDeepStrictEqual", util_is_deep_strict_equal, 2, 0},
        {"inherits", util_inherits, 2, 0},
        {"isArray", util_is_array, 1, 0},
        {"toUSVString", util_to_usv_string, 1, 0},
        {"promisify", util_promisify, 1, 0},
        {"deprecate", util_deprecate, 3, 0},
        {"stripVTControlCharacters", util_strip_vt, 1, 0},
        {"callbackify", util_callbackify, 1, 0},
    };
    scr__define_natives(u, fns, sizeof fns / sizeof *fns, SCR_PROP_CWE, SCR_UNDEFINED);
    define_colors(inspect);
    ScrValue promisify = scr__get_str(u, "promisify");
    ScrValue psym = scr__symbol_for("nodejs.util.promisify.custom");
    if (scr_is_exception(psym)) scr_release(scr_exception_take());
    else scr__define_str_take(promisify, "custom", psym, SCR_PROP_CWE);
    scr_release(promisify);
    ScrValue types = scr_object_new();
    for (int i = 0; i < T__COUNT; i++)
        scr__define_str_take(types, type_names[i],
                             scr__native_new_ex(util_type_test, type_names[i], 1, i, SCR_UNDEFINED),
                             SCR_PROP_CWE);
    scr__define_str_take(u, "types", types, SCR_PROP_CWE);
    scr__encoding_util_exports(u);
    return u;
}

