/* scope.c - scope analysis (see scope.h). One walk per module: every scope
 * first declares what it hoists (var and function declarations of a
 * function, lexical declarations of a block), then the walk resolves each
 * identifier against the scope chain. A reference that crosses a function
 * boundary marks its binding captured and adds it to the capture list of
 * every function in between, which is what makes boxing exact. */
#include "scope.h"
#include "builtins/rxengine.h"
#include "builtins/rxengine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"

/* The class-level facts the emitter needs, hung on the class node's
 * `scope` field. */
#include "scope_class.h"
#include "text.h"
#include "utf.h"

typedef struct Walker {
    Analysis *an;
    Module *mod;
    int failed;
    bool in_decl; /* walking a declaration's own pattern: its writes are
                     initialisations, not assignments (Binding.assigned) */
} Walker;

#define PUSH(arr, n, cap, v)                                         \
    do {                                                             \
        if ((n) == (cap)) {                                          \
            (cap) = (cap) ? 2 * (cap) : 8;                           \
            (arr) = xgrow((arr), (size_t)(cap) * sizeof *(arr));  \
        }                                                            \
        (arr)[(n)++] = (v);                                          \
    } while (0)

const char *scope_kind_name(BindKind k) {
    switch (k) {
    case B_VAR: return "var";
    case B_LET: return "let";
    case B_CONST: return "const";
    case B_CLASS: return "class";
    case B_FUNC: return "function";
    case B_PARAM: return "param";
    case B_CATCH: return "catch";
    case B_IMPORT: return "import";
    case B_CALLEE: return "callee";
    case B_CLASS_IN: return "class name";
    case B_HIDDEN: return "hidden";
    case B_THIS: return "this";
    case B_ARGUMENTS: return "arguments";
    case B_NEW_TARGET: return "new.target";
    case B_FUNC_SELF: return "function";
    }
    return "?";
}

static Scope *scope_new(ScopeKind kind, Scope *parent, FuncInfo *f, const Node *node) {
    Scope *s = xzalloc(sizeof *s);
    s->kind = kind;
    s->parent = parent;
    s->func = f;
    s->node = node;
    s->in_loop = parent && parent->func == f ? parent->in_loop : false;
    return s;
}

/* Scopes with more bindings than this are searched through their index:
 * a module of 100,000 functions otherwise costs 10^10 string compares. */
enum { INDEX_MIN = 32 };

static uint32_t name_hash(const char *name) {
    uint32_t h = 2166136261u; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) h = (h ^ *p) * 16777619u;
    return h;
}

/* The index slot of `name`: the slot holding it, or the empty one where
 * it would go. */
static Binding **index_slot(Scope *s, const char *name) {
    uint32_t mask = (uint32_t)s->index_cap - 1;
    for (uint32_t i = name_hash(name) & mask;; i = (i + 1) & mask)
        if (!s->index[i] || strcmp(s->index[i]->name, name) == 0) return &s->index[i];
}

/* Brings s->index up to date with s->binds (bindings are only appended);
 * the first binding of a name wins, as in the linear search. */
static void index_update(Scope *s) {
    if (s->nindexed == s->nbinds) return;
    if (2 * s->nbinds >= s->index_cap) {
        int cap = 64;
        while (cap <= 2 * s->nbinds) cap *= 2;
        free(s->index);
        s->index = xzalloc((size_t)cap * sizeof *s->index);
        s->index_cap = cap;
        s->nindexed = 0;
    }
    for (; s->nindexed < s->nbinds; s->nindexed++) {
        Binding **slot = index_slot(s, s->binds[s->nindexed]->name);
        if (!*slot) *slot = s->binds[s->nindexed];
    }
}

static Binding *scope_find_local(Scope *s, const char *name) {
    if (s->nbinds > INDEX_MIN) {
        index_update(s);
        return *index_slot(s, name);
    }
    for (int i = 0; i < s->nbinds; i++)
        if (strcmp(s->binds[i]->name, name) == 0) return s->binds[i];
    return NULL;
}

static Binding *bind_new(Walker *w, Scope *s, const char *name, BindKind kind, const Node *decl) {
    Binding *b = xzalloc(sizeof *b);
    Analysis *an = w->an;
    if (an->nbinds == 0) PUSH(an->binds, an->nbinds, an->cap, NULL); /* id 0 unused */
    b->id = an->nbinds;
    PUSH(an->binds, an->nbinds, an->cap, b);
    b->name = name;
    b->kind = kind;
    b->scope = s;
    b->func = s->func;
    b->mod = w->mod;
    b->decl = decl;
    b->init_end = -1;
    b->ns_module = -1;
    b->in_switch = s->kind == S_SWITCH;
    if (s) PUSH(s->binds, s->nbinds, s->cap, b);
    FuncInfo *f = s->func;
    PUSH(f->owned, f->nowned, f->ownedcap, b);
    return b;
}

/* Declares `name` in s; a second declaration of the same name in the same
 * scope (var twice, var and function) reuses the first binding: the parser
 * has already rejected the illegal combinations. */
static Binding *declare(Walker *w, Scope *s, const char *name, BindKind kind, const Node *decl) {
    Binding *b = scope_find_local(s, name);
    if (b) {
        if (kind == B_FUNC && b->kind == B_VAR) b->kind = B_FUNC;
        return b;
    }
    return bind_new(w, s, name, kind, decl);
}

static FuncInfo *func_new(Walker *w, FuncKind kind, const Node *node, FuncInfo *parent) {
    FuncInfo *f = xzalloc(sizeof *f);
    f->kind = kind;
    f->node = node;
    f->parent = parent;
    f->mod = w->mod;
    f->name = "";
    f->id = w->an->nfuncs;
    PUSH(w->an->funcs, w->an->nfuncs, w->an->fcap, f);
    return f;
}

static void unsupported(Walker *w, const Node *n, const char *what) {
    if (w->failed) return;
    diag_error_at(w->mod->sf, n, "%s %s not supported yet", what,
                  strcmp(what, "for await...of") == 0
                      ? "is"
                      : "are");
    w->failed = 1;
}

/* A regex literal with a pattern V8 rejects is an early SyntaxError, at
 * the literal: the runtime's regexp engine (builtins/rxengine.c, linked
 * into the compiler too) parses it and gives V8's message. */
static void check_regex(Walker *w, const Node *n) {
    if (w->failed) return;
    const char *s = n->name;
    size_t len = strlen(s);
    uint32_t k;
    uint16_t *u = utf8_to_utf16(s, len, &k);
    const char *fl = n->name2 ? n->name2 : "";
    uint32_t nf;
    uint16_t *f16 = utf8_to_utf16(fl, strlen(fl), &nf);
    int bits = scr__rx_parse_flags(f16, nf);
    free(f16);
    const char *err = NULL;
    if (bits >= 0) {
        ScrRxProg *prog = scr__rx_compile(u, k, bits, &err);
        scr__rx_free(prog);
    }
    if (err) {
        /* V8 prints the flags in canonical order. */
        char canon[12];
        int c = 0;
        const char *order = "dgimsuvy";
        for (const char *o = order; *o; o++)
            if (strchr(fl, *o)) canon[c++] = *o;
        canon[c] = 0;
        diag_error_at(w->mod->sf, n, "Invalid regular expression: /%s/%s: %s", s, canon, err);
        w->failed = 1;
    }
    free(u);
}

/* ---- declarations ---------------------------------------------------- */

typedef void (*NameFn)(Walker *w, Scope *s, Node *id, BindKind kind, int init_end);

static void pattern_names(Walker *w, Scope *s, Node *p, BindKind kind, int init_end, NameFn fn) {
    if (!p) return;
    switch (p->kind) {
    case N_IDENT: fn(w, s, p, kind, init_end); break;
    case N_PAREN: pattern_names(w, s, p->a, kind, init_end, fn); break;
    case N_ASSIGN_PATTERN: pattern_names(w, s, p->a, kind, init_end, fn); break;
    case N_REST: pattern_names(w, s, p->a, kind, init_end, fn); break;
    case N_ARRAY_PATTERN:
        for (int i = 0; i < p->list.len; i++) pattern_names(w, s, p->list.items[i], kind, init_end, fn);
        break;
    case N_OBJECT_PATTERN:
        for (int i = 0; i < p->list.len; i++) {
            Node *pr = p->list.items[i];
            if (pr->kind == N_REST) pattern_names(w, s, pr->a, kind, init_end, fn);
            else pattern_names(w, s, pr->b, kind, init_end, fn);
        }
        break;
    default: break;
    }
}

static void declare_name(Walker *w, Scope *s, Node *id, BindKind kind, int init_end) {
    Binding *b = declare(w, s, id->name, kind, id);
    if (kind == B_LET || kind == B_CONST || kind == B_CLASS) b->init_end = init_end;
    if (s->kind == S_FOR && s->node->kind == N_FOR) b->per_iteration = true;
}

/* Hoists the `var` declarations of a function body (not entering nested
 * functions) into the function scope. */
static void hoist_vars(Walker *w, Scope *fs, Node *n) {
    if (!n) return;
    switch (n->kind) {
    case N_VAR_DECL:
        if (n->op == T_VAR)
            for (int i = 0; i < n->list.len; i++)
                pattern_names(w, fs, n->list.items[i]->a, B_VAR, -1, declare_name);
        return;
    case N_FUNC_DECL: case N_FUNC_EXPR: case N_ARROW: case N_CLASS_DECL: case N_CLASS_EXPR:
        return;
    case N_BLOCK: case N_CASE:
        for (int i = 0; i < n->list.len; i++) hoist_vars(w, fs, n->list.items[i]);
        return;
    case N_SWITCH:
        for (int i = 0; i < n->list.len; i++) hoist_vars(w, fs, n->list.items[i]);
        return;
    case N_IF: hoist_vars(w, fs, n->b); hoist_vars(w, fs, n->c); return;
    case N_FOR: hoist_vars(w, fs, n->a); hoist_vars(w, fs, n->d); return;
    case N_FOR_IN: case N_FOR_OF: hoist_vars(w, fs, n->a); hoist_vars(w, fs, n->c); return;
    case N_WHILE: hoist_vars(w, fs, n->b); return;
    case N_DO_WHILE: hoist_vars(w, fs, n->a); return;
    case N_TRY: hoist_vars(w, fs, n->a); hoist_vars(w, fs, n->c); hoist_vars(w, fs, n->d); return;
    case N_LABELED: hoist_vars(w, fs, n->a); return;
    case N_EXPORT_NAMED: hoist_vars(w, fs, n->a); return;
    default: return;
    }
}

/* Declares the lexically scoped declarations among `stmts` in s. In a
 * function's top scope, function declarations are var-like. */
static void declare_lexical(Walker *w, Scope *s, NodeList *stmts) {
    for (int i = 0; i < stmts->len; i++) {
        Node *n = stmts->items[i];
        if (!n) continue;
        if (n->kind == N_EXPORT_NAMED && n->a) n = n->a;
        else if (n->kind == N_EXPORT_DEFAULT && n->a &&
                 (n->a->kind == N_FUNC_DECL || n->a->kind == N_CLASS_DECL)) {
            n = n->a;
            if (!n->a) continue; /* anonymous: a hidden binding, made later */
        }
        switch (n->kind) {
        case N_VAR_DECL:
            if (n->op != T_VAR)
                for (int j = 0; j < n->list.len; j++) {
                    Node *d = n->list.items[j];
                    pattern_names(w, s, d->a, n->op == T_CONST ? B_CONST : B_LET, d->end,
                                  declare_name);
                }
            break;
        case N_FUNC_DECL:
            if (n->a) {
                Binding *b = declare(w, s, n->a->name, B_FUNC, n->a);
                b->kind = B_FUNC;
                b->nfunc_decls++;
                b->func_decl = n;
            }
            break;
        case N_CLASS_DECL:
            if (n->a) {
                Binding *b = declare(w, s, n->a->name, B_CLASS, n->a);
                b->init_end = n->end;
                b->func_decl = n;
            }
            break;
        case N_LABELED: {
            Node *body = n->a;
            while (body && body->kind == N_LABELED) body = body->a;
            if (body && body->kind == N_FUNC_DECL) unsupported(w, body, "labelled function declarations");
            break;
        }
        default: break;
        }
    }
}

/* ---- references ------------------------------------------------------ */

static Binding *lookup(Scope *s, const char *name) {
    for (; s; s = s->parent) {
        Binding *b = scope_find_local(s, name);
        if (b) return b;
    }
    return NULL;
}

static void add_capture(FuncInfo *f, Binding *b) {
    for (int i = 0; i < f->ncaptures; i++)
        if (f->captures[i] == b) return;
    PUSH(f->captures, f->ncaptures, f->capcap, b);
}

/* Records that function `cur` uses binding b. */
static void use_binding(FuncInfo *cur, Binding *b) {
    if (b->func == cur) return;
    b->captured = true;
    if (b->scope->kind == S_MODULE) return; /* module statics need no box */
    for (FuncInfo *f = cur; f && f != b->func; f = f->parent) add_capture(f, b);
}

static FuncInfo *nonarrow(FuncInfo *f) {
    while (f->kind == FK_ARROW) f = f->parent;
    return f;
}

/* The special binding (this, arguments, new.target, the function itself)
 * of the nearest non-arrow function, created on first use. NULL at module
 * level. */
static Binding *special(Walker *w, FuncInfo *cur, BindKind kind) {
    FuncInfo *f = nonarrow(cur);
    if (f->kind == FK_MODULE) return NULL;
    Binding **slot = kind == B_THIS ? &f->this_b
                   : kind == B_ARGUMENTS ? &f->args_b
                   : kind == B_NEW_TARGET ? &f->nt_b
                                          : &f->self_b;
    if (!*slot) {
        const char *nm = kind == B_THIS ? "this" : kind == B_ARGUMENTS ? "arguments"
                       : kind == B_NEW_TARGET ? "new.target" : "%func";
        *slot = bind_new(w, f->scope, nm, kind, f->node);
        /* Special bindings are not found by name lookup. */
        f->scope->nbinds--;
    }
    use_binding(cur, *slot);
    return *slot;
}

static void ref_ident(Walker *w, FuncInfo *cur, Scope *s, Node *id, bool write) {
    Binding *b = lookup(s, id->name);
    if (!b && strcmp(id->name, "arguments") == 0) b = special(w, cur, B_ARGUMENTS);
    if (!b) {
        id->binding = -1;
        return;
    }
    id->binding = b->id;
    if (write) {
        b->nwrites++;
        id->flags |= N_WRITE;
    }
    if (write && (!w->in_decl || b->kind == B_VAR || b->kind == B_FUNC)) b->assigned = true;
    use_binding(cur, b);
}


/* ---- name inference (ES NamedEvaluation) ------------------------------ */

static char *static_key_name(const Node *k) {
    if (!k) return NULL;
    if (k->kind == N_IDENT) return (char *)k->name;
    if (k->kind == N_PRIVATE_NAME) {
        return xsprintf("#%s", k->name);
    }
    if (k->kind == N_NUMBER) {
        return number_key_string(k->num);
    }
    if (k->kind == N_BIGINT) return xstrdup(k->name); /* canonical decimal */
    if (k->kind == N_STRING) {
        /* Unit by unit (a pair as two 3-byte sequences): the constant
         * table decodes it back to the same units. */
        return utf16_to_utf8_dup(k->u16, k->u16len, 0);
    }
    return NULL;
}

static void infer_name(Node *v, const char *name) {
    while (v && v->kind == N_PAREN) v = v->a;
    if (!v || !name || !v->scope) return;
    if ((v->kind == N_FUNC_EXPR && !v->a) || v->kind == N_ARROW) ((FuncInfo *)v->scope)->name = name;
    else if (v->kind == N_CLASS_EXPR && !v->a) {
        ClassInfo *ci = v->scope;
        if (ci->ctor) ci->ctor->name = name;
    }
}

static char *prefixed(const char *pre, const char *name) {
    return xsprintf("%s%s", pre, name);
}

/* ---- the walk -------------------------------------------------------- */

static void walk_stmt(Walker *w, FuncInfo *f, Scope *s, Node *n);
static void walk_expr(Walker *w, FuncInfo *f, Scope *s, Node *n);
static void walk_pattern(Walker *w, FuncInfo *f, Scope *s, Node *p);
static FuncInfo *walk_function(Walker *w, FuncInfo *parent, Scope *s, Node *fn, FuncKind kind,
                               const Node *class_node);
static void walk_class(Walker *w, FuncInfo *f, Scope *s, Node *cls);

static void walk_list_stmts(Walker *w, FuncInfo *f, Scope *s, NodeList *l) {
    for (int i = 0; i < l->len && !w->failed; i++) walk_stmt(w, f, s, l->items[i]);
}

/* The pattern of a declaration (var/let/const, a parameter, a catch
 * parameter, a for-in/of head declaration): its writes initialise. The
 * expressions inside it (defaults, computed keys) are walked by walk_expr,
 * which treats their assignments as assignments again. */
static void walk_decl_pattern(Walker *w, FuncInfo *f, Scope *s, Node *p) {
    bool old = w->in_decl;
    w->in_decl = true;
    walk_pattern(w, f, s, p);
    w->in_decl = old;
}

/* A pattern in a declaration or assignment: identifiers are written,
 * defaults and computed keys are read. */
static void walk_pattern(Walker *w, FuncInfo *f, Scope *s, Node *p) {
    if (!p) return;
    switch (p->kind) {
    case N_IDENT: ref_ident(w, f, s, p, true); break;
    case N_PAREN: walk_pattern(w, f, s, p->a); break;
    case N_MEMBER: walk_expr(w, f, s, p); break;
    case N_ASSIGN_PATTERN:
        walk_pattern(w, f, s, p->a);
        walk_expr(w, f, s, p->b);
        if (p->a->kind == N_IDENT) infer_name(p->b, p->a->name);
        break;
    case N_REST: walk_pattern(w, f, s, p->a); break;
    case N_ARRAY_PATTERN:
    case N_ARRAY:
        for (int i = 0; i < p->list.len; i++) walk_pattern(w, f, s, p->list.items[i]);
        break;
    case N_SPREAD: walk_pattern(w, f, s, p->a); break;
    case N_OBJECT_PATTERN:
    case N_OBJECT:
        for (int i = 0; i < p->list.len; i++) {
            Node *pr = p->list.items[i];
            if (pr->kind == N_REST || pr->kind == N_SPREAD) {
                walk_pattern(w, f, s, pr->a);
                continue;
            }
            if (pr->flags & N_COMPUTED) walk_expr(w, f, s, pr->a);
            walk_pattern(w, f, s, pr->b);
        }
        break;
    case N_ASSIGN: /* `[a = 1] = x` parsed as an expression */
        walk_pattern(w, f, s, p->a);
        walk_expr(w, f, s, p->b);
        break;
    default: walk_expr(w, f, s, p); break;
    }
}

static void walk_expr_in(Walker *w, FuncInfo *f, Scope *s, Node *n);

/* Expressions inside a declaration's pattern assign as usual. */
static void walk_expr(Walker *w, FuncInfo *f, Scope *s, Node *n) {
    bool old = w->in_decl;
    w->in_decl = false;
    walk_expr_in(w, f, s, n);
    w->in_decl = old;
}

static const char *node_str(const Node *n);

/* `import.meta.resolve` as a callee (parenthesized or not). */
bool is_import_meta_resolve(const Node *callee) {
    while (callee && callee->kind == N_PAREN) callee = callee->a;
    if (!callee || callee->kind != N_MEMBER || (callee->flags & (N_COMPUTED | N_OPTIONAL))) return false;
    const Node *o = callee->a;
    while (o && o->kind == N_PAREN) o = o->a;
    return o && o->kind == N_META_PROPERTY && strcmp(o->name, "import.meta") == 0 && callee->b &&
           callee->b->kind == N_IDENT && strcmp(callee->b->name, "resolve") == 0;
}

static void walk_expr_in(Walker *w, FuncInfo *f, Scope *s, Node *n) {
    if (!n || w->failed) return;
    switch (n->kind) {
    case N_IDENT: ref_ident(w, f, s, n, false); break;
    case N_THIS: {
        Binding *b = special(w, f, B_THIS);
        n->binding = b ? b->id : 0;
        break;
    }
    case N_SUPER: {
        /* `super` needs the home object (through the function itself) and
         * `this`; super(...) also needs new.target. */
        FuncInfo *m = nonarrow(f);
        m->uses_super = true;
        special(w, f, B_FUNC_SELF);
        special(w, f, B_THIS);
        special(w, f, B_NEW_TARGET);
        break;
    }
    case N_META_PROPERTY:
        if (strcmp(n->name, "new.target") == 0) {
            Binding *b = special(w, f, B_NEW_TARGET);
            n->binding = b ? b->id : 0;
        } else {
            w->mod->uses_meta = true;
        }
        break;
    case N_NUMBER: case N_STRING: case N_TRUE: case N_FALSE: case N_NULL:
    case N_PRIVATE_NAME: case N_BIGINT:
        break;
    case N_REGEX: check_regex(w, n); break;
    case N_TAGGED_TEMPLATE:
        walk_expr(w, f, s, n->a);
        for (int i = 0; i < n->b->list2.len; i++) walk_expr(w, f, s, n->b->list2.items[i]);
        break;
    case N_IMPORT_CALL:
        if (n->a->kind != N_STRING) {
            /* The target must be known when the program is compiled. */
            diag_error_at(w->mod->sf, n, "dynamic import() with a specifier that is not a string literal is not "
                                         "supported yet");
            w->failed = 1;
            break;
        }
        {
            Module *m = w->mod;
            m->dyn = xgrow(m->dyn, sizeof *m->dyn * (size_t)(m->ndyn + 1));
            DynImport *d = &m->dyn[m->ndyn++];
            memset(d, 0, sizeof *d);
            d->node = n;
            d->spec = node_str(n->a);
            d->module = -1;
        }
        walk_expr(w, f, s, n->b);
        break;
    case N_AWAIT: f->has_await = true; walk_expr(w, f, s, n->a); break;
    case N_YIELD: walk_expr(w, f, s, n->a); break;
    case N_TEMPLATE:
        for (int i = 0; i < n->list2.len; i++) walk_expr(w, f, s, n->list2.items[i]);
        break;
    case N_ARRAY:
        for (int i = 0; i < n->list.len; i++) walk_expr(w, f, s, n->list.items[i]);
        break;
    case N_OBJECT:
        for (int i = 0; i < n->list.len; i++) {
            Node *p = n->list.items[i];
            if (p->kind == N_SPREAD) {
                walk_expr(w, f, s, p->a);
                continue;
            }
            if (p->flags & N_COMPUTED) walk_expr(w, f, s, p->a);
            char *kn = (p->flags & N_COMPUTED) ? NULL : static_key_name(p->a);
            if (p->op == P_GET || p->op == P_SET || (p->flags & N_METHOD)) {
                FuncKind k = p->op == P_GET ? FK_GETTER : p->op == P_SET ? FK_SETTER : FK_METHOD;
                FuncInfo *mf = walk_function(w, f, s, p->b, k, NULL);
                if (mf && kn) mf->name = p->op == P_GET ? prefixed("get ", kn) : p->op == P_SET ? prefixed("set ", kn) : kn;
            } else if ((p->flags & N_SHORTHAND) && p->b && p->b->kind == N_IDENT) {
                walk_expr(w, f, s, p->b);
            } else {
                walk_expr(w, f, s, p->b);
                infer_name(p->b, kn);
            }
        }
        break;
    case N_SPREAD: walk_expr(w, f, s, n->a); break;
    case N_FUNC_EXPR:
        walk_function(w, f, s, n, FK_NORMAL, NULL);
        break;
    case N_ARROW:
        walk_function(w, f, s, n, FK_ARROW, NULL);
        break;
    case N_CLASS_EXPR: walk_class(w, f, s, n); break;
    case N_UNARY: walk_expr(w, f, s, n->a); break;
    case N_UPDATE: walk_pattern(w, f, s, n->a); break;
    case N_BINARY:
        if (n->a->kind == N_PRIVATE_NAME) walk_expr(w, f, s, n->a);
        else walk_expr(w, f, s, n->a);
        walk_expr(w, f, s, n->b);
        break;
    case N_LOGICAL: walk_expr(w, f, s, n->a); walk_expr(w, f, s, n->b); break;
    case N_ASSIGN:
        walk_pattern(w, f, s, n->a);
        walk_expr(w, f, s, n->b);
        if (n->a->kind == N_IDENT && (n->op == T_ASSIGN || n->op == T_AND2_ASSIGN ||
                                      n->op == T_OR2_ASSIGN || n->op == T_QQ_ASSIGN))
            infer_name(n->b, n->a->name);
        break;
    case N_CONDITIONAL:
        walk_expr(w, f, s, n->a); walk_expr(w, f, s, n->b); walk_expr(w, f, s, n->c);
        break;
    case N_CALL: case N_NEW:
        if (n->kind == N_CALL && is_import_meta_resolve(n->a) && !w->failed &&
            (n->list.len < 1 || n->list.items[0]->kind != N_STRING)) {
            /* The resolution happens at compile time (emit_expr.c). */
            diag_error_at(w->mod->sf, n, "import.meta.resolve() with a specifier that is not a string literal is "
                                         "not supported yet");
            w->failed = 1;
            break;
        }
        walk_expr(w, f, s, n->a);
        for (int i = 0; i < n->list.len; i++) walk_expr(w, f, s, n->list.items[i]);
        break;
    case N_MEMBER:
        walk_expr(w, f, s, n->a);
        if (n->flags & N_COMPUTED) walk_expr(w, f, s, n->b);
        break;
    case N_CHAIN: case N_PAREN: walk_expr(w, f, s, n->a); break;
    case N_SEQUENCE:
        for (int i = 0; i < n->list.len; i++) walk_expr(w, f, s, n->list.items[i]);
        break;
    case N_ASSIGN_PATTERN: case N_ARRAY_PATTERN: case N_OBJECT_PATTERN: case N_REST:
        walk_pattern(w, f, s, n);
        break;
    default:
        diag_error_at(w->mod->sf, n, "%s expressions are not supported yet", ast_kind_name(n->kind));
        w->failed = 1;
        break;
    }
}

/* Resolves private names inside a class body: N_PRIVATE_NAME nodes get the
 * binding id of "#name" in the nearest class scope. */
static void ref_private(Walker *w, FuncInfo *f, Scope *s, Node *pn) {
    char *key = xsprintf("#%s", pn->name);
    Binding *b = lookup(s, key);
    free(key);
    if (!b) {
        /* The parser reports undeclared private names; be safe anyway. */
        diag_error_at(w->mod->sf, pn, "Private field '#%s' must be declared in an enclosing class",
                      pn->name);
        w->failed = 1;
        return;
    }
    pn->binding = b->id;
    use_binding(f, b);
}

static void walk_private_refs(Walker *w, FuncInfo *f, Scope *s, Node *n);

static void walk_stmt(Walker *w, FuncInfo *f, Scope *s, Node *n) {
    if (!n || w->failed) return;
    switch (n->kind) {
    case N_VAR_DECL:
        for (int i = 0; i < n->list.len; i++) {
            Node *d = n->list.items[i];
            walk_expr(w, f, s, d->b);
            if (d->a->kind == N_IDENT) infer_name(d->b, d->a->name);
            walk_decl_pattern(w, f, s, d->a);
        }
        break;
    case N_FUNC_DECL:
        if (n->a) ref_ident(w, f, s, n->a, false);
        walk_function(w, f, s, n, FK_NORMAL, NULL);
        break;
    case N_CLASS_DECL:
        if (n->a) ref_ident(w, f, s, n->a, false);
        walk_class(w, f, s, n);
        break;
    case N_EXPR_STMT: walk_expr(w, f, s, n->a); break;
    case N_BLOCK: {
        Scope *bs = scope_new(S_BLOCK, s, f, n);
        n->scope = bs;
        declare_lexical(w, bs, &n->list);
        walk_list_stmts(w, f, bs, &n->list);
        break;
    }
    case N_EMPTY: case N_DEBUGGER: case N_BREAK: case N_CONTINUE: break;
    case N_IF: walk_expr(w, f, s, n->a); walk_stmt(w, f, s, n->b); walk_stmt(w, f, s, n->c); break;
    case N_FOR: {
        Scope *hs = scope_new(S_FOR, s, f, n);
        n->scope = hs;
        if (n->a && n->a->kind == N_VAR_DECL) {
            NodeList one = {&n->a, 1, 1};
            declare_lexical(w, hs, &one);
            walk_stmt(w, f, hs, n->a);
        } else {
            walk_expr(w, f, hs, n->a);
        }
        hs->in_loop = true;
        walk_expr(w, f, hs, n->b);
        walk_expr(w, f, hs, n->c);
        walk_stmt(w, f, hs, n->d);
        break;
    }
    case N_FOR_IN: case N_FOR_OF: {
        if (n->flags & N_FOR_AWAIT) f->has_await = true;
        Scope *hs = scope_new(S_FOR, s, f, n);
        n->scope = hs;
        if (n->a->kind == N_VAR_DECL && n->a->op != T_VAR) {
            Node *d = n->a->list.items[0];
            pattern_names(w, hs, d->a, n->a->op == T_CONST ? B_CONST : B_LET, n->b->end,
                          declare_name);
        }
        /* The right side sees the head's bindings in their dead zone. */
        walk_expr(w, f, hs, n->b);
        hs->in_loop = true;
        if (n->a->kind == N_VAR_DECL) walk_decl_pattern(w, f, hs, n->a->list.items[0]->a);
        else walk_pattern(w, f, hs, n->a);
        walk_stmt(w, f, hs, n->c);
        break;
    }
    case N_WHILE: {
        walk_expr(w, f, s, n->a);
        bool old = s->in_loop;
        s->in_loop = true;
        walk_stmt(w, f, s, n->b);
        s->in_loop = old;
        break;
    }
    case N_DO_WHILE: {
        bool old = s->in_loop;
        s->in_loop = true;
        walk_stmt(w, f, s, n->a);
        s->in_loop = old;
        walk_expr(w, f, s, n->b);
        break;
    }
    case N_RETURN: case N_THROW: walk_expr(w, f, s, n->a); break;
    case N_TRY:
        walk_stmt(w, f, s, n->a);
        if (n->c) {
            Scope *cs = scope_new(S_CATCH, s, f, n);
            n->c->scope = cs;
            if (n->b) pattern_names(w, cs, n->b, B_CATCH, -1, declare_name);
            declare_lexical(w, cs, &n->c->list);
            if (n->b) walk_decl_pattern(w, f, cs, n->b);
            walk_list_stmts(w, f, cs, &n->c->list);
        }
        walk_stmt(w, f, s, n->d);
        break;
    case N_SWITCH: {
        walk_expr(w, f, s, n->a);
        Scope *ss = scope_new(S_SWITCH, s, f, n);
        n->scope = ss;
        for (int i = 0; i < n->list.len; i++) declare_lexical(w, ss, &n->list.items[i]->list);
        for (int i = 0; i < n->list.len; i++) {
            Node *c = n->list.items[i];
            walk_expr(w, f, ss, c->a);
            walk_list_stmts(w, f, ss, &c->list);
        }
        break;
    }
    case N_LABELED: walk_stmt(w, f, s, n->a); break;
    case N_IMPORT_DECL: break;
    case N_EXPORT_NAMED:
        if (n->a) walk_stmt(w, f, s, n->a);
        break;
    case N_EXPORT_DEFAULT: {
        Node *d = n->a;
        if ((d->kind == N_FUNC_DECL || d->kind == N_CLASS_DECL) && d->a) {
            walk_stmt(w, f, s, d);
        } else if (d->kind == N_FUNC_DECL) {
            FuncInfo *df = walk_function(w, f, s, d, FK_NORMAL, NULL);
            if (df) df->name = "default";
        } else if (d->kind == N_CLASS_DECL) {
            walk_class(w, f, s, d);
            ClassInfo *ci = d->scope;
            if (ci && ci->ctor) ci->ctor->name = "default";
        } else {
            walk_expr(w, f, s, d);
            infer_name(d, "default");
        }
        break;
    }
    case N_EXPORT_ALL: break;
    default: walk_expr(w, f, s, n); break;
    }
    (void)walk_private_refs;
}

/* Private names are resolved during the expression walk of member
 * expressions; this hook exists for `#x in o` and `o.#x`. */
static void walk_private_refs(Walker *w, FuncInfo *f, Scope *s, Node *n) {
    (void)w; (void)f; (void)s; (void)n;
}

static FuncInfo *walk_function(Walker *w, FuncInfo *parent, Scope *s, Node *fn, FuncKind kind,
                               const Node *class_node) {
    FuncInfo *f = func_new(w, kind, fn, parent);
    f->is_async = (fn->flags & N_ASYNC) != 0;
    f->is_generator = (fn->flags & N_GENERATOR) != 0;
    f->class_node = class_node;
    /* CommonJS: arrows share their parent's mode unless their body starts
     * with "use strict"; other functions are sloppy unless strict (the
     * parser marks those, classes included). */
    f->sloppy = kind == FK_ARROW ? parent->sloppy && !(!(fn->flags & N_EXPR_BODY) && fn->b && (fn->b->flags & N_STRICT))
              : (fn->kind == N_FUNC_EXPR || fn->kind == N_FUNC_DECL) && !(fn->flags & N_STRICT);
    fn->scope = f;
    if (fn->kind != N_ARROW && fn->a && fn->a->kind == N_IDENT) f->name = fn->a->name;
    Scope *outer = s;
    if (fn->kind == N_FUNC_EXPR && kind == FK_NORMAL && fn->a) {
        /* A named function expression sees its own name in a scope of its
         * own, between the outer scope and the parameters. */
        Scope *ns = scope_new(S_BLOCK, s, f, fn);
        f->scope = ns; /* so bind_new records the owner */
        f->callee_b = bind_new(w, ns, fn->a->name, B_CALLEE, fn->a);
        outer = ns;
    }
    Scope *fs = scope_new(S_FUNCTION, outer, f, fn);
    fs->in_loop = false;
    f->scope = fs;
    bool simple = true;
    for (int i = 0; i < fn->list.len; i++)
        if (fn->list.items[i]->kind != N_IDENT) simple = false;
    for (int i = 0; i < fn->list.len; i++) {
        int before = fs->nbinds;
        pattern_names(w, fs, fn->list.items[i], B_PARAM, -1, declare_name);
        if (!simple)
            for (int j = before; j < fs->nbinds; j++) {
                fs->binds[j]->param_tdz = true;
                fs->binds[j]->init_end = fn->list.items[i]->end;
            }
    }
    Node *body = fn->b;
    Scope *bs = fs;
    if (body && body->kind == N_BLOCK) {
        if (!simple) {
            /* With parameter expressions the body's declarations live in a
             * scope of their own, which the defaults cannot see. */
            bs = scope_new(S_BLOCK, fs, f, body);
            hoist_vars(w, bs, body);
            for (int i = 0; i < bs->nbinds; i++) {
                Binding *p = scope_find_local(fs, bs->binds[i]->name);
                if (p) bs->binds[i]->init_from = p;
            }
        } else {
            hoist_vars(w, fs, body);
        }
        declare_lexical(w, bs, &body->list);
        body->scope = bs;
    }
    for (int i = 0; i < fn->list.len; i++) walk_decl_pattern(w, f, fs, fn->list.items[i]);
    if (body && body->kind == N_BLOCK) {
        for (int i = 0; i < bs->nbinds; i++)
            if (bs->binds[i]->init_from) use_binding(f, bs->binds[i]->init_from);
        walk_list_stmts(w, f, bs, &body->list);
    } else {
        walk_expr(w, f, fs, body);
    }
    return f;
}

/* Whether instances of class cls get an initialiser run on them: it
 * has instance fields or private instance methods. */
bool scope_class_has_instance_init(const Node *cls) {
    for (int i = 0; i < cls->list.len; i++) {
        const Node *e = cls->list.items[i];
        if (e->kind == N_FIELD_DEF && !(e->flags & N_STATIC)) return true;
        if (e->kind == N_METHOD_DEF && !(e->flags & N_STATIC) && e->a->kind == N_PRIVATE_NAME) return true;
    }
    return false;
}


static ClassInfo *class_info_new(void) { return xzalloc(sizeof(ClassInfo)); }

static void walk_class_member_expr(Walker *w, FuncInfo *f, Scope *s, Node *n);

static void walk_class(Walker *w, FuncInfo *f, Scope *s, Node *cls) {
    ClassInfo *ci = class_info_new();
    cls->scope = ci;
    Scope *cs = scope_new(S_CLASS, s, f, cls);
    ci->scope = cs;
    if (cls->a) ci->inner = bind_new(w, cs, cls->a->name, B_CLASS_IN, cls->a);
    /* Private names first: every method may use every name. */
    for (int i = 0; i < cls->list.len; i++) {
        Node *e = cls->list.items[i];
        if (e->kind == N_STATIC_BLOCK || !e->a || e->a->kind != N_PRIVATE_NAME) continue;
        /* The binding owns its name: "#name". */
        char *key = xsprintf("#%s", e->a->name);
        Binding *pb = scope_find_local(cs, key);
        if (!pb) pb = bind_new(w, cs, key, B_HIDDEN, e->a);
        else free(key);
        const char *buf = pb->name;
        e->a->binding = pb->id;
        if (e->kind == N_METHOD_DEF) {
            /* The method's function object, made once per class evaluation. */
            char *nm = xsprintf("%s()", buf);
            Binding *mb = bind_new(w, cs, nm, B_HIDDEN, e->a);
            mb->class_node = cls;
            e->binding = mb->id;
        }
    }
    if (cls->b) walk_expr(w, f, cs, cls->b);
    bool derived = cls->b != NULL;
    bool has_ctor = false;
    bool inst_fields = scope_class_has_instance_init(cls), static_init = false;
    for (int i = 0; i < cls->list.len; i++) {
        Node *e = cls->list.items[i];
        if (e->kind == N_METHOD_DEF && e->op == M_CONSTRUCTOR) has_ctor = true;
        if (e->kind == N_STATIC_BLOCK || (e->kind == N_FIELD_DEF && (e->flags & N_STATIC)))
            static_init = true;
    }
    /* Computed keys are evaluated in order at class definition time; the
     * keys of fields are kept in hidden bindings for the initialisers. */
    for (int i = 0; i < cls->list.len; i++) {
        Node *e = cls->list.items[i];
        if (e->kind == N_STATIC_BLOCK || !(e->flags & N_COMPUTED)) continue;
        walk_expr(w, f, cs, e->a);
        if (e->kind == N_FIELD_DEF) {
            Binding *kb = bind_new(w, cs, "%key", B_HIDDEN, e->a);
            e->binding = kb->id;
        }
    }
    for (int i = 0; i < cls->list.len; i++) {
        Node *e = cls->list.items[i];
        if (e->kind != N_METHOD_DEF) continue;
        FuncKind k = e->op == M_CONSTRUCTOR ? (derived ? FK_DERIVED_CTOR : FK_CTOR)
                   : e->op == M_GET ? FK_GETTER : e->op == M_SET ? FK_SETTER : FK_METHOD;
        FuncInfo *mf = walk_function(w, f, cs, e->b, k, cls);
        if (!mf) return;
        char *kn = (e->flags & N_COMPUTED) ? NULL : static_key_name(e->a);
        if (kn) mf->name = k == FK_GETTER ? prefixed("get ", kn) : k == FK_SETTER ? prefixed("set ", kn) : kn;
        if (k == FK_CTOR || k == FK_DERIVED_CTOR) {
            ci->ctor = mf;
            mf->name = cls->a ? cls->a->name : "";
            special(w, mf, B_THIS);
        }
        if (e->a && e->a->kind == N_PRIVATE_NAME) continue;
    }
    if (!has_ctor) {
        FuncInfo *cf = func_new(w, derived ? FK_DERIVED_CTOR : FK_CTOR, cls, f);
        cf->class_node = cls;
        cf->implicit_ctor = true;
        cf->scope = scope_new(S_FUNCTION, cs, cf, cls);
        cf->name = cls->a ? cls->a->name : "";
        ci->ctor = cf;
        special(w, cf, B_THIS);
        if (derived) {
            /* constructor(...args) { super(...args); } */
            cf->uses_super = true;
            special(w, cf, B_FUNC_SELF);
            special(w, cf, B_THIS);
            special(w, cf, B_NEW_TARGET);
        }
    }
    if (inst_fields) {
        FuncInfo *ff = func_new(w, FK_FIELDS_INIT, cls, f);
        ff->class_node = cls;
        ff->scope = scope_new(S_FUNCTION, cs, ff, cls);
        ff->name = "<instance_members_initializer>";
        ci->fields_init = ff;
        for (int i = 0; i < cls->list.len; i++) {
            Node *e = cls->list.items[i];
            if (e->kind == N_FIELD_DEF && !(e->flags & N_STATIC)) {
                if (e->a->kind == N_PRIVATE_NAME) ref_private(w, ff, ff->scope, e->a);
                if (e->binding > 0) use_binding(ff, w->an->binds[e->binding]);
                walk_class_member_expr(w, ff, ff->scope, e->b);
                if (!(e->flags & N_COMPUTED)) infer_name(e->b, static_key_name(e->a));
            } else if (e->kind == N_METHOD_DEF && !(e->flags & N_STATIC) &&
                       e->a->kind == N_PRIVATE_NAME) {
                ref_private(w, ff, ff->scope, e->a);
                use_binding(ff, w->an->binds[e->binding]);
            }
        }
        special(w, ff, B_THIS);
    }
    if (static_init) {
        FuncInfo *sf = func_new(w, FK_STATIC_INIT, cls, f);
        sf->class_node = cls;
        sf->scope = scope_new(S_FUNCTION, cs, sf, cls);
        sf->name = "<static_initializer>";
        ci->static_init = sf;
        for (int i = 0; i < cls->list.len && !w->failed; i++) {
            Node *e = cls->list.items[i];
            if (e->kind == N_FIELD_DEF && (e->flags & N_STATIC)) {
                if (e->a->kind == N_PRIVATE_NAME) ref_private(w, sf, sf->scope, e->a);
                if (e->binding > 0) use_binding(sf, w->an->binds[e->binding]);
                walk_class_member_expr(w, sf, sf->scope, e->b);
                if (!(e->flags & N_COMPUTED)) infer_name(e->b, static_key_name(e->a));
            } else if (e->kind == N_STATIC_BLOCK) {
                Scope *bs = scope_new(S_BLOCK, sf->scope, sf, e);
                e->scope = bs;
                Node tmp = *e;
                tmp.kind = N_BLOCK;
                hoist_vars(w, bs, &tmp);
                declare_lexical(w, bs, &e->list);
                walk_list_stmts(w, sf, bs, &e->list);
            }
        }
        special(w, sf, B_THIS);
    }
    /* Private methods that are static are defined on the constructor by the
     * enclosing function; their hidden bindings are read there. */
}

static void walk_class_member_expr(Walker *w, FuncInfo *f, Scope *s, Node *n) {
    walk_expr(w, f, s, n);
}

/* Private member references are found by a second, small walk: the main
 * walk skips N_PRIVATE_NAME nodes, and this one resolves them in the scope
 * of the function that contains them. To keep one walk, member expressions
 * resolve their private names here instead. */
static void resolve_privates(Walker *w, Analysis *an);

/* ---- modules --------------------------------------------------------- */

static int add_request(Module *m, const Node *n, const char *spec) {
    for (int i = 0; i < m->nrequests; i++)
        if (strcmp(m->requests[i], spec) == 0) return i;
    m->requests = xgrow(m->requests, (size_t)(m->nrequests + 1) * sizeof *m->requests);
    m->request_nodes = xgrow(m->request_nodes, (size_t)(m->nrequests + 1) * sizeof *m->request_nodes);
    m->requests[m->nrequests] = spec;
    m->request_nodes[m->nrequests] = n;
    return m->nrequests++;
}

static void add_export(Module *m, const char *name, Binding *local, int module, const char *iname,
                       const Node *node) {
    m->exports = xgrow(m->exports, (size_t)(m->nexports + 1) * sizeof *m->exports);
    ExportRec *e = &m->exports[m->nexports++];
    e->name = name;
    e->local = local;
    e->module = module;
    e->import_name = iname;
    e->node = node;
    if (local) local->exported = true;
}

static const char *node_str(const Node *n) {
    if (n->kind == N_IDENT) return n->name;
    /* A string export name, unit by unit. */
    return utf16_to_utf8_dup(n->u16, n->u16len, 0);
}

static void collect_decl_exports(Walker *w, Module *m, Node *d) {
    (void)w;
    Scope *ms = m->scope;
    if (d->kind == N_VAR_DECL) {
        for (int i = 0; i < d->list.len; i++) {
            /* Collect every name of the pattern. */
            Node *stack[256];
            int sp = 0;
            stack[sp++] = d->list.items[i]->a;
            while (sp) {
                Node *p = stack[--sp];
                if (!p) continue;
                switch (p->kind) {
                case N_IDENT: add_export(m, p->name, scope_find_local(ms, p->name), -1, NULL, p); break;
                case N_ASSIGN_PATTERN: case N_REST: stack[sp++] = p->a; break;
                case N_ARRAY_PATTERN:
                    for (int j = 0; j < p->list.len && sp < 255; j++) stack[sp++] = p->list.items[j];
                    break;
                case N_OBJECT_PATTERN:
                    for (int j = 0; j < p->list.len && sp < 255; j++) {
                        Node *pr = p->list.items[j];
                        stack[sp++] = pr->kind == N_REST ? pr->a : pr->b;
                    }
                    break;
                default: break;
                }
            }
        }
    } else if ((d->kind == N_FUNC_DECL || d->kind == N_CLASS_DECL) && d->a) {
        add_export(m, d->a->name, scope_find_local(ms, d->a->name), -1, NULL, d->a);
    }
}

static void collect_module_records(Walker *w, Module *m) {
    Node *prog = m->program;
    Scope *ms = m->scope;
    for (int i = 0; i < prog->list.len; i++) {
        Node *n = prog->list.items[i];
        switch (n->kind) {
        case N_IMPORT_DECL: {
            int r = add_request(m, n, n->name);
            for (int j = 0; j < n->list.len; j++) {
                Node *sp = n->list.items[j];
                Binding *b = declare(w, ms, sp->a->name, B_IMPORT, sp->a);
                sp->a->binding = b->id;
                m->imports = xgrow(m->imports, (size_t)(m->nimports + 1) * sizeof *m->imports);
                ImportRec *ir = &m->imports[m->nimports++];
                ir->local = b;
                ir->module = r;
                ir->name = sp->op == 0 ? sp->name : sp->op == 1 ? "default" : NULL;
                ir->node = sp;
            }
            break;
        }
        case N_EXPORT_ALL: {
            int r = add_request(m, n, n->name);
            if (n->a) add_export(m, node_str(n->a), NULL, r, NULL, n->a);
            else {
                m->star_exports = xgrow(m->star_exports, (size_t)(m->nstar + 1) * sizeof(int));
                m->star_exports[m->nstar++] = r;
            }
            break;
        }
        default: break;
        }
    }
}

static void collect_exports(Walker *w, Module *m) {
    Node *prog = m->program;
    Scope *ms = m->scope;
    for (int i = 0; i < prog->list.len; i++) {
        Node *n = prog->list.items[i];
        if (n->kind == N_EXPORT_NAMED) {
            if (n->a) {
                collect_decl_exports(w, m, n->a);
                continue;
            }
            int r = n->name ? add_request(m, n, n->name) : -1;
            for (int j = 0; j < n->list.len; j++) {
                Node *sp = n->list.items[j];
                const char *local = node_str(sp->a);
                const char *exported = node_str(sp->b ? sp->b : sp->a);
                if (r >= 0) {
                    add_export(m, exported, NULL, r, local, sp);
                } else {
                    Binding *b = scope_find_local(ms, local);
                    if (!b) {
                        diag_error_at(m->sf, sp->a, "Export '%s' is not defined in module", local);
                        w->failed = 1;
                        return;
                    }
                    sp->a->binding = b->id;
                    add_export(m, exported, b, -1, NULL, sp);
                }
            }
        } else if (n->kind == N_EXPORT_DEFAULT) {
            Node *d = n->a;
            Binding *b;
            if ((d->kind == N_FUNC_DECL || d->kind == N_CLASS_DECL) && d->a)
                b = scope_find_local(ms, d->a->name);
            else {
                b = bind_new(w, ms, "*default*", B_HIDDEN, n);
                /* An anonymous default function is hoisted like a
                 * declaration; other values are set when the statement runs. */
                b->kind = d->kind == N_FUNC_DECL ? B_FUNC : B_HIDDEN;
                if (d->kind != N_FUNC_DECL) b->kind = B_LET, b->init_end = n->end;
                n->binding = b->id;
            }
            add_export(m, "default", b, -1, NULL, n);
        }
    }
}

int scope_analyze(Analysis *an, Module *m) {
    Walker w = {an, m, 0, false};
    FuncInfo *body = func_new(&w, FK_MODULE, m->program, NULL);
    body->name = "";
    m->body = body;
    m->program->scope = body;
    Scope *ms = scope_new(S_MODULE, NULL, body, m->program);
    body->scope = ms;
    m->scope = ms;
    collect_module_records(&w, m);
    hoist_vars(&w, ms, &(Node){.kind = N_BLOCK, .list = m->program->list});
    declare_lexical(&w, ms, &m->program->list);
    collect_exports(&w, m);
    if (w.failed) return -1;
    walk_list_stmts(&w, body, ms, &m->program->list);
    if (!w.failed) resolve_privates(&w, an);
    return w.failed ? -1 : 0;
}

/* Private names used in member expressions (`o.#x`, `#x in o`) are
 * resolved by a separate walk that tracks the current function and class
 * scope. */
typedef struct PrivCtx {
    Walker *w;
    Analysis *an;
} PrivCtx;

static void priv_walk(PrivCtx *pc, FuncInfo *f, Scope *cls_scope, Node *n);

static void priv_walk_list(PrivCtx *pc, FuncInfo *f, Scope *cs, NodeList *l) {
    for (int i = 0; i < l->len; i++) priv_walk(pc, f, cs, l->items[i]);
}

static void priv_walk(PrivCtx *pc, FuncInfo *f, Scope *cs, Node *n) {
    if (!n || pc->w->failed) return;
    switch (n->kind) {
    case N_FUNC_EXPR: case N_FUNC_DECL: case N_ARROW: {
        FuncInfo *nf = n->scope ? (FuncInfo *)n->scope : f;
        priv_walk_list(pc, nf, cs, &n->list);
        priv_walk(pc, nf, cs, n->b);
        return;
    }
    case N_CLASS_EXPR: case N_CLASS_DECL: {
        ClassInfo *ci = n->scope;
        if (!ci) return;
        priv_walk(pc, f, cs, n->b);
        for (int i = 0; i < n->list.len; i++) {
            Node *e = n->list.items[i];
            if (e->kind == N_STATIC_BLOCK) {
                priv_walk_list(pc, ci->static_init, ci->scope, &e->list);
                continue;
            }
            if (e->flags & N_COMPUTED) priv_walk(pc, f, cs, e->a);
            if (e->kind == N_METHOD_DEF) priv_walk(pc, f, ci->scope, e->b);
            else if (e->kind == N_FIELD_DEF)
                priv_walk(pc, (e->flags & N_STATIC) ? ci->static_init : ci->fields_init, ci->scope, e->b);
        }
        return;
    }
    case N_PRIVATE_NAME:
        if (cs) ref_private(pc->w, f, cs, n);
        return;
    case N_MEMBER:
        priv_walk(pc, f, cs, n->a);
        priv_walk(pc, f, cs, n->b);
        return;
    case N_PROPERTY:
        if (n->flags & N_COMPUTED) priv_walk(pc, f, cs, n->a);
        priv_walk(pc, f, cs, n->b);
        return;
    default: break;
    }
    priv_walk(pc, f, cs, n->a);
    priv_walk(pc, f, cs, n->b);
    priv_walk(pc, f, cs, n->c);
    priv_walk(pc, f, cs, n->d);
    priv_walk_list(pc, f, cs, &n->list);
    priv_walk_list(pc, f, cs, &n->list2);
}

static void resolve_privates(Walker *w, Analysis *an) {
    PrivCtx pc = {w, an};
    Module *m = w->mod;
    priv_walk_list(&pc, m->body, NULL, &m->program->list);
}

Binding *scope_hidden_export(Analysis *an, Module *m, const char *name) {
    Walker w = {an, m, 0, false};
    Binding *b = bind_new(&w, m->scope, xsprintf("*cjs %s", name), B_LET, m->program);
    b->init_end = -1;
    add_export(m, name, b, -1, NULL, m->program);
    return b;
}

void scope_finish(Analysis *an) {
    for (int i = 1; i < an->nbinds; i++) {
        Binding *b = an->binds[i];
        if (b->kind == B_IMPORT) {
            b->storage = ST_STATIC;
            continue;
        }
        if (b->scope->kind == S_MODULE) b->storage = (b->captured || b->exported) ? ST_STATIC : ST_LOCAL;
        else b->storage = b->captured ? ST_BOX : ST_LOCAL;
        if (b->storage != ST_BOX) b->per_iteration = false;
    }
}

Binding *scope_binding(const Analysis *an, const Node *id) {
    if (id->binding <= 0 || id->binding >= an->nbinds) return NULL;
    return an->binds[id->binding];
}

bool scope_needs_tdz_check(const Binding *b, const FuncInfo *f, int pos) {
    if (b->kind == B_IMPORT) {
        if (!b->target) return false;
        b = b->target;
        if (b->kind == B_LET || b->kind == B_CONST || b->kind == B_CLASS) return true;
        return b->kind == B_HIDDEN && b->init_end >= 0;
    }
    if (b->kind != B_LET && b->kind != B_CONST && b->kind != B_CLASS && !b->param_tdz) return false;
    if (b->func != f || b->in_switch || b->init_end < 0) return true;
    return pos < b->init_end;
}
