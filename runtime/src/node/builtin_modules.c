/* builtin_modules.c - modules the runtime provides instead of a file: the
 * compiler binds `import { X } from "SPEC"` to scr_builtin_import when SPEC
 * is in its table of built-in modules (compiler/emit_module.c), so both
 * tables must list the same names. Each module is made once, on first
 * import (a namespace object from an export list, or a module object such as
 * node:util's), and released at exit. */
#include "node/builtin_modules.h"

#include "core/object.h"
#include "exec/lifetime_region.h"
#include "base/base.h"
#include "core/native.h"
#include "node/util.h"
#include "node/cjs.h"
#include "core/function.h"

#include <stdlib.h>
#include <string.h>

typedef struct BuiltinExport {
    const char *name;
    ScrValue (*make)(void); /* the export's value, owned */
} BuiltinExport;

/* A module is either a list of exports (its namespace object is made from
 * them), or one module object whose properties are its exports and which is
 * also its default export (node:util). */
typedef struct BuiltinModule {
    const char *spec;
    const BuiltinExport *exports; /* NULL-terminated, or NULL */
    ScrValue (*object)(void);     /* the module object, owned, or NULL */
    ScrValue ns;                  /* the namespace or module object, once made */
    ScrValue *values;             /* the exports' values, once made */
} BuiltinModule;

static const BuiltinExport experimental[] = {
    {"LifetimeRegion", scr__region_class_new},
    {NULL, NULL},
};

static BuiltinModule modules[] = {
    {"@scr/experimental", experimental, NULL, SCR_UNDEFINED, NULL},
    {"node:util", NULL, scr__util_module_new, SCR_UNDEFINED, NULL},
    {"node:module", NULL, scr__module_module_new, SCR_UNDEFINED, NULL},
};
enum { NMODULES = sizeof modules / sizeof modules[0] };

NATIVE(ns_get) {
    (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr_dup(((ScrFunction *)scr_obj(fn))->data);
}

static void make(BuiltinModule *m) {
    int n = 0;
    while (m->exports[n].name) n++;
    m->values = scr__xcalloc((size_t)n + 1, sizeof(ScrValue));
    m->ns = scr_namespace_new();
    for (int i = 0; i < n; i++) {
        m->values[i] = m->exports[i].make();
        const char *nm = m->exports[i].name;
        ScrValue g = scr__native_new_ex(ns_get, nm, 0, 0, m->values[i]);
        ScrValue key = scr_atom_from_utf8(nm, strlen(nm));
        scr_namespace_add(m->ns, key, g);
        scr_release(key);
        scr_release(g);
    }
    scr_namespace_finish(m->ns);
}

ScrValue scr_builtin_import(const char *spec, const char *name) {
    for (int i = 0; i < NMODULES; i++) {
        BuiltinModule *m = &modules[i];
        if (strcmp(m->spec, spec) != 0) continue;
        if (m->object) {
            if (scr_is_undefined(m->ns)) m->ns = m->object();
            if (!name || strcmp(name, "default") == 0) return scr_dup(m->ns);
            return scr__get_str(m->ns, name);
        }
        if (scr_is_undefined(m->ns)) make(m);
        if (!name) return scr_dup(m->ns);
        for (int j = 0; m->exports[j].name; j++)
            if (strcmp(m->exports[j].name, name) == 0) return scr_dup(m->values[j]);
        return scr_throw_syntax_error("The requested module '%s' does not provide an export named '%s'",
                                      spec, name);
    }
    return scr_throw_type_error("Cannot find module '%s'", spec);
}

void scr__builtin_modules_shutdown(void) {
    for (int i = 0; i < NMODULES; i++) {
        BuiltinModule *m = &modules[i];
        if (m->object) scr_clear(&m->ns);
        if (!m->values) continue;
        for (int j = 0; m->exports[j].name; j++) scr_clear(&m->values[j]);
        free(m->values);
        m->values = NULL;
        scr_clear(&m->ns);
    }
}
