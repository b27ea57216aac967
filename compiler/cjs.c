/* cjs.c - CommonJS modules at compile time (cjs.h): the literal
 * specifiers given to `require`, the export names Node's cjs-module-lexer
 * would detect (matched on the tree rather than on tokens, with the
 * lexer's rules: no scope analysis, "the last module.exports = ... wins"
 * for re-exports, transpiler star re-exports only at the top level), and
 * the C tables runtime/src/node/cjs.c loads modules from. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cjs.h"
#include "diag.h"
#include "text.h"
#include "utf.h"

/* ---- small tree helpers ------------------------------------------------ */

/* A string literal's value as UTF-8 (WTF-8 for lone surrogates). */
static char *str_utf8(const Node *n) {
    return utf16_to_utf8_dup(n->u16, n->u16len, UTF16_PAIRS);
}

/* The literal a specifier argument is: a string, or a template without
 * substitutions. NULL otherwise. */
static char *literal_arg(const Node *n) {
    if (!n) return NULL;
    if (n->kind == N_STRING) return str_utf8(n);
    if (n->kind == N_TEMPLATE && n->list.len == 1 && n->list.items[0]->u16) return str_utf8(n->list.items[0]);
    return NULL;
}

static bool is_ident(const Node *n, const char *name) {
    return n && n->kind == N_IDENT && strcmp(n->name, name) == 0;
}

/* `o.p` (not computed, not optional) with o an identifier named `obj`. */
static bool is_member(const Node *n, const char *obj, const char *prop) {
    return n && n->kind == N_MEMBER && !(n->flags & (N_COMPUTED | N_OPTIONAL)) && is_ident(n->a, obj) &&
           is_ident(n->b, prop);
}

/* `exports` or `module.exports`, by name (the lexer has no scopes). */
static bool is_exports(const Node *n) {
    return is_ident(n, "exports") || is_member(n, "module", "exports");
}

/* The name of `E.name` or `E["name"]` with E an exports object, else NULL. */
static char *exports_member(const Node *n) {
    if (!n || n->kind != N_MEMBER || (n->flags & N_OPTIONAL) || !is_exports(n->a)) return NULL;
    if (!(n->flags & N_COMPUTED)) return n->b->kind == N_IDENT ? xstrdup(n->b->name) : NULL;
    return n->b->kind == N_STRING ? str_utf8(n->b) : NULL;
}

/* require("x") by name: the specifier, else NULL. */
static char *require_call(const Node *n) {
    if (!n || n->kind != N_CALL || !is_ident(n->a, "require") || n->list.len != 1) return NULL;
    return n->list.items[0]->kind == N_STRING ? str_utf8(n->list.items[0]) : NULL;
}

typedef void (*Visit)(void *ctx, Node *n);

static void walk(Node *n, Visit v, void *ctx) {
    if (!n) return;
    v(ctx, n);
    walk(n->a, v, ctx);
    walk(n->b, v, ctx);
    walk(n->c, v, ctx);
    walk(n->d, v, ctx);
    for (int i = 0; i < n->list.len; i++) walk(n->list.items[i], v, ctx);
    for (int i = 0; i < n->list2.len; i++) walk(n->list2.items[i], v, ctx);
}

/* ---- require calls ------------------------------------------------------ */

typedef struct Collect {
    Analysis *an;
    Module *m;
    CjsInfo *ci;
    bool failed;
    bool direct; /* createRequire(...)("x") appears */
} Collect;

static bool is_require_fn(const Collect *c, const Node *n) {
    if (!n || n->kind != N_IDENT || n->binding <= 0) return false;
    if (c->ci->require_id && n->binding == c->ci->require_id) return true;
    for (int i = 0; i < c->ci->nalias; i++)
        if (n->binding == c->ci->alias_ids[i]) return true;
    return false;
}

static void add_request(Collect *c, const Node *arg, const char *what, bool load) {
    char *spec = literal_arg(arg);
    if (!spec) {
        if (!c->failed)
            diag_error_at(c->m->sf, arg ? arg : c->m->program,
                          "%s with a specifier that is not a string literal is not supported", what);
        c->failed = true;
        return;
    }
    CjsInfo *ci = c->ci;
    for (int i = 0; i < ci->nreqs; i++)
        if (strcmp(ci->reqs[i].spec, spec) == 0) {
            ci->reqs[i].load |= load;
            free(spec);
            return;
        }
    ci->reqs = xgrow(ci->reqs, sizeof *ci->reqs * (size_t)(ci->nreqs + 1));
    CjsRequest *r = &ci->reqs[ci->nreqs++];
    memset(r, 0, sizeof *r);
    r->spec = spec;
    r->node = arg;
    r->load = load;
    r->module = r->json = -1;
}

/* `createRequire(...)`, `module.createRequire(...)`, `x.createRequire(...)`. */
static bool is_create_require(const Node *n) {
    if (!n || n->kind != N_CALL) return false;
    const Node *f = n->a;
    if (is_ident(f, "createRequire")) return true;
    return f->kind == N_MEMBER && !(f->flags & N_COMPUTED) && is_ident(f->b, "createRequire");
}

static void find_aliases(void *ctx, Node *n) {
    Collect *c = ctx;
    if (n->kind == N_CALL && is_create_require(n->a)) c->direct = true;
    if (n->kind == N_DECLARATOR && n->a && n->a->kind == N_IDENT && n->a->binding > 0 && is_create_require(n->b)) {
        CjsInfo *ci = c->ci;
        ci->alias_ids = xgrow(ci->alias_ids, sizeof(int) * (size_t)(ci->nalias + 1));
        ci->alias_ids[ci->nalias++] = n->a->binding;
    }
}

static void find_requires(void *ctx, Node *n) {
    Collect *c = ctx;
    if (c->failed || n->kind != N_CALL) return;
    if (is_require_fn(c, n->a) || is_create_require(n->a)) {
        add_request(c, n->list.len ? n->list.items[0] : n, "require()", true);
    } else if (n->a->kind == N_MEMBER && !(n->a->flags & N_COMPUTED) && is_require_fn(c, n->a->a) &&
               is_ident(n->a->b, "resolve")) {
        add_request(c, n->list.len ? n->list.items[0] : n, "require.resolve()", false);
    }
}

int cjs_collect(Analysis *an, Module *m) {
    CjsInfo *ci = m->cjs;
    if (!ci) ci = xzalloc(sizeof *ci);
    Collect c = {an, m, ci, false, false};
    if (m->is_cjs) {
        Node *fn = m->program->list.items[0]->a;
        ci->wrapper = fn->scope;
        Scope *s = ci->wrapper->scope;
        for (int i = 0; i < s->nbinds; i++)
            if (strcmp(s->binds[i]->name, "require") == 0) ci->require_id = s->binds[i]->id;
    }
    walk(m->program, find_aliases, &c);
    if (!ci->require_id && !ci->nalias && !c.direct) {
        if (ci != m->cjs) free(ci);
        return 0;
    }
    m->cjs = ci;
    walk(m->program, find_requires, &c);
    return c.failed ? -1 : 0;
}

/* ---- export detection (cjs-module-lexer's rules) ----------------------- */

typedef struct Detect {
    CjsInfo *ci;
    char **reexp;   /* the current "last module.exports =" re-exports */
    int nreexp;
    bool unsafe_getter; /* a getter form the lexer does not accept */
} Detect;

static void add_name(CjsInfo *ci, char *name) {
    for (int i = 0; i < ci->nnames; i++)
        if (strcmp(ci->names[i], name) == 0) {
            free(name);
            return;
        }
    ci->names = xgrow(ci->names, sizeof(char *) * (size_t)(ci->nnames + 1));
    ci->names[ci->nnames++] = name;
}

static void push_spec(char ***arr, int *n, char *spec) {
    *arr = xgrow(*arr, sizeof(char *) * (size_t)(*n + 1));
    (*arr)[(*n)++] = spec;
}

static void clear_reexp(Detect *d) {
    for (int i = 0; i < d->nreexp; i++) free(d->reexp[i]);
    d->nreexp = 0;
}

/* The property key of an object-literal property as the lexer reads it:
 * an identifier or a string, else NULL. */
static char *prop_key(const Node *p) {
    if (p->flags & N_COMPUTED) return NULL;
    if (p->a->kind == N_IDENT) return xstrdup(p->a->name);
    if (p->a->kind == N_STRING) return str_utf8(p->a);
    return NULL;
}

/* Whether an expression's first token is an identifier. */
static bool starts_with_ident(const Node *n) {
    while (n && !(n->flags & N_PARENTHESIZED)) {
        switch (n->kind) {
        case N_IDENT: return true;
        case N_CALL: case N_MEMBER: case N_BINARY: case N_LOGICAL: case N_ASSIGN: case N_CONDITIONAL:
            n = n->a;
            continue;
        default: return false;
        }
    }
    return false;
}

/* module.exports = { a, b: c, 'd': e, ...require('x') }: names until the
 * first property the lexer cannot read; spreads of require are
 * re-exports, other spreads are skipped. */
static void exports_literal(Detect *d, const Node *obj) {
    clear_reexp(d);
    for (int i = 0; i < obj->list.len; i++) {
        const Node *p = obj->list.items[i];
        if (p->kind == N_SPREAD) {
            char *spec = require_call(p->a);
            if (spec) push_spec(&d->reexp, &d->nreexp, spec);
            else if (p->a->kind != N_IDENT && p->a->kind != N_MEMBER) return;
            continue;
        }
        if (p->kind != N_PROPERTY || p->op != P_INIT || (p->flags & N_METHOD)) return;
        char *k = prop_key(p);
        if (!k) return;
        if (p->flags & N_SHORTHAND || (p->b && p->b->kind == N_IDENT)) {
            add_name(d->ci, k);
            continue;
        }
        /* `key: ident(...)`, `key: ident.x + 1`: the lexer has read the
         * key and an identifier before it gives up. */
        if (starts_with_ident(p->b)) add_name(d->ci, k);
        else free(k);
        return;
    }
}

/* `return IDENT`, `return IDENT.IDENT` or `return IDENT["str"]`, alone. */
static bool getter_body_ok(const Node *fn) {
    if (!fn || fn->kind != N_FUNC_EXPR || fn->list.len || !fn->b || fn->b->list.len != 1) return false;
    const Node *r = fn->b->list.items[0];
    if (r->kind != N_RETURN || !r->a) return false;
    const Node *e = r->a;
    if (e->kind == N_IDENT) return true;
    if (e->kind != N_MEMBER || (e->flags & N_OPTIONAL) || e->a->kind != N_IDENT) return false;
    return (e->flags & N_COMPUTED) ? e->b->kind == N_STRING : e->b->kind == N_IDENT;
}

/* Object.defineProperty(exports, "name", { [enumerable: true,] value: ... })
 * or with a getter of the forms getter_body_ok accepts. */
static void define_property(Detect *d, const Node *call) {
    if (call->list.len < 3 || !is_exports(call->list.items[0]) || call->list.items[1]->kind != N_STRING) return;
    const Node *desc = call->list.items[2];
    if (desc->kind != N_OBJECT || desc->list.len == 0) return;
    int i = 0;
    const Node *p = desc->list.items[0];
    char *k = p->kind == N_PROPERTY ? prop_key(p) : NULL;
    if (k && strcmp(k, "enumerable") == 0 && p->op == P_INIT && !(p->flags & N_METHOD) && p->b &&
        p->b->kind == N_TRUE) {
        i = 1;
    }
    free(k);
    if (i >= desc->list.len) return;
    p = desc->list.items[i];
    if (p->kind != N_PROPERTY) return;
    k = prop_key(p);
    bool ok = false;
    if (k && strcmp(k, "value") == 0 && p->op == P_INIT && !(p->flags & N_METHOD))
        ok = true;
    else if (k && strcmp(k, "get") == 0 && p->op == P_INIT)
        ok = getter_body_ok(p->b) && (!(p->flags & N_METHOD) ? !(p->b->flags & (N_ASYNC | N_GENERATOR)) : true);
    free(k);
    if (ok) add_name(d->ci, str_utf8(call->list.items[1]));
}

static void detect_visit(void *ctx, Node *n) {
    Detect *d = ctx;
    if (n->kind == N_ASSIGN && n->op == T_ASSIGN) {
        char *name = exports_member(n->a);
        if (name) {
            add_name(d->ci, name);
            return;
        }
        if (is_member(n->a, "module", "exports")) {
            char *spec = require_call(n->b);
            if (spec) {
                clear_reexp(d);
                push_spec(&d->reexp, &d->nreexp, spec);
            } else if (n->b && n->b->kind == N_OBJECT) {
                exports_literal(d, n->b);
            }
        }
        return;
    }
    if (n->kind == N_CALL && is_member(n->a, "Object", "defineProperty")) define_property(d, n);
}

/* Transpiler star re-exports, at the top level only: __export(require("x")),
 * __exportStar(require("x"), exports), tslib.__exportStar(...), and Babel's
 * `var _x = require("x"); Object.keys(_x).forEach(function (k) {...})`. */
static void top_level_stars(Detect *d, CjsInfo *ci, NodeList *body) {
    for (int i = 0; i < body->len; i++) {
        Node *s = body->items[i];
        if (s->kind != N_EXPR_STMT) continue;
        Node *e = s->a;
        if (e->kind != N_CALL) continue;
        Node *f = e->a;
        if (f->kind == N_SEQUENCE && f->list.len == 2) f = f->list.items[1]; /* (0, tslib.__exportStar) */
        const char *fname = f->kind == N_IDENT ? f->name
                          : (f->kind == N_MEMBER && !(f->flags & N_COMPUTED) && f->b->kind == N_IDENT) ? f->b->name
                                                                                                      : NULL;
        if (fname && (strcmp(fname, "__export") == 0 || strcmp(fname, "__exportStar") == 0) && e->list.len >= 1) {
            char *spec = require_call(e->list.items[0]);
            if (spec) push_spec(&ci->reexports, &ci->nreexports, spec);
            continue;
        }
        /* Object.keys(_x).forEach(function (k) { ... }) */
        if (f->kind == N_MEMBER && is_ident(f->b, "forEach") && f->a->kind == N_CALL &&
            is_member(f->a->a, "Object", "keys") && f->a->list.len == 1 && f->a->list.items[0]->kind == N_IDENT) {
            const char *var = f->a->list.items[0]->name;
            for (int j = 0; j < i; j++) {
                Node *v = body->items[j];
                if (v->kind != N_VAR_DECL) continue;
                for (int k = 0; k < v->list.len; k++) {
                    Node *dcl = v->list.items[k];
                    if (is_ident(dcl->a, var)) {
                        char *spec = require_call(dcl->b);
                        if (spec) push_spec(&ci->reexports, &ci->nreexports, spec);
                    }
                }
            }
        }
    }
    (void)d;
}

static void detect(CjsInfo *ci, Module *m) {
    Detect d = {ci, NULL, 0, false};
    walk(m->program, detect_visit, &d);
    for (int i = 0; i < d.nreexp; i++) push_spec(&ci->reexports, &ci->nreexports, d.reexp[i]);
    free(d.reexp);
    Node *fn = m->program->list.items[0]->a;
    top_level_stars(&d, ci, &fn->b->list);
}

static void gather_names(Module **mods, Module *m, CjsLookup lookup, void *ctx) {
    CjsInfo *ci = m->cjs;
    if (ci->detected || ci->detecting) return;
    ci->detecting = true;
    detect(ci, m);
    for (int i = 0; i < ci->nreexports; i++) {
        int k = lookup(ctx, m, ci->reexports[i]);
        if (k < 0 || !mods[k]->is_cjs) continue;
        gather_names(mods, mods[k], lookup, ctx);
        CjsInfo *ri = mods[k]->cjs;
        for (int j = 0; j < ri->nnames; j++) add_name(ci, xstrdup(ri->names[j]));
    }
    ci->detecting = false;
    ci->detected = true;
}

void cjs_add_exports(Analysis *an, Module **mods, Module *m, CjsLookup lookup, void *ctx) {
    gather_names(mods, m, lookup, ctx);
    CjsInfo *ci = m->cjs;
    scope_hidden_export(an, m, "default")->exported = true;
    for (int i = 0; i < ci->nnames; i++)
        if (strcmp(ci->names[i], "default") != 0) scope_hidden_export(an, m, ci->names[i])->exported = true;
}

char *cjs_missing_export_message(const char *spec, const char *name) {
    return xsprintf("Named export '%s' not found. The requested module '%s' is a CommonJS module, which may not "
                    "support all module.exports as named exports.",
                    name, spec);
}

/* ---- emission ----------------------------------------------------------- */

void cjs_emit_facade(FnEmit *F) {
    Module *m = F->mod;
    Emitter *E = F->em;
    int t = tmp_new(F);
    /* A JSON module's record is its text's, after the program's modules. */
    int rec = m->json ? E->prog->nmods + m->json - 1 : m->index;
    out(F, "t%d = scr_cjs_evaluate(%d);", t, rec);
    out(F, "if (t%d == SCR_EXCEPTION) goto fail;", t);
    for (int i = 0; i < m->nexports; i++) {
        ExportRec *e = &m->exports[i];
        Binding *b = e->local;
        if (!b || b->storage != ST_STATIC || !b->cname) continue;
        out(F, "scr_release(%s);", b->cname);
        if (strcmp(e->name, "default") == 0)
            out(F, "%s = scr_dup(t%d);", b->cname, t);
        else
            out(F, "%s = scr_cjs_export_get(t%d, %s);", b->cname, t, katom(E, e->name));
    }
    out(F, "scr_clear(&t%d);", t);
    tmp_free(F, t);
}

static void emit_str_or_null(Buf *o, const char *s) {
    if (!s) {
        buf_puts(o, "NULL");
        return;
    }
    char *lit = c_string_literal(s, strlen(s));
    buf_puts(o, lit);
    free(lit);
}

void cjs_emit_records(Emitter *E, Buf *o, const CjsProgram *cp, int **deps, const bool *async_graph) {
    Program *p = E->prog;
    for (int mi = 0; mi < p->nmods; mi++) {
        Module *m = p->mods[mi];
        CjsInfo *ci = m->cjs;
        if (ci && ci->nreqs) {
            buf_printf(o, "static const ScrRequireEntry m%d_requires[%d] = {\n", mi, ci->nreqs);
            for (int i = 0; i < ci->nreqs; i++) {
                CjsRequest *r = &ci->reqs[i];
                buf_puts(o, "    {");
                emit_str_or_null(o, r->spec);
                buf_printf(o, ", %d, ", r->module >= 0 ? r->module : r->json >= 0 ? p->nmods + r->json : -1);
                emit_str_or_null(o, r->builtin);
                buf_puts(o, ", ");
                emit_str_or_null(o, r->builtin ? r->spec : r->path);
                buf_puts(o, ", ");
                emit_str_or_null(o, r->code);
                buf_puts(o, ", ");
                emit_str_or_null(o, r->message);
                buf_puts(o, "},\n");
            }
            buf_puts(o, "};\n");
        }
        if (deps && deps[mi]) {
            int n = 0;
            while (deps[mi][n] >= 0) n++;
            buf_printf(o, "static const int m%d_deps[%d] = {", mi, n);
            for (int i = 0; i < n; i++) buf_printf(o, "%s%d", i ? ", " : "", deps[mi][i]);
            buf_puts(o, "};\n");
        }
    }
    for (int j = 0; j < cp->njson; j++) {
        buf_printf(o, "static const char json%d[] =\n", j);
        emit_text_lines(o, cp->json[j].text, strlen(cp->json[j].text));
        buf_puts(o, ";\n");
    }
    int n = p->nmods + cp->njson;
    buf_printf(o, "static const ScrModuleRecord records[%d] = {\n", n);
    for (int mi = 0; mi < p->nmods; mi++) {
        Module *m = p->mods[mi];
        CjsInfo *ci = m->cjs;
        buf_printf(o, "    {%s, ", m->is_cjs ? "SCR_MOD_CJS" : "SCR_MOD_ESM");
        emit_str_or_null(o, m->sf->abspath);
        const char *wrapper = "NULL";
        if (m->is_cjs) {
            emit_extern(E, estr(E, "mod%d_wrapper", mi));
            wrapper = estr(E, "&mod%d_wrapper", mi);
        }
        buf_printf(o, ", %s, %s, mod%d_body, ", wrapper, m->needs_ns ? estr(E, "&mod%d_ns", mi) : "NULL", mi);
        if (ci && ci->nreqs) buf_printf(o, "m%d_requires, %d, ", mi, ci->nreqs);
        else buf_puts(o, "NULL, 0, ");
        if (deps && deps[mi]) {
            int k = 0;
            while (deps[mi][k] >= 0) k++;
            buf_printf(o, "m%d_deps, %d, ", mi, k);
        } else {
            buf_puts(o, "NULL, 0, ");
        }
        buf_printf(o, "%d, NULL},\n", async_graph && async_graph[mi] ? 1 : 0);
    }
    for (int j = 0; j < cp->njson; j++) {
        buf_puts(o, "    {SCR_MOD_JSON, ");
        emit_str_or_null(o, cp->json[j].path);
        buf_printf(o, ", NULL, NULL, NULL, NULL, 0, NULL, 0, 0, json%d},\n", j);
    }
    buf_puts(o, "};\n\n");
}
