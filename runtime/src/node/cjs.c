/* cjs.c - CommonJS at run time: the module cache, `require` (each module's
 * own function, knowing the literal specifiers the compiler resolved for
 * it: ScrRequireEntry), module objects, JSON modules, require(esm) as
 * Node 20.20 does it, and node:module's createRequire. The compiler
 * (compiler/cjs.c) writes the tables; docs/packages.md, "CommonJS", says
 * what is supported. */
#include "node/cjs.h"

#include "base/base.h"
#include "builtins/json.h"
#include "core/error.h"
#include "core/function.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Per record: the module object once loading started (the cache entry
 * require cycles see), the record whose require loaded it first (-1: the
 * ES loader or the entry), whether an ES module's body ran, and the
 * namespace require(esm) returns. */
static ScrValue *module_objs;
static int *parent_of;
static unsigned char *evaluated;
static ScrValue *esm_results;
static ScrValue cache_obj = SCR_UNDEFINED; /* require.cache: filename -> module */
static ScrValue main_module = SCR_UNDEFINED;

static const ScrModuleRecord *record(int i) { return &scr__program->records[i]; }

static void ensure_init(void) {
    if (module_objs) return;
    int n = scr__program->nrecords > 0 ? scr__program->nrecords : 1;
    module_objs = scr__xcalloc((size_t)n, sizeof(ScrValue));
    esm_results = scr__xcalloc((size_t)n, sizeof(ScrValue));
    parent_of = scr__xcalloc((size_t)n, sizeof(int));
    evaluated = scr__xcalloc((size_t)n, 1);
    for (int i = 0; i < n; i++) {
        module_objs[i] = SCR_UNDEFINED;
        esm_results[i] = SCR_UNDEFINED;
        parent_of[i] = -1;
    }
    cache_obj = scr_object_new_proto(SCR_NULL);
}

int scr__cjs_mark_evaluated(int rec) {
    ensure_init();
    if (rec < 0 || rec >= scr__program->nrecords) return 1;
    if (evaluated[rec]) return 0;
    evaluated[rec] = 1;
    return 1;
}

static ScrValue str(const char *s) { return scr_string_from_utf8(s, strlen(s)); }

static char *dir_of(const char *path) {
    const char *slash = strrchr(path, '/');
    size_t n = !slash ? 0 : slash == path ? 1 : (size_t)(slash - path);
    char *d = scr__xmalloc(n + 2);
    if (!slash) {
        strcpy(d, ".");
        return d;
    }
    memcpy(d, path, n);
    d[n] = 0;
    return d;
}

/* Sets obj[name] = v_take (a fresh plain object's own data property). */
static void put(ScrValue obj, const char *name, ScrValue v_take) {
    scr__set_str(obj, name, v_take);
    scr_release(v_take);
}

/* module.paths: node_modules in the module's folder and every folder
 * above it (none named node_modules itself), as Module._nodeModulePaths. */
static ScrValue node_module_paths(const char *dir) {
    ScrValue a = scr_array_new(4);
    char *d = scr__xmalloc(strlen(dir) + 1);
    strcpy(d, dir);
    for (;;) {
        size_t n = strlen(d);
        const char *last = strrchr(d, '/');
        if (!last || strcmp(last + 1, "node_modules") != 0) {
            char *p = scr__xmalloc(n + 16);
            strcpy(p, strcmp(d, "/") == 0 ? "" : d);
            strcat(p, "/node_modules");
            scr_array_push_take(a, str(p));
            free(p);
        }
        char *slash = strrchr(d, '/');
        if (!slash || strcmp(d, "/") == 0) break;
        if (slash == d) slash[1] = 0;
        else *slash = 0;
    }
    free(d);
    return a;
}

/* A module object with Node's own properties, in its order. */
static ScrValue module_new(const char *filename, bool is_main) {
    ScrValue m = scr_object_new();
    char *dir = dir_of(filename);
    put(m, "id", str(is_main ? "." : filename));
    put(m, "path", str(dir));
    put(m, "exports", scr_object_new());
    put(m, "filename", str(filename));
    put(m, "loaded", SCR_FALSE);
    put(m, "children", scr_array_new(0));
    put(m, "paths", node_module_paths(dir));
    free(dir);
    return m;
}

static ScrValue require_fn_new(int rec);

/* The "Require stack" Node lists under a module that was not found: the
 * requiring module, then whoever required it, up to the first. */
static ScrValue require_stack(int rec, char **text) {
    ScrValue a = scr_array_new(2);
    size_t cap = 64, len = 0;
    char *t = scr__xmalloc(cap);
    t[0] = 0;
    int guard = 0;
    for (int r = rec; r >= 0 && guard < 1000; r = parent_of[r], guard++) {
        const char *f = record(r)->filename;
        scr_array_push_take(a, str(f));
        size_t need = len + strlen(f) + 4;
        if (need > cap) {
            cap = need * 2;
            t = scr__xrealloc(t, cap);
        }
        len += (size_t)sprintf(t + len, "\n- %s", f);
    }
    *text = t;
    return a;
}

/* Throws the error an entry records (a specifier that did not resolve). */
static ScrValue throw_entry_error(int rec, const ScrRequireEntry *e) {
    bool not_found = strcmp(e->code, "MODULE_NOT_FOUND") == 0;
    char *stack_text = NULL;
    ScrValue stack = rec >= 0 ? require_stack(rec, &stack_text) : scr_array_new(0);
    char *msg;
    if (not_found && stack_text && *stack_text) {
        msg = scr__xmalloc(strlen(e->message) + strlen(stack_text) + 20);
        sprintf(msg, "%s\nRequire stack:%s", e->message, stack_text);
    } else {
        msg = scr__xmalloc(strlen(e->message) + 1);
        strcpy(msg, e->message);
    }
    free(stack_text);
    ScrValue ms = str(msg);
    free(msg);
    ScrValue err = scr__error_new(SCR_ERR_ERROR, ms);
    scr_release(ms);
    put(err, "code", str(e->code));
    if (not_found) put(err, "requireStack", stack);
    else scr_release(stack);
    return scr_throw_take(err);
}

/* require(esm): evaluates the module's graph now (Node 20.20 does it
 * synchronously, refusing graphs with top-level await) and returns its
 * namespace; one with a default export gets `__esModule: true` added, as
 * Node's require(esm) does for interop with transpiled CommonJS, unless it
 * exports __esModule itself. A module that exports the name
 * "module.exports" gives that value instead of its namespace. */
NATIVE(esm_get) {
    UNUSED;
    ScrFunction *f = (ScrFunction *)scr_obj(fn);
    return scr_get(*record(f->magic)->ns, f->data);
}

NATIVE(esm_true) {
    UNUSED;
    return SCR_TRUE;
}

/* Whether namespace ns has the export `name`: 1, 0, or -1 (thrown). */
static int own_export(ScrValue ns, const char *name) {
    ScrValue key = str(name);
    ScrPropDesc desc;
    int r = scr__get_own_property(ns, key, &desc);
    scr_release(key);
    if (r > 0) scr__desc_release(&desc);
    return r;
}

static ScrValue require_esm(int from, int rec) {
    const ScrModuleRecord *r = record(rec);
    if (r->async) {
        const char *fromf = from >= 0 ? record(from)->filename : "";
        size_t n = strlen(fromf) + strlen(r->filename) + 256;
        char *msg = scr__xmalloc(n);
        snprintf(msg, n,
                 "require() cannot be used on an ESM graph with top-level await. Use import() instead. To see "
                 "where the top-level await comes from, use --experimental-print-required-tla.\n  From %s \n  "
                 "Requiring %s ",
                 fromf, r->filename);
        ScrValue ms = str(msg);
        free(msg);
        ScrValue err = scr__error_new(SCR_ERR_ERROR, ms);
        scr_release(ms);
        put(err, "code", str("ERR_REQUIRE_ASYNC_MODULE"));
        return scr_throw_take(err);
    }
    for (int i = 0; i < r->ndeps; i++) {
        int d = r->deps[i];
        if (evaluated[d]) continue;
        evaluated[d] = 1;
        ScrValue v = record(d)->body();
        if (scr_is_exception(v)) return v;
        scr_release(v);
    }
    if (!scr_is_undefined(esm_results[rec])) return scr_dup(esm_results[rec]);
    ScrValue ns = *r->ns;
    /* An export named "module.exports" is what require returns. */
    int has_exports = own_export(ns, "module.exports");
    if (has_exports < 0) return SCR_EXCEPTION;
    if (has_exports) {
        ScrValue v = scr__get_str(ns, "module.exports");
        if (scr_is_exception(v)) return v;
        esm_results[rec] = scr_dup(v);
        return v;
    }
    int has_default = own_export(ns, "default");
    int has_esmodule = has_default > 0 ? own_export(ns, "__esModule") : 0;
    if (has_default < 0 || has_esmodule < 0) return SCR_EXCEPTION;
    if (has_default == 0 || has_esmodule) {
        esm_results[rec] = scr_dup(ns);
        return scr_dup(ns);
    }
    ScrValue keys = scr__own_keys(ns, SCR_KEYS_STRINGS);
    if (scr_is_exception(keys)) return keys;
    ScrValue out = scr_namespace_new();
    ScrValue lenv = scr__get_str(keys, "length");
    uint32_t len = (uint32_t)scr_as_number(lenv);
    scr_release(lenv);
    bool added = false;
    for (uint32_t i = 0; i <= len; i++) {
        ScrValue k = i < len ? scr__get_index(keys, i) : SCR_UNDEFINED;
        char *ku = i < len ? scr__string_to_utf8(k, NULL) : NULL;
        if (!added && (!ku || strcmp("__esModule", ku) < 0)) {
            ScrValue a = scr_atom_from_utf8("__esModule", 10);
            ScrValue g = scr__native_new_ex(esm_true, "__esModule", 0, rec, SCR_UNDEFINED);
            scr_namespace_add(out, a, g);
            scr_release(g);
            scr_release(a);
            added = true;
        }
        if (ku) {
            ScrValue a = scr_atom_from_utf8(ku, strlen(ku));
            ScrValue g = scr__native_new_ex(esm_get, ku, 0, rec, a);
            scr_namespace_add(out, a, g);
            scr_release(g);
            scr_release(a);
            free(ku);
        }
        scr_release(k);
    }
    scr_release(keys);
    scr_namespace_finish(out);
    esm_results[rec] = scr_dup(out);
    return out;
}

/* Parses a JSON module; a syntax error names the file, as Node's does. */
static int load_json(ScrValue module, const ScrModuleRecord *r) {
    const char *text = r->json;
    if ((unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB && (unsigned char)text[2] == 0xBF) text += 3;
    ScrValue s = str(text);
    ScrValue v = scr__json_parse(s);
    scr_release(s);
    if (scr_is_exception(v)) {
        ScrValue err = scr_exception_take();
        ScrValue m = scr_is_object(err) ? scr__get_str(err, "message") : SCR_UNDEFINED;
        if (scr_is_string(m)) {
            char *mu = scr__string_to_utf8(m, NULL);
            size_t n = strlen(r->filename) + strlen(mu) + 3;
            char *t = scr__xmalloc(n);
            snprintf(t, n, "%s: %s", r->filename, mu);
            put(err, "message", str(t));
            free(t);
            free(mu);
        }
        scr_release(m);
        scr_throw_take(err);
        return -1;
    }
    put(module, "exports", v);
    return 0;
}

/* Loads record rec (once: later calls answer from the cache) and returns
 * its module.exports (owned), or SCR_EXCEPTION. `from` is the requiring
 * record (-1: the ES loader). */
static ScrValue load(int rec, int from) {
    ensure_init();
    const ScrModuleRecord *r = record(rec);
    if (r->format == SCR_MOD_ESM) return require_esm(from, rec);
    if (!scr_is_undefined(module_objs[rec])) return scr__get_str(module_objs[rec], "exports");
    bool is_main = rec == scr__program->main_record;
    ScrValue module = module_new(r->filename, is_main);
    if (is_main) main_module = scr_dup(module);
    module_objs[rec] = module;
    parent_of[rec] = from;
    ScrValue fkey = str(r->filename);
    scr_set(cache_obj, fkey, module);
    if (from >= 0 && !scr_is_undefined(module_objs[from])) {
        ScrValue ch = scr__get_str(module_objs[from], "children");
        if (scr_is_object(ch)) scr_array_push(ch, module);
        scr_release(ch);
    }
    int st = 0;
    if (r->format == SCR_MOD_JSON) {
        st = load_json(module, r);
    } else {
        ScrValue exports = scr__get_str(module, "exports");
        ScrValue req = require_fn_new(rec);
        char *dir = dir_of(r->filename);
        ScrValue args[5] = {exports, req, module, str(r->filename), str(dir)};
        free(dir);
        ScrValue v = scr_call(*r->wrapper, exports, 5, args, "");
        for (int i = 0; i < 5; i++)
            if (i != 2) scr_release(args[i]);
        if (scr_is_exception(v)) st = -1;
        else scr_release(v);
    }
    if (st < 0) {
        /* A module that throws leaves the cache, as in Node. */
        ScrValue exc = scr_exception_take();
        scr_delete(cache_obj, fkey);
        scr_release(fkey);
        scr_clear(&module_objs[rec]);
        return scr_throw_take(exc);
    }
    scr_release(fkey);
    put(module, "loaded", SCR_TRUE);
    return scr__get_str(module, "exports");
}

ScrValue scr_cjs_evaluate(int rec) { return load(rec, -1); }

ScrValue scr_cjs_export_get(ScrValue exports, ScrValue name) {
    if (!scr_is_object(exports)) return SCR_UNDEFINED;
    ScrPropDesc d;
    int has = scr__get_own_property(exports, name, &d);
    if (has <= 0) {
        if (has < 0) scr_release(scr_exception_take());
        return SCR_UNDEFINED;
    }
    scr__desc_release(&d);
    ScrValue v = scr_get(exports, name);
    if (scr_is_exception(v)) {
        scr_release(scr_exception_take());
        return SCR_UNDEFINED;
    }
    return v;
}

/* The entry of record rec's table for the specifier argument, or NULL
 * with an exception pending. */
static const ScrRequireEntry *find_entry(int rec, ScrValue spec) {
    if (!scr_is_string(spec)) {
        scr_throw_type_error("The \"id\" argument must be of type string. Received %s",
                             scr_is_undefined(spec) ? "undefined" : scr_is_null(spec) ? "null" : "an object");
        return NULL;
    }
    char *s = scr__string_to_utf8(spec, NULL);
    if (!*s) {
        free(s);
        scr_throw_type_error("The argument 'id' must be a non-empty string. Received ''");
        return NULL;
    }
    const ScrModuleRecord *r = rec >= 0 ? record(rec) : NULL;
    for (int i = 0; r && i < r->nrequires; i++)
        if (strcmp(r->requires[i].spec, s) == 0) {
            free(s);
            return &r->requires[i];
        }
    /* Not a literal the compiler saw (require through an alias): Node's
     * error for a module it cannot find. */
    size_t n = strlen(s) + 32;
    char *msg = scr__xmalloc(n);
    snprintf(msg, n, "Cannot find module '%s'", s);
    ScrRequireEntry e = {s, -1, NULL, NULL, "MODULE_NOT_FOUND", msg};
    throw_entry_error(rec, &e);
    free(msg);
    free(s);
    return NULL;
}

NATIVE(require_native) {
    UNUSED;
    int rec = ((ScrFunction *)scr_obj(fn))->magic;
    const ScrRequireEntry *e = find_entry(rec, ARG(0));
    if (!e) return SCR_EXCEPTION;
    if (e->builtin) return scr_builtin_import(e->builtin, strcmp(e->builtin, "@scr/experimental") ? "default" : NULL);
    if (e->record < 0) return throw_entry_error(rec, e);
    return load(e->record, rec);
}

NATIVE(resolve_native) {
    UNUSED;
    int rec = ((ScrFunction *)scr_obj(fn))->magic;
    const ScrRequireEntry *e = find_entry(rec, ARG(0));
    if (!e) return SCR_EXCEPTION;
    if (!e->resolved) return throw_entry_error(rec, e);
    return str(e->resolved);
}

/* A module's require: require(spec), .resolve, .main, .extensions, .cache. */
static ScrValue require_fn_new(int rec) {
    ensure_init();
    ScrValue req = scr__native_new_ex(require_native, "require", 1, rec, SCR_UNDEFINED);
    put(req, "resolve", scr__native_new_ex(resolve_native, "resolve", 2, rec, SCR_UNDEFINED));
    put(req, "main", scr_dup(main_module));
    put(req, "extensions", scr_object_new_proto(SCR_NULL));
    put(req, "cache", scr_dup(cache_obj));
    return req;
}

/* node:module's createRequire(filename or file: URL): a require for that
 * file, knowing the specifiers the compiler saw given to it there. */
NATIVE(create_require) {
    UNUSED;
    ScrValue a = ARG(0);
    if (!scr_is_string(a)) {
        ScrValue h = scr_is_object(a) ? scr__get_str(a, "href") : SCR_UNDEFINED;
        if (scr_is_exception(h)) return h;
        if (!scr_is_string(h)) {
            scr_release(h);
            return scr_throw_type_error("The argument 'filename' must be a file URL object, file URL string, or "
                                        "absolute path string. Received %s",
                                        scr_is_undefined(a) ? "undefined" : "an invalid value");
        }
        a = h;
    } else {
        scr_dup(a);
    }
    char *s = scr__string_to_utf8(a, NULL);
    scr_release(a);
    const char *path = s;
    if (strncmp(s, "file://", 7) == 0) path = s + 7;
    /* Percent-decoding: the paths scr's URLs encode. */
    char *dec = scr__xmalloc(strlen(path) + 1);
    size_t k = 0;
    for (const char *p = path; *p; p++) {
        if (*p == '%' && p[1] && p[2]) {
            char hx[3] = {p[1], p[2], 0};
            dec[k++] = (char)strtol(hx, NULL, 16);
            p += 2;
        } else {
            dec[k++] = *p;
        }
    }
    dec[k] = 0;
    int rec = -1;
    for (int i = 0; i < scr__program->nrecords; i++)
        if (strcmp(record(i)->filename, dec) == 0) rec = i;
    free(dec);
    free(s);
    return require_fn_new(rec);
}

ScrValue scr__module_module_new(void) {
    ScrValue m = scr_object_new();
    put(m, "createRequire", scr__native_new_ex(create_require, "createRequire", 1, 0, SCR_UNDEFINED));
    return m;
}

void scr__cjs_shutdown(void) {
    if (!module_objs) return;
    for (int i = 0; i < scr__program->nrecords; i++) {
        scr_clear(&module_objs[i]);
        scr_clear(&esm_results[i]);
    }
    free(module_objs);
    free(esm_results);
    free(parent_of);
    free(evaluated);
    module_objs = NULL;
    scr_clear(&cache_obj);
    scr_clear(&main_module);
}
