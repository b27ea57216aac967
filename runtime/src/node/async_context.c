/* async_context.c - @scr/async-context, the natives under
 * runtime/js/async_hooks.js: get() and set(context) read and replace the
 * thread's async context (scr__thread.async_context), which the loop
 * captures with every job, timer, immediate and promise reaction and
 * restores while it runs (exec/loop.c). The context is whatever object
 * async_hooks.js keeps there (a Map from AsyncLocalStorage to store);
 * undefined is the root. docs/node.md, "async_hooks". */
#include "base/base.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "exec/loop.h"

NATIVE(context_get) {
    (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt;
    ScrValue c = scr__thread.async_context;
    return scr_is_object(c) ? scr_dup(c) : SCR_UNDEFINED;
}

NATIVE(context_set) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue c = ARG(0);
    scr__async_context_leave(scr_is_object(c) ? scr_dup(c) : SCR_UNDEFINED);
    return SCR_UNDEFINED;
}

ScrValue scr__async_context_module_new(void) {
    ScrValue m = scr_object_new();
    static const ScrNativeDef fns[] = {
        {"get", context_get, 0, 0},
        {"set", context_set, 1, 0},
    };
    scr__define_natives(m, fns, SCR_COUNTOF(fns), SCR_PROP_CWE, SCR_UNDEFINED);
    return m;
}
