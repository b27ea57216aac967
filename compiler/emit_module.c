/* emit_module.c - the program level: loads the entry module and everything
 * it imports (each file parsed and analysed once), links imports to the
 * exporters' bindings, orders module evaluation (dependencies first, as ES
 * does for cycles), and writes the whole C file: constants, module
 * statics, functions, module bodies, teardown and the ScrProgram table. */
#define _DEFAULT_SOURCE
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache.h"
#include "cjs.h"
#include "diag.h"
#include "driver.h"
#include "emit.h"
#include "json.h"
#include "parse.h"
#include "resolve.h"
#include "utf.h"

/* ---- built-in modules ------------------------------------------------ */

/* Modules the runtime provides instead of a file, listed once for the
 * compiler and the runtime in runtime/src/node/modules.def. They win over
 * node_modules, where a package may hold the fallback that Node runs. An
 * import of one becomes a static the program's hoist fills with
 * scr_builtin_import; a name the module does not export is reported as
 * Node reports it at link time. */
typedef struct BuiltinModule {
    const char *spec;  /* the canonical specifier, also what scr_builtin_import is given */
    bool has_default;  /* the module object is its default export */
} BuiltinModule;

typedef struct BuiltinExport {
    const char *spec, *name;
} BuiltinExport;

#define SCR_MODULE(spec, maker, has_default) {spec, has_default},
#define SCR_EXPORT(spec, name)
static const BuiltinModule builtin_modules[] = {
#include "node/modules.def"
};
#undef SCR_MODULE
#undef SCR_EXPORT
#define SCR_MODULE(spec, maker, has_default)
#define SCR_EXPORT(spec, name) {spec, name},
static const BuiltinExport builtin_exports[] = {
#include "node/modules.def"
};
#undef SCR_MODULE
#undef SCR_EXPORT

/* The table's row for a specifier, canonical ("node:path") or not
 * ("path"), or NULL. */
static const BuiltinModule *builtin_module(const char *spec) {
    const char *canon = resolve_builtin_name(spec);
    for (size_t i = 0; i < sizeof builtin_modules / sizeof *builtin_modules; i++)
        if (strcmp(spec, builtin_modules[i].spec) == 0 || (canon && strcmp(canon, builtin_modules[i].spec) == 0))
            return &builtin_modules[i];
    return NULL;
}

static bool builtin_has_export(const BuiltinModule *bm, const char *name) {
    if (strcmp(name, "default") == 0) return bm->has_default;
    for (size_t i = 0; i < sizeof builtin_exports / sizeof *builtin_exports; i++)
        if (strcmp(builtin_exports[i].spec, bm->spec) == 0 && strcmp(builtin_exports[i].name, name) == 0)
            return true;
    return false;
}

/* Links an import of a built-in module: the binding becomes a static the
 * program's hoist fills from the runtime. 0, or -1 after a diagnostic. */
static int link_builtin_import(Module *m, ImportRec *ir, const BuiltinModule *bm) {
    if (ir->name && !builtin_has_export(bm, ir->name)) {
        diag_error_at(m->sf, ir->node,
                      "The requested module '%s' does not provide an export named '%s'",
                      m->requests[ir->module], ir->name);
        return -1;
    }
    ir->local->builtin_mod = bm->spec;
    ir->local->builtin_export = ir->name;
    return 0;
}

/* ---- loading --------------------------------------------------------- */

static int find_module(Program *p, const char *abspath) {
    for (int i = 0; i < p->nmods; i++)
        if (strcmp(p->mods[i]->sf->abspath, abspath) == 0) return i;
    return -1;
}

/* How diagnostics name an imported file: relative to the working directory
 * when it lies below it (as the entry is usually named), else absolute. */
static char *rel_display(const char *importer_path, const char *abs) {
    (void)importer_path;
    char *cwd = getcwd(NULL, 0);
    size_t n = cwd ? strlen(cwd) : 0;
    char *r = cwd && n > 1 && strncmp(abs, cwd, n) == 0 && abs[n] == '/' ? xstrdup(abs + n + 1) : xstrdup(abs);
    free(cwd);
    return r;
}

/* How a file is to be loaded: as an ES module, as CommonJS, or (a .js
 * file with no "type" in scope) as ES when it has module syntax. */
typedef enum LoadAs { LOAD_ESM, LOAD_CJS, LOAD_DETECT, LOAD_JSON } LoadAs;

static LoadAs load_as(const Resolution *r) {
    if (r->format == FMT_ESM) return LOAD_ESM;
    return r->ambiguous ? LOAD_DETECT : LOAD_CJS;
}

/* CommonJS hook: parses sf as `as` says; *cjs tells which it became. For
 * LOAD_DETECT a file that is not valid CommonJS but is a valid ES module
 * is one (Node 20.20's module-syntax detection). */
static bool parse_as(SourceFile *sf, LoadAs as, bool *cjs) {
    *cjs = as == LOAD_CJS;
    if (as == LOAD_ESM) return parse_program(sf) != NULL;
    if (as == LOAD_CJS) return parse_cjs_program(sf) != NULL;
    bool was = diag_mute(true);
    bool ok = parse_cjs_program(sf) != NULL;
    bool esm = !ok && parse_program(sf) != NULL;
    diag_mute(was);
    if (ok) *cjs = true;
    if (ok || esm) return true;
    *cjs = true;
    return parse_cjs_program(sf) != NULL; /* reports CommonJS's error */
}

static int load_requires(Program *p, Module *m);
static int load_dynamic_imports(Program *p, Module *m);
static int load_module_as(Program *p, const char *path, LoadAs as);
static int add_module(Program *p, SourceFile *sf, LoadAs as, int json);

/* The built-in modules written in JavaScript (runtime/js/, installed in
 * <home>/lib/js/ by the Makefile): modules.def's SCR_JS_MODULE rows. */
typedef struct JsModule {
    const char *spec, *file;
} JsModule;
#define SCR_MODULE(spec, maker, has_default)
#define SCR_EXPORT(spec, name)
#define SCR_JS_MODULE(spec, file) {spec, file},
static const JsModule js_modules[] = {
#include "node/modules.def"
};
#undef SCR_MODULE
#undef SCR_EXPORT
#undef SCR_JS_MODULE

static char *js_module_path(const JsModule *jm) { return xsprintf("%s/lib/js/%s", driver_home(), jm->file); }

/* A resolved built-in written in JavaScript is loaded as its CommonJS
 * file, like a package's: r->path names it, r->builtin stays. */
static void builtin_as_file(Program *p, Resolution *r) {
    if (r->format != FMT_BUILTIN || !r->builtin) return;
    for (size_t i = 0; i < sizeof js_modules / sizeof *js_modules; i++)
        if (strcmp(js_modules[i].spec, r->builtin) == 0) {
            char *path = js_module_path(&js_modules[i]);
            r->path = realpath(path, NULL);
            if (!r->path) r->path = path; /* not installed: source_load reports it */
            else free(path);
            r->format = FMT_CJS;
            p->uses_js = true;
            return;
        }
}

/* Built-ins a module uses without importing them, both written in
 * JavaScript: process.stdin is made by node:stream, and node:fs's
 * createReadStream and createWriteStream call into @scr/fs-streams. A
 * module whose text has one of these words requests that module first.
 * Text, not syntax: a mention in a comment or a string costs a larger
 * executable, never a wrong one. */
static const struct {
    const char *word, *spec;
} implied_requests[] = {
    {"stdin", "node:stream"},
    {"ReadStream", "@scr/fs-streams"},
    {"WriteStream", "@scr/fs-streams"},
};

static void add_implied_requests(Module *m) {
    if (m->builtin_js) return;
    for (size_t k = 0; k < sizeof implied_requests / sizeof *implied_requests; k++) {
        if (!strstr(m->sf->text, implied_requests[k].word)) continue;
        const char *spec = implied_requests[k].spec;
        bool have = false;
        for (int i = 0; i < m->nrequests && !have; i++) have = strcmp(m->requests[i], spec) == 0;
        if (have) continue;
        m->requests = xgrow(m->requests, (size_t)(m->nrequests + 1) * sizeof *m->requests);
        m->request_nodes = xgrow(m->request_nodes, (size_t)(m->nrequests + 1) * sizeof *m->request_nodes);
        m->requests[m->nrequests] = spec;
        m->request_nodes[m->nrequests] = m->sf->program;
        m->nrequests++;
    }
}

/* The second load of a program that uses built-ins written in JavaScript
 * (program_load): every one of them is loaded right after the entry, in
 * modules.def's order, so that each has the same module index, the same
 * function names and therefore the same C in every program, and its
 * object is compiled once per flavour and then found in the cache. Those
 * the program does not reach are never evaluated. */
static int preload_js_modules(Program *p) {
    for (size_t i = 0; i < sizeof js_modules / sizeof *js_modules; i++) {
        char *path = js_module_path(&js_modules[i]);
        char *abs = realpath(path, NULL);
        /* The source keeps `path` as its name. */
        int rc = abs && find_module(p, abs) >= 0 ? 0 : load_module_as(p, path, LOAD_CJS);
        free(abs);
        if (rc < 0) return -1;
    }
    return 0;
}

static bool is_js_module_file(const char *abspath) {
    char *lib = xsprintf("%s/lib/js/", driver_home());
    char *real = realpath(lib, NULL);
    bool own = strncmp(abspath, lib, strlen(lib)) == 0 ||
               (real && strncmp(abspath, real, strlen(real)) == 0 && abspath[strlen(real)] == '/');
    free(real);
    free(lib);
    return own;
}

/* The JSON file at path (absolute) in the program's table of JSON texts,
 * which require and JSON modules share: its index, or -1 after a
 * diagnostic at `at` of sf. */
static int json_entry(Program *p, SourceFile *sf, const Node *at, const char *path) {
    if (!p->cjs) p->cjs = xzalloc(sizeof *p->cjs);
    CjsProgram *cp = p->cjs;
    int j = 0;
    while (j < cp->njson && strcmp(cp->json[j].path, path) != 0) j++;
    if (j == cp->njson) {
        char *text = read_whole_file(path, NULL);
        if (!text) {
            diag_error_at(sf, at, "cannot read %s", path);
            return -1;
        }
        cp->json = xgrow(cp->json, sizeof *cp->json * (size_t)(cp->njson + 1));
        cp->json[cp->njson].path = xstrdup(path);
        cp->json[cp->njson++].text = text;
    }
    return j;
}

/* Import attributes, checked as Node checks them against the format the
 * specifier resolved to (lib/internal/modules/esm/assert.js): a key other
 * than `type` is unsupported; a JSON file needs `type: "json"`; any other
 * module takes no type; a type other than "json" is unsupported. code is
 * NULL when the import goes on, json true when it loads a JSON module. */
typedef struct AttrCheck {
    const char *code;
    char *message;
    bool json;
} AttrCheck;

/* Import attributes as key and value in turn (UTF-8), n strings, owned
 * unless they are borrowed from the tree. */
typedef struct Attrs {
    char **kv;
    int n;
    bool borrowed;
} Attrs;

static void attrs_add(Attrs *at, char *key, char *value) {
    at->kv = xgrow(at->kv, sizeof *at->kv * (size_t)(at->n + 2));
    at->kv[at->n++] = key;
    at->kv[at->n++] = value;
}

static void attrs_free(Attrs *at) {
    if (!at->borrowed)
        for (int i = 0; i < at->n; i++) free(at->kv[i]);
    free(at->kv);
    memset(at, 0, sizeof *at);
}

static AttrCheck check_attributes(const Attrs *at, const Resolution *r) {
    AttrCheck ac = {NULL, NULL, false};
    const char *type = NULL;
    for (int i = 0; i < at->n; i += 2) {
        if (strcmp(at->kv[i], "type") != 0) {
            ac.code = "ERR_IMPORT_ATTRIBUTE_UNSUPPORTED";
            ac.message = xsprintf("Import attribute \"%s\" with value \"%s\" is not supported",
                                  at->kv[i], at->kv[i + 1]);
            return ac;
        }
        type = at->kv[i + 1];
    }
    bool is_json = r->format == FMT_JSON;
    if (is_json && type && strcmp(type, "json") == 0) {
        ac.json = true;
        return ac;
    }
    if (!is_json && !type) return ac;
    char *url = r->format != FMT_BUILTIN               ? resolve_path_to_url(r->path)
                : strncmp(r->builtin, "node:", 5) == 0 ? xstrdup(r->builtin)
                                                       : xsprintf("node:%s", r->builtin);
    if (!type) {
        ac.code = "ERR_IMPORT_ASSERTION_TYPE_MISSING";
        ac.message = xsprintf("Module \"%s\" needs an import attribute of type \"json\"", url);
    } else if (strcmp(type, "json") != 0) {
        ac.code = "ERR_IMPORT_ASSERTION_TYPE_UNSUPPORTED";
        ac.message = xsprintf("Import attribute type \"%s\" is unsupported", type);
    } else {
        ac.code = "ERR_IMPORT_ASSERTION_TYPE_FAILED";
        ac.message = xsprintf("Module \"%s\" is not of type \"%s\"", url, type);
    }
    free(url);
    return ac;
}

/* The attributes of the import or export that made a request (none for
 * the requests scr adds itself). */
static Attrs request_attributes(const Node *rn) {
    Attrs at = {NULL, 0, true};
    bool decl = rn->kind == N_IMPORT_DECL || rn->kind == N_EXPORT_NAMED || rn->kind == N_EXPORT_ALL;
    if (!decl || !rn->c || rn->c->kind != N_ARRAY) return at;
    for (int i = 0; i + 1 < rn->c->list.len; i += 2)
        attrs_add(&at, rn->c->list.items[i]->name, rn->c->list.items[i + 1]->name);
    return at;
}

/* A string literal's or an identifier's text as UTF-8 (a lone surrogate
 * as its 3-byte form), or NULL for any other node. */
static char *literal_text(const Node *k) {
    if (k->kind == N_IDENT) return xstrdup(k->name);
    if (k->kind != N_STRING) return NULL;
    return utf16_to_utf8_dup(k->u16, k->u16len, UTF16_PAIRS);
}

/* import()'s options argument when the compiler can read it: an object
 * literal whose `with` (or `assert`) is an object literal of string
 * values. false for anything else. */
static bool dynamic_attributes(const Node *opts, Attrs *at) {
    while (opts->kind == N_PAREN) opts = opts->a;
    if (opts->kind != N_OBJECT) return false;
    for (int i = 0; i < opts->list.len; i++) {
        const Node *pr = opts->list.items[i];
        if (pr->kind != N_PROPERTY || (pr->flags & (N_COMPUTED | N_METHOD)) || pr->op != P_INIT)
            return false;
        char *name = literal_text(pr->a);
        bool with = name && (strcmp(name, "with") == 0 || strcmp(name, "assert") == 0);
        free(name);
        const Node *o = pr->b;
        while (o && o->kind == N_PAREN) o = o->a;
        if (!with || o->kind != N_OBJECT) return false;
        attrs_free(at);
        for (int k = 0; k < o->list.len; k++) {
            const Node *a = o->list.items[k];
            if (a->kind != N_PROPERTY || (a->flags & (N_COMPUTED | N_METHOD)) || a->op != P_INIT ||
                a->b->kind != N_STRING)
                return false;
            char *key = literal_text(a->a);
            if (!key) return false;
            attrs_add(at, key, literal_text(a->b));
        }
    }
    return true;
}

/* A statically imported JSON module must parse: Node fails before running
 * anything when it does not, with JSON.parse's message after the path.
 * The text is the one the program's JSON table keeps (the run time parses
 * it up to its first NUL, as this does). */
static bool json_module_valid(Program *p, SourceFile *from, const Node *at, const char *path) {
    int k = json_entry(p, from, at, path);
    if (k < 0) return false;
    const char *text = p->cjs->json[k].text;
    char *err = NULL;
    Json *j = json_parse(text, strlen(text), &err);
    if (!j) {
        diag_error_at(from, at, "SyntaxError: %s: %s", path, err);
        free(err);
        return false;
    }
    json_free(j);
    return true;
}

/* A JSON module (`import x from "./x.json" with { type: "json" }`): a
 * CommonJS-like module with no code whose facade takes module.exports
 * from the JSON text's record, so that its one export, default, is the
 * object require() of the same file returns, as in Node. */
static SourceFile *json_module_source(Program *p, SourceFile *from, const Node *at,
                                      const char *path, const char *abs, int *json) {
    *json = json_entry(p, from, at, abs);
    if (*json < 0) return NULL;
    return source_from_text(path, abs, "", 0);
}

/* Loads the module at path (shown) or, for LOAD_JSON, the JSON module of
 * the file abs; the module's index, or -1 after a diagnostic. */
static int load_module_or_json(Program *p, SourceFile *from, const Node *at, const char *shown,
                               const char *abs, LoadAs as) {
    if (as != LOAD_JSON) return load_module_as(p, shown, as);
    int json;
    SourceFile *sf = json_module_source(p, from, at, shown, abs, &json);
    return sf ? add_module(p, sf, LOAD_JSON, json + 1) : -1;
}

static int load_module_as(Program *p, const char *path, LoadAs as) {
    SourceFile *sf = source_load(path);
    if (!sf) return -1;
    return add_module(p, sf, as, 0);
}

/* Adds the module whose source is sf, parsed as `as` says (a JSON module's
 * empty text as CommonJS, json its JSON text's index + 1). */
static int add_module(Program *p, SourceFile *sf, LoadAs as, int json) {
    bool cjs;
    if (!parse_as(sf, as == LOAD_JSON ? LOAD_CJS : as, &cjs)) return -1;
    Module *m = xzalloc(sizeof *m);
    m->is_cjs = cjs;
    m->json = json;
    m->index = p->nmods;
    m->sf = sf;
    m->program = sf->program;
    m->cprefix = xsprintf("m%d_", m->index);
    p->mods = xgrow(p->mods, sizeof(Module *) * (size_t)(p->nmods + 1));
    p->mods[p->nmods++] = m;
    m->builtin_js = is_js_module_file(sf->abspath);
    if (p->preload_js && m->index == 0 && preload_js_modules(p) < 0) return -1;
    if (scope_analyze(&p->an, m) < 0) return -1;
    if (cjs_collect(&p->an, m) < 0 || load_requires(p, m) < 0) return -1;
    add_implied_requests(m);
    m->request_module = xmalloc(sizeof(int) * (size_t)(m->nrequests + 1));
    for (int i = 0; i < m->nrequests; i++) {
        const Node *rn = m->request_nodes[i];
        Resolution r;
        if (resolve_module(sf->abspath, m->requests[i], RESOLVE_IMPORT, &r) < 0) {
            /* Node fails before running anything: its report's first
             * line, at the import. */
            char *text = resolution_error_text(&r);
            diag_error_at(sf, rn, "%s", text);
            free(text);
            resolution_free(&r);
            return -1;
        }
        Attrs at = request_attributes(rn);
        AttrCheck ac = check_attributes(&at, &r);
        attrs_free(&at);
        if (ac.code) {
            /* Node fails before running anything. */
            diag_error_at(sf, rn, "TypeError [%s]: %s", ac.code, ac.message);
            free(ac.message);
            resolution_free(&r);
            return -1;
        }
        builtin_as_file(p, &r);
        if (r.format == FMT_BUILTIN) {
            if (!builtin_module(r.builtin) && !builtin_module(m->requests[i])) {
                diag_error_at(sf, rn, "the built-in module '%s' is not supported yet by scr", r.builtin);
                return -1;
            }
            m->request_module[i] = -1; /* provided by the runtime */
            continue;
        }
        if (ac.json && !json_module_valid(p, sf, rn, r.path)) {
            resolution_free(&r);
            return -1;
        }
        LoadAs as = ac.json ? LOAD_JSON : load_as(&r);
        char *abs = r.path;
        r.path = NULL;
        resolution_free(&r);
        int k = find_module(p, abs);
        if (k < 0) {
            /* The module's SourceFile borrows its path for the life of the
             * program (the generated C's comments and #line name it). */
            char *shown = rel_display(sf->path, abs);
            k = load_module_or_json(p, sf, rn, shown, abs, as);
            if (k < 0) {
                free(abs);
                return -1;
            }
        }
        free(abs);
        m->request_module[i] = k;
    }
    if (load_dynamic_imports(p, m) < 0) return -1;
    return m->index;
}

/* The targets of a module's import("literal") calls: loaded into the
 * program like static imports, except that a specifier Node cannot resolve
 * is no compile error: the call's promise rejects with Node's error. */
static int load_dynamic_imports(Program *p, Module *m) {
    SourceFile *sf = m->sf;
    for (int i = 0; i < m->ndyn; i++) {
        DynImport *d = &m->dyn[i];
        Resolution r;
        if (resolve_module(sf->abspath, d->spec, RESOLVE_IMPORT, &r) < 0) {
            d->err_name = r.error_name ? r.error_name : "Error";
            d->err_code = r.code;
            d->err_message = r.message;
            r.message = NULL;
            resolution_free(&r);
            continue;
        }
        Attrs at = {NULL, 0, false};
        if (d->node->b && !dynamic_attributes(d->node->b, &at)) {
            attrs_free(&at);
            diag_error_at(sf, d->node->b,
                          "import()'s options are supported as an object literal of string-valued "
                          "attributes only (`{ with: { type: \"json\" } }`)");
            resolution_free(&r);
            return -1;
        }
        AttrCheck ac = check_attributes(&at, &r);
        attrs_free(&at);
        if (ac.code) {
            d->err_name = "TypeError";
            d->err_code = ac.code;
            d->err_message = ac.message;
            resolution_free(&r);
            continue;
        }
        builtin_as_file(p, &r);
        if (r.format == FMT_BUILTIN) {
            const BuiltinModule *bm = builtin_module(r.builtin);
            if (!bm) bm = builtin_module(d->spec);
            if (!bm) {
                diag_error_at(sf, d->node, "the built-in module '%s' is not supported yet by scr", r.builtin);
                return -1;
            }
            d->builtin = bm->spec;
            continue;
        }
        int k = find_module(p, r.path);
        if (k < 0) {
            char *shown = rel_display(sf->path, r.path);
            /* CommonJS and JSON too: the facade runs them */
            k = load_module_or_json(p, sf, d->node, shown, r.path,
                                    ac.json ? LOAD_JSON : load_as(&r));
            if (k < 0) {
                resolution_free(&r);
                return -1;
            }
        }
        resolution_free(&r);
        d->module = k;
        p->mods[k]->needs_ns = true;
    }
    return 0;
}


/* ---- CommonJS: require ----------------------------------------------- */

/* Resolves every literal specifier module m gives `require` (cjs.c
 * collected them) and loads what it names. A specifier that does not
 * resolve is not an error here: require throws Node's error when (and if)
 * it runs, as code that probes optional dependencies expects. A built-in
 * module scr lacks is a diagnostic. 0, or -1 after a diagnostic. */
static int load_requires(Program *p, Module *m) {
    CjsInfo *ci = m->cjs;
    if (!ci) return 0;
    if (!p->cjs) p->cjs = xzalloc(sizeof *p->cjs);
    for (int i = 0; i < ci->nreqs; i++) {
        CjsRequest *q = &ci->reqs[i];
        Resolution r;
        if (resolve_module(m->sf->abspath, q->spec, RESOLVE_REQUIRE, &r) < 0) {
            q->code = r.code;
            q->message = r.message;
            r.message = NULL;
            resolution_free(&r);
            continue;
        }
        builtin_as_file(p, &r);
        if (r.format == FMT_BUILTIN) {
            const BuiltinModule *bm = builtin_module(r.builtin);
            if (!bm) bm = builtin_module(q->spec);
            if (!bm && q->load) {
                diag_error_at(m->sf, q->node, "the built-in module '%s' is not supported yet by scr", r.builtin);
                resolution_free(&r);
                return -1;
            }
            q->builtin = bm ? bm->spec : r.builtin;
            resolution_free(&r);
            continue;
        }
        q->path = r.path;
        r.path = NULL;
        LoadAs as = load_as(&r);
        bool json = r.format == FMT_JSON;
        resolution_free(&r);
        if (!q->load) continue;
        if (json) {
            q->json = json_entry(p, m->sf, q->node, q->path);
            if (q->json < 0) return -1;
            continue;
        }
        int k = find_module(p, q->path);
        if (k < 0) k = load_module_as(p, xstrdup(q->path), as);
        if (k < 0) return -1;
        q->module = k;
        if (!p->mods[k]->is_cjs) p->mods[k]->needs_ns = true; /* require(esm) returns it */
    }
    return 0;
}

/* The program module a specifier `require`d by m names, or -1 (cjs.c
 * follows re-exports through it). */
static int required_module(void *ctx, Module *m, const char *spec) {
    (void)ctx;
    if (!m->cjs) return -1;
    for (int i = 0; i < m->cjs->nreqs; i++)
        if (strcmp(m->cjs->reqs[i].spec, spec) == 0) return m->cjs->reqs[i].module;
    return -1;
}

/* How the entry file loads: by extension and the package scope's "type",
 * as Node runs a main file. */
static LoadAs entry_load_as(const char *path) {
    char *abs = realpath(path, NULL);
    if (!abs) return LOAD_ESM; /* source_load reports it */
    size_t n = strlen(abs);
    LoadAs as = LOAD_CJS;
    if (n > 4 && strcmp(abs + n - 4, ".mjs") == 0) as = LOAD_ESM;
    else if (n > 4 && strcmp(abs + n - 4, ".cjs") == 0) as = LOAD_CJS;
    else if (n > 3 && strcmp(abs + n - 3, ".js") == 0) {
        const char *type = resolve_package_type(abs);
        as = strcmp(type, "module") == 0 ? LOAD_ESM : strcmp(type, "commonjs") == 0 ? LOAD_CJS : LOAD_DETECT;
    }
    free(abs);
    return as;
}

/* ---- linking --------------------------------------------------------- */

typedef struct Resolved {
    Binding *b;   /* the exporter's binding */
    int ns;       /* or: the namespace of this module */
} Resolved;

static bool resolve_export(Program *p, int mi, const char *name, Resolved *out, int depth) {
    if (depth > 64) return false;
    Module *m = p->mods[mi];
    for (int i = 0; i < m->nexports; i++) {
        ExportRec *e = &m->exports[i];
        if (strcmp(e->name, name) != 0) continue;
        if (e->local) {
            Binding *b = e->local;
            if (b->kind == B_IMPORT) {
                /* export { x } where x was imported: follow it. */
                for (int j = 0; j < m->nimports; j++)
                    if (m->imports[j].local == b) {
                        ImportRec *ir = &m->imports[j];
                        int src = m->request_module[ir->module];
                        if (src < 0) return false;
                        if (!ir->name) {
                            out->b = NULL;
                            out->ns = src;
                            return true;
                        }
                        return resolve_export(p, src, ir->name, out, depth + 1);
                    }
            }
            out->b = b;
            out->ns = -1;
            return true;
        }
        int src = m->request_module[e->module];
        if (src < 0) return false;
        if (!e->import_name) {
            out->b = NULL;
            out->ns = src;
            return true;
        }
        return resolve_export(p, src, e->import_name, out, depth + 1);
    }
    if (strcmp(name, "default") == 0) return false;
    for (int i = 0; i < m->nstar; i++)
        if (m->request_module[m->star_exports[i]] >= 0 &&
            resolve_export(p, m->request_module[m->star_exports[i]], name, out, depth + 1))
            return true;
    return false;
}

static void mark_ns(Program *p, int mi) { p->mods[mi]->needs_ns = true; }

static int link_program(Program *p) {
    for (int mi = 0; mi < p->nmods; mi++) {
        Module *m = p->mods[mi];
        for (int i = 0; i < m->nimports; i++) {
            ImportRec *ir = &m->imports[i];
            int src = m->request_module[ir->module];
            if (src < 0) {
                if (link_builtin_import(m, ir, builtin_module(m->requests[ir->module])) < 0)
                    return -1;
                continue;
            }
            if (!ir->name) {
                ir->local->ns_module = src;
                mark_ns(p, src);
                continue;
            }
            Resolved r = {0, -1};
            if (!resolve_export(p, src, ir->name, &r, 0) && p->mods[src]->is_cjs &&
                !p->mods[src]->json) {
                char *msg = cjs_missing_export_message(m->requests[ir->module], ir->name);
                diag_error_at(m->sf, ir->node, "%s", msg);
                free(msg);
                return -1;
            }
            if (!r.b && r.ns < 0) {
                diag_error_at(m->sf, ir->node,
                              "The requested module '%s' does not provide an export named '%s'",
                              m->requests[ir->module], ir->name);
                return -1;
            }
            if (r.b) {
                ir->local->target = r.b;
                r.b->exported = true;
            } else {
                ir->local->ns_module = r.ns;
                mark_ns(p, r.ns);
            }
        }
    }
    return 0;
}

static void collect_names(Program *p, int mi, const char ***names, int *n, int depth);

/* A namespace object has a getter for each export, and an export that is
 * another module's namespace (`export * as X from`, directly or through
 * `export *`) reads that module's namespace: it needs one too, whether or
 * not anything imports X by name (htmlparser2's `DomUtils`). To a fixpoint,
 * as the namespace marked may re-export others. */
static void mark_reexported_ns(Program *p) {
    for (bool changed = true; changed;) {
        changed = false;
        for (int mi = 0; mi < p->nmods; mi++) {
            if (!p->mods[mi]->needs_ns) continue;
            const char **names = NULL;
            int n = 0;
            collect_names(p, mi, &names, &n, 0);
            for (int i = 0; i < n; i++) {
                Resolved r = {0, -1};
                if (resolve_export(p, mi, names[i], &r, 0) && !r.b && r.ns >= 0 && !p->mods[r.ns]->needs_ns) {
                    mark_ns(p, r.ns);
                    changed = true;
                }
            }
            free(names);
        }
    }
}

static void order_visit(Program *p, int mi, bool *seen, int *n) {
    if (seen[mi]) return;
    seen[mi] = true;
    Module *m = p->mods[mi];
    for (int i = 0; i < m->nrequests; i++)
        if (m->request_module[i] >= 0) order_visit(p, m->request_module[i], seen, n);
    p->order[(*n)++] = mi;
}

static Program *program_load_as(const char *entry_path, bool preload_js) {
    Program *p = xzalloc(sizeof *p);
    p->preload_js = preload_js;
    if (load_module_as(p, entry_path, entry_load_as(entry_path)) < 0) return NULL;
    return p;
}

Program *program_load(const char *entry_path) {
    Program *p = program_load_as(entry_path, false);
    /* A program that uses a built-in written in JavaScript is loaded again
     * with all of them at fixed indices (preload_js_modules). The first
     * load is dropped (the compiler is a short-lived process). */
    if (p && p->uses_js) p = program_load_as(entry_path, true);
    if (!p) return NULL;
    for (int i = 0; i < p->nmods; i++)
        if (p->mods[i]->is_cjs) cjs_add_exports(&p->an, p->mods, p->mods[i], required_module, p);
    if (link_program(p) < 0) return NULL;
    mark_reexported_ns(p);
    scope_finish(&p->an);
    numeric_analyze(&p->an, p->mods, p->nmods);
    p->order = xmalloc(sizeof(int) * (size_t)p->nmods);
    bool *seen = xzalloc((size_t)p->nmods);
    int n = 0;
    order_visit(p, 0, seen, &n);
    /* Modules only import() or require reaches run when first imported or
     * required (lazy), after the ones the entry's imports reach. */
    p->neager = n;
    for (int i = 0; i < p->nmods; i++)
        if (!seen[i]) order_visit(p, i, seen, &n);
    free(seen);
    return p;
}

int program_nsources(const Program *p) { return p->nmods; }
const SourceFile *program_source(const Program *p, int i) { return p->mods[i]->sf; }

/* ---- output: translation units ---------------------------------------
 *
 * The C of a program is a set of translation units, compiled separately
 * (in parallel, each object cached by the hash of its text; main.c). A
 * unit's text must depend only on its own modules and on the names they
 * import, so that editing one module leaves every other unit's object
 * valid. The shape:
 *
 *   - emit_module_unit() writes one module's code into the open unit: its
 *     functions, its body (`mod<N>_body`), `mod<N>_hoist` (the module-level
 *     function declarations and built-in imports, made before any body
 *     runs), `mod<N>_teardown` and its source text (`mod<N>_text`, for
 *     error reports). Another kind of module (CommonJS, say) slots in as
 *     another writer with the same outputs: a body, a hoist, a teardown
 *     and a text.
 *   - A module of PART_SRC bytes of source or more is split across units
 *     by groups of functions, one part per PART_SRC bytes (MAX_PARTS at
 *     most), so that its C compiles on several cores at once. The parts
 *     are balanced by weight (own_weights): a function's own text, less
 *     that of the functions nested in it, to which its C is about
 *     proportional, plus a weight per syntax node in loops, where the
 *     helpers stay inline. A split module's functions are extern and
 *     every part declares the ones it names.
 *   - Small modules other than the entry share units (up to GROUP_SRC
 *     bytes of source), in module order; the entry module has its own, so
 *     an edit of the entry recompiles only its unit.
 *   - Per unit: the constant table `k[]` (registered as
 *     `unit_<name>_consts`), the inline caches and other site statics, and
 *     an `extern` for each static of another unit it names (emit_extern).
 *     Module statics are extern symbols `m<N>_<name>`, defined in the
 *     module's first unit.
 *   - The entry's unit (written last) also holds the program: namespace
 *     objects (`mod<N>_ns`), program_hoist, the source and module tables,
 *     the list of constant tables and main().
 *
 * emit_program() writes the same pieces as one unit (--emit=c), where
 * nothing is split and functions stay static. */

enum {
    PART_SRC = 2560,        /* source bytes per part of a split module (about
                               50 KB of C, half a second of clang -O2) */
    MAX_PARTS = 12,         /* parts of one module at most */
    LOOP_NODE_WEIGHT = 8,   /* source bytes a syntax node in a loop weighs more */
    GROUP_SRC = 16 * 1024,  /* small modules share a unit up to this much source */
};

static void name_functions(Emitter *E) {
    Analysis *an = &E->prog->an;
    for (int i = 0; i < an->nfuncs; i++) {
        FuncInfo *f = an->funcs[i];
        if (f->kind == FK_MODULE) {
            f->cname = xsprintf("mod%d_body", f->mod->index);
            continue;
        }
        const char *base = f->name && *f->name ? f->name : f->kind == FK_ARROW ? "arrow" : "anonymous";
        if (f->kind == FK_FIELDS_INIT) base = "fields";
        if (f->kind == FK_STATIC_INIT) base = "static_init";
        char *s = sanitize_ident(base);
        char *nm = xsprintf("js_%s_L%d", s, f->node->line);
        f->cname = unique_global(E, nm);
        free(s);
        free(nm);
    }
}

/* Names every module static and writes its definition into defs[module]
 * (the unit holding the module's first function defines it; the others
 * declare it extern). */
static void name_statics(Emitter *E, Buf *defs) {
    Analysis *an = &E->prog->an;
    for (int i = 1; i < an->nbinds; i++) {
        Binding *b = an->binds[i];
        Buf *o = &defs[b->mod->index];
        if (b->kind == B_IMPORT && b->builtin_mod) {
            char *s = sanitize_ident(b->name);
            char *nm = xsprintf("m%d_%s", b->mod->index, s);
            b->cname = unique_global(E, nm);
            free(s);
            free(nm);
            buf_printf(o, "ScrValue %s = SCR_UNDEFINED; /* import %s from %s */\n",
                       b->cname, b->builtin_export ? b->builtin_export : "*", b->builtin_mod);
            continue;
        }
        if (b->kind == B_IMPORT || b->storage != ST_STATIC) continue;
        const char *base = b->name[0] == '*' ? "default" : b->name;
        char *s = sanitize_ident(base);
        char *nm = xsprintf("m%d_%s", b->mod->index, s);
        b->cname = unique_global(E, nm);
        free(s);
        free(nm);
        bool tdz = b->kind == B_LET || b->kind == B_CONST || b->kind == B_CLASS;
        buf_printf(o, "ScrValue %s = %s; /* %s %s%s */\n", b->cname, tdz ? "SCR_UNINIT" : "SCR_UNDEFINED",
                   scope_kind_name(b->kind), b->name, b->exported ? ", exported" : ", captured by functions");
    }
    /* CommonJS: each module's function, which require calls (made by the
     * module's hoist, named by the record table). */
    for (int mi = 0; mi < E->prog->nmods; mi++)
        if (E->prog->mods[mi]->is_cjs)
            buf_printf(&defs[mi], "ScrValue mod%d_wrapper = SCR_UNDEFINED; /* CommonJS %s */\n", mi,
                       comment_text(E, E->prog->mods[mi]->sf->path));
}

void emit_fnref(Emitter *E, const char *name) {
    if (strset_has(&E->fnrefset, name)) return;
    if (E->nfnrefs == E->fnrefcap) {
        E->fnrefcap = E->fnrefcap ? E->fnrefcap * 2 : 64;
        E->fnrefs = xgrow(E->fnrefs, (size_t)E->fnrefcap * sizeof *E->fnrefs);
    }
    E->fnrefs[E->nfnrefs] = xstrdup(name);
    strset_add(&E->fnrefset, E->fnrefs[E->nfnrefs++]);
}

void emit_extern(Emitter *E, const char *name) {
    if (strset_has(&E->extset, name)) return;
    if (E->nextnames == E->extcap) {
        E->extcap = E->extcap ? E->extcap * 2 : 16;
        E->extnames = xgrow(E->extnames, (size_t)E->extcap * sizeof *E->extnames);
    }
    E->extnames[E->nextnames] = xstrdup(name);
    strset_add(&E->extset, E->extnames[E->nextnames++]);
    buf_printf(&E->externs, "extern ScrValue %s;\n", name);
}

/* Module mi's part of the hoist: its module-level function declarations
 * and its built-in imports, made before the first module body runs. */
static void emit_module_hoist(Emitter *E, Buf *o, Module *m) {
    Program *p = E->prog;
    buf_printf(o, "/* Instantiates the module-level function declarations and built-in imports\n"
                  " * of %s before the first module body runs (once: not optimised). */\n"
                  "__attribute__((cold, optnone, noinline)) void mod%d_hoist(void)\n{\n",
               comment_text(E, m->sf->path), m->index);
    for (int i = 0; i < m->program->list.len; i++) {
        Node *n = m->program->list.items[i];
        Node *d = n;
        if ((n->kind == N_EXPORT_NAMED || n->kind == N_EXPORT_DEFAULT) && n->a) d = n->a;
        if (d->kind != N_FUNC_DECL) continue;
        Binding *b = d->a ? scope_binding(&p->an, d->a) : scope_binding(&p->an, &(Node){.binding = n->binding});
        if (!b || b->storage != ST_STATIC) continue;
        FuncInfo *g = d->scope;
        emit_fnref(E, g->cname);
        buf_printf(o, "    %s = scr_function_new(%s, %s, %d, 0, %s);\n", b->cname, g->cname,
                   katom(E, g->name), fn_length(g), fn_flags_str(g));
    }
    if (m->is_cjs) {
        FuncInfo *g = m->cjs->wrapper;
        emit_fnref(E, g->cname);
        buf_printf(o, "    mod%d_wrapper = scr_function_new(%s, %s, 5, 0, %s);\n", m->index, g->cname, katom(E, ""),
                   fn_flags_str(g));
    }
    for (int i = 1; i < p->an.nbinds; i++) {
        Binding *b = p->an.binds[i];
        if (b->mod != m || b->kind != B_IMPORT || !b->builtin_mod) continue;
        char *ex = b->builtin_export ? c_string_literal(b->builtin_export, strlen(b->builtin_export))
                                     : xstrdup("NULL");
        buf_printf(o, "    %s = scr_builtin_import(\"%s\", %s);\n", b->cname, b->builtin_mod, ex);
        free(ex);
    }
    buf_puts(o, "}\n\n");
}

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Collects every export name of module mi (locals, re-exports, stars). */
static void collect_names(Program *p, int mi, const char ***names, int *n, int depth) {
    Module *m = p->mods[mi];
    if (depth > 32) return;
    for (int i = 0; i < m->nexports; i++) {
        bool dup = false;
        for (int j = 0; j < *n; j++)
            if (strcmp((*names)[j], m->exports[i].name) == 0) dup = true;
        if (dup || (depth > 0 && strcmp(m->exports[i].name, "default") == 0)) continue;
        *names = xgrow(*names, sizeof(char *) * (size_t)(*n + 1));
        (*names)[(*n)++] = m->exports[i].name;
    }
    for (int i = 0; i < m->nstar; i++)
        if (m->request_module[m->star_exports[i]] >= 0)
            collect_names(p, m->request_module[m->star_exports[i]], names, n, depth + 1);
}

/* The namespace objects (in the entry's unit, which depends on every
 * module's exports anyway). */
static void emit_namespaces(Emitter *E, Buf *o) {
    Program *p = E->prog;
    for (int mi = 0; mi < p->nmods; mi++) {
        Module *m = p->mods[mi];
        if (!m->needs_ns) continue;
        buf_printf(o, "ScrValue mod%d_ns = SCR_UNDEFINED; /* namespace of %s */\n", mi, comment_text(E, m->sf->path));
        const char **names = NULL;
        int n = 0;
        collect_names(p, mi, &names, &n, 0);
        qsort(names, (size_t)n, sizeof *names, cmp_str);
        for (int i = 0; i < n; i++) {
            Resolved r = {0, -1};
            if (!resolve_export(p, mi, names[i], &r, 0)) continue;
            const char *slot = r.b ? r.b->cname : estr(E, "mod%d_ns", r.ns);
            emit_extern(E, slot);
            buf_printf(o, "static ScrValue mod%d_ns_get_%d(ScrValue func, ScrValue this_val, int argc, ScrValue *argv,\n        ScrValue new_target)\n{\n",
                       mi, i);
            buf_puts(o, "    (void)func; (void)this_val; (void)argc; (void)argv; (void)new_target;\n");
            char *lit = c_string_literal(names[i], strlen(names[i]));
            buf_printf(o, "    if (%s == SCR_UNINIT) return scr_throw_tdz(%s);\n    return scr_dup(%s);\n}\n\n", slot, lit, slot);
            free(lit);
        }
        buf_printf(o, "static void mod%d_ns_init(void)\n{\n", mi);
        for (int i = 0; i < n; i++) {
            Resolved r = {0, -1};
            if (!resolve_export(p, mi, names[i], &r, 0)) continue;
            char *lit = c_string_literal(names[i], strlen(names[i]));
            buf_printf(o, "    {\n        ScrValue g = scr_native_new(mod%d_ns_get_%d, %s, 0);\n", mi, i, lit);
            buf_printf(o, "        scr_namespace_add(mod%d_ns, %s, g);\n        scr_release(g);\n    }\n",
                       mi, katom(E, names[i]));
            free(lit);
        }
        buf_printf(o, "    scr_namespace_finish(mod%d_ns);\n}\n\n", mi);
        free(names);
    }
}

/* One entry of a packed list: several to a line. */
static void put_packed(Buf *o, size_t *line, const char *item) {
    if (*line && o->len - *line + strlen(item) < 110) {
        o->len--; /* the newline */
        buf_printf(o, " %s\n", item);
        return;
    }
    *line = o->len;
    buf_printf(o, "        %s\n", item);
}

/* The module's statics are released at exit through a table and a loop:
 * one scr_clear each, inlined, would make a large library's teardown the
 * costliest function of its unit to compile, for code that runs once. */
static void emit_teardown(Emitter *E, Buf *o, Module *m) {
    Analysis *an = &E->prog->an;
    buf_printf(o, "/* Releases the statics of %s at exit. */\nvoid mod%d_teardown(void)\n{\n", comment_text(E, m->sf->path), m->index);
    size_t line = 0;
    int n = 0;
    for (int i = 1; i < an->nbinds; i++) {
        Binding *b = an->binds[i];
        bool builtin = b->kind == B_IMPORT && b->builtin_mod;
        if (b->mod != m || (!builtin && (b->kind == B_IMPORT || b->storage != ST_STATIC))) continue;
        if (!n++) buf_puts(o, "    static ScrValue *const slots[] = {\n");
        put_packed(o, &line, estr(E, "&%s,", b->cname));
    }
    /* The namespace (in the entry's unit), a CommonJS module's function and
     * the import.meta object (both defined with the module). */
    const char *more[3] = {NULL, NULL, m->meta_slot};
    if (m->needs_ns) emit_extern(E, more[0] = estr(E, "mod%d_ns", m->index));
    if (m->is_cjs) more[1] = estr(E, "mod%d_wrapper", m->index);
    for (int i = 0; i < 3; i++) {
        if (!more[i]) continue;
        if (!n++) buf_puts(o, "    static ScrValue *const slots[] = {\n");
        put_packed(o, &line, estr(E, "&%s,", more[i]));
    }
    if (n) buf_puts(o, "    };\n    for (size_t i = 0; i < sizeof slots / sizeof *slots; i++) scr_clear(slots[i]);\n");
    buf_puts(o, "}\n\n");
}

/* import.meta of module m, when its code uses it: one object, made on
 * first use, with Node 20.20's own properties in its order (null
 * prototype, all writable data properties). Calls of import.meta.resolve
 * with a literal are resolved at compile time (emit_expr.c); the function
 * object itself is there to be seen, and says so if called some other way.
 * Written into the module's (last) unit, after its functions, which name
 * the getter (m->meta_fn) through their prototypes. */
static void emit_import_meta(Emitter *E, Buf *o, Buf *protos, Module *m) {
    if (!m->uses_meta || !m->meta_fn) return; /* never evaluated: in dead code the emitter dropped */
    int mi = m->index;
    buf_printf(o, "static ScrValue m%d_import_meta_resolve(ScrValue func, ScrValue this_val, int argc, ScrValue *argv,\n"
                  "        ScrValue new_target)\n{\n"
                  "    (void)func; (void)this_val; (void)argc; (void)argv; (void)new_target;\n"
                  "    return scr_throw_type_error(\"scr resolves import.meta.resolve at compile time: call it directly, "
                  "with a string literal\");\n}\n\n", mi);
    char *dir = xstrdup(m->sf->abspath);
    char *slash = strrchr(dir, '/');
    if (slash == dir) slash[1] = 0;
    else if (slash) *slash = 0;
    char *url = resolve_path_to_url(m->sf->abspath);
    const char *keys[3] = {"dirname", "filename", "url"};
    const char *vals[3] = {dir, m->sf->abspath, url};
    const char *slot = unique_global(E, estr(E, "m%d_import_meta_obj", mi));
    m->meta_slot = slot;
    buf_printf(&E->statics, "static ScrValue %s = SCR_UNDEFINED; /* import.meta of %s */\n", slot,
               comment_text(E, m->sf->path));
    buf_printf(protos, "%sScrValue %s(void);\n", E->fn_storage, m->meta_fn);
    buf_printf(o, "%sScrValue %s(void)\n{\n    if (%s == SCR_UNDEFINED) {\n", E->fn_storage, m->meta_fn, slot);
    buf_puts(o, "        ScrValue o = scr_object_new_proto(SCR_NULL);\n");
    for (int i = 0; i < 3; i++) {
        if (i == 2)
            buf_printf(o, "        scr_define_field_take(o, %s, scr_native_new(m%d_import_meta_resolve, \"resolve\", 1));\n",
                       katom(E, "resolve"), mi);
        char *lit = c_string_literal(vals[i], strlen(vals[i]));
        buf_printf(o, "        scr_define_field_take(o, %s, scr_string_from_utf8(%s, %zu));\n", katom(E, keys[i]),
                   lit, strlen(vals[i]));
        free(lit);
    }
    buf_printf(o, "        %s = o;\n    }\n    return scr_dup(%s);\n}\n\n", slot, slot);
    free(dir);
    free(url);
}

/* For a module import() names: the modules its first import evaluates
 * (its static dependencies that the entry's imports do not reach, then
 * itself), as positions in the program's module table. */
static void chain_visit(Program *p, int mi, const int *pos, bool *seen, int **chain, int *n) {
    if (seen[mi] || pos[mi] < p->neager) return;
    seen[mi] = true;
    Module *m = p->mods[mi];
    for (int i = 0; i < m->nrequests; i++)
        if (m->request_module[i] >= 0) chain_visit(p, m->request_module[i], pos, seen, chain, n);
    *chain = xgrow(*chain, sizeof(int) * (size_t)(*n + 1));
    (*chain)[(*n)++] = mi;
}

int program_import_chain(const Program *p, int target, int **chain) {
    int *pos = xmalloc(sizeof(int) * (size_t)p->nmods);
    for (int oi = 0; oi < p->nmods; oi++) pos[p->order[oi]] = oi;
    bool *seen = xzalloc((size_t)p->nmods);
    int n = 0;
    *chain = NULL;
    chain_visit((Program *)p, target, pos, seen, chain, &n);
    for (int k = 0; k < n; k++) (*chain)[k] = pos[(*chain)[k]];
    free(seen);
    free(pos);
    return n;
}

/* A module only import() reaches runs inside the import: top-level await
 * there is refused before any C is written. */
static void check_dynamic_chains(Emitter *E) {
    Program *p = E->prog;
    for (int mi = 0; mi < p->nmods && !E->failed; mi++) {
        Module *m = p->mods[mi];
        for (int i = 0; i < m->ndyn && !E->failed; i++) {
            int t = m->dyn[i].module;
            if (t < 0) continue;
            int *chain;
            int n = program_import_chain(p, t, &chain);
            for (int k = 0; k < n && !E->failed; k++) {
                Module *c = p->mods[p->order[chain[k]]];
                if (!c->body->has_await) continue;
                diag_error_at(m->sf, m->dyn[i].node,
                              "top-level await in a module loaded only by import() is not supported yet (%s)",
                              c->sf->path);
                E->failed = true;
            }
            free(chain);
        }
    }
}

/* The modules a required ES module's evaluation runs first (its imports,
 * dependencies first, itself last), as a -1 terminated list. */
static void deps_visit(Program *p, int mi, bool *seen, int **list, int *n) {
    if (seen[mi]) return;
    seen[mi] = true;
    Module *m = p->mods[mi];
    for (int i = 0; i < m->nrequests; i++)
        if (m->request_module[i] >= 0) deps_visit(p, m->request_module[i], seen, list, n);
    *list = xgrow(*list, sizeof(int) * (size_t)(*n + 2));
    (*list)[(*n)++] = mi;
}

/* CommonJS: the table of module records (cjs.c writes it), in the entry's
 * unit. */
static void emit_records(Emitter *E, Buf *o) {
    Program *p = E->prog;
    int **deps = xzalloc(sizeof(int *) * (size_t)p->nmods);
    bool *async = xzalloc((size_t)p->nmods);
    for (int mi = 0; mi < p->nmods; mi++) {
        if (p->mods[mi]->is_cjs || !p->mods[mi]->needs_ns) continue;
        bool *seen = xzalloc((size_t)p->nmods);
        int n = 0;
        deps_visit(p, mi, seen, &deps[mi], &n);
        deps[mi][n] = -1;
        for (int i = 0; i < n; i++)
            if (p->mods[deps[mi][i]]->body->has_await) async[mi] = true;
        free(seen);
    }
    CjsProgram none = {0};
    cjs_emit_records(E, o, p->cjs ? p->cjs : &none, deps, async);
    for (int mi = 0; mi < p->nmods; mi++) free(deps[mi]);
    free(deps);
    free(async);
}

static char *file_url(const char *abs) {
    Buf b = {0};
    buf_puts(&b, "file://");
    for (const unsigned char *p = (const unsigned char *)abs; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("/-_.~!$&'()*+,;=:@", *p))
            buf_put(&b, (const char *)p, 1);
        else
            buf_printf(&b, "%%%02X", *p);
    }
    return b.s;
}

/* The module's source text, for error reports and Function.prototype.
 * toString. A unit that will be compiled where the file is takes it with
 * the assembler's .incbin: no C to parse for it (the text's hash in the
 * comment keeps the unit's cache key true to the file). --emit=c, whose
 * output may be compiled anywhere, spells it out as string literals, one
 * per line. */
static void emit_source_text(Emitter *E, Buf *o, Module *m) {
    SourceFile *sf = m->sf;
    bool plain = !E->opt->one_file && sf->abspath[0] == '/';
    for (const char *c = sf->abspath; plain && *c; c++)
        plain = *c != '"' && *c != '\\' && (unsigned char)*c >= 0x20 && *c != 0x7f;
    if (plain) {
        Hash128 h = hash_init();
        hash_bytes(&h, sf->text, sf->len);
        char hex[33];
        hash_hex(&h, hex);
        buf_printf(o, "/* The source of %s (%zu bytes, hash %s), for error reports:\n"
                      " * the file itself, NUL-terminated. */\n"
                      "__asm__(\".pushsection .rodata\\n.globl mod%d_text\\nmod%d_text:\\n"
                      ".incbin \\\"%s\\\"\\n.byte 0\\n.popsection\");\n\n",
                   comment_text(E, sf->path), sf->len, hex, m->index, m->index, sf->abspath);
        return;
    }
    buf_printf(o, "/* The source of %s, for error reports. */\nconst char mod%d_text[] =\n", comment_text(E, sf->path), m->index);
    emit_text_lines(o, sf->text, sf->len);
    buf_puts(o, "    ;\n\n");
}

static bool const_ascii(const ConstStr *c) {
    for (uint32_t j = 0; j < c->len; j++)
        if (c->u16[j] >= 0x80 || c->u16[j] == 0) return false;
    return true;
}

/* The unit's constant table, registered as `unit_<name>_consts`. */
static void emit_consts(Emitter *E, Buf *o, const char *unit) {
    int n = E->nconsts;
    buf_printf(o, "/* Constant strings, interned before any module runs. */\nstatic ScrValue k[%d];\n", n ? n : 1);
    /* Several to a line, each line led by its first index. */
    buf_printf(o, "static const char *const k_utf8[%d] = {\n", n ? n : 1);
    size_t line = 0;
    for (int i = 0; i < n; i++) {
        ConstStr *c = &E->consts[i];
        char *lit;
        if (const_ascii(c)) {
            char *s = xmalloc(c->len + 1);
            for (uint32_t j = 0; j < c->len; j++) s[j] = (char)c->u16[j];
            s[c->len] = 0;
            lit = c_string_literal(s, c->len);
            free(s);
        } else {
            lit = xstrdup("NULL /* UTF-16 below */");
        }
        if (line && o->len - line + strlen(lit) < 110) {
            o->len--;
            buf_printf(o, " %s,\n", lit);
        } else {
            line = o->len;
            buf_printf(o, "    /* %d */ %s,\n", i, lit);
        }
        free(lit);
    }
    if (!n) buf_puts(o, "    NULL,\n");
    buf_puts(o, "};\n");
    bool any16 = false;
    for (int i = 0; i < n; i++) {
        ConstStr *c = &E->consts[i];
        if (const_ascii(c)) continue;
        any16 = true;
        buf_printf(o, "static const uint16_t k_u16_%d[] = {", i);
        for (uint32_t j = 0; j < c->len; j++) buf_printf(o, "%s0x%04X", j ? ", " : "", c->u16[j]);
        if (!c->len) buf_puts(o, "0");
        buf_puts(o, "};\n");
    }
    if (any16) {
        buf_printf(o, "static const uint16_t *const k_utf16[%d] = {\n", n);
        for (int i = 0; i < n; i++)
            if (!const_ascii(&E->consts[i])) buf_printf(o, "    [%d] = k_u16_%d,\n", i, i);
        buf_puts(o, "};\n");
    }
    buf_printf(o, "static const uint32_t k_len[%d] = {", n ? n : 1);
    for (int i = 0; i < n; i++) buf_printf(o, "%s%u", i ? (i % 16 ? ", " : ",\n    ") : "\n    ", E->consts[i].len);
    if (!n) buf_puts(o, "0");
    buf_puts(o, "\n};\n");
    buf_printf(o, "const ScrConstTable unit_%s_consts = {k, k_utf8, %s, k_len, %d};\n\n", unit, any16 ? "k_utf16" : "NULL", n);
}

/* The units module m's functions are spread over (1: not split). */
static int module_parts(const Emitter *E, const Module *m) {
    if (E->opt->one_file) return 1;
    int n = m->sf->len / PART_SRC;
    return n < 1 ? 1 : n > MAX_PARTS ? MAX_PARTS : n;
}

static bool module_split(const Emitter *E, const Module *m) { return module_parts(E, m) > 1; }

static int node_span(const Node *n) {
    int pos = n->src_end > n->src_pos ? n->src_pos : n->pos, end = n->src_end > n->src_pos ? n->src_end : n->end;
    return end > pos ? end - pos : 0;
}

/* The syntax nodes of n's subtree inside loops, not counting the functions
 * nested in it (their code is theirs); n itself may be a function. */
static int loop_nodes(const Node *n, bool in_loop, bool top) {
    if (!n) return 0;
    switch (n->kind) {
    case N_FUNC_EXPR: case N_FUNC_DECL: case N_ARROW:
        if (!top) return 0;
        break;
    case N_FOR: case N_FOR_IN: case N_FOR_OF: case N_WHILE: case N_DO_WHILE: in_loop = true; break;
    default: break;
    }
    int c = in_loop;
    c += loop_nodes(n->a, in_loop, false) + loop_nodes(n->b, in_loop, false) + loop_nodes(n->c, in_loop, false) +
         loop_nodes(n->d, in_loop, false);
    for (int i = 0; i < n->list.len; i++) c += loop_nodes(n->list.items[i], in_loop, false);
    for (int i = 0; i < n->list2.len; i++) c += loop_nodes(n->list2.items[i], in_loop, false);
    return c;
}

/* Per function of module m (indexed by FuncInfo.id): its own source bytes,
 * its text less that of the functions nested in it, plus LOOP_NODE_WEIGHT
 * per syntax node inside a loop: code in loops keeps the inline helpers
 * (docs/cli.md, "Lean code"), which is what costs clang the most. */
static int *own_weights(const Analysis *an, const Module *m) {
    int *w = xzalloc(sizeof(int) * (size_t)(an->nfuncs + 1));
    for (int i = 0; i < an->nfuncs; i++)
        if (an->funcs[i]->mod == m)
            w[an->funcs[i]->id] += node_span(an->funcs[i]->node) + LOOP_NODE_WEIGHT * loop_nodes(an->funcs[i]->node, false, true);
    for (int i = 0; i < an->nfuncs; i++) {
        const FuncInfo *f = an->funcs[i];
        if (f->mod == m && f->parent && f->parent->mod == m) w[f->parent->id] -= node_span(f->node);
    }
    for (int i = 0; i < an->nfuncs; i++)
        if (w[an->funcs[i]->id] < 0) w[an->funcs[i]->id] = 0;
    return w;
}

/* A unit being written: its pieces are assembled once every module in it
 * is complete (a split module's parts all declare all its functions). */
typedef struct Unit {
    char *name;
    int *mods;         /* the modules with code in it */
    int nmods;
    bool *defines;     /* per module of mods: this unit defines its statics */
    Buf head;          /* constants and site statics */
    Buf externs;
    Buf funcs;
    char **fnrefs;     /* Emitter.fnrefs when the unit was closed */
    int nfnrefs;
    StrSet fnrefset;   /* the same names, for lookups */
    bool entry;
} Unit;

typedef struct UnitSet {
    Unit *u;
    int n;
    Buf *statics;      /* per module: the definitions of its statics */
    Buf *protos;       /* per module: its functions' prototypes */
} UnitSet;

static Unit *unit_open(Emitter *E, UnitSet *us, const char *name) {
    us->u = xgrow(us->u, sizeof(Unit) * (size_t)(us->n + 1));
    Unit *u = &us->u[us->n++];
    memset(u, 0, sizeof *u);
    u->name = xstrdup(name);
    /* Per-unit numbering: constants and site statics start again. */
    for (int i = 0; i < E->nconsts; i++) free(E->consts[i].u16);
    E->nconsts = 0;
    if (E->constidx) memset(E->constidx, 0, (size_t)E->constidx_cap * sizeof *E->constidx);
    E->nic = E->nrc = E->nglobal_sites = E->nlit = E->nctor = E->nregex = E->ntables = 0;
    for (int i = 0; i < E->nextnames; i++) free(E->extnames[i]);
    E->nextnames = 0;
    strset_free(&E->extset);
    E->fnrefs = NULL;
    E->nfnrefs = E->fnrefcap = 0;
    strset_free(&E->fnrefset);
    return u;
}

static void unit_add_module(Unit *u, int mi, bool defines) {
    for (int i = 0; i < u->nmods; i++)
        if (u->mods[i] == mi) return;
    u->mods = xgrow(u->mods, sizeof(int) * (size_t)(u->nmods + 1));
    u->defines = xgrow(u->defines, sizeof(bool) * (size_t)(u->nmods + 1));
    u->mods[u->nmods] = mi;
    u->defines[u->nmods++] = defines;
}

/* Ends the unit: moves the emitter's per-unit buffers into it. */
static void unit_close(Emitter *E, Unit *u) {
    emit_consts(E, &u->head, u->name);
    /* The sites' caches: one array each (a use names its site's index
     * and, beside it, the property or global). */
    if (E->nic) buf_printf(&u->head, "static ScrPropCache ic[%d]; /* property inline caches */\n", E->nic);
    if (E->nrc) buf_printf(&u->head, "static ScrRegionCache rc[%d]; /* fast regions' object caches */\n", E->nrc);
    if (E->nglobal_sites) buf_printf(&u->head, "static ScrGlobalSite gs[%d]; /* global read sites */\n", E->nglobal_sites);
    buf_puts(&u->head, E->statics.s ? E->statics.s : "");
    free(E->statics.s);
    memset(&E->statics, 0, sizeof E->statics);
    u->externs = E->externs;
    memset(&E->externs, 0, sizeof E->externs);
    u->funcs = E->funcs;
    memset(&E->funcs, 0, sizeof E->funcs);
    u->fnrefs = E->fnrefs;
    u->nfnrefs = E->nfnrefs;
    u->fnrefset = E->fnrefset;
    E->fnrefs = NULL;
    E->nfnrefs = E->fnrefcap = 0;
    memset(&E->fnrefset, 0, sizeof E->fnrefset);
}

static bool unit_names_fn(const Unit *u, const char *name, size_t n) {
    char *s = xmalloc(n + 1);
    memcpy(s, name, n);
    s[n] = 0;
    bool r = strset_has(&u->fnrefset, s);
    free(s);
    return r;
}

/* The parameter list every generated JS function has (scr.h's
 * ScrJsFunction type). */
static const char JS_PARAMS[] = "(ScrValue func, ScrValue this_val, int argc, ScrValue *argv, ScrValue new_target);";

/* Adds `name` to the packed declaration that starts at *line in o
 * (`static ScrJsFunction a, b, c;`), or starts a new one. */
static void put_fn_name(Buf *o, size_t *line, const char *storage, const char *name, size_t n) {
    if (*line != (size_t)-1 && o->len - *line + n < 150) {
        o->len -= 2; /* ";\n" */
        buf_puts(o, ", ");
    } else {
        *line = o->len;
        buf_printf(o, "%sScrJsFunction ", storage);
    }
    buf_put(o, name, n);
    buf_puts(o, ";\n");
}

/* A module's prototypes, all of them, or (for a split module) those of
 * the functions this unit defines or names. The JS functions' are
 * declared through ScrJsFunction, several names to a line; the others
 * as they are. */
static void unit_protos(Buf *o, const Unit *u, const Emitter *E, int mi, const char *protos) {
    if (!protos) return;
    bool split = module_split(E, E->prog->mods[mi]);
    Buf fns[2] = {{0}, {0}}; /* static, extern */
    size_t line[2] = {(size_t)-1, (size_t)-1};
    for (const char *l = protos; *l;) {
        const char *nl = strchr(l, '\n');
        const char *paren = strchr(l, '(');
        const char *at = l;
        l = nl + 1;
        if (!paren || paren > nl) {
            if (!split) buf_put(o, at, (size_t)(l - at));
            continue;
        }
        /* The function's name: the identifier before the parenthesis (a
         * numeric leaf's C entry returns a double or an int32_t). */
        const char *nm = paren;
        while (nm > at && (isalnum((unsigned char)nm[-1]) || nm[-1] == '_')) nm--;
        if (split && !unit_names_fn(u, nm, (size_t)(paren - nm))) continue;
        bool is_static = nm - at == (long)strlen("static ScrValue ") && !strncmp(at, "static ScrValue ", 16);
        if ((size_t)(nl - paren) == strlen(JS_PARAMS) && strncmp(paren, JS_PARAMS, strlen(JS_PARAMS)) == 0 &&
            (is_static || (nm - at == (long)strlen("ScrValue ") && !strncmp(at, "ScrValue ", 9))))
            put_fn_name(&fns[!is_static], &line[!is_static], is_static ? "static " : "", nm, (size_t)(paren - nm));
        else
            buf_put(o, at, (size_t)(l - at));
    }
    for (int i = 0; i < 2; i++) {
        if (fns[i].s) buf_puts(o, fns[i].s);
        free(fns[i].s);
    }
}

/* Writes module mi's code into the open unit (*up), opening further units
 * when the module is split. */
static void emit_module_unit(Emitter *E, UnitSet *us, Unit **up, int mi) {
    Module *m = E->prog->mods[mi];
    Analysis *an = &E->prog->an;
    int parts = module_parts(E, m);
    E->fn_storage = parts > 1 ? "" : "static ";
    unit_add_module(*up, mi, true);
    int part = 1;
    int *w = parts > 1 ? own_weights(an, m) : NULL;
    long left = 0, in_part = 0; /* weight not yet in a closed part; in the open one */
    for (int i = 0; w && i < an->nfuncs; i++)
        if (an->funcs[i]->mod == m) left += w[an->funcs[i]->id];
    for (int i = 0; i < an->nfuncs && !E->failed; i++) {
        FuncInfo *f = an->funcs[i];
        if (f->mod != m) continue;
        /* The next part starts once the open one has its share of what is
         * left (a heavy function early on does not leave empty parts). */
        bool cut = w && part < parts && in_part > 0 && in_part * (parts - part + 1) >= left;
        if (cut) left -= in_part, in_part = 0;
        if (w) in_part += w[f->id];
        if (cut) {
            unit_close(E, *up);
            char *nm = xsprintf("m%d_p%d", mi, ++part);
            *up = unit_open(E, us, nm);
            free(nm);
            unit_add_module(*up, mi, false);
        }
        emit_function(E, f);
        buf_puts(&us->protos[mi], E->protos.s ? E->protos.s : "");
        free(E->protos.s);
        memset(&E->protos, 0, sizeof E->protos);
    }
    free(w);
    emit_import_meta(E, &E->funcs, &us->protos[mi], m);
    emit_module_hoist(E, &E->funcs, m);
    emit_teardown(E, &E->funcs, m);
    emit_source_text(E, &E->funcs, m);
}

/* The program table, in the entry's unit. */
static void emit_program_table(Emitter *E, Buf *o, const UnitSet *us, const char *entry_unit) {
    Program *p = E->prog;
    buf_puts(o, "/* Instantiates the module-level function declarations and namespace\n"
                " * objects of every module before the first module body runs (each\n"
                " * body calls it). */\nvoid program_hoist(void)\n{\n"
                "    static bool done;\n    if (done) return;\n    done = true;\n");
    for (int oi = 0; oi < p->nmods; oi++) buf_printf(o, "    mod%d_hoist();\n", p->mods[p->order[oi]]->index);
    for (int mi = 0; mi < p->nmods; mi++) {
        if (!p->mods[mi]->needs_ns) continue;
        buf_printf(o, "    mod%d_ns = scr_namespace_new();\n", mi);
        buf_printf(o, "    mod%d_ns_init();\n", mi);
    }
    buf_puts(o, "}\n\n");
    buf_printf(o, "static const ScrSource sources[%d] = {\n", p->nmods);
    for (int i = 0; i < p->nmods; i++) {
        /* CommonJS modules are named by path in Node's reports and stacks. */
        char *url = p->mods[i]->is_cjs ? xstrdup(p->mods[i]->sf->abspath) : file_url(p->mods[i]->sf->abspath);
        char *ulit = c_string_literal(url, strlen(url));
        buf_printf(o, "    {%s, mod%d_text},\n", ulit, i);
        free(url);
        free(ulit);
    }
    buf_puts(o, "};\n\n");
    buf_printf(o, "static const ScrModule modules[%d] = {\n", p->nmods);
    for (int oi = 0; oi < p->nmods; oi++) {
        Module *m = p->mods[p->order[oi]];
        buf_printf(o, "    {mod%d_body, mod%d_teardown, %d, %d}, /* %s */\n", m->index, m->index, oi >= p->neager,
                   m->index, comment_text(E, m->sf->path));
    }
    buf_puts(o, "};\n\n");
    int nt = us->n + 1;
    buf_printf(o, "static const ScrConstTable *const const_tables[%d] = {\n", nt);
    for (int i = 0; i < us->n; i++) buf_printf(o, "    &unit_%s_consts,\n", us->u[i].name);
    buf_printf(o, "    &unit_%s_consts,\n};\n\n", entry_unit);
    buf_printf(o,
               "static const ScrProgram program = {\n"
               "    sources, %d,\n"
               "    modules, %d,\n"
               "    const_tables, %d,\n"
               "    records, %d, %d,\n"
               "};\n\n"
               "int main(int argc, char **argv)\n{\n    return scr_main(argc, argv, &program);\n}\n",
               p->nmods, p->nmods, nt, p->nmods + (p->cjs ? p->cjs->njson : 0), p->mods[0]->is_cjs ? 0 : -1);
}

/* The declarations the entry's unit needs for the program table. */
static void emit_program_decls(Emitter *E, Buf *o, const UnitSet *us) {
    Program *p = E->prog;
    buf_puts(o, "/* What the program table names from the modules' units. */\n");
    for (int i = 0; i < p->nmods; i++)
        buf_printf(o, "ScrValue mod%d_body(void);\nvoid mod%d_hoist(void);\nvoid mod%d_teardown(void);\nextern const char mod%d_text[];\n",
                   i, i, i, i);
    for (int i = 0; i < us->n; i++) buf_printf(o, "extern const ScrConstTable unit_%s_consts;\n", us->u[i].name);
    buf_puts(o, "\n");
}

static void unit_free(Unit *u) {
    for (int i = 0; i < u->nfnrefs; i++) free(u->fnrefs[i]);
    free(u->fnrefs);
    strset_free(&u->fnrefset);
    free(u->name);
    free(u->mods);
    free(u->defines);
    free(u->head.s);
    free(u->externs.s);
    free(u->funcs.s);
}

/* Assembles a unit's text. */
static char *unit_text(Emitter *E, const UnitSet *us, const Unit *u, const Buf *program_decls) {
    Program *p = E->prog;
    Buf o = {0};
    buf_printf(&o, "/* Generated by scr from %s", comment_text(E, p->mods[u->mods[0]]->sf->path));
    if (u->nmods > 1) buf_printf(&o, " and %d more module%s", u->nmods - 1, u->nmods > 2 ? "s" : "");
    buf_printf(&o, " (unit %s). Do not edit. */\n#include <scr.h>\n\n", u->name);
    if (u->entry && E->opt->detached_exit)
        buf_puts(&o, "/* --detached-exit: overrides libscr's weak scr_detached_exit = 0, so that\n"
                     " * process.exit leaves the address-space teardown to a helper. */\n"
                     "const int scr_detached_exit = 1;\n\n");
    buf_puts(&o, u->head.s ? u->head.s : "");
    buf_puts(&o, "/* Module-level bindings shared with functions or other modules. */\n");
    for (int i = 0; i < u->nmods; i++) {
        const Buf *d = &us->statics[u->mods[i]];
        if (!d->s) continue;
        if (u->defines[i]) {
            buf_puts(&o, d->s);
        } else {
            /* "ScrValue x = ...;" lines as declarations. */
            for (const char *l = d->s; *l;) {
                const char *nl = strchr(l, '\n');
                const char *eq = strstr(l, " = ");
                buf_puts(&o, "extern ");
                buf_put(&o, l, (size_t)(eq && eq < nl ? eq - l : nl - l));
                buf_puts(&o, ";\n");
                l = nl + 1;
            }
        }
    }
    buf_puts(&o, u->externs.s ? u->externs.s : "");
    buf_puts(&o, "\nvoid program_hoist(void);\n");
    for (int i = 0; i < u->nmods; i++) unit_protos(&o, u, E, u->mods[i], us->protos[u->mods[i]].s);
    if (program_decls && program_decls->s) buf_puts(&o, program_decls->s);
    buf_puts(&o, "\n");
    buf_puts(&o, u->funcs.s ? u->funcs.s : "");
    return o.s;
}

/* Releases what the emitter owns once the program's C is written: the
 * arena of every string it handed out and its output buffers. */
static void emitter_free(Emitter *E) {
    arena_free(&E->strs);
    free(E->protos.s);
    free(E->statics.s);
    free(E->funcs.s);
    free(E->externs.s);
    for (int i = 0; i < E->nextnames; i++) free(E->extnames[i]);
    free(E->extnames);
    strset_free(&E->extset);
    for (int i = 0; i < E->nfnrefs; i++) free(E->fnrefs[i]);
    free(E->fnrefs);
    strset_free(&E->fnrefset);
    strset_free(&E->gnameset);
    for (int i = 0; i < E->nconsts; i++) free(E->consts[i].u16);
    free(E->consts);
    free(E->constidx);
    free(E->fnconst_b);
    free(E->fnconst_g);
}

int emit_units(Program *p, const EmitOptions *opt, CUnits *out) {
    memset(out, 0, sizeof *out);
    Emitter E;
    memset(&E, 0, sizeof E);
    E.prog = p;
    E.opt = opt;
    E.fn_storage = "static ";
    UnitSet us = {0};
    us.statics = xzalloc(sizeof(Buf) * (size_t)p->nmods);
    us.protos = xzalloc(sizeof(Buf) * (size_t)p->nmods);
    name_functions(&E);
    name_statics(&E, us.statics);
    check_dynamic_chains(&E);
    /* The modules other than the entry, in module order: a large one in
     * units of its own, small ones sharing. */
    Unit *u = opt->one_file ? unit_open(&E, &us, "m0") : NULL;
    size_t group = 0;
    for (int mi = 1; mi < p->nmods && !E.failed; mi++) {
        Module *m = p->mods[mi];
        /* A built-in written in JavaScript has a unit to itself, always: its
         * text, and so its cached object, is the same in every program. */
        bool alone = m->builtin_js || (mi > 1 && p->mods[mi - 1]->builtin_js);
        bool big = module_split(&E, m) || m->sf->len > GROUP_SRC;
        if (!opt->one_file && u && (big || alone || group + m->sf->len > GROUP_SRC)) {
            unit_close(&E, u);
            u = NULL;
        }
        if (!u) {
            char *nm = xsprintf("m%d", mi);
            u = unit_open(&E, &us, nm);
            free(nm);
            group = 0;
        }
        group += m->sf->len;
        emit_module_unit(&E, &us, &u, mi);
    }
    if (u && !opt->one_file) {
        unit_close(&E, u);
        u = NULL;
    }
    /* The entry last: its unit holds the program table, which lists every
     * unit. */
    if (!u) u = unit_open(&E, &us, "m0");
    if (!E.failed) emit_module_unit(&E, &us, &u, 0);
    if (E.failed) {
        for (int i = 0; i < us.n; i++) unit_free(&us.u[i]);
        for (int i = 0; i < p->nmods; i++) free(us.statics[i].s), free(us.protos[i].s);
        free(us.u), free(us.statics), free(us.protos);
        emitter_free(&E);
        return -1;
    }
    u->entry = true;
    emit_namespaces(&E, &E.funcs);
    emit_records(&E, &E.funcs);
    Unit *eu = u;
    char *eu_name = xstrdup(eu->name);
    /* The table lists the units before this one; this one's own name is
     * added by emit_program_table. */
    us.n--;
    emit_program_table(&E, &E.funcs, &us, eu_name);
    Buf decls = {0};
    emit_program_decls(&E, &decls, &us);
    us.n++;
    unit_close(&E, &us.u[us.n - 1]);
    out->u = xzalloc(sizeof(CUnit) * (size_t)us.n);
    out->n = us.n;
    for (int i = 0; i < us.n; i++) {
        out->u[i].name = xstrdup(us.u[i].name);
        out->u[i].text = unit_text(&E, &us, &us.u[i], us.u[i].entry ? &decls : NULL);
        unit_free(&us.u[i]);
    }
    free(eu_name);
    free(decls.s);
    for (int i = 0; i < p->nmods; i++) free(us.statics[i].s), free(us.protos[i].s);
    free(us.u), free(us.statics), free(us.protos);
    emitter_free(&E);
    return 0;
}

void cunits_free(CUnits *u) {
    for (int i = 0; i < u->n; i++) {
        free(u->u[i].name);
        free(u->u[i].text);
    }
    free(u->u);
    memset(u, 0, sizeof *u);
}

char *emit_program(Program *p, const EmitOptions *opt) {
    EmitOptions one = *opt;
    one.one_file = true;
    CUnits cu;
    if (emit_units(p, &one, &cu) < 0) return NULL;
    char *text = cu.u[0].text;
    cu.u[0].text = NULL;
    cunits_free(&cu);
    return text;
}
