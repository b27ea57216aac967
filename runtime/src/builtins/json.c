/* json.c - JSON.stringify (replacer function or key list, indentation,
 * toJSON, V8's multi-line message for circular structures) and JSON.parse
 * (with V8's SyntaxError messages). */
#include "builtins/json.h"
#include "base/base.h"
#include "base/ptrset.h"
#include "core/native.h"
#include "core/proxy.h"

#include "core/object.h"
#include "core/shape.h"
#include "core/str.h"
#include "core/numconv.h"
#include "core/ops.h"
#include "core/array.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * JSON.stringify.
 * ---------------------------------------------------------------------- */

typedef struct Stringify {
    ScrValue replacer;    /* callable or undefined (borrowed) */
    ScrValue *keys;       /* the replacer's property list (owned), or NULL */
    int nkeys;
    ScrStrBuf gap;
    ScrStrBuf indent;
    /* The objects being serialised, outermost first, and for each the key
     * under which the next one was reached (for the circular message). */
    ScrValue *stack;      /* borrowed */
    ScrValue *stack_key;  /* borrowed */
    int depth, cap;
    ScrPtrSet deep;       /* stack[PATH_SCAN..], for the cycle check */
} Stringify;

/* The cycle check scans the first PATH_SCAN objects of the path and looks
 * the deeper ones up in a set: nesting as deep as the C stack allows (tens
 * of thousands of levels) made a scan at every level quadratic. */
#define PATH_SCAN 16

/* The units of d from the first that needs more than a copy (an escape, or
 * a surrogate: paired or not) on, written unit by unit. */
static void quote_rest(ScrStrBuf *b, const uint16_t *d, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint16_t c = d[i];
        switch (c) {
        case '"': scr__sb_puts(b, "\\\""); continue;
        case '\\': scr__sb_puts(b, "\\\\"); continue;
        case '\b': scr__sb_puts(b, "\\b"); continue;
        case '\f': scr__sb_puts(b, "\\f"); continue;
        case '\n': scr__sb_puts(b, "\\n"); continue;
        case '\r': scr__sb_puts(b, "\\r"); continue;
        case '\t': scr__sb_puts(b, "\\t"); continue;
        default: break;
        }
        if (c < 0x20) {
            scr__sb_printf(b, "\\u%04x", c);
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            if (c <= 0xDBFF && i + 1 < n && d[i + 1] >= 0xDC00 && d[i + 1] <= 0xDFFF) {
                scr__sb_putc(b, c);
                scr__sb_putc(b, d[++i]);
            } else {
                scr__sb_printf(b, "\\u%04x", c);
            }
        } else {
            scr__sb_putc(b, c);
        }
    }
}

/* ASCII units a JSON string holds as they are: not a control, '"' or '\\'. */
static const uint8_t json_plain_ascii[128] = {
    [0x20] = 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x20-0x2f: not '"' */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,          /* 0x30-0x3f */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,          /* 0x40-0x4f */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,          /* 0x50-0x5f: not '\\' */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,          /* 0x60-0x6f */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,          /* 0x70-0x7f */
};

static void quote(ScrStrBuf *b, const uint16_t *restrict d, size_t n) {
    scr__sb_reserve(b, n + 2);
    uint16_t *restrict o = b->d + b->len;
    *o++ = '"';
    size_t i = 0;
    for (; i < n; i++) {
        uint16_t c = d[i];
        if (c < 0x80 ? !json_plain_ascii[c] : (c & 0xF800) == 0xD800) break;
        *o++ = c;
    }
    b->len = (size_t)(o - b->d);
    if (i < n) quote_rest(b, d + i, n - i);
    scr__sb_putc(b, '"');
}

/* The constructor name V8 shows in the circular-structure message. */
static void ctor_name(ScrStrBuf *b, ScrValue obj) {
    ScrValue c = scr__get_str(obj, "constructor");
    if (scr_is_exception(c)) {
        scr_release(scr_exception_take());
        c = SCR_UNDEFINED;
    }
    ScrValue name = SCR_UNDEFINED;
    if (scr__is_callable(c)) {
        name = scr__get_str(c, "name");
        if (scr_is_exception(name)) {
            scr_release(scr_exception_take());
            name = SCR_UNDEFINED;
        }
    }
    if (scr_is_string(name) && scr_str(name)->len) scr__sb_put_string(b, name);
    else scr__sb_puts(b, "Object");
    scr_release(name);
    scr_release(c);
}

static void describe_key(ScrStrBuf *b, ScrValue holder, ScrValue key) {
    if (scr__is_array(holder)) {
        scr__sb_puts(b, "index ");
        if (scr_is_number(key)) scr__sb_put_number(b, scr_as_number(key));
        else scr__sb_put_string(b, key);
    } else {
        scr__sb_puts(b, "property '");
        scr__sb_put_string(b, key);
        scr__sb_putc(b, '\'');
    }
}

static int throw_circular(Stringify *st, int start, ScrValue last_key) {
    ScrStrBuf m = SCR_STRBUF_INIT;
    scr__sb_puts(&m, "Converting circular structure to JSON\n    --> starting at object with constructor '");
    ctor_name(&m, st->stack[start]);
    scr__sb_putc(&m, '\'');
    for (int i = start + 1; i < st->depth; i++) {
        scr__sb_puts(&m, "\n    |     ");
        describe_key(&m, st->stack[i - 1], st->stack_key[i - 1]);
        scr__sb_puts(&m, " -> object with constructor '");
        ctor_name(&m, st->stack[i]);
        scr__sb_putc(&m, '\'');
    }
    scr__sb_puts(&m, "\n    --- ");
    describe_key(&m, st->stack[st->depth - 1], last_key);
    scr__sb_puts(&m, " closes the circle");
    ScrValue s = scr__sb_to_string(&m);
    scr__sb_free(&m);
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    scr_throw_type_error("%s", u);
    free(u);
    return -1;
}

static int serialize(Stringify *st, ScrStrBuf *b, ScrValue holder, ScrValue key, bool *wrote);
static int serialize_value(Stringify *st, ScrStrBuf *b, ScrValue holder, ScrValue key, ScrValue v, bool *wrote);

static int push_stack(Stringify *st, ScrValue obj, ScrValue via_key) {
    for (int i = 0; i < st->depth && i < PATH_SCAN; i++)
        if (st->stack[i] == obj) return throw_circular(st, i, via_key);
    if (scr__ptrset_has(&st->deep, obj))
        for (int i = PATH_SCAN;; i++)
            if (st->stack[i] == obj) return throw_circular(st, i, via_key);
    if (st->depth >= PATH_SCAN) scr__ptrset_add(&st->deep, obj);
    /* The two stacks grow together: one capacity serves both. */
    int key_cap = st->cap;
    SCR_GROW(st->stack, st->cap, st->depth + 1, 16);
    SCR_GROW(st->stack_key, key_cap, st->depth + 1, 16);
    st->stack[st->depth] = obj;
    st->stack_key[st->depth] = SCR_UNDEFINED;
    st->depth++;
    return 0;
}

static void newline_indent(Stringify *st, ScrStrBuf *b) {
    scr__sb_putc(b, '\n');
    scr__sb_put_units(b, st->indent.d, st->indent.len);
}

static int serialize_array(Stringify *st, ScrStrBuf *b, ScrValue arr) {
    double lenf;
    if (scr__length_of(arr, &lenf) < 0) return -1;
    size_t stepback = st->indent.len;
    scr__sb_put_units(&st->indent, st->gap.d, st->gap.len);
    scr__sb_putc(b, '[');
    uint32_t len = (uint32_t)lenf;
    for (uint32_t i = 0; i < len; i++) {
        if (i) scr__sb_putc(b, ',');
        if (st->gap.len) newline_indent(st, b);
        /* The index as a Number: serialize makes the string key only when
         * toJSON or a replacer needs it. */
        ScrValue k = scr_number(i);
        st->stack_key[st->depth - 1] = k;
        bool wrote;
        /* A present element of an array is read from its elements, as
         * [[Get]] would find it (holes and other objects go through it). */
        const ScrArray *a = (const ScrArray *)scr_obj(arr);
        int r;
        if (scr_obj(arr)->gc.cell.aux == SCR_CLASS_ARRAY && i < a->used && a->elems[i] != SCR_HOLE)
            r = serialize_value(st, b, arr, k, scr_dup(a->elems[i]), &wrote);
        else
            r = serialize(st, b, arr, k, &wrote);
        if (r < 0) return -1;
        if (!wrote) scr__sb_puts(b, "null");
    }
    st->indent.len = stepback;
    if (len && st->gap.len) newline_indent(st, b);
    scr__sb_putc(b, ']');
    return 0;
}

/* Whether every string key of s is a name, not an array index: then the
 * order of s's properties is the order of the object's keys. */
static bool names_only(const ScrShape *s) {
    for (uint32_t i = 0; i < s->count; i++)
        if (scr_is_string(s->props[i].key) && scr__string_is_index(s->props[i].key, NULL)) return false;
    return true;
}

/* SerializeJSONObject. The keys are the replacer's list, or
 * EnumerableOwnProperties taken before any value is serialised. For an
 * ordinary object whose keys are names (no array index), without a list,
 * they are its shape's enumerable string keys, in the shape's order (which
 * is then the keys' order); the shape is held, so a toJSON or replacer
 * that adds or deletes properties changes neither the list nor the order.
 * A value is read from its slot while the object still has that shape and
 * the property is data, else through [[Get]] as the spec reads it (a
 * deleted property is undefined, so left out). */
static int serialize_object(Stringify *st, ScrStrBuf *b, ScrValue obj) {
    ScrObject *o = scr_obj(obj);
    ScrShape *sh = NULL; /* held: the keys come from it */
    ScrValue keys = SCR_UNDEFINED;
    uint32_t n;
    if (st->keys) {
        n = (uint32_t)st->nkeys;
    } else if (o->gc.cell.aux == SCR_CLASS_OBJECT && !o->shape->dictionary && names_only(o->shape)) {
        sh = scr__shape_dup(o->shape);
        n = sh->count;
    } else {
        keys = scr__own_keys(obj, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
        if (scr_is_exception(keys)) return -1;
        n = scr_array_length(keys);
    }
    size_t stepback = st->indent.len;
    scr__sb_put_units(&st->indent, st->gap.d, st->gap.len);
    scr__sb_putc(b, '{');
    bool any = false;
    int rc = 0;
    for (uint32_t i = 0; i < n; i++) {
        ScrValue k;
        if (sh) {
            if (!(sh->props[i].flags & SCR_PROP_ENUMERABLE) || !scr_is_string(sh->props[i].key)) continue;
            k = sh->props[i].key;
        } else {
            k = st->keys ? st->keys[i] : scr_array_at(keys, i);
        }
        size_t mark = b->len;
        if (any) scr__sb_putc(b, ',');
        if (st->gap.len) newline_indent(st, b);
        quote(b, scr_str(k)->data, scr_str(k)->len);
        scr__sb_putc(b, ':');
        if (st->gap.len) scr__sb_putc(b, ' ');
        st->stack_key[st->depth - 1] = k;
        bool wrote;
        int r = sh && o->shape == sh && !(sh->props[i].flags & SCR_PROP_ACCESSOR)
                    ? serialize_value(st, b, obj, k, scr_dup(o->slots[i]), &wrote)
                    : serialize(st, b, obj, k, &wrote);
        if (r < 0) {
            rc = -1;
            break;
        }
        if (!wrote) b->len = mark; /* undefined members are left out */
        else any = true;
    }
    if (sh) scr__shape_release(sh);
    scr_release(keys);
    if (rc < 0) return -1;
    st->indent.len = stepback;
    if (any && st->gap.len) newline_indent(st, b);
    scr__sb_putc(b, '}');
    return 0;
}

/* SerializeJSONProperty: appends the value of holder[key]; *wrote is false
 * when the value is not serialisable (undefined, functions, symbols). */
/* key is a string, or a Number for an array index (serialize_array),
 * made a string here only when JavaScript code sees it. */
static int serialize(Stringify *st, ScrStrBuf *b, ScrValue holder, ScrValue key, bool *wrote) {
    *wrote = false;
    ScrValue v = scr_is_number(key) ? scr__get_index(holder, (uint32_t)scr_as_number(key))
                                    : scr_get(holder, key);
    if (scr_is_exception(v)) return -1;
    return serialize_value(st, b, holder, key, v, wrote);
}

/* Objects known to have no toJSON: the receiver's shape (which fixes its
 * own keys) and [[Prototype]], under scr__proto_epoch (which moves when any
 * prototype gains, loses or reflags a key, changes its own prototype, or
 * is freed: object.c). A JSON answer of a hundred objects of one shape looks
 * toJSON up once. */
#define NO_TOJSON_ENTRIES 4
static struct {
    uint64_t shape_id; /* 0: unused */
    ScrValue proto;    /* compared, never followed */
    uint64_t epoch;
} no_tojson[NO_TOJSON_ENTRIES];
static unsigned no_tojson_next;

static bool tojson_known_absent(const ScrObject *o) {
    for (int i = 0; i < NO_TOJSON_ENTRIES; i++)
        if (no_tojson[i].shape_id == o->shape->id && no_tojson[i].proto == o->proto &&
            no_tojson[i].epoch == scr__proto_epoch)
            return true;
    return false;
}

/* After [[Get]] found no toJSON on v: records that, when v and every
 * object on its prototype chain are ordinary objects or arrays with
 * shapes of fixed keys (no dictionary, no proxy, no exotic class) none of
 * which has the key. */
static void tojson_note_absent(ScrValue v) {
    ScrValue key = SCR_ATOM("toJSON");
    for (ScrValue cur = v; cur != SCR_NULL; cur = scr_obj(cur)->proto) {
        if (!scr_is_object(cur)) return;
        const ScrObject *c = scr_obj(cur);
        int cls = c->gc.cell.aux;
        if ((cls != SCR_CLASS_OBJECT && cls != SCR_CLASS_ARRAY) || c->shape->dictionary) return;
        if (cur != v && !c->is_proto) return;
        if (scr__shape_find(c->shape, key) >= 0) return;
    }
    const ScrObject *o = scr_obj(v);
    unsigned i = no_tojson_next++ % NO_TOJSON_ENTRIES;
    no_tojson[i].shape_id = o->shape->id;
    no_tojson[i].proto = o->proto;
    no_tojson[i].epoch = scr__proto_epoch;
}

/* serialize once holder[key] is read: v (owned) is its value. */
/* Writes v (borrowed) when it is a number, string, boolean or null, as
 * SerializeJSONProperty's last steps do; false for every other value. */
static bool write_primitive(ScrStrBuf *b, ScrValue v) {
    if (scr_is_number(v)) {
        double d = scr_as_number(v);
        if (isfinite(d)) scr__sb_put_number(b, d);
        else scr__sb_puts(b, "null");
    } else if (scr_is_string(v)) {
        quote(b, scr_str(v)->data, scr_str(v)->len);
    } else if (v == SCR_NULL || v == SCR_TRUE || v == SCR_FALSE) {
        scr__sb_puts(b, v == SCR_NULL ? "null" : v == SCR_TRUE ? "true" : "false");
    } else {
        return false;
    }
    return true;
}

static int serialize_value(Stringify *st, ScrStrBuf *b, ScrValue holder, ScrValue key, ScrValue v, bool *wrote) {
    /* Without a replacer, a number, string, boolean or null is written as
     * it is (no toJSON is looked up on a primitive but a BigInt). */
    if (scr_is_undefined(st->replacer) && write_primitive(b, v)) {
        scr_release(v);
        *wrote = true;
        return 0;
    }
    *wrote = false;
    /* Deep nesting: V8's RangeError, not a C stack overflow. */
    if (scr_stack_exhausted()) {
        scr_release(v);
        scr_throw_stack_overflow();
        return -1;
    }
    int rc = -1;
    ScrValue skey = SCR_UNDEFINED; /* owned: the index as a string, once made */
    if ((scr_is_object(v) && !tojson_known_absent(scr_obj(v))) || scr_is_bigint(v)) {
        ScrValue tj = SCR_GET_ATOM(v, "toJSON");
        if (scr_is_exception(tj)) goto out;
        if (scr__is_callable(tj)) {
            if (scr_is_number(key)) key = skey = scr__number_to_string(scr_as_number(key));
            ScrValue nv = scr_call(tj, v, 1, &key, NULL);
            scr_release(tj);
            if (scr_is_exception(nv)) goto out;
            scr_release(v);
            v = nv;
        } else {
            if (scr_is_undefined(tj) && scr_is_object(v)) tojson_note_absent(v);
            scr_release(tj);
        }
    }
    if (!scr_is_undefined(st->replacer)) {
        if (scr_is_number(key)) key = skey = scr__number_to_string(scr_as_number(key));
        ScrValue args[2] = {key, v};
        ScrValue nv = scr_call(st->replacer, holder, 2, args, NULL);
        if (scr_is_exception(nv)) goto out;
        scr_release(v);
        v = nv;
    }
    if (scr_is_object(v)) {
        int cls = scr__class_of(v);
        if (cls == SCR_CLASS_NUMBER) {
            double d;
            if (scr_to_number(v, &d) < 0) goto out;
            scr_release(v);
            v = scr_number(d);
        } else if (cls == SCR_CLASS_STRING) {
            ScrValue s = scr_to_string(v);
            if (scr_is_exception(s)) goto out;
            scr_release(v);
            v = s;
        } else if (cls == SCR_CLASS_BOOLEAN || cls == SCR_CLASS_BIGINT) {
            ScrValue pv = scr_dup(((ScrPrimitiveObject *)scr_obj(v))->value);
            scr_release(v);
            v = pv;
        }
    }
    if (scr_is_bigint(v)) {
        scr_throw_type_error("Do not know how to serialize a BigInt");
        goto out;
    }
    rc = 0;
    if (!write_primitive(b, v)) {
        /* undefined, a symbol, a function: nothing is written */
        if (!scr_is_object(v) || scr__is_callable(v)) goto out;
        if (push_stack(st, v, key) < 0) {
            rc = -1;
            goto out;
        }
        int arr = scr__is_array_deep(v);
        rc = arr < 0 ? -1 : arr ? serialize_array(st, b, v) : serialize_object(st, b, v);
        if (--st->depth >= PATH_SCAN) scr__ptrset_remove(&st->deep, v);
        if (rc < 0) goto out;
    }
    *wrote = true;
out:
    scr_release(v);
    scr_release(skey);
    return rc;
}

static bool keys_contain(const Stringify *st, ScrValue k) {
    for (int i = 0; i < st->nkeys; i++)
        if (st->keys[i] == k) return true;
    return false;
}

/* Builds the replacer's property list from an array of strings/numbers. */
static int property_list(Stringify *st, ScrValue arr) {
    double lenf;
    if (scr__length_of(arr, &lenf) < 0) return -1;
    uint32_t len = (uint32_t)lenf;
    st->keys = scr__xmalloc(sizeof(ScrValue) * (len + 1));
    for (uint32_t i = 0; i < len; i++) {
        ScrValue v = scr__get_index(arr, i);
        if (scr_is_exception(v)) return -1;
        ScrValue item = SCR_UNDEFINED;
        int cls = scr__class_of(v);
        if (scr_is_string(v) || scr_is_number(v) || cls == SCR_CLASS_STRING ||
            cls == SCR_CLASS_NUMBER) {
            ScrValue s = scr_to_string(v);
            if (scr_is_exception(s)) {
                scr_release(v);
                return -1;
            }
            item = scr__string_intern(s);
            scr_release(s);
        }
        scr_release(v);
        if (scr_is_undefined(item)) continue;
        if (keys_contain(st, item)) scr_release(item);
        else st->keys[st->nkeys++] = item;
    }
    return 0;
}

static ScrValue stringify(ScrValue value, ScrValue replacer, ScrValue space) {
    Stringify st;
    memset(&st, 0, sizeof st);
    st.replacer = SCR_UNDEFINED;
    ScrValue result = SCR_EXCEPTION, wrapper = SCR_UNDEFINED;
    ScrStrBuf b = SCR_STRBUF_INIT;
    if (scr__is_callable(replacer)) st.replacer = replacer;
    else {
        int ra = scr__is_array_deep(replacer);
        if (ra < 0 || (ra && property_list(&st, replacer) < 0)) goto out;
    }

    int scls = scr__class_of(space);
    ScrValue sp = SCR_UNDEFINED;
    if (scls == SCR_CLASS_NUMBER || scls == SCR_CLASS_STRING) {
        double d;
        if (scls == SCR_CLASS_NUMBER) {
            if (scr_to_number(space, &d) < 0) goto out;
            sp = scr_number(d);
        } else {
            sp = scr_to_string(space);
            if (scr_is_exception(sp)) goto out;
        }
    } else {
        sp = scr_dup(space);
    }
    if (scr_is_number(sp)) {
        double d;
        if (scr__to_integer(sp, &d) < 0) {
            scr_release(sp);
            goto out;
        }
        for (int i = 0; i < (d > 10 ? 10 : (int)d); i++) scr__sb_putc(&st.gap, ' ');
    } else if (scr_is_string(sp)) {
        ScrString *s = scr_str(sp);
        scr__sb_put_units(&st.gap, s->data, s->len > 10 ? 10 : s->len);
    }
    scr_release(sp);

    wrapper = scr_object_new();
    ScrValue empty = SCR_ATOM("");
    if (scr_define_field(wrapper, empty, value) < 0) goto out;
    bool wrote;
    if (serialize(&st, &b, wrapper, empty, &wrote) < 0) goto out;
    result = wrote ? scr__sb_to_string(&b) : SCR_UNDEFINED;
out:
    scr_release(wrapper);
    for (int i = 0; i < st.nkeys; i++) scr_release(st.keys[i]);
    free(st.keys);
    free(st.stack);
    free(st.stack_key);
    scr__ptrset_free(&st.deep);
    scr__sb_free(&st.gap);
    scr__sb_free(&st.indent);
    scr__sb_free(&b);
    return result;
}

ScrValue scr__json_stringify(ScrValue value, ScrValue replacer, ScrValue space) {
    return stringify(value, replacer, space);
}

ScrValue scr__json_stringify_value(ScrValue v) {
    ScrValue r = stringify(v, SCR_UNDEFINED, SCR_UNDEFINED);
    if (scr_is_exception(r)) {
        /* util.format's %j prints '[Circular]' for cycles and rethrows
         * anything else. */
        ScrValue e = scr_exception_take();
        ScrValue msg = scr_is_object(e) ? scr__get_str(e, "message") : SCR_UNDEFINED;
        bool circ = false;
        if (scr_is_string(msg)) {
            ScrString *m = scr_str(msg);
            static const char pfx[] = "Converting circular structure";
            circ = m->len >= sizeof pfx - 1;
            for (size_t i = 0; circ && i < sizeof pfx - 1; i++) circ = m->data[i] == (uint8_t)pfx[i];
        }
        if (scr_is_exception(msg)) scr_release(scr_exception_take());
        else scr_release(msg);
        if (circ) {
            scr_release(e);
            return scr_string_from_utf8("[Circular]", 10);
        }
        return scr_throw_take(e);
    }
    return r;
}

/* ------------------------------------------------------------------------
 * JSON.parse.
 * ---------------------------------------------------------------------- */

typedef struct Parser {
    const uint16_t *d;
    uint32_t n, i;
    ScrValue src; /* the text (borrowed), for messages */
    int depth;
} Parser;

static void skip_ws(Parser *p) {
    while (p->i < p->n) {
        uint16_t c = p->d[p->i];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        p->i++;
    }
}

static ScrValue fail_end(void) { return scr_throw_syntax_error("Unexpected end of JSON input"); }

static ScrValue fail_at(Parser *p, const char *what) {
    return scr_throw_syntax_error("%s in JSON at position %u", what, p->i);
}

/* "Unexpected token 'x', <context> is not valid JSON". */
static ScrValue fail_token(Parser *p) {
    if (p->i >= p->n) return fail_end();
    ScrStrBuf m = SCR_STRBUF_INIT;
    scr__sb_puts(&m, "Unexpected token '");
    uint32_t tl = 1;
    uint16_t c = p->d[p->i];
    if (c >= 0xD800 && c <= 0xDBFF && p->i + 1 < p->n) tl = 2;
    scr__sb_put_units(&m, p->d + p->i, tl);
    scr__sb_puts(&m, "', ");
    if (p->n < 21) {
        scr__sb_putc(&m, '"');
        scr__sb_put_units(&m, p->d, p->n);
        scr__sb_putc(&m, '"');
    } else {
        uint32_t a = p->i >= 10 ? p->i - 10 : 0, e = p->i + 10 < p->n ? p->i + 10 : p->n;
        if (a > 0) scr__sb_puts(&m, "...");
        scr__sb_putc(&m, '"');
        scr__sb_put_units(&m, p->d + a, e - a);
        scr__sb_putc(&m, '"');
        if (e < p->n) scr__sb_puts(&m, "...");
    }
    scr__sb_puts(&m, " is not valid JSON");
    ScrValue s = scr__sb_to_string(&m);
    scr__sb_free(&m);
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    scr_throw_syntax_error("%s", u);
    free(u);
    return SCR_EXCEPTION;
}

static ScrValue parse_value(Parser *p);

static ScrValue parse_string(Parser *p, bool intern) {
    p->i++; /* the opening quote */
    ScrStrBuf b = SCR_STRBUF_INIT;
    uint32_t start = p->i;
    for (;;) {
        if (p->i >= p->n) {
            scr__sb_free(&b);
            return fail_at(p, "Unterminated string");
        }
        uint16_t c = p->d[p->i];
        if (c == '"') break;
        if (c < 0x20) {
            scr__sb_free(&b);
            return fail_at(p, "Bad control character in string literal");
        }
        if (c != '\\') {
            p->i++;
            continue;
        }
        scr__sb_put_units(&b, p->d + start, p->i - start);
        p->i++;
        if (p->i >= p->n) {
            scr__sb_free(&b);
            return fail_at(p, "Unterminated string");
        }
        uint16_t e = p->d[p->i];
        uint16_t out;
        switch (e) {
        case '"': out = '"'; break;
        case '\\': out = '\\'; break;
        case '/': out = '/'; break;
        case 'b': out = '\b'; break;
        case 'f': out = '\f'; break;
        case 'n': out = '\n'; break;
        case 'r': out = '\r'; break;
        case 't': out = '\t'; break;
        case 'u': {
            uint32_t v = 0;
            for (int k = 1; k <= 4; k++) {
                p->i++;
                if (p->i >= p->n) {
                    scr__sb_free(&b);
                    return fail_at(p, "Bad Unicode escape");
                }
                uint16_t h = p->d[p->i];
                int dv = h >= '0' && h <= '9' ? h - '0'
                         : (h | 0x20) >= 'a' && (h | 0x20) <= 'f' ? (h | 0x20) - 'a' + 10
                                                                  : -1;
                if (dv < 0) {
                    scr__sb_free(&b);
                    return fail_at(p, "Bad Unicode escape");
                }
                v = v * 16 + (uint32_t)dv;
            }
            out = (uint16_t)v;
            break;
        }
        default:
            scr__sb_free(&b);
            return fail_at(p, "Bad escaped character");
        }
        scr__sb_putc(&b, out);
        p->i++;
        start = p->i;
    }
    scr__sb_put_units(&b, p->d + start, p->i - start);
    p->i++; /* the closing quote */
    ScrValue r = intern ? scr_atom_from_utf16(b.d, b.len) : scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

static bool is_digit(uint16_t c) { return c >= '0' && c <= '9'; }

static ScrValue parse_number(Parser *p) {
    uint32_t start = p->i;
    if (p->d[p->i] == '-') {
        p->i++;
        if (p->i >= p->n || !is_digit(p->d[p->i])) return fail_at(p, "No number after minus sign");
    }
    if (p->d[p->i] == '0') {
        p->i++;
        if (p->i < p->n && is_digit(p->d[p->i])) return fail_at(p, "Unexpected number");
    } else {
        while (p->i < p->n && is_digit(p->d[p->i])) p->i++;
    }
    if (p->i < p->n && p->d[p->i] == '.') {
        p->i++;
        if (p->i >= p->n || !is_digit(p->d[p->i])) return fail_at(p, "Unterminated fractional number");
        while (p->i < p->n && is_digit(p->d[p->i])) p->i++;
    }
    if (p->i < p->n && (p->d[p->i] == 'e' || p->d[p->i] == 'E')) {
        p->i++;
        if (p->i < p->n && (p->d[p->i] == '+' || p->d[p->i] == '-')) p->i++;
        if (p->i >= p->n || !is_digit(p->d[p->i]))
            return fail_at(p, "Exponent part is missing a number");
        while (p->i < p->n && is_digit(p->d[p->i])) p->i++;
    }
    uint32_t len = p->i - start;
    /* Up to 15 significant digits and at most 22 after the point: the
     * digits are an exact integer below 2^53 and 10^frac an exact power, so
     * one IEEE division rounds correctly, as strtod would (Clinger's fast
     * path). Most JSON numbers (ids, counts, prices) take it. */
    {
        uint32_t k = start;
        bool neg = p->d[k] == '-';
        if (neg) k++;
        uint64_t m = 0;
        int digits = 0, frac = 0;
        bool point = false, simple = true;
        for (; k < p->i; k++) {
            uint16_t c = p->d[k];
            if (c == '.') {
                point = true;
            } else if (is_digit(c)) {
                if (m || c != '0') digits++;
                m = m * 10 + (uint64_t)(c - '0');
                if (point) frac++;
            } else {
                simple = false; /* an exponent */
                break;
            }
        }
        if (simple && digits <= 15 && frac <= 22) {
            static const double pow10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                             1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                             1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
            double d = (double)m / pow10[frac];
            return scr_number(neg ? -d : d);
        }
    }
    char small[64];
    char *a = len < sizeof small ? small : scr__xmalloc(len + 1);
    for (uint32_t k = 0; k < len; k++) a[k] = (char)p->d[start + k];
    a[len] = '\0';
    double d = strtod(a, NULL);
    if (a != small) free(a);
    return scr_number(d);
}

static ScrValue parse_literal(Parser *p, const char *word, ScrValue v) {
    for (size_t k = 0; word[k]; k++, p->i++) {
        if (p->i >= p->n) return fail_end();
        if (p->d[p->i] != (uint8_t)word[k]) return fail_token(p);
    }
    return v;
}

static ScrValue parse_array(Parser *p) {
    p->i++;
    ScrValue arr = scr_array_new(0);
    skip_ws(p);
    if (p->i < p->n && p->d[p->i] == ']') {
        p->i++;
        return arr;
    }
    for (;;) {
        ScrValue v = parse_value(p);
        if (scr_is_exception(v)) {
            scr_release(arr);
            return v;
        }
        scr__array_push_take(arr, v);
        skip_ws(p);
        if (p->i < p->n && p->d[p->i] == ',') {
            p->i++;
            continue;
        }
        if (p->i < p->n && p->d[p->i] == ']') {
            p->i++;
            return arr;
        }
        scr_release(arr);
        return fail_at(p, "Expected ',' or ']' after array element");
    }
}

static ScrValue parse_object(Parser *p) {
    p->i++;
    ScrValue obj = scr_object_new();
    skip_ws(p);
    if (p->i < p->n && p->d[p->i] == '}') {
        p->i++;
        return obj;
    }
    bool first = true;
    for (;;) {
        skip_ws(p);
        if (p->i >= p->n || p->d[p->i] != '"') {
            scr_release(obj);
            return fail_at(p, first ? "Expected property name or '}'"
                                    : "Expected double-quoted property name");
        }
        first = false;
        ScrValue k = parse_string(p, true);
        if (scr_is_exception(k)) {
            scr_release(obj);
            return k;
        }
        skip_ws(p);
        if (p->i >= p->n || p->d[p->i] != ':') {
            scr_release(k);
            scr_release(obj);
            return fail_at(p, "Expected ':' after property name");
        }
        p->i++;
        ScrValue v = parse_value(p);
        if (scr_is_exception(v)) {
            scr_release(k);
            scr_release(obj);
            return v;
        }
        int r = scr_define_field(obj, k, v);
        scr_release(k);
        scr_release(v);
        if (r < 0) {
            scr_release(obj);
            return SCR_EXCEPTION;
        }
        skip_ws(p);
        if (p->i < p->n && p->d[p->i] == ',') {
            p->i++;
            continue;
        }
        if (p->i < p->n && p->d[p->i] == '}') {
            p->i++;
            return obj;
        }
        scr_release(obj);
        return fail_at(p, "Expected ',' or '}' after property value");
    }
}

static ScrValue parse_value(Parser *p) {
    skip_ws(p);
    if (p->i >= p->n) return fail_end();
    if (++p->depth > 5000) {
        p->depth--;
        return scr_throw_range_error("Maximum call stack size exceeded");
    }
    ScrValue r;
    uint16_t c = p->d[p->i];
    switch (c) {
    case '{': r = parse_object(p); break;
    case '[': r = parse_array(p); break;
    case '"': r = parse_string(p, false); break;
    case 't': r = parse_literal(p, "true", SCR_TRUE); break;
    case 'f': r = parse_literal(p, "false", SCR_FALSE); break;
    case 'n': r = parse_literal(p, "null", SCR_NULL); break;
    default:
        r = (c == '-' || is_digit(c)) ? parse_number(p) : fail_token(p);
        break;
    }
    p->depth--;
    return r;
}

ScrValue scr__json_parse(ScrValue text) {
    ScrString *s = scr_str(text);
    Parser p = {s->data, s->len, 0, text, 0};
    ScrValue v = parse_value(&p);
    if (scr_is_exception(v)) return v;
    skip_ws(&p);
    if (p.i < p.n) {
        scr_release(v);
        return fail_at(&p, "Unexpected non-whitespace character after JSON");
    }
    return v;
}

/* ------------------------------------------------------------------------
 * The JSON object.
 * ---------------------------------------------------------------------- */

NATIVE(j_stringify) {
    (void)fn, (void)this_val, (void)nt;
    return stringify(ARG(0), ARG(1), ARG(2));
}

/* InternalizeJSONProperty: walks holder[name] depth-first, replacing
 * each property by reviver's result (deleting it for undefined). Owned
 * result, or SCR_EXCEPTION. */
static ScrValue internalize(ScrValue reviver, ScrValue holder, ScrValue name) {
    ScrValue val = scr_get(holder, name);
    if (scr_is_exception(val)) return val;
    if (scr_is_object(val)) {
        ScrValue keys;
        int arr = scr__is_array_deep(val);
        if (arr < 0) goto fail;
        if (arr) {
            double len;
            if (scr__length_of(val, &len) < 0) goto fail;
            keys = scr_array_new((uint32_t)len);
            for (double i = 0; i < len; i++) {
                ScrValue k = scr_to_string(scr_number(i));
                scr__array_push_take(keys, k);
            }
        } else {
            keys = scr__own_keys(val, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
            if (scr_is_exception(keys)) goto fail;
        }
        for (uint32_t i = 0, n = scr_array_length(keys); i < n; i++) {
            ScrValue k = scr_array_at(keys, i);
            ScrValue nv = internalize(reviver, val, k);
            int r;
            if (scr_is_exception(nv)) r = -1;
            else if (scr_is_undefined(nv)) r = scr_delete(val, k) < 0 ? -1 : 0;
            else r = scr_define_field(val, k, nv);
            scr_release(nv);
            if (r < 0) {
                scr_release(keys);
                goto fail;
            }
        }
        scr_release(keys);
    }
    ScrValue args[2] = {name, val};
    ScrValue r = scr_call(reviver, holder, 2, args, NULL);
    scr_release(val);
    return r;
fail:
    scr_release(val);
    return SCR_EXCEPTION;
}

NATIVE(j_parse) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue s = scr_is_string(ARG(0)) ? scr_dup(ARG(0)) : scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue r = scr__json_parse(s);
    scr_release(s);
    if (scr_is_exception(r) || !scr__is_callable(ARG(1))) return r;
    ScrValue root = scr_object_new();
    ScrValue empty = SCR_ATOM("");
    scr_define_field(root, empty, r);
    scr_release(r);
    r = internalize(ARG(1), root, empty);
    scr_release(root);
    return r;
}

void scr__json_init(ScrValue global) {
    ScrValue j = scr_object_new();
    scr__define_native(j, "parse", j_parse, 2);
    scr__define_native(j, "stringify", j_stringify, 3);
    scr__define_value_take(j, scr__thread.realm->sym_to_string_tag, scr_string_from_utf8("JSON", 4),
                           SCR_PROP_CONFIGURABLE);
    scr__define_str_take(global, "JSON", j, SCR_PROP_CW);
}
