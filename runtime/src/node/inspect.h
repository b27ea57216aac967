/* inspect.h - util.inspect as Node v20 prints values (console.log, %o/%O,
 * the uncaught-error report) and util.format (console's format strings).
 * Owned by inspect.c. */
#ifndef SCR_INSPECT_H
#define SCR_INSPECT_H

#include "scr.h"
#include "core/inspect_hook.h"
#include "core/str.h"

/* The style types of Node's inspect.styles, in the order of
 * scr__inspect_style_names. */
enum {
    SCR_STYLE_SPECIAL,
    SCR_STYLE_NUMBER,
    SCR_STYLE_BIGINT,
    SCR_STYLE_BOOLEAN,
    SCR_STYLE_UNDEFINED,
    SCR_STYLE_NULL,
    SCR_STYLE_STRING,
    SCR_STYLE_SYMBOL,
    SCR_STYLE_DATE,
    SCR_STYLE_REGEXP,
    SCR_STYLE_MODULE,
    SCR_STYLE_NAME,
    SCR_STYLE__COUNT
};
extern const char *const scr__inspect_style_names[SCR_STYLE__COUNT];

typedef struct ScrInspectOptions {
    int depth;             /* nesting printed in full (2); -1 prints only the top */
    bool show_hidden;      /* non-enumerable keys too (%o) */
    bool show_proxy;       /* a proxy as Proxy [ target, handler ] (%o) */
    int break_length;      /* 80 */
    int compact;           /* 3: how many inner levels may share a line;
                              0 for compact: false, -1 for compact: true */
    bool sorted;           /* sort the entries of objects, maps and sets */
    int max_array_length;  /* 100 */
    int max_string_length; /* 10000 */
    bool colors;           /* wrap styled text in style[type]'s escapes */
    bool custom_inspect;   /* call a value's [util.inspect.custom] (true) */
    bool depth_null;       /* depth was null (INT_MAX), which a custom
                              inspector is told, not Infinity */
    /* The options object util.inspect was given (borrowed, for the call's
     * length; undefined for none): a custom inspector's options copy its
     * keys when it has one of its own. */
    ScrValue user_opts;
    /* With colors: each style type's opening and closing escape ("\x1b[33m",
     * "\x1b[39m"), both empty for a type without a color (util.c fills
     * them from util.inspect.styles and util.inspect.colors). */
    char style[SCR_STYLE__COUNT][2][16];
} ScrInspectOptions;

/* Node's util.inspect.defaultOptions. */
void scr__inspect_default_options(ScrInspectOptions *o);

/* Appends util.inspect(v, o) to b (o may be NULL for the defaults).
 * Returns 0, or -1 with an exception pending when user code that inspect
 * runs (a name, stack or Symbol.toStringTag getter) threw. */
int scr__inspect_to(ScrStrBuf *b, ScrValue v, const ScrInspectOptions *o);
/* util.inspect(v, o) as a string value (owned), or SCR_EXCEPTION. */
ScrValue scr__inspect(ScrValue v, const ScrInspectOptions *o);
/* inspect(v) with the default options as malloc'ed NUL-terminated UTF-8
 * (*len set when not NULL), for the uncaught-error report. It never leaves
 * an exception pending: if inspecting throws, the result is
 * "Uncaught exception while inspecting the value". */
char *scr__inspect_utf8(ScrValue v, size_t *len);

/* For the custom inspectors of Node's classes (url.c, eventtarget.c):
 * appends v.constructor.name ("undefined" when that is not a string).
 * 0, or -1 with the getter's exception pending. */
int scr__inspect_ctor_name(ScrValue v, ScrStrBuf *b);
/* Appends v's constructor name, a space and inspect(obj_take, o) (obj
 * consumed): "URL { href: ... }". 0, or -1 with an exception pending. */
int scr__inspect_named(ScrValue v, ScrValue obj_take, const ScrInspectOptions *o, ScrStrBuf *b);

/* The hook registered for class id `cls`, or NULL. */
const ScrInspectHook *scr__inspect_hook(int cls);

/* util.format(...argv): format specifiers in a leading string, the rest
 * appended (strings as they are, other values inspected), joined by
 * spaces. Appends to b; 0, or -1 with an exception pending. */
int scr__format(ScrStrBuf *b, int argc, ScrValue *argv);
/* util.formatWithOptions: the same with inspect options (NULL: defaults). */
int scr__format_with(ScrStrBuf *b, const ScrInspectOptions *o, int argc, ScrValue *argv);

#endif
