/* error.c - the pending exception, Error objects (creation position, the
 * lazily completed `stack` string built from the ScrFrame chain), the Error
 * constructors and prototypes, and the scr_throw_* helpers with Node's
 * message texts. */
#include "core/error.h"
#include "base/base.h"
#include "core/native.h"

#include "core/str.h"
#include "core/function.h"
#include "core/ops.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const ScrProgram *scr__program;

/* ------------------------------------------------------------------------
 * The pending exception (scr__thread.exc).
 * ---------------------------------------------------------------------- */

ScrValue scr_throw_take(ScrValue v) {
    /* SCR_EXCEPTION says "a value is pending"; it is never itself thrown. */
    SCR_ASSERT(!scr_is_exception(v));
    if (v != scr__thread.exc.first_value) {
        scr__thread.exc.first_value = v;
        scr__thread.exc.first_pos = scr__thread.exec.pos;
    }
    if (scr__thread.exc.pending) scr_release(scr__thread.exc.value);
    scr__thread.exc.value = v;
    scr__thread.exc.pending = true;
    return SCR_EXCEPTION;
}

ScrValue scr_throw(ScrValue v) { return scr_throw_take(scr_dup(v)); }

ScrValue scr_exception_take(void) {
    /* Catch and finally clauses take the exception after a call returned
     * SCR_EXCEPTION, which leaves one pending. */
    SCR_ASSERT(scr__thread.exc.pending);
    ScrValue v = scr__thread.exc.value;
    scr__thread.exc.value = SCR_UNDEFINED;
    scr__thread.exc.pending = false;
    return v;
}

bool scr__has_exception(void) { return scr__thread.exc.pending; }

/* ------------------------------------------------------------------------
 * Stack strings.
 * ---------------------------------------------------------------------- */

static const char *source_url(uint32_t file) {
    if (scr__program && file < (uint32_t)scr__program->nsources)
        return scr__program->sources[file].url;
    return "<anonymous>";
}

/* Appends "\n    at name (url:line:col)" lines for at most `limit` frames
 * from `top`, the innermost at position `pos`. */
static void append_frames(ScrStrBuf *b, ScrFrame *top, ScrPos pos, int limit) {
    for (ScrFrame *fr = top; fr && limit > 0; fr = fr->prev, limit--) {
        if (fr->name && fr->name[0])
            scr__sb_printf(b, "\n    at %s (%s:%u:%u)", fr->name, source_url(pos.file), pos.line,
                           pos.col);
        else
            scr__sb_printf(b, "\n    at %s:%u:%u", source_url(pos.file), pos.line, pos.col);
        pos = fr->call_pos;
    }
}

/* The header "Name: message" from the error's current own/inherited data
 * properties, without running getters (it is computed while a property is
 * being looked up). */
static ScrValue data_prop(ScrValue obj, ScrValue key) {
    for (ScrValue cur = obj; scr_is_object(cur); cur = scr_obj(cur)->proto) {
        ScrPropDesc d;
        if (scr__get_own_property(cur, key, &d) == 1) {
            if (d.flags & SCR_PROP_ACCESSOR) {
                scr__desc_release(&d);
                return SCR_UNDEFINED;
            }
            return d.value;
        }
    }
    return SCR_UNDEFINED;
}

/* obj's stack: the header its name and message make, then `frames_v` (a
 * string of frame lines, or anything else for none). Owned. */
static ScrValue stack_with_header(ScrValue obj, ScrValue frames_v) {
    ScrValue name = data_prop(obj, SCR_ATOM("name"));
    ScrValue msg = data_prop(obj, SCR_ATOM("message"));
    char *n = scr_is_string(name) ? scr__string_to_utf8(name, NULL) : NULL;
    char *m = scr_is_string(msg) ? scr__string_to_utf8(msg, NULL) : NULL;
    char *frames = scr_is_string(frames_v) ? scr__string_to_utf8(frames_v, NULL) : NULL;
    const char *nn = n ? n : "Error";
    size_t len = strlen(nn) + (m ? strlen(m) : 0) + (frames ? strlen(frames) : 0) + 8;
    char *buf = scr__xmalloc(len);
    if (m && *m && *nn)
        snprintf(buf, len, "%s: %s%s", nn, m, frames ? frames : "");
    else
        snprintf(buf, len, "%s%s", *nn ? nn : (m ? m : ""), frames ? frames : "");
    ScrValue s = scr_string_from_utf8(buf, strlen(buf));
    free(buf);
    free(n);
    free(m);
    free(frames);
    scr_release(name);
    scr_release(msg);
    return s;
}

/* ------------------------------------------------------------------------
 * Error.prepareStackTrace and its call sites.
 * ---------------------------------------------------------------------- */

/* A CallSite's fields: the array in its private slot (realm->callsite_slot). */
enum { SITE_NAME, SITE_URL, SITE_LINE, SITE_COL, SITE_TEXT };

/* The methods of CallSite.prototype scr can answer, in V8's order; the
 * magic of each is its index. */
static const char *const site_methods[] = {
    "getColumnNumber", "getEvalOrigin", "getFileName",   "getFunctionName",
    "getLineNumber",   "getPromiseIndex", "getScriptNameOrSourceURL", "isAsync",
    "isConstructor",   "isEval",          "isNative",    "isPromiseAll",
    "toString"};
enum {
    M_COLUMN, M_EVAL_ORIGIN, M_FILE, M_FUNCTION_NAME, M_LINE, M_PROMISE_INDEX, M_SCRIPT,
    M_IS_ASYNC, M_IS_CONSTRUCTOR, M_IS_EVAL, M_IS_NATIVE, M_IS_PROMISE_ALL, M_TO_STRING
};

NATIVE(callsite_method) {
    (void)argc, (void)argv, (void)nt;
    int m = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue slot = scr__thread.realm->callsite_slot;
    int has = scr_is_object(this_val) ? scr_private_has(this_val, slot) : 0;
    if (has < 0) return SCR_EXCEPTION;
    if (!has)
        return scr_throw_type_error("CallSite method %s expects CallSite as receiver",
                                    site_methods[m]);
    ScrValue data = scr_private_get(this_val, slot);
    if (scr_is_exception(data)) return data;
    ScrValue r;
    switch (m) {
    case M_COLUMN: r = scr__get_index(data, SITE_COL); break;
    case M_FILE:
    case M_SCRIPT: r = scr__get_index(data, SITE_URL); break;
    case M_FUNCTION_NAME: r = scr__get_index(data, SITE_NAME); break;
    case M_LINE: r = scr__get_index(data, SITE_LINE); break;
    case M_TO_STRING: r = scr__get_index(data, SITE_TEXT); break;
    case M_PROMISE_INDEX: r = SCR_NULL; break;
    case M_EVAL_ORIGIN: r = SCR_UNDEFINED; break;
    default: r = SCR_FALSE; break;
    }
    scr_release(data);
    return r;
}

NATIVE(callsite_ctor) {
    UNUSED;
    ScrValue m = scr_string_from_utf8("Not supported", 13);
    ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
    scr_release(m);
    return scr_throw_take(e); /* V8's plain Error */
}

/* CallSite.prototype, made on first use with the private name its
 * objects keep their fields under. */
static ScrValue callsite_proto(void) {
    ScrRealm *R = scr__thread.realm;
    if (scr_is_object(R->callsite_proto)) return R->callsite_proto;
    R->callsite_slot = scr_private_name_new("#callsite");
    R->callsite_proto = scr_object_new();
    scr_release(scr__native_ctor_new(callsite_ctor, "CallSite", 0, R->callsite_proto));
    for (size_t i = 0; i < SCR_COUNTOF(site_methods); i++)
        scr__define_method(R->callsite_proto, site_methods[i], callsite_method, 0, (int)i,
                           SCR_PROP_CW, SCR_UNDEFINED);
    return R->callsite_proto;
}

/* One CallSite from the text of a frame line after "at ": "name
 * (url:line:col)" or "url:line:col". Owned, or SCR_EXCEPTION. */
static ScrValue call_site(const char *line, size_t len) {
    const char *loc = line, *loc_end = line + len;
    ScrValue name = SCR_NULL;
    if (len > 0 && line[len - 1] == ')') {
        for (const char *p = line + len - 1; p > line; p--) {
            if (p[-1] == ' ' && p[0] == '(') {
                name = scr_string_from_utf8(line, (size_t)(p - 1 - line));
                loc = p + 1;
                loc_end = line + len - 1;
                break;
            }
        }
    }
    /* The url, then the line and the column after its last two colons. */
    const char *c2 = loc_end, *c1;
    while (c2 > loc && c2[-1] != ':') c2--;
    c1 = c2 > loc ? c2 - 1 : loc;
    while (c1 > loc && c1[-1] != ':') c1--;
    size_t url_len = c1 > loc ? (size_t)(c1 - 1 - loc) : 0;
    ScrValue data = scr_array_new(5);
    scr_array_push_take(data, name);
    scr_array_push_take(data, scr_string_from_utf8(loc, url_len));
    scr_array_push_take(data, scr_number(strtoul(c1, NULL, 10)));
    scr_array_push_take(data, scr_number(strtoul(c2, NULL, 10)));
    scr_array_push_take(data, scr_string_from_utf8(line, len));
    ScrValue site = scr_object_new_proto(callsite_proto());
    int r = scr_private_define(site, scr__thread.realm->callsite_slot, data);
    scr_release(data);
    if (r < 0) {
        scr_release(site);
        return SCR_EXCEPTION;
    }
    return site;
}

/* The call sites of frame lines as append_frames writes them (a string;
 * anything else has none): an array of CallSite objects, owned, or
 * SCR_EXCEPTION. */
static ScrValue call_sites(ScrValue frames_v) {
    static const char at[] = "\n    at ";
    ScrValue arr = scr_array_new(0);
    char *text = scr_is_string(frames_v) ? scr__string_to_utf8(frames_v, NULL) : NULL;
    for (char *line = text ? strstr(text, at) : NULL; line;) {
        line += sizeof at - 1;
        char *end = strstr(line, at);
        ScrValue site = call_site(line, end ? (size_t)(end - line) : strlen(line));
        if (scr_is_exception(site)) {
            scr_release(arr);
            arr = SCR_EXCEPTION;
            break;
        }
        scr_array_push_take(arr, site);
        line = end;
    }
    free(text);
    return arr;
}

/* Node's Error.prepareStackTrace (ErrorPrepareStackTrace), its default
 * formatting: the error as Error.prototype.toString makes it, then
 * "\n    at " before each call site's string. */
NATIVE(error_to_string);
NATIVE(error_prepare_stack_trace) {
    (void)this_val, (void)nt;
    ScrValue header = error_to_string(fn, ARG(0), 0, NULL, SCR_UNDEFINED);
    if (scr_is_exception(header)) return header;
    ScrValue trace = ARG(1);
    double n = 0;
    if (scr_is_object(trace)) {
        ScrValue len = scr__get_str(trace, "length");
        int r = scr_is_exception(len) ? -1 : scr_to_number(len, &n);
        if (!scr_is_exception(len)) scr_release(len);
        if (r < 0) {
            scr_release(header);
            return SCR_EXCEPTION;
        }
    } else {
        n = 1; /* Node joins the frames of anything but an empty array */
    }
    if (n == 0) return header;
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_put_string(&b, header);
    scr_release(header);
    for (uint32_t i = 0; scr_is_object(trace) && i < n; i++) {
        scr__sb_puts(&b, "\n    at ");
        ScrValue site = scr__get_index(trace, i);
        ScrValue s = scr_is_exception(site) ? site
                     : scr_is_nullish(site) ? SCR_UNDEFINED /* join's empty string */
                                            : scr_to_string(site);
        if (!scr_is_exception(site)) scr_release(site);
        if (scr_is_exception(s)) {
            scr__sb_free(&b);
            return SCR_EXCEPTION;
        }
        if (scr_is_string(s)) scr__sb_put_string(&b, s);
        scr_release(s);
    }
    if (!scr_is_object(trace)) scr__sb_puts(&b, "\n    at ");
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* Set while a user's Error.prepareStackTrace runs: a stack made meanwhile
 * (its own errors') takes the default form, as in V8. */
static bool formatting_stack;

/* Error.prepareStackTrace when it is a function other than Node's default
 * (read as a data property, as V8 does); owned, or undefined. */
static ScrValue user_prepare(void) {
    ScrValue ctor = scr__thread.realm->error_ctors[SCR_ERR_ERROR];
    if (formatting_stack || scr__thread.exc.pending || !scr_is_object(ctor)) return SCR_UNDEFINED;
    ScrValue f = data_prop(ctor, SCR_ATOM("prepareStackTrace"));
    if (scr__is_callable(f) && !(scr__class_of(f) == SCR_CLASS_FUNCTION &&
                                 ((ScrFunction *)scr_obj(f))->code == error_prepare_stack_trace))
        return f;
    scr_release(f);
    return SCR_UNDEFINED;
}

/* obj's stack from its frame lines: what a user's Error.prepareStackTrace
 * returns for obj and the call sites, else the header and the lines.
 * Owned, or SCR_EXCEPTION when the user's function threw. */
static ScrValue format_stack(ScrValue obj, ScrValue frames_v) {
    ScrValue prep = user_prepare();
    if (scr_is_undefined(prep)) return stack_with_header(obj, frames_v);
    ScrValue sites = call_sites(frames_v);
    ScrValue r = sites;
    if (!scr_is_exception(sites)) {
        ScrValue args[2] = {obj, sites};
        formatting_stack = true;
        r = scr_call(prep, scr__thread.realm->error_ctors[SCR_ERR_ERROR], 2, args, NULL);
        formatting_stack = false;
        scr_release(sites);
    }
    scr_release(prep);
    return r;
}

/* An error's `stack` is read for the first time: the frame lines it holds
 * become the whole stack. This runs inside a property lookup, which cannot
 * throw: when a user's Error.prepareStackTrace throws, the stack takes the
 * default form. The function may change the error, so its slot is looked
 * up again after. */
void scr__error_complete_stack(ScrError *e) {
    e->stack_pending = 0;
    ScrValue err = scr_from_cell(e);
    ScrObject *o = scr_obj(err);
    uint32_t i;
    if (!scr__own_data_slot(err, SCR_ATOM("stack"), &i)) return;
    ScrValue frames = scr_dup(o->slots[i]);
    ScrValue s = format_stack(err, frames);
    if (scr_is_exception(s)) {
        scr_release(scr_exception_take());
        s = stack_with_header(err, frames);
    }
    scr_release(frames);
    if (scr__own_data_slot(err, SCR_ATOM("stack"), &i)) {
        ScrValue old = o->slots[i];
        o->slots[i] = s;
        scr_release(old);
    } else {
        scr_release(s);
    }
}

/* ------------------------------------------------------------------------
 * Error objects.
 * ---------------------------------------------------------------------- */

/* Error.stackTraceLimit when a stack is captured, read as V8 reads it (a
 * data property; no getter runs): how many frames to keep (NaN and
 * negatives keep none, Infinity all), or -1 when it is not a number, which
 * captures no stack at all (`stack` is undefined). */
static int stack_trace_limit(void) {
    ScrValue ctor = scr__thread.realm->error_ctors[SCR_ERR_ERROR];
    if (!scr_is_object(ctor)) return 10;
    ScrValue v = data_prop(ctor, SCR_ATOM("stackTraceLimit"));
    if (!scr_is_number(v)) {
        scr_release(v);
        return -1;
    }
    double d = scr_as_number(v);
    if (!(d >= 0)) return 0;
    return d >= INT_MAX ? INT_MAX : (int)d;
}

/* The running code's frame lines, at most `limit` (a string, owned), and
 * its position into *pos. When `skip_to` is a function running in some
 * frame (the new.target of `new Sub()` reaching Error through super(), or
 * captureStackTrace's constructorOpt), the frames down to and including
 * its innermost one are left out, as V8 does: the position is then where
 * it was called. */
static ScrValue current_frames(ScrValue skip_to, int limit, ScrPos *pos) {
    ScrFrame *top = scr__thread.exec.frame_top;
    *pos = scr__thread.exec.pos;
    if (scr_is_object(skip_to)) {
        for (ScrFrame *fr = top; fr; fr = fr->prev) {
            if (fr->func == skip_to) {
                top = fr->prev;
                *pos = fr->call_pos;
                break;
            }
        }
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    append_frames(&b, top, *pos, limit);
    ScrValue s = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return s;
}

/* A new error object, its frames from current_frames. */
static ScrValue error_alloc(ScrValue proto, ScrValue skip_to) {
    ScrValue v = scr__object_alloc(sizeof(ScrError), SCR_CLASS_ERROR, proto);
    ScrError *e = (ScrError *)scr_obj(v);
    ScrPos pos;
    int limit = stack_trace_limit();
    ScrValue frames = current_frames(skip_to, limit < 0 ? 0 : limit, &pos);
    e->pos = pos;
    e->has_pos = pos.line != 0;
    if (limit < 0) {
        scr_release(frames);
        frames = SCR_UNDEFINED;
    }
    scr__define_str_take(v, "stack", frames, SCR_PROP_CW);
    e->stack_pending = limit >= 0;
    return v;
}

/* Error.captureStackTrace(target, constructorOpt): an own `stack` on
 * target (writable, configurable, not enumerable) with the header its
 * name and message make and the frames of the running code, from the
 * caller of constructorOpt when it is running. An error's header is
 * made when `stack` is first read, as for any error; another object's
 * stack is made now (a user's Error.prepareStackTrace runs now). */
NATIVE(error_capture_stack_trace) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue target = ARG(0);
    if (!scr_is_object(target)) return scr_throw_type_error("invalid_argument");
    ScrPos pos;
    int limit = stack_trace_limit();
    ScrValue fv = current_frames(ARG(1), limit < 0 ? 0 : limit, &pos);
    bool is_error = scr__class_of(target) == SCR_CLASS_ERROR;
    ScrValue stack = limit < 0 ? SCR_UNDEFINED : is_error ? scr_dup(fv) : format_stack(target, fv);
    scr_release(fv);
    if (scr_is_exception(stack)) return stack;
    ScrPropDesc d = {SCR_PROP_CW, stack, SCR_UNDEFINED, SCR_UNDEFINED};
    int has = SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE | SCR_DESC_HAS_ENUMERABLE |
              SCR_DESC_HAS_CONFIGURABLE;
    int r = scr__define_own_property_ex(target, SCR_ATOM("stack"), &d, has, true);
    if (r > 0 && is_error) ((ScrError *)scr_obj(target))->stack_pending = limit >= 0;
    scr_release(stack);
    return r < 0 ? SCR_EXCEPTION : SCR_UNDEFINED;
}

ScrValue scr__error_new(int kind, ScrValue message) {
    ScrValue v = error_alloc(scr__thread.realm->error_protos[kind], SCR_UNDEFINED);
    if (!scr_is_undefined(message)) scr__define_str_take(v, "message", scr_dup(message), SCR_PROP_CW);
    return v;
}

ScrValue scr__throw_with_parts(int kind, int n, ScrValue *parts) {
    ScrValue msg = scr_concat(n, parts, 0);
    if (scr_is_exception(msg)) return msg;
    ScrValue e = scr__error_new(kind, msg);
    scr_release(msg);
    return scr_throw_take(e);
}

ScrValue scr__throw_with_string(int kind, const char *before, ScrValue s, const char *after) {
    ScrValue parts[3] = {scr_string_from_utf8(before, strlen(before)), s,
                         scr_string_from_utf8(after, strlen(after))};
    ScrValue r = scr__throw_with_parts(kind, 3, parts);
    scr_release(parts[0]);
    scr_release(parts[2]);
    return r;
}

const ScrPos *scr__error_pos(ScrValue err) {
    if (!scr__is_error(err)) return NULL;
    ScrError *e = (ScrError *)scr_obj(err);
    return e->has_pos ? &e->pos : NULL;
}

void scr__error_set_internal_site(ScrValue err, const char *site) {
    if (scr__is_error(err)) ((ScrError *)scr_obj(err))->internal_site = site;
}

const char *scr__error_internal_site(ScrValue err) {
    return scr__is_error(err) ? ((ScrError *)scr_obj(err))->internal_site : NULL;
}

static ScrValue throw_fmt(int kind, const char *fmt, va_list ap) {
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    ScrValue m = scr_string_from_utf8(buf, strlen(buf));
    ScrValue e = scr__error_new(kind, m);
    scr_release(m);
    return scr_throw_take(e);
}

#define DEFINE_THROW(fn, kind)                          \
    ScrValue fn(const char *fmt, ...) {                 \
        va_list ap;                                     \
        va_start(ap, fmt);                              \
        ScrValue r = throw_fmt(kind, fmt, ap);          \
        va_end(ap);                                     \
        return r;                                       \
    }
DEFINE_THROW(scr_throw_type_error, SCR_ERR_TYPE)
DEFINE_THROW(scr_throw_range_error, SCR_ERR_RANGE)
DEFINE_THROW(scr_throw_reference_error, SCR_ERR_REFERENCE)
DEFINE_THROW(scr_throw_syntax_error, SCR_ERR_SYNTAX)

ScrValue scr_throw_tdz(const char *name) {
    return scr_throw_reference_error("Cannot access '%s' before initialization", name);
}

/* eval of a string, Function, AsyncFunction, GeneratorFunction: code built
 * from a string at run time, which an ahead-of-time compiler cannot run. The
 * error is V8's under --disallow-code-generation-from-strings. */
ScrValue scr__throw_codegen_disallowed(void) {
    static const char msg[] = "Code generation from strings disallowed for this context";
    ScrValue m = scr_string_from_utf8(msg, sizeof msg - 1);
    ScrValue e = scr__error_new(SCR_ERR_EVAL, m);
    scr_release(m);
    return scr_throw_take(e);
}

ScrValue scr_throw_const_assign(void) {
    return scr_throw_type_error("Assignment to constant variable.");
}

/* Out of line on purpose: inlined, it would leave no cold call behind. */
__attribute__((cold, noinline)) void scr_threw(void) { __asm__ volatile(""); }

ScrValue scr_throw_stack_overflow(void) {
    return scr_throw_range_error("Maximum call stack size exceeded");
}

/* ------------------------------------------------------------------------
 * Error constructors and prototypes.
 * ---------------------------------------------------------------------- */

static const char *const error_names[SCR_ERR__COUNT] = {
    "Error", "TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError", "URIError",
};

NATIVE(error_ctor) {
    (void)this_val;
    int kind = ((ScrFunction *)scr_obj(fn))->magic;
    ScrValue proto =
        scr__proto_from_ctor(scr_is_undefined(nt) ? fn : nt, scr__thread.realm->error_protos[kind]);
    if (scr_is_exception(proto)) return proto;
    ScrValue e = error_alloc(proto, nt == fn ? SCR_UNDEFINED : nt);
    scr_release(proto);
    if (!scr_is_undefined(ARG(0))) {
        ScrValue m = scr_to_string(ARG(0));
        if (scr_is_exception(m)) goto fail;
        scr__define_str_take(e, "message", m, SCR_PROP_CW);
    }
    ScrValue opts = ARG(1);
    if (scr_is_object(opts)) {
        int has = scr__has_property(opts, SCR_ATOM("cause"));
        if (has) {
            ScrValue c = scr__get_str(opts, "cause");
            if (scr_is_exception(c)) goto fail;
            scr__define_str_take(e, "cause", c, SCR_PROP_CW);
        }
    }
    return e;
fail:
    scr_release(e);
    return SCR_EXCEPTION;
}

NATIVE(error_to_string) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    /* An error whose name or message is itself (e.name = e) recurses
     * through ToString: V8's RangeError, not a C stack overflow (found by
     * fuzz_inspect). */
    if (scr_stack_exhausted()) return scr_throw_stack_overflow();
    if (!scr_is_object(this_val)) {
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        return scr_throw_type_error("Error.prototype.toString requires that 'this' be an Object");
    }
    ScrValue name = scr__get_str(this_val, "name");
    if (scr_is_exception(name)) return name;
    ScrValue ns = scr_is_undefined(name) ? scr_string_from_utf8("Error", 5) : scr_to_string(name);
    scr_release(name);
    if (scr_is_exception(ns)) return ns;
    ScrValue msg = scr__get_str(this_val, "message");
    if (scr_is_exception(msg)) {
        scr_release(ns);
        return msg;
    }
    ScrValue ms = scr_is_undefined(msg) ? scr_string_from_utf8("", 0) : scr_to_string(msg);
    scr_release(msg);
    if (scr_is_exception(ms)) {
        scr_release(ns);
        return ms;
    }
    ScrValue r;
    if (scr_str(ns)->len == 0) {
        r = scr_dup(ms);
    } else if (scr_str(ms)->len == 0) {
        r = scr_dup(ns);
    } else {
        ScrValue sep = scr_string_from_utf8(": ", 2);
        ScrValue a = scr_string_concat(ns, sep);
        r = scr_string_concat(a, ms);
        scr_release(a);
        scr_release(sep);
    }
    scr_release(ns);
    scr_release(ms);
    return r;
}

void scr__error_init(void) {
    ScrValue g = scr__thread.realm->global;
    scr__thread.realm->callsite_proto = scr__thread.realm->callsite_slot = SCR_UNDEFINED;
    for (int k = 0; k < SCR_ERR__COUNT; k++) {
        ScrValue proto = k == 0
                             ? scr_object_new()
                             : scr_object_new_proto(scr__thread.realm->error_protos[SCR_ERR_ERROR]);
        scr__thread.realm->error_protos[k] = proto;
        ScrValue ctor = scr__native_new_ex(error_ctor, error_names[k], 1, k, SCR_UNDEFINED);
        ((ScrFunction *)scr_obj(ctor))->flags |= SCR_FN_CONSTRUCTOR;
        scr__define_str_take(ctor, "prototype", scr_dup(proto), 0);
        scr__define_str_take(proto, "constructor", scr_dup(ctor), SCR_PROP_CW);
        scr__define_str_take(proto, "name",
                             scr_string_from_utf8(error_names[k], strlen(error_names[k])), SCR_PROP_CW);
        scr__define_str_take(proto, "message", scr_string_from_utf8("", 0), SCR_PROP_CW);
        if (k == 0) {
            scr__define_native(proto, "toString", error_to_string, 0);
            scr__error_to_string_code = error_to_string;
        }
        else scr__set_proto(ctor, scr__thread.realm->error_ctors[SCR_ERR_ERROR]);
        if (k == 0) {
            scr__define_native(ctor, "captureStackTrace", error_capture_stack_trace, 2);
            scr__define_str_take(ctor, "prepareStackTrace",
                                 scr__native_new_ex(error_prepare_stack_trace,
                                                    "ErrorPrepareStackTrace", 2, 0, SCR_UNDEFINED),
                                 SCR_PROP_CW);
            scr__define_str_take(ctor, "stackTraceLimit", scr_number(10), SCR_PROP_CWE);
        }
        scr__thread.realm->error_ctors[k] = ctor;
        scr__define_str_take(g, error_names[k], scr_dup(ctor), SCR_PROP_CW);
    }
}
