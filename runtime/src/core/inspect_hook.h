/* inspect_hook.h - how a built-in class describes its contents to
 * util.inspect (node/inspect.c) without depending on it: the hook's type
 * lives here, below both; each class's hook is defined by its own file. */
#ifndef SCR_INSPECT_HOOK_H
#define SCR_INSPECT_HOOK_H

#include "core/str.h"

/* Class-specific formatting, defined by the file that owns a class (Map,
 * Set, their iterators, Date, RegExp), declared in its header, and listed
 * in inspect.c's table, which consults it before the generic object path.
 * The hook supplies data; inspect.c does all of the formatting (prefixes,
 * depth, line breaking). */
enum {
    SCR_INSPECT_BASE = 1, /* one token: Date's ISO string, /re/g */
    SCR_INSPECT_MAP,      /* Map(n) { k => v } */
    SCR_INSPECT_SET,      /* Set(n) { v } */
    SCR_INSPECT_ITER,     /* [Map Iterator] { v } or [Map Entries] { [ k, v ] } */
};
typedef struct ScrInspectHook {
    int shape;           /* SCR_INSPECT_* */
    const char *type;    /* "Map", "Set", "Date", "RegExp"; "Map"/"Set" for iterators */
    /* BASE: appends the token. */
    void (*base)(ScrValue v, ScrStrBuf *b);
    /* MAP/SET: the number of entries. */
    uint32_t (*size)(ScrValue v);
    /* MAP/SET/ITER: the next entry after *cursor (start at 0), borrowed;
     * false at the end. It must not run JS code. */
    bool (*step)(ScrValue v, uint32_t *cursor, ScrValue *key, ScrValue *value);
    /* ITER: true when the entries are [key, value] pairs. */
    bool (*pairs)(ScrValue v);
} ScrInspectHook;

#endif
