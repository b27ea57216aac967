/* emit_module.c - the program level: loads the entry module and everything
 * it imports (each file parsed and analysed once), links imports to the
 * exporters' bindings, orders module evaluation (dependencies first, as ES
 * does for cycles), and writes the whole C file: constants, module
 * statics, functions, module bodies, teardown and the ScrProgram table. */
#define _DEFAULT_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cache.h"
#include "diag.h"
#include "emit.h"
#include "parse.h"

/* ---- module resolution ------------------------------------------------ */

static bool is_file(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static char *dir_of(const char *path) {
    char *d = xstrdup(path);
    char *slash = strrchr(d, '/');
    if (!slash) {
        free(d);
        return xstrdup(".");
    }
    if (slash == d) slash[1] = 0;
    else *slash = 0;
    return d;
}

/* A tiny reader for the one package.json field shapes we support:
 * "exports": "./x.js" | {".": "./x.js" | {"import"|"default": "./x.js"}}
 * and "main": "./x.js". Returns a malloc'ed path or NULL. */
static char *json_string_after(const char *s, const char *key) {
    const char *p = strstr(s, key);
    if (!p) return NULL;
    p += strlen(key);
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == ':') p++;
    if (*p != '"') return NULL;
    p++;
    const char *e = strchr(p, '"');
    if (!e) return NULL;
    char *r = xmalloc((size_t)(e - p) + 1);
    memcpy(r, p, (size_t)(e - p));
    r[e - p] = 0;
    return r;
}

static char *package_entry(const char *pkgdir) {
    char *pj = xsprintf("%s/package.json", pkgdir);
    char *buf = read_whole_file(pj, NULL);
    free(pj);
    char *entry = NULL;
    if (buf) {
        const char *ex = strstr(buf, "\"exports\"");
        if (ex) {
            entry = json_string_after(ex, "\"exports\"");
            if (!entry) {
                const char *dot = strstr(ex, "\".\"");
                const char *from = dot ? dot : ex;
                entry = json_string_after(from, dot ? "\".\"" : "\"exports\"");
                if (!entry) entry = json_string_after(from, "\"import\"");
                if (!entry) entry = json_string_after(from, "\"default\"");
            }
        }
        if (!entry) entry = json_string_after(buf, "\"main\"");
        free(buf);
    }
    char *path = entry ? xsprintf("%s/%s", pkgdir, entry) : xsprintf("%s/index.js", pkgdir);
    free(entry);
    return path;
}

static char *resolve_specifier(const char *importer_abs, const char *spec) {
    char *dir = dir_of(importer_abs);
    char *cand = NULL;
    if (spec[0] == '/' || strncmp(spec, "./", 2) == 0 || strncmp(spec, "../", 3) == 0) {
        cand = spec[0] == '/' ? xstrdup(spec) : xsprintf("%s/%s", dir, spec);
    } else if (strncmp(spec, "file://", 7) == 0) {
        cand = xstrdup(spec + 7);
    } else {
        /* A bare specifier: node_modules directories upward. */
        char *d = xstrdup(dir);
        for (;;) {
            char *pkg = xsprintf("%s/node_modules/%s", d, spec);
            struct stat st;
            if (stat(pkg, &st) == 0) {
                cand = S_ISDIR(st.st_mode) ? package_entry(pkg) : xstrdup(pkg);
                free(pkg);
                break;
            }
            free(pkg);
            char *slash = strrchr(d, '/');
            if (!slash || slash == d) break;
            *slash = 0;
        }
        free(d);
    }
    free(dir);
    if (!cand) return NULL;
    char *real = is_file(cand) ? realpath(cand, NULL) : NULL;
    free(cand);
    return real;
}

/* ---- built-in modules ------------------------------------------------ */

/* Modules the runtime provides instead of a file (runtime/src/
 * builtin_modules.c has the same table). They win over node_modules, where
 * a package may hold the fallback that Node runs. An import of one becomes
 * a static the program's hoist fills with scr_builtin_import; a name the
 * module does not export is reported as Node reports it at link time. */
typedef struct BuiltinModule {
    const char *spec1, *spec2;  /* the specifiers that name it (spec2 may be NULL) */
    const char *runtime_name;   /* what scr_builtin_import is given */
    bool has_default;           /* the module object is its default export */
    const char *const *exports;
} BuiltinModule;

static const char *const experimental_exports[] = {"LifetimeRegion", NULL};
static const char *const util_exports[] = {
    "format", "formatWithOptions", "inspect", "isDeepStrictEqual", "types", "inherits",
    "isArray", "promisify", "stripVTControlCharacters", "toUSVString", NULL};

static const BuiltinModule builtin_modules[] = {
    {"@scr/experimental", NULL, "@scr/experimental", false, experimental_exports},
    {"node:util", "util", "node:util", true, util_exports},
};

static const BuiltinModule *builtin_module(const char *spec) {
    for (size_t i = 0; i < sizeof builtin_modules / sizeof *builtin_modules; i++) {
        const BuiltinModule *bm = &builtin_modules[i];
        if (strcmp(spec, bm->spec1) == 0 || (bm->spec2 && strcmp(spec, bm->spec2) == 0)) return bm;
    }
    return NULL;
}

static bool builtin_has_export(const BuiltinModule *bm, const char *name) {
    if (strcmp(name, "default") == 0) return bm->has_default;
    for (int i = 0; bm->exports[i]; i++)
        if (strcmp(bm->exports[i], name) == 0) return true;
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
    ir->local->builtin_mod = bm->runtime_name;
    ir->local->builtin_export = ir->name;
    return 0;
}

/* ---- loading --------------------------------------------------------- */

static int find_module(Program *p, const char *abspath) {
    for (int i = 0; i < p->nmods; i++)
        if (strcmp(p->mods[i]->sf->abspath, abspath) == 0) return i;
    return -1;
}

static char *rel_display(const char *importer_path, const char *abs) {
    (void)importer_path;
    return xstrdup(abs);
}

static int load_module(Program *p, const char *path, const char *abspath_hint) {
    SourceFile *sf = source_load(path);
    if (!sf) return -1;
    (void)abspath_hint;
    if (!parse_program(sf)) return -1;
    Module *m = xzalloc(sizeof *m);
    m->index = p->nmods;
    m->sf = sf;
    m->program = sf->program;
    m->cprefix = xsprintf("m%d_", m->index);
    p->mods = xgrow(p->mods, sizeof(Module *) * (size_t)(p->nmods + 1));
    p->mods[p->nmods++] = m;
    if (scope_analyze(&p->an, m) < 0) return -1;
    m->request_module = xmalloc(sizeof(int) * (size_t)(m->nrequests + 1));
    for (int i = 0; i < m->nrequests; i++) {
        if (builtin_module(m->requests[i])) {
            m->request_module[i] = -1; /* provided by the runtime */
            continue;
        }
        char *abs = resolve_specifier(sf->abspath, m->requests[i]);
        if (!abs) {
            const Node *rn = m->request_nodes[i];
            diag_error_at(sf, rn, "Cannot find module '%s' imported from %s", m->requests[i], sf->abspath);
            return -1;
        }
        int k = find_module(p, abs);
        if (k < 0) {
            /* The module's SourceFile borrows its path for the life of the
             * program (the generated C's comments and #line name it). */
            char *shown = rel_display(sf->path, abs);
            k = load_module(p, shown, abs);
            if (k < 0) {
                free(abs);
                return -1;
            }
        }
        free(abs);
        m->request_module[i] = k;
    }
    return m->index;
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
            if (!resolve_export(p, src, ir->name, &r, 0)) {
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

static void order_visit(Program *p, int mi, bool *seen, int *n) {
    if (seen[mi]) return;
    seen[mi] = true;
    Module *m = p->mods[mi];
    for (int i = 0; i < m->nrequests; i++)
        if (m->request_module[i] >= 0) order_visit(p, m->request_module[i], seen, n);
    p->order[(*n)++] = mi;
}

Program *program_load(const char *entry_path) {
    Program *p = xzalloc(sizeof *p);
    if (load_module(p, entry_path, NULL) < 0) return NULL;
    if (link_program(p) < 0) return NULL;
    scope_finish(&p->an);
    p->order = xmalloc(sizeof(int) * (size_t)p->nmods);
    bool *seen = xzalloc((size_t)p->nmods);
    int n = 0;
    order_visit(p, 0, seen, &n);
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
 *   - A large module (more than SPLIT_SRC bytes of source) is split across
 *     units by groups of functions (PART_C bytes of C each): its functions
 *     are then extern and every part declares them all.
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
    SPLIT_SRC = 24 * 1024,  /* a module with more source than this is split */
    PART_C = 900 * 1024,    /* ... into units of about this much C */
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
}

void emit_fnref(Emitter *E, const char *name) {
    for (int i = E->nfnrefs - 1; i >= 0; i--)
        if (strcmp(E->fnrefs[i], name) == 0) return;
    if (E->nfnrefs == E->fnrefcap) {
        E->fnrefcap = E->fnrefcap ? E->fnrefcap * 2 : 64;
        E->fnrefs = xgrow(E->fnrefs, (size_t)E->fnrefcap * sizeof *E->fnrefs);
    }
    E->fnrefs[E->nfnrefs++] = xstrdup(name);
}

void emit_extern(Emitter *E, const char *name) {
    for (int i = 0; i < E->nextnames; i++)
        if (strcmp(E->extnames[i], name) == 0) return;
    if (E->nextnames == E->extcap) {
        E->extcap = E->extcap ? E->extcap * 2 : 16;
        E->extnames = xgrow(E->extnames, (size_t)E->extcap * sizeof *E->extnames);
    }
    E->extnames[E->nextnames++] = xstrdup(name);
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
    if (m->needs_ns) {
        const char *ns = estr(E, "mod%d_ns", m->index);
        emit_extern(E, ns);
        if (!n++) buf_puts(o, "    static ScrValue *const slots[] = {\n");
        put_packed(o, &line, estr(E, "&%s,", ns));
    }
    if (n) buf_puts(o, "    };\n    for (size_t i = 0; i < sizeof slots / sizeof *slots; i++) scr_clear(slots[i]);\n");
    buf_puts(o, "}\n\n");
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
    const char *t = sf->text;
    size_t len = sf->len;
    if (len == 0) buf_puts(o, "    \"\"\n");
    size_t s = 0;
    while (s < len) {
        size_t e = s;
        while (e < len && t[e] != '\n') e++;
        if (e < len) e++;
        char *lit = c_string_literal(t + s, e - s);
        buf_printf(o, "    %s\n", lit);
        free(lit);
        s = e;
    }
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

static bool module_split(const Emitter *E, const Module *m) {
    return !E->opt->one_file && m->sf->len > SPLIT_SRC;
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
    E->nic = E->nglobal_sites = E->nlit = E->nregex = 0;
    for (int i = 0; i < E->nextnames; i++) free(E->extnames[i]);
    E->nextnames = 0;
    E->fnrefs = NULL;
    E->nfnrefs = E->fnrefcap = 0;
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
    E->fnrefs = NULL;
    E->nfnrefs = E->fnrefcap = 0;
}

static bool unit_names_fn(const Unit *u, const char *name, size_t n) {
    for (int i = 0; i < u->nfnrefs; i++)
        if (strlen(u->fnrefs[i]) == n && memcmp(u->fnrefs[i], name, n) == 0) return true;
    return false;
}

/* A module's prototypes, all of them, or (for a split module) those of
 * the functions this unit defines or names. */
static void unit_protos(Buf *o, const Unit *u, const Emitter *E, int mi, const char *protos) {
    if (!protos) return;
    if (!module_split(E, E->prog->mods[mi])) {
        buf_puts(o, protos);
        return;
    }
    for (const char *l = protos; *l;) {
        const char *nl = strchr(l, '\n');
        const char *nm = strstr(l, "ScrValue ");
        if (nm && nm < nl) {
            nm += strlen("ScrValue ");
            const char *paren = strchr(nm, '(');
            if (paren && paren < nl && unit_names_fn(u, nm, (size_t)(paren - nm))) buf_put(o, l, (size_t)(nl - l) + 1);
        }
        l = nl + 1;
    }
}


/* Writes module mi's code into the open unit (*up), opening further units
 * when the module is split. */
static void emit_module_unit(Emitter *E, UnitSet *us, Unit **up, int mi) {
    Module *m = E->prog->mods[mi];
    Analysis *an = &E->prog->an;
    bool split = module_split(E, m);
    E->fn_storage = split ? "" : "static ";
    unit_add_module(*up, mi, true);
    int part = 1;
    for (int i = 0; i < an->nfuncs && !E->failed; i++) {
        FuncInfo *f = an->funcs[i];
        if (f->mod != m) continue;
        if (split && E->funcs.len > PART_C) {
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
    emit_module_hoist(E, &E->funcs, m);
    emit_teardown(E, &E->funcs, m);
    emit_source_text(E, &E->funcs, m);
}

/* The program table, in the entry's unit. */
static void emit_program_table(Emitter *E, Buf *o, const UnitSet *us, const char *entry_unit) {
    Program *p = E->prog;
    buf_puts(o, "/* Instantiates the module-level function declarations and namespace\n"
                " * objects of every module before the first module body runs. */\nvoid program_hoist(void)\n{\n");
    for (int oi = 0; oi < p->nmods; oi++) buf_printf(o, "    mod%d_hoist();\n", p->mods[p->order[oi]]->index);
    for (int mi = 0; mi < p->nmods; mi++) {
        if (!p->mods[mi]->needs_ns) continue;
        buf_printf(o, "    mod%d_ns = scr_namespace_new();\n", mi);
        buf_printf(o, "    mod%d_ns_init();\n", mi);
    }
    buf_puts(o, "}\n\n");
    buf_printf(o, "static const ScrSource sources[%d] = {\n", p->nmods);
    for (int i = 0; i < p->nmods; i++) {
        char *url = file_url(p->mods[i]->sf->abspath);
        char *ulit = c_string_literal(url, strlen(url));
        buf_printf(o, "    {%s, mod%d_text},\n", ulit, i);
        free(url);
        free(ulit);
    }
    buf_puts(o, "};\n\n");
    buf_printf(o, "static const ScrModule modules[%d] = {\n", p->nmods);
    for (int oi = 0; oi < p->nmods; oi++) {
        Module *m = p->mods[p->order[oi]];
        buf_printf(o, "    {mod%d_body, mod%d_teardown}, /* %s */\n", m->index, m->index, comment_text(E, m->sf->path));
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
               "};\n\n"
               "int main(int argc, char **argv)\n{\n    return scr_main(argc, argv, &program);\n}\n",
               p->nmods, p->nmods, nt);
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
    for (int i = 0; i < E->nfnrefs; i++) free(E->fnrefs[i]);
    free(E->fnrefs);
    for (int i = 0; i < E->nconsts; i++) free(E->consts[i].u16);
    free(E->consts);
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
    /* The modules other than the entry, in module order: a large one in
     * units of its own, small ones sharing. */
    Unit *u = opt->one_file ? unit_open(&E, &us, "m0") : NULL;
    size_t group = 0;
    for (int mi = 1; mi < p->nmods && !E.failed; mi++) {
        Module *m = p->mods[mi];
        bool big = module_split(&E, m) || m->sf->len > GROUP_SRC;
        if (!opt->one_file && u && (big || group + m->sf->len > GROUP_SRC)) {
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
