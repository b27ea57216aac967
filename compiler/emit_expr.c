/* emit_expr.c - C emission for expressions. Every expression yields a Val:
 * an owned temporary (released after its last use, with scr_clear so that
 * a dead temporary never holds a cell), a borrowed constant, or nothing.
 * Every operation that can throw is preceded by SCR_POS at V8's position
 * and followed by a jump to the current exception handler. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "scope_class.h"
#include "resolve.h"
#include "utf.h"

void goto_handler(FnEmit *F) { out(F, "goto %s;", F->handler); }

static void check_val(FnEmit *F, int t) { out(F, "if (t%d == SCR_EXCEPTION) goto %s;", t, F->handler); }
static void check_int(FnEmit *F, const char *call) { out(F, "if (%s < 0) goto %s;", call, F->handler); }

/* Emits `call`, a `_take` entry point that consumes temporary v whatever
 * it returns: the temporary is emptied before the result is checked, so
 * neither path releases it again. Storing an owned temporary this way
 * saves a dup and a release, and the release would have buffered the
 * value as a cycle-collector candidate. */
static void check_int_take(FnEmit *F, const char *call, Val *v) {
    out(F, "r = %s;", call);
    out(F, "t%d = SCR_UNDEFINED;", v->t);
    tmp_free(F, v->t);
    v->kind = V_NONE;
    out(F, "if (r < 0) goto %s;", F->handler);
}

static char *format_number(double d) {
    if (d != d) return xstrdup("SCR_CANONICAL_NAN");
    if (isinf(d)) return xstrdup(d > 0 ? "scr_number(__builtin_inf())" : "scr_number(-__builtin_inf())");
    if (d == 0 && signbit(d)) return xstrdup("scr_number(-0.0)");
    if (d == floor(d) && fabs(d) < 9007199254740992.0) return xsprintf("scr_number(%.0f)", d);
    return xsprintf("scr_number(%.17g)", d);
}

/* A number literal: its boxed constant, its C double and, for an int32
 * value, its C int32, so that unboxed arithmetic reads it as it is. */
Val num_literal(FnEmit *F, double d) {
    char *s = format_number(d);
    Val v = val_const(F, "%s", s);
    free(s);
    v.num = true;
    if (d != d) v.d = "__builtin_nan(\"\")";
    else if (isinf(d)) v.d = d > 0 ? "__builtin_inf()" : "(-__builtin_inf())";
    /* Always a double literal in C: %.17g writes an integer in [2^53,
     * 1e17) without a point, which C reads as a long long (and
     * 2^53 * 2^53 then overflowed to 0). */
    else if (d == floor(d) && fabs(d) < 1e17) v.d = fstr(F, signbit(d) ? "(%.1f)" : "%.1f", d);
    else v.d = fstr(F, d < 0 ? "(%.17g)" : "%.17g", d);
    if (numeric_int32_value(d))
        v.i32 = d == -2147483648.0 ? "(-2147483647 - 1)" : fstr(F, d < 0 ? "(%d)" : "%d", (int)d);
    return v;
}

/* ---- bindings -------------------------------------------------------- */

static Binding *resolve_import(Binding *b) {
    while (b && b->kind == B_IMPORT && b->target) b = b->target;
    return b;
}

Binding *ident_binding(FnEmit *F, const Node *id) {
    return scope_binding(&F->em->prog->an, id);
}

const char *binding_box(FnEmit *F, Binding *b) {
    if (b->func == F->fi) return b->cname;
    for (int i = 0; i < F->fi->ncaptures; i++)
        if (F->fi->captures[i] == b) return F->capnames[i];
    return "NULL /* internal: binding not captured */";
}

const char *binding_slot(FnEmit *F, Binding *b) {
    if (b->kind == B_IMPORT) {
        if (b->builtin_mod) return b->cname;
        if (b->ns_module >= 0) {
            const char *ns = fstr(F, "mod%d_ns", b->ns_module);
            emit_extern(F->em, ns);
            return ns;
        }
        b = resolve_import(b);
        if (b->storage == ST_STATIC && b->cname) emit_extern(F->em, b->cname);
    }
    if (b->storage == ST_BOX) return fstr(F, "%s->value", binding_box(F, b));
    return b->cname;
}

bool is_derived_this(Binding *b) {
    return b->kind == B_THIS && b->func->kind == FK_DERIVED_CTOR;
}

static void tdz_check(FnEmit *F, Binding *b, const Node *at) {
    /* numeric.c unboxes only bindings that no reference finds in the
     * dead zone. */
    if (b->unboxed) return;
    Binding *rb = b->kind == B_IMPORT ? resolve_import(b) : b;
    if (is_derived_this(b)) {
        /* `this` before super() in a derived constructor. */
        if (b->func == F->fi && b->storage == ST_LOCAL && at && false) return;
        out_pos(F, at);
        out(F, "if (%s == SCR_UNINIT) {", binding_slot(F, b));
        F->indent++;
        out(F, "scr_throw_this_uninit();");
        goto_handler(F);
        close_brace(F);
        return;
    }
    if (b->kind == B_IMPORT && b->ns_module >= 0) return;
    if (!scope_needs_tdz_check(b, F->fi, at ? at->pos : 0)) return;
    out_pos(F, at);
    out(F, "if (%s == SCR_UNINIT) {", binding_slot(F, b));
    F->indent++;
    char *lit = c_string_literal(rb->name, strlen(rb->name));
    out(F, "scr_throw_tdz(%s);", lit);
    free(lit);
    goto_handler(F);
    close_brace(F);
}

/* True if reads of b can borrow its C variable instead of copying it into
 * a temporary: a plain local of this function (or a module static) that
 * nothing writes after its declaration. Such a local holds its value (and its reference) from its
 * initialisation to the function's end, and a declaration is a statement,
 * so no expression can see it change under a borrowed read. `var` is left
 * out because it may be declared again (`var x = 1; ... var x = 2;`). */
bool can_borrow(FnEmit *F, Binding *b) {
    if (b->assigned) return false;
    if (b->storage == ST_STATIC) {
        /* A module-level binding lives until the module's teardown, after
         * every function has returned; the same argument holds. */
        return b->kind == B_LET || b->kind == B_CONST || b->kind == B_CLASS ||
               (b->kind == B_FUNC && b->nfunc_decls == 1);
    }
    if (b->storage == ST_BOX) {
        /* A captured binding that nothing assigns: its box gets its value
         * once, at the declaration (a statement), keeps it while anything
         * holds the box, and this function holds it (its own box variable,
         * or its function object's captures) for as long as it runs. A
         * read of `CRC_TABLE[i]` in a loop then costs no count traffic on
         * the table. */
        return b->kind == B_LET || b->kind == B_CONST || b->kind == B_CLASS ||
               (b->kind == B_FUNC && b->nfunc_decls == 1);
    }
    if (b->storage != ST_LOCAL || b->func != F->fi) return false;
    switch (b->kind) {
    case B_LET: case B_CONST: case B_CATCH: return true;
    /* `var {a: x} = x` writes parameter x from a declaration, which does
     * not set `assigned`; its declaration is its one counted write. */
    case B_PARAM: return b->nwrites <= 1;
    /* Declared once: set when the function starts, before any expression. */
    case B_FUNC: return b->nfunc_decls == 1;
    case B_THIS: return !is_derived_this(b);
    default: return false;
    }
}

/* A read of an unboxed binding: the variable itself when nothing writes it
 * after its declaration, else a copy (the Val must not change under its
 * user: `x + (x = 1)`). */
static Val read_unboxed(FnEmit *F, Binding *b) {
    bool borrow = can_borrow(F, b);
    if (b->unboxed == UNBOX_INT32) {
        if (!borrow) {
            int k = ++F->nint32;
            out(F, "i32_%d = %s;", k, b->cname);
            return val_int32(F, k, false);
        }
        Val v = val_const(F, "scr_int32(%s)", b->cname);
        v.num = true;
        v.i32 = b->cname;
        return v;
    }
    if (!borrow) {
        int k = ++F->ndbl;
        out(F, "d_%d = %s;", k, b->cname);
        return val_dbl(F, k);
    }
    Val v = val_const(F, "scr_number(%s)", b->cname);
    v.num = true;
    v.d = b->cname;
    return v;
}

/* Whether x reads a value out of a structure or another binding: a
 * property or element, a binding, or a choice between such reads. */
bool structure_read(FnEmit *F, const Node *x) {
    while (x->kind == N_PAREN) x = x->a;
    switch (x->kind) {
    case N_MEMBER: return true;
    case N_IDENT: return ident_binding(F, x) != NULL;
    case N_CONDITIONAL: return structure_read(F, x->b) && structure_read(F, x->c);
    case N_LOGICAL: return structure_read(F, x->a) && structure_read(F, x->b);
    default: return false;
    }
}

Val read_binding(FnEmit *F, Binding *b, const Node *at) {
    tdz_check(F, b, at);
    if (b->unboxed) return read_unboxed(F, b);
    if (can_borrow(F, b)) return val_const(F, "%s", binding_slot(F, b));
    int t = tmp_new(F);
    /* A Number holds no reference: a copy needs no scr_dup. */
    if (b->numeric) {
        out(F, "t%d = %s;", t, binding_slot(F, b));
        return val_num_temp(F, t);
    }
    out(F, "t%d = scr_dup(%s);", t, binding_slot(F, b));
    return val_temp(F, t);
}

static Val read_global(FnEmit *F, const Node *id, bool for_typeof) {
    const char *nm = id->name;
    if (strcmp(nm, "undefined") == 0) return val_const(F, "SCR_UNDEFINED");
    if (strcmp(nm, "NaN") == 0) return val_const(F, "SCR_CANONICAL_NAN");
    if (strcmp(nm, "Infinity") == 0) return val_const(F, "scr_number(__builtin_inf())");
    int t = tmp_new(F);
    if (for_typeof) {
        out(F, "t%d = scr_global_get_or_undefined(%s);", t, katom(F->em, nm));
    } else {
        IcPin *p = pin_of(F, id, false);
        int site = p && p->get >= 0 ? p->get : F->em->nglobal_sites++;
        out_pos(F, id);
        out(F, "t%d = scr_global_get_at(%s, &gs[%d]);", t, katom(F->em, nm), site);
    }
    check_val(F, t);
    return val_temp(F, t);
}

static bool is_readonly(Binding *b) {
    return b->kind == B_CONST || b->kind == B_CALLEE || b->kind == B_CLASS_IN || b->kind == B_IMPORT;
}

void write_binding(FnEmit *F, Binding *b, Val *v, bool init, bool keep, const Node *at) {
    if (!b) {
        out_pos(F, at);
        const char *call = fstr(F, "scr_global_set%s(%s, %s)", F->fi->sloppy ? "_sloppy" : "",
                                katom(F->em, at->name), val_s(v));
        check_int(F, call);
        if (!keep) val_free(F, v);
        return;
    }
    if (!init && is_readonly(b)) {
        if (b->kind == B_CONST) tdz_check(F, b, at);
        out_pos(F, at);
        out(F, "scr_throw_const_assign();");
        goto_handler(F);
        F->last_line = 0;
        if (!keep) val_free(F, v);
        return;
    }
    if (!init && (b->kind == B_LET || b->kind == B_CLASS)) tdz_check(F, b, at);
    if (b->unboxed) {
        /* numeric.c proved the value a Number (an int32 for an int32
         * binding, so the conversion of a boxed one is exact). */
        if (b->unboxed == UNBOX_INT32)
            out(F, "%s = %s;", b->cname, v->i32 ? v->i32 : fstr(F, "(int32_t)%s", num_of(F, v)));
        else
            out(F, "%s = %s;", b->cname, num_of(F, v));
        if (!keep) val_free(F, v);
        return;
    }
    const char *slot = binding_slot(F, b);
    const char *slotc = slot;
    if (!b->numeric)
        out(F, b->walk_local || (F->walk_step && b->storage == ST_LOCAL) ? "scr_release_walk(%s);" : "scr_release(%s);",
            slotc);
    if (v->kind == V_TEMP && !keep) {
        out(F, "%s = t%d; t%d = SCR_UNDEFINED;", slotc, v->t, v->t);
        tmp_free(F, v->t);
        v->kind = V_NONE;
    } else {
        out(F, b->numeric ? "%s = %s;" : "%s = scr_dup(%s);", slotc, val_s(v));
        if (!keep) val_free(F, v);
    }
}

/* ---- small helpers --------------------------------------------------- */

static Val emit_string_const(FnEmit *F, const uint16_t *s, uint32_t len) {
    return val_const(F, "%s", kstr(F->em, const_u16(F->em, s, len)));
}

/* A BigInt literal (digits: canonical decimal). One that fits the value's
 * 48-bit payload is a constant; a larger one is made from its digits at
 * each evaluation (it cannot throw). */
static Val emit_bigint(FnEmit *F, const char *digits) {
    size_t n = strlen(digits);
    if (n < 15 || (n == 15 && strcmp(digits, "140737488355327") <= 0))
        return val_const(F, "SCR_MAKE(SCR_TAG_BIGINT, %sull)", digits);
    int t = tmp_new(F);
    out(F, "t%d = scr_bigint_from_decimal(\"%s\");", t, digits);
    return val_temp(F, t);
}

/* The key of a non-computed property: an atom or a number. */
static Val static_key(FnEmit *F, const Node *k) {
    if (k->kind == N_IDENT) return val_const(F, "%s", katom(F->em, k->name));
    if (k->kind == N_BIGINT) return val_const(F, "%s", katom(F->em, k->name));
    if (k->kind == N_STRING) return emit_string_const(F, k->u16, k->u16len);
    if (k->kind == N_NUMBER) {
        char *s = number_key_string(k->num);
        Val v = val_const(F, "%s", katom(F->em, s));
        free(s);
        return v;
    }
    if (k->kind == N_PRIVATE_NAME) return val_const(F, "SCR_UNDEFINED");
    return val_const(F, "SCR_UNDEFINED");
}

/* The name a property key gives an anonymous function ("" if computed). */
static char *key_name(const Node *k) {
    if (!k) return xstrdup("");
    if (k->kind == N_IDENT) return xstrdup(k->name);
    if (k->kind == N_PRIVATE_NAME) return xsprintf("#%s", k->name);
    if (k->kind == N_NUMBER) return number_key_string(k->num);
    if (k->kind == N_BIGINT) return xstrdup(k->name);
    if (k->kind == N_STRING) {
        /* Unit by unit, as scope.c's names from string keys. */
        return utf16_to_utf8_dup(k->u16, k->u16len, 0);
    }
    return xstrdup("");
}

static bool is_anon_fn(const Node *n) {
    while (n && n->kind == N_PAREN) n = n->a;
    if (!n) return false;
    return (n->kind == N_FUNC_EXPR && !n->a) || n->kind == N_ARROW || (n->kind == N_CLASS_EXPR && !n->a);
}

/* Evaluates n; an anonymous function or class gets `name` (ES
 * NamedEvaluation). name_val, when given, is a runtime name (computed keys). */
Val emit_named(FnEmit *F, Node *n, const char *name, Val *name_val) {
    if (!is_anon_fn(n)) return emit_expr(F, n, true);
    while (n->kind == N_PAREN) n = n->a;
    if (n->kind == N_CLASS_EXPR) return emit_class(F, n, name);
    FuncInfo *g = n->scope;
    Val nm = name_val ? *name_val : val_const(F, "%s", katom(F->em, name ? name : g->name));
    return emit_closure(F, g, &nm, NULL);
}

static const char *home_of(FnEmit *F, Binding **selfp) {
    FuncInfo *m = F->fi;
    while (m->kind == FK_ARROW) m = m->parent;
    *selfp = m->self_b;
    return m->self_b ? binding_slot(F, m->self_b) : "func";
}

Binding *nonarrow_special(FnEmit *F, BindKind k) {
    FuncInfo *m = F->fi;
    while (m->kind == FK_ARROW) m = m->parent;
    return k == B_THIS ? m->this_b : k == B_NEW_TARGET ? m->nt_b : m->self_b;
}

static Val read_this(FnEmit *F, const Node *at) {
    Binding *b = nonarrow_special(F, B_THIS);
    if (!b) return val_const(F, "SCR_UNDEFINED");
    return read_binding(F, b, at);
}

/* A property key operand: computed keys are evaluated, names are atoms. */
static Val member_key(FnEmit *F, Node *m) {
    if (m->flags & N_COMPUTED) return emit_expr(F, m->b, true);
    if (m->b->kind == N_PRIVATE_NAME) {
        Binding *pb = ident_binding(F, m->b);
        return val_const(F, "%s", pb ? binding_slot(F, pb) : "SCR_UNDEFINED");
    }
    return val_const(F, "%s", katom(F->em, m->b->name));
}

/* ---- optional chains ------------------------------------------------- */

typedef struct ChainCtx {
    int label;
    uint8_t *live_at_start;
    int ntemps_at_start;
} ChainCtx;

static ChainCtx *cur_chain;

/* If v is nullish, releases the temporaries the chain made so far and
 * leaves the chain with undefined. */
static void chain_check(FnEmit *F, Val *v) {
    if (!cur_chain) return;
    out(F, "if (scr_is_nullish(%s)) {", val_s(v));
    F->indent++;
    for (int t = 1; t <= F->ntemps; t++) {
        bool was = t <= cur_chain->ntemps_at_start && cur_chain->live_at_start[t];
        if (F->live[t] && !was && !(v->kind == V_TEMP && v->t == t)) out(F, "scr_clear(&t%d);", t);
    }
    if (v->kind == V_TEMP) out(F, "t%d = SCR_UNDEFINED;", v->t);
    out(F, "goto chain_%d;", cur_chain->label);
    close_brace(F);
}

/* Starts a chain: its exit label, and the temporaries live before it
 * (chain_check leaves those alone when the chain stops). */
static void chain_begin(FnEmit *F, ChainCtx *c) {
    c->label = new_label(F);
    c->ntemps_at_start = F->ntemps;
    c->live_at_start = xmalloc((size_t)F->ntemps + 1);
    for (int t = 1; t <= F->ntemps; t++) c->live_at_start[t] = F->live[t];
}

static Val emit_chain(FnEmit *F, Node *n, bool want) {
    ChainCtx c, *old = cur_chain;
    chain_begin(F, &c);
    int res = tmp_new(F);
    cur_chain = &c;
    Val v = emit_expr(F, n->a, true);
    cur_chain = old;
    if (v.kind == V_TEMP) {
        out(F, "t%d = t%d; t%d = SCR_UNDEFINED;", res, v.t, v.t);
        tmp_free(F, v.t);
    } else {
        out(F, "t%d = scr_dup(%s);", res, val_s(&v));
    }
    const char *lab = fstr(F, "chain_%d", c.label);
    out_label(F, lab);
    free(c.live_at_start);
    Val r = val_temp(F, res);
    if (!want) {
        val_free(F, &r);
        return val_none();
    }
    return r;
}

/* delete o?.x, delete o.a?.[k]: true when the chain stops at a nullish
 * value, else the delete of the last member. The result temporary exists
 * before the chain starts, so a stop keeps its true. */
static Val emit_chain_delete(FnEmit *F, Node *chain) {
    Node *m = chain->a;
    int res = tmp_new(F);
    out(F, "t%d = SCR_TRUE;", res);
    ChainCtx c, *old = cur_chain;
    chain_begin(F, &c);
    cur_chain = &c;
    Val o = emit_expr(F, m->a, true);
    if (m->flags & N_OPTIONAL) chain_check(F, &o);
    Val k = member_key(F, m);
    cur_chain = old;
    out_pos(F, m->b);
    out(F, "r = scr_delete%s(%s, %s);", F->fi->sloppy ? "_sloppy" : "", val_s(&o), val_s(&k));
    out(F, "if (r < 0) goto %s;", F->handler);
    out(F, "t%d = r ? SCR_TRUE : SCR_FALSE;", res);
    val_free(F, &k);
    val_free(F, &o);
    out_label(F, fstr(F, "chain_%d", c.label));
    free(c.live_at_start);
    return val_temp(F, res);
}

/* ---- member access --------------------------------------------------- */

/* A new inline cache for the property access m when it has a plain name
 * (o.x, o.x = v, o.m()), else -1. Names that some class resolves before
 * its shape ("length", "prototype", "stack") are not worth a cache: the
 * runtime never fills one for them. */
bool ic_worthy(const Node *m) {
    if ((m->flags & N_COMPUTED) || m->b->kind != N_IDENT || m->a->kind == N_SUPER) return false;
    const char *nm = m->b->name;
    return strcmp(nm, "length") && strcmp(nm, "prototype") && strcmp(nm, "stack");
}

/* The pin of node n (a cache chosen ahead for a fast path's guard), or
 * NULL; `make` adds one. */
IcPin *pin_of(FnEmit *F, const Node *n, bool make) {
    for (int i = 0; i < F->npins; i++)
        if (F->pins[i].n == n) return &F->pins[i];
    if (!make) return NULL;
    if (F->npins == F->pincap) {
        F->pincap = F->pincap ? 2 * F->pincap : 16;
        F->pins = xgrow(F->pins, sizeof *F->pins * (size_t)F->pincap);
    }
    IcPin *p = &F->pins[F->npins++];
    p->n = n;
    p->get = p->set = -1;
    return p;
}

/* The cache the get (set) of property access m uses, chosen now for a
 * fast path's guard; the access's ordinary code then uses the same one. */
int pin_ic(FnEmit *F, const Node *m, bool set) {
    IcPin *p = pin_of(F, m, true);
    int *slot = set ? &p->set : &p->get;
    if (*slot < 0) *slot = F->em->nic++;
    return *slot;
}

static int ic_for(FnEmit *F, const Node *m, bool set) {
    if (!ic_worthy(m)) return -1;
    IcPin *p = pin_of(F, m, false);
    if (p && (set ? p->set : p->get) >= 0) return set ? p->set : p->get;
    Emitter *E = F->em;
    int id = E->nic++;
    return id;
}

/* `o.length`: scr_get_length reads a typed array's length inline through
 * a cache of its own (scr.h). */
bool is_length(const Node *m) {
    return !(m->flags & N_COMPUTED) && m->b->kind == N_IDENT && !strcmp(m->b->name, "length");
}

static Val emit_get(FnEmit *F, Node *m, Val *obj, Val *key) {
    int t = tmp_new(F);
    out_pos(F, m->b);
    if (m->a->kind == N_SUPER) {
        Binding *self;
        const char *home = home_of(F, &self);
        const char *homec = home;
        Val th = read_this(F, m->a);
        out(F, "t%d = scr_super_get(scr_function_home(%s), %s, %s);", t, homec, val_s(key), val_s(&th));
        val_free(F, &th);
    } else if (m->b->kind == N_PRIVATE_NAME && !(m->flags & N_COMPUTED)) {
        out(F, "t%d = scr_private_get(%s, %s);", t, val_s(obj), val_s(key));
    } else {
        int ic = ic_for(F, m, false);
        int view = (m->flags & N_COMPUTED) ? view_of(F, m->a) : 0;
        if (ic >= 0) out(F, "t%d = scr_get_ic(%s, %s, &ic[%d]);", t, val_s(obj), val_s(key), ic);
        else if (view && key->i32 && !key->u32)
            out(F, "t%d = scr_view_get_i32(&tv_%d, %s, %s);", t, view, val_s(obj), key->i32);
        else if (view && key->d)
            out(F, "t%d = scr_view_get_d(&tv_%d, %s, %s);", t, view, val_s(obj), key->d);
        else if ((m->flags & N_COMPUTED) && key->i32 && !key->u32)
            out(F, "t%d = scr_get_elem_i32(%s, %s);", t, val_s(obj), key->i32);
        else if ((m->flags & N_COMPUTED) && key->d)
            out(F, "t%d = scr_get_elem_d(%s, %s);", t, val_s(obj), key->d);
        else if (m->flags & N_COMPUTED)
            out(F, "t%d = scr_get_elem(%s, %s);", t, val_s(obj), val_s(key));
        else if (is_length(m)) {
            /* The cache a fast path's guard pinned (scr_length_num), or a
             * new one. */
            IcPin *p = pin_of(F, m, false);
            int lic = p && p->get >= 0 ? p->get : F->em->nic++;
            out(F, "t%d = scr_get_length(%s, %s, &ic[%d]);", t, val_s(obj), val_s(key), lic);
        }
        else out(F, "t%d = scr_get(%s, %s);", t, val_s(obj), val_s(key));
    }
    check_val(F, t);
    return val_temp(F, t);
}

/* True if n mentions an identifier called `name` (conservatively: property
 * names and shadowing bindings count too). */
static bool mentions_name(const Node *n, const char *name) {
    if (!n) return false;
    if (n->kind == N_IDENT && n->name && !strcmp(n->name, name)) return true;
    if (mentions_name(n->a, name) || mentions_name(n->b, name) || mentions_name(n->c, name) ||
        mentions_name(n->d, name))
        return true;
    for (int i = 0; i < n->list.len; i++)
        if (mentions_name(n->list.items[i], name)) return true;
    for (int i = 0; i < n->list2.len; i++)
        if (mentions_name(n->list2.items[i], name)) return true;
    return false;
}

/* True if evaluating n may assign a binding called `name`: n holds an
 * assignment or update whose target mentions the name. */
static bool may_assign(const Node *n, const char *name) {
    if (!n) return false;
    if ((n->kind == N_ASSIGN || n->kind == N_UPDATE) && mentions_name(n->a, name)) return true;
    if (may_assign(n->a, name) || may_assign(n->b, name) || may_assign(n->c, name) ||
        may_assign(n->d, name))
        return true;
    for (int i = 0; i < n->list.len; i++)
        if (may_assign(n->list.items[i], name)) return true;
    for (int i = 0; i < n->list2.len; i++)
        if (may_assign(n->list2.items[i], name)) return true;
    return false;
}

/* The object of a member access `o[k]` or `o[k] = v`, evaluated before
 * k1 and k2 (either may be NULL). A `let` local of this function that is
 * written somewhere (so read_binding copies it) is still borrowed when
 * neither k1 nor k2 can assign it: it is a plain C local that no other
 * function can reach (a captured one is boxed), so nothing but those
 * expressions runs between the read and the access. In loops over typed
 * arrays this saves a count increment and a release (an out-of-line
 * call for an object) per access. The same holds for `o.k` and for the
 * receiver of a method call `o.m(args)` (k1: the call, whose arguments
 * must not assign it), and for a `var` of this function: a redeclaration
 * is a statement, never inside the expression. */
static Val emit_member_object(FnEmit *F, Node *obj, const Node *k1, const Node *k2) {
    if (obj->kind == N_IDENT) {
        Binding *b = ident_binding(F, obj);
        if (b && (b->kind == B_LET || b->kind == B_VAR) && b->storage == ST_LOCAL && !b->unboxed && b->func == F->fi &&
            !may_assign(k1, obj->name) && !may_assign(k2, obj->name)) {
            tdz_check(F, b, obj);
            return val_const(F, "%s", binding_slot(F, b));
        }
    }
    return emit_expr(F, obj, true);
}

static Val emit_member(FnEmit *F, Node *n) {
    Val obj = val_none();
    if (n->a->kind != N_SUPER) {
        obj = emit_member_object(F, n->a, (n->flags & N_COMPUTED) ? n->b : NULL, NULL);
        if (n->flags & N_OPTIONAL) chain_check(F, &obj);
    }
    Val key = member_key(F, n);
    Val r = emit_get(F, n, &obj, &key);
    val_free(F, &key);
    val_free(F, &obj);
    return r;
}

/* obj[key] = v for member m. With take, v is not used after the store:
 * an owned temporary then goes into the slot with its count (check_int_take)
 * and is emptied. */
static void emit_put(FnEmit *F, Node *m, Val *obj, Val *key, Val *v, bool take) {
    out_pos(F, m->b);
    const char *call;
    if (m->a->kind == N_SUPER) {
        Binding *self;
        const char *homec = home_of(F, &self);
        Val th = read_this(F, m->a);
        call = fstr(F, "scr_super_set(scr_function_home(%s), %s, %s, %s)", homec, val_s(key),
                 val_s(v), val_s(&th));
        check_int(F, call);
        val_free(F, &th);
        return;
    }
    if (m->b->kind == N_PRIVATE_NAME && !(m->flags & N_COMPUTED))
        call = fstr(F, "scr_private_set(%s, %s, %s)", val_s(obj), val_s(key), val_s(v));
    else {
        /* Sloppy code ignores an assignment the object refuses (the
         * _sloppy twins); strict code throws. */
        int ic = ic_for(F, m, true);
        const char *mode = F->fi->sloppy ? "_sloppy" : "";
        int view = (m->flags & N_COMPUTED) ? view_of(F, m->a) : 0;
        if (ic >= 0 && take && v->kind == V_TEMP && !v->num) {
            check_int_take(F, fstr(F, "scr_set_ic%s_take(%s, %s, %s, &ic[%d])", mode, val_s(obj), val_s(key), val_s(v), ic),
                           v);
            return;
        }
        if (ic >= 0)
            call = fstr(F, "scr_set_ic%s(%s, %s, %s, &ic[%d])", mode, val_s(obj), val_s(key), val_s(v), ic);
        else if (view && key->i32 && !key->u32)
            call = fstr(F, "scr_view_set_i32%s(&tv_%d, %s, %s, %s)", mode, view, val_s(obj), key->i32, val_s(v));
        else if (view && key->d)
            call = fstr(F, "scr_view_set_d%s(&tv_%d, %s, %s, %s)", mode, view, val_s(obj), key->d, val_s(v));
        else if ((m->flags & N_COMPUTED) && key->i32 && !key->u32)
            call = fstr(F, "scr_set_elem_i32%s(%s, %s, %s)", mode, val_s(obj), key->i32, val_s(v));
        else if ((m->flags & N_COMPUTED) && key->d)
            call = fstr(F, "scr_set_elem_d%s(%s, %s, %s)", mode, val_s(obj), key->d, val_s(v));
        else if (m->flags & N_COMPUTED)
            call = fstr(F, "scr_set_elem%s(%s, %s, %s)", mode, val_s(obj), val_s(key), val_s(v));
        else
            call = fstr(F, "scr_set%s(%s, %s, %s)", mode, val_s(obj), val_s(key), val_s(v));
    }
    check_int(F, call);
}

/* ---- calls ----------------------------------------------------------- */

static bool has_spread(NodeList *l) {
    for (int i = 0; i < l->len; i++)
        if (l->items[i] && l->items[i]->kind == N_SPREAD) return true;
    return false;
}

/* Evaluates call arguments. Without spread: fills argv_expr with
 * "(ScrValue[]){...}" or "NULL" and returns none; vals receives the Vals
 * (to free after the call). With spread: returns an array temp. */
typedef struct Args {
    Val *vals;
    int n;
    Val arr;
    bool spread;
    char *argv;
} Args;

static char *what_of(FnEmit *F, const Node *n);

static Args emit_args(FnEmit *F, NodeList *l) {
    Args a = {0};
    a.spread = has_spread(l);
    if (a.spread) {
        int t = tmp_new(F);
        out(F, "t%d = scr_array_new(%d);", t, l->len);
        for (int i = 0; i < l->len; i++) {
            Node *e = l->items[i];
            Val v = emit_expr(F, e->kind == N_SPREAD ? e->a : e, true);
            const char *call;
            if (e->kind == N_SPREAD) {
                out_pos(F, e->a);
                char *what = what_of(F, e->a);
                call = fstr(F, "scr_args_push_spread(t%d, %s, %s)", t, val_s(&v), what);
                free(what);
            } else {
                call = fstr(F, "scr_array_push(t%d, %s)", t, val_s(&v));
            }
            check_int(F, call);
            val_free(F, &v);
        }
        a.arr = val_temp(F, t);
        return a;
    }
    a.n = l->len;
    a.vals = xmalloc(sizeof(Val) * (size_t)(l->len + 1));
    Buf b = {0};
    if (l->len == 0) buf_puts(&b, "NULL");
    else buf_puts(&b, "(ScrValue[]){");
    for (int i = 0; i < l->len; i++) {
        const Node *e = l->items[i];
        a.vals[i] = emit_expr(F, l->items[i], true);
        /* An argument read from a structure (`f(node.left)`) is still
         * linked in when the call returns: its drop is quiet, as a walk
         * local's (emit_func.c, mark_walk_locals). */
        while (e->kind == N_PAREN) e = e->a;
        if (e->kind == N_MEMBER && e->a->kind != N_SUPER) a.vals[i].walk = true;
        buf_printf(&b, "%s%s", i ? ", " : "", val_s(&a.vals[i]));
    }
    if (l->len) buf_puts(&b, "}");
    a.argv = b.s;
    return a;
}

static void free_args(FnEmit *F, Args *a) {
    if (a->spread) val_free(F, &a->arr);
    for (int i = 0; i < a->n; i++) val_free(F, &a->vals[i]);
    free(a->vals);
    free(a->argv);
}

/* ---- callee text ------------------------------------------------------
 * "x is not a function" names the callee as V8's CallPrinter prints the
 * syntax tree V8's parser built: not the source text. Parentheses go, but
 * an operator's expression is printed inside its own, with spaces around
 * the operator (`(a || b).c`, `(x , y)`); operators chained left to right
 * print as one (`(x + 1 + 2)`), and the parser has folded arithmetic on
 * number literals (`(1 + 2 + x)` prints `(3 + x)`, `(-1)` `-1`); string
 * literals in double quotes, as they are; a string key that is no array
 * index as a dot (`a.c-d`); arrays without spaces; a template by its
 * substitutions; and what the printer does not print (a `new`, a function,
 * a class, a BigInt, a conditional's parts, an object literal's values, a
 * hole) as "(intermediate value)". */

static void put_u16(Buf *b, const uint16_t *u, uint32_t n) {
    char *s = xmalloc((size_t)n * 3 + 1);
    buf_put(b, s, utf16_to_utf8(u, n, s, UTF16_PAIRS));
    free(s);
}

/* ToInt32. */
static int32_t js_int32(double d) {
    if (!isfinite(d)) return 0;
    double m = fmod(trunc(d), 4294967296.0);
    if (m < 0) m += 4294967296.0;
    return (int32_t)(uint32_t)m;
}

/* The number the parser folds e to: a number literal, or +, -, ~ of one,
 * or arithmetic on two. */
static bool folded_number(const Node *e, double *d) {
    while (e->kind == N_PAREN) e = e->a;
    double x, y;
    switch (e->kind) {
    case N_NUMBER: *d = e->num; return true;
    case N_UNARY:
        if (!folded_number(e->a, &x)) return false;
        if (e->op == T_MINUS) *d = -x;
        else if (e->op == T_PLUS) *d = x;
        else if (e->op == T_TILDE) *d = ~js_int32(x);
        else return false;
        return true;
    case N_BINARY:
        if (!folded_number(e->a, &x) || !folded_number(e->b, &y)) return false;
        switch (e->op) {
        case T_PLUS: *d = x + y; return true;
        case T_MINUS: *d = x - y; return true;
        case T_STAR: *d = x * y; return true;
        case T_SLASH: *d = x / y; return true;
        case T_PERCENT: *d = fmod(x, y); return true;
        case T_STAR2: *d = pow(x, y); return true;
        case T_PIPE: *d = js_int32(x) | js_int32(y); return true;
        case T_AMP: *d = js_int32(x) & js_int32(y); return true;
        case T_CARET: *d = js_int32(x) ^ js_int32(y); return true;
        case T_SHL: *d = (int32_t)((uint32_t)js_int32(x) << (js_int32(y) & 31)); return true;
        case T_SAR: *d = js_int32(x) >> (js_int32(y) & 31); return true;
        case T_SHR: *d = (uint32_t)js_int32(x) >> (js_int32(y) & 31); return true;
        default: return false;
        }
    default: return false;
    }
}

static void render_callee(FnEmit *F, const Node *n, Buf *b);

/* An operator chain `x op y op z` (left-nested, one operator) as V8's
 * n-ary node: its operands with " op " between. */
static void render_chain(FnEmit *F, const Node *n, NodeKind kind, int op, Buf *b) {
    const Node *l = n->a;
    while (l->kind == N_PAREN) l = l->a;
    double d;
    if (l->kind == kind && l->op == op && !folded_number(l, &d))
        render_chain(F, l, kind, op, b);
    else
        render_callee(F, n->a, b);
    buf_printf(b, " %s ", tok_name((TokKind)op));
    render_callee(F, n->b, b);
}

static void render_callee(FnEmit *F, const Node *n, Buf *b) {
    while (n->kind == N_PAREN) n = n->a;
    double d;
    if (folded_number(n, &d)) {
        buf_put_number(b, d);
        return;
    }
    switch (n->kind) {
    case N_IDENT: buf_puts(b, n->name); return;
    case N_THIS: buf_puts(b, "this"); return;
    case N_SUPER: buf_puts(b, "super"); return;
    case N_TRUE: buf_puts(b, "true"); return;
    case N_FALSE: buf_puts(b, "false"); return;
    case N_NULL: buf_puts(b, "null"); return;
    case N_CHAIN: render_callee(F, n->a, b); return;
    case N_STRING:
        buf_puts(b, "\"");
        put_u16(b, n->u16, n->u16len);
        buf_puts(b, "\"");
        return;
    case N_REGEX: buf_printf(b, "/%s/%s", n->name, n->name2 ? n->name2 : ""); return;
    case N_TEMPLATE:
        if (n->list2.len == 0) {
            const Node *q = n->list.len ? n->list.items[0] : NULL;
            buf_puts(b, "\"");
            if (q && q->u16) put_u16(b, q->u16, q->u16len);
            buf_puts(b, "\"");
            return;
        }
        for (int i = 0; i < n->list2.len; i++) render_callee(F, n->list2.items[i], b);
        return;
    case N_ARRAY:
        buf_puts(b, "[");
        for (int i = 0; i < n->list.len; i++) {
            if (i) buf_puts(b, ",");
            if (!n->list.items[i]) buf_puts(b, "(intermediate value)");
            else render_callee(F, n->list.items[i], b);
        }
        buf_puts(b, "]");
        return;
    case N_OBJECT:
        buf_puts(b, "{");
        for (int i = 0; i < n->list.len; i++) buf_puts(b, "(intermediate value)");
        buf_puts(b, "}");
        return;
    case N_SPREAD:
        buf_puts(b, "(...");
        render_callee(F, n->a, b);
        buf_puts(b, ")");
        return;
    case N_BINARY:
    case N_LOGICAL:
        buf_puts(b, "(");
        render_chain(F, n, n->kind, n->op, b);
        buf_puts(b, ")");
        return;
    case N_SEQUENCE:
        buf_puts(b, "(");
        for (int i = 0; i < n->list.len; i++) {
            if (i) buf_puts(b, " , ");
            render_callee(F, n->list.items[i], b);
        }
        buf_puts(b, ")");
        return;
    case N_UNARY:
        buf_printf(b, "(%s%s", tok_name((TokKind)n->op),
                   n->op == T_TYPEOF || n->op == T_VOID || n->op == T_DELETE ? " " : "");
        render_callee(F, n->a, b);
        buf_puts(b, ")");
        return;
    case N_UPDATE:
        buf_puts(b, "(");
        if (n->flags & N_PREFIX) buf_puts(b, tok_name((TokKind)n->op));
        render_callee(F, n->a, b);
        if (!(n->flags & N_PREFIX)) buf_puts(b, tok_name((TokKind)n->op));
        buf_puts(b, ")");
        return;
    case N_ASSIGN: render_callee(F, n->a, b); return;
    case N_CONDITIONAL:
        /* The test and both branches, none of them printed. */
        buf_puts(b, "(intermediate value)(intermediate value)(intermediate value)");
        return;
    case N_NEW:
    case N_FUNC_EXPR:
    case N_ARROW:
    case N_CLASS_EXPR:
    case N_BIGINT: buf_puts(b, "(intermediate value)"); return;
    case N_CALL:
        render_callee(F, n->a, b);
        buf_puts(b, "(...)");
        return;
    case N_MEMBER: {
        render_callee(F, n->a, b);
        if (!(n->flags & N_COMPUTED)) {
            buf_puts(b, n->flags & N_OPTIONAL ? "?." : ".");
            if (n->b->kind == N_PRIVATE_NAME) buf_puts(b, "#");
            buf_puts(b, n->b->name);
            return;
        }
        const Node *k = n->b;
        while (k->kind == N_PAREN) k = k->a;
        /* A string key that is no array index is a property name. */
        if (k->kind == N_STRING) {
            bool index = k->u16len > 0 && k->u16len <= 10 && (k->u16[0] != '0' || k->u16len == 1);
            double v = 0;
            for (uint32_t i = 0; i < k->u16len && index; i++) {
                if (k->u16[i] < '0' || k->u16[i] > '9') index = false;
                v = v * 10 + (k->u16[i] - '0');
            }
            if (!index || v >= 4294967295.0) {
                buf_puts(b, ".");
                put_u16(b, k->u16, k->u16len);
                return;
            }
        }
        buf_puts(b, "[");
        render_callee(F, k, b);
        buf_puts(b, "]");
        return;
    }
    default: {
        /* The parser's range of a parenthesised expression may include
         * the parentheses. */
        char *src = node_source(F, n);
        char *s = src;
        size_t len = strlen(s);
        while (len >= 2 && s[0] == '(' && s[len - 1] == ')') {
            s++;
            len -= 2;
        }
        /* Source text on one line. */
        for (size_t i = 0; i < len; i++)
            if (s[i] == '\n' || s[i] == '\r' || s[i] == '\t') s[i] = ' ';
        buf_put(b, s, len);
        free(src);
        return;
    }
    }
}

char *iter_what(FnEmit *F, const Node *n) {
    while (n->kind == N_PAREN) n = n->a;
    Buf b = {0};
    if (n->kind == N_CALL || n->kind == N_NEW) {
        render_callee(F, n->a, &b);
        buf_puts(&b, " is not a function or its return value");
    } else {
        render_callee(F, n, &b);
    }
    char *lit = c_string_literal(b.s ? b.s : "", b.len);
    free(b.s);
    return lit;
}

static char *what_of(FnEmit *F, const Node *n) {
    Buf b = {0};
    render_callee(F, n, &b);
    char *src = b.s ? b.s : xstrdup("");
    char *lit = c_string_literal(src, strlen(src));
    free(src);
    return lit;
}

static Val emit_super_call(FnEmit *F, Node *n) {
    Binding *self = nonarrow_special(F, B_FUNC_SELF);
    Binding *nt = nonarrow_special(F, B_NEW_TARGET);
    Binding *th = nonarrow_special(F, B_THIS);
    const char *selfc, *ntc;
    selfc = self ? binding_slot(F, self) : "func";
    ntc = nt ? binding_slot(F, nt) : "new_target";
    Args a = emit_args(F, &n->list);
    int t = tmp_new(F);
    out_pos(F, n->a);
    if (a.spread) out(F, "t%d = scr_super_call_array(%s, %s, %s);", t, selfc, ntc, val_s(&a.arr));
    else out(F, "t%d = scr_super_call(%s, %s, %d, %s);", t, selfc, ntc, a.n, a.argv);
    check_val(F, t);
    free_args(F, &a);
    if (th) {
        const char *slot = binding_slot(F, th);
        const char *slotc = slot;
        out(F, "if (%s != SCR_UNINIT) {", slotc);
        F->indent++;
        out(F, "scr_clear(&t%d);", t);
        out(F, "scr_throw_super_twice();");
        goto_handler(F);
        close_brace(F);
        /* scr_super_call has run the class's field initialisers. */
        out(F, "%s = scr_dup(t%d);", slotc, t);
    }
    return val_temp(F, t);
}

/* The C function of a call's callee when it is known at compile time: a
 * function declaration, declared once in its scope, whose name nothing
 * assigns. Its function object (the callee's value) then always runs that
 * code and is never a class, so the call can skip scr_call's dispatch. */
/* The declarator under n whose target is the identifier `id`, or NULL. */
static const Node *find_declarator(const Node *n, const Node *id) {
    if (!n) return NULL;
    if (n->kind == N_DECLARATOR && n->a == id) return n;
    const Node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++) {
        const Node *r = find_declarator(kids[i], id);
        if (r) return r;
    }
    for (int i = 0; i < n->list.len; i++) {
        const Node *r = find_declarator(n->list.items[i], id);
        if (r) return r;
    }
    for (int i = 0; i < n->list2.len; i++) {
        const Node *r = find_declarator(n->list2.items[i], id);
        if (r) return r;
    }
    return NULL;
}

/* The function a `const f = function () {}` or `const f = () => ...`
 * (or such a `let` that nothing assigns) always holds once initialised:
 * the binding never holds another function, so a call through it runs
 * that code. NULL for any other binding. Bundlers write a module's
 * helpers this way, inside the module's wrapper function. */
static FuncInfo *const_function(FnEmit *F, const Binding *b) {
    if ((b->kind != B_CONST && b->kind != B_LET) || b->assigned || b->nwrites != 1 || !b->decl || !b->scope)
        return NULL;
    Emitter *E = F->em;
    for (int i = 0; i < E->nfnconst; i++)
        if (E->fnconst_b[i] == b) return E->fnconst_g[i];
    const Node *d = find_declarator(b->scope->node, b->decl);
    const Node *init = d ? d->b : NULL;
    while (init && init->kind == N_PAREN) init = init->a;
    FuncInfo *g = NULL;
    if (init && (init->kind == N_ARROW || init->kind == N_FUNC_EXPR)) g = init->scope;
    if (E->nfnconst == E->fnconstcap) {
        E->fnconstcap = E->fnconstcap ? 2 * E->fnconstcap : 16;
        E->fnconst_b = xgrow(E->fnconst_b, sizeof *E->fnconst_b * (size_t)E->fnconstcap);
        E->fnconst_g = xgrow(E->fnconst_g, sizeof *E->fnconst_g * (size_t)E->fnconstcap);
    }
    E->fnconst_b[E->nfnconst] = b;
    E->fnconst_g[E->nfnconst++] = g;
    return g;
}

/* After a direct call returns: a direct call passes no scr_call to bump
 * the code epoch for the string views of the loops around it (scr.h,
 * ScrStrView), so it is bumped here. */
static void direct_call_ran(FnEmit *F) {
    if (F->sview_loops) out(F, "scr_code_ran();");
}

static const char *direct_callee(FnEmit *F, const Node *callee, FuncInfo **target) {
    *target = NULL;
    if (callee->kind != N_IDENT) return NULL;
    Binding *b = ident_binding(F, callee);
    if (!b) return NULL;
    FuncInfo *g;
    if (b->kind == B_FUNC) {
        if (b->assigned || b->nfunc_decls != 1 || !b->func_decl) return NULL;
        g = b->func_decl->scope;
    } else {
        g = const_function(F, b);
    }
    if (g && g->cname) emit_fnref(F->em, g->cname);
    if (g && g->cname) *target = g;
    return g && g->cname ? g->cname : NULL;
}

/* A direct call through a function's numeric C entry (numeric.h): the
 * function object (unless it is a leaf), then the arguments as C numbers
 * (those past the parameters were evaluated and are dropped); the result
 * an unboxed Number. A leaf cannot throw; after any other, the pending
 * exception is the test. */
static Val num_call(FnEmit *F, FuncInfo *g, Args *a, Val *fn, Val *thisv, const Node *pos, bool want) {
    const Node *gn = g->node;
    Buf args = {0};
    if (!g->num_leaf) {
        out_pos(F, pos);
        buf_puts(&args, val_s(fn));
    }
    for (int i = 0; i < gn->list.len; i++) {
        Val *v = &a->vals[i];
        const char *c;
        if (ident_binding(F, gn->list.items[i])->unboxed != UNBOX_INT32) c = num_of(F, v);
        else if (v->i32 && !v->u32) c = v->i32;
        else c = fstr(F, "(int32_t)%s", num_of(F, v));
        buf_printf(&args, "%s%s", args.len ? ", " : "", c);
    }
    char *num = xsprintf("%s_num", g->cname);
    emit_fnref(F->em, num);
    Val r;
    if (g->ret_int32) {
        int k = ++F->nint32;
        out(F, "i32_%d = %s(%s);", k, num, args.s ? args.s : "");
        r = val_int32(F, k, false);
    } else {
        int k = ++F->ndbl;
        out(F, "d_%d = %s(%s);", k, num, args.s ? args.s : "");
        r = val_dbl(F, k);
    }
    free(num);
    free(args.s);
    if (!g->num_leaf) out(F, "if (scr_exception_pending()) goto %s;", F->handler);
    if (!g->num_leaf) direct_call_ran(F);
    free_args(F, a);
    val_free(F, fn);
    val_free(F, thisv);
    return want ? r : val_none();
}

/* import.meta.resolve("literal"): resolved now, as Node would from this
 * module. Node returns the URL even for a file that does not exist (the
 * URL its not-found error carries); other failures throw at the call.
 * Further arguments are evaluated, as they would be. */
/* import("literal"): a promise of the namespace of a module compiled into
 * the program (evaluated on first import), of a runtime-provided module,
 * or rejected with Node's resolution error (emit_module.c resolved it). */
static Val emit_import_call(FnEmit *F, Node *n, bool want) {
    DynImport *d = NULL;
    for (int i = 0; i < F->mod->ndyn; i++)
        if (F->mod->dyn[i].node == n) d = &F->mod->dyn[i];
    if (n->b) emit_discard(F, n->b);
    int t = tmp_new(F);
    out_pos(F, n);
    if (!d) {
        emit_fail(F, n, "internal: import() call not loaded");
    } else if (d->module >= 0) {
        /* The modules its first import runs (none when the entry's imports
         * reach it), a table of this unit; its namespace is the entry
         * unit's. */
        Module *target = F->em->prog->mods[d->module];
        const char *ns = fstr(F, "mod%d_ns", target->index);
        emit_extern(F->em, ns);
        int *chain;
        int n = program_import_chain(F->em->prog, d->module, &chain);
        if (n) {
            const char *cn = unique_global(F->em, fstr(F, "m%d_chain", target->index));
            Buf *st = &F->em->statics;
            buf_printf(st, "static const int %s[%d] = {", cn, n);
            for (int k = 0; k < n; k++) buf_printf(st, "%s%d", k ? ", " : "", chain[k]);
            buf_printf(st, "}; /* import() of %s */\n", comment_text(F->em, target->sf->path));
            out(F, "t%d = scr_dynamic_import(%s, %d, &%s);", t, cn, n, ns);
        } else {
            out(F, "t%d = scr_dynamic_import(NULL, 0, &%s);", t, ns);
        }
        free(chain);
    } else if (d->builtin) {
        out(F, "t%d = scr_dynamic_import_builtin(\"%s\");", t, d->builtin);
    } else {
        char *msg = c_string_literal(d->err_message, strlen(d->err_message));
        out(F, "t%d = scr_dynamic_import_reject(\"%s\", \"%s\", %s);", t, d->err_name, d->err_code, msg);
        free(msg);
    }
    check_val(F, t);
    Val r = val_temp(F, t);
    if (!want) {
        val_free(F, &r);
        return val_none();
    }
    return r;
}

static bool starts_with_node_scheme(const char *s) { return strncmp(s, "node:", 5) == 0; }

static Val emit_meta_resolve(FnEmit *F, Node *n, bool want) {
    Node *arg = n->list.items[0];
    char *spec = utf16_to_utf8_dup(arg->u16, arg->u16len, UTF16_PAIRS);
    for (int i = 1; i < n->list.len; i++) emit_discard(F, n->list.items[i]);
    Resolution r = {0};
    char *url = NULL;
    if (starts_with_node_scheme(spec)) url = xstrdup(spec);
    else if (resolve_module(F->sf->abspath, spec, RESOLVE_IMPORT, &r) == 0 || r.unsupported_ext || r.failed_url) {
        url = r.failed_url ? xstrdup(r.failed_url)
              : r.path     ? resolve_path_to_url(r.path)
                           : xstrdup(r.builtin);
    }
    Val v;
    if (url) {
        v = val_const(F, "%s", kstr(F->em, const_utf8(F->em, url)));
    } else {
        /* Node's error, thrown where the call is. */
        char *msg = c_string_literal(r.message, strlen(r.message));
        out_pos(F, n);
        out(F, "scr_throw_module_error(\"%s\", \"%s\", %s);", r.error_name, r.code, msg);
        free(msg);
        goto_handler(F);
        v = val_const(F, "SCR_UNDEFINED");
    }
    resolution_free(&r);
    free(url);
    free(spec);
    if (!want) return val_none();
    return v;
}

/* Built-in methods a call reaches without a lookup when the get site's
 * cache shows the built-in (scr.h, "Intrinsic method calls"), by name.
 * Another method of the same name (Array's slice, a class's get) fails
 * the runtime test and takes the ordinary get and call. */
static const char *const intrinsic_names[][2] = {
    {"charCodeAt", "SCR_INTRINSIC_CHAR_CODE_AT"}, {"slice", "SCR_INTRINSIC_STRING_SLICE"},
    {"indexOf", "SCR_INTRINSIC_STRING_INDEX_OF"}, {"push", "SCR_INTRINSIC_ARRAY_PUSH"},
    {"get", "SCR_INTRINSIC_MAP_GET"},             {"set", "SCR_INTRINSIC_MAP_SET"},
    {"has", "SCR_INTRINSIC_MAP_HAS"},
};

/* The SCR_INTRINSIC_* of call n (`o.name(args)` with a cached get, no
 * optional chaining, no spread), or NULL. */
static const char *intrinsic_of(const Node *n, const Node *callee) {
    if (callee->kind != N_MEMBER || !ic_worthy(callee) || ((callee->flags | n->flags) & N_OPTIONAL) ||
        has_spread((NodeList *)&n->list))
        return NULL;
    for (size_t i = 0; i < sizeof intrinsic_names / sizeof *intrinsic_names; i++)
        if (!strcmp(callee->b->name, intrinsic_names[i][0])) return intrinsic_names[i][1];
    return NULL;
}

/* `o.name(args)` for a name of intrinsic_names:
 *
 *     i32_N = scr_get_ic_intrinsic(o, name, &ic[K], WHICH, &tF);
 *     if (i32_N < 0) goto fail;
 *     <args>
 *     tR = i32_N ? scr_call_intrinsic(WHICH, o, ...) : scr_call(tF, o, ...);
 *
 * One lookup: when it finds the built-in (which the realm keeps alive) the
 * call goes straight to its C code, else to the method it found. */
/* The end of a call emitted into t: the exception check, the arguments,
 * callee and receiver freed, and the result (or nothing). */
static Val call_done(FnEmit *F, int t, Args *a, Val *fn, Val *thisv, bool want) {
    check_val(F, t);
    free_args(F, a);
    val_free(F, fn);
    val_free(F, thisv);
    Val r = val_temp(F, t);
    if (!want) {
        val_free(F, &r);
        return val_none();
    }
    return r;
}

static Val emit_intrinsic_call(FnEmit *F, Node *n, Node *callee, const char *which, bool want) {
    Val thisv = emit_expr(F, callee->a, true);
    Val key = member_key(F, callee);
    int ic = ic_for(F, callee, false);
    int flag = ++F->nint32;
    int tf = tmp_new(F);
    out_pos(F, callee->b);
    out(F, "i32_%d = scr_get_ic_intrinsic(%s, %s, &ic[%d], %s, &t%d);", flag, val_s(&thisv), val_s(&key), ic, which, tf);
    check_int(F, fstr(F, "i32_%d", flag));
    val_free(F, &key);
    Val fn = val_temp(F, tf);
    Args a = emit_args(F, &n->list);
    char *what = what_of(F, callee);
    int t = tmp_new(F);
    out_pos(F, callee->b);
    out(F, "t%d = i32_%d ? scr_call_intrinsic(%s, %s, %d, %s) : scr_call(%s, %s, %d, %s, %s);", t, flag, which,
        val_s(&thisv), a.n, a.argv, val_s(&fn), val_s(&thisv), a.n, a.argv, what);
    free(what);
    return call_done(F, t, &a, &fn, &thisv, want);
}

static Val emit_call(FnEmit *F, Node *n, bool want) {
    Node *callee = n->a;
    if (is_import_meta_resolve(callee)) return emit_meta_resolve(F, n, want);
    Val fast;
    if (emit_fast_expr(F, n, &fast)) {
        if (!want) val_free(F, &fast);
        return want ? fast : val_none();
    }
    while (callee->kind == N_PAREN) callee = callee->a;
    if (callee->kind == N_SUPER) {
        Val v = emit_super_call(F, n);
        if (!want) val_free(F, &v);
        return v;
    }
    const char *which = intrinsic_of(n, callee);
    if (which) return emit_intrinsic_call(F, n, callee, which, want);
    Val fn, thisv = val_const(F, "SCR_UNDEFINED");
    const Node *pos;
    if (callee->kind == N_MEMBER) {
        if (callee->a->kind == N_SUPER) {
            thisv = read_this(F, callee->a);
        } else {
            /* The receiver stays borrowed through the call: the callee
             * cannot reach a plain C local of this function. */
            thisv = emit_member_object(F, callee->a, (callee->flags & N_COMPUTED) ? callee->b : NULL, n);
            if (callee->flags & N_OPTIONAL) chain_check(F, &thisv);
        }
        Val key = member_key(F, callee);
        fn = emit_get(F, callee, &thisv, &key);
        val_free(F, &key);
        pos = callee->b;
    } else {
        fn = emit_expr(F, callee, true);
        pos = callee;
    }
    Node paren = {.line = n->op_line, .col = n->op_col};
    if (n->op_line) pos = &paren;
    if (n->flags & N_OPTIONAL) chain_check(F, &fn);
    Args a = emit_args(F, &n->list);
    FuncInfo *target;
    const char *direct = direct_callee(F, callee, &target);
    if (direct && !a.spread && target->num_entry && a.n >= target->node->list.len)
        return num_call(F, target, &a, &fn, &thisv, pos, want);
    char *what = what_of(F, callee);
    int t = tmp_new(F);
    out_pos(F, pos);
    if (direct && !a.spread) {
        out(F, "t%d = %s(%s, SCR_UNDEFINED, %d, %s, SCR_UNDEFINED);", t, direct, val_s(&fn), a.n, a.argv);
        direct_call_ran(F);
    } else if (a.spread)
        out(F, "t%d = scr_call_array(%s, %s, %s, %s);", t, val_s(&fn), val_s(&thisv), val_s(&a.arr), what);
    else
        out(F, "t%d = scr_call(%s, %s, %d, %s, %s);", t, val_s(&fn), val_s(&thisv), a.n, a.argv, what);
    free(what);
    return call_done(F, t, &a, &fn, &thisv, want);
}

/* The constructor that `new C(...)` runs when C names a class declaration
 * that nothing assigns: once initialised (the read checks the dead zone
 * first) the binding holds that class, whose [[Construct]] calls the
 * constructor's C function with the class as new.target. NULL otherwise. */
static FuncInfo *direct_class_ctor(FnEmit *F, const Node *callee) {
    if (callee->kind != N_IDENT) return NULL;
    Binding *b = ident_binding(F, callee);
    if (!b || b->kind != B_CLASS || b->assigned || !b->func_decl) return NULL;
    ClassInfo *ci = b->func_decl->scope;
    if (!ci || !ci->ctor || !ci->ctor->cname) return NULL;
    emit_fnref(F->em, ci->ctor->cname);
    return ci->ctor;
}

static Val emit_new(FnEmit *F, Node *n) {
    Val fn = emit_expr(F, n->a, true);
    Args a = emit_args(F, &n->list);
    char *what = what_of(F, n->a);
    int t = tmp_new(F);
    out_pos(F, n);
    FuncInfo *ctor = a.spread ? NULL : direct_class_ctor(F, n->a);
    if (a.spread) out(F, "t%d = scr_new_array(%s, %s, %s);", t, val_s(&fn), val_s(&a.arr), what);
    else if (ctor) {
        out(F, "t%d = %s(%s, SCR_UNDEFINED, %d, %s, %s);", t, ctor->cname, val_s(&fn), a.n, a.argv, val_s(&fn));
        direct_call_ran(F);
    } else out(F, "t%d = scr_new(%s, %d, %s, %s);", t, val_s(&fn), a.n, a.argv, what);
    free(what);
    check_val(F, t);
    free_args(F, &a);
    val_free(F, &fn);
    return val_temp(F, t);
}

/* ---- operators ------------------------------------------------------- */

static const char *arith_fn(int op) {
    switch (op) {
    case T_PLUS: case T_PLUS_ASSIGN: return "scr_add";
    case T_MINUS: case T_MINUS_ASSIGN: return "scr_sub";
    case T_STAR: case T_STAR_ASSIGN: return "scr_mul";
    case T_SLASH: case T_SLASH_ASSIGN: return "scr_div";
    case T_PERCENT: case T_PERCENT_ASSIGN: return "scr_mod";
    case T_STAR2: case T_STAR2_ASSIGN: return "scr_pow";
    case T_AMP: case T_AMP_ASSIGN: return "scr_bitand";
    case T_PIPE: case T_PIPE_ASSIGN: return "scr_bitor";
    case T_CARET: case T_CARET_ASSIGN: return "scr_bitxor";
    case T_SHL: case T_SHL_ASSIGN: return "scr_shl";
    case T_SAR: case T_SAR_ASSIGN: return "scr_sar";
    case T_SHR: case T_SHR_ASSIGN: return "scr_shr";
    default: return NULL;
    }
}

/* The C operator for an arithmetic operator on two Numbers, or NULL. */
const char *c_arith(int op) {
    switch (op) {
    case T_PLUS: case T_PLUS_ASSIGN: return "+";
    case T_MINUS: case T_MINUS_ASSIGN: return "-";
    case T_STAR: case T_STAR_ASSIGN: return "*";
    case T_SLASH: case T_SLASH_ASSIGN: return "/";
    default: return NULL;
    }
}

static bool numeric_pair(FnEmit *F, const Node *n) { return numeric_operands(&F->em->prog->an, n); }

static const char *int32_of(FnEmit *F, const Val *v, bool numeric, const Node *at);
static Val int32_binary(FnEmit *F, int op, const char *x, const char *y);

/* A `%` whose right operand is an int32 literal above 0: that literal (for
 * scr__mod_d_int and scr_mod_int), else 0. */
int32_t const_divisor(int op, const Node *rhs) {
    if (op != T_PERCENT && op != T_PERCENT_ASSIGN) return 0;
    while (rhs && rhs->kind == N_PAREN) rhs = rhs->a;
    if (!rhs || rhs->kind != N_NUMBER || !numeric_int32_value(rhs->num) || rhs->num <= 0) return 0;
    return (int32_t)rhs->num;
}

/* Emits op on two Number operands into a new C double d_N (an int32 i32_N
 * for a bitwise operator): plain C for + - * /, scr__mod_d for %, the
 * runtime's operator otherwise (which cannot throw on two Numbers). No
 * exception check and no position: nothing here can throw. */
static Val emit_numeric_arith(FnEmit *F, int op, Val *a, Val *b, const Node *rhs) {
    Val r;
    const char *cop = c_arith(op);
    if (cop || op == T_PERCENT || op == T_PERCENT_ASSIGN) {
        const char *A = num_of(F, a), *B = num_of(F, b);
        int k = ++F->ndbl;
        int32_t c = const_divisor(op, rhs);
        if (cop) out(F, "d_%d = %s %s %s;", k, A, cop, B);
        else if (c) out(F, "d_%d = scr__mod_d_int(%s, %d);", k, A, (int)c);
        else out(F, "d_%d = scr__mod_d(%s, %s);", k, A, B);
        r = val_dbl(F, k);
    } else if (op == T_STAR2 || op == T_STAR2_ASSIGN) {
        int k = ++F->ndbl;
        out(F, "d_%d = scr_as_number(scr_pow(%s, %s));", k, val_s(a), val_s(b));
        r = val_dbl(F, k);
    } else {
        const char *x = int32_of(F, a, true, NULL), *y = int32_of(F, b, true, NULL);
        r = int32_binary(F, op, x, y);
    }
    val_free(F, a);
    val_free(F, b);
    return r;
}

/* ---- int32 operators -------------------------------------------------
 * A bitwise operator whose result is a Number (numeric.c: a Number on
 * either side; a BigInt on the other side throws) computes in C int32_t:
 * each operand as ToInt32 of it (an operand that is itself such a result
 * is read as it is), the result in a variable i32_N. Consumers read it as
 * a Number through val_s; another bitwise operator and a typed array index
 * read the int32 directly, so a chain like `t[(c ^ b[i]) & 0xff] ^ (c >>> 8)`
 * converts between double and int32 only at its ends. */

bool bitwise_op(int op) {
    switch (op) {
    case T_AMP: case T_PIPE: case T_CARET: case T_SHL: case T_SAR: case T_SHR:
        return true;
    default: return false;
    }
}

/* The C int32 expression of ToInt32(v). A Number (numeric) converts
 * without a call; anything else converts through ToNumeric, which may run
 * JS code or throw (here, before the operator: the operands are already
 * evaluated, in order). */
static const char *int32_of(FnEmit *F, const Val *v, bool numeric, const Node *at) {
    if (v->i32) return v->i32;
    if (numeric || v->num) return fstr(F, "scr_d_to_int32(%s)", num_of(F, v));
    int k = ++F->nint32;
    out_pos(F, at);
    check_int(F, fstr(F, "scr_to_int32_mix(%s, &i32_%d)", val_s(v), k));
    return fstr(F, "i32_%d", k);
}

static bool emit_int32_binary(FnEmit *F, Node *n, Val *result) {
    if (!bitwise_op(n->op)) return false;
    const Analysis *an = &F->em->prog->an;
    bool na = numeric_expr(an, n->a), nb = numeric_expr(an, n->b);
    if (!na && !nb) return false;
    if (emit_fast_int32(F, n, result)) return true;
    Val a = emit_expr(F, n->a, true);
    Val b = emit_expr(F, n->b, true);
    const char *x = int32_of(F, &a, na, n);
    const char *y = int32_of(F, &b, nb, n);
    *result = int32_binary(F, n->op, x, y);
    val_free(F, &a);
    val_free(F, &b);
    return true;
}

/* The C int32_t expression of x op y on the int32s x and y (a bitwise
 * operator or its compound assignment; >>> gives the uint32's bits). */
const char *int32_op_c(FnEmit *F, int op, const char *x, const char *y) {
    switch (op) {
    case T_AMP: case T_AMP_ASSIGN: return fstr(F, "(%s & %s)", x, y);
    case T_PIPE: case T_PIPE_ASSIGN: return fstr(F, "(%s | %s)", x, y);
    case T_CARET: case T_CARET_ASSIGN: return fstr(F, "(%s ^ %s)", x, y);
    case T_SHL: case T_SHL_ASSIGN: return fstr(F, "(int32_t)((uint32_t)%s << (%s & 31))", x, y);
    case T_SAR: case T_SAR_ASSIGN: return fstr(F, "(%s >> (%s & 31))", x, y);
    default: return fstr(F, "(int32_t)((uint32_t)%s >> (%s & 31))", x, y);
    }
}

/* x op y on the int32s x and y into a new i32_N. */
static Val int32_binary(FnEmit *F, int op, const char *x, const char *y) {
    int k = ++F->nint32;
    out(F, "i32_%d = %s;", k, int32_op_c(F, op, x, y));
    return val_int32(F, k, op == T_SHR || op == T_SHR_ASSIGN);
}

static bool is_compare(int op) {
    switch (op) {
    case T_LT: case T_GT: case T_LE: case T_GE: case T_EQ2: case T_NE: case T_EQ3: case T_NE3:
    case T_IN: case T_INSTANCEOF:
        return true;
    default: return false;
    }
}

/* Computes a comparison into r (1/0), jumping to the handler on -1. */
static void emit_compare(FnEmit *F, Node *n);

/* Ends a fast path's branch (opened with `if (guards) {`) and emits the
 * ordinary comparison n as its `else`. */
void emit_compare_otherwise(FnEmit *F, Node *n) {
    close_brace(F);
    out_else(F);
    F->indent++;
    F->no_fast++;
    emit_compare(F, n);
    F->no_fast--;
    close_brace(F);
}

static void emit_compare(FnEmit *F, Node *n) {
    if (n->op != T_IN && n->op != T_INSTANCEOF && fast_wanted2(F, n->a, n->b)) {
        /* Two Numbers once the guards hold (numeric fast paths, emit_fast.c). */
        Buf g = {0};
        const char *x = fast_c(F, n->a, &g), *y = fast_c(F, n->b, &g);
        const char *cop = n->op == T_LT ? "<" : n->op == T_GT ? ">" : n->op == T_LE ? "<=" : n->op == T_GE ? ">="
                        : (n->op == T_EQ2 || n->op == T_EQ3) ? "==" : "!=";
        fast_comment(F, n);
        out(F, "if (%s) {", g.s);
        free(g.s);
        F->indent++;
        out(F, "r = %s %s %s;", x, cop, y);
        emit_compare_otherwise(F, n);
        F->last_line = 0;
        return;
    }
    if (n->op == T_IN && n->a->kind == N_PRIVATE_NAME) {
        Binding *pb = ident_binding(F, n->a);
        Val o = emit_expr(F, n->b, true);
        out_pos(F, n);
        out(F, "r = scr_private_has(%s, %s);", val_s(&o), pb ? binding_slot(F, pb) : "SCR_UNDEFINED");
        out(F, "if (r < 0) goto %s;", F->handler);
        val_free(F, &o);
        return;
    }
    if ((n->op == T_EQ3 || n->op == T_NE3 || n->op == T_EQ2 || n->op == T_NE) && !F->no_fast &&
        emit_peek_compare(F, n))
        return;
    Val a = emit_expr(F, n->a, true);
    Val b = emit_expr(F, n->b, true);
    const char *A = val_s(&a), *B = val_s(&b);
    if (n->op != T_IN && n->op != T_INSTANCEOF && numeric_pair(F, n)) {
        /* Two Numbers: IEEE comparison is JavaScript's (NaN compares false,
         * -0 equals 0), for the loose and strict equalities too. */
        const char *cop = n->op == T_LT ? "<" : n->op == T_GT ? ">" : n->op == T_LE ? "<=" : n->op == T_GE ? ">="
                        : (n->op == T_EQ2 || n->op == T_EQ3) ? "==" : "!=";
        out(F, "r = %s %s %s;", num_of(F, &a), cop, num_of(F, &b));
        val_free(F, &a);
        val_free(F, &b);
        return;
    }
    bool may_throw = true;
    switch (n->op) {
    case T_LT: out_pos(F, n); out(F, "r = scr_lt(%s, %s);", A, B); break;
    case T_GT: out_pos(F, n); out(F, "r = scr_gt(%s, %s);", A, B); break;
    case T_LE: out_pos(F, n); out(F, "r = scr_le(%s, %s);", A, B); break;
    case T_GE: out_pos(F, n); out(F, "r = scr_ge(%s, %s);", A, B); break;
    case T_EQ2: out_pos(F, n); out(F, "r = scr_loose_eq(%s, %s);", A, B); break;
    case T_NE:
        out_pos(F, n);
        out(F, "r = scr_loose_eq(%s, %s);", A, B);
        out(F, "if (r < 0) goto %s;", F->handler);
        out(F, "r = !r;");
        may_throw = false;
        break;
    case T_EQ3: out(F, "r = scr_strict_eq(%s, %s);", A, B); may_throw = false; break;
    case T_NE3: out(F, "r = !scr_strict_eq(%s, %s);", A, B); may_throw = false; break;
    case T_IN: out_pos(F, n); out(F, "r = scr_has(%s, %s);", A, B); break;
    case T_INSTANCEOF: out_pos(F, n); out(F, "r = scr_instanceof(%s, %s);", A, B); break;
    }
    if (may_throw) out(F, "if (r < 0) goto %s;", F->handler);
    val_free(F, &a);
    val_free(F, &b);
}

void emit_cond(FnEmit *F, Node *n) {
    while (n->kind == N_PAREN) n = n->a;
    if (n->kind == N_BINARY && is_compare(n->op)) {
        emit_compare(F, n);
        return;
    }
    if (n->kind == N_UNARY && n->op == T_NOT) {
        emit_cond(F, n->a);
        out(F, "r = !r;");
        return;
    }
    if (n->kind == N_LOGICAL && n->op != T_QQ) {
        emit_cond(F, n->a);
        out(F, n->op == T_AND2 ? "if (r) {" : "if (!r) {");
        F->indent++;
        emit_cond(F, n->b);
        close_brace(F);
        return;
    }
    if (n->kind == N_TRUE) { out(F, "r = 1;"); return; }
    if (n->kind == N_FALSE) { out(F, "r = 0;"); return; }
    if (emit_peek_truth(F, n)) return;
    Binding *b = n->kind == N_IDENT ? ident_binding(F, n) : NULL;
    if (b && !b->unboxed) {
        /* The truth of a binding (`while (n)`) is tested where it lies: no
         * code runs between the read and the test, so no count is needed
         * (and none dropped: a dropped count on an object is a cycle
         * candidate, and a list or tree walk would buffer every node). */
        tdz_check(F, b, n);
        out(F, "r = scr_to_boolean(%s);", binding_slot(F, b));
        return;
    }
    Val v = emit_expr(F, n, true);
    out(F, "r = scr_to_boolean(%s);", val_s(&v));
    val_free(F, &v);
}

static Val bool_from_r(FnEmit *F) {
    int t = tmp_new(F);
    out(F, "t%d = scr_bool(r);", t);
    return val_temp(F, t);
}

/* Emits `tN = fn(n, (ScrValue[]){...});` over n temporaries whose values
 * move into the call (each becomes undefined and free); returns N. */
static int emit_call_taking(FnEmit *F, const char *fn, Val *vals, int n) {
    Buf b = {0};
    for (int i = 0; i < n; i++) buf_printf(&b, "%st%d", i ? ", " : "", vals[i].t);
    int t = tmp_new(F);
    out(F, "t%d = %s(%d, (ScrValue[]){%s});", t, fn, n, b.s);
    free(b.s);
    for (int i = 0; i < n; i++) {
        out(F, "t%d = SCR_UNDEFINED;", vals[i].t);
        tmp_free(F, vals[i].t);
    }
    return t;
}

#define CONCAT_MAX_PARTS 32

/* `"lit" + a + b + ...`: once the leftmost operand is a string, every `+`
 * of the chain concatenates, so each operand is converted right after it
 * is evaluated (ToString(ToPrimitive(v)), the order the `+`s would use)
 * and the parts are joined once, instead of one new string per `+`.
 * Returns false, emitting nothing, for any other expression. */
static bool emit_concat_chain(FnEmit *F, Node *n, Val *result) {
    Node *plus[CONCAT_MAX_PARTS];
    int np = 0;
    Node *at = n;
    while (at->kind == N_BINARY && at->op == T_PLUS) {
        if (np == CONCAT_MAX_PARTS - 1) return false;
        plus[np++] = at;
        at = at->a;
    }
    if (np < 2 || (at->kind != N_STRING && at->kind != N_TEMPLATE)) return false;
    /* String literals are passed borrowed (constants, never released);
     * every other part is a temporary the call consumes: bit i of owned. */
    Val parts[CONCAT_MAX_PARTS];
    uint32_t owned = 0;
    Val first = emit_expr(F, at, true);
    parts[0] = at->kind == N_STRING && first.kind == V_CONST ? first : val_own(F, first);
    for (int i = 1; i <= np; i++) {
        Node *op = plus[np - i];
        Val v = emit_expr(F, op->b, true);
        if (op->b->kind == N_STRING) {
            parts[i] = v.kind == V_CONST ? v : val_own(F, v); /* already a string */
            continue;
        }
        int t = tmp_new(F);
        out_pos(F, op);
        if (v.kind == V_TEMP) {
            /* The part's value moves into its conversion. */
            out(F, "t%d = scr_add_part_take(t%d);", t, v.t);
            out(F, "t%d = SCR_UNDEFINED;", v.t);
            tmp_free(F, v.t);
        } else {
            out(F, "t%d = scr_add_part(%s);", t, val_s(&v));
            val_free(F, &v);
        }
        check_val(F, t);
        parts[i] = val_temp(F, t);
    }
    Buf b = {0};
    for (int i = 0; i <= np; i++) {
        if (parts[i].kind == V_TEMP) {
            owned |= 1u << i;
            buf_printf(&b, "%st%d", i ? ", " : "", parts[i].t);
        } else {
            buf_printf(&b, "%s%s", i ? ", " : "", parts[i].c);
        }
    }
    int t = tmp_new(F);
    out(F, "t%d = scr_concat(%d, (ScrValue[]){%s}, 0x%xu);", t, np + 1, b.s, owned);
    free(b.s);
    for (int i = 0; i <= np; i++) {
        if (parts[i].kind != V_TEMP) continue;
        out(F, "t%d = SCR_UNDEFINED;", parts[i].t);
        tmp_free(F, parts[i].t);
    }
    check_val(F, t);
    *result = val_temp(F, t);
    return true;
}

/* The C double of an operand known to be a Number, else NULL. */
static const char *num_c(FnEmit *F, const Val *v) {
    if (v->d) return v->d;
    if (v->i32) return fstr(F, v->u32 ? "(double)(uint32_t)%s" : "(double)%s", v->i32);
    return NULL;
}

/* a OP b for operands whose types the compiler does not know, into a new
 * temporary: the runtime's operator, which converts, concatenates or
 * throws as JavaScript says. For + - * / a test that both operands are
 * Numbers comes first and takes plain C on doubles inline; operands that
 * are Numbers hold no reference, so that path releases nothing (its
 * temporaries are only reset), and the position is set on the other path
 * only, where something can throw. `at` is the node the position names.
 * `var_slot`, for `x += e` on a variable, is x's C slot, which a holds a
 * copy of: scr_add_var may then append to a string in place. */
static Val emit_generic_arith(FnEmit *F, const Node *at, int op, Val *a, Val *b, int32_t divisor,
                              const char *var_slot) {
    int t = tmp_new(F);
    const char *cop = c_arith(op);
    const char *x = num_c(F, a), *y = num_c(F, b);
    bool fast = cop && !divisor && !(x && y);
    if (fast) {
        if (x) out(F, "if (scr_is_number(%s)) {", val_s(b));
        else if (y) out(F, "if (scr_is_number(%s)) {", val_s(a));
        else out(F, "if (scr_is_number(%s) && scr_is_number(%s)) {", val_s(a), val_s(b));
        F->indent++;
        out(F, "t%d = scr_number(%s %s %s);", t, x ? x : fstr(F, "scr_as_number(%s)", val_s(a)), cop,
            y ? y : fstr(F, "scr_as_number(%s)", val_s(b)));
        if (a->kind == V_TEMP) out(F, "t%d = SCR_UNDEFINED;", a->t);
        if (b->kind == V_TEMP) out(F, "t%d = SCR_UNDEFINED;", b->t);
        close_brace(F);
        out_else(F);
        F->indent++;
    }
    out_pos(F, at);
    if (divisor) out(F, "t%d = scr_mod_int(%s, %d);", t, val_s(a), (int)divisor);
    else if (var_slot && a->kind == V_TEMP) out(F, "t%d = scr_add_var(&t%d, %s, &%s);", t, a->t, val_s(b), var_slot);
    else out(F, "t%d = %s(%s, %s);", t, arith_fn(op) ? arith_fn(op) : "scr_add", val_s(a), val_s(b));
    check_val(F, t);
    val_free(F, a);
    val_free(F, b);
    if (fast) close_brace(F);
    return val_temp(F, t);
}

static Val emit_binary(FnEmit *F, Node *n) {
    if (is_compare(n->op)) {
        emit_compare(F, n);
        return bool_from_r(F);
    }
    Val r;
    if (emit_int32_binary(F, n, &r)) return r;
    if (emit_fast_expr(F, n, &r)) return r;
    if (arith_fn(n->op) && numeric_pair(F, n)) {
        Val a = emit_expr(F, n->a, true);
        Val b = emit_expr(F, n->b, true);
        return emit_numeric_arith(F, n->op, &a, &b, n->b);
    }
    Val chain;
    if (n->op == T_PLUS && emit_concat_chain(F, n, &chain)) return chain;
    Val a = emit_expr(F, n->a, true);
    Val b = emit_expr(F, n->b, true);
    Val r2 = emit_generic_arith(F, n, n->op, &a, &b, const_divisor(n->op, n->b), NULL);
    /* `x % 7` of an unknown x: a Number still, so freed without a release. */
    return numeric_expr(&F->em->prog->an, n) ? val_num_temp(F, r2.t) : r2;
}

/* True if n's value is always a Boolean: a comparison, `!x`, a boolean
 * literal, or `&&`/`||` of such. */
static bool boolean_valued(const Node *n) {
    while (n->kind == N_PAREN) n = n->a;
    switch (n->kind) {
    case N_TRUE: case N_FALSE: return true;
    case N_BINARY: return is_compare(n->op);
    case N_UNARY: return n->op == T_NOT;
    case N_LOGICAL: return n->op != T_QQ && boolean_valued(n->a) && boolean_valued(n->b);
    default: return false;
    }
}

static Val emit_logical(FnEmit *F, Node *n) {
    if (boolean_valued(n)) {
        /* `!this.held && (this.queue !== null || !this.waiting)`: the
         * operand that decides is the result, and each is a Boolean, so
         * the C truth of the whole is the value (no box per operand). */
        emit_cond(F, n);
        return bool_from_r(F);
    }
    Val a = val_own(F, emit_expr(F, n->a, true));
    if (n->op == T_QQ) out(F, "if (scr_is_nullish(t%d)) {", a.t);
    else out(F, n->op == T_AND2 ? "if (scr_to_boolean(t%d)) {" : "if (!scr_to_boolean(t%d)) {", a.t);
    F->indent++;
    out(F, "scr_clear(&t%d);", a.t);
    Val b = emit_expr(F, n->b, true);
    if (b.kind == V_TEMP) {
        out(F, "t%d = t%d; t%d = SCR_UNDEFINED;", a.t, b.t, b.t);
        tmp_free(F, b.t);
    } else {
        out(F, "t%d = scr_dup(%s);", a.t, val_s(&b));
    }
    close_brace(F);
    return a;
}

static Val emit_conditional(FnEmit *F, Node *n, bool want) {
    emit_cond(F, n->a);
    if (want && numeric_expr(&F->em->prog->an, n)) {
        /* Both arms are Numbers (numeric.c): the result is a C double,
         * with no box made in one arm and opened by the reader
         * (`return n < 2 ? n : fib(n - 1) + fib(n - 2)`). */
        int k = ++F->ndbl;
        Node *arm[2] = {n->b, n->c};
        for (int i = 0; i < 2; i++) {
            if (i) out_else(F);
            else out(F, "if (r) {");
            F->indent++;
            Val v = emit_expr(F, arm[i], true);
            out(F, "d_%d = %s;", k, num_of(F, &v));
            val_free(F, &v);
            close_brace(F);
        }
        return val_dbl(F, k);
    }
    int t = want ? tmp_new(F) : 0;
    out(F, "if (r) {");
    F->indent++;
    Val b = emit_expr(F, n->b, want);
    if (want) {
        if (b.kind == V_TEMP) { out(F, "t%d = t%d; t%d = SCR_UNDEFINED;", t, b.t, b.t); tmp_free(F, b.t); }
        else out(F, "t%d = scr_dup(%s);", t, val_s(&b));
    } else val_free(F, &b);
    close_brace(F);
    out_else(F);
    F->indent++;
    Val c = emit_expr(F, n->c, want);
    if (want) {
        if (c.kind == V_TEMP) { out(F, "t%d = t%d; t%d = SCR_UNDEFINED;", t, c.t, c.t); tmp_free(F, c.t); }
        else out(F, "t%d = scr_dup(%s);", t, val_s(&c));
    } else val_free(F, &c);
    close_brace(F);
    return want ? val_temp(F, t) : val_none();
}

static Val emit_unary(FnEmit *F, Node *n) {
    Node *a = n->a;
    while (a->kind == N_PAREN) a = a->a;
    switch (n->op) {
    case T_NOT:
        emit_cond(F, a);
        out(F, "r = !r;");
        return bool_from_r(F);
    case T_VOID:
        emit_discard(F, a);
        return val_const(F, "SCR_UNDEFINED");
    case T_TYPEOF: {
        Val v;
        if (a->kind == N_IDENT && !ident_binding(F, a)) v = read_global(F, a, true);
        else v = emit_expr(F, a, true);
        int t = tmp_new(F);
        out(F, "t%d = scr_typeof(%s);", t, val_s(&v));
        val_free(F, &v);
        return val_temp(F, t);
    }
    case T_DELETE: {
        if (a->kind == N_MEMBER && a->a->kind != N_SUPER) {
            Val o = emit_expr(F, a->a, true);
            Val k = member_key(F, a);
            out_pos(F, a->b);
            out(F, "r = scr_delete%s(%s, %s);", F->fi->sloppy ? "_sloppy" : "", val_s(&o), val_s(&k));
            out(F, "if (r < 0) goto %s;", F->handler);
            val_free(F, &k);
            val_free(F, &o);
            return bool_from_r(F);
        }
        if (a->kind == N_CHAIN && a->a->kind == N_MEMBER && a->a->a->kind != N_SUPER) return emit_chain_delete(F, a);
        emit_discard(F, a);
        return val_const(F, "SCR_TRUE");
    }
    default: break;
    }
    if (n->op == T_MINUS && a->kind == N_NUMBER) return num_literal(F, -a->num); /* a constant, not a call */
    Val v = emit_expr(F, a, true);
    if (n->op == T_TILDE && (v.i32 || v.num || numeric_expr(&F->em->prog->an, a))) {
        const char *x = int32_of(F, &v, true, a);
        int k = ++F->nint32;
        out(F, "i32_%d = ~%s;", k, x);
        val_free(F, &v);
        return val_int32(F, k, false);
    }
    if (n->op == T_MINUS && numeric_expr(&F->em->prog->an, a)) {
        /* A Number: negation cannot throw. */
        int k = ++F->ndbl;
        out(F, "d_%d = -%s;", k, num_of(F, &v));
        val_free(F, &v);
        return val_dbl(F, k);
    }
    int t = tmp_new(F);
    const char *fn = n->op == T_MINUS ? "scr_neg" : n->op == T_PLUS ? "scr_unary_plus" : "scr_bitnot";
    out_pos(F, n);
    out(F, "t%d = %s(%s);", t, fn, val_s(&v));
    check_val(F, t);
    val_free(F, &v);
    return val_temp(F, t);
}

/* The position V8 last records while it evaluates e: a binary operator's,
 * a property's name or `[`, a call's (its callee's name or its `(`), a sequence's
 * last expression's; otherwise where e starts (inside its parentheses).
 * Only line and col are set. */
static Node expr_pos(const Node *e) {
    for (;;) {
        while (e->kind == N_PAREN) e = e->a;
        if (e->kind == N_SEQUENCE && e->list.len) {
            e = e->list.items[e->list.len - 1];
            continue;
        }
        break;
    }
    const Node *at = e;
    int line = e->line, col = e->col;
    if (e->kind == N_BINARY && e->op_line) line = e->op_line, col = e->op_col;
    else if (e->kind == N_CALL && e->op_line) line = e->op_line, col = e->op_col;
    else if (e->kind == N_CALL && e->a->kind == N_MEMBER && !(e->a->flags & N_COMPUTED)) at = e->a->b;
    else if (e->kind == N_MEMBER && !(e->flags & N_COMPUTED)) at = e->b;
    else if (e->kind == N_MEMBER && e->op_line) line = e->op_line, col = e->op_col;
    if (at != e) line = at->line, col = at->col;
    return (Node){.line = line, .col = col};
}

/* A reference to an assignable place, evaluated once (for compound
 * assignment and ++/--). */
typedef struct Ref {
    Node *node;
    Binding *b; /* identifier */
    bool global;
    Val obj, key; /* member */
} Ref;

/* `later`: the expression evaluated after the reference and before its
 * store (the right-hand side), or NULL. */
static Ref ref_eval(FnEmit *F, Node *target, const Node *later) {
    Ref r;
    memset(&r, 0, sizeof r);
    while (target->kind == N_PAREN) target = target->a;
    r.node = target;
    if (target->kind == N_IDENT) {
        r.b = ident_binding(F, target);
        r.global = !r.b;
    } else if (target->kind == N_MEMBER) {
        if (target->a->kind != N_SUPER)
            r.obj = emit_member_object(F, target->a, (target->flags & N_COMPUTED) ? target->b : NULL, later);
        /* The key is not converted here: the read and the write of
         * `o[k] += v` each convert it, after the right-hand side for a
         * plain store, as V8 does; a number key stays a number on the
         * element fast paths of scr_get and scr_set. */
        r.key = member_key(F, target);
    }
    return r;
}

static Val ref_get(FnEmit *F, Ref *r) {
    if (r->node->kind == N_IDENT) {
        if (r->global) return read_global(F, r->node, false);
        return read_binding(F, r->b, r->node);
    }
    return emit_get(F, r->node, &r->obj, &r->key);
}

static void ref_put(FnEmit *F, Ref *r, Val *v, bool keep) {
    if (r->node->kind == N_IDENT) {
        write_binding(F, r->b, v, false, keep, r->node);
        return;
    }
    emit_put(F, r->node, &r->obj, &r->key, v, !keep);
    if (!keep) val_free(F, v);
}

static void ref_free(FnEmit *F, Ref *r) {
    val_free(F, &r->key);
    val_free(F, &r->obj);
}

/* The C slot of the variable of `x += e`, when scr_add_var may append to
 * its string in place: a `let` or `var` (a `const` keeps its value when
 * the assignment throws) held as a ScrValue in a C local, a box or a
 * module static. NULL otherwise. */
static const char *append_slot(FnEmit *F, Ref *r) {
    Binding *b = r->b;
    if (r->node->kind != N_IDENT || !b || r->global || b->unboxed || b->numeric) return NULL;
    if (b->kind != B_LET && b->kind != B_VAR) return NULL;
    if (b->storage != ST_LOCAL && b->storage != ST_BOX && b->storage != ST_STATIC) return NULL;
    if (b->storage == ST_LOCAL && b->func != F->fi) return NULL;
    return binding_slot(F, b);
}

Val emit_update(FnEmit *F, Node *n, bool want) {
    if (!want && (emit_fast_update(F, n) || emit_fast_elem_update(F, n))) return val_none();
    Ref r = ref_eval(F, n->a, NULL);
    Val old = ref_get(F, &r);
    Val result = val_none();
    bool prefix = (n->flags & N_PREFIX) != 0;
    if (numeric_expr(&F->em->prog->an, n->a)) {
        /* The old value is a Number: ToNumeric is the identity and the
         * step cannot throw. */
        Val result = val_none();
        if (!prefix && want) {
            int k = ++F->ndbl;
            out(F, "d_%d = %s;", k, num_of(F, &old));
            result = val_dbl(F, k);
        }
        Val nvv;
        if (r.b && r.b->unboxed == UNBOX_INT32) {
            /* A counted loop's step: numeric.c proved it cannot overflow. */
            int k = ++F->nint32;
            out(F, "i32_%d = %s %s 1;", k, old.i32, n->op == T_INC ? "+" : "-");
            nvv = val_int32(F, k, false);
        } else {
            int k = ++F->ndbl;
            out(F, "d_%d = %s %s 1;", k, num_of(F, &old), n->op == T_INC ? "+" : "-");
            nvv = val_dbl(F, k);
        }
        val_free(F, &old);
        ref_put(F, &r, &nvv, prefix && want);
        ref_free(F, &r);
        return prefix && want ? nvv : result;
    }
    if (!prefix && want) {
        int t = tmp_new(F);
        out_pos(F, n);
        out(F, "t%d = scr_to_numeric(%s);", t, val_s(&old));
        check_val(F, t);
        result = val_temp(F, t);
    }
    int nv = tmp_new(F);
    out_pos(F, n);
    out(F, "t%d = %s(%s);", nv, n->op == T_INC ? "scr_inc" : "scr_dec", val_s(&old));
    check_val(F, nv);
    val_free(F, &old);
    Val nvv = val_temp(F, nv);
    ref_put(F, &r, &nvv, prefix && want);
    ref_free(F, &r);
    if (prefix && want) return nvv;
    return result;
}

Val emit_assign(FnEmit *F, Node *n, bool want) {
    Node *target = n->a;
    while (target->kind == N_PAREN) target = target->a;
    if (!want && (emit_fast_store(F, n) || emit_fast_local_update(F, n) || emit_fast_elem_update(F, n)))
        return val_none();
    if (n->op == T_ASSIGN) {
        const Node *sum = n->b;
        while (sum->kind == N_PAREN) sum = sum->a;
        const Node *left = sum->kind == N_BINARY && sum->op == T_PLUS ? sum->a : NULL;
        while (left && left->kind == N_PAREN) left = left->a;
        if (target->kind == N_IDENT && left && left->kind == N_IDENT && ident_binding(F, left) &&
            ident_binding(F, left) == ident_binding(F, target)) {
            /* `x = x + e` is `x += e` (the same reads, conversions and
             * order): it may append in place too. */
            Ref r = ref_eval(F, target, sum->b);
            const char *slot = append_slot(F, &r);
            if (slot) {
                Val old = ref_get(F, &r);
                Val rhs = emit_expr(F, sum->b, true);
                Val nv = emit_generic_arith(F, sum, T_PLUS, &old, &rhs, 0, slot);
                ref_put(F, &r, &nv, want);
                ref_free(F, &r);
                return want ? nv : val_none();
            }
            ref_free(F, &r);
        }
        if (target->kind == N_IDENT) {
            Binding *b = ident_binding(F, target);
            Val v = emit_named(F, n->b, target->name, NULL);
            /* `n = n.next`, `p = n`: a step of a walk (scr_release_walk). */
            F->walk_step = structure_read(F, n->b);
            write_binding(F, b, &v, false, want, target);
            F->walk_step = false;
            return want ? v : val_none();
        }
        if (target->kind == N_MEMBER) {
            Ref r = ref_eval(F, target, n->b);
            Val v = emit_expr(F, n->b, true);
            emit_put(F, target, &r.obj, &r.key, &v, !want);
            ref_free(F, &r);
            if (!want) {
                val_free(F, &v);
                return val_none();
            }
            return v;
        }
        /* Destructuring assignment: the value of the expression is the
         * right-hand side. */
        Val v = emit_expr(F, n->b, true);
        /* V8 names the source in "Cannot destructure 'x'" but describes
         * the value by type for an array pattern in an assignment. */
        F->destructure_src = target->kind == N_OBJECT_PATTERN ? n->b : NULL;
        emit_bind_pattern(F, target, &v, false);
        if (!want) {
            val_free(F, &v);
            return val_none();
        }
        return v;
    }
    Ref r = ref_eval(F, target, n->b);
    Val old = ref_get(F, &r);
    if (n->op == T_AND2_ASSIGN || n->op == T_OR2_ASSIGN || n->op == T_QQ_ASSIGN) {
        Val res = val_own(F, old);
        if (n->op == T_QQ_ASSIGN) out(F, "if (scr_is_nullish(t%d)) {", res.t);
        else out(F, n->op == T_AND2_ASSIGN ? "if (scr_to_boolean(t%d)) {" : "if (!scr_to_boolean(t%d)) {", res.t);
        F->indent++;
        out(F, "scr_clear(&t%d);", res.t);
        Val v = target->kind == N_IDENT ? emit_named(F, n->b, target->name, NULL) : emit_expr(F, n->b, true);
        if (v.kind == V_TEMP) { out(F, "t%d = t%d; t%d = SCR_UNDEFINED;", res.t, v.t, v.t); tmp_free(F, v.t); }
        else out(F, "t%d = scr_dup(%s);", res.t, val_s(&v));
        ref_put(F, &r, &res, true);
        close_brace(F);
        ref_free(F, &r);
        if (!want) {
            val_free(F, &res);
            return val_none();
        }
        return res;
    }
    Val rhs = emit_expr(F, n->b, true);
    Val nv;
    if (numeric_pair(F, n)) {
        nv = emit_numeric_arith(F, n->op, &old, &rhs, n->b);
    } else {
        /* `x op= e` has no position of its own in V8: what it throws is
         * reported where e's evaluation last recorded one (expr_pos); what
         * `x **= e` throws, at x. */
        Node at = expr_pos(n->b);
        nv = emit_generic_arith(F, n->op == T_STAR2_ASSIGN ? n : &at, n->op, &old, &rhs, const_divisor(n->op, n->b),
                                n->op == T_PLUS_ASSIGN ? append_slot(F, &r) : NULL);
    }
    ref_put(F, &r, &nv, want);
    ref_free(F, &r);
    return want ? nv : val_none();
}

/* ---- literals -------------------------------------------------------- */

/* A tagged template's strings array: cooked pieces (undefined where an
 * escape is invalid) and raw ones, made once per site. */
static Val emit_template_strings(FnEmit *F, Node *n) {
    Emitter *E = F->em;
    int id = E->nlit++;
    buf_printf(&E->statics, "static ScrTemplateSite ts%d; /* tagged template strings */\n", id);
    Buf cooked = {0}, raw = {0};
    for (int i = 0; i < n->list.len; i++) {
        Node *q = n->list.items[i];
        buf_printf(&cooked, "%s%s", i ? ", " : "", q->u16 ? kstr(E, const_u16(E, q->u16, q->u16len)) : "SCR_UNDEFINED");
        buf_printf(&raw, "%s%s", i ? ", " : "", kstr(E, const_utf8(E, q->name ? q->name : "")));
    }
    int t = tmp_new(F);
    out(F, "t%d = scr_template_object(&ts%d, %d, (const ScrValue[]){%s}, (const ScrValue[]){%s});", t, id,
        n->list.len, cooked.s, raw.s);
    free(cooked.s);
    free(raw.s);
    return val_temp(F, t);
}

/* tag`a${x}b`: a call of tag (with its base as this for a member tag)
 * with the site's strings array and the substitutions. */
static Val emit_tagged_template(FnEmit *F, Node *n) {
    Node strings = *n->b;
    strings.flags |= N_TEMPLATE_STRINGS;
    Node **items = xmalloc(sizeof(Node *) * (size_t)(n->b->list2.len + 1));
    items[0] = &strings;
    for (int i = 0; i < n->b->list2.len; i++) items[i + 1] = n->b->list2.items[i];
    Node call = *n;
    call.kind = N_CALL;
    call.flags = 0;
    call.a = n->a;
    call.b = NULL;
    call.list = (NodeList){items, n->b->list2.len + 1, n->b->list2.len + 1};
    call.op_line = n->b->line; /* V8 places the call at the template */
    call.op_col = n->b->col;
    Val v = emit_call(F, &call, true);
    free(items);
    return v;
}

static Val emit_template(FnEmit *F, Node *n) {
    if (n->flags & N_TEMPLATE_STRINGS) return emit_template_strings(F, n);
    if (n->list2.len == 0) {
        Node *q = n->list.items[0];
        return emit_string_const(F, q->u16, q->u16len);
    }
    Val *parts = xmalloc(sizeof(Val) * (size_t)(n->list.len + n->list2.len));
    int np = 0;
    for (int i = 0; i < n->list.len; i++) {
        Node *q = n->list.items[i];
        if (q->u16len) parts[np++] = emit_string_const(F, q->u16, q->u16len);
        if (i < n->list2.len) {
            Node *e = n->list2.items[i];
            Val v = emit_expr(F, e, true);
            if (e->kind == N_STRING) {
                parts[np++] = v;
                continue;
            }
            int t = tmp_new(F);
            out_pos(F, e);
            out(F, "t%d = scr_to_string(%s);", t, val_s(&v));
            check_val(F, t);
            val_free(F, &v);
            parts[np++] = val_temp(F, t);
        }
    }
    Buf b = {0};
    for (int i = 0; i < np; i++) buf_printf(&b, "%s%s", i ? ", " : "", val_s(&parts[i]));
    int t = tmp_new(F);
    out(F, "t%d = scr_template(%d, (ScrValue[]){%s});", t, np, b.s ? b.s : "");
    check_val(F, t);
    free(b.s);
    for (int i = 0; i < np; i++) val_free(F, &parts[i]);
    free(parts);
    return val_temp(F, t);
}

#define ARRAY_LITERAL_DIRECT_MAX 8

static bool is_const_literal(const Node *e) {
    if (!e) return false;
    return e->kind == N_NUMBER || e->kind == N_STRING || e->kind == N_TRUE || e->kind == N_FALSE || e->kind == N_NULL;
}

/* A double in C that reads back exactly: integers without a point (C
 * converts them exactly below 2^53), others with 17 digits. */
static const char *c_double(FnEmit *F, double d) {
    if (d == 0 && signbit(d)) return "-0.0";
    if (d == floor(d) && fabs(d) < 9007199254740992.0) return fstr(F, "%.0f", d);
    return fstr(F, "%.17g", d);
}

/* A long array literal of constants (a table in a library, such as
 * acorn's code point ranges): one call, its Numbers in a static table or
 * its values in a compound literal, written several to a line, instead
 * of a push statement per element. Nothing (V_NONE) when n is not such a
 * literal. */
static Val emit_const_array(FnEmit *F, Node *n) {
    bool numbers = true;
    for (int i = 0; i < n->list.len; i++) {
        const Node *e = n->list.items[i];
        if (!is_const_literal(e)) return val_none();
        if (e->kind != N_NUMBER) numbers = false;
    }
    Emitter *E = F->em;
    int t = tmp_new(F);
    Buf b = {0};
    size_t line = 0;
    const char *table = NULL;
    if (numbers) {
        table = fstr(F, "numbers_%d", ++E->ntables);
        buf_printf(&b, "static const double %s[%d] = {", table, n->list.len);
    } else {
        buf_printf(&b, "t%d = scr_array_of(%d, (const ScrValue[]){", t, n->list.len);
    }
    for (int i = 0; i < n->list.len; i++) {
        Node *e = n->list.items[i];
        const char *v;
        if (numbers) {
            v = c_double(F, e->num);
        } else {
            Val ev = emit_expr(F, e, true); /* a constant: nothing to release */
            v = val_s(&ev);
        }
        if (b.len - line + strlen(v) + 2 > 140) {
            buf_puts(&b, "\n");
            line = b.len;
            for (int k = 0; k < F->indent + 1; k++) buf_puts(&b, "    ");
        } else if (i) {
            buf_puts(&b, " ");
        }
        buf_printf(&b, "%s%s", v, i + 1 < n->list.len ? "," : "");
    }
    if (numbers) {
        buf_printf(&b, "};\n");
        buf_puts(&E->statics, b.s);
        out(F, "t%d = scr_array_of_numbers(%d, %s);", t, n->list.len, table);
    } else {
        buf_puts(&b, "});");
        out(F, "%s", b.s);
    }
    free(b.s);
    out(F, "if (t%d == SCR_EXCEPTION) goto %s;", t, F->handler);
    return val_temp(F, t);
}

static Val emit_array(FnEmit *F, Node *n) {
    if (n->list.len > ARRAY_LITERAL_DIRECT_MAX) {
        Val c = emit_const_array(F, n);
        if (c.kind != V_NONE) return c;
    }
    /* A short literal without holes or spreads: its elements are evaluated
     * into temporaries, which then move into one new array (making the
     * array first is unobservable). */
    bool direct = n->list.len > 0 && n->list.len <= ARRAY_LITERAL_DIRECT_MAX;
    for (int i = 0; direct && i < n->list.len; i++)
        if (!n->list.items[i] || n->list.items[i]->kind == N_SPREAD) direct = false;
    if (direct) {
        Val vals[ARRAY_LITERAL_DIRECT_MAX];
        for (int i = 0; i < n->list.len; i++) vals[i] = val_own(F, emit_expr(F, n->list.items[i], true));
        out_pos(F, n);
        return val_temp(F, emit_call_taking(F, "scr_array_from_take", vals, n->list.len));
    }
    int t = tmp_new(F);
    out(F, "t%d = scr_array_new(%d);", t, n->list.len);
    for (int i = 0; i < n->list.len; i++) {
        Node *e = n->list.items[i];
        const char *call;
        if (!e) {
            call = fstr(F, "scr_array_push_hole(t%d)", t);
            check_int(F, call);
            continue;
        }
        Val v = emit_expr(F, e->kind == N_SPREAD ? e->a : e, true);
        if (e->kind == N_SPREAD) {
            out_pos(F, e->a);
            char *what = what_of(F, e->a);
            call = fstr(F, "scr_array_push_spread(t%d, %s, %s)", t, val_s(&v), what);
            free(what);
        } else if (v.kind == V_TEMP) {
            call = fstr(F, "scr_array_push_take(t%d, %s)", t, val_s(&v));
            check_int_take(F, call, &v);
            continue;
        } else {
            call = fstr(F, "scr_array_push(t%d, %s)", t, val_s(&v));
        }
        check_int(F, call);
        val_free(F, &v);
    }
    return val_temp(F, t);
}

static bool is_proto_prop(const Node *p) {
    if (p->kind != N_PROPERTY || p->op != P_INIT || (p->flags & (N_COMPUTED | N_SHORTHAND | N_METHOD))) return false;
    const Node *k = p->a;
    if (k->kind == N_IDENT) return strcmp(k->name, "__proto__") == 0;
    if (k->kind == N_STRING) {
        static const char s[] = "__proto__";
        if (k->u16len != 9) return false;
        for (int i = 0; i < 9; i++)
            if (k->u16[i] != (uint16_t)s[i]) return false;
        return true;
    }
    return false;
}

/* The name of a literal property that may take the cached-shape path: a
 * plain `key: value` or shorthand with an identifier or ASCII string key
 * that is not an array index and not __proto__; NULL otherwise. */
static char *literal_plain_key(const Node *p) {
    if (p->kind != N_PROPERTY || p->op != P_INIT || (p->flags & (N_COMPUTED | N_METHOD))) return NULL;
    const Node *k = p->a;
    if (k->kind == N_STRING) {
        if (k->u16len == 0) return NULL;
        bool digits = true;
        for (uint32_t i = 0; i < k->u16len; i++) {
            if (k->u16[i] < 0x20 || k->u16[i] >= 0x7F) return NULL;
            if (k->u16[i] < '0' || k->u16[i] > '9') digits = false;
        }
        if (digits) return NULL;
    } else if (k->kind != N_IDENT) {
        return NULL;
    }
    char *name = key_name(k);
    if (!strcmp(name, "__proto__")) {
        free(name);
        return NULL;
    }
    return name;
}

#define LITERAL_MAX_KEYS 32

/* `{a: x, b, c: y}` with only plain, distinct constant keys: one
 * allocation with the site's cached final shape, then each value moves into
 * its slot (scr_object_literal in object.c). Returns false, emitting
 * nothing, for any other literal. */
static bool emit_object_cached(FnEmit *F, Node *n, Val *result) {
    int len = n->list.len;
    if (len == 0 || len > LITERAL_MAX_KEYS) return false;
    char *names[LITERAL_MAX_KEYS];
    int got = 0;
    bool ok = true;
    for (int i = 0; i < len && ok; i++) {
        names[got] = literal_plain_key(n->list.items[i]);
        if (!names[got]) ok = false;
        else got++;
        for (int j = 0; ok && j < got - 1; j++)
            if (!strcmp(names[j], names[got - 1])) ok = false;
    }
    if (ok) {
        Emitter *E = F->em;
        int id = E->nlit++;
        buf_printf(&E->statics, "static ScrLiteralShape ls%d; /* object literal shape */\n", id);
        Buf keys = {0};
        for (int i = 0; i < len; i++) buf_printf(&keys, "%s%s", i ? ", " : "", katom(E, names[i]));
        int t = tmp_new(F);
        out_pos(F, n); /* the allocation site SCRIPTC_REGION_STATS=verbose names */
        out(F, "t%d = scr_object_literal(&ls%d, %d, (const ScrValue[]){%s});", t, id, len, keys.s);
        free(keys.s);
        for (int i = 0; i < len; i++) {
            Node *p = n->list.items[i];
            Val v = emit_named(F, p->b, names[i], NULL);
            if (v.kind == V_TEMP) {
                out(F, "scr_literal_init_take(t%d, %d, %s);", t, i, val_s(&v));
                out(F, "%s = SCR_UNDEFINED;", val_s(&v));
                tmp_free(F, v.t);
                v.kind = V_NONE;
            } else {
                out(F, "scr_literal_init_take(t%d, %d, scr_dup(%s));", t, i, val_s(&v));
            }
            val_free(F, &v);
        }
        *result = val_temp(F, t);
    }
    for (int i = 0; i < got; i++) free(names[i]);
    return ok;
}

static Val emit_object(FnEmit *F, Node *n) {
    Val cached;
    if (emit_object_cached(F, n, &cached)) return cached;
    int t = tmp_new(F);
    int start = 0;
    if (n->list.len > 0 && is_proto_prop(n->list.items[0])) {
        Val p = emit_expr(F, n->list.items[0]->b, true);
        out(F, "t%d = (scr_is_object(%s) || %s == SCR_NULL) ? scr_object_new_proto(%s) : scr_object_new();", t,
            val_s(&p), val_s(&p), val_s(&p));
        val_free(F, &p);
        start = 1;
    } else {
        out(F, "t%d = scr_object_new();", t);
    }
    for (int i = start; i < n->list.len; i++) {
        Node *p = n->list.items[i];
        const char *call;
        if (p->kind == N_SPREAD) {
            Val v = emit_expr(F, p->a, true);
            call = fstr(F, "scr_copy_data_properties(t%d, %s)", t, val_s(&v));
            out_pos(F, p->a);
            check_int(F, call);
            val_free(F, &v);
            continue;
        }
        if (is_proto_prop(p)) {
            /* A later `__proto__: v` sets the prototype in order. */
            Val v = emit_expr(F, p->b, true);
            out(F, "if (scr_is_object(%s) || %s == SCR_NULL) {", val_s(&v), val_s(&v));
            F->indent++;
            call = fstr(F, "scr__set_proto(t%d, %s)", t, val_s(&v));
            check_int(F, call);
            close_brace(F);
            val_free(F, &v);
            continue;
        }
        Val key;
        char *kname = NULL;
        if (p->flags & N_COMPUTED) {
            Val k0 = emit_expr(F, p->a, true);
            int kt = tmp_new(F);
            out_pos(F, p->a);
            out(F, "t%d = scr_to_property_key(%s);", kt, val_s(&k0));
            check_val(F, kt);
            val_free(F, &k0);
            key = val_temp(F, kt);
        } else {
            key = static_key(F, p->a);
            kname = key_name(p->a);
        }
        if (p->op == P_GET || p->op == P_SET || (p->flags & N_METHOD)) {
            FuncInfo *g = p->b->scope;
            Val nm;
            if (kname) {
                char *full = p->op == P_GET ? xsprintf("get %s", kname)
                           : p->op == P_SET ? xsprintf("set %s", kname) : xstrdup(kname);
                nm = val_const(F, "%s", katom(F->em, full));
                free(full);
            } else if (p->op == P_GET || p->op == P_SET) {
                int nt = tmp_new(F);
                out(F, "t%d = scr_function_name_for_key(%s, \"%s\");", nt, val_s(&key), p->op == P_GET ? "get" : "set");
                nm = val_temp(F, nt);
            } else {
                nm = key;
            }
            Val tv = val_temp(F, t);
            Val fn = emit_closure(F, g, &nm, NULL);
            if (g->uses_super) out(F, "scr_function_set_home(%s, t%d);", val_s(&fn), t);
            (void)tv;
            if (p->op == P_GET)
                call = fstr(F, "scr_define_accessor(t%d, %s, %s, SCR_UNDEFINED, true)", t, val_s(&key), val_s(&fn));
            else if (p->op == P_SET)
                call = fstr(F, "scr_define_accessor(t%d, %s, SCR_UNDEFINED, %s, true)", t, val_s(&key), val_s(&fn));
            else
                call = fstr(F, "scr_define_method(t%d, %s, %s, true)", t, val_s(&key), val_s(&fn));
            check_int(F, call);
            val_free(F, &fn);
            if (nm.kind == V_TEMP && !(key.kind == V_TEMP && key.t == nm.t)) val_free(F, &nm);
        } else {
            Val v = kname ? emit_named(F, p->b, kname, NULL) : emit_named(F, p->b, NULL, &key);
            if (v.kind == V_TEMP && !(key.kind == V_TEMP && key.t == v.t)) {
                call = fstr(F, "scr_define_field_take(t%d, %s, %s)", t, val_s(&key), val_s(&v));
                check_int_take(F, call, &v);
            } else {
                call = fstr(F, "scr_define_field(t%d, %s, %s)", t, val_s(&key), val_s(&v));
                check_int(F, call);
                val_free(F, &v);
            }
        }
        val_free(F, &key);
        free(kname);
    }
    return val_temp(F, t);
}

/* `/pattern/flags`: a new RegExp each evaluation; the compiled pattern is
 * cached in a static of its own per literal. */
static Val emit_regex(FnEmit *F, Node *n) {
    Emitter *E = F->em;
    int id = E->nregex++;
    buf_printf(&E->statics, "static void *re%d; /* compiled pattern of a regex literal */\n", id);
    const char *pat = kstr(E, const_utf8(E, n->name));
    const char *fl = kstr(E, const_utf8(E, n->name2 ? n->name2 : ""));
    int t = tmp_new(F);
    out_pos(F, n);
    out(F, "t%d = scr_regexp_literal(&re%d, %s, %s);", t, id, pat, fl);
    check_val(F, t);
    return val_temp(F, t);
}

/* ---- the dispatcher -------------------------------------------------- */

Val emit_expr(FnEmit *F, Node *n, bool want) {
    if (F->em->failed) return val_const(F, "SCR_UNDEFINED");
    switch (n->kind) {
    case N_PAREN: return emit_expr(F, n->a, want);
    case N_NUMBER: return num_literal(F, n->num);
    case N_STRING: return emit_string_const(F, n->u16, n->u16len);
    case N_BIGINT: return emit_bigint(F, n->name);
    case N_TRUE: return val_const(F, "SCR_TRUE");
    case N_FALSE: return val_const(F, "SCR_FALSE");
    case N_NULL: return val_const(F, "SCR_NULL");
    case N_TEMPLATE: return emit_template(F, n);
    case N_TAGGED_TEMPLATE: return emit_tagged_template(F, n);
    case N_REGEX: return emit_regex(F, n);
    case N_IDENT: {
        Binding *b = ident_binding(F, n);
        if (!b) return read_global(F, n, false);
        return read_binding(F, b, n);
    }
    case N_THIS: return read_this(F, n);
    case N_META_PROPERTY: {
        if (strcmp(n->name, "import.meta") == 0) {
            /* The module's one import.meta object (emit_module.c). */
            if (!F->mod->meta_fn) F->mod->meta_fn = unique_global(F->em, fstr(F, "m%d_import_meta", F->mod->index));
            emit_fnref(F->em, F->mod->meta_fn);
            int t = tmp_new(F);
            out(F, "t%d = %s();", t, F->mod->meta_fn);
            check_val(F, t);
            return val_temp(F, t);
        }
        Binding *b = nonarrow_special(F, B_NEW_TARGET);
        if (!b) return val_const(F, "SCR_UNDEFINED");
        return read_binding(F, b, n);
    }
    case N_ARRAY: return emit_array(F, n);
    case N_OBJECT: return emit_object(F, n);
    case N_FUNC_EXPR: case N_ARROW: {
        FuncInfo *g = n->scope;
        Val nm = val_const(F, "%s", katom(F->em, g->name));
        return emit_closure(F, g, &nm, NULL);
    }
    case N_CLASS_EXPR: return emit_class(F, n, n->a ? n->a->name : "");
    case N_UNARY: return emit_unary(F, n);
    case N_UPDATE: return emit_update(F, n, want);
    case N_BINARY: return emit_binary(F, n);
    case N_LOGICAL: return emit_logical(F, n);
    case N_ASSIGN: return emit_assign(F, n, want);
    case N_CONDITIONAL: return emit_conditional(F, n, want);
    case N_CALL: return emit_call(F, n, want);
    case N_IMPORT_CALL: return emit_import_call(F, n, want);
    case N_NEW: return emit_new(F, n);
    case N_MEMBER: return emit_member(F, n);
    case N_CHAIN: return emit_chain(F, n, want);
    case N_SEQUENCE:
        for (int i = 0; i + 1 < n->list.len; i++) emit_discard(F, n->list.items[i]);
        return emit_expr(F, n->list.items[n->list.len - 1], want);
    case N_AWAIT: case N_YIELD: {
        /* The fiber suspends inside the call; C locals stay on its stack. */
        Val v = n->a ? emit_expr(F, n->a, true) : val_const(F, "SCR_UNDEFINED");
        int t = tmp_new(F);
        const char *fn = n->kind == N_AWAIT ? "scr_await" : (n->flags & N_DELEGATE) ? "scr_yield_star" : "scr_yield";
        out_pos(F, n);
        out(F, "t%d = %s(%s);", t, fn, val_s(&v));
        val_free(F, &v);
        out(F, "if (t%d == SCR_EXCEPTION) goto %s;", t, F->handler);
        return val_temp(F, t);
    }
    default:
        emit_fail(F, n, "%s is not supported yet", ast_kind_name(n->kind));
        return val_const(F, "SCR_UNDEFINED");
    }
}

void emit_discard(FnEmit *F, Node *n) {
    Val v = emit_expr(F, n, false);
    val_free(F, &v);
}
