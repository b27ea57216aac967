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

/* Appends "\n    at name (url:line:col)" lines for frames from `top`, the
 * innermost at position `pos`. */
static void append_frames(char *buf, size_t size, ScrFrame *top, ScrPos pos) {
    size_t off = strlen(buf);
    int n = 0;
    for (ScrFrame *fr = top; fr && n < 10 && off < size; fr = fr->prev, n++) {
        if (fr->name && fr->name[0])
            off += (size_t)snprintf(buf + off, size - off, "\n    at %s (%s:%u:%u)", fr->name,
                                    source_url(pos.file), pos.line, pos.col);
        else
            off += (size_t)snprintf(buf + off, size - off, "\n    at %s:%u:%u",
                                    source_url(pos.file), pos.line, pos.col);
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

void scr__error_complete_stack(ScrError *e, ScrValue *slot) {
    e->stack_pending = 0;
    ScrValue s = stack_with_header(scr_from_cell(e), *slot);
    ScrValue old = *slot;
    *slot = s;
    scr_release(old);
}

/* ------------------------------------------------------------------------
 * Error objects.
 * ---------------------------------------------------------------------- */

/* The running code's frame lines into frames (2048 bytes) and its
 * position into *pos. When `skip_to` is a function running in some frame
 * (the new.target of `new Sub()` reaching Error through super(), or
 * captureStackTrace's constructorOpt), the frames down to and including
 * its innermost one are left out, as V8 does: the position is then where
 * it was called. */
static void current_frames(ScrValue skip_to, char frames[2048], ScrPos *pos) {
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
    frames[0] = 0;
    append_frames(frames, 2048, top, *pos);
}

/* A new error object, its frames from current_frames. */
static ScrValue error_alloc(ScrValue proto, ScrValue skip_to) {
    ScrValue v = scr__object_alloc(sizeof(ScrError), SCR_CLASS_ERROR, proto);
    ScrError *e = (ScrError *)scr_obj(v);
    char frames[2048];
    ScrPos pos;
    current_frames(skip_to, frames, &pos);
    e->pos = pos;
    e->has_pos = pos.line != 0;
    scr__define_str_take(v, "stack", scr_string_from_utf8(frames, strlen(frames)), SCR_PROP_CW);
    e->stack_pending = 1;
    return v;
}

/* Error.captureStackTrace(target, constructorOpt): an own `stack` on
 * target (writable, configurable, not enumerable) with the header its
 * name and message make and the frames of the running code, from the
 * caller of constructorOpt when it is running. An error's header is
 * made when `stack` is first read, as for any error. */
NATIVE(error_capture_stack_trace) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue target = ARG(0);
    if (!scr_is_object(target)) return scr_throw_type_error("invalid_argument");
    char frames[2048];
    ScrPos pos;
    current_frames(ARG(1), frames, &pos);
    ScrValue fv = scr_string_from_utf8(frames, strlen(frames));
    bool is_error = scr__class_of(target) == SCR_CLASS_ERROR;
    ScrPropDesc d = {SCR_PROP_CW, is_error ? fv : stack_with_header(target, fv), SCR_UNDEFINED,
                     SCR_UNDEFINED};
    int has = SCR_DESC_HAS_VALUE | SCR_DESC_HAS_WRITABLE | SCR_DESC_HAS_ENUMERABLE |
              SCR_DESC_HAS_CONFIGURABLE;
    int r = scr__define_own_property_ex(target, SCR_ATOM("stack"), &d, has, true);
    if (r > 0 && is_error) ((ScrError *)scr_obj(target))->stack_pending = 1;
    if (!is_error) scr_release(d.value);
    scr_release(fv);
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
        if (k == 0) scr__define_native(ctor, "captureStackTrace", error_capture_stack_trace, 2);
        scr__thread.realm->error_ctors[k] = ctor;
        scr__define_str_take(g, error_names[k], scr_dup(ctor), SCR_PROP_CW);
    }
}
