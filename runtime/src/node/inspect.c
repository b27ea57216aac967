/* inspect.c - util.inspect as Node v20 prints values: quoting and escaping
 * of strings, arrays with holes and numeric grouping, objects with
 * constructor names and prototypes, functions and classes, boxed
 * primitives, errors, circular references, the depth limit, and Node's rule
 * for when a value fits on one line. The behaviour was matched against
 * /usr/bin/node case by case; the code is written for this runtime.
 * util.format (console's format strings) lives here too. */
#include "node/inspect.h"
#include "node/url.h"
#include "node/eventtarget.h"
#include "base/base.h"

#include "builtins/date.h"
#include "builtins/mapset.h"
#include "builtins/regexp.h"

#include "exec/promise.h"

#include "builtins/json.h"
#include "builtins/symbol.h"
#include "core/native.h"
#include "core/object.h"
#include "core/bigint.h"
#include "core/function.h"
#include "core/ops.h"
#include "core/numconv.h"
#include "core/typedarray.h"
#include "node/buffer.h"
#include "node/encoding.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Small helpers over UTF-16 buffers.
 * ---------------------------------------------------------------------- */

static bool units_eq_ascii(const uint16_t *d, size_t n, const char *a) {
    size_t i = 0;
    for (; i < n; i++)
        if (a[i] == '\0' || d[i] != (uint8_t)a[i]) return false;
    return a[i] == '\0';
}

static bool sb_eq(const ScrStrBuf *b, const char *a) { return units_eq_ascii(b->d, b->len, a); }
static bool sb_eq_prefix(const ScrStrBuf *b, const char *a) {
    return b->len >= strlen(a) && units_eq_ascii(b->d, strlen(a), a);
}

static bool units_contains(const uint16_t *d, size_t n, uint16_t c) {
    for (size_t i = 0; i < n; i++)
        if (d[i] == c) return true;
    return false;
}

/* Index of needle in hay at or after from, or -1. */
static long units_find(const uint16_t *hay, size_t n, const uint16_t *needle, size_t m,
                       size_t from) {
    if (m == 0) return from <= n ? (long)from : -1;
    for (size_t i = from; i + m <= n; i++)
        if (memcmp(hay + i, needle, m * sizeof(uint16_t)) == 0) return (long)i;
    return -1;
}

static long units_find_ascii(const uint16_t *hay, size_t n, const char *needle, size_t from) {
    uint16_t tmp[32];
    size_t m = strlen(needle);
    for (size_t i = 0; i < m; i++) tmp[i] = (uint8_t)needle[i];
    return units_find(hay, n, tmp, m, from);
}

static void sb_spaces(ScrStrBuf *b, int n) {
    for (int i = 0; i < n; i++) scr__sb_putc(b, ' ');
}

static void sb_put_sb(ScrStrBuf *b, const ScrStrBuf *s) { scr__sb_put_units(b, s->d, s->len); }

const char *const scr__inspect_style_names[SCR_STYLE__COUNT] = {
    "special", "number", "bigint", "boolean", "undefined", "null",
    "string",  "symbol", "date",   "regexp",  "module",    "name"};

/* The length of d[0..n) without the colour escapes inspect adds (Node's
 * removeColors: ESC [ one or two digits m). */
static long visible_len(const uint16_t *d, size_t n) {
    long len = (long)n;
    for (size_t i = 0; i + 3 < n; i++) {
        if (d[i] != 0x1b || d[i + 1] != '[' || d[i + 2] < '0' || d[i + 2] > '9') continue;
        size_t j = i + 3;
        if (d[j] >= '0' && d[j] <= '9') j++;
        if (j < n && d[j] == 'm') {
            len -= (long)(j + 1 - i);
            i = j;
        }
    }
    return len;
}

/* ------------------------------------------------------------------------
 * The inspection context: options, the stack of objects being printed
 * (for circular references), and the numbers given to circular targets.
 * ---------------------------------------------------------------------- */

typedef struct Circ {
    ScrValue obj;
    int index;
} Circ;

typedef struct Ctx {
    ScrInspectOptions o;
    int indent;        /* indentationLvl: spaces before nested lines */
    int current_depth; /* the depth of the innermost object entered last */
    ScrValue *seen;    /* borrowed: objects whose printing is in progress */
    int nseen, capseen;
    Circ *circ;
    int ncirc, capcirc;
} Ctx;

/* A list of formatted entries (output in Node's terms). */
/* Node's ctx.stylize around the text appended between style_open and
 * style_close; nothing without the colors option (or a ctx: NULL is
 * Node's stylizeNoColor). */
static void style_open(const Ctx *ctx, ScrStrBuf *b, int st) {
    if (ctx && ctx->o.colors) scr__sb_puts(b, ctx->o.style[st][0]);
}
static void style_close(const Ctx *ctx, ScrStrBuf *b, int st) {
    if (ctx && ctx->o.colors) scr__sb_puts(b, ctx->o.style[st][1]);
}
static void put_styled(const Ctx *ctx, ScrStrBuf *b, int st, const char *text) {
    style_open(ctx, b, st);
    scr__sb_puts(b, text);
    style_close(ctx, b, st);
}
/* The width Node measures an entry by: without the escapes when coloured. */
static long entry_width(const Ctx *ctx, const ScrStrBuf *e) {
    return ctx->o.colors ? visible_len(e->d, e->len) : (long)e->len;
}

typedef struct Entries {
    ScrStrBuf *e;
    int n, cap;
} Entries;

static ScrStrBuf *entries_push(Entries *es) {
    SCR_GROW(es->e, es->cap, es->n + 1, 8);
    ScrStrBuf *b = &es->e[es->n++];
    b->d = NULL;
    b->len = b->cap = 0;
    return b;
}

static void entries_free(Entries *es) {
    for (int i = 0; i < es->n; i++) scr__sb_free(&es->e[i]);
    free(es->e);
    es->e = NULL;
    es->n = es->cap = 0;
}

/* Owned keys, in order; Node splices and appends to the list. */
typedef struct Keys {
    ScrValue *k;
    int n, cap;
} Keys;

static void keys_push(Keys *ks, ScrValue key_take) {
    SCR_GROW(ks->k, ks->cap, ks->n + 1, 8);
    ks->k[ks->n++] = key_take;
}

static void keys_remove(Keys *ks, int i) {
    scr_release(ks->k[i]);
    memmove(ks->k + i, ks->k + i + 1, (size_t)(ks->n - i - 1) * sizeof(ScrValue));
    ks->n--;
}

static void keys_free(Keys *ks) {
    for (int i = 0; i < ks->n; i++) scr_release(ks->k[i]);
    free(ks->k);
    ks->k = NULL;
    ks->n = ks->cap = 0;
}

static int keys_find_ascii(const Keys *ks, const char *name) {
    for (int i = 0; i < ks->n; i++) {
        if (!scr_is_string(ks->k[i])) continue;
        ScrString *s = scr_str(ks->k[i]);
        if (units_eq_ascii(s->data, s->len, name)) return i;
    }
    return -1;
}

/* Reads obj's own keys (strings then symbols; enumerable ones only unless
 * all is set). Array index keys are dropped when skip_index is set. */
static int own_keys(ScrValue obj, bool all, bool skip_index, Keys *out) {
    ScrValue arr = scr__own_keys(obj, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS |
                                          (all ? 0 : SCR_KEYS_ENUMERABLE));
    if (scr_is_exception(arr)) return -1;
    uint32_t n = scr_array_length(arr);
    for (uint32_t i = 0; i < n; i++) {
        ScrValue k = scr_array_at(arr, i);
        if (skip_index && scr__string_is_index(k, NULL)) continue;
        keys_push(out, scr_dup(k));
    }
    scr_release(arr);
    return 0;
}

/* ------------------------------------------------------------------------
 * Strings: Node's quote choice and escapes.
 * ---------------------------------------------------------------------- */

/* The escape Node's `meta` table gives a code unit below 0xA0, or NULL. */
static const char *meta_escape(uint16_t c, char buf[8]) {
    switch (c) {
    case '\b': return "\\b";
    case '\t': return "\\t";
    case '\n': return "\\n";
    case '\f': return "\\f";
    case '\r': return "\\r";
    case '\'': return "\\'";
    case '\\': return "\\\\";
    default: break;
    }
    if (c < 0x20 || (c >= 0x7F && c < 0xA0)) {
        snprintf(buf, 8, "\\x%02X", c);
        return buf;
    }
    return NULL;
}

/* Appends d[0..n) quoted as Node's strEscape does: single quotes unless the
 * text contains one (then double quotes, else backticks when neither
 * backticks nor "${" appear, else single quotes with \' escapes); control
 * characters, backslashes and lone surrogates escaped. */
static void str_escape(ScrStrBuf *b, const uint16_t *d, size_t n) {
    uint16_t quote = '\'';
    if (units_contains(d, n, '\'')) {
        if (!units_contains(d, n, '"')) quote = '"';
        else if (!units_contains(d, n, '`') && units_find_ascii(d, n, "${", 0) < 0) quote = '`';
    }
    scr__sb_putc(b, quote);
    char tmp[8];
    for (size_t i = 0; i < n; i++) {
        uint16_t c = d[i];
        if ((c == '\'' && quote == '\'') || c == '\\' || c < 0x20 || (c > 0x7E && c < 0xA0)) {
            scr__sb_puts(b, meta_escape(c, tmp));
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            if (c <= 0xDBFF && i + 1 < n && d[i + 1] >= 0xDC00 && d[i + 1] <= 0xDFFF) {
                scr__sb_putc(b, c);
                scr__sb_putc(b, d[++i]);
            } else {
                scr__sb_printf(b, "\\u%x", c);
            }
        } else {
            scr__sb_putc(b, c);
        }
    }
    scr__sb_putc(b, quote);
}

/* The escaping Node applies to symbol descriptions and non-enumerable keys
 * inside [brackets]: the same escapes, no quotes. */
static void key_escape(ScrStrBuf *b, const uint16_t *d, size_t n) {
    char tmp[8];
    for (size_t i = 0; i < n; i++) {
        const char *m = d[i] < 0xA0 ? meta_escape(d[i], tmp) : NULL;
        if (m) scr__sb_puts(b, m);
        else scr__sb_putc(b, d[i]);
    }
}

static void format_string(Ctx *ctx, ScrStrBuf *b, ScrValue s) {
    ScrString *str = scr_str(s);
    size_t n = str->len;
    size_t remaining = 0;
    if (n > (size_t)ctx->o.max_string_length) {
        remaining = n - (size_t)ctx->o.max_string_length;
        n = (size_t)ctx->o.max_string_length;
    }
    /* Long strings break after each newline into 'a\n' + 'b' lines. */
    if (ctx->o.compact >= 0 && n > 16 && (long)n > (long)ctx->o.break_length - ctx->indent - 4 &&
        units_contains(str->data, n, '\n')) {
        size_t start = 0;
        for (size_t i = 0; i < n; i++) {
            if (str->data[i] != '\n' || i + 1 == n) continue;
            style_open(ctx, b, SCR_STYLE_STRING);
            str_escape(b, str->data + start, i + 1 - start);
            style_close(ctx, b, SCR_STYLE_STRING);
            scr__sb_puts(b, " +\n");
            sb_spaces(b, ctx->indent + 2);
            start = i + 1;
        }
        style_open(ctx, b, SCR_STYLE_STRING);
        str_escape(b, str->data + start, n - start);
        style_close(ctx, b, SCR_STYLE_STRING);
    } else {
        style_open(ctx, b, SCR_STYLE_STRING);
        str_escape(b, str->data, n);
        style_close(ctx, b, SCR_STYLE_STRING);
    }
    if (remaining)
        scr__sb_printf(b, "... %zu more character%s", remaining, remaining > 1 ? "s" : "");
}

static void format_number(const Ctx *ctx, ScrStrBuf *b, double d) {
    style_open(ctx, b, SCR_STYLE_NUMBER);
    if (d == 0 && signbit(d)) scr__sb_puts(b, "-0");
    else scr__sb_put_number(b, d);
    style_close(ctx, b, SCR_STYLE_NUMBER);
}

/* A BigInt as Node prints it: its digits and "n". */
static void format_bigint(const Ctx *ctx, ScrStrBuf *b, ScrValue v) {
    char *s = scr__bigint_to_cstr(v, 10, NULL);
    style_open(ctx, b, SCR_STYLE_BIGINT);
    scr__sb_puts(b, s);
    scr__sb_putc(b, 'n');
    style_close(ctx, b, SCR_STYLE_BIGINT);
    free(s);
}

static void symbol_to_string(ScrStrBuf *b, ScrValue sym) {
    ScrSymbol *s = (ScrSymbol *)scr_as_cell(sym);
    scr__sb_puts(b, "Symbol(");
    if (scr_is_string(s->description)) scr__sb_put_string(b, s->description);
    scr__sb_putc(b, ')');
}

/* ------------------------------------------------------------------------
 * Constructor names (Node's getConstructorName) and prefixes.
 * ---------------------------------------------------------------------- */

typedef struct Ctor {
    bool is_null;   /* no prototype at all: "[Object: null prototype]" */
    ScrStrBuf name; /* valid when !is_null */
} Ctor;

static int format_value(Ctx *ctx, ScrStrBuf *b, ScrValue v, int recurse, bool in_array);

/* Node's inspect runs out of its stack at about 800 levels of nesting
 * (depth: Infinity over nested arrays, the default 984 KB V8 stack); the
 * C frames here are smaller, so the stack alone would allow tens of
 * thousands, and each level copies the indented text of the levels inside
 * it: 3,000 levels took 90 s. Deeper values get the stack-overflow note
 * at this many levels, as if the stack had run out. */
#define INSPECT_NESTING_MAX 1000

/* 1 and *out (owned) when obj has an own data property `name`, 0 when not,
 * -1 on exception. */
static int own_data(ScrValue obj, ScrValue key, ScrValue *out) {
    ScrPropDesc d;
    int r = scr__get_own_property(obj, key, &d);
    if (r <= 0) return r;
    if (d.flags & SCR_PROP_ACCESSOR) {
        scr__desc_release(&d);
        return 0;
    }
    *out = scr_dup(d.value);
    scr__desc_release(&d);
    return 1;
}

/* obj instanceof ctor, by the ordinary prototype walk (no user code). */
static bool is_instance(ScrValue obj, ScrValue ctor) {
    ScrValue proto;
    if (own_data(ctor, SCR_ATOM("prototype"), &proto) != 1) return false;
    bool found = false;
    if (scr_is_object(proto)) {
        for (ScrValue p = scr__get_proto(obj); scr_is_object(p); p = scr__get_proto(p)) {
            if (p == proto) {
                found = true;
                break;
            }
        }
    }
    scr_release(proto);
    return found;
}

/* Reads f.name as a string value (owned), or SCR_EXCEPTION. Non-strings
 * convert as String() does, except symbols, which give "". */
static ScrValue get_name(ScrValue f) {
    ScrValue name = scr__get_str(f, "name");
    if (scr_is_exception(name) || scr_is_string(name)) return name;
    if (scr_is_symbol(name)) {
        scr_release(name);
        return scr_dup(SCR_ATOM(""));
    }
    ScrValue s = scr_to_string(name);
    scr_release(name);
    return s;
}

static int constructor_name(Ctx *ctx, ScrValue obj, int recurse, Ctor *out) {
    out->is_null = false;
    out->name = (ScrStrBuf)SCR_STRBUF_INIT;
    ScrValue cur = obj, first_proto = SCR_UNDEFINED;
    while (scr_is_object(cur)) {
        ScrValue c;
        int r = own_data(cur, SCR_ATOM("constructor"), &c);
        if (r < 0) return -1;
        if (r == 1) {
            if (scr__is_callable(c)) {
                ScrValue name = get_name(c);
                if (scr_is_exception(name)) {
                    scr_release(c);
                    return -1;
                }
                bool ok = scr_str(name)->len > 0 && is_instance(obj, c);
                if (ok) scr__sb_put_string(&out->name, name);
                scr_release(name);
                if (ok) {
                    scr_release(c);
                    return 0;
                }
            }
            scr_release(c);
        }
        cur = scr__get_proto(cur);
        if (first_proto == SCR_UNDEFINED) first_proto = cur;
    }
    if (first_proto == SCR_NULL) {
        out->is_null = true;
        return 0;
    }
    /* No constructor anywhere, but a prototype: V8's class name plus the
     * prototype's own description. */
    scr__sb_puts(&out->name, scr__class_name(scr__class_of(obj)));
    if (recurse > ctx->o.depth) {
        scr__sb_puts(&out->name, " <Complex prototype>");
        return 0;
    }
    Ctor pc;
    if (constructor_name(ctx, first_proto, recurse + 1, &pc) < 0) return -1;
    scr__sb_puts(&out->name, " <");
    if (pc.is_null) {
        ScrInspectOptions o = ctx->o;
        o.depth = -1;
        if (scr__inspect_to(&out->name, first_proto, &o) < 0) return -1;
    } else {
        sb_put_sb(&out->name, &pc.name);
        scr__sb_free(&pc.name);
    }
    scr__sb_putc(&out->name, '>');
    return 0;
}

/* Node's getPrefix: "Foo ", "Foo [tag] ", "[Object: null prototype] ". */
static void put_prefix(ScrStrBuf *b, const Ctor *c, const ScrStrBuf *tag, const char *fallback,
                       const char *size) {
    if (c->is_null) {
        scr__sb_printf(b, "[%s%s: null prototype] ", fallback, size);
        if (tag->len && !sb_eq(tag, fallback)) {
            b->len--; /* drop the space: the tag follows */
            scr__sb_puts(b, " [");
            sb_put_sb(b, tag);
            scr__sb_puts(b, "] ");
        }
        return;
    }
    sb_put_sb(b, &c->name);
    scr__sb_puts(b, size);
    if (tag->len && !(tag->len == c->name.len &&
                      memcmp(tag->d, c->name.d, tag->len * sizeof(uint16_t)) == 0)) {
        scr__sb_puts(b, " [");
        sb_put_sb(b, tag);
        scr__sb_putc(b, ']');
    }
    scr__sb_putc(b, ' ');
}

static bool ctor_is(const Ctor *c, const char *name) { return !c->is_null && sb_eq(&c->name, name); }

static bool sb_equal(const ScrStrBuf *a, const ScrStrBuf *b) {
    return a->len == b->len && (a->len == 0 || memcmp(a->d, b->d, a->len * 2) == 0);
}

/* ------------------------------------------------------------------------
 * Properties.
 * ---------------------------------------------------------------------- */

enum { KIND_OBJECT, KIND_ARRAY, KIND_ARRAY_EXTRAS };

static bool is_identifier_key(const ScrString *s) {
    if (s->len == 0) return false;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = s->data[i];
        bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        if (!alpha && !(i > 0 && c >= '0' && c <= '9')) return false;
    }
    return true;
}

/* Formats the value part of a property from its descriptor. */
static int format_desc_value(Ctx *ctx, ScrStrBuf *b, const ScrPropDesc *d, int recurse) {
    if (!(d->flags & SCR_PROP_ACCESSOR)) {
        ctx->indent += 2;
        int r = format_value(ctx, b, d->value, recurse, false);
        ctx->indent -= 2;
        return r;
    }
    bool g = !scr_is_undefined(d->getter), s = !scr_is_undefined(d->setter);
    put_styled(ctx, b, g || s ? SCR_STYLE_SPECIAL : SCR_STYLE_UNDEFINED,
               g && s ? "[Getter/Setter]"
               : g    ? "[Getter]"
               : s    ? "[Setter]"
                      : "undefined");
    return 0;
}

static int format_property(Ctx *ctx, ScrStrBuf *b, ScrValue obj, ScrValue key, int recurse,
                           int kind) {
    ScrPropDesc d;
    int r = scr__get_own_property(obj, key, &d);
    if (r < 0 && scr__class_of(obj) == SCR_CLASS_NAMESPACE) {
        /* An export still in its temporal dead zone. */
        scr_release(scr_exception_take());
        scr__sb_put_string(b, key);
        scr__sb_puts(b, ": ");
        put_styled(ctx, b, SCR_STYLE_SPECIAL, "<uninitialized>");
        return 0;
    }
    if (r < 0) return -1;
    if (r == 0) {
        /* Inherited (an error's "cause"): read it, shown as enumerable. */
        d.flags = SCR_PROP_ENUMERABLE;
        d.getter = d.setter = SCR_UNDEFINED;
        d.value = scr_get(obj, key);
        if (scr_is_exception(d.value)) return -1;
    }
    ScrStrBuf val = SCR_STRBUF_INIT;
    /* compact: true indents object values by 3 and moves a value wider
     * than breakLength to its own line. */
    bool wide = ctx->o.compact < 0 && kind == KIND_OBJECT && !(d.flags & SCR_PROP_ACCESSOR);
    if (wide) ctx->indent++;
    r = format_desc_value(ctx, &val, &d, recurse);
    if (wide) ctx->indent--;
    bool extra_ln = wide && entry_width(ctx, &val) > ctx->o.break_length;
    bool enumerable = (d.flags & SCR_PROP_ENUMERABLE) != 0;
    scr__desc_release(&d);
    if (r < 0) {
        scr__sb_free(&val);
        return -1;
    }
    if (kind != KIND_ARRAY) {
        if (scr_is_symbol(key)) {
            ScrStrBuf t = SCR_STRBUF_INIT;
            symbol_to_string(&t, key);
            scr__sb_putc(b, '[');
            style_open(ctx, b, SCR_STYLE_SYMBOL);
            key_escape(b, t.d, t.len);
            style_close(ctx, b, SCR_STYLE_SYMBOL);
            scr__sb_putc(b, ']');
            scr__sb_free(&t);
        } else {
            ScrString *k = scr_str(key);
            if (units_eq_ascii(k->data, k->len, "__proto__")) {
                scr__sb_puts(b, "['__proto__']");
            } else if (!enumerable) {
                scr__sb_putc(b, '[');
                key_escape(b, k->data, k->len);
                scr__sb_putc(b, ']');
            } else if (is_identifier_key(k)) {
                style_open(ctx, b, SCR_STYLE_NAME);
                scr__sb_put_units(b, k->data, k->len);
                style_close(ctx, b, SCR_STYLE_NAME);
            } else {
                style_open(ctx, b, SCR_STYLE_STRING);
                str_escape(b, k->data, k->len);
                style_close(ctx, b, SCR_STYLE_STRING);
            }
        }
        if (extra_ln) {
            scr__sb_puts(b, ":\n");
            sb_spaces(b, ctx->indent + 3);
        } else {
            scr__sb_puts(b, ": ");
        }
    }
    sb_put_sb(b, &val);
    scr__sb_free(&val);
    return 0;
}

/* ------------------------------------------------------------------------
 * Arrays.
 * ---------------------------------------------------------------------- */

/* Whether index i of an array (a hole among its dense elements) is an own
 * property kept in the shape (*d filled). Once the output has met a real
 * hole (`sparse`), Node lists the rest from Object.keys, so a
 * non-enumerable element shows as an empty item there. */
static bool array_has_own(ScrValue arr, uint32_t i, ScrPropDesc *d, bool sparse) {
    ScrArray *a = (ScrArray *)scr_obj(arr);
    if (!a->has_sparse) return false;
    int r = scr__get_own_property(arr, scr_number((double)i), d);
    if (r == 1 && sparse && !(d->flags & SCR_PROP_ENUMERABLE)) {
        scr__desc_release(d);
        return false;
    }
    if (r == 1) return true;
    /* Reading an own property of an array runs no user code; a failure
     * here can only be an internal one, and the element counts as a hole. */
    if (r < 0) scr_release(scr_exception_take());
    return false;
}

/* Node's formatTypedArray: the elements as numbers or BigInts. */
static void format_typed_array(Ctx *ctx, ScrValue v, Entries *out) {
    const ScrTypedArray *t = scr__ta(v);
    uint32_t max = (uint32_t)ctx->o.max_array_length;
    uint32_t n = t->length < max ? t->length : max;
    for (uint32_t i = 0; i < n; i++) {
        ScrValue e = scr__ta_load(t, i);
        ScrStrBuf *eb = entries_push(out);
        if (scr_is_number(e)) format_number(ctx, eb, scr_as_number(e));
        else format_bigint(ctx, eb, e);
        scr_release(e);
    }
    if (n < t->length) {
        ScrStrBuf *e = entries_push(out);
        uint32_t rest = t->length - n;
        scr__sb_printf(e, "... %u more item%s", rest, rest > 1 ? "s" : "");
    }
}

/* Node's formatArrayBuffer: `[Uint8Contents]: <01 02 ... N more bytes>`. */
static void format_array_buffer(Ctx *ctx, ScrValue v, Entries *out) {
    const ScrArrayBuffer *ab = scr__ab(v);
    size_t max = (size_t)ctx->o.max_array_length;
    size_t n = ab->byte_length < max ? ab->byte_length : max;
    ScrStrBuf *e = entries_push(out);
    put_styled(ctx, e, SCR_STYLE_SPECIAL, "[Uint8Contents]");
    scr__sb_puts(e, ": <");
    for (size_t i = 0; i < n; i++) scr__sb_printf(e, i ? " %02x" : "%02x", ab->data[i]);
    if (n < ab->byte_length) {
        size_t rest = ab->byte_length - n;
        scr__sb_printf(e, " ... %zu more byte%s", rest, rest > 1 ? "s" : "");
    }
    scr__sb_putc(e, '>');
}

static void push_more_items(Entries *out, uint64_t remaining) {
    ScrStrBuf *e = entries_push(out);
    scr__sb_printf(e, "... %llu more item%s", (unsigned long long)remaining,
                   remaining > 1 ? "s" : "");
}

/* The smallest index >= from, below len, that is a key of arr's shape (an
 * element kept there: very sparse writes, accessors), or len. */
static uint32_t next_shape_index(ScrValue arr, uint32_t from, uint32_t len) {
    const ScrShape *s = scr_obj(arr)->shape;
    uint32_t best = len;
    for (uint32_t k = 0; k < s->count; k++) {
        ScrValue key = s->props[k].key;
        uint32_t idx;
        if (scr_is_string(key) && scr__string_is_index(key, &idx) && idx >= from && idx < best) best = idx;
    }
    return best;
}

static int format_array(Ctx *ctx, ScrValue arr, int recurse, Entries *out) {
    ScrArray *a = (ScrArray *)scr_obj(arr);
    uint32_t len = a->length;
    uint32_t max = len < (uint32_t)ctx->o.max_array_length ? len : (uint32_t)ctx->o.max_array_length;
    uint32_t i = 0, count = 0;
    bool sparse = false;
    while (i < len && count < max) {
        ScrValue e = i < a->used ? a->elems[i] : SCR_HOLE;
        ScrPropDesc d;
        if (e == SCR_HOLE && !array_has_own(arr, i, &d, sparse)) {
            sparse = true;
            /* A run of holes is one entry. */
            uint32_t j = i + 1;
            while (j < len) {
                if (j >= a->used) {
                    /* Past the dense elements: on to the next index key of
                     * the shape, not index by index (a[1e9] = 1). */
                    j = a->has_sparse ? next_shape_index(arr, j, len) : len;
                    if (j >= len) break;
                }
                ScrValue ej = j < a->used ? a->elems[j] : SCR_HOLE;
                ScrPropDesc dj;
                if (ej != SCR_HOLE) break;
                if (array_has_own(arr, j, &dj, true)) {
                    scr__desc_release(&dj);
                    break;
                }
                j++;
            }
            ScrStrBuf *eb = entries_push(out);
            style_open(ctx, eb, SCR_STYLE_UNDEFINED);
            scr__sb_printf(eb, "<%u empty item%s>", j - i, j - i > 1 ? "s" : "");
            style_close(ctx, eb, SCR_STYLE_UNDEFINED);
            i = j;
            count++;
            continue;
        }
        ScrStrBuf *eb = entries_push(out);
        int r;
        if (e == SCR_HOLE) {
            r = format_desc_value(ctx, eb, &d, recurse);
            scr__desc_release(&d);
        } else {
            ctx->indent += 2;
            r = format_value(ctx, eb, e, recurse, false);
            ctx->indent -= 2;
        }
        if (r < 0) return -1;
        i++;
        count++;
    }
    if (i < len) push_more_items(out, len - i);
    return 0;
}

/* Node's groupArrayElements: more than six short entries are laid out in
 * aligned columns (numbers right-aligned, anything else left-aligned). */
static void group_array_elements(Ctx *ctx, Entries *out, ScrValue value) {
    int total = 0, max_len = 0;
    int output_len = out->n;
    if (ctx->o.max_array_length < out->n) output_len--; /* "... more items" */
    const int sep = 2;
    int *data_len = scr__xmalloc(sizeof(int) * (size_t)(output_len + 1));
    for (int i = 0; i < output_len; i++) {
        int len = (int)entry_width(ctx, &out->e[i]);
        data_len[i] = len;
        total += len + sep;
        if (max_len < len) max_len = len;
    }
    int actual_max = max_len + sep;
    if (actual_max * 3 + ctx->indent < ctx->o.break_length &&
        ((double)total / actual_max > 5 || max_len <= 6)) {
        double average_bias = sqrt(actual_max - (double)total / out->n);
        double biased_max = fmax(actual_max - 3 - average_bias, 1);
        double c1 = floor(sqrt(2.5 * biased_max * output_len) / biased_max + 0.5);
        double c2 = floor((double)(ctx->o.break_length - ctx->indent) / actual_max);
        double columns = fmin(fmin(c1, c2), fmin((double)ctx->o.compact * 4, 15));
        if (columns > 1) {
            int cols = (int)columns;
            int *max_line = scr__xmalloc(sizeof(int) * (size_t)cols);
            for (int i = 0; i < cols; i++) {
                int line = 0;
                for (int j = i; j < output_len; j += cols)
                    if (data_len[j] > line) line = data_len[j];
                max_line[i] = line + sep;
            }
            /* Numbers and BigInts pad at the start (right-aligned) only
             * when every entry position holds one. */
            bool pad_start = true;
            ScrArray *a = (ScrArray *)scr_obj(value);
            if (scr__class_of(value) == SCR_CLASS_TYPED_ARRAY)
                pad_start = (uint32_t)out->n <= scr__ta(value)->length;
            else for (int i = 0; i < out->n; i++) {
                ScrValue e = (uint32_t)i < a->used && (uint32_t)i < a->length ? a->elems[i] : SCR_HOLE;
                if (!scr_is_number(e) && !scr_is_bigint(e)) {
                    pad_start = false;
                    break;
                }
            }
            Entries rows = {0};
            for (int i = 0; i < output_len; i += cols) {
                int max = i + cols < output_len ? i + cols : output_len;
                ScrStrBuf *row = entries_push(&rows);
                int j = i;
                for (; j < max - 1; j++) {
                    int pad = max_line[j - i] - data_len[j] - 2;
                    if (pad_start) sb_spaces(row, pad);
                    sb_put_sb(row, &out->e[j]);
                    scr__sb_puts(row, ", ");
                    if (!pad_start) sb_spaces(row, pad);
                }
                if (pad_start) sb_spaces(row, max_line[j - i] - sep - data_len[j]);
                sb_put_sb(row, &out->e[j]);
            }
            if (ctx->o.max_array_length < out->n) {
                ScrStrBuf *last = entries_push(&rows);
                sb_put_sb(last, &out->e[output_len]);
            }
            entries_free(out);
            *out = rows;
            free(max_line);
        }
    }
    free(data_len);
}

/* Node's isBelowBreakLength: the entries, a separator each and `start`
 * fit in breakLength, and the base is one line. */
static bool below_break_length(Ctx *ctx, const Entries *out, long start, const ScrStrBuf *base) {
    long total = out->n + start;
    if (total + out->n > ctx->o.break_length) return false;
    for (int i = 0; i < out->n; i++) {
        total += entry_width(ctx, &out->e[i]);
        if (total > ctx->o.break_length) return false;
    }
    return !units_contains(base->d, base->len, '\n');
}

/* Node's reduceToSingleString for compact = 3: entries share one line when
 * the object is at most `compact` levels above the innermost one just
 * printed, nothing was grouped, and everything fits in breakLength. */
static void reduce_to_single_string(Ctx *ctx, ScrStrBuf *b, Entries *out, const ScrStrBuf *base,
                                    const ScrStrBuf *brace0, const char *brace1, int kind,
                                    int recurse, ScrValue value) {
    int entries = out->n;
    if (ctx->o.compact < 0) {
        /* compact: true lines entries up after the brace. */
        if (below_break_length(ctx, out, 0, base)) {
            sb_put_sb(b, brace0);
            if (base->len) {
                scr__sb_putc(b, ' ');
                sb_put_sb(b, base);
            }
            scr__sb_putc(b, ' ');
            for (int i = 0; i < out->n; i++) {
                if (i) scr__sb_puts(b, ", ");
                sb_put_sb(b, &out->e[i]);
            }
            scr__sb_putc(b, ' ');
            scr__sb_puts(b, brace1);
            return;
        }
        if (base->len) {
            sb_put_sb(b, base);
            scr__sb_putc(b, ' ');
        }
        sb_put_sb(b, brace0);
        if (base->len == 0 && brace0->len == 1) {
            scr__sb_putc(b, ' ');
        } else {
            if (base->len) {
                scr__sb_putc(b, ' ');
                sb_put_sb(b, base);
            }
            scr__sb_putc(b, '\n');
            sb_spaces(b, ctx->indent + 2);
        }
        for (int i = 0; i < out->n; i++) {
            if (i) {
                scr__sb_puts(b, ",\n");
                sb_spaces(b, ctx->indent + 2);
            }
            sb_put_sb(b, &out->e[i]);
        }
        scr__sb_putc(b, ' ');
        scr__sb_puts(b, brace1);
        return;
    }
    if (ctx->o.compact >= 1 && kind == KIND_ARRAY_EXTRAS && entries > 6)
        group_array_elements(ctx, out, value);
    if (ctx->o.compact >= 1 && ctx->current_depth - recurse < ctx->o.compact && entries == out->n) {
        long start = out->n + ctx->indent + (long)brace0->len + (long)base->len + 10;
        long total = out->n + start;
        bool fits = total + out->n <= ctx->o.break_length;
        for (int i = 0; fits && i < out->n; i++) {
            total += entry_width(ctx, &out->e[i]);
            if (total > ctx->o.break_length) fits = false;
        }
        if (fits && units_contains(base->d, base->len, '\n')) fits = false;
        if (fits) {
            bool newline = false;
            for (int i = 0; i < out->n && !newline; i++)
                newline = units_contains(out->e[i].d, out->e[i].len, '\n');
            if (!newline) {
                if (base->len) {
                    sb_put_sb(b, base);
                    scr__sb_putc(b, ' ');
                }
                sb_put_sb(b, brace0);
                scr__sb_putc(b, ' ');
                for (int i = 0; i < out->n; i++) {
                    if (i) scr__sb_puts(b, ", ");
                    sb_put_sb(b, &out->e[i]);
                }
                scr__sb_putc(b, ' ');
                scr__sb_puts(b, brace1);
                return;
            }
        }
    }
    /* One entry per line. */
    if (base->len) {
        sb_put_sb(b, base);
        scr__sb_putc(b, ' ');
    }
    sb_put_sb(b, brace0);
    for (int i = 0; i < out->n; i++) {
        if (i) scr__sb_putc(b, ',');
        scr__sb_putc(b, '\n');
        sb_spaces(b, ctx->indent + 2);
        sb_put_sb(b, &out->e[i]);
    }
    scr__sb_putc(b, '\n');
    sb_spaces(b, ctx->indent);
    scr__sb_puts(b, brace1);
}

/* ------------------------------------------------------------------------
 * Functions, boxed primitives, errors.
 * ---------------------------------------------------------------------- */

static int function_base(ScrStrBuf *b, ScrValue f, const Ctor *ctor, const ScrStrBuf *tag) {
    ScrFunctionInfo info;
    scr__function_info(f, &info);
    if (info.is_class) {
        scr__sb_puts(b, "[class ");
        if (scr_is_string(info.name) && scr_str(info.name)->len) scr__sb_put_string(b, info.name);
        else scr__sb_puts(b, "(anonymous)");
        if (!ctor_is(ctor, "Function") && !ctor->is_null) {
            scr__sb_puts(b, " [");
            sb_put_sb(b, &ctor->name);
            scr__sb_putc(b, ']');
        }
        if (tag->len && (ctor->is_null || !sb_equal(tag, &ctor->name))) {
            scr__sb_puts(b, " [");
            sb_put_sb(b, tag);
            scr__sb_putc(b, ']');
        }
        if (!ctor->is_null) {
            ScrValue parent = scr__get_proto(f);
            if (scr_is_object(parent)) {
                ScrValue pname = scr__get_str(parent, "name");
                if (scr_is_exception(pname)) return -1;
                if (scr_to_boolean(pname)) {
                    ScrValue ps = scr_is_string(pname) ? scr_dup(pname) : scr_to_string(pname);
                    if (scr_is_exception(ps)) {
                        scr_release(pname);
                        return -1;
                    }
                    scr__sb_puts(b, " extends ");
                    scr__sb_put_string(b, ps);
                    scr_release(ps);
                }
                scr_release(pname);
            }
        } else {
            scr__sb_puts(b, " extends [null prototype]");
        }
        scr__sb_putc(b, ']');
        return 0;
    }
    const char *type = info.is_async && info.is_generator ? "AsyncGeneratorFunction"
                       : info.is_async                    ? "AsyncFunction"
                       : info.is_generator                ? "GeneratorFunction"
                                                          : "Function";
    scr__sb_printf(b, "[%s", type);
    if (ctor->is_null) scr__sb_puts(b, " (null prototype)");
    ScrValue name = get_name(f);
    if (scr_is_exception(name)) return -1;
    if (scr_str(name)->len == 0) {
        scr__sb_puts(b, " (anonymous)");
    } else {
        scr__sb_puts(b, ": ");
        scr__sb_put_string(b, name);
    }
    scr_release(name);
    scr__sb_putc(b, ']');
    if (!ctor->is_null && !sb_eq(&ctor->name, type)) {
        scr__sb_putc(b, ' ');
        sb_put_sb(b, &ctor->name);
    }
    if (tag->len && (ctor->is_null || !sb_equal(tag, &ctor->name))) {
        scr__sb_puts(b, " [");
        sb_put_sb(b, tag);
        scr__sb_putc(b, ']');
    }
    return 0;
}

static void boxed_base(Ctx *ctx, ScrStrBuf *b, ScrValue v, const Ctor *ctor, const ScrStrBuf *tag) {
    ScrPrimitiveObject *p = (ScrPrimitiveObject *)scr_obj(v);
    const char *type = scr_is_number(p->value)   ? "Number"
                       : scr_is_string(p->value) ? "String"
                       : scr_is_bool(p->value)   ? "Boolean"
                       : scr_is_bigint(p->value) ? "BigInt"
                                                 : "Symbol";
    scr__sb_printf(b, "[%s", type);
    if (!ctor_is(ctor, type)) {
        if (ctor->is_null) {
            scr__sb_puts(b, " (null prototype)");
        } else {
            scr__sb_puts(b, " (");
            sb_put_sb(b, &ctor->name);
            scr__sb_putc(b, ')');
        }
    }
    scr__sb_puts(b, ": ");
    int saved = ctx->indent;
    /* The value itself is never coloured (Node's stylizeNoColor): the whole
     * base is, by the caller. */
    bool colors = ctx->o.colors;
    ctx->o.colors = false;
    if (scr_is_string(p->value)) {
        /* Node formats the inner string with no line splitting context of
         * its own; the current indentation still applies. */
        format_string(ctx, b, p->value);
    } else if (scr_is_number(p->value)) {
        format_number(NULL, b, scr_as_number(p->value));
    } else if (scr_is_bool(p->value)) {
        scr__sb_puts(b, p->value == SCR_TRUE ? "true" : "false");
    } else if (scr_is_symbol(p->value)) {
        symbol_to_string(b, p->value);
    } else if (scr_is_bigint(p->value)) {
        format_bigint(NULL, b, p->value);
    }
    ctx->indent = saved;
    ctx->o.colors = colors;
    scr__sb_putc(b, ']');
    if (tag->len && (ctor->is_null || !sb_equal(tag, &ctor->name))) {
        scr__sb_puts(b, " [");
        sb_put_sb(b, tag);
        scr__sb_putc(b, ']');
    }
}

static bool is_error_like(ScrValue v) {
    if (scr__is_error(v)) return true;
    ScrValue ep = scr__thread.realm->error_protos[SCR_ERR_ERROR];
    for (ScrValue p = scr__get_proto(v); scr_is_object(p); p = scr__get_proto(p))
        if (p == ep) return true;
    return false;
}

/* err.stack as a string, or Error.prototype.toString's result when the
 * stack is missing or empty (Node's getStackString). Owned, or exception. */
static ScrValue stack_string(ScrValue err) {
    ScrValue st = scr__get_str(err, "stack");
    if (scr_is_exception(st)) return st;
    if (scr_to_boolean(st)) {
        ScrValue s = scr_is_string(st) ? scr_dup(st) : scr_to_string(st);
        scr_release(st);
        return s;
    }
    scr_release(st);
    /* Error.prototype.toString: name defaults to "Error", message to "". */
    ScrValue name = scr__get_str(err, "name");
    if (scr_is_exception(name)) return name;
    ScrValue msg = scr__get_str(err, "message");
    if (scr_is_exception(msg)) {
        scr_release(name);
        return msg;
    }
    ScrValue ns = scr_is_undefined(name) ? scr_dup(SCR_ATOM("Error")) : scr_to_string(name);
    ScrValue ms = scr_is_undefined(msg) ? scr_dup(SCR_ATOM("")) : scr_to_string(msg);
    scr_release(name);
    scr_release(msg);
    ScrValue r = SCR_EXCEPTION;
    if (!scr_is_exception(ns) && !scr_is_exception(ms)) {
        ScrStrBuf b = SCR_STRBUF_INIT;
        scr__sb_put_string(&b, ns);
        if (scr_str(ns)->len && scr_str(ms)->len) scr__sb_puts(&b, ": ");
        scr__sb_put_string(&b, ms);
        r = scr__sb_to_string(&b);
        scr__sb_free(&b);
    }
    scr_release(ns);
    scr_release(ms);
    return r;
}

/* The frames of a stack after its message, with a run shared with the
 * cause's stack folded into "... N lines matching cause stack trace ...",
 * as Node's getStackFrames does. Appends the frames joined by newlines. */
static int put_stack_frames(ScrStrBuf *b, ScrValue err, const uint16_t *frames, size_t n) {
    /* Split into lines. */
    size_t nl = 1;
    for (size_t i = 0; i < n; i++) nl += frames[i] == '\n';
    size_t *start = scr__xmalloc(sizeof(size_t) * (nl + 1));
    size_t k = 0;
    start[k++] = 0;
    for (size_t i = 0; i < n; i++)
        if (frames[i] == '\n') start[k++] = i + 1;
    start[k] = n + 1;
#define LINE_LEN(S, i) ((S)[(i) + 1] - (S)[i] - 1)

    long fold_at = -1, fold_len = 0;
    ScrValue cause = scr__get_str(err, "cause");
    if (scr_is_exception(cause)) {
        scr_release(scr_exception_take());
        cause = SCR_UNDEFINED;
    }
    if (scr_is_object(cause) && is_error_like(cause)) {
        ScrValue cs = stack_string(cause);
        if (scr_is_exception(cs)) {
            scr_release(scr_exception_take());
        } else {
            ScrString *c = scr_str(cs);
            long at = units_find_ascii(c->data, c->len, "\n    at", 0);
            if (at >= 0) {
                const uint16_t *cf = c->data + at + 1;
                size_t cn = c->len - (size_t)at - 1;
                size_t cnl = 1;
                for (size_t i = 0; i < cn; i++) cnl += cf[i] == '\n';
                size_t *cst = scr__xmalloc(sizeof(size_t) * (cnl + 1));
                size_t ck = 0;
                cst[ck++] = 0;
                for (size_t i = 0; i < cn; i++)
                    if (cf[i] == '\n') cst[ck++] = i + 1;
                cst[ck] = cn + 1;
                /* identicalSequenceRange: the first run of more than three
                 * equal lines. */
                for (size_t i = 0; i + 3 < nl && fold_at < 0; i++) {
                    long pos = -1;
                    for (size_t j = 0; j < cnl; j++) {
                        if (LINE_LEN(start, i) == LINE_LEN(cst, j) &&
                            memcmp(frames + start[i], cf + cst[j], LINE_LEN(start, i) * 2) == 0) {
                            pos = (long)j;
                            break;
                        }
                    }
                    if (pos < 0) continue;
                    size_t rest = cnl - (size_t)pos;
                    if (rest <= 3) continue;
                    size_t len = 1, maxlen = nl - i < rest ? nl - i : rest;
                    while (maxlen > len &&
                           LINE_LEN(start, i + len) == LINE_LEN(cst, pos + len) &&
                           memcmp(frames + start[i + len], cf + cst[pos + len],
                                  LINE_LEN(start, i + len) * 2) == 0)
                        len++;
                    if (len > 3) {
                        fold_at = (long)i;
                        fold_len = (long)len;
                    }
                }
                free(cst);
            }
            scr_release(cs);
        }
    }
    scr_release(cause);
    for (size_t i = 0; i < nl; i++) {
        if (fold_at >= 0 && (long)i == fold_at + 1) {
            if (i) scr__sb_putc(b, '\n');
            scr__sb_printf(b, "    ... %ld lines matching cause stack trace ...", fold_len - 2);
            i += (size_t)(fold_len - 2) - 1;
            continue;
        }
        if (i) scr__sb_putc(b, '\n');
        scr__sb_put_units(b, frames + start[i], LINE_LEN(start, i));
    }
#undef LINE_LEN
    free(start);
    return 0;
}

static int error_base(Ctx *ctx, ScrStrBuf *b, ScrValue err, const Ctor *ctor,
                      const ScrStrBuf *tag, Keys *keys) {
    int rc = -1;
    ScrValue namev = scr__get_str(err, "name");
    if (scr_is_exception(namev)) return -1;
    ScrValue name = scr_is_nullish(namev) ? scr_dup(SCR_ATOM("Error")) : scr_to_string(namev);
    scr_release(namev);
    if (scr_is_exception(name)) return -1;
    ScrValue stackv = stack_string(err);
    if (scr_is_exception(stackv)) {
        scr_release(name);
        return -1;
    }
    ScrStrBuf stack = SCR_STRBUF_INIT;
    scr__sb_put_string(&stack, stackv);
    scr_release(stackv);

    /* Keys already visible in the stack are not repeated. */
    if (!ctx->o.show_hidden) {
        static const char *const dup_keys[] = {"name", "message", "stack"};
        for (int i = 0; i < 3; i++) {
            int at = keys_find_ascii(keys, dup_keys[i]);
            if (at < 0) continue;
            ScrValue v = scr__get_str(err, dup_keys[i]);
            if (scr_is_exception(v)) goto out;
            ScrValue s = scr_to_string(v);
            scr_release(v);
            if (scr_is_exception(s)) goto out;
            if (units_find(stack.d, stack.len, scr_str(s)->data, scr_str(s)->len, 0) >= 0)
                keys_remove(keys, at);
            scr_release(s);
        }
    }
    ScrValue cause_key = SCR_ATOM("cause");
    int has_cause = scr__has_property(err, cause_key);
    if (has_cause < 0) goto out;
    if (has_cause && keys_find_ascii(keys, "cause") < 0) keys_push(keys, scr_dup(cause_key));

    /* improveStack: make the first line name the constructor. */
    ScrString *ns = scr_str(name);
    size_t len = ns->len;
    bool ends_error = len >= 5 && units_eq_ascii(ns->data + len - 5, 5, "Error");
    /* An empty name and an empty stack: stack.d is NULL, which memcmp may
     * not be given even for no bytes (found by fuzz_inspect). */
    bool starts = stack.len >= len && (len == 0 || memcmp(stack.d, ns->data, len * 2) == 0);
    if (ctor->is_null ||
        (ends_error && starts &&
         (stack.len == len || stack.d[len] == ':' || stack.d[len] == '\n'))) {
        const char *fallback = "Error";
        ScrStrBuf fb = SCR_STRBUF_INIT;
        if (ctor->is_null) {
            /* The leading "Name:" of the stack, if it looks like one. */
            size_t i = 0;
            if (stack.len && stack.d[0] >= 'A' && stack.d[0] <= 'Z') {
                i = 1;
                while (i < stack.len && stack.d[i] != ':' && stack.d[i] != '\n') i++;
            }
            if (i > 0 && i < stack.len) scr__sb_put_units(&fb, stack.d, i);
            len = fb.len;
            if (!fb.len) scr__sb_puts(&fb, fallback);
        } else {
            scr__sb_puts(&fb, fallback);
        }
        ScrStrBuf proto = SCR_STRBUF_INIT;
        char *fbs = NULL;
        {
            ScrValue fv = scr__sb_to_string(&fb);
            fbs = scr__string_to_utf8(fv, NULL);
            scr_release(fv);
        }
        put_prefix(&proto, ctor, tag, fbs, "");
        free(fbs);
        scr__sb_free(&fb);
        proto.len--; /* the prefix's trailing space */
        bool same = proto.len == ns->len && memcmp(proto.d, ns->data, ns->len * 2) == 0;
        if (!same) {
            ScrStrBuf ns2 = SCR_STRBUF_INIT;
            if (units_find(proto.d, proto.len, ns->data, ns->len, 0) >= 0) {
                sb_put_sb(&ns2, &proto);
                if (len == 0) scr__sb_puts(&ns2, ": ");
                scr__sb_put_units(&ns2, stack.d + len, stack.len - len);
            } else {
                sb_put_sb(&ns2, &proto);
                scr__sb_puts(&ns2, " [");
                scr__sb_put_units(&ns2, ns->data, ns->len);
                scr__sb_putc(&ns2, ']');
                scr__sb_put_units(&ns2, stack.d + len, stack.len - len);
            }
            scr__sb_free(&stack);
            stack = ns2;
        }
        scr__sb_free(&proto);
    }

    /* The message may contain "\n    at"; look for frames after it. */
    long pos = -1;
    ScrValue msg = scr__get_str(err, "message");
    if (scr_is_exception(msg)) goto out;
    if (scr_to_boolean(msg)) {
        ScrValue ms = scr_to_string(msg);
        if (scr_is_exception(ms)) {
            scr_release(msg);
            goto out;
        }
        pos = units_find(stack.d, stack.len, scr_str(ms)->data, scr_str(ms)->len, 0);
        if (pos >= 0) pos += scr_str(ms)->len;
        scr_release(ms);
    }
    scr_release(msg);
    long stack_start = units_find_ascii(stack.d, stack.len, "\n    at", pos < 0 ? 0 : (size_t)pos);
    ScrStrBuf res = SCR_STRBUF_INIT;
    if (stack_start < 0) {
        scr__sb_putc(&res, '[');
        sb_put_sb(&res, &stack);
        scr__sb_putc(&res, ']');
    } else {
        scr__sb_put_units(&res, stack.d, (size_t)stack_start);
        scr__sb_putc(&res, '\n');
        put_stack_frames(&res, err, stack.d + stack_start + 1, stack.len - (size_t)stack_start - 1);
    }
    /* Nested errors indent every line. */
    for (size_t i = 0; i < res.len; i++) {
        scr__sb_putc(b, res.d[i]);
        if (res.d[i] == '\n') sb_spaces(b, ctx->indent);
    }
    scr__sb_free(&res);
    rc = 0;
out:
    scr__sb_free(&stack);
    scr_release(name);
    return rc;
}

/* ------------------------------------------------------------------------
 * formatValue / formatRaw.
 * ---------------------------------------------------------------------- */

/* ------------------------------------------------------------------------
 * Class hooks (inspect.h).
 * ---------------------------------------------------------------------- */

/* The classes with their own formatting, by class id: the hooks are the
 * built-ins' (core/inspect_hook.h), the table is inspect's. */
static const ScrInspectHook *const class_hooks[SCR_CLASS__COUNT] = {
    [SCR_CLASS_MAP] = &scr__map_inspect_hook,
    [SCR_CLASS_SET] = &scr__set_inspect_hook,
    [SCR_CLASS_MAP_ITERATOR] = &scr__map_iterator_inspect_hook,
    [SCR_CLASS_SET_ITERATOR] = &scr__set_iterator_inspect_hook,
    [SCR_CLASS_DATE] = &scr__date_inspect_hook,
    [SCR_CLASS_REGEXP] = &scr__regexp_inspect_hook,
};

const ScrInspectHook *scr__inspect_hook(int cls) {
    return cls > 0 && cls < SCR_CLASS__COUNT ? class_hooks[cls] : NULL;
}

/* The entries of a hooked collection or iterator (Node's formatMap,
 * formatSet and formatIterator), at most maxArrayLength of them. */
static int format_hook_entries(Ctx *ctx, const ScrInspectHook *h, ScrValue v, int recurse,
                               Entries *out) {
    uint32_t cursor = 0, i = 0, total = 0;
    ScrValue k, val;
    uint32_t c2 = 0;
    while (h->step(v, &c2, &k, &val)) total++;
    bool pairs = h->shape == SCR_INSPECT_ITER && h->pairs(v);
    uint32_t max = ctx->o.max_array_length < 0 ? 0 : (uint32_t)ctx->o.max_array_length;
    ctx->indent += 2;
    while (i < max && h->step(v, &cursor, &k, &val)) {
        i++;
        ScrStrBuf *e = entries_push(out);
        if (h->shape == SCR_INSPECT_MAP) {
            if (format_value(ctx, e, k, recurse, false) < 0) goto fail;
            scr__sb_puts(e, " => ");
            if (format_value(ctx, e, val, recurse, false) < 0) goto fail;
        } else if (pairs) {
            Entries two = {0};
            if (format_value(ctx, entries_push(&two), k, recurse, false) < 0 ||
                format_value(ctx, entries_push(&two), val, recurse, false) < 0) {
                entries_free(&two);
                goto fail;
            }
            ScrStrBuf nobase = SCR_STRBUF_INIT, br = SCR_STRBUF_INIT;
            scr__sb_putc(&br, '[');
            reduce_to_single_string(ctx, e, &two, &nobase, &br, "]", KIND_ARRAY_EXTRAS, recurse,
                                    SCR_UNDEFINED);
            scr__sb_free(&br);
            entries_free(&two);
        } else {
            if (format_value(ctx, e, h->shape == SCR_INSPECT_ITER ? val : k, recurse, false) < 0)
                goto fail;
        }
    }
    ctx->indent -= 2;
    if (total > i) push_more_items(out, total - i);
    return 0;
fail:
    ctx->indent -= 2;
    return -1;
}

/* Node's builtInObjects: the global constructors of the platform when
 * Node's inspect loads (Buffer is not one: util.format("%s", buf) is
 * String(buf); nor is SharedArrayBuffer, which Node's bootstrap puts back
 * on the global object later, so showHidden lists its prototype's
 * accessors). */
static const char *const builtins[] = {
        "Object", "Function", "Array", "Number", "Boolean", "String", "Symbol", "Date",
        "Promise", "RegExp", "Error", "AggregateError", "EvalError", "RangeError",
        "ReferenceError", "SyntaxError", "TypeError", "URIError", "ArrayBuffer", "Uint8Array",
        "Int8Array", "Uint16Array", "Int16Array", "Uint32Array", "Int32Array", "Float32Array",
        "Float64Array", "Uint8ClampedArray", "BigUint64Array", "BigInt64Array", "DataView",
        "Map", "BigInt", "Set", "WeakMap", "WeakSet", "Proxy", "Reflect", "WeakRef",
        "FinalizationRegistry", "Atomics", "JSON", "Math", "Intl",
        "WebAssembly", "TextEncoder", "TextDecoder",
        "AbortController", "AbortSignal", "EventTarget", "Event", "MessageChannel",
        "MessagePort", "MessageEvent", "Blob", "Performance", "BroadcastChannel",
        "DOMException", "Headers", "Request", "Response", "FormData", "File", "WebSocket",
        "Iterator", NULL};

static bool is_builtin_name(ScrValue name) {
    ScrString *ns = scr_str(name);
    for (int i = 0; builtins[i]; i++)
        if (units_eq_ascii(ns->data, ns->len, builtins[i])) return true;
    return false;
}

/* Node's addPrototypeProperties (showHidden): the non-function
 * properties of up to three user prototypes of main, starting at obj. */
static int add_prototype_properties(Ctx *ctx, ScrValue main, ScrValue obj, int recurse,
                                    Entries *out) {
    Keys seen = {0};
    int rc = 0;
    for (int depth = 0; depth < 3 && rc == 0; depth++) {
        if (depth != 0 || main == obj) {
            obj = scr__get_proto(obj);
            if (!scr_is_object(obj)) break;
            ScrValue c;
            int r = own_data(obj, SCR_ATOM("constructor"), &c);
            if (r < 0) {
                rc = -1;
                break;
            }
            bool stop = false;
            if (r == 1 && scr__is_callable(c)) {
                ScrValue name = get_name(c);
                if (scr_is_exception(name)) rc = -1;
                else {
                    stop = is_builtin_name(name);
                    scr_release(name);
                }
            }
            if (r == 1) scr_release(c);
            if (stop || rc < 0) break;
        }
        Keys keys = {0};
        if (own_keys(obj, true, false, &keys) < 0) {
            rc = -1;
            break;
        }
        SCR_GROW(ctx->seen, ctx->capseen, ctx->nseen + 1, 16);
        ctx->seen[ctx->nseen++] = main;
        for (int i = 0; i < keys.n && rc == 0; i++) {
            ScrValue k = keys.k[i];
            if (scr_is_string(k) && units_eq_ascii(scr_str(k)->data, scr_str(k)->len, "constructor"))
                continue;
            ScrPropDesc d;
            int own = scr__get_own_property(main, k, &d);
            if (own < 0) {
                rc = -1;
                break;
            }
            if (own) {
                scr__desc_release(&d);
                continue;
            }
            bool dup = false;
            for (int j = 0; j < seen.n && !dup; j++) dup = scr__same_value(seen.k[j], k);
            if (depth != 0 && dup) continue;
            if (scr__get_own_property(obj, k, &d) != 1) continue;
            bool fn = !(d.flags & SCR_PROP_ACCESSOR) && scr__is_callable(d.value);
            scr__desc_release(&d);
            if (fn) continue;
            rc = format_property(ctx, entries_push(out), obj, k, recurse, KIND_OBJECT);
        }
        ctx->nseen--;
        for (int i = 0; i < keys.n; i++) keys_push(&seen, scr_dup(keys.k[i]));
        keys_free(&keys);
    }
    keys_free(&seen);
    return rc;
}

/* The prototype properties Node lists with showHidden: found through the
 * same walk as the constructor name. */
static int proto_props(Ctx *ctx, ScrValue v, int recurse, Entries *out) {
    ScrValue cur = v, first_proto = SCR_UNDEFINED;
    while (scr_is_object(cur)) {
        ScrValue c;
        int r = own_data(cur, SCR_ATOM("constructor"), &c);
        if (r < 0) return -1;
        if (r == 1 && scr__is_callable(c)) {
            ScrValue name = get_name(c);
            if (scr_is_exception(name)) {
                scr_release(c);
                return -1;
            }
            bool ok = scr_str(name)->len > 0 && is_instance(v, c);
            bool builtin = is_builtin_name(name);
            scr_release(name);
            scr_release(c);
            if (ok) {
                if (first_proto != cur || !builtin)
                    return add_prototype_properties(
                        ctx, v, scr_is_undefined(first_proto) ? v : first_proto, recurse, out);
                return 0;
            }
        } else if (r == 1) {
            scr_release(c);
        }
        cur = scr__get_proto(cur);
        if (first_proto == SCR_UNDEFINED) first_proto = cur;
    }
    return 0;
}

/* Array.prototype.sort's default order on the formatted entries: by
 * UTF-16 code units. */
static int entry_cmp(const void *x, const void *y) {
    const ScrStrBuf *a = x, *b = y;
    size_t n = a->len < b->len ? a->len : b->len;
    for (size_t i = 0; i < n; i++)
        if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
    return a->len < b->len ? -1 : a->len > b->len;
}

static int circular_index(Ctx *ctx, ScrValue v) {
    for (int i = 0; i < ctx->ncirc; i++)
        if (ctx->circ[i].obj == v) return ctx->circ[i].index;
    return 0;
}

static int format_raw(Ctx *ctx, ScrStrBuf *b, ScrValue v, int recurse) {
    int rc = -1;
    Keys keys = {0};
    Entries out = {0};
    ScrStrBuf tag = SCR_STRBUF_INIT, base = SCR_STRBUF_INIT, brace0 = SCR_STRBUF_INIT;
    const char *brace1 = "}";
    int kind = KIND_OBJECT;
    const ScrInspectHook *hook = NULL;
    Entries protos = {0};
    Ctor ctor;
    if (constructor_name(ctx, v, recurse, &ctor) < 0) return -1;
    /* With showHidden, Node collects the prototype properties while it
     * looks for the constructor name, before the own keys, one level
     * shallower than them; an object with some is never "empty". */
    if (ctx->o.show_hidden && recurse <= ctx->o.depth && proto_props(ctx, v, recurse, &protos) < 0)
        goto out;

    /* Symbol.toStringTag, unless it is an own enumerable property (then it
     * is printed as a key anyway). */
    ScrValue t = scr_get(v, scr__thread.realm->sym_to_string_tag);
    if (scr_is_exception(t)) goto out;
    if (scr_is_string(t) && scr_str(t)->len) {
        ScrPropDesc d;
        int r = scr__get_own_property(v, scr__thread.realm->sym_to_string_tag, &d);
        if (r < 0) {
            scr_release(t);
            goto out;
        }
        bool hide = r == 1 && (ctx->o.show_hidden || (d.flags & SCR_PROP_ENUMERABLE));
        if (r == 1) scr__desc_release(&d);
        if (!hide) scr__sb_put_string(&tag, t);
    }
    scr_release(t);

    if (recurse > INSPECT_NESTING_MAX || scr_stack_exhausted()) {
        /* Node's handleMaxCallStackSize: a value nested too deeply for the
         * stack prints as a note (its prefix without the trailing space),
         * and the output around it stands. */
        ScrStrBuf note = SCR_STRBUF_INIT;
        scr__sb_putc(&note, '[');
        put_prefix(&note, &ctor, &tag, "Object", "");
        note.len--;
        scr__sb_puts(&note, ": Inspection interrupted prematurely. Maximum call stack size exceeded.]");
        style_open(ctx, b, SCR_STYLE_SPECIAL);
        sb_put_sb(b, &note);
        style_close(ctx, b, SCR_STYLE_SPECIAL);
        scr__sb_free(&note);
        rc = 0;
        goto out;
    }

    int cls = scr__class_of(v);
    if (cls == SCR_CLASS_ARRAY) {
        char size[24];
        snprintf(size, sizeof size, "(%u)", ((ScrArray *)scr_obj(v))->length);
        if (!ctor_is(&ctor, "Array") || tag.len) put_prefix(&brace0, &ctor, &tag, "Array", size);
        scr__sb_putc(&brace0, '[');
        brace1 = "]";
        if (own_keys(v, ctx->o.show_hidden, true, &keys) < 0) goto out;
        if (ctx->o.show_hidden) {
            /* getOwnNonIndexProperties with all properties lists length. */
            bool has_len = keys_find_ascii(&keys, "length") >= 0;
            if (!has_len) {
                Keys k2 = {0};
                keys_push(&k2, scr_dup(SCR_ATOM("length")));
                for (int i = 0; i < keys.n; i++) keys_push(&k2, scr_dup(keys.k[i]));
                keys_free(&keys);
                keys = k2;
            }
        }
        if (((ScrArray *)scr_obj(v))->length == 0 && keys.n == 0 && protos.n == 0) {
            sb_put_sb(b, &brace0);
            scr__sb_putc(b, ']');
            rc = 0;
            goto out;
        }
        kind = KIND_ARRAY_EXTRAS;
    } else if (cls == SCR_CLASS_TYPED_ARRAY) {
        const ScrTypedArray *ta = scr__ta(v);
        char size[24];
        snprintf(size, sizeof size, "(%u)", ta->length);
        put_prefix(&brace0, &ctor, &tag, scr__ta_name[ta->type], size);
        scr__sb_putc(&brace0, '[');
        brace1 = "]";
        if (own_keys(v, ctx->o.show_hidden, true, &keys) < 0) goto out;
        if (ta->length == 0 && keys.n == 0 && protos.n == 0) {
            sb_put_sb(b, &brace0);
            scr__sb_putc(b, ']');
            rc = 0;
            goto out;
        }
        kind = KIND_ARRAY_EXTRAS;
    } else if (cls == SCR_CLASS_ARRAY_BUFFER || cls == SCR_CLASS_DATA_VIEW) {
        /* Node lists the accessors first, as if they were own keys. */
        static const char *const ab_keys[] = {"byteLength"};
        static const char *const dv_keys[] = {"byteLength", "byteOffset", "buffer"};
        bool is_ab = cls == SCR_CLASS_ARRAY_BUFFER;
        for (int i = 0; i < (is_ab ? 1 : 3); i++)
            keys_push(&keys, scr_dup(scr__atom(is_ab ? ab_keys[i] : dv_keys[i])));
        if (own_keys(v, ctx->o.show_hidden, false, &keys) < 0) goto out;
        const char *type = !is_ab                                   ? "DataView"
                           : ((ScrArrayBuffer *)scr_obj(v))->shared ? "SharedArrayBuffer"
                                                                    : "ArrayBuffer";
        put_prefix(&brace0, &ctor, &tag, type, "");
        scr__sb_putc(&brace0, '{');
    } else {
        if (own_keys(v, ctx->o.show_hidden, false, &keys) < 0) goto out;
        scr__sb_putc(&brace0, '{');
        hook = cls > 0 && cls < 64 ? class_hooks[cls] : NULL;
        if (hook && hook->shape == SCR_INSPECT_BASE) {
            ScrStrBuf pre = SCR_STRBUF_INIT;
            put_prefix(&pre, &ctor, &tag, hook->type, "");
            if (!(pre.len == strlen(hook->type) + 1 && sb_eq_prefix(&pre, hook->type)))
                sb_put_sb(&base, &pre);
            scr__sb_free(&pre);
            hook->base(v, &base);
            if ((keys.n == 0 && protos.n == 0) || (cls == SCR_CLASS_REGEXP && recurse > ctx->o.depth)) {
                int st = cls == SCR_CLASS_REGEXP ? SCR_STYLE_REGEXP : SCR_STYLE_DATE;
                style_open(ctx, b, st);
                sb_put_sb(b, &base);
                style_close(ctx, b, st);
                rc = 0;
                goto out;
            }
        } else if (hook && hook->shape != SCR_INSPECT_ITER) {
            char size[24];
            uint32_t n = hook->size(v);
            snprintf(size, sizeof size, "(%u)", n);
            brace0.len = 0;
            put_prefix(&brace0, &ctor, &tag, hook->type, size);
            scr__sb_putc(&brace0, '{');
            if (n == 0 && keys.n == 0 && protos.n == 0) {
                sb_put_sb(b, &brace0);
                scr__sb_putc(b, '}');
                rc = 0;
                goto out;
            }
        } else if (hook) {
            /* Node's getIteratorBraces; entries() iterators say "Entries". */
            char want[32];
            snprintf(want, sizeof want, "%s Iterator", hook->type);
            brace0.len = 0;
            scr__sb_putc(&brace0, '[');
            if (!sb_eq(&tag, want)) {
                if (tag.len) {
                    sb_put_sb(&brace0, &tag);
                    scr__sb_puts(&brace0, "] [");
                }
                scr__sb_puts(&brace0, want);
            } else {
                sb_put_sb(&brace0, &tag);
            }
            if (hook->pairs(v)) brace0.len -= 9, scr__sb_puts(&brace0, " Entries");
            scr__sb_puts(&brace0, "] {");
        } else if (ctor_is(&ctor, "Object") && cls != SCR_CLASS_ERROR && !scr__is_callable(v) &&
            !(cls >= SCR_CLASS_BOOLEAN && cls <= SCR_CLASS_SYMBOL)) {
            if (cls == SCR_CLASS_ARGUMENTS) {
                brace0.len = 0;
                scr__sb_puts(&brace0, "[Arguments] {");
            } else if (tag.len) {
                brace0.len = 0;
                put_prefix(&brace0, &ctor, &tag, "Object", "");
                scr__sb_putc(&brace0, '{');
            }
            if (keys.n == 0 && protos.n == 0) {
                sb_put_sb(b, &brace0);
                scr__sb_putc(b, '}');
                rc = 0;
                goto out;
            }
        } else if (scr__is_callable(v)) {
            if (function_base(&base, v, &ctor, &tag) < 0) goto out;
            if (keys.n == 0 && protos.n == 0) {
                style_open(ctx, b, SCR_STYLE_SPECIAL);
                sb_put_sb(b, &base);
                style_close(ctx, b, SCR_STYLE_SPECIAL);
                rc = 0;
                goto out;
            }
        } else if (cls == SCR_CLASS_ERROR || is_error_like(v)) {
            if (error_base(ctx, &base, v, &ctor, &tag, &keys) < 0) goto out;
            if (keys.n == 0 && protos.n == 0) {
                sb_put_sb(b, &base);
                rc = 0;
                goto out;
            }
        } else if (cls >= SCR_CLASS_BOOLEAN && cls <= SCR_CLASS_SYMBOL) {
            if (cls == SCR_CLASS_STRING) {
                /* The characters of a String object are not listed. */
                for (int i = 0; i < keys.n;) {
                    if (scr__string_is_index(keys.k[i], NULL)) keys_remove(&keys, i);
                    else i++;
                }
            }
            boxed_base(ctx, &base, v, &ctor, &tag);
            if (keys.n == 0 && protos.n == 0) {
                /* Styled by the type in lower case: number, string... */
                static const int styles[] = {SCR_STYLE_BOOLEAN, SCR_STYLE_NUMBER, SCR_STYLE_STRING,
                                             SCR_STYLE_BIGINT, SCR_STYLE_SYMBOL};
                ScrValue pv = ((ScrPrimitiveObject *)scr_obj(v))->value;
                int st = styles[scr_is_bool(pv)     ? 0
                                : scr_is_number(pv) ? 1
                                : scr_is_string(pv) ? 2
                                : scr_is_bigint(pv) ? 3
                                                    : 4];
                style_open(ctx, b, st);
                sb_put_sb(b, &base);
                style_close(ctx, b, st);
                rc = 0;
                goto out;
            }
        } else {
            brace0.len = 0;
            put_prefix(&brace0, &ctor, &tag, cls == SCR_CLASS_NAMESPACE ? "Module" : "Object", "");
            scr__sb_putc(&brace0, '{');
            if (keys.n == 0 && protos.n == 0 && cls != SCR_CLASS_PROMISE && cls != SCR_CLASS_WEAKMAP &&
                cls != SCR_CLASS_WEAKSET) {
                sb_put_sb(b, &brace0);
                scr__sb_putc(b, '}');
                rc = 0;
                goto out;
            }
        }
    }

    if (recurse > ctx->o.depth) {
        /* Too deep: [Object], [Array], [Foo], [Object: null prototype]. */
        ScrStrBuf p = SCR_STRBUF_INIT;
        put_prefix(&p, &ctor, &tag, cls == SCR_CLASS_ARRAY ? "Array" : "Object", "");
        p.len--;
        style_open(ctx, b, SCR_STYLE_SPECIAL);
        if (!ctor.is_null) scr__sb_putc(b, '[');
        sb_put_sb(b, &p);
        if (!ctor.is_null) scr__sb_putc(b, ']');
        style_close(ctx, b, SCR_STYLE_SPECIAL);
        scr__sb_free(&p);
        rc = 0;
        goto out;
    }
    recurse++;
    SCR_GROW(ctx->seen, ctx->capseen, ctx->nseen + 1, 16);
    ctx->seen[ctx->nseen++] = v;
    ctx->current_depth = recurse;
    int r = 0;
    if (cls == SCR_CLASS_ARRAY) r = format_array(ctx, v, recurse, &out);
    else if (cls == SCR_CLASS_TYPED_ARRAY) format_typed_array(ctx, v, &out);
    else if (cls == SCR_CLASS_ARRAY_BUFFER) format_array_buffer(ctx, v, &out);
    else if (hook && hook->shape != SCR_INSPECT_BASE) r = format_hook_entries(ctx, hook, v, recurse, &out);
    else if (cls == SCR_CLASS_WEAKMAP || cls == SCR_CLASS_WEAKSET)
        put_styled(ctx, entries_push(&out), SCR_STYLE_SPECIAL, "<items unknown>");
    else if (cls == SCR_CLASS_PROMISE) {
        /* Promise { <pending> }, Promise { 1 }, Promise { <rejected> e }. */
        const ScrPromise *pr = (const ScrPromise *)scr_obj(v);
        ScrStrBuf *e = entries_push(&out);
        if (pr->state == SCR_PROMISE_PENDING) {
            put_styled(ctx, e, SCR_STYLE_SPECIAL, "<pending>");
        } else {
            if (pr->state == SCR_PROMISE_REJECTED) {
                put_styled(ctx, e, SCR_STYLE_SPECIAL, "<rejected>");
                scr__sb_putc(e, ' ');
            }
            r = format_value(ctx, e, pr->result, recurse, false);
        }
    }
    for (int i = 0; r == 0 && i < keys.n; i++)
        r = format_property(ctx, entries_push(&out), v, keys.k[i], recurse,
                            kind == KIND_ARRAY_EXTRAS ? KIND_ARRAY_EXTRAS : KIND_OBJECT);
    ctx->nseen--;
    for (int i = 0; r == 0 && i < protos.n; i++) {
        *entries_push(&out) = protos.e[i];
        protos.e[i] = (ScrStrBuf)SCR_STRBUF_INIT;
    }
    if (r < 0) goto out;
    if (ctx->o.sorted) {
        /* Objects, maps and sets sort every entry; arrays only their
         * extra keys. */
        int from = kind == KIND_ARRAY_EXTRAS ? out.n - keys.n : 0;
        if (kind != KIND_ARRAY_EXTRAS || keys.n > 1)
            qsort(out.e + from, (size_t)(out.n - from), sizeof(ScrStrBuf), entry_cmp);
    }
    int ci = circular_index(ctx, v);
    if (ci) {
        ScrStrBuf nb = SCR_STRBUF_INIT;
        style_open(ctx, &nb, SCR_STYLE_SPECIAL);
        scr__sb_printf(&nb, "<ref *%d>", ci);
        style_close(ctx, &nb, SCR_STYLE_SPECIAL);
        if (base.len) {
            scr__sb_putc(&nb, ' ');
            sb_put_sb(&nb, &base);
        }
        scr__sb_free(&base);
        base = nb;
    }
    reduce_to_single_string(ctx, b, &out, &base, &brace0, brace1, kind, recurse, v);
    rc = 0;
out:
    keys_free(&keys);
    entries_free(&out);
    entries_free(&protos);
    scr__sb_free(&tag);
    scr__sb_free(&base);
    scr__sb_free(&brace0);
    if (!ctor.is_null) scr__sb_free(&ctor.name);
    return rc;
}

/* Node's Buffer.prototype[util.inspect.custom]: `<Buffer 68 69>`, the
 * first 50 bytes in hex, `... N more bytes`, then the own non-index
 * properties as a compact one-line object would list them. */
static int format_buffer(Ctx *ctx, ScrStrBuf *b, ScrValue v) {
    const ScrTypedArray *t = scr__ta(v);
    ScrValue c = scr__get_str(v, "constructor");
    if (scr_is_exception(c)) return -1;
    ScrValue name = scr_is_object(c) ? scr__get_str(c, "name") : SCR_UNDEFINED;
    scr_release(c);
    if (scr_is_exception(name)) return -1;
    ScrStrBuf out = SCR_STRBUF_INIT;
    scr__sb_putc(&out, '<');
    /* `${this.constructor.name}` */
    ScrValue ns = scr_to_string(name);
    scr_release(name);
    if (scr_is_exception(ns)) {
        scr__sb_free(&out);
        return -1;
    }
    scr__sb_put_string(&out, ns);
    scr_release(ns);
    scr__sb_putc(&out, ' ');
    uint32_t n = t->length < 50 ? t->length : 50;
    for (uint32_t i = 0; i < n; i++) scr__sb_printf(&out, i ? " %02x" : "%02x", t->data[i]);
    if (t->length > 50) {
        uint32_t rest = t->length - 50;
        scr__sb_printf(&out, " ... %u more byte%s", rest, rest > 1 ? "s" : "");
    }
    Keys keys = {0};
    if (own_keys(v, ctx->o.show_hidden, true, &keys) < 0) {
        scr__sb_free(&out);
        return -1;
    }
    if (keys.n) {
        ScrValue obj = scr_object_new();
        scr__set_proto(obj, SCR_NULL);
        for (int i = 0; i < keys.n; i++) {
            ScrValue val = scr_get(v, keys.k[i]);
            if (scr_is_exception(val) || scr_set(obj, keys.k[i], val) < 0) {
                if (!scr_is_exception(val)) scr_release(val);
                scr_release(obj);
                keys_free(&keys);
                scr__sb_free(&out);
                return -1;
            }
            scr_release(val);
        }
        ScrInspectOptions o = ctx->o;
        o.break_length = INT_MAX;
        o.compact = -1;
        ScrValue s = scr__inspect(obj, &o);
        scr_release(obj);
        if (scr_is_exception(s)) {
            keys_free(&keys);
            scr__sb_free(&out);
            return -1;
        }
        if (t->length) scr__sb_puts(&out, ", ");
        ScrString *str = scr_str(s);
        if (str->len > 29) scr__sb_put_units(&out, str->data + 27, str->len - 29);
        scr_release(s);
    }
    keys_free(&keys);
    scr__sb_putc(&out, '>');
    sb_put_sb(b, &out);
    scr__sb_free(&out);
    return 0;
}

/* ------------------------------------------------------------------------
 * A value's own [util.inspect.custom] (Node's formatValue hook).
 * ---------------------------------------------------------------------- */

/* Node's stylizeNoColor (magic 0: the text as it is) and stylizeWithColor
 * (1: wrapped in the escapes util.inspect.styles[type] and
 * util.inspect.colors name), the `stylize` a custom inspector receives. */
NATIVE(stylize) {
    (void)this_val, (void)nt;
    ScrValue str = ARG(0);
    if (((ScrFunction *)scr_obj(fn))->magic == 0) return scr_dup(str);
    ScrValue inspect = scr_builtin_import("node:util", "inspect");
    if (scr_is_exception(inspect)) return inspect;
    ScrValue styles = scr__get_str(inspect, "styles");
    ScrValue style = scr_is_exception(styles) ? styles : scr_get(styles, ARG(1));
    ScrValue colors = SCR_UNDEFINED, color = SCR_UNDEFINED;
    if (!scr_is_exception(style) && !scr_is_undefined(style)) {
        colors = scr__get_str(inspect, "colors");
        color = scr_is_exception(colors) ? colors : scr_get(colors, style);
    }
    ScrValue r;
    if (scr_is_exception(style) || scr_is_exception(color)) {
        r = SCR_EXCEPTION;
    } else if (scr_is_undefined(color)) {
        r = scr_dup(str);
    } else {
        ScrValue open = scr__get_index(color, 0);
        ScrValue close = scr_is_exception(open) ? open : scr__get_index(color, 1);
        ScrValue parts[7] = {SCR_ATOM("\x1b["), open, SCR_ATOM("m"), str,
                             SCR_ATOM("\x1b["), close, SCR_ATOM("m")};
        r = scr_is_exception(close) ? SCR_EXCEPTION : scr_template(7, parts);
        if (!scr_is_exception(open)) scr_release(open);
        if (!scr_is_exception(close)) scr_release(close);
    }
    if (!scr_is_exception(color)) scr_release(color);
    if (!scr_is_exception(colors)) scr_release(colors);
    if (!scr_is_exception(style)) scr_release(style);
    if (!scr_is_exception(styles)) scr_release(styles);
    scr_release(inspect);
    return r;
}

/* A count option as Node's ctx holds it: Infinity where scr keeps INT_MAX. */
static ScrValue count_value(int n) { return scr_number(n == INT_MAX ? INFINITY : n); }

/* The options object Node's getUserOptions gives a custom inspector: the
 * context's options in its order with their stylize, and, when the
 * options passed to util.inspect had a key of their own (not an inspect
 * option), all of those copied over. Owned, or SCR_EXCEPTION. */
static ScrValue user_options(const Ctx *ctx) {
    static const char *const known[] = {
        "stylize", "showHidden", "depth",   "colors",  "customInspect",    "showProxy",
        "maxArrayLength", "maxStringLength", "breakLength", "compact", "sorted", "getters",
        "numericSeparator"};
    const ScrInspectOptions *o = &ctx->o;
    ScrValue r = scr_object_new();
    ScrValue vals[SCR_COUNTOF(known)] = {
        scr__native_new_ex(stylize, o->colors ? "stylizeWithColor" : "stylizeNoColor",
                           o->colors ? 2 : 1, o->colors, SCR_UNDEFINED),
        scr_bool(o->show_hidden),
        o->depth == INT_MAX && o->depth_null ? SCR_NULL : count_value(o->depth),
        scr_bool(o->colors),
        SCR_TRUE,
        scr_bool(o->show_proxy),
        count_value(o->max_array_length),
        count_value(o->max_string_length),
        count_value(o->break_length),
        o->compact < 0 ? SCR_TRUE : o->compact == 0 ? SCR_FALSE : scr_number(o->compact),
        scr_bool(o->sorted),
        SCR_FALSE,
        SCR_FALSE};
    for (size_t i = 0; i < SCR_COUNTOF(known); i++)
        scr__define_str_take(r, known[i], vals[i], SCR_PROP_CWE);
    if (!scr_is_object(o->user_opts)) return r;
    ScrValue keys = scr__own_keys(o->user_opts, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
    if (scr_is_exception(keys)) goto fail;
    bool own_key = false;
    uint32_t n = scr_is_object(keys) ? ((ScrArray *)scr_obj(keys))->length : 0;
    for (uint32_t i = 0; i < n && !own_key; i++) {
        ScrValue k = scr__get_index(keys, i);
        own_key = true;
        for (size_t j = 0; j < SCR_COUNTOF(known) && scr_is_string(k); j++) {
            char *u = scr__string_to_utf8(k, NULL);
            if (strcmp(u, known[j]) == 0) own_key = false;
            free(u);
            if (!own_key) break;
        }
        if (!scr_is_exception(k)) scr_release(k);
    }
    scr_release(keys);
    if (own_key && scr_copy_data_properties(r, o->user_opts) < 0) goto fail;
    return r;
fail:
    scr_release(r);
    return SCR_EXCEPTION;
}

/* Node's hook for user-specified inspect functions: when v has a function
 * [util.inspect.custom] (not util.inspect itself, and v is no prototype
 * object: v.constructor.prototype !== v), it is called on `receiver` (the
 * proxy v was unwrapped from, or v) with the depth left, the options and
 * util.inspect. A string result is printed as it is, its line breaks
 * taking the current indentation; another value but the receiver itself is
 * inspected in v's place. 1 when printed, 0 when v prints as usual, -1 on
 * an exception. */
static int user_custom(Ctx *ctx, ScrStrBuf *b, ScrValue v, ScrValue receiver, int recurse) {
    ScrValue sym = scr__symbol_for("nodejs.util.inspect.custom");
    if (scr_is_exception(sym)) return -1;
    ScrValue f = scr_get(v, sym);
    scr_release(sym);
    if (scr_is_exception(f)) return -1;
    if (!scr__is_callable(f)) {
        scr_release(f);
        return 0;
    }
    ScrValue inspect = scr_builtin_import("node:util", "inspect");
    int rc = 0;
    ScrValue c = SCR_UNDEFINED;
    if (scr_is_exception(inspect)) {
        rc = -1;
    } else if (f != inspect) {
        c = scr__get_str(v, "constructor");
        if (scr_is_exception(c)) {
            rc = -1;
        } else if (scr_to_boolean(c)) {
            ScrValue p = scr_get(c, SCR_ATOM("prototype"));
            if (scr_is_exception(p)) rc = -1;
            else rc = p == v ? 0 : 1;
            if (!scr_is_exception(p)) scr_release(p);
        } else {
            rc = 1;
        }
        if (!scr_is_exception(c)) scr_release(c);
    }
    if (rc <= 0) {
        if (!scr_is_exception(inspect)) scr_release(inspect);
        scr_release(f);
        return rc;
    }
    ScrValue opts = user_options(ctx);
    ScrValue depth = ctx->o.depth == INT_MAX
                         ? (ctx->o.depth_null ? SCR_NULL : scr_number(INFINITY))
                         : scr_number((double)ctx->o.depth - recurse);
    ScrValue ret = opts;
    if (!scr_is_exception(opts)) {
        ScrValue args[3] = {depth, opts, inspect};
        ret = scr_call(f, receiver, 3, args, NULL);
        scr_release(opts);
    }
    scr_release(inspect);
    scr_release(f);
    if (scr_is_exception(ret)) return -1;
    if (ret == receiver) {
        scr_release(ret);
        return 0;
    }
    if (!scr_is_string(ret)) {
        rc = format_value(ctx, b, ret, recurse, false);
    } else {
        ScrString *s = scr_str(ret);
        for (size_t i = 0; i < s->len; i++) {
            scr__sb_putc(b, s->data[i]);
            if (s->data[i] == '\n') sb_spaces(b, ctx->indent);
        }
        rc = 0;
    }
    scr_release(ret);
    return rc < 0 ? -1 : 1;
}

static int format_value(Ctx *ctx, ScrStrBuf *b, ScrValue v, int recurse, bool in_array) {
    (void)in_array;
    if (scr_is_number(v)) {
        format_number(ctx, b, scr_as_number(v));
        return 0;
    }
    if (scr_is_string(v)) {
        format_string(ctx, b, v);
        return 0;
    }
    if (scr_is_symbol(v)) {
        style_open(ctx, b, SCR_STYLE_SYMBOL);
        symbol_to_string(b, v);
        style_close(ctx, b, SCR_STYLE_SYMBOL);
        return 0;
    }
    if (scr_is_bigint(v)) {
        format_bigint(ctx, b, v);
        return 0;
    }
    if (!scr_is_object(v)) {
        if (v == SCR_NULL)
            put_styled(ctx, b, SCR_STYLE_NULL, "null");
        else if (scr_is_bool(v))
            put_styled(ctx, b, SCR_STYLE_BOOLEAN, v == SCR_TRUE ? "true" : "false");
        else
            put_styled(ctx, b, SCR_STYLE_UNDEFINED, "undefined");
        return 0;
    }
    ScrValue receiver = v; /* a custom inspector's `this`: the proxy itself */
    if (scr__is_proxy(v)) {
        /* No trap runs: with showProxy (util.format's %o) Node prints
         * `Proxy [ target, handler ]`, otherwise the target in the proxy's
         * place. */
        ScrProxy *x = (ScrProxy *)scr_obj(v);
        if (!scr_is_object(x->target)) {
            put_styled(ctx, b, SCR_STYLE_SPECIAL, "<Revoked Proxy>");
            return 0;
        }
        if (ctx->o.show_proxy) {
            /* Node's formatProxy. */
            if (recurse > ctx->o.depth) {
                put_styled(ctx, b, SCR_STYLE_SPECIAL, "Proxy [Array]");
                return 0;
            }
            recurse++;
            ctx->indent += 2;
            Entries two = {0};
            int r = 0;
            if (format_value(ctx, entries_push(&two), x->target, recurse, false) < 0 ||
                format_value(ctx, entries_push(&two), x->handler, recurse, false) < 0)
                r = -1;
            ctx->indent -= 2;
            if (r == 0) {
                ScrStrBuf nobase = SCR_STRBUF_INIT, br = SCR_STRBUF_INIT;
                scr__sb_puts(&br, "Proxy [");
                reduce_to_single_string(ctx, b, &two, &nobase, &br, "]", KIND_ARRAY_EXTRAS, recurse,
                                        SCR_UNDEFINED);
                scr__sb_free(&br);
            }
            entries_free(&two);
            return r;
        }
        while (scr__is_proxy(v) && scr_is_object(((ScrProxy *)scr_obj(v))->target))
            v = ((ScrProxy *)scr_obj(v))->target;
    }
    if (scr__is_buffer(v)) return format_buffer(ctx, b, v);
    int coder = scr__encoding_inspect(v, b, &ctx->o);
    if (coder) return coder < 0 ? -1 : 0;
    /* Node's classes whose [util.inspect.custom] prints them, each asked
     * in turn (1: printed, 0: not its class, -1: an exception); the
     * text's line breaks take the current indentation, as Node's do. */
    static int (*const custom_inspectors[])(ScrValue, int, const ScrInspectOptions *,
                                            ScrStrBuf *) = {scr__url_inspect,
                                                            scr__event_target_inspect};
    ScrStrBuf custom = SCR_STRBUF_INIT;
    int depth_left = ctx->o.depth == INT_MAX ? INT_MAX : ctx->o.depth - recurse;
    int handled = 0;
    for (size_t i = 0; handled == 0 && i < SCR_COUNTOF(custom_inspectors); i++)
        handled = custom_inspectors[i](v, depth_left, &ctx->o, &custom);
    if (handled != 0) {
        for (size_t i = 0; handled > 0 && i < custom.len; i++) {
            scr__sb_putc(b, custom.d[i]);
            if (custom.d[i] == '\n') sb_spaces(b, ctx->indent);
        }
        scr__sb_free(&custom);
        return handled < 0 ? -1 : 0;
    }
    scr__sb_free(&custom);
    if (ctx->o.custom_inspect) {
        int uc = user_custom(ctx, b, v, receiver, recurse);
        if (uc != 0) return uc < 0 ? -1 : 0;
    }
    for (int i = 0; i < ctx->nseen; i++) {
        if (ctx->seen[i] != v) continue;
        int idx = circular_index(ctx, v);
        if (!idx) {
            SCR_GROW(ctx->circ, ctx->capcirc, ctx->ncirc + 1, 4);
            idx = ctx->ncirc + 1;
            ctx->circ[ctx->ncirc++] = (Circ){v, idx};
        }
        style_open(ctx, b, SCR_STYLE_SPECIAL);
        scr__sb_printf(b, "[Circular *%d]", idx);
        style_close(ctx, b, SCR_STYLE_SPECIAL);
        return 0;
    }
    return format_raw(ctx, b, v, recurse);
}

int scr__inspect_ctor_name(ScrValue v, ScrStrBuf *b) {
    ScrValue c = scr__get_str(v, "constructor");
    if (scr_is_exception(c)) return -1;
    ScrValue n = scr_is_object(c) ? scr__get_str(c, "name") : SCR_UNDEFINED;
    scr_release(c);
    if (scr_is_exception(n)) return -1;
    if (scr_is_string(n))
        scr__sb_put_string(b, n);
    else
        scr__sb_puts(b, "undefined");
    scr_release(n);
    return 0;
}

int scr__inspect_named(ScrValue v, ScrValue obj_take, const ScrInspectOptions *o, ScrStrBuf *b) {
    int rc = scr__inspect_ctor_name(v, b);
    if (rc == 0) {
        scr__sb_putc(b, ' ');
        rc = scr__inspect_to(b, obj_take, o);
    }
    scr_release(obj_take);
    return rc;
}

void scr__inspect_default_options(ScrInspectOptions *o) {
    o->depth = 2;
    o->show_hidden = false;
    o->show_proxy = false;
    o->break_length = 80;
    o->compact = 3;
    o->max_array_length = 100;
    o->max_string_length = 10000;
    o->sorted = false;
    o->colors = false;
    o->custom_inspect = true;
    o->depth_null = false;
    o->user_opts = SCR_UNDEFINED;
}

int scr__inspect_to(ScrStrBuf *b, ScrValue v, const ScrInspectOptions *o) {
    Ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    if (o) ctx.o = *o;
    else scr__inspect_default_options(&ctx.o);
    int r = format_value(&ctx, b, v, 0, false);
    free(ctx.seen);
    free(ctx.circ);
    return r;
}

ScrValue scr__inspect(ScrValue v, const ScrInspectOptions *o) {
    ScrStrBuf b = SCR_STRBUF_INIT;
    ScrValue r = SCR_EXCEPTION;
    if (scr__inspect_to(&b, v, o) == 0) r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

char *scr__inspect_utf8(ScrValue v, size_t *len) {
    ScrStrBuf b = SCR_STRBUF_INIT;
    if (scr__inspect_to(&b, v, NULL) < 0) {
        scr_release(scr_exception_take());
        b.len = 0;
        scr__sb_puts(&b, "Uncaught exception while inspecting the value");
    }
    char *out = scr__xmalloc(b.len * 3 + 1);
    size_t n = scr__utf16_to_utf8(b.d, b.len, out);
    out[n] = '\0';
    if (len) *len = n;
    scr__sb_free(&b);
    return out;
}

/* ------------------------------------------------------------------------
 * util.format.
 * ---------------------------------------------------------------------- */

/* Node's hasBuiltInToString: true unless the object (or a prototype below
 * the one defining toString) has a user-defined toString. */
static int has_builtin_to_string(ScrValue v) {

    ScrValue key = SCR_ATOM("toString");
    ScrValue ts = scr_get(v, key);
    if (scr_is_exception(ts)) return -1;
    bool callable = scr__is_callable(ts);
    scr_release(ts);
    if (!callable) return 1;
    ScrPropDesc d;
    int r = scr__get_own_property(v, key, &d);
    if (r < 0) return -1;
    if (r == 1) {
        scr__desc_release(&d);
        return 0;
    }
    ScrValue p = v;
    for (;;) {
        p = scr__get_proto(p);
        if (!scr_is_object(p)) return 1;
        r = scr__get_own_property(p, key, &d);
        if (r < 0) return -1;
        if (r == 1) {
            scr__desc_release(&d);
            break;
        }
    }
    ScrValue c;
    r = own_data(p, SCR_ATOM("constructor"), &c);
    if (r <= 0) return r;
    int result = 0;
    if (scr__is_callable(c)) {
        ScrValue name = get_name(c);
        if (scr_is_exception(name)) {
            scr_release(c);
            return -1;
        }
        if (is_builtin_name(name)) result = 1;
        scr_release(name);
    }
    scr_release(c);
    return result;
}


int scr__format(ScrStrBuf *b, int argc, ScrValue *argv) {
    return scr__format_with(b, NULL, argc, argv);
}

int scr__format_with(ScrStrBuf *b, const ScrInspectOptions *o_in, int argc, ScrValue *argv) {
    ScrInspectOptions opts;
    if (o_in) opts = *o_in;
    else scr__inspect_default_options(&opts);
    int a = 0;
    bool join = false;
    if (argc > 0 && scr_is_string(argv[0])) {
        if (argc == 1) {
            scr__sb_put_string(b, argv[0]);
            return 0;
        }
        ScrString *f = scr_str(argv[0]);
        const uint16_t *d = f->data;
        size_t n = f->len, last = 0;
        for (size_t i = 0; i + 1 < n; i++) {
            if (d[i] != '%') continue;
            uint16_t c = d[++i];
            if (a + 1 != argc) {
                ScrStrBuf tmp = SCR_STRBUF_INIT;
                int r = 0;
                switch (c) {
                case 's': {
                    ScrValue x = argv[++a];
                    if (scr_is_number(x)) {
                        format_number(NULL, &tmp, scr_as_number(x));
                    } else if (scr_is_bigint(x)) {
                        format_bigint(NULL, &tmp, x);
                    } else if (!scr_is_object(x)) {
                        if (scr_is_symbol(x)) {
                            symbol_to_string(&tmp, x);
                        } else {
                            ScrValue s = scr_to_string(x);
                            if (scr_is_exception(s)) r = -1;
                            else {
                                scr__sb_put_string(&tmp, s);
                                scr_release(s);
                            }
                        }
                    } else {
                        /* Node tests typeof x !== 'object': a function
                         * prints as String(x), its source text. */
                        int bi = scr__is_callable(x) ? 0 : has_builtin_to_string(x);
                        if (bi < 0) {
                            r = -1;
                        } else if (bi == 0) {
                            ScrValue s = scr_to_string(x);
                            if (scr_is_exception(s)) r = -1;
                            else {
                                scr__sb_put_string(&tmp, s);
                                scr_release(s);
                            }
                        } else {
                            ScrInspectOptions o = opts;
                            o.depth = 0;
                            o.compact = 3;
                            r = scr__inspect_to(&tmp, x, &o);
                        }
                    }
                    break;
                }
                case 'j': {
                    ScrValue s = scr__json_stringify_value(argv[++a]);
                    if (scr_is_exception(s)) r = -1;
                    else if (scr_is_undefined(s)) scr__sb_puts(&tmp, "undefined");
                    else {
                        scr__sb_put_string(&tmp, s);
                        scr_release(s);
                    }
                    break;
                }
                case 'd':
                case 'i':
                case 'f': {
                    ScrValue x = argv[++a];
                    double num;
                    if (scr_is_bigint(x) && c != 'f') {
                        format_bigint(NULL, &tmp, x);
                        break;
                    }
                    if (scr_is_symbol(x)) {
                        num = NAN;
                    } else if (c == 'd') {
                        /* Number(x): an object's valueOf/toString may run. */
                        if (scr_to_number(x, &num) < 0) r = -1;
                    } else {
                        ScrValue s = scr_is_string(x) ? scr_dup(x) : scr_to_string(x);
                        if (scr_is_exception(s)) {
                            r = -1;
                            num = 0;
                        } else {
                            num = c == 'i' ? scr__parse_int(s, 0) : scr__parse_float(s);
                            scr_release(s);
                        }
                    }
                    if (r == 0) format_number(NULL, &tmp, num);
                    break;
                }
                case 'O':
                    r = scr__inspect_to(&tmp, argv[++a], &opts);
                    break;
                case 'o': {
                    ScrInspectOptions o = opts;
                    o.show_hidden = true;
                    o.show_proxy = true;
                    o.depth = 4;
                    r = scr__inspect_to(&tmp, argv[++a], &o);
                    break;
                }
                case 'c':
                    a++;
                    break;
                case '%':
                    scr__sb_put_units(b, d + last, i - last);
                    last = i + 1;
                    continue;
                default:
                    continue;
                }
                if (r < 0) {
                    scr__sb_free(&tmp);
                    return -1;
                }
                if (last != i - 1) scr__sb_put_units(b, d + last, i - 1 - last);
                sb_put_sb(b, &tmp);
                scr__sb_free(&tmp);
                last = i + 1;
            } else if (c == '%') {
                scr__sb_put_units(b, d + last, i - last);
                last = i + 1;
            }
        }
        if (last != 0) {
            a++;
            join = true;
            if (last < n) scr__sb_put_units(b, d + last, n - last);
        }
    }
    for (; a < argc; a++) {
        if (join) scr__sb_putc(b, ' ');
        join = true;
        if (scr_is_string(argv[a])) {
            scr__sb_put_string(b, argv[a]);
        } else if (scr__inspect_to(b, argv[a], &opts) < 0) {
            return -1;
        }
    }
    return 0;
}

