/* errors.c - Node's internal errors as the node/ modules throw them: the
 * `code` property and `Name [CODE]: message` toString of ERR_* errors, and
 * the "Received ..." wording of ERR_INVALID_ARG_TYPE. */
#include "node/errors.h"
#include "base/base.h"
#include "core/native.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/object.h"
#include "core/error.h"
#include "core/bigint.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uv.h>

/* Node's determineSpecificType(value), for the "Received ..." tail. */
void scr__node_received(ScrValue v, char *buf, size_t size) {
    if (scr_is_null(v) || scr_is_undefined(v) || scr_is_bool(v)) {
        char d[16];
        scr__value_describe(v, d, sizeof d);
        snprintf(buf, size, scr_is_bool(v) ? "type boolean (%s)" : "%s", d);
    } else if (scr_is_symbol(v)) {
        char d[200];
        scr__value_describe(v, d, sizeof d);
        snprintf(buf, size, "type symbol (%s)", d);
    } else if (scr__is_callable(v)) {
        ScrValue n = scr__get_str(v, "name");
        char *s = !scr_is_exception(n) && scr_is_string(n) ? scr__string_to_utf8(n, NULL) : NULL;
        if (scr_is_exception(n))
            scr_release(scr_exception_take());
        else
            scr_release(n);
        snprintf(buf, size, "function %s", s ? s : "");
        free(s);
    } else if (scr_is_object(v)) {
        ScrValue c = scr__get_str(v, "constructor");
        ScrValue n = scr_is_object(c) ? scr__get_str(c, "name") : SCR_UNDEFINED;
        char *s = !scr_is_exception(n) && scr_is_string(n) ? scr__string_to_utf8(n, NULL) : NULL;
        if (scr__has_exception()) scr_release(scr_exception_take());
        if (!scr_is_exception(c)) scr_release(c);
        if (!scr_is_exception(n)) scr_release(n);
        if (s)
            snprintf(buf, size, "an instance of %s", s);
        else
            snprintf(buf, size, "[Object: null prototype] {}");
        free(s);
    } else if (scr_is_string(v)) {
        size_t len;
        char *s = scr__string_to_utf8(v, &len);
        if (scr_str(v)->len > 28) snprintf(s + 25 /* ASCII assumed, as a cut */, 4, "...");
        if (!strchr(s, '\''))
            snprintf(buf, size, "type string ('%s')", s);
        else
            snprintf(buf, size, "type string (\"%s\")", s);
        free(s);
    } else if (scr_is_bigint(v)) {
        char *d = scr__bigint_to_cstr(v, 10, NULL);
        snprintf(buf, size, "type bigint (%sn)", d);
        free(d);
    } else {
        char d[40];
        scr__value_describe(v, d, sizeof d);
        snprintf(buf, size, "type number (%s)", d);
    }
}

/* Gives the pending exception Node's `code` property and the toString that
 * prints `Name [CODE]: message`. Returns SCR_EXCEPTION. */
NATIVE(node_error_to_string);

/* Node's NodeError gives the error the name `Name [CODE]` while its stack
 * is captured, so the stack's first line carries the code; the same here:
 * an own name, the (lazy) stack completed, the own name removed. */
static void stack_with_code(ScrValue e, const char *code) {
    ScrPropDesc d;
    int own = scr__get_own_property(e, SCR_ATOM("name"), &d);
    if (own != 0) {
        if (own == 1) scr__desc_release(&d);
        else scr_release(scr_exception_take());
        return;
    }
    ScrValue n = scr__get_str(e, "name");
    char *s = !scr_is_exception(n) && scr_is_string(n) ? scr__string_to_utf8(n, NULL) : NULL;
    if (scr_is_exception(n)) scr_release(scr_exception_take());
    else scr_release(n);
    if (!s) return;
    size_t len = strlen(s) + strlen(code) + 4;
    char *full = scr__xmalloc(len);
    snprintf(full, len, "%s [%s]", s, code);
    scr__define_str_take(e, "name", scr_string_from_utf8(full, strlen(full)), SCR_PROP_CW);
    ScrValue st = scr__get_str(e, "stack");
    if (scr_is_exception(st)) scr_release(scr_exception_take());
    else scr_release(st);
    if (scr__delete_property(e, SCR_ATOM("name"), false) < 0) scr_release(scr_exception_take());
    free(full);
    free(s);
}

ScrValue scr__node_error_code(ScrValue exc_marker, const char *code) {
    ScrValue e = scr_exception_take();
    if (scr_is_object(e)) {
        stack_with_code(e, code);
        scr__define_str_take(e, "toString", scr_native_new(node_error_to_string, "toString", 0),
                             SCR_PROP_CW);
        scr__define_str_take(e, "code", scr_string_from_utf8(code, strlen(code)), SCR_PROP_CWE);
    }
    scr_throw_take(e);
    return exc_marker;
}

NATIVE(node_error_to_string) {
    (void)fn, (void)argc, (void)argv, (void)nt;
    const char *keys[3] = {"name", "code", "message"};
    char *s[3] = {NULL, NULL, NULL};
    for (int i = 0; i < 3; i++) {
        ScrValue v = scr__get_str(this_val, keys[i]);
        if (scr_is_exception(v)) goto fail;
        ScrValue t = scr_to_string(v);
        scr_release(v);
        if (scr_is_exception(t)) goto fail;
        s[i] = scr__string_to_utf8(t, NULL);
        scr_release(t);
    }
    size_t n = strlen(s[0]) + strlen(s[1]) + strlen(s[2]) + 8;
    char *out = scr__xmalloc(n);
    int len = snprintf(out, n, "%s [%s]: %s", s[0], s[1], s[2]);
    ScrValue r = scr_string_from_utf8(out, (size_t)len);
    free(out);
    for (int i = 0; i < 3; i++) free(s[i]);
    return r;
fail:
    for (int i = 0; i < 3; i++) free(s[i]);
    return SCR_EXCEPTION;
}

ScrValue scr__throw_arg_type(const char *name, const char *type, ScrValue got) {
    char buf[256];
    scr__node_received(got, buf, sizeof buf);
    const char *what = strchr(name, '.') ? "property" : "argument";
    return scr__node_error_code(
        scr_throw_type_error("The \"%s\" %s must be %s. Received %s", name, what, type, buf),
        "ERR_INVALID_ARG_TYPE");
}

/* Node's uvException: "CODE: description, syscall 'path' -> 'dest'" (the
 * quoted parts only when given) with errno (negative), code, syscall, path
 * and dest properties in Node's order. Returns the error object, owned. */
ScrValue scr__node_uv_error(int err, const char *syscall, const char *path, const char *dest) {
    const char *code = uv_err_name(err), *desc = uv_strerror(err);
    size_t n = strlen(code) + strlen(desc) + strlen(syscall) + (path ? strlen(path) : 0) +
               (dest ? strlen(dest) : 0) + 32;
    char *msg = scr__xmalloc(n);
    int len;
    if (path && dest) len = snprintf(msg, n, "%s: %s, %s '%s' -> '%s'", code, desc, syscall, path, dest);
    else if (path) len = snprintf(msg, n, "%s: %s, %s '%s'", code, desc, syscall, path);
    else len = snprintf(msg, n, "%s: %s, %s", code, desc, syscall);
    ScrValue m = scr_string_from_utf8(msg, (size_t)len);
    free(msg);
    ScrValue e = scr__error_new(SCR_ERR_ERROR, m);
    scr_release(m);
    scr__define_str_take(e, "errno", scr_number(err), SCR_PROP_CWE);
    scr__define_str_take(e, "code", scr_string_from_utf8(code, strlen(code)), SCR_PROP_CWE);
    scr__define_str_take(e, "syscall", scr_string_from_utf8(syscall, strlen(syscall)), SCR_PROP_CWE);
    if (path) scr__define_str_take(e, "path", scr_string_from_utf8(path, strlen(path)), SCR_PROP_CWE);
    if (dest) scr__define_str_take(e, "dest", scr_string_from_utf8(dest, strlen(dest)), SCR_PROP_CWE);
    return e;
}

ScrValue scr__throw_uv(int err, const char *syscall, const char *path, const char *dest) {
    scr_throw_take(scr__node_uv_error(err, syscall, path, dest));
    return SCR_EXCEPTION;
}
