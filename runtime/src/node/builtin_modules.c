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
#include "core/array.h"
#include "core/str.h"
#include "core/ops.h"

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

typedef struct NsEntry {
    ScrValue key;   /* an atom, owned */
    ScrValue value; /* owned */
} NsEntry;

static int entry_cmp(const void *a, const void *b) {
    ScrString *x = scr_str(((const NsEntry *)a)->key), *y = scr_str(((const NsEntry *)b)->key);
    uint32_t n = x->len < y->len ? x->len : y->len;
    for (uint32_t i = 0; i < n; i++)
        if (x->data[i] != y->data[i]) return x->data[i] < y->data[i] ? -1 : 1;
    return x->len < y->len ? -1 : x->len > y->len;
}

/* The module's namespace (`import * as`, `import()`): for Node's modules,
 * `default` (the module object) and every own enumerable string-keyed
 * property of the module object, as Node makes it; otherwise the listed
 * exports. Each getter holds the value read now; the names go in sorted
 * order, as a namespace wants. -1 on an exception. */
static int make_ns(BuiltinModule *m) {
    NsEntry *e = NULL;
    int n = 0, cap = 0, rc = -1;
    ScrValue keys = SCR_UNDEFINED;
    if (m->has_default) {
        keys = scr__own_keys(m->obj, SCR_KEYS_STRINGS | SCR_KEYS_ENUMERABLE);
        if (scr_is_exception(keys)) return -1;
        SCR_GROW(e, cap, n + 1, 16);
        e[n++] = (NsEntry){scr_atom_from_utf8("default", 7), scr_dup(m->obj)};
        for (uint32_t i = 0; i < scr_array_length(keys); i++) {
            ScrValue k = scr__array_get_borrowed(keys, i);
            if (scr__same_value(k, scr__atom("default"))) continue;
            ScrValue v = scr_get(m->obj, k);
            if (scr_is_exception(v)) goto done;
            SCR_GROW(e, cap, n + 1, 16);
            e[n++] = (NsEntry){scr_atom_from_utf16(scr_str(k)->data, scr_str(k)->len), v};
        }
    } else {
        for (int i = 0; i < NEXPORTS; i++) {
            if (strcmp(exports[i].spec, m->spec) != 0) continue;
            ScrValue v = scr__get_str(m->obj, exports[i].name);
            if (scr_is_exception(v)) goto done;
            SCR_GROW(e, cap, n + 1, 16);
            e[n++] = (NsEntry){scr_atom_from_utf8(exports[i].name, strlen(exports[i].name)), v};
        }
    }
    qsort(e, (size_t)n, sizeof *e, entry_cmp);
    m->ns = scr_namespace_new();
    for (int i = 0; i < n; i++) {
        char *nm = scr__string_to_utf8(e[i].key, NULL);
        ScrValue g = scr__native_new_ex(ns_get, nm, 0, 0, e[i].value);
        free(nm);
        scr_namespace_add(m->ns, e[i].key, g);
        scr_release(g);
    }
    scr_namespace_finish(m->ns);
    rc = 0;
done:
    for (int i = 0; i < n; i++) {
        scr_release(e[i].key);
        scr_release(e[i].value);
    }
    free(e);
    scr_release(keys);
    return rc;
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
        if (!name) {
            if (scr_is_undefined(m->ns) && make_ns(m) < 0) {
                scr_clear(&m->ns);
                return SCR_EXCEPTION;
            }
            return scr_dup(m->ns);
        }
        if (m->has_default) {
            if (strcmp(name, "default") == 0) return scr_dup(m->obj);
            return scr__get_str(m->obj, name);
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
