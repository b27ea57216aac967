/* builtin_modules.c - modules the runtime provides instead of a file, as
 * listed in node/modules.def, the table the compiler reads too: the
 * compiler binds `import { X } from "SPEC"` (and require) to
 * scr_builtin_import. Each module object is made once, on first import, by
 * its maker, and released at exit. docs/node.md describes the registry. */
#include "node/builtin_modules.h"

#include "core/object.h"
#include "exec/lifetime_region.h"
#include "base/base.h"
#include "core/native.h"
#include "core/function.h"

#include <stdlib.h>
#include <string.h>

/* Every maker the table names: each is defined by its module's file. */
#define SCR_MODULE(spec, maker, has_default) ScrValue maker(void);
#define SCR_EXPORT(spec, name)
#include "node/modules.def"
#undef SCR_MODULE
#undef SCR_EXPORT

typedef struct BuiltinModule {
    const char *spec;
    ScrValue (*maker)(void);
    bool has_default;
    ScrValue obj; /* the module object, once made */
    ScrValue ns;  /* the namespace of a module without a default, once made */
} BuiltinModule;

#define SCR_MODULE(spec, maker, has_default)                                                       \
    {spec, maker, has_default, SCR_UNDEFINED, SCR_UNDEFINED},
#define SCR_EXPORT(spec, name)
static BuiltinModule modules[] = {
#include "node/modules.def"
};
#undef SCR_MODULE
#undef SCR_EXPORT
enum { NMODULES = sizeof modules / sizeof modules[0] };

typedef struct BuiltinExport {
    const char *spec, *name;
} BuiltinExport;

#define SCR_MODULE(spec, maker, has_default)
#define SCR_EXPORT(spec, name) {spec, name},
static const BuiltinExport exports[] = {
#include "node/modules.def"
};
#undef SCR_MODULE
#undef SCR_EXPORT
enum { NEXPORTS = sizeof exports / sizeof exports[0] };

/* @scr/experimental's module object. */
ScrValue scr__experimental_module_new(void) {
    ScrValue o = scr_object_new();
    scr__define_str_take(o, "LifetimeRegion", scr__region_class_new(), SCR_PROP_CWE);
    return o;
}

NATIVE(ns_get) {
    (void)this_val, (void)argc, (void)argv, (void)nt;
    return scr_dup(((ScrFunction *)scr_obj(fn))->data);
}

/* The namespace of a module without a default: one live getter per listed
 * export, each holding the export's value. -1 on an exception. */
static int make_ns(BuiltinModule *m) {
    m->ns = scr_namespace_new();
    for (int i = 0; i < NEXPORTS; i++) {
        if (strcmp(exports[i].spec, m->spec) != 0) continue;
        const char *nm = exports[i].name;
        ScrValue v = scr__get_str(m->obj, nm);
        if (scr_is_exception(v)) return -1;
        ScrValue g = scr__native_new_ex(ns_get, nm, 0, 0, v);
        scr_release(v);
        ScrValue key = scr_atom_from_utf8(nm, strlen(nm));
        scr_namespace_add(m->ns, key, g);
        scr_release(key);
        scr_release(g);
    }
    scr_namespace_finish(m->ns);
    return 0;
}

ScrValue scr_builtin_import(const char *spec, const char *name) {
    for (int i = 0; i < NMODULES; i++) {
        BuiltinModule *m = &modules[i];
        if (strcmp(m->spec, spec) != 0) continue;
        if (scr_is_undefined(m->obj)) {
            m->obj = m->maker();
            if (scr_is_exception(m->obj)) {
                m->obj = SCR_UNDEFINED;
                return SCR_EXCEPTION;
            }
        }
        if (m->has_default) {
            if (!name || strcmp(name, "default") == 0) return scr_dup(m->obj);
            return scr__get_str(m->obj, name);
        }
        if (!name) {
            if (scr_is_undefined(m->ns) && make_ns(m) < 0) return SCR_EXCEPTION;
            return scr_dup(m->ns);
        }
        for (int j = 0; j < NEXPORTS; j++)
            if (strcmp(exports[j].spec, spec) == 0 && strcmp(exports[j].name, name) == 0)
                return scr__get_str(m->obj, name);
        return scr_throw_syntax_error(
            "The requested module '%s' does not provide an export named '%s'", spec, name);
    }
    return scr_throw_type_error("Cannot find module '%s'", spec);
}

void scr__builtin_modules_shutdown(void) {
    for (int i = 0; i < NMODULES; i++) {
        scr_clear(&modules[i].ns);
        scr_clear(&modules[i].obj);
    }
}
