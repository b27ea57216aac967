/* assert.c - `node:assert` and `node:assert/strict`: the assertion
 * functions and AssertionError with Node 20's generated messages, the
 * `+ actual - expected` line diff of strictEqual and deepStrictEqual
 * included (lib/internal/assert/assertion_error.js's algorithm), and the
 * source text of a failed assert.ok(expr). docs/node.md, "assert". */
#include "node/assert.h"

#include "base/base.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/ops.h"
#include "core/str.h"
#include "exec/loop.h"
#include "exec/promise.h"
#include "node/errors.h"
#include "node/inspect.h"
#include "node/util.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REALM (scr__thread.realm)

/* Where Node's JS throws each kind of failure: the report of an uncaught
 * AssertionError from a callback names it (ScrError.internal_site). */
#define SITE_INNER_FAIL "node:assert:90\n  throw new AssertionError(obj);\n  ^\n"
#define SITE_OK "node:internal/assert/utils:281\n    throw err;\n    ^\n"
#define SITE_FAIL "node:assert:137\n  throw err;\n  ^\n"
#define SITE_EXPECTED "node:assert:491\n    throw err;\n    ^\n"
#define SITE_COMPARE "node:assert:377\n      throw err;\n      ^\n"
#define SITE_PRIMITIVE "node:assert:416\n      throw err;\n      ^\n"
#define SITE_IF_ERROR "node:assert:733\n    throw newErr;\n    ^\n"
#define SITE_MATCH "node:assert:768\n    throw err;\n    ^\n"

/* AssertionError.prototype and the prototype of the Comparison objects
 * the throws() diff shows: borrowed from the module object, which the
 * registry keeps until exit (scr__assert_module_new). */
static struct {
    ScrValue error_proto;
    ScrValue comparison_proto;
} st = {SCR_UNDEFINED, SCR_UNDEFINED};

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

static bool is_object_type(ScrValue v) { return scr_is_object(v) && !scr__is_callable(v); }

static bool is_regexp(ScrValue v) { return scr__class_of(v) == SCR_CLASS_REGEXP; }

/* Node's isError: a native error or an instance of Error. */
static bool is_error(ScrValue v) {
    if (scr__is_error(v)) return true;
    if (!scr_is_object(v)) return false;
    for (ScrValue p = scr__get_proto(v); scr_is_object(p); p = scr__get_proto(p))
        if (p == REALM->error_protos[SCR_ERR_ERROR]) return true;
    return false;
}

/* ------------------------------------------------------------------------
 * Inspecting values the way assert does.
 * ---------------------------------------------------------------------- */

/* Node's inspectValue: compact false, sorted, depth 1000, every element. */
static ScrValue inspect_value(ScrValue v) {
    ScrInspectOptions o;
    scr__inspect_default_options(&o);
    o.compact = 0;
    o.sorted = true;
    o.depth = 1000;
    o.max_array_length = INT_MAX;
    return scr__inspect(v, &o);
}

/* One line of an inspected value (borrowed from its string). */
typedef struct Line {
    const uint16_t *d;
    size_t n;
} Line;

static Line *split_lines(ScrValue s, size_t *count) {
    ScrString *p = scr_str(s);
    size_t n = 1;
    for (uint32_t i = 0; i < p->len; i++)
        if (p->data[i] == '\n') n++;
    Line *l = scr__xmalloc(n * sizeof *l);
    size_t k = 0, start = 0;
    for (uint32_t i = 0; i <= p->len; i++) {
        if (i == p->len || p->data[i] == '\n') {
            l[k++] = (Line){p->data + start, i - start};
            start = i + 1;
        }
    }
    *count = n;
    return l;
}

static bool line_eq(Line a, Line b) {
    return a.n == b.n && (a.n == 0 || memcmp(a.d, b.d, a.n * 2) == 0);
}

static bool ends_comma(Line a) { return a.n && a.d[a.n - 1] == ','; }

static Line chop(Line a) { return (Line){a.d, a.n - 1}; }

static void put(ScrStrBuf *b, Line l) { scr__sb_put_units(b, l.d, l.n); }

/* Appends s, then empties it. */
static void put_buf(ScrStrBuf *b, ScrStrBuf *s) {
    scr__sb_put_units(b, s->d, s->len);
    s->len = 0;
}

/* *b = prefix (a C string) + line + *b. */
static void prepend(ScrStrBuf *b, const char *prefix, const Line *line) {
    ScrStrBuf n = SCR_STRBUF_INIT;
    scr__sb_puts(&n, prefix);
    if (line) put(&n, *line);
    scr__sb_put_units(&n, b->d, b->len);
    scr__sb_free(b);
    *b = n;
}

static const char *readable(const char *op) {
    static const struct {
        const char *op, *text;
    } t[] = {
        {"deepStrictEqual", "Expected values to be strictly deep-equal:"},
        {"strictEqual", "Expected values to be strictly equal:"},
        {"strictEqualObject", "Expected \"actual\" to be reference-equal to \"expected\":"},
        {"deepEqual", "Expected values to be loosely deep-equal:"},
        {"notDeepStrictEqual", "Expected \"actual\" not to be strictly deep-equal to:"},
        {"notStrictEqual", "Expected \"actual\" to be strictly unequal to:"},
        {"notStrictEqualObject", "Expected \"actual\" not to be reference-equal to \"expected\":"},
        {"notDeepEqual", "Expected \"actual\" not to be loosely deep-equal to:"},
        {"notIdentical", "Values have same structure but are not reference-equal:"},
        {"notDeepEqualUnequal", "Expected values not to be loosely deep-equal:"},
    };
    for (size_t i = 0; i < sizeof t / sizeof *t; i++)
        if (strcmp(t[i].op, op) == 0) return t[i].text;
    return NULL;
}

/* At most 47 lines, the 47th "..." when there were more than 50. */
static size_t collapse(Line *l, size_t n) {
    static const uint16_t dots[] = {'.', '.', '.'};
    if (n <= 50) return n;
    l[46] = (Line){dots, 3};
    return 47;
}

/* The identical lines before a difference: up to two shown, "..." for
 * more than five (Node's createErrDiff). */
static void put_identical(ScrStrBuf *res, const Line *lines, size_t i, int identical, int *printed,
                          bool *skipped) {
    if (identical <= 2) return;
    if (identical > 3) {
        if (identical > 4) {
            if (identical == 5) {
                scr__sb_puts(res, "\n  ");
                put(res, lines[i - 3]);
                (*printed)++;
            } else {
                scr__sb_puts(res, "\n...");
                *skipped = true;
            }
        }
        scr__sb_puts(res, "\n  ");
        put(res, lines[i - 2]);
        (*printed)++;
    }
    scr__sb_puts(res, "\n  ");
    put(res, lines[i - 1]);
    (*printed)++;
}

static bool is_zero(ScrValue v) { return scr_is_number(v) && scr_as_number(v) == 0; }

/* Node 20's createErrDiff: the message of strictEqual and deepStrictEqual,
 * headed by `message` when it is a string. Owned string or SCR_EXCEPTION. */
static ScrValue create_err_diff(ScrValue actual, ScrValue expected, const char *op,
                                ScrValue message) {
    if (strcmp(op, "strictEqual") == 0 &&
        ((is_object_type(actual) && is_object_type(expected)) ||
         (scr__is_callable(actual) && scr__is_callable(expected))))
        op = "strictEqualObject";
    ScrValue ai = inspect_value(actual);
    if (scr_is_exception(ai)) return ai;
    ScrValue ei = inspect_value(expected);
    if (scr_is_exception(ei)) {
        scr_release(ai);
        return ei;
    }
    size_t na, ne;
    Line *al = split_lines(ai, &na), *el = split_lines(ei, &ne);
    ScrStrBuf out = SCR_STRBUF_INIT, res = SCR_STRBUF_INIT, other = SCR_STRBUF_INIT,
              end = SCR_STRBUF_INIT;
    if (scr_is_string(message))
        scr__sb_put_string(&out, message);
    else
        scr__sb_puts(&out, readable(op));
    size_t i = 0;
    long indicator = -1;
    bool skipped = false;
    if (na == 1 && ne == 1 && !line_eq(al[0], el[0])) {
        size_t input_len = al[0].n + el[0].n;
        if (input_len <= 12) {
            if (!is_object_type(actual) && !is_object_type(expected) &&
                !(is_zero(actual) && is_zero(expected))) {
                scr__sb_puts(&out, "\n\n");
                put(&out, al[0]);
                scr__sb_puts(&out, " !== ");
                put(&out, el[0]);
                scr__sb_puts(&out, "\n");
                goto done;
            }
        } else if (strcmp(op, "strictEqualObject") != 0 && input_len < 80) {
            while (i < al[0].n && i < el[0].n && al[0].d[i] == el[0].d[i]) i++;
            if (i > 2) {
                indicator = (long)i;
                i = 0;
            }
        }
    }
    /* Drop the identical last lines, keeping three of them for the end. */
    Line last_other = {NULL, 0};
    bool has_other = false;
    while (na && ne && line_eq(al[na - 1], el[ne - 1])) {
        if (i++ < 3) {
            prepend(&end, "\n  ", &al[na - 1]);
        } else {
            last_other = al[na - 1];
            has_other = true;
        }
        na--;
        ne--;
    }
    size_t max_lines = na > ne ? na : ne;
    if (max_lines == 0) {
        size_t n;
        Line *l = split_lines(ai, &n);
        n = collapse(l, n);
        out.len = 0;
        scr__sb_puts(&out, readable("notIdentical"));
        scr__sb_puts(&out, "\n\n");
        for (size_t k = 0; k < n; k++) {
            if (k) scr__sb_putc(&out, '\n');
            put(&out, l[k]);
        }
        scr__sb_putc(&out, '\n');
        free(l);
        goto done;
    }
    if (i >= 5) {
        prepend(&end, "\n...", NULL);
        skipped = true;
    }
    if (has_other) prepend(&end, "\n  ", &last_other);
    int printed = 0, identical = 0;
    scr__sb_puts(&out, "\n+ actual - expected");
    Line *lines = al;
    char plus_minus = '+';
    size_t max_len = ne;
    if (na < max_lines) {
        lines = el;
        plus_minus = '-';
        max_len = na;
    }
    for (i = 0; i < max_lines; i++) {
        if (max_len < i + 1) {
            put_identical(&res, lines, i, identical, &printed, &skipped);
            identical = 0;
            ScrStrBuf *to = lines == al ? &res : &other;
            scr__sb_putc(to, '\n');
            scr__sb_putc(to, (uint16_t)plus_minus);
            scr__sb_putc(to, ' ');
            put(to, lines[i]);
            printed++;
        } else {
            Line e = el[i], a = al[i];
            bool comma = false;
            bool diverging = !line_eq(a, e) && (!ends_comma(a) || !line_eq(chop(a), e));
            if (diverging && ends_comma(e) && line_eq(chop(e), a)) {
                diverging = false;
                comma = true;
            }
            if (diverging) {
                put_identical(&res, al, i, identical, &printed, &skipped);
                identical = 0;
                scr__sb_puts(&res, "\n+ ");
                put(&res, a);
                scr__sb_puts(&other, "\n- ");
                put(&other, e);
                printed += 2;
            } else {
                put_buf(&res, &other);
                identical++;
                if (identical <= 2) {
                    scr__sb_puts(&res, "\n  ");
                    put(&res, a);
                    if (comma) scr__sb_putc(&res, ',');
                    printed++;
                }
            }
        }
        if (printed > 50 && i + 2 < max_lines) {
            scr__sb_puts(&out, " ... Lines skipped\n");
            put_buf(&out, &res);
            scr__sb_puts(&out, "\n...");
            put_buf(&out, &other);
            scr__sb_puts(&out, "\n...");
            goto done;
        }
    }
    if (skipped) scr__sb_puts(&out, " ... Lines skipped");
    scr__sb_putc(&out, '\n');
    put_buf(&out, &res);
    put_buf(&out, &other);
    put_buf(&out, &end);
    if (indicator >= 0) {
        scr__sb_puts(&out, "\n  ");
        for (long k = 0; k < indicator; k++) scr__sb_putc(&out, ' ');
        scr__sb_putc(&out, '^');
    }
done:
    free(al);
    free(el);
    scr_release(ai);
    scr_release(ei);
    scr__sb_free(&res);
    scr__sb_free(&other);
    scr__sb_free(&end);
    ScrValue r = scr__sb_to_string(&out);
    scr__sb_free(&out);
    return r;
}

/* Appends v's string, cut to `max` units with "..." (Node cuts long
 * inspections of the loose operators). */
static void put_cut(ScrStrBuf *b, ScrValue s, uint32_t max, uint32_t keep) {
    ScrString *p = scr_str(s);
    if (p->len > max) {
        scr__sb_put_units(b, p->data, keep);
        scr__sb_puts(b, "...");
    } else {
        scr__sb_put_string(b, s);
    }
}

/* Node's copyError: a plain object with the error's prototype, own
 * enumerable properties and message, so the diff shows no stack. */
static ScrValue copy_error(ScrValue e) {
    ScrValue c = scr_object_new();
    scr__set_proto(c, scr__get_proto(e));
    ScrValue keys = scr__own_keys(e, SCR_KEYS_STRINGS | SCR_KEYS_SYMBOLS | SCR_KEYS_ENUMERABLE);
    if (scr_is_exception(keys)) goto fail;
    for (uint32_t i = 0; i < scr_array_length(keys); i++) {
        ScrValue k = scr_array_at(keys, i);
        ScrValue v = scr_get(e, k);
        if (scr_is_exception(v)) {
            scr_release(keys);
            goto fail;
        }
        scr__define_value_take(c, k, v, SCR_PROP_CWE);
    }
    scr_release(keys);
    ScrValue m = scr__get_str(e, "message");
    if (scr_is_exception(m)) goto fail;
    scr__define_str_take(c, "message", m, 0);
    return c;
fail:
    scr_release(c);
    return SCR_EXCEPTION;
}

/* The generated message of an AssertionError without one (the
 * constructor's branches by operator). Owned string or SCR_EXCEPTION. */
static ScrValue generated_message(ScrValue actual, ScrValue expected, const char *op) {
    if (strcmp(op, "deepStrictEqual") == 0 || strcmp(op, "strictEqual") == 0)
        return create_err_diff(actual, expected, op, SCR_UNDEFINED);
    ScrStrBuf b = SCR_STRBUF_INIT;
    ScrValue r = SCR_EXCEPTION;
    if (strcmp(op, "notDeepStrictEqual") == 0 || strcmp(op, "notStrictEqual") == 0) {
        const char *base = readable(op);
        if (strcmp(op, "notStrictEqual") == 0 && scr_is_object(actual))
            base = readable("notStrictEqualObject");
        ScrValue s = inspect_value(actual);
        if (scr_is_exception(s)) return s;
        size_t n;
        Line *l = split_lines(s, &n);
        n = collapse(l, n);
        scr__sb_puts(&b, base);
        if (n == 1) {
            scr__sb_puts(&b, l[0].n > 5 ? "\n\n" : " ");
            put(&b, l[0]);
        } else {
            scr__sb_puts(&b, "\n\n");
            for (size_t k = 0; k < n; k++) {
                if (k) scr__sb_putc(&b, '\n');
                put(&b, l[k]);
            }
            scr__sb_putc(&b, '\n');
        }
        free(l);
        scr_release(s);
        r = scr__sb_to_string(&b);
        scr__sb_free(&b);
        return r;
    }
    ScrValue res = inspect_value(actual);
    if (scr_is_exception(res)) return res;
    ScrValue other = inspect_value(expected);
    if (scr_is_exception(other)) {
        scr_release(res);
        return other;
    }
    if (strcmp(op, "notDeepEqual") == 0 && scr__string_equal(res, other)) {
        ScrStrBuf t = SCR_STRBUF_INIT;
        scr__sb_puts(&t, readable(op));
        scr__sb_puts(&t, "\n\n");
        scr__sb_put_string(&t, res);
        if (t.len > 1024) {
            t.len = 1021;
            scr__sb_puts(&t, "...");
        }
        put_buf(&b, &t);
        scr__sb_free(&t);
    } else if (strcmp(op, "deepEqual") == 0 || strcmp(op, "notDeepEqual") == 0) {
        bool eq = strcmp(op, "deepEqual") == 0;
        scr__sb_puts(&b, readable(eq ? "deepEqual" : "notDeepEqualUnequal"));
        scr__sb_puts(&b, "\n\n");
        put_cut(&b, res, 512, 509);
        scr__sb_puts(&b, eq ? "\n\nshould loosely deep-equal\n\n"
                            : "\n\nshould not loosely deep-equal\n\n");
        put_cut(&b, other, 512, 509);
    } else {
        put_cut(&b, res, 512, 509);
        scr__sb_printf(&b, " %s ", op);
        put_cut(&b, other, 512, 509);
    }
    scr_release(res);
    scr_release(other);
    r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* ------------------------------------------------------------------------
 * AssertionError.
 * ---------------------------------------------------------------------- */

/* A new AssertionError (owned, or SCR_EXCEPTION): the message is
 * `message` when it is not nullish (with the diff of strictEqual and
 * deepStrictEqual under it), else generated from the operator; then
 * generatedMessage, code, actual, expected, operator, and a stack that
 * starts "AssertionError [ERR_ASSERTION]: ". `op` may be NULL (the
 * constructor without one: operator undefined). */
static ScrValue assertion_error_new(ScrValue actual, ScrValue expected, const char *op,
                                    ScrValue message, ScrValue proto) {
    ScrValue msg;
    bool generated = scr_is_nullish(message);
    bool diff_op = op && (strcmp(op, "deepStrictEqual") == 0 || strcmp(op, "strictEqual") == 0);
    ScrValue a = scr_dup(actual), e = scr_dup(expected);
    if (!generated) {
        msg = diff_op ? create_err_diff(a, e, op, scr_is_string(message) ? message : SCR_UNDEFINED)
                      : scr_to_string(message);
        if (diff_op && !scr_is_string(message) && !scr_is_exception(msg)) {
            /* A non-string message heads the diff as String(message). */
            scr_release(msg);
            ScrValue s = scr_to_string(message);
            msg = scr_is_exception(s) ? s : create_err_diff(a, e, op, s);
            if (!scr_is_exception(s)) scr_release(s);
        }
    } else {
        if (is_object_type(a) && is_object_type(e) && is_error(a) && is_error(e)) {
            ScrValue ca = copy_error(a), ce = scr_is_exception(ca) ? ca : copy_error(e);
            if (scr_is_exception(ce)) {
                if (!scr_is_exception(ca)) scr_release(ca);
                scr_release(a);
                scr_release(e);
                return SCR_EXCEPTION;
            }
            scr_release(a);
            scr_release(e);
            a = ca;
            e = ce;
        }
        msg = op ? generated_message(a, e, op) : str("undefined undefined undefined");
    }
    if (scr_is_exception(msg)) {
        scr_release(a);
        scr_release(e);
        return msg;
    }
    ScrValue err = scr__error_new(SCR_ERR_ERROR, msg);
    scr_release(msg);
    scr__set_proto(err, proto);
    scr__define_str_take(err, "generatedMessage", scr_bool(generated), SCR_PROP_CWE);
    scr__define_str_take(err, "name", str("AssertionError [ERR_ASSERTION]"), SCR_PROP_CW);
    scr__define_str_take(err, "code", str("ERR_ASSERTION"), SCR_PROP_CWE);
    scr__define_str_take(err, "actual", a, SCR_PROP_CWE);
    scr__define_str_take(err, "expected", e, SCR_PROP_CWE);
    scr__define_str_take(err, "operator", op ? str(op) : SCR_UNDEFINED, SCR_PROP_CWE);
    /* Node reads the stack while the name carries the code, then resets
     * the name. */
    ScrValue stack = scr__get_str(err, "stack");
    if (scr_is_exception(stack))
        scr_release(scr_exception_take());
    else
        scr_release(stack);
    scr__define_str_take(err, "name", str("AssertionError"), SCR_PROP_CW);
    return err;
}

/* Throws err_take (an AssertionError or SCR_EXCEPTION) from Node's `site`. */
static ScrValue throw_at(ScrValue err_take, const char *site) {
    if (scr_is_exception(err_take)) return err_take;
    scr__error_set_internal_site(err_take, site);
    return scr_throw_take(err_take);
}

/* Node's innerFail: an AssertionError with these fields, thrown. */
static ScrValue fail_with(ScrValue actual, ScrValue expected, const char *op, ScrValue message,
                          const char *site) {
    if (is_error(message)) return scr_throw(message);
    return throw_at(assertion_error_new(actual, expected, op, message, st.error_proto), site);
}

static ScrValue fail_text(ScrValue actual, ScrValue expected, const char *op, ScrStrBuf *text,
                          const char *site) {
    ScrValue m = scr__sb_to_string(text);
    scr__sb_free(text);
    ScrValue r = throw_at(assertion_error_new(actual, expected, op, m, st.error_proto), site);
    scr_release(m);
    return r;
}

/* new AssertionError(options). */
NATIVE(assertion_error_ctor) {
    UNUSED;
    if (scr_is_undefined(nt))
        return scr_throw_type_error(
            "Class constructor AssertionError cannot be invoked without 'new'");
    ScrValue o = ARG(0);
    if (!is_object_type(o)) return scr__throw_arg_type("options", "of type object", o);
    ScrValue f[4] = {SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED};
    static const char *const names[4] = {"actual", "expected", "operator", "message"};
    ScrValue r = SCR_EXCEPTION;
    for (int i = 0; i < 4; i++) {
        f[i] = scr__get_str(o, names[i]);
        if (scr_is_exception(f[i])) goto out;
    }
    char *op = NULL;
    if (!scr_is_undefined(f[2])) {
        ScrValue s = scr_to_string(f[2]);
        if (scr_is_exception(s)) goto out;
        op = scr__string_to_utf8(s, NULL);
        scr_release(s);
    }
    ScrValue fallback = st.error_proto;
    ScrValue proto = scr__proto_from_ctor(nt, fallback);
    if (scr_is_exception(proto)) {
        free(op);
        goto out;
    }
    /* The operator is kept as given (a string op is the common case). */
    r = assertion_error_new(f[0], f[1], op, f[3], proto);
    if (!scr_is_exception(r) && !scr_is_undefined(f[2]) && !scr_is_string(f[2]))
        scr__define_str_take(r, "operator", scr_dup(f[2]), SCR_PROP_CWE);
    scr_release(proto);
    free(op);
out:
    for (int i = 0; i < 4; i++)
        if (!scr_is_exception(f[i])) scr_release(f[i]);
    return r;
}

NATIVE(assertion_error_to_string) {
    UNUSED;
    ScrStrBuf b = SCR_STRBUF_INIT;
    static const char *const keys[3] = {"name", "code", "message"};
    for (int i = 0; i < 3; i++) {
        ScrValue v = scr__get_str(this_val, keys[i]);
        if (scr_is_exception(v)) goto fail;
        ScrValue s = scr_to_string(v);
        scr_release(v);
        if (scr_is_exception(s)) goto fail;
        scr__sb_put_string(&b, s);
        scr_release(s);
        scr__sb_puts(&b, i == 0 ? " [" : i == 1 ? "]: " : "");
    }
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
fail:
    scr__sb_free(&b);
    return SCR_EXCEPTION;
}

/* ------------------------------------------------------------------------
 * assert.ok: the failed expression's source.
 * ---------------------------------------------------------------------- */

static bool ident_char(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$' || c >= 0x80;
}

/* The end of the call whose callee ends before p: past the matching ')'
 * of the argument list (strings, templates and comments skipped), or
 * NULL when the text there is not a call. */
static const char *call_end(const char *p) {
    while (ident_char((unsigned char)*p) || *p == '.' || *p == '?') p++;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
    if (*p != '(') return NULL;
    int depth = 0;
    for (; *p; p++) {
        char c = *p;
        if (c == '"' || c == '\'' || c == '`') {
            for (p++; *p && *p != c; p++)
                if (*p == '\\' && p[1]) p++;
            if (!*p) return NULL;
        } else if (c == '/' && p[1] == '/') {
            while (*p && *p != '\n') p++;
            if (!*p) return NULL;
        } else if (c == '/' && p[1] == '*') {
            const char *e = strstr(p + 2, "*/");
            if (!e) return NULL;
            p = e + 1;
        } else if (c == '(' || c == '[' || c == '{') {
            depth++;
        } else if (c == ')' || c == ']' || c == '}') {
            if (--depth == 0) return p + 1;
        }
    }
    return NULL;
}

/* Node's getErrMessage for assert.ok: "The expression evaluated to a falsy
 * value:\n\n  CODE\n" with the source of the call at the caller's position,
 * continuation lines re-indented; undefined when it cannot be found. */
static ScrValue ok_message(ScrPos pos) {
    if (!scr__program || !pos.line || pos.file >= (uint32_t)scr__program->nsources)
        return SCR_UNDEFINED;
    const char *t = scr__program->sources[pos.file].text;
    for (uint32_t l = 1; t && *t && l < pos.line; t++)
        if (*t == '\n') l++;
    if (!t || !*t) return SCR_UNDEFINED;
    const char *line = t, *p = t;
    for (uint32_t col = 1; *p && *p != '\n' && col < pos.col; p++) {
        unsigned char c = (unsigned char)*p;
        if ((c & 0xC0) != 0x80) col += c >= 0xF0 ? 2 : 1;
    }
    const char *start = p;
    while (start > line &&
           (ident_char((unsigned char)start[-1]) || start[-1] == '.' || start[-1] == '?'))
        start--;
    /* A member call on something other than a name ("[f][0](x)") is
     * beyond this scan: Node's message falls back to the values. */
    if (*start == '.' || *start == '?') return SCR_UNDEFINED;
    const char *end = call_end(p);
    if (!end) return SCR_UNDEFINED;
    /* The start's column in UTF-16 units: continuation lines lose up to
     * that many leading blanks. */
    size_t column = 0;
    for (const char *q = line; q < start; q++) {
        unsigned char c = (unsigned char)*q;
        if ((c & 0xC0) != 0x80) column += c >= 0xF0 ? 2 : 1;
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_puts(&b, "The expression evaluated to a falsy value:\n\n  ");
    /* Each source byte gives at most three (a newline and its indent). */
    char *code = scr__xmalloc(3 * (size_t)(end - start) + 1);
    size_t o = 0;
    for (const char *q = start; q < end; q++) {
        if (*q == '\r') continue;
        code[o++] = *q;
        if (*q == '\n') {
            size_t k = 0;
            while (k < column && (q[1] == ' ' || q[1] == '\t')) q++, k++;
            code[o++] = ' ';
            code[o++] = ' ';
        }
    }
    code[o] = 0;
    for (size_t k = 0; k < o; k++) {
        unsigned char c = (unsigned char)code[k];
        if (c < 0x20 && c != '\n' && c != '\t' && c != '\r')
            scr__sb_printf(&b, "\\u%04x", c);
        else if (c < 0x80)
            scr__sb_putc(&b, c);
        else {
            size_t k2 = k;
            while (k2 + 1 < o && ((unsigned char)code[k2 + 1] & 0xC0) == 0x80) k2++;
            ScrValue s = scr_string_from_utf8(code + k, k2 - k + 1);
            scr__sb_put_string(&b, s);
            scr_release(s);
            k = k2;
        }
    }
    free(code);
    scr__sb_putc(&b, '\n');
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* assert(value[, message]) and assert.ok. */
NATIVE(assert_ok) {
    UNUSED;
    ScrPos pos = scr__thread.exec.pos;
    if (argc > 0 && scr_to_boolean(argv[0])) return SCR_UNDEFINED;
    ScrValue message = ARG(1);
    bool generated = false;
    ScrValue m;
    if (argc == 0) {
        generated = true;
        m = str("No value argument passed to `assert.ok()`");
    } else if (scr_is_nullish(message)) {
        generated = true;
        m = ok_message(pos);
    } else if (is_error(message)) {
        return scr_throw(message);
    } else {
        m = scr_dup(message);
    }
    ScrValue err = assertion_error_new(ARG(0), SCR_TRUE, "==", m, st.error_proto);
    scr_release(m);
    if (scr_is_exception(err)) return err;
    scr__define_str_take(err, "generatedMessage", scr_bool(generated), SCR_PROP_CWE);
    return throw_at(err, SITE_OK);
}

/* ------------------------------------------------------------------------
 * The comparisons.
 * ---------------------------------------------------------------------- */

enum {
    OP_EQUAL,
    OP_NOT_EQUAL,
    OP_STRICT,
    OP_NOT_STRICT,
    OP_DEEP,
    OP_NOT_DEEP,
    OP_DEEP_STRICT,
    OP_NOT_DEEP_STRICT
};

static const char *const op_names[] = {
    "==",        "!=",           "strictEqual",     "notStrictEqual",
    "deepEqual", "notDeepEqual", "deepStrictEqual", "notDeepStrictEqual"};

/* The eight comparison functions, told apart by their magic. */
NATIVE(assert_compare) {
    UNUSED;
    int op = ((ScrFunction *)scr_obj(fn))->magic;
    if (argc < 2) {
        return scr__node_error_code(
            scr_throw_type_error("The \"actual\" and \"expected\" arguments must be specified"),
            "ERR_MISSING_ARGS");
    }
    ScrValue a = argv[0], e = argv[1];
    int ok;
    switch (op) {
        case OP_EQUAL:
        case OP_NOT_EQUAL: {
            bool both_nan = scr_is_number(a) && scr_is_number(e) && isnan(scr_as_number(a)) &&
                            isnan(scr_as_number(e));
            int eq = scr_loose_eq(a, e);
            if (eq < 0) return SCR_EXCEPTION;
            ok = (eq || both_nan) == (op == OP_EQUAL);
            break;
        }
        case OP_STRICT:
        case OP_NOT_STRICT: ok = scr__same_value(a, e) == (op == OP_STRICT); break;
        default: {
            int eq = scr__deep_equal(a, e, op >= OP_DEEP_STRICT);
            if (eq < 0) return SCR_EXCEPTION;
            ok = eq == (op == OP_DEEP || op == OP_DEEP_STRICT);
            break;
        }
    }
    if (ok) return SCR_UNDEFINED;
    return fail_with(a, e, op_names[op], ARG(2), SITE_INNER_FAIL);
}

/* assert.fail([message]) and the deprecated fail(actual, expected[,
 * message[, operator]]). */
NATIVE(assert_fail) {
    UNUSED;
    ScrValue actual = ARG(0), expected = ARG(1), message = ARG(2), opv = ARG(3);
    bool internal = false;
    ScrValue m;
    char *op = NULL;
    if (scr_is_nullish(actual) && argc <= 1) {
        internal = true;
        m = str("Failed");
        actual = SCR_UNDEFINED;
    } else if (argc == 1) {
        m = scr_dup(actual);
        actual = SCR_UNDEFINED;
    } else {
        static bool warned;
        if (!warned) {
            /* Through process.emitWarning, which prints on a later tick. */
            warned = true;
            ScrValue ew = scr__get_str(scr__thread.realm->process_obj, "emitWarning");
            if (scr_is_exception(ew)) return ew;
            ScrValue args[3] = {
                str("assert.fail() with more than one argument is deprecated. Please use "
                    "assert.strictEqual() instead or only pass a message."),
                str("DeprecationWarning"), str("DEP0094")};
            ScrValue r = scr__call(ew, scr__thread.realm->process_obj, 3, args);
            scr_release(ew);
            for (int i = 0; i < 3; i++) scr_release(args[i]);
            if (scr_is_exception(r)) return r;
            scr_release(r);
        }
        m = scr_dup(message);
        if (argc == 2) {
            op = scr__xmalloc(3);
            memcpy(op, "!=", 3);
        } else if (!scr_is_undefined(opv)) {
            ScrValue s = scr_to_string(opv);
            if (scr_is_exception(s)) {
                scr_release(m);
                return s;
            }
            op = scr__string_to_utf8(s, NULL);
            scr_release(s);
        }
    }
    if (is_error(m)) {
        free(op);
        scr_throw(m);
        scr_release(m);
        return SCR_EXCEPTION;
    }
    ScrValue err = assertion_error_new(actual, expected, op ? op : "fail", m, st.error_proto);
    free(op);
    scr_release(m);
    if (scr_is_exception(err)) return err;
    if (internal) scr__define_str_take(err, "generatedMessage", SCR_TRUE, SCR_PROP_CWE);
    return throw_at(err, SITE_FAIL);
}

/* assert.ifError(value): throws when value is not null or undefined. */
NATIVE(assert_if_error) {
    UNUSED;
    ScrValue err = ARG(0);
    if (scr_is_nullish(err)) return SCR_UNDEFINED;
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_puts(&b, "ifError got unwanted exception: ");
    ScrValue msg = is_object_type(err) ? scr__get_str(err, "message") : SCR_UNDEFINED;
    if (scr_is_exception(msg)) goto fail;
    if (scr_is_string(msg)) {
        if (scr_str(msg)->len == 0) {
            ScrValue c = scr__get_str(err, "constructor");
            if (scr_is_exception(c)) goto fail_msg;
            ScrValue n = scr_to_boolean(c) ? scr__get_str(c, "name") : SCR_UNDEFINED;
            scr_release(c);
            if (scr_is_exception(n)) goto fail_msg;
            ScrValue s = scr_to_string(n);
            scr_release(n);
            if (scr_is_exception(s)) goto fail_msg;
            scr__sb_put_string(&b, s);
            scr_release(s);
        } else {
            scr__sb_put_string(&b, msg);
        }
    } else {
        ScrValue s = scr__inspect(err, NULL);
        if (scr_is_exception(s)) goto fail_msg;
        scr__sb_put_string(&b, s);
        scr_release(s);
    }
    scr_release(msg);
    return fail_text(err, SCR_NULL, "ifError", &b, SITE_IF_ERROR);
fail_msg:
    scr_release(msg);
fail:
    scr__sb_free(&b);
    return SCR_EXCEPTION;
}

/* RegExp.prototype.exec(re, s) !== null: 1, 0 or -1. */
static int regexp_matches(ScrValue re, ScrValue s) {
    ScrValue exec = scr__get_str(re, "exec");
    if (scr_is_exception(exec)) return -1;
    ScrValue r = scr__call(exec, re, 1, &s);
    scr_release(exec);
    if (scr_is_exception(r)) return -1;
    int m = !scr_is_null(r);
    scr_release(r);
    return m;
}

/* assert.match and assert.doesNotMatch (magic 1). */
NATIVE(assert_match) {
    UNUSED;
    bool not = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue s = ARG(0), re = ARG(1), message = ARG(2);
    if (!is_regexp(re)) return scr__throw_arg_type("regexp", "an instance of RegExp", re);
    ScrStrBuf b = SCR_STRBUF_INIT;
    if (!scr_is_string(s)) {
        if (!scr_is_undefined(message))
            return fail_with(s, re, not ? "doesNotMatch" : "match", message, SITE_MATCH);
        char got[256];
        scr__node_received(s, got, sizeof got);
        /* Node writes "type TYPE (inspect)" for every value here. */
        ScrValue ins = scr__inspect(s, NULL);
        if (scr_is_exception(ins)) return ins;
        const char *type = scr_is_undefined(s)                   ? "undefined"
                           : scr_is_null(s) || is_object_type(s) ? "object"
                           : scr__is_callable(s)                 ? "function"
                           : scr_is_bool(s)                      ? "boolean"
                           : scr_is_symbol(s)                    ? "symbol"
                           : scr_is_bigint(s)                    ? "bigint"
                                                                 : "number";
        scr__sb_printf(&b, "The \"string\" argument must be of type string. Received type %s (",
                       type);
        scr__sb_put_string(&b, ins);
        scr__sb_putc(&b, ')');
        scr_release(ins);
        ScrValue m = scr__sb_to_string(&b);
        scr__sb_free(&b);
        ScrValue err =
            assertion_error_new(s, re, not ? "doesNotMatch" : "match", m, st.error_proto);
        scr_release(m);
        if (scr_is_exception(err)) return err;
        scr__define_str_take(err, "generatedMessage", SCR_TRUE, SCR_PROP_CWE);
        return throw_at(err, SITE_MATCH);
    }
    int m = regexp_matches(re, s);
    if (m < 0) return SCR_EXCEPTION;
    if (m != not ) return SCR_UNDEFINED;
    if (!scr_is_undefined(message))
        return fail_with(s, re, not ? "doesNotMatch" : "match", message, SITE_MATCH);
    ScrValue ri = scr__inspect(re, NULL), si = scr_is_exception(ri) ? ri : scr__inspect(s, NULL);
    if (scr_is_exception(si)) {
        if (!scr_is_exception(ri)) scr_release(ri);
        return SCR_EXCEPTION;
    }
    scr__sb_puts(&b, not ? "The input was expected to not match the regular expression "
                         : "The input did not match the regular expression ");
    scr__sb_put_string(&b, ri);
    scr__sb_puts(&b, ". Input:\n\n");
    scr__sb_put_string(&b, si);
    scr__sb_puts(&b, "\n");
    scr_release(ri);
    scr_release(si);
    ScrValue msg = scr__sb_to_string(&b);
    scr__sb_free(&b);
    ScrValue err = assertion_error_new(s, re, not ? "doesNotMatch" : "match", msg, st.error_proto);
    scr_release(msg);
    if (scr_is_exception(err)) return err;
    scr__define_str_take(err, "generatedMessage", SCR_TRUE, SCR_PROP_CWE);
    return throw_at(err, SITE_MATCH);
}

/* ------------------------------------------------------------------------
 * throws, doesNotThrow, rejects, doesNotReject.
 * ---------------------------------------------------------------------- */

enum { K_THROWS, K_DOES_NOT_THROW, K_REJECTS, K_DOES_NOT_REJECT };
static const char *const kind_names[] = {"throws", "doesNotThrow", "rejects", "doesNotReject"};

/* The name property of f as an owned string value (empty when absent). */
static ScrValue name_of(ScrValue f) {
    ScrValue n = scr_is_object(f) ? scr__get_str(f, "name") : SCR_UNDEFINED;
    if (scr_is_exception(n)) return n;
    if (scr_is_string(n)) return n;
    scr_release(n);
    return str("");
}

/* Builds the Comparison object of a failed validation-object check: the
 * listed keys that obj has (a matching RegExp in obj shows actual's string). */
static ScrValue comparison_new(ScrValue obj, ScrValue keys, ScrValue actual) {
    ScrValue c = scr_object_new();
    scr__set_proto(c, st.comparison_proto);
    for (uint32_t i = 0; i < scr_array_length(keys); i++) {
        ScrValue k = scr_array_at(keys, i);
        int has = scr_has(k, obj);
        if (has < 0) goto fail;
        if (!has) continue;
        ScrValue v = scr_get(obj, k);
        if (scr_is_exception(v)) goto fail;
        if (!scr_is_undefined(actual) && is_regexp(v)) {
            ScrValue av = scr_get(actual, k);
            if (scr_is_exception(av)) {
                scr_release(v);
                goto fail;
            }
            int m = scr_is_string(av) ? regexp_matches(v, av) : 0;
            if (m < 0) {
                scr_release(v);
                scr_release(av);
                goto fail;
            }
            if (m) {
                scr_release(v);
                v = av;
            } else {
                scr_release(av);
            }
        }
        scr__define_value_take(c, k, v, SCR_PROP_CWE);
    }
    return c;
fail:
    scr_release(c);
    return SCR_EXCEPTION;
}

/* Sets err's operator to the function's name, as Node does after
 * building it for another operator. */
static void set_operator(ScrValue err, int kind) {
    scr__define_str_take(err, "operator", str(kind_names[kind]), SCR_PROP_CWE);
}

/* Node's expectedException: 0 when `actual` satisfies `expected` (a
 * RegExp, a class, a validation object or function), else -1 with the
 * AssertionError (or a TypeError for bad arguments) pending. */
static int expected_exception(ScrValue actual, ScrValue expected, ScrValue message, int kind) {
    ScrStrBuf b = SCR_STRBUF_INIT;
    bool has_message = scr_to_boolean(message);
    if (!scr__is_callable(expected)) {
        if (is_regexp(expected)) {
            ScrValue s = scr_to_string(actual);
            if (scr_is_exception(s)) return -1;
            int m = regexp_matches(expected, s);
            if (m != 0) {
                scr_release(s);
                return m < 0 ? -1 : 0;
            }
            if (!has_message) {
                ScrValue ri = scr__inspect(expected, NULL);
                ScrValue si = scr_is_exception(ri) ? ri : scr__inspect(s, NULL);
                if (scr_is_exception(si)) {
                    if (!scr_is_exception(ri)) scr_release(ri);
                    scr_release(s);
                    return -1;
                }
                scr__sb_puts(&b, "The input did not match the regular expression ");
                scr__sb_put_string(&b, ri);
                scr__sb_puts(&b, ". Input:\n\n");
                scr__sb_put_string(&b, si);
                scr__sb_puts(&b, "\n");
                scr_release(ri);
                scr_release(si);
            }
            scr_release(s);
            goto throw_error;
        }
        if (!is_object_type(actual)) {
            ScrValue err =
                assertion_error_new(actual, expected, "deepStrictEqual", message, st.error_proto);
            if (scr_is_exception(err)) return -1;
            set_operator(err, kind);
            throw_at(err, SITE_PRIMITIVE);
            return -1;
        }
        /* A validation object: its own keys (and an Error's name and
         * message) must match deeply, or as a RegExp for a string. */
        ScrValue keys = scr__own_keys(expected, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
        if (scr_is_exception(keys)) return -1;
        if (is_error(expected)) {
            scr_array_push_take(keys, str("name"));
            scr_array_push_take(keys, str("message"));
        } else if (scr_array_length(keys) == 0) {
            scr_release(keys);
            ScrValue ins = scr__inspect(expected, NULL);
            if (scr_is_exception(ins)) return -1;
            char *u = scr__string_to_utf8(ins, NULL);
            scr_release(ins);
            scr__node_error_code(
                scr_throw_type_error("The argument 'error' may not be an empty object. Received %s",
                                     u),
                "ERR_INVALID_ARG_VALUE");
            free(u);
            return -1;
        }
        int r = 0;
        for (uint32_t i = 0; r == 0 && i < scr_array_length(keys); i++) {
            ScrValue k = scr_array_at(keys, i);
            ScrValue av = scr_get(actual, k);
            if (scr_is_exception(av)) {
                r = -1;
                break;
            }
            ScrValue ev = scr_get(expected, k);
            if (scr_is_exception(ev)) {
                scr_release(av);
                r = -1;
                break;
            }
            int ok = 0;
            if (scr_is_string(av) && is_regexp(ev)) ok = regexp_matches(ev, av);
            if (ok == 0) {
                int has = scr_has(k, actual);
                ok = has < 0 ? -1 : has ? scr__deep_equal(av, ev, true) : 0;
            }
            scr_release(av);
            scr_release(ev);
            if (ok < 0) {
                r = -1;
            } else if (!ok) {
                r = -1;
                if (has_message) {
                    fail_with(actual, expected, kind_names[kind], message, SITE_COMPARE);
                    break;
                }
                ScrValue ca = comparison_new(actual, keys, SCR_UNDEFINED);
                ScrValue ce = scr_is_exception(ca) ? ca : comparison_new(expected, keys, actual);
                if (scr_is_exception(ce)) {
                    if (!scr_is_exception(ca)) scr_release(ca);
                    break;
                }
                ScrValue err =
                    assertion_error_new(ca, ce, "deepStrictEqual", SCR_UNDEFINED, st.error_proto);
                scr_release(ca);
                scr_release(ce);
                if (scr_is_exception(err)) break;
                scr__define_str_take(err, "actual", scr_dup(actual), SCR_PROP_CWE);
                scr__define_str_take(err, "expected", scr_dup(expected), SCR_PROP_CWE);
                set_operator(err, kind);
                throw_at(err, SITE_COMPARE);
            }
        }
        scr_release(keys);
        return r;
    }
    /* A class: instanceof, when it has a prototype. */
    ScrValue proto = scr__get_str(expected, "prototype");
    if (scr_is_exception(proto)) return -1;
    bool has_proto = !scr_is_undefined(proto);
    scr_release(proto);
    if (has_proto) {
        int inst = scr_instanceof(actual, expected);
        if (inst < 0) return -1;
        if (inst) return 0;
    }
    bool error_class = false;
    for (ScrValue p = scr__get_proto(expected); scr_is_object(p); p = scr__get_proto(p))
        if (p == REALM->error_ctors[SCR_ERR_ERROR]) error_class = true;
    if (expected == REALM->error_ctors[SCR_ERR_ERROR]) error_class = false;
    if (error_class) {
        if (!has_message) {
            ScrValue en = name_of(expected);
            if (scr_is_exception(en)) return -1;
            scr__sb_puts(&b, "The error is expected to be an instance of \"");
            scr__sb_put_string(&b, en);
            scr__sb_puts(&b, "\". Received ");
            if (is_error(actual)) {
                ScrValue c = scr__get_str(actual, "constructor");
                ScrValue an = scr_is_exception(c) ? c : name_of(c);
                if (!scr_is_exception(c)) scr_release(c);
                if (scr_is_exception(an)) {
                    scr_release(en);
                    goto fail;
                }
                if (scr_str(an)->len == 0) {
                    scr_release(an);
                    an = scr__get_str(actual, "name");
                    if (scr_is_exception(an)) {
                        scr_release(en);
                        goto fail;
                    }
                }
                if (scr_is_string(an) && scr__string_equal(an, en)) {
                    scr__sb_puts(&b, "an error with identical name but a different prototype.");
                } else {
                    scr__sb_putc(&b, '"');
                    ScrValue s = scr_to_string(an);
                    if (!scr_is_exception(s)) {
                        scr__sb_put_string(&b, s);
                        scr_release(s);
                    } else {
                        scr_release(scr_exception_take());
                    }
                    scr__sb_putc(&b, '"');
                }
                scr_release(an);
                ScrValue am = scr__get_str(actual, "message");
                if (scr_is_exception(am)) {
                    scr_release(en);
                    goto fail;
                }
                if (scr_to_boolean(am)) {
                    ScrValue s = scr_to_string(am);
                    if (!scr_is_exception(s)) {
                        scr__sb_puts(&b, "\n\nError message:\n\n");
                        scr__sb_put_string(&b, s);
                        scr_release(s);
                    } else {
                        scr_release(scr_exception_take());
                    }
                }
                scr_release(am);
            } else {
                ScrInspectOptions o;
                scr__inspect_default_options(&o);
                o.depth = -1;
                ScrValue s = scr__inspect(actual, &o);
                if (scr_is_exception(s)) {
                    scr_release(en);
                    goto fail;
                }
                scr__sb_putc(&b, '"');
                scr__sb_put_string(&b, s);
                scr__sb_putc(&b, '"');
                scr_release(s);
            }
            scr_release(en);
        }
        goto throw_error;
    }
    /* A validation function must return true. */
    ScrValue thisv = scr_object_new();
    ScrValue res = scr__call(expected, thisv, 1, &actual);
    scr_release(thisv);
    if (scr_is_exception(res)) return -1;
    if (res == SCR_TRUE) return 0;
    if (!has_message) {
        ScrValue en = name_of(expected);
        ScrValue ri = scr_is_exception(en) ? en : scr__inspect(res, NULL);
        if (scr_is_exception(ri)) {
            if (!scr_is_exception(en)) scr_release(en);
            scr_release(res);
            goto fail;
        }
        scr__sb_puts(&b, "The ");
        if (scr_str(en)->len) {
            scr__sb_putc(&b, '"');
            scr__sb_put_string(&b, en);
            scr__sb_puts(&b, "\" ");
        }
        scr__sb_puts(&b, "validation function is expected to return \"true\". Received ");
        scr__sb_put_string(&b, ri);
        scr_release(en);
        scr_release(ri);
        if (is_error(actual)) {
            ScrValue s = scr_to_string(actual);
            if (scr_is_exception(s)) {
                scr_release(res);
                goto fail;
            }
            scr__sb_puts(&b, "\n\nCaught error:\n\n");
            scr__sb_put_string(&b, s);
            scr_release(s);
        }
    }
    scr_release(res);
throw_error : {
    ScrValue m = has_message ? scr_dup(message) : scr__sb_to_string(&b);
    scr__sb_free(&b);
    ScrValue err = assertion_error_new(actual, expected, kind_names[kind], m, st.error_proto);
    scr_release(m);
    if (scr_is_exception(err)) return -1;
    scr__define_str_take(err, "generatedMessage", scr_bool(!has_message), SCR_PROP_CWE);
    throw_at(err, SITE_EXPECTED);
    return -1;
}
fail:
    scr__sb_free(&b);
    return -1;
}

/* Node's hasMatchingError for doesNotThrow: 1, 0 or -1. */
static int has_matching_error(ScrValue actual, ScrValue expected) {
    if (!scr__is_callable(expected)) {
        if (is_regexp(expected)) {
            ScrValue s = scr_to_string(actual);
            if (scr_is_exception(s)) return -1;
            int m = regexp_matches(expected, s);
            scr_release(s);
            return m;
        }
        scr__throw_arg_type("expected", "of type function or an instance of RegExp", expected);
        return -1;
    }
    ScrValue proto = scr__get_str(expected, "prototype");
    if (scr_is_exception(proto)) return -1;
    bool has_proto = !scr_is_undefined(proto);
    scr_release(proto);
    if (has_proto) {
        int inst = scr_instanceof(actual, expected);
        if (inst != 0) return inst;
    }
    for (ScrValue p = scr__get_proto(expected); scr_is_object(p); p = scr__get_proto(p))
        if (p == REALM->error_ctors[SCR_ERR_ERROR]) return 0;
    ScrValue thisv = scr_object_new();
    ScrValue r = scr__call(expected, thisv, 1, &actual);
    scr_release(thisv);
    if (scr_is_exception(r)) return -1;
    int m = r == SCR_TRUE;
    scr_release(r);
    return m;
}

/* What fn threw (or a rejection's reason): `thrown` says whether there
 * was one. The checks of throws/rejects (expectsError) and
 * doesNotThrow/doesNotReject (expectsNoError). Returns 0, or -1 with the
 * error pending. nargs counts the arguments after fn. */
static int check_outcome(int kind, bool thrown, ScrValue actual, ScrValue error, ScrValue message,
                         int nargs) {
    bool expect_throw = kind == K_THROWS || kind == K_REJECTS;
    const char *what = kind >= K_REJECTS ? "rejection" : "exception";
    if (expect_throw) {
        if (scr_is_string(error)) {
            if (nargs >= 2) {
                scr__throw_arg_type(
                    "error", "of type function or an instance of Error, RegExp, or Object", error);
                return -1;
            }
            if (thrown) {
                ScrValue am =
                    is_object_type(actual) ? scr__get_str(actual, "message") : scr_dup(actual);
                if (scr_is_exception(am)) return -1;
                bool same = scr_is_string(am) && scr__string_equal(am, error);
                scr_release(am);
                if (same) {
                    char *u = scr__string_to_utf8(error, NULL);
                    scr__node_error_code(
                        scr_throw_type_error(
                            is_object_type(actual)
                                ? "The \"error/message\" argument is ambiguous. The error message "
                                  "\"%s\" is identical to the message."
                                : "The \"error/message\" argument is ambiguous. The error \"%s\" "
                                  "is identical to the message.",
                            u),
                        "ERR_AMBIGUOUS_ARGUMENT");
                    free(u);
                    return -1;
                }
            }
            message = error;
            error = SCR_UNDEFINED;
        } else if (!scr_is_nullish(error) && !scr_is_object(error)) {
            scr__throw_arg_type(
                "error", "of type function or an instance of Error, RegExp, or Object", error);
            return -1;
        }
        if (!thrown) {
            ScrStrBuf b = SCR_STRBUF_INIT;
            scr__sb_printf(&b, "Missing expected %s", what);
            if (scr_to_boolean(error)) {
                ScrValue n = scr__get_str(error, "name");
                if (scr_is_exception(n)) {
                    scr__sb_free(&b);
                    return -1;
                }
                if (scr_to_boolean(n)) {
                    ScrValue s = scr_to_string(n);
                    if (scr_is_exception(s)) {
                        scr_release(n);
                        scr__sb_free(&b);
                        return -1;
                    }
                    scr__sb_puts(&b, " (");
                    scr__sb_put_string(&b, s);
                    scr__sb_putc(&b, ')');
                    scr_release(s);
                }
                scr_release(n);
            }
            if (scr_to_boolean(message)) {
                ScrValue s = scr_to_string(message);
                if (scr_is_exception(s)) {
                    scr__sb_free(&b);
                    return -1;
                }
                scr__sb_puts(&b, ": ");
                scr__sb_put_string(&b, s);
                scr_release(s);
            } else {
                scr__sb_putc(&b, '.');
            }
            fail_text(SCR_UNDEFINED, error, kind_names[kind], &b, SITE_INNER_FAIL);
            return -1;
        }
        if (!scr_to_boolean(error)) return 0;
        return expected_exception(actual, error, message, kind);
    }
    if (!thrown) return 0;
    if (scr_is_string(error)) {
        message = error;
        error = SCR_UNDEFINED;
    }
    int m = 1;
    if (scr_to_boolean(error)) m = has_matching_error(actual, error);
    if (m < 0) return -1;
    if (!m) {
        scr_throw(actual);
        return -1;
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_printf(&b, "Got unwanted %s", what);
    if (scr_to_boolean(message)) {
        ScrValue s = scr_to_string(message);
        if (scr_is_exception(s)) {
            scr__sb_free(&b);
            return -1;
        }
        scr__sb_puts(&b, ": ");
        scr__sb_put_string(&b, s);
        scr_release(s);
    } else {
        scr__sb_putc(&b, '.');
    }
    scr__sb_puts(&b, "\nActual message: \"");
    ScrValue am = scr_is_nullish(actual) ? SCR_UNDEFINED : scr_get(actual, SCR_ATOM("message"));
    if (scr_is_exception(am)) {
        scr__sb_free(&b);
        return -1;
    }
    ScrValue s = scr_is_symbol(am) ? str("Symbol()") : scr_to_string(am);
    scr_release(am);
    if (scr_is_exception(s)) {
        scr__sb_free(&b);
        return -1;
    }
    scr__sb_put_string(&b, s);
    scr_release(s);
    scr__sb_putc(&b, '"');
    fail_text(actual, error, kind_names[kind], &b, SITE_INNER_FAIL);
    return -1;
}

/* assert.throws(fn[, error][, message]) and doesNotThrow (magic 1). */
NATIVE(assert_throws) {
    UNUSED;
    int kind = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue f = ARG(0);
    if (!scr__is_callable(f)) return scr__throw_arg_type("fn", "of type function", f);
    ScrValue r = scr__call(f, SCR_UNDEFINED, 0, NULL);
    bool thrown = scr_is_exception(r);
    ScrValue actual = thrown ? scr_exception_take() : SCR_UNDEFINED;
    if (!thrown) scr_release(r);
    int rc = check_outcome(kind, thrown, actual, ARG(1), ARG(2), argc > 1 ? argc - 1 : 0);
    scr_release(actual);
    return rc < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
}

/* The state of one rejects/doesNotReject call while its promise settles. */
typedef struct PendingCheck {
    int kind;
    int nargs;
    ScrValue result;  /* owned: the promise rejects() returned */
    ScrValue error;   /* owned */
    ScrValue message; /* owned */
} PendingCheck;

static void pending_settled(void *data, ScrValue value, int how) {
    PendingCheck *pc = data;
    if (how != SCR_SETTLE_DISCARDED) {
        bool thrown = how == SCR_SETTLE_REJECTED;
        int rc = check_outcome(pc->kind, thrown, thrown ? value : SCR_UNDEFINED, pc->error,
                               pc->message, pc->nargs);
        if (rc < 0) {
            ScrValue e = scr_exception_take();
            scr__promise_reject(pc->result, e);
            scr_release(e);
        } else {
            scr__promise_resolve(pc->result, SCR_UNDEFINED);
        }
    }
    scr_release(pc->result);
    scr_release(pc->error);
    scr_release(pc->message);
    free(pc);
}

/* A thenable: a native promise, or an object with then and catch methods. */
static int is_promise_like(ScrValue v) {
    if (scr__is_promise(v)) return 1;
    if (!scr_is_object(v)) return 0;
    static const char *const m[2] = {"then", "catch"};
    for (int i = 0; i < 2; i++) {
        ScrValue f = scr__get_str(v, m[i]);
        if (scr_is_exception(f)) return -1;
        bool c = scr__is_callable(f);
        scr_release(f);
        if (!c) return 0;
    }
    return 1;
}

/* assert.rejects(promiseFn[, error][, message]) and doesNotReject (magic
 * 3): a promise that settles once the input promise has. */
NATIVE(assert_rejects) {
    UNUSED;
    int kind = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue result = scr__promise_new();
    ScrValue input = ARG(0), p = SCR_UNDEFINED;
    if (scr__is_callable(input)) {
        p = scr__call(input, SCR_UNDEFINED, 0, NULL);
        if (scr_is_exception(p)) goto reject;
        int ok = is_promise_like(p);
        if (ok < 0) goto reject_p;
        if (!ok) {
            char got[256];
            scr__node_received(p, got, sizeof got);
            scr__node_error_code(
                scr_throw_type_error("Expected instance of Promise to be returned from the "
                                     "\"promiseFn\" function but got %s.",
                                     got),
                "ERR_INVALID_RETURN_VALUE");
            goto reject_p;
        }
    } else {
        int ok = is_promise_like(input);
        if (ok < 0) goto reject;
        if (!ok) {
            scr__throw_arg_type("promiseFn", "of type function or an instance of Promise", input);
            goto reject;
        }
        p = scr_dup(input);
    }
    ScrValue native = scr__promise_resolve_value(p);
    scr_release(p);
    if (scr_is_exception(native)) goto reject;
    PendingCheck *pc = scr__xmalloc(sizeof *pc);
    *pc = (PendingCheck){kind, argc > 1 ? argc - 1 : 0, scr_dup(result), scr_dup(ARG(1)),
                         scr_dup(ARG(2))};
    scr__promise_then_native(native, pending_settled, pc);
    scr_release(native);
    return result;
reject_p:
    scr_release(p);
reject : {
    ScrValue e = scr_exception_take();
    scr__promise_reject(result, e);
    scr_release(e);
    return result;
}
}

/* ------------------------------------------------------------------------
 * The module objects.
 * ---------------------------------------------------------------------- */

/* Defines the assertion functions on the assert function, in Node's order. */
static void define_functions(ScrValue target, ScrValue error_ctor, ScrValue data) {
    static const struct {
        const char *name;
        ScrCode fn;
        int length, magic;
    } fns[] = {
        {"fail", assert_fail, 5, 0},
        {"ok", assert_ok, 0, 0},
        {"equal", assert_compare, 3, OP_EQUAL},
        {"notEqual", assert_compare, 3, OP_NOT_EQUAL},
        {"deepEqual", assert_compare, 3, OP_DEEP},
        {"notDeepEqual", assert_compare, 3, OP_NOT_DEEP},
        {"deepStrictEqual", assert_compare, 3, OP_DEEP_STRICT},
        {"notDeepStrictEqual", assert_compare, 3, OP_NOT_DEEP_STRICT},
        {"strictEqual", assert_compare, 3, OP_STRICT},
        {"notStrictEqual", assert_compare, 3, OP_NOT_STRICT},
        {"throws", assert_throws, 1, K_THROWS},
        {"rejects", assert_rejects, 1, K_REJECTS},
        {"doesNotThrow", assert_throws, 1, K_DOES_NOT_THROW},
        {"doesNotReject", assert_rejects, 1, K_DOES_NOT_REJECT},
        {"ifError", assert_if_error, 1, 0},
        {"match", assert_match, 3, 0},
        {"doesNotMatch", assert_match, 3, 1},
    };
    for (size_t i = 0; i < sizeof fns / sizeof *fns; i++) {
        if (i == 1)
            scr__define_str_take(target, "AssertionError", scr_dup(error_ctor), SCR_PROP_CWE);
        scr__define_str_take(
            target, fns[i].name,
            scr__native_new_ex(fns[i].fn, fns[i].name, fns[i].length, fns[i].magic, data),
            SCR_PROP_CWE);
    }
}

/* assert.strict: Object.assign(strict, assert, { equal: assert.strictEqual,
 * deepEqual: assert.deepStrictEqual, notEqual: ..., notDeepEqual: ... }),
 * so both share their functions. */
static void define_strict(ScrValue strict, ScrValue a) {
    ScrValue keys = scr__own_keys(a, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
    for (uint32_t i = 0; i < scr_array_length(keys); i++) {
        ScrValue k = scr_array_at(keys, i);
        scr__define_value_take(strict, k, scr_get(a, k), SCR_PROP_CWE);
    }
    scr_release(keys);
    static const char *const alias[4][2] = {{"equal", "strictEqual"},
                                            {"deepEqual", "deepStrictEqual"},
                                            {"notEqual", "notStrictEqual"},
                                            {"notDeepEqual", "notDeepStrictEqual"}};
    for (int i = 0; i < 4; i++)
        scr__define_str_take(strict, alias[i][0], scr__get_str(a, alias[i][1]), SCR_PROP_CWE);
}

NATIVE(comparison_ctor) {
    UNUSED;
    return scr_throw_type_error("Illegal constructor");
}

ScrValue scr__assert_module_new(void) {
    ScrValue proto = scr_object_new();
    scr__set_proto(proto, REALM->error_protos[SCR_ERR_ERROR]);
    ScrValue ctor = scr__native_ctor_new(assertion_error_ctor, "AssertionError", 1, proto);
    scr__set_proto(ctor, REALM->error_ctors[SCR_ERR_ERROR]);
    scr__define_native(proto, "toString", assertion_error_to_string, 0);
    ScrValue cproto = scr_object_new();
    scr_release(scr__native_ctor_new(comparison_ctor, "Comparison", 0, cproto));
    /* Both prototypes live as long as the module: AssertionError's through
     * the constructor on it, Comparison's as the data of every function. */
    st.error_proto = proto;
    st.comparison_proto = cproto;
    ScrValue a = scr__native_new_ex(assert_ok, "ok", 0, 0, cproto);
    define_functions(a, ctor, cproto);
    ScrValue s = scr__native_new_ex(assert_ok, "strict", 0, 0, cproto);
    define_strict(s, a);
    scr__define_str_take(s, "strict", scr_dup(s), SCR_PROP_CWE);
    scr__define_str_take(a, "strict", s, SCR_PROP_CWE);
    scr_release(ctor);
    scr_release(proto);
    scr_release(cproto);
    return a;
}

/* node:assert/strict is node:assert's `strict`, the same object. */
ScrValue scr__assert_strict_module_new(void) { return scr_builtin_import("node:assert", "strict"); }
