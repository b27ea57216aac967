/* kinds.c - the per-kind table the memory layer frees, traces and clears
 * cells through (memory/heap.h declares it): one row per kind, naming the
 * core's trace, finalize and clear of that kind side by side. */
#include "memory/heap.h"
#include "core/bigint.h"
#include "core/box.h"
#include "core/object.h"
#include "core/str.h"

static void string_trace(ScrCell *c, ScrVisitFn visit, void *arg) {
    (void)c, (void)visit, (void)arg; /* strings hold no references */
}
/* Strings hold no references; str.c takes an atom out of its table and
 * frees the cell. */
static void string_finalize(ScrCell *c) { scr__string_free((ScrString *)c); }

const ScrKindOps scr__kind_ops[SCR_KIND__COUNT] = {
    [SCR_KIND_STRING] = {"strings", string_trace, string_finalize, NULL, true},
    [SCR_KIND_SYMBOL] = {"symbols", scr__symbol_trace, scr__symbol_finalize, NULL, false},
    [SCR_KIND_OBJECT] = {"objects", scr__object_trace, scr__object_finalize, scr__object_clear,
                         false},
    [SCR_KIND_BOX] = {"boxes", scr__box_trace, scr__box_finalize, scr__box_clear, false},
    [SCR_KIND_ACCESSOR] = {"accessors", scr__accessor_trace, scr__accessor_finalize,
                           scr__accessor_clear, false},
    [SCR_KIND_BIGINT] = {"bigints", scr__bigint_trace, scr__bigint_finalize, NULL, false},
};

bool scr__kind_finalize(ScrCell *c) {
    if (c->kind == SCR_KIND_OBJECT) {
        scr__object_finalize(c);
        return false;
    }
    if (c->kind == SCR_KIND_STRING) {
        scr__string_free((ScrString *)c);
        return true;
    }
    const ScrKindOps *ops = &scr__kind_ops[c->kind];
    ops->finalize(c);
    return ops->frees_cell;
}
