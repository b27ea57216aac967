/* inspect.h - util.inspect as Node v20 prints values (console.log, %o/%O,
 * the uncaught-error report) and util.format (console's format strings).
 * Owned by inspect.c. */
#ifndef SCR_INSPECT_H
#define SCR_INSPECT_H

#include "scr.h"
#include "string.h"

typedef struct ScrInspectOptions {
    int depth;             /* nesting printed in full (2); -1 prints only the top */
    bool show_hidden;      /* non-enumerable keys too (%o) */
    int break_length;      /* 80 */
    int compact;           /* 3: how many inner levels may share a line */
    int max_array_length;  /* 100 */
    int max_string_length; /* 10000 */
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
/* The same, under the name main.c's uncaught-error report looks for. */
char *scr__inspect_error_for_report(ScrValue err, size_t *len);

/* ------------------------------------------------------------------------
 * Inspect hooks for classes other files own (Map, Set, WeakMap, Date,
 * RegExp...). A class prints either as `Prefix(size) { entries, keys }`
 * (Map, Set: set `entries`) or as a base text followed by its own keys in
 * braces (Date, RegExp: set `base`).
 * ---------------------------------------------------------------------- */
typedef struct ScrInspectSink ScrInspectSink; /* opaque: where entries go */
typedef struct ScrInspectClassHook {
    /* The name when no constructor is found ("[Map: null prototype]"). */
    const char *fallback;
    /* The size shown as "(n)" after the name, or -1 for none; a value of 0
     * with no own keys prints `Name(0) {}`. May be NULL. */
    long (*size)(ScrValue v);
    /* Appends the base text (e.g. a date's ISO string); 0 or -1. May be NULL. */
    int (*base)(ScrValue v, ScrStrBuf *out);
    /* Adds the entries with scr__inspect_add_entry; 0 or -1. May be NULL. */
    int (*entries)(ScrInspectSink *sink, ScrValue v);
} ScrInspectClassHook;
/* Registers the hook for objects of class `class_id` (an ScrClassId); the
 * hook is static data that must outlive the program. */
void scr__inspect_register_class(int class_id, const ScrInspectClassHook *hook);
/* For hooks: adds one entry, `key => value` when has_key (Map) or `value`
 * (Set), formatted one level deeper with depth, circularity and
 * indentation handled; a raw ASCII text instead when `raw` is not NULL
 * (e.g. "<items unknown>"). 0 or -1 with an exception pending. */
int scr__inspect_add_entry(ScrInspectSink *sink, bool has_key, ScrValue key, ScrValue value,
                           const char *raw);

/* util.format(...argv): format specifiers in a leading string, the rest
 * appended (strings as they are, other values inspected), joined by
 * spaces. Appends to b; 0, or -1 with an exception pending. */
int scr__format(ScrStrBuf *b, int argc, ScrValue *argv);

#endif
