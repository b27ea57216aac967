/* emit_func.c - C emission for functions and classes: the C function of
 * each JS function (declarations, prologue, parameter binding, the single
 * exit path that releases every local), closure creation with captured
 * boxes, and class definition evaluation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cjs.h"
#include "emit.h"

const char *fn_flags_str(const FuncInfo *g) {
    if (g->is_async || g->is_generator) {
        /* Neither is a constructor. */
        bool arrow = g->kind == FK_ARROW;
        if (g->is_async && g->is_generator) return "SCR_FN_METHOD | SCR_FN_ASYNC | SCR_FN_GENERATOR";
        if (g->is_generator) return "SCR_FN_METHOD | SCR_FN_GENERATOR";
        return arrow ? "SCR_FN_ARROW | SCR_FN_ASYNC" : "SCR_FN_METHOD | SCR_FN_ASYNC";
    }
    switch (g->kind) {
    case FK_NORMAL: return "SCR_FN_CONSTRUCTOR";
    case FK_ARROW: return "SCR_FN_ARROW";
    case FK_CTOR: return "SCR_FN_CLASS";
    case FK_DERIVED_CTOR: return "SCR_FN_CLASS | SCR_FN_DERIVED";
    default: return "SCR_FN_METHOD";
    }
}

/* The `length` of a function: parameters before the first default or
 * rest. */
int fn_length(const FuncInfo *g) {
    const Node *fn = g->node;
    if (g->implicit_ctor || g->kind == FK_FIELDS_INIT || g->kind == FK_STATIC_INIT) return 0;
    int n = 0;
    for (int i = 0; i < fn->list.len; i++) {
        const Node *p = fn->list.items[i];
        if (p->kind == N_ASSIGN_PATTERN || p->kind == N_REST) break;
        n++;
    }
    return n;
}

Val emit_closure(FnEmit *F, FuncInfo *g, Val *name, const Node *class_node) {
    int t = tmp_new(F);
    emit_fnref(F->em, g->cname);
    /* The source text for Function.prototype.toString: a class constructor
     * shows the whole class; synthetic initialisers have none. */
    const Node *src = NULL;
    if (g->kind == FK_CTOR || g->kind == FK_DERIVED_CTOR) src = class_node;
    else if (g->kind != FK_FIELDS_INIT && g->kind != FK_STATIC_INIT) src = g->node;
    int start = -1, end = -1;
    if (src && src->src_end > src->src_pos) start = src->src_pos, end = src->src_end;
    else if (src && src->end > src->pos) start = src->pos, end = src->end;
    if (start >= 0)
        out(F, "t%d = scr_function_new_at(%s, %s, %d, %d, %s, %d, %d, %d);", t, g->cname, val_s(name), fn_length(g),
            g->ncaptures, fn_flags_str(g), F->mod->index, start, end);
    else
        out(F, "t%d = scr_function_new(%s, %s, %d, %d, %s);", t, g->cname, val_s(name), fn_length(g), g->ncaptures,
            fn_flags_str(g));
    for (int i = 0; i < g->ncaptures; i++) {
        Binding *b = g->captures[i];
        out(F, "scr_function_set_box(t%d, %d, %s); /* %s */", t, i, binding_box(F, b), b->name);
    }
    return val_temp(F, t);
}

/* ---- names ----------------------------------------------------------- */

static const char *capture_comment(Emitter *E, Binding *b) {
    Analysis *an = &E->prog->an;
    for (int i = 0; i < an->nfuncs; i++) {
        FuncInfo *f = an->funcs[i];
        if (f->parent != b->func) continue;
        for (int j = 0; j < f->ncaptures; j++)
            if (f->captures[j] == b) {
                return estr(E, "boxed: captured by %s", f->name && *f->name ? comment_text(E, f->name) : f->cname);
            }
    }
    return "boxed: captured by an inner function";
}

/* Chooses the C names of a function's own bindings and captured boxes. */
static void name_locals(FnEmit *F) {
    FuncInfo *fi = F->fi;
    for (int i = 0; i < fi->nowned; i++) {
        Binding *b = fi->owned[i];
        if (b->kind == B_IMPORT || b->storage == ST_STATIC) continue;
        bool ctor = fi->kind == FK_CTOR || fi->kind == FK_DERIVED_CTOR;
        if (b->storage == ST_LOCAL) {
            if (b->kind == B_THIS && !ctor) { b->cname = "this_val"; continue; }
            if (b->kind == B_NEW_TARGET) { b->cname = "new_target"; continue; }
            if (b->kind == B_FUNC_SELF) { b->cname = "func"; continue; }
            if (b->kind == B_THIS) { b->cname = "this_v"; continue; }
        }
        const char *base = b->name;
        if (b->kind == B_NEW_TARGET) base = "new_target";
        else if (b->kind == B_FUNC_SELF) base = "func";
        else if (b->kind == B_ARGUMENTS) base = "arguments";
        else if (b->name[0] == '#') base = b->name[strlen(b->name) - 1] == ')' ? "private_method" : "private_name";
        else if (b->name[0] == '%') base = "key";
        else if (b->name[0] == '*') base = "default_export";
        char *nm = b->storage == ST_BOX ? xsprintf("%s_box", base) : xstrdup(base);
        b->cname = unique_local(F, nm);
        free(nm);
    }
    F->capnames = xmalloc(sizeof(char *) * (size_t)(fi->ncaptures + 1));
    for (int i = 0; i < fi->ncaptures; i++) {
        Binding *b = fi->captures[i];
        const char *base = b->kind == B_THIS ? "this" : b->kind == B_NEW_TARGET ? "new_target"
                         : b->kind == B_FUNC_SELF ? "func" : b->kind == B_ARGUMENTS ? "arguments"
                         : b->name[0] == '#' ? "private" : b->name[0] == '%' ? "key" : b->name;
        char *nm = xsprintf("%s_box", base);
        F->capnames[i] = unique_local(F, nm);
        free(nm);
    }
}

/* ---- prologue -------------------------------------------------------- */

/* True when parameter b can be read straight from the caller's argument
 * array, with no count of its own: a plain name held in a C local that
 * nothing but its declaration writes, in a function that never suspends
 * (the caller's array is gone after the first await or yield) and has no
 * `arguments` object (a mapped one aliases the parameters). A caller keeps
 * its arguments alive until the call returns (arguments are borrowed,
 * docs/architecture.md) and nothing else can write the local, so the value
 * stays valid for the whole body. Such a parameter is not released at the
 * exit, and `return x` takes a count instead of moving it (emit_stmt.c,
 * returned_local). A count taken and dropped per call was one more
 * candidate for the cycle collector when the argument is an object that
 * outlives the call. */
static bool param_borrowable(FnEmit *F, const Node *p) {
    if (p->kind != N_IDENT || F->suspends || F->fi->args_b) return false;
    Binding *b = ident_binding(F, p);
    return b && b->kind == B_PARAM && b->storage == ST_LOCAL && b->func == F->fi && !b->unboxed &&
           !b->assigned && b->nwrites <= 1 && !b->param_tdz;
}

/* Whether parameter i of fn is named again later (`function f(a, a)`,
 * sloppy code): the later one gives the binding its value. */
static bool param_named_again(const Node *fn, int i) {
    const Node *p = fn->list.items[i];
    if (p->kind != N_IDENT) return false;
    for (int j = i + 1; j < fn->list.len; j++) {
        const Node *q = fn->list.items[j];
        if (q->kind == N_IDENT && !strcmp(q->name, p->name)) return true;
    }
    return false;
}

static void emit_params(FnEmit *F) {
    const Node *fn = F->fi->node;
    if (F->num) {
        /* The C parameters, of the bindings' own C types. */
        for (int i = 0; i < fn->list.len; i++)
            if (!param_named_again(fn, i)) out(F, "%s = a%d;", ident_binding(F, fn->list.items[i])->cname, i);
        return;
    }
    for (int i = 0; i < fn->list.len; i++) {
        Node *p = fn->list.items[i];
        if (param_named_again(fn, i)) continue;
        if (p->kind == N_REST) {
            int t = tmp_new(F);
            out(F, "t%d = scr_rest_array(argc, argv, %d);", t, i);
            out(F, "if (t%d == SCR_EXCEPTION) goto fail;", t);
            Val tv = val_temp(F, t);
            emit_bind_pattern(F, p->a, &tv, true);
            val_free(F, &tv);
            continue;
        }
        if (param_borrowable(F, p)) {
            Binding *b = ident_binding(F, p);
            b->borrowed_arg = true;
            out(F, "%s = (argc > %d ? argv[%d] : SCR_UNDEFINED); /* borrowed */", b->cname, i, i);
            continue;
        }
        Val v = val_const(F, "(argc > %d ? argv[%d] : SCR_UNDEFINED)", i, i);
        emit_bind_pattern(F, p, &v, true);
    }
}

static void init_special(FnEmit *F, Binding *b, const char *value_owned) {
    if (!b) return;
    if (b->storage == ST_BOX) out(F, "%s = scr_box_new_take(%s);", b->cname, value_owned);
    else out(F, "%s = %s;", b->cname, value_owned);
}

static const char *this_slot(FnEmit *F) {
    Binding *b = F->fi->this_b;
    return binding_slot(F, b);
}

/* Field initialisers and private methods of a class, for the synthetic
 * instance-initialiser function (FK_FIELDS_INIT) or the static one. */
/* A private accessor's other half: the `set #x` of a `get #x` (or the
 * reverse) declared in the same class with the same staticness, or NULL. */
static const Node *private_accessor_partner(const Node *cls, const Node *e) {
    for (int i = 0; i < cls->list.len; i++) {
        const Node *o = cls->list.items[i];
        if (o == e || o->kind != N_METHOD_DEF || !o->a || o->a->kind != N_PRIVATE_NAME) continue;
        if ((o->flags & N_STATIC) != (e->flags & N_STATIC) || strcmp(o->a->name, e->a->name) != 0) continue;
        if ((o->op == M_GET && e->op == M_SET) || (o->op == M_SET && e->op == M_GET)) return o;
    }
    return NULL;
}

/* Emits the definition of private method or accessor e on `target`: an
 * accessor pair is defined once, at its first half. */
static void emit_private_method_define(FnEmit *F, const Node *cls, const Node *e, const char *target) {
    Analysis *an = &F->em->prog->an;
    Binding *pn = scope_binding(an, e->a);
    Binding *mb = scope_binding(an, &(Node){.binding = e->binding});
    if (e->op != M_GET && e->op != M_SET) {
        out(F, "if (scr_private_define(%s, %s, %s) < 0) goto %s;", target, binding_slot(F, pn), binding_slot(F, mb),
            F->handler);
        return;
    }
    const Node *other = private_accessor_partner(cls, e);
    for (int i = 0; other && i < cls->list.len; i++) {
        if (cls->list.items[i] == other) return; /* the partner came first and defined both */
        if (cls->list.items[i] == e) break;
    }
    char *g = xstrdup("SCR_UNDEFINED"), *s = xstrdup("SCR_UNDEFINED");
    char **mine = e->op == M_GET ? &g : &s, **theirs = e->op == M_GET ? &s : &g;
    free(*mine);
    *mine = xstrdup(binding_slot(F, mb));
    if (other) {
        free(*theirs);
        *theirs = xstrdup(binding_slot(F, scope_binding(an, &(Node){.binding = other->binding})));
    }
    out(F, "if (scr_private_define_accessor(%s, %s, %s, %s) < 0) goto %s;", target, binding_slot(F, pn), g, s,
        F->handler);
    free(g);
    free(s);
}

static void emit_class_elements_init(FnEmit *F, bool is_static) {
    const Node *cls = F->fi->class_node;
    const char *thisc = this_slot(F);
    Analysis *an = &F->em->prog->an;
    if (!is_static) {
        for (int i = 0; i < cls->list.len; i++) {
            Node *e = cls->list.items[i];
            if (e->kind != N_METHOD_DEF || (e->flags & N_STATIC) || e->a->kind != N_PRIVATE_NAME) continue;
            out_pos(F, e->a);
            emit_private_method_define(F, cls, e, thisc);
        }
    }
    for (int i = 0; i < cls->list.len && !F->em->failed; i++) {
        Node *e = cls->list.items[i];
        if (e->kind == N_STATIC_BLOCK) {
            if (!is_static) continue;
            out_line_directive(F, e);
            out(F, "/* static block, line %d */", e->line);
            out(F, "{");
            F->indent++;
            emit_scope_entry(F, e->scope, &e->list);
            emit_stmts(F, &e->list);
            close_brace(F);
            continue;
        }
        if (e->kind != N_FIELD_DEF || (((e->flags & N_STATIC) != 0) != is_static)) continue;
        out_line_directive(F, e);
        Val key;
        char *kname = NULL;
        bool priv = e->a->kind == N_PRIVATE_NAME;
        if (priv) {
            key = val_const(F, "%s", binding_slot(F, scope_binding(an, e->a)));
            kname = xsprintf("#%s", e->a->name);
        } else if (e->flags & N_COMPUTED) {
            key = val_const(F, "%s", binding_slot(F, scope_binding(an, &(Node){.binding = e->binding})));
        } else if (e->a->kind == N_IDENT) {
            key = val_const(F, "%s", katom(F->em, e->a->name));
            kname = xstrdup(e->a->name);
        } else if (e->a->kind == N_STRING) {
            key = val_const(F, "%s", kstr(F->em, const_u16(F->em, e->a->u16, e->a->u16len)));
        } else {
            kname = e->a->kind == N_BIGINT ? xstrdup(e->a->name) : number_key_string(e->a->num);
            key = val_const(F, "%s", katom(F->em, kname));
        }
        Val v = e->b ? emit_named(F, e->b, kname ? kname : "", kname ? NULL : &key) : val_const(F, "SCR_UNDEFINED");
        out_pos(F, e->a);
        if (priv) out(F, "if (scr_private_define(%s, %s, %s) < 0) goto %s;", thisc, val_s(&key), val_s(&v), F->handler);
        else out(F, "if (scr_define_field(%s, %s, %s) < 0) goto %s;", thisc, val_s(&key), val_s(&v), F->handler);
        val_free(F, &v);
        free(kname);
    }
}

/* ---- walk locals ----------------------------------------------------- */

typedef struct WalkCount {
    FnEmit *F;
    const Node *root;
    int *reads;    /* per binding id: writes that are structure reads */
    bool *handed;  /* per binding id: an argument of `new` */
} WalkCount;

static AstWalk walk_count_visit(const Node *n, void *ctx) {
    WalkCount *w = ctx;
    if (n != w->root && ast_is_function_or_class(n, true))
        return AST_SKIP; /* their writes are to their own bindings */
    if (n->kind == N_NEW) {
        for (int i = 0; i < n->list.len; i++) {
            const Node *arg = n->list.items[i];
            Binding *b = arg->kind == N_IDENT ? ident_binding(w->F, arg) : NULL;
            if (b) w->handed[b->id] = true;
        }
        return AST_INTO;
    }
    const Node *target = NULL, *value = NULL;
    if (n->kind == N_DECLARATOR && n->b) {
        /* A declaration that starts with null, a number or the like drops
         * nothing when the walk begins. */
        const Node *v = n->b;
        if (v->kind == N_NULL || v->kind == N_NUMBER || v->kind == N_TRUE || v->kind == N_FALSE ||
            (v->kind == N_IDENT && strcmp(v->name, "undefined") == 0 && !ident_binding(w->F, v))) {
            if (n->a->kind == N_IDENT && ident_binding(w->F, n->a)) w->reads[ident_binding(w->F, n->a)->id]++;
            return AST_INTO;
        }
        target = n->a, value = n->b;
    }
    else if (n->kind == N_ASSIGN && n->op == T_ASSIGN) target = n->a, value = n->b;
    if (!target) return AST_INTO;
    while (target->kind == N_PAREN) target = target->a;
    if (target->kind != N_IDENT) return AST_INTO;
    Binding *b = ident_binding(w->F, target);
    if (b && structure_read(w->F, value)) w->reads[b->id]++;
    return AST_INTO;
}

/* Marks the locals whose drops are quiet (scr_release_walk, scr.h: a count
 * that stays above zero does not make the cell a cycle candidate): let,
 * const and var bindings in C locals that
 *
 * - walk a structure: every write reads a property, an element or another
 *   binding (`n = n.left`, `p = n`, `const u = g.right`). Dropping the
 *   node such a local held is a step of the walk, not the end of the
 *   node's life: a loop reading a long-lived tree no longer puts every
 *   node it passes in the candidate buffer, and the next young pass does
 *   not walk the tree again;
 * - or are handed to a constructor (`new Node(left, right)`,
 *   `head = new Item(v, head)`): the new object almost always keeps the
 *   value, so the local's drop leaves it inside a structure still being
 *   built, and a pass walking from it would walk live data. Should the
 *   structure become garbage, the drops that make it so buffer its cells.
 *
 * A garbage cycle let go of by a quiet drop alone waits for the next full
 * pass instead of the next candidate pass: nothing more. */
static void mark_walk_locals(FnEmit *F) {
    FuncInfo *fi = F->fi;
    int *reads = NULL;
    bool *handed = NULL;
    for (int i = 0; i < fi->nowned; i++) {
        Binding *b = fi->owned[i];
        b->walk_local = false;
        if (b->storage != ST_LOCAL || b->unboxed || b->numeric || b->nwrites == 0) continue;
        if (b->kind != B_LET && b->kind != B_CONST && b->kind != B_VAR) continue;
        if (!reads) {
            Analysis *an = &F->em->prog->an;
            reads = xzalloc(((size_t)an->nbinds + 1) * sizeof *reads);
            handed = xzalloc(((size_t)an->nbinds + 1) * sizeof *handed);
            WalkCount w = {F, fi->node, reads, handed};
            ast_walk(fi->node, walk_count_visit, &w);
        }
        b->walk_local = reads[b->id] == b->nwrites || handed[b->id];
    }
    free(reads);
    free(handed);
}

/* ---- constructors ---------------------------------------------------- */

/* The runtime makes an instance with room for at most SCR_CTOR_SLOTS_MAX
 * (scr.h) properties; names past it are not counted. */
enum { THIS_KEYS_MAX = 16 };

typedef struct ThisKeys {
    const char *names[THIS_KEYS_MAX];
    uint32_t n;
} ThisKeys;

static AstWalk this_keys_visit(const Node *n, void *ctx) {
    ThisKeys *k = ctx;
    /* Other functions and classes have their own `this`; arrows share it. */
    if (ast_is_function_or_class(n, false)) return AST_SKIP;
    if (n->kind == N_ASSIGN && n->a->kind == N_MEMBER && n->a->a->kind == N_THIS && !(n->a->flags & N_COMPUTED) &&
        n->a->b->kind == N_IDENT) {
        for (uint32_t i = 0; i < k->n; i++)
            if (strcmp(k->names[i], n->a->b->name) == 0) return AST_INTO;
        if (k->n == THIS_KEYS_MAX) return AST_STOP;
        k->names[k->n++] = n->a->b->name;
    }
    return AST_INTO;
}

/* How many properties a base class constructor's instances get, as far as
 * the source says: the class's public instance fields and the names the
 * constructor assigns as `this.name = ...`. The instance is made with room
 * for them in its cell (scr_construct_this_n), so the fifth property does
 * not move them all to a separate array. */
static uint32_t ctor_this_slots(FuncInfo *fi) {
    ThisKeys k = {0};
    const Node *cls = fi->class_node;
    uint32_t fields = 0;
    for (int i = 0; cls && i < cls->list.len; i++) {
        const Node *e = cls->list.items[i];
        if (e->kind == N_FIELD_DEF && !(e->flags & N_STATIC) && e->a->kind != N_PRIVATE_NAME) fields++;
    }
    if (!fi->implicit_ctor && fi->node->kind == N_FUNC_EXPR) {
        for (int i = 0; i < fi->node->list.len; i++) ast_walk(fi->node->list.items[i], this_keys_visit, &k);
        if (fi->node->b) ast_walk(fi->node->b, this_keys_visit, &k);
    }
    return fields + k.n;
}


/* ---- a constructor's first stores ----------------------------------
 * A base class constructor without instance fields whose body begins
 * with `this.name = value` statements (distinct names, each value one
 * that runs no code: ctor_init_value) gives each new instance
 * the shape those stores lead to in one step, once they have run as
 * written (scr.h, ScrCtorInit):
 *
 *     if (!scr_ctor_init_hit(this, &ciN, n, {values})) {
 *         <the stores, as written>
 *         scr_ctor_init_record(this, &ciN, n, {keys});
 *     }
 *
 * Reading a parameter or a constant runs no code, so the values are the
 * same on both paths. The runtime tests what the source cannot: that the
 * instance still has the shape it was made with, and that no prototype
 * has a setter, a read-only property or a proxy in the way. */
#define CTOR_INIT_MAX 16

/* A value whose evaluation runs no code and allocates nothing: a
 * constant, a parameter of this function, and `===`, `!==`, `!` and
 * `typeof` of such values. */
static bool ctor_init_value(FnEmit *F, const Node *v) {
    switch (v->kind) {
    case N_NUMBER: case N_STRING: case N_TRUE: case N_FALSE: case N_NULL: return true;
    case N_PAREN: return ctor_init_value(F, v->a);
    case N_IDENT: {
        Binding *b = ident_binding(F, v);
        return b && b->kind == B_PARAM && b->func == F->fi;
    }
    case N_BINARY:
        return (v->op == T_EQ3 || v->op == T_NE3) && ctor_init_value(F, v->a) && ctor_init_value(F, v->b);
    case N_UNARY: return (v->op == T_NOT || v->op == T_TYPEOF) && ctor_init_value(F, v->a);
    default: return false;
    }
}

/* How many of l's first statements are such stores (0: none, or not a
 * constructor that takes them). A plain function may be one too (`new
 * Point(x, y)`): its instance has room for four properties in the cell,
 * so it takes at most four stores, and a call that gives it another
 * `this` (an object of another shape, or none) fails the runtime test. */
static int ctor_init_run(FnEmit *F, const NodeList *l) {
    FuncInfo *fi = F->fi;
    if (!fi->this_b) return 0;
    int max = CTOR_INIT_MAX;
    if (fi->kind == FK_NORMAL && !fi->is_async && !fi->is_generator) max = 4;
    else if (fi->kind != FK_CTOR || scope_class_has_instance_init(fi->class_node)) return 0;
    int n = 0;
    for (; n < l->len && n < max; n++) {
        const Node *st = l->items[n];
        if (st->kind != N_EXPR_STMT || st->a->kind != N_ASSIGN || st->a->op != T_ASSIGN) break;
        const Node *m = st->a->a;
        if (m->kind != N_MEMBER || (m->flags & (N_COMPUTED | N_OPTIONAL)) || m->a->kind != N_THIS ||
            m->b->kind != N_IDENT || !strcmp(m->b->name, "__proto__") || !ctor_init_value(F, st->a->b))
            break;
        bool again = false;
        for (int j = 0; j < n && !again; j++) again = !strcmp(l->items[j]->a->a->b->name, m->b->name);
        if (again) break;
    }
    return n;
}

/* Emits l's statements, the first stores of a constructor as above. */
static void emit_body_stmts(FnEmit *F, NodeList *l) {
    int n = ctor_init_run(F, l);
    if (!n) {
        emit_stmts(F, l);
        return;
    }
    Emitter *E = F->em;
    int id = E->nctor++;
    buf_printf(&E->statics, "static ScrCtorInit ci%d; /* a constructor's first stores */\n", id);
    Buf vals = {0}, keys = {0};
    Val v[CTOR_INIT_MAX];
    for (int i = 0; i < n; i++) {
        Node *e = l->items[i]->a;
        v[i] = emit_expr(F, e->b, true);
        buf_printf(&vals, "%s%s", i ? ", " : "", val_s(&v[i]));
        buf_printf(&keys, "%s%s", i ? ", " : "", katom(E, e->a->b->name));
    }
    const char *self = this_slot(F);
    out(F, "/* the first %d store%s to `this` in one step once recorded (scr.h, ScrCtorInit) */", n, n > 1 ? "s" : "");
    const char *hit = fstr(F, "scr_ctor_init_hit(%s, &ci%d, %d, (const ScrValue[]){%s})", self, id, n, vals.s);
    /* A plain function's `this` may be anything; a constructor's is its new object. */
    int flag = ++F->nint32;
    if (F->fi->kind == FK_CTOR) out(F, "i32_%d = %s;", flag, hit);
    else out(F, "i32_%d = scr_is_object(%s) && %s;", flag, self, hit);
    for (int i = 0; i < n; i++) val_free(F, &v[i]);
    out(F, "if (!i32_%d) {", flag);
    F->indent++;
    NodeList first = {l->items, n, 0}, rest = {l->items + n, l->len - n, 0};
    emit_stmts(F, &first);
    out(F, "scr_ctor_init_record(%s, &ci%d, %d, (const ScrValue[]){%s});", self, id, n, keys.s);
    close_brace(F);
    free(vals.s);
    free(keys.s);
    emit_stmts(F, &rest);
}

static void emit_prologue(FnEmit *F) {
    FuncInfo *fi = F->fi;
    bool ctor = fi->kind == FK_CTOR || fi->kind == FK_DERIVED_CTOR;
    if (ctor) {
        out(F, "if (new_target == SCR_UNDEFINED) {");
        F->indent++;
        out(F, "scr_throw_class_call(func);");
        out(F, "goto fail;");
        close_brace(F);
    }
    /* Boxes of the function scope first: closures made below use them. */
    for (int i = 0; i < fi->nowned; i++) {
        Binding *b = fi->owned[i];
        if (b->storage != ST_BOX || b->scope != fi->scope) continue;
        if (b->kind == B_THIS || b->kind == B_ARGUMENTS || b->kind == B_NEW_TARGET || b->kind == B_FUNC_SELF) continue;
        bool tdz = b->kind == B_LET || b->kind == B_CONST || b->kind == B_CLASS || b->param_tdz;
        out(F, "%s = scr_box_new_take(%s);", b->cname, tdz ? "SCR_UNINIT" : "SCR_UNDEFINED");
    }
    if (fi->callee_b) init_special(F, fi->callee_b, "scr_dup(func)");
    if (fi->self_b && fi->self_b->storage == ST_BOX) init_special(F, fi->self_b, "scr_dup(func)");
    if (fi->nt_b && fi->nt_b->storage == ST_BOX) init_special(F, fi->nt_b, "scr_dup(new_target)");
    if (fi->args_b) init_special(F, fi->args_b, "scr_arguments_new(argc, argv)");
    if (fi->this_b && fi->sloppy && fi->kind != FK_ARROW) {
        /* Sloppy mode (CommonJS): `this` is coerced on entry; the temporary
         * holds the reference until the function returns. */
        int t = tmp_new(F);
        out(F, "t%d = scr_sloppy_this(this_val);", t);
        out(F, "if (t%d == SCR_EXCEPTION) goto fail;", t);
        out(F, "this_val = t%d;", t);
    }
    if (fi->this_b) {
        if (fi->kind == FK_CTOR) {
            int t = tmp_new(F);
            uint32_t nslots = ctor_this_slots(fi);
            if (nslots > 4) out(F, "t%d = scr_construct_this_n(new_target, %u);", t, nslots);
            else out(F, "t%d = scr_construct_this(new_target);", t);
            out(F, "if (t%d == SCR_EXCEPTION) goto fail;", t);
            init_special(F, fi->this_b, xsprintf("t%d", t));
            out(F, "t%d = SCR_UNDEFINED;", t);
            tmp_free(F, t);
            /* A class without instance fields has no initialiser to run. */
            if (scope_class_has_instance_init(fi->class_node))
                out(F, "if (scr_run_fields_init(func, %s) < 0) goto fail;", this_slot(F));
        } else if (fi->kind == FK_DERIVED_CTOR) {
            init_special(F, fi->this_b, "SCR_UNINIT");
        } else if (fi->this_b->storage == ST_BOX) {
            init_special(F, fi->this_b, "scr_dup(this_val)");
        }
    }
    if (fi->implicit_ctor) {
        if (fi->kind == FK_DERIVED_CTOR) {
            int t = tmp_new(F);
            out(F, "t%d = scr_super_call(func, new_target, argc, argv);", t);
            out(F, "if (t%d == SCR_EXCEPTION) goto fail;", t);
            out(F, "scr_release(%s);", this_slot(F));
            out(F, "%s = t%d; t%d = SCR_UNDEFINED;", this_slot(F), t, t);
            tmp_free(F, t);
        }
        return;
    }
    if (fi->kind == FK_FIELDS_INIT) {
        emit_class_elements_init(F, false);
        return;
    }
    if (fi->kind == FK_STATIC_INIT) {
        emit_class_elements_init(F, true);
        return;
    }
    emit_params(F);
}

/* ---- the function ---------------------------------------------------- */

/* Writes `item` on the line that starts at *line when it fits within
 * PACK_WIDTH, else on a new indented line: declarations and releases
 * are packed several to a line (a statement per line would make the
 * prologue and epilogue the longest part of a small function's C). */
enum { PACK_WIDTH = 150 };
static void put_packed(Buf *o, size_t *line, const char *item) {
    if (*line && o->len - *line + strlen(item) < PACK_WIDTH) {
        o->len--; /* the newline */
        buf_printf(o, " %s\n", item);
        return;
    }
    *line = o->len;
    buf_printf(o, "    %s\n", item);
}

/* Declares `type` variables, one initialiser each, as few declarations
 * as fit: `ScrValue t1 = SCR_UNDEFINED, t2 = SCR_UNDEFINED;`. */
static void put_vars(Buf *o, const char *type, const char *prefix, int n, const char *init) {
    size_t line = o->len;
    for (int k = 1; k <= n; k++) {
        char one[64];
        snprintf(one, sizeof one, "%s%d = %s", prefix, k, init);
        if (k > 1 && o->len - line + strlen(one) + 2 < PACK_WIDTH) {
            buf_printf(o, ", %s", one);
            continue;
        }
        if (k > 1) buf_puts(o, ";\n");
        line = o->len;
        buf_printf(o, "    %s %s", type, one);
    }
    if (n) buf_puts(o, ";\n");
}

static void emit_decls(FnEmit *F, Buf *o) {
    FuncInfo *fi = F->fi;
    if (F->num)
        buf_printf(o, "    %s%s ret_n = 0; int r = 0; (void)r;\n",
                   F->leaf ? "" : "ScrFrame fr; ScrValue ret = SCR_UNDEFINED; ", F->fi->ret_int32 ? "int32_t" : "double");
    else
        buf_puts(o, "    ScrFrame fr; ScrValue ret = SCR_UNDEFINED; int r = 0; (void)r;\n");
    put_vars(o, "ScrValue", "t", F->ntemps, "SCR_UNDEFINED");
    put_vars(o, "int32_t", "i32_", F->nint32, "0");
    put_vars(o, "double", "d_", F->ndbl, "0");
    put_vars(o, "ScrTaView", "tv_", F->nview, "{0}");
    put_vars(o, "ScrStrView", "sv_", F->nsview, "{0}");
    put_vars(o, "ScrValue", "*sp_", F->nslot, "NULL");
    put_vars(o, "ScrElemRef", "er_", F->neref, "{0}");
    put_vars(o, "uint64_t", "hg_", F->nhoist, "0");
    size_t line = 0;
    for (int i = 0; i < fi->nowned; i++) {
        Binding *b = fi->owned[i];
        if (b->kind == B_IMPORT || b->storage == ST_STATIC) continue;
        if (b->storage == ST_LOCAL &&
            (strcmp(b->cname, "this_val") == 0 || strcmp(b->cname, "new_target") == 0 || strcmp(b->cname, "func") == 0))
            continue;
        bool tdz = b->kind == B_LET || b->kind == B_CONST || b->kind == B_CLASS || b->param_tdz ||
                   (b->kind == B_THIS && fi->kind == FK_DERIVED_CTOR);
        const char *d;
        if (b->storage == ST_BOX)
            d = estr(F->em, "ScrBox *%s = NULL; /* %s %s: %s */", b->cname, scope_kind_name(b->kind), b->name,
                     capture_comment(F->em, b));
        else if (b->unboxed == UNBOX_INT32)
            d = estr(F->em, "int32_t %s = 0; /* %s %s: int32 */", b->cname, scope_kind_name(b->kind), b->name);
        else if (b->unboxed)
            d = estr(F->em, "double %s = 0; /* %s %s: double */", b->cname, scope_kind_name(b->kind), b->name);
        else
            d = estr(F->em, "ScrValue %s = %s; /* %s %s: local */", b->cname, tdz ? "SCR_UNINIT" : "SCR_UNDEFINED",
                     scope_kind_name(b->kind), b->name);
        put_packed(o, &line, d);
    }
    for (int i = 0; i < fi->ncaptures; i++) {
        Binding *b = fi->captures[i];
        put_packed(o, &line, estr(F->em, "ScrBox *%s = scr_function_box(func, %d); /* captured %s %s */", F->capnames[i], i,
                                  scope_kind_name(b->kind), b->name));
    }
    for (int i = 1; i <= F->niters; i++)
        put_packed(o, &line, estr(F->em, "ScrIter it%d = SCR_ITER_INIT; uint32_t keys%d = 0;", i, i));
    for (int i = 1; i <= F->nfin; i++)
        put_packed(o, &line, estr(F->em, "int comp%d = 0; ScrValue exc%d = SCR_UNDEFINED;", i, i));
}

/* Where released locals times the jumps to the exit labels reaches this,
 * the epilogue releases the locals out of line (emit_releases). A jump
 * stands for an exit edge: most are `goto fail` or a catch's label. */
#define MANY_EXIT_PHIS 50000

/* Whether the epilogue releases a (non-box) local: not an unboxed
 * number, a borrowed argument, or the function's own parameters. */
static bool released_local(const Binding *b) {
    return !b->unboxed && !b->borrowed_arg && strcmp(b->cname, "this_val") != 0 &&
           strcmp(b->cname, "new_target") != 0 && strcmp(b->cname, "func") != 0;
}

static long count_gotos(const Buf *b) {
    long n = 0;
    for (const char *s = b->s; s && (s = strstr(s, "goto ")); s += 5) n++;
    return n;
}

/* The epilogue: every temporary and local released, then the return,
 * packed onto the `out:;` label's line (the last line of o) and those
 * after it. */
static void emit_releases(FnEmit *F, Buf *o) {
    FuncInfo *fi = F->fi;
    Emitter *E = F->em;
    size_t line = o->len;
    while (line > 0 && o->s[line - 1] != '\n') line--;
    line = line > 0 && o->len > 0 ? line : 0;
    for (int t = 1; t <= F->ntemps; t++) put_packed(o, &line, estr(E, "scr_clear(&t%d);", t));
    /* Every exit of a function reaches this code, each with its own values
     * of the locals: clang joins them in a phi node per local per exit.
     * Where locals times exits is large (a long script-like function: a
     * test file's async main, a bundle's module wrapper), that is the
     * size LLVM's passes go quadratic in, minutes for one function; the
     * locals are then released through their addresses, out of line,
     * which keeps them in memory and leaves no phis (scr_release_locals). */
    Buf vals = {0}, boxes = {0};
    int nvals = 0, nboxes = 0;
    for (int i = 0; i < fi->nowned; i++) {
        Binding *b = fi->owned[i];
        if (b->kind == B_IMPORT || b->storage == ST_STATIC) continue;
        if (b->storage == ST_BOX) buf_printf(&boxes, "%s&%s", nboxes++ ? ", " : "", b->cname);
        else if (released_local(b) && !b->walk_local) buf_printf(&vals, "%s&%s", nvals++ ? ", " : "", b->cname);
    }
    bool by_address = (long)(nvals + nboxes) * count_gotos(&F->body) >= MANY_EXIT_PHIS;
    for (int i = 0; i < fi->nowned; i++) {
        Binding *b = fi->owned[i];
        if (b->kind == B_IMPORT || b->storage == ST_STATIC) continue;
        if (b->storage == ST_BOX) {
            if (!by_address) put_packed(o, &line, estr(E, "scr_box_release(%s);", b->cname));
        } else if (released_local(b) && (b->walk_local || !by_address)) {
            put_packed(o, &line, estr(E, b->walk_local ? "scr_release_walk(%s);" : "scr_release(%s);", b->cname));
        }
    }
    if (by_address && nvals)
        put_packed(o, &line, estr(E, "scr_release_locals(%d, (ScrValue *const[]){%s});", nvals, vals.s));
    if (by_address && nboxes)
        put_packed(o, &line, estr(E, "scr_release_box_locals(%d, (ScrBox **const[]){%s});", nboxes, boxes.s));
    free(vals.s);
    free(boxes.s);
    for (int i = 1; i <= F->niters; i++) put_packed(o, &line, estr(E, "scr_iter_release(&it%d);", i));
    for (int i = 1; i <= F->nfin; i++) put_packed(o, &line, estr(E, "scr_clear(&exc%d);", i));
    if (F->leaf) put_packed(o, &line, "return ret_n;");
    else if (F->num) put_packed(o, &line, "scr_frame_leave(&fr); return ret_n;");
    else put_packed(o, &line, "scr_frame_leave(&fr); return ret;");
}

void emit_num_result(FnEmit *F, Val *v) {
    const char *c = F->fi->ret_int32 ? (v->i32 && !v->u32 ? v->i32 : fstr(F, "(int32_t)%s", num_of(F, v)))
                                     : num_of(F, v);
    out(F, "ret_n = %s;", c);
    val_free(F, v);
}

/* The C type of a numeric entry's parameter or result. */
static const char *num_type(bool int32) { return int32 ? "int32_t" : "double"; }

/* A numeric C entry: `<storage><type> <cname>_num(<type> a0, ...)`, with
 * the function object first unless it is a leaf's, and `text` after the
 * closing parenthesis. */
static void num_signature(Buf *o, FnEmit *F, const char *storage, const char *text) {
    FuncInfo *fi = F->fi;
    const Node *fn = fi->node;
    buf_printf(o, "%s%s %s_num(%s", storage, num_type(fi->ret_int32), fi->cname, F->leaf ? "" : "ScrValue func");
    for (int i = 0; i < fn->list.len; i++)
        buf_printf(o, "%s%s a%d", i || !F->leaf ? ", " : "",
                   num_type(ident_binding(F, fn->list.items[i])->unboxed == UNBOX_INT32), i);
    buf_printf(o, "%s)%s", fn->list.len || !F->leaf ? "" : "void", text);
}

/* The ordinary entry of a function with a numeric C entry: the arguments
 * converted as the parameters' binding would, then the C entry. Only
 * direct calls reach the function, and each passes Numbers for every
 * parameter. */
static void emit_num_wrapper(FnEmit *F, Buf *o, const char *desc, const char *fname) {
    FuncInfo *fi = F->fi;
    const Node *fn = fi->node;
    const char *box = fi->ret_int32 ? "scr_int32" : "scr_number";
    buf_printf(o, "/* %s %s, line %d: %s (%s_num takes and returns C numbers) */\n"
                  "%sScrValue %s(ScrValue func, ScrValue this_val, int argc, ScrValue *argv, ScrValue new_target) {\n"
                  "    (void)func; (void)this_val; (void)new_target;\n    %s r = %s_num(%s",
               desc, fname, fn->line, F->leaf ? "a numeric leaf" : "numeric parameters and result", fi->cname,
               F->em->fn_storage, fi->cname, num_type(fi->ret_int32), fi->cname, F->leaf ? "" : "func");
    for (int i = 0; i < fn->list.len; i++)
        buf_printf(o, "%s%sscr_as_number(argc > %d ? argv[%d] : SCR_UNDEFINED)", i || !F->leaf ? ", " : "",
                   ident_binding(F, fn->list.items[i])->unboxed == UNBOX_INT32 ? "(int32_t)" : "", i, i);
    if (F->leaf) buf_printf(o, ");\n    return %s(r);\n}\n\n", box);
    else buf_printf(o, ");\n    return scr_exception_pending() ? SCR_EXCEPTION : %s(r);\n}\n\n", box);
}

static const char *kind_desc(FuncKind k) {
    switch (k) {
    case FK_MODULE: return "module body";
    case FK_NORMAL: return "function";
    case FK_ARROW: return "arrow function";
    case FK_METHOD: return "method";
    case FK_GETTER: return "getter";
    case FK_SETTER: return "setter";
    case FK_CTOR: return "class constructor";
    case FK_DERIVED_CTOR: return "derived class constructor";
    case FK_FIELDS_INIT: return "instance field initialiser";
    case FK_STATIC_INIT: return "static initialiser";
    }
    return "function";
}

/* Whether the module's own code (not its functions') can repeat: a loop
 * outside every function. */
static bool is_loop(const Node *n) {
    switch (n->kind) {
    case N_FOR: case N_FOR_IN: case N_FOR_OF: case N_WHILE: case N_DO_WHILE: return true;
    default: return false;
    }
}

/* Whether binding the parameters can be observed: a default, a pattern
 * or a rest pattern. A generator with such parameters binds them at the
 * call (scr_generator_call_params). */
static bool params_observable(const Node *fn) {
    for (int i = 0; i < fn->list.len; i++) {
        const Node *p = fn->list.items[i];
        if (p->kind == N_REST) p = p->a;
        if (p->kind != N_IDENT) return true;
    }
    return false;
}

void emit_function(Emitter *E, FuncInfo *fi) {
    FnEmit F;
    memset(&F, 0, sizeof F);
    F.em = E;
    F.fi = fi;
    F.mod = fi->mod;
    F.sf = fi->mod->sf;
    F.indent = 1;
    F.is_module = fi->kind == FK_MODULE;
    F.num = fi->num_entry;
    F.leaf = fi->num_leaf;
    F.suspends = fi->is_async || fi->is_generator || (F.is_module && fi->has_await);
    /* The module table (in the entry's unit) names the body. A body runs
     * once: without loops, each statement once, and an imported module's
     * top-level code is its definitions (the work is in its functions,
     * each optimised). Those bodies are compiled without optimisation:
     * often the largest function of a library, they would cost the
     * optimiser the most for the least. The entry's body, whose loops may
     * be the program's work, keeps the level, and its loops take the fast
     * paths (emit_fast.c, fast_allowed). */
    F.cold = F.is_module && !F.suspends &&
             (fi->mod->index != E->prog->mods[0]->index || !ast_contains(fi->mod->program, is_loop));
    F.handler = "fail";
    name_locals(&F);
    mark_walk_locals(&F);
    const Node *fn = fi->node;

    if (F.is_module) {
        /* Module-level bindings that stay in the body function. */
        Module *m = fi->mod;
        /* Every body asks, not only the first to run: a body's C must not
         * depend on the evaluation order, or the built-ins' prebuilt
         * objects (docs/cli.md) would miss in programs that reach them
         * in another order. The calls after the first return at once. */
        out(&F, "program_hoist();");
        if (m->is_cjs) {
            cjs_emit_facade(&F); /* CommonJS: evaluated through require's cache */
        } else {
            emit_scope_entry(&F, m->scope, &m->program->list);
            emit_stmts(&F, &m->program->list);
        }
    } else {
        emit_prologue(&F);
        bool synthetic = fi->implicit_ctor || fi->kind == FK_FIELDS_INIT || fi->kind == FK_STATIC_INIT;
        if (!synthetic) {
            Node *body = fn->b;
            if (body->kind == N_BLOCK) {
                Scope *bs = body->scope;
                emit_scope_entry(&F, bs, &body->list);
                for (int i = 0; bs != fi->scope && i < bs->nbinds; i++) {
                    Binding *b = bs->binds[i];
                    if (!b->init_from) continue;
                    Val pv = read_binding(&F, b->init_from, NULL);
                    write_binding(&F, b, &pv, true, false, NULL);
                }
                if (fi->is_generator && params_observable(fn)) {
                    /* The parameters are bound: the call returns the generator object here. */
                    out(&F, "if (scr_generator_params_bound() == SCR_EXCEPTION) goto fail;");
                }
                emit_body_stmts(&F, &body->list);
            } else if (F.num) {
                emit_scope_entry(&F, fi->scope, NULL);
                out_line_directive(&F, body);
                Val v = emit_expr(&F, body, true);
                emit_num_result(&F, &v);
            } else {
                emit_scope_entry(&F, fi->scope, NULL);
                out_line_directive(&F, body);
                Val v = emit_expr(&F, body, true);
                out(&F, "scr_release(ret);");
                if (v.kind == V_TEMP) {
                    out(&F, "ret = t%d; t%d = SCR_UNDEFINED;", v.t, v.t);
                    tmp_free(&F, v.t);
                } else {
                    out(&F, "ret = scr_dup(%s);", val_s(&v));
                }
            }
        }
        if (F.nfin) out(&F, "scr_clear(&ret); /* falling off the end returns undefined */");
    }
    bool plain_done = fi->kind != FK_CTOR && fi->kind != FK_DERIVED_CTOR;
    if (plain_done) out_label_stmt(&F, "done", "goto out;");
    else out_label(&F, "done");
    /* The new object held in a C local moves into the result: nothing
     * reads `this` after this point. A count taken and the local's dropped
     * at the exit would make every new object a cycle candidate. */
    bool this_moves = fi->this_b && fi->this_b->storage == ST_LOCAL;
    if (fi->kind == FK_CTOR) {
        out(&F, "if (!scr_is_object(ret)) {");
        F.indent++;
        out(&F, "scr_release(ret);");
        if (this_moves) out(&F, "ret = %s; %s = SCR_UNDEFINED;", this_slot(&F), this_slot(&F));
        else out(&F, "ret = scr_dup(%s);", this_slot(&F));
        close_brace(&F);
    } else if (fi->kind == FK_DERIVED_CTOR) {
        if (this_moves) {
            out(&F, "if (ret == SCR_UNDEFINED && %s != SCR_UNINIT) {", this_slot(&F));
            out(&F, "    ret = %s; %s = SCR_UNDEFINED;", this_slot(&F), this_slot(&F));
            out(&F, "} else {");
        } else {
            out(&F, "{");
        }
        F.indent++;
        out(&F, "ScrValue result = scr_derived_result(ret, %s);", this_slot(&F));
        out(&F, "if (result == SCR_EXCEPTION) goto fail;");
        out(&F, "scr_release(ret);");
        out(&F, "ret = result;");
        close_brace(&F);
    }
    if (!plain_done) out(&F, "goto out;");
    if (F.handlers.len) buf_puts(&F.body, F.handlers.s);
    /* A leaf cannot throw: nothing jumps to the handler. */
    if (!F.leaf) out_label_stmt(&F, "fail", "scr_threw(); scr_clear(&ret); ret = SCR_EXCEPTION;");
    out_label(&F, "out");

    Buf *o = &E->funcs;
    /* A function with many helper calls outside its loops calls their
     * out-of-line twins there (lean_rewrite); a module body compiled
     * without optimisation (below) has no use for it. */
    bool lean = lean_sites(&F.body, F.hot, F.nhot) >= LEAN_MIN_SITES;
    char *fname = c_string_literal(fi->name ? fi->name : "", strlen(fi->name ? fi->name : ""));
    /* An async or generator function's code is a wrapper that starts an
     * activation running the body (below, named <cname>_body) on a fiber. */
    char *bodyname = F.suspends ? xsprintf("%s_%s", fi->cname, F.is_module ? "tla" : "body") : xstrdup(fi->cname);
    if (F.is_module) {
        if (F.suspends) {
            buf_printf(&E->protos, "static ScrValue %s(void);\n", bodyname);
            buf_printf(o, "/* Module %s has top-level await: its body runs as an async activation. */\n"
                          "ScrValue %s(void) {\n    return scr_async_module(%s);\n}\n\n",
                       comment_text(E, F.sf->path), fi->cname, bodyname);
        }
        bool cold = F.cold; /* see above */
        if (cold) lean = false;
        buf_printf(o, "/* The body of module %s%s. */\n%s%sScrValue %s(void) {\n", comment_text(E, F.sf->path),
                   cold ? " (runs once: not optimised)" : "", cold ? "__attribute__((cold, optnone, noinline)) " : "",
                   F.suspends ? "static " : "", bodyname);
        buf_printf(&E->protos, "ScrValue %s(void);\n", fi->cname);
    } else {
        const char *desc = kind_desc(fi->kind);
        /* A CommonJS module's function is its body: without loops, it runs
         * each statement once, as a module body does (above). */
        bool once = fi->mod->is_cjs && fi->mod->cjs && fi->mod->cjs->wrapper == fi && !ast_contains(fn->b, is_loop);
        if (once) lean = false;
        if (F.suspends) {
            bool eager = fi->is_generator && params_observable(fn);
            const char *starter =
                fi->is_generator
                    ? (fi->is_async ? (eager ? "scr_async_generator_call_params"
                                             : "scr_async_generator_call")
                                    : (eager ? "scr_generator_call_params" : "scr_generator_call"))
                    : "scr_async_call";
            buf_printf(&E->protos, "static ScrValue %s(ScrValue func, ScrValue this_val, int argc, ScrValue *argv, ScrValue new_target);\n",
                       bodyname);
            buf_printf(o, "/* %s%s%s %s, line %d: starts an activation of %s */\n"
                          "%sScrValue %s(ScrValue func, ScrValue this_val, int argc, ScrValue *argv, ScrValue new_target) {\n"
                          "    (void)new_target;\n    return %s(%s, func, this_val, argc, argv);\n}\n\n",
                       fi->is_async ? "async " : "", fi->is_generator ? "generator " : "", desc,
                       fi->name && *fi->name ? comment_text(E, fi->name) : "(anonymous)", fn->line, bodyname,
                       E->fn_storage, fi->cname, starter, bodyname);
        }
        const char *shown = fi->name && *fi->name ? comment_text(E, fi->name) : "(anonymous)";
        if (F.num) {
            emit_num_wrapper(&F, o, desc, shown);
            buf_printf(o, "/* %s %s, line %d: the numeric C entry%s */\n", desc, shown, fn->line,
                       F.leaf ? " (a leaf, no frame: nothing in it can throw)"
                              : " (returns with the exception pending when the body throws)");
            num_signature(o, &F, E->fn_storage, " {\n");
            num_signature(&E->protos, &F, E->fn_storage, ";\n");
        } else {
            buf_printf(o, "/* %s %s, line %d%s */\n%s%sScrValue %s(ScrValue func, ScrValue this_val, int argc, ScrValue *argv, ScrValue new_target) {\n",
                       desc, shown, fn->line,
                       once ? " (a CommonJS module's body; runs once: not optimised)"
                            : lean ? " (large: helpers out of line outside loops)" : "",
                       once ? "__attribute__((cold, optnone, noinline)) " : "", F.suspends ? "static " : E->fn_storage, bodyname);
        }
        buf_printf(&E->protos, "%sScrValue %s(ScrValue func, ScrValue this_val, int argc, ScrValue *argv, ScrValue new_target);\n",
                   E->fn_storage, fi->cname);
    }
    emit_fnref(E, fi->cname);
    emit_fnref(E, bodyname);
    free(bodyname);
    if (F.num) {
        char *num = xsprintf("%s_num", fi->cname);
        emit_fnref(E, num);
        free(num);
    }
    emit_decls(&F, o);
    if (!F.leaf)
        buf_printf(o, "    if (scr_frame_enter(&fr, %s) < 0) return %s;%s\n", fname, F.num ? "0" : "SCR_EXCEPTION",
                   F.is_module ? "" : " fr.func = func;");
    free(fname);
    size_t body_at = o->len;
    buf_puts(o, F.body.s ? F.body.s : "");
    emit_releases(&F, o);
    buf_puts(o, "}\n\n");
    if (lean) lean_rewrite(o, body_at, F.hot, F.nhot);
    free(F.hot);
    free(F.pins);
    for (int i = 0; i < F.ctlcap; i++) free(F.ctl[i]);
    free(F.ctl);
    strset_free(&F.nameset);
    free(F.body.s);
    free(F.handlers.s);
    free(F.live);
}

/* ---- classes --------------------------------------------------------- */

/* A computed member key, evaluated and converted once by ToPropertyKey
 * (as class definition evaluation does): the new temporary holding it. */
static int computed_key(FnEmit *F, Node *k) {
    Val k0 = emit_expr(F, k, true);
    int kt = tmp_new(F);
    out_pos(F, k);
    out(F, "t%d = scr_to_property_key(%s);", kt, val_s(&k0));
    out(F, "if (t%d == SCR_EXCEPTION) goto %s;", kt, F->handler);
    val_free(F, &k0);
    return kt;
}

Val emit_class(FnEmit *F, Node *cls, const char *name) {
    ClassInfo *ci = cls->scope;
    Analysis *an = &F->em->prog->an;
    Emitter *E = F->em;
    out(F, "/* class %s */", name && *name ? comment_text(E, name) : "(anonymous)");
    emit_scope_entry(F, ci->scope, NULL);
    /* One private name per class evaluation. */
    for (int i = 0; i < ci->scope->nbinds; i++) {
        Binding *b = ci->scope->binds[i];
        if (b->kind != B_HIDDEN || b->name[0] != '#' || b->name[strlen(b->name) - 1] == ')') continue;
        int t = tmp_new(F);
        char *lit = c_string_literal(b->name, strlen(b->name));
        out(F, "t%d = scr_private_name_new(%s);", t, lit);
        free(lit);
        Val tv = val_temp(F, t);
        write_binding(F, b, &tv, true, false, cls);
    }
    Val parent = val_none();
    if (cls->b) parent = emit_expr(F, cls->b, true);
    Val nm = val_const(F, "%s", katom(E, name ? name : ""));
    Val ctor = emit_closure(F, ci->ctor, &nm, cls);
    if (cls->b) {
        out_pos(F, cls->b);
        out(F, "if (scr_class_extends(t%d, %s) < 0) goto %s;", ctor.t, val_s(&parent), F->handler);
        val_free(F, &parent);
    }
    int proto = tmp_new(F);
    out(F, "t%d = scr_get(t%d, %s);", proto, ctor.t, katom(E, "prototype"));
    out(F, "if (t%d == SCR_EXCEPTION) goto %s;", proto, F->handler);
    if (ci->ctor->uses_super) out(F, "scr_function_set_home(t%d, t%d);", ctor.t, proto);
    for (int i = 0; i < cls->list.len && !E->failed; i++) {
        Node *e = cls->list.items[i];
        if (e->kind == N_FIELD_DEF && (e->flags & N_COMPUTED)) {
            Val kv = val_temp(F, computed_key(F, e->a));
            write_binding(F, scope_binding(an, &(Node){.binding = e->binding}), &kv, true, false, e);
            continue;
        }
        if (e->kind != N_METHOD_DEF || e->op == M_CONSTRUCTOR) continue;
        bool is_static = (e->flags & N_STATIC) != 0;
        int target = is_static ? ctor.t : proto;
        FuncInfo *g = e->b->scope;
        Val key;
        Val fname;
        if (e->flags & N_COMPUTED) {
            key = val_temp(F, computed_key(F, e->a));
            fname = key;
            if (e->op == M_GET || e->op == M_SET) {
                int nt = tmp_new(F);
                out(F, "t%d = scr_function_name_for_key(t%d, \"%s\");", nt, key.t, e->op == M_GET ? "get" : "set");
                fname = val_temp(F, nt);
            }
        } else {
            const char *gn = g->name;
            fname = val_const(F, "%s", katom(E, gn));
            if (e->a->kind == N_PRIVATE_NAME) key = val_none();
            else if (e->a->kind == N_IDENT) key = val_const(F, "%s", katom(E, e->a->name));
            else if (e->a->kind == N_STRING) key = val_const(F, "%s", kstr(E, const_u16(E, e->a->u16, e->a->u16len)));
            else {
                char *kn = e->a->kind == N_BIGINT ? xstrdup(e->a->name) : number_key_string(e->a->num);
                key = val_const(F, "%s", katom(E, kn));
                free(kn);
            }
        }
        Val fn = emit_closure(F, g, &fname, cls);
        if (g->uses_super) out(F, "scr_function_set_home(%s, t%d);", val_s(&fn), target);
        if (e->a->kind == N_PRIVATE_NAME) {
            /* Static private members are defined on the class below, once
             * both halves of an accessor pair exist. */
            Binding *mb = scope_binding(an, &(Node){.binding = e->binding});
            write_binding(F, mb, &fn, true, false, e);
            continue;
        }
        if (e->op == M_GET)
            out(F, "if (scr_define_accessor(t%d, %s, %s, SCR_UNDEFINED, false) < 0) goto %s;", target, val_s(&key),
                val_s(&fn), F->handler);
        else if (e->op == M_SET)
            out(F, "if (scr_define_accessor(t%d, %s, SCR_UNDEFINED, %s, false) < 0) goto %s;", target, val_s(&key),
                val_s(&fn), F->handler);
        else
            out(F, "if (scr_define_method(t%d, %s, %s, false) < 0) goto %s;", target, val_s(&key), val_s(&fn),
                F->handler);
        val_free(F, &fn);
        if (fname.kind == V_TEMP && !(key.kind == V_TEMP && key.t == fname.t)) val_free(F, &fname);
        val_free(F, &key);
    }
    for (int i = 0; i < cls->list.len && !E->failed; i++) {
        Node *e = cls->list.items[i];
        if (e->kind != N_METHOD_DEF || !(e->flags & N_STATIC) || e->a->kind != N_PRIVATE_NAME) continue;
        const char *target = fstr(F, "t%d", ctor.t);
        emit_private_method_define(F, cls, e, target);
    }
    if (ci->fields_init) {
        Val empty = val_const(F, "%s", katom(E, ""));
        Val fi = emit_closure(F, ci->fields_init, &empty, cls);
        out(F, "scr_function_set_home(%s, t%d);", val_s(&fi), proto);
        out(F, "scr_function_set_fields_init(t%d, %s);", ctor.t, val_s(&fi));
        val_free(F, &fi);
    }
    if (ci->inner) {
        Val cv = val_temp(F, ctor.t);
        write_binding(F, ci->inner, &cv, true, true, cls);
    }
    if (ci->static_init) {
        Val empty = val_const(F, "%s", katom(E, ""));
        Val si = emit_closure(F, ci->static_init, &empty, cls);
        out(F, "scr_function_set_home(%s, t%d);", val_s(&si), ctor.t);
        int t = tmp_new(F);
        out(F, "t%d = scr_call(%s, t%d, 0, NULL, \"\");", t, val_s(&si), ctor.t);
        out(F, "if (t%d == SCR_EXCEPTION) goto %s;", t, F->handler);
        out(F, "scr_clear(&t%d);", t);
        tmp_free(F, t);
        val_free(F, &si);
    }
    Val pv = val_temp(F, proto);
    val_free(F, &pv);
    return ctor;
}
