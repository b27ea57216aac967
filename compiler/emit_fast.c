/* emit_fast.c - the numeric fast paths, the peeks through property caches
 * and the fast regions, which emit_expr.c and emit_stmt.c try before the
 * ordinary code. An arithmetic expression over property reads, locals and
 * Math functions is emitted twice: a guarded branch of C on doubles, and
 * the ordinary code. A strict equality (or `== null`) or a condition's
 * truth over a chain of property reads peeks at the values where they
 * lie. A run of statements that are such fast paths becomes a fast region
 * under one guard. The guards only read; when one fails, the ordinary
 * code runs. */
#include <stdlib.h>
#include <string.h>

#include "emit.h"

/* ---- numeric fast paths through property caches ----------------------
 * An arithmetic expression over property reads `o.p` (o a local of this
 * function, or `this`), locals of unknown type, Number locals and
 * literals, and Math.sqrt/floor/ceil/abs/trunc of such, is emitted twice:
 *
 *     if (<guards>) { <C on doubles> } else { <the ordinary code> }
 *
 * The guards only read (scr.h, "Guards of the compiler's numeric fast
 * paths"): each property read finds an own data property holding a
 * Number through the cache its ordinary code fills (pinned ahead, IcPin),
 * each local of unknown type holds a Number, each Math function is still
 * the intrinsic. Nothing in such an expression runs JS or throws once the
 * guards hold, so the order of its reads cannot be observed and the fast
 * branch computes the same value; when a guard fails (a shape changed, a
 * getter, a string, the dead zone, a replaced Math.sqrt) the ordinary code
 * runs from the start, with its positions, conversions and errors. A
 * compound assignment `o.p += e` and a store `o.p = e` also store through
 * the set site's cache. `--emit=c` marks each such expression. */

enum { FAST_MAX_NODES = 40 };

/* The binding of a local that an expression may read without effects:
 * a C local of this function (a Number one, or one the guard tests), a
 * module-level let, const or var of this module kept in a C static, or
 * `this` of a function that is not a derived constructor (sloppy code's
 * `this` is converted on entry). NULL otherwise. */
static Binding *fast_local(FnEmit *F, const Node *id) {
    Binding *b;
    if (id->kind == N_THIS) {
        b = nonarrow_special(F, B_THIS);
        if (!b || b->unboxed || b->storage != ST_LOCAL || b->func != F->fi || is_derived_this(b))
            return NULL;
        return b;
    }
    if (id->kind != N_IDENT) return NULL;
    b = ident_binding(F, id);
    if (!b) return NULL;
    if (b->unboxed) return b;
    if (b->storage == ST_STATIC && b->scope->kind == S_MODULE && b->mod == F->mod) {
        /* A module-level binding of this module that a closure captures or
         * that is exported: a C static, which only JS code can change (a
         * closure's write, the module body's), and none runs once a fast
         * path's guards hold. Its dead zone (SCR_UNINIT) fails them. */
        switch (b->kind) {
        case B_VAR: case B_LET: case B_CONST: return b;
        default: return NULL;
        }
    }
    if (b->storage == ST_BOX) {
        /* A binding a closure captures (a CommonJS or bundled module's
         * top-level bindings, seen from its functions): its box is fixed
         * for this activation, and only JS code can change what the box
         * holds, none of which runs once the guards hold. Its dead zone
         * (SCR_UNINIT) fails them. */
        switch (b->kind) {
        case B_VAR: case B_LET: case B_CONST: case B_CATCH: case B_PARAM: return b;
        default: return NULL;
        }
    }
    if (b->storage != ST_LOCAL || b->func != F->fi) return NULL;
    switch (b->kind) {
    /* Parameters too: `arguments` is never mapped to them, even in
     * sloppy code (docs/packages.md). */
    case B_VAR: case B_LET: case B_CONST: case B_CATCH: case B_PARAM: return b;
    default: return NULL;
    }
}

/* ---- strict equality through property caches ------------------------
 * `node.left === null`, `n.left.parent !== n`, `t.kind === "x"`: a chain
 * of up to PEEK_DEPTH named property reads from a local (or `this`)
 * compared with a literal or a local. When every read hits its cache on
 * a data property (scr_ic_peek), the values are compared where they lie,
 * with no count taken and none dropped: a dropped count on an object is a
 * candidate for the cycle collector, so a tree walk that tests its nodes'
 * links used to buffer every node it passed. The peeks only read, run no
 * JS and throw nothing, so when one misses the ordinary code runs from
 * the start (same caches, positions and errors). The other operand is
 * one whose evaluation emits nothing that can throw; it is read inside
 * the fast branch. */
enum { PEEK_DEPTH = 3 };

/* The root of a chain of peekable reads ending at m, or NULL. */
static const Node *peek_root(FnEmit *F, const Node *m, int depth) {
    while (m->kind == N_PAREN) m = m->a;
    if (m->kind != N_MEMBER) {
        if (depth == 0) return NULL;
        Binding *b = fast_local(F, m);
        return b && !b->unboxed ? m : NULL;
    }
    if (depth == PEEK_DEPTH || (m->flags & N_OPTIONAL) || !ic_worthy(m)) return NULL;
    return peek_root(F, m->a, depth + 1);
}

/* True if reading x emits no code that can throw or has an effect. */
static bool peek_other_ok(FnEmit *F, const Node *x) {
    while (x->kind == N_PAREN) x = x->a;
    switch (x->kind) {
    case N_NULL: case N_TRUE: case N_FALSE: case N_NUMBER: case N_STRING: return true;
    case N_IDENT: case N_THIS: {
        if (x->kind == N_IDENT && !ident_binding(F, x)) return !strcmp(x->name, "undefined");
        Binding *b = fast_local(F, x);
        if (!b) return false;
        if (b->unboxed) return true;
        if (x->kind == N_THIS) return can_borrow(F, b);
        return can_borrow(F, b) && !scope_needs_tdz_check(b, F->fi, x->pos);
    }
    default: return false;
    }
}

/* Opens `{ ScrValue pv...; if (peeks) {` for the peekable chain `chain`
 * (peek_root is not NULL) and returns the C name of its value. The caller
 * emits the fast branch, then the ordinary code as its else, then "}". */
static const char *peek_open(FnEmit *F, const Node *chain, const char *what) {
    const Node *reads[PEEK_DEPTH];
    int nr = 0;
    for (const Node *m = chain;; m = m->a) {
        while (m->kind == N_PAREN) m = m->a;
        if (m->kind != N_MEMBER) break;
        reads[nr++] = m;
    }
    Binding *rb = fast_local(F, peek_root(F, chain, 0));
    int id = pin_ic(F, reads[nr - 1], false); /* names this site's C variables */
    Buf cond = {0}, decl = {0};
    const char *prev = binding_slot(F, rb);
    /* The reads from the root outwards. */
    for (int i = nr - 1, k = 0; i >= 0; i--, k++) {
        int ic = pin_ic(F, reads[i], false);
        buf_printf(&cond, "%sscr_ic_peek(%s, &ic[%d], &pv%d_%d)", k ? " && " : "", prev, ic, id, k);
        buf_printf(&decl, "%spv%d_%d", k ? ", " : "", id, k);
        prev = fstr(F, "pv%d_%d", id, k);
    }
    out(F, "/* %s through property caches */", what);
    out(F, "{ ScrValue %s;", decl.s);
    out(F, "if (__builtin_expect(%s, 1)) {", cond.s);
    F->indent++;
    free(cond.s);
    free(decl.s);
    return prev;
}

static bool is_null_or_undefined(FnEmit *F, const Node *x) {
    while (x->kind == N_PAREN) x = x->a;
    return x->kind == N_NULL || (x->kind == N_IDENT && !strcmp(x->name, "undefined") && !ident_binding(F, x));
}

/* ---- walk steps ------------------------------------------------------
 * `while (p.next) p = p.next;`, `while (x.left !== nil) x = x.left;`: a
 * loop whose test peeks one property of a local and whose whole body
 * steps the local to that same property. When the test's peek hits, its
 * value is the value the body would read (a data property, read with no
 * code run in between), so the fast branch takes the step from it and
 * goes back to the top: one cache check per node instead of a peek and a
 * counted get. When the peek misses, the ordinary test and body run. */
static const Node *unparen(const Node *n) {
    while (n->kind == N_PAREN) n = n->a;
    return n;
}

/* `x.name` with x a plain identifier: x, else NULL. */
static const Node *named_read_of(const Node *m) {
    m = unparen(m);
    if (m->kind != N_MEMBER || (m->flags & (N_COMPUTED | N_OPTIONAL)) || !ic_worthy(m)) return NULL;
    const Node *x = unparen(m->a);
    return x->kind == N_IDENT ? x : NULL;
}

void walk_plan(FnEmit *F, Node *test, Node *body, const char *top) {
    F->walk_read = NULL;
    if (F->no_fast) return;
    const Node *t = unparen(test), *read = t;
    if (t->kind == N_BINARY && (t->op == T_EQ3 || t->op == T_NE3 || t->op == T_EQ2 || t->op == T_NE))
        read = named_read_of(t->a) ? t->a : t->b;
    const Node *x = named_read_of(read);
    if (!x) return;
    while (body->kind == N_BLOCK && body->list.len == 1 && (!body->scope || ((Scope *)body->scope)->nbinds == 0))
        body = body->list.items[0];
    if (body->kind != N_EXPR_STMT) return;
    const Node *as = unparen(body->a);
    if (as->kind != N_ASSIGN || as->op != T_ASSIGN || unparen(as->a)->kind != N_IDENT) return;
    const Node *x2 = named_read_of(as->b);
    Binding *b = fast_local(F, x);
    if (!x2 || !b || b != ident_binding(F, x2) || b != ident_binding(F, unparen(as->a)) || b->unboxed ||
        b->numeric || b->storage != ST_LOCAL || b->func != F->fi || b->kind == B_CONST ||
        scope_needs_tdz_check(b, F->fi, as->pos) ||
        strcmp(unparen(read)->b->name, unparen(as->b)->b->name))
        return;
    F->walk_read = unparen(read);
    F->walk_b = b;
    F->walk_top = top;
}

/* In the fast branch of the peek of chain, whose value is v and whose
 * truth or comparison is in r: the planned walk step. */
static void walk_step_out(FnEmit *F, const Node *chain, const char *v) {
    if (!F->walk_read || unparen(chain) != F->walk_read) return;
    const char *slot = binding_slot(F, F->walk_b);
    out(F, "if (r) { /* the step: %s = %s.%s */", slot, slot, F->walk_read->b->name);
    out(F, "    scr_dup(%s); scr_release_walk(%s); %s = %s; goto %s;", v, slot, slot, v, F->walk_top);
    out(F, "}");
    F->walk_read = NULL;
}

bool emit_peek_compare(FnEmit *F, Node *n) {
    Node *chain = n->a, *other = n->b;
    if (!peek_root(F, chain, 0)) chain = n->b, other = n->a;
    if (!peek_root(F, chain, 0)) return false;
    bool loose = n->op == T_EQ2 || n->op == T_NE;
    bool negate = n->op == T_NE3 || n->op == T_NE;
    if (loose ? !is_null_or_undefined(F, other) : !peek_other_ok(F, other)) return false;
    const char *v = peek_open(F, chain, loose ? "equality with null" : "strict equality");
    if (loose) {
        /* x == null holds for null and undefined alone: no conversion. */
        out(F, "r = %sscr_is_nullish(%s);", negate ? "!" : "", v);
    } else {
        Val o = emit_expr(F, other, true);
        out(F, "r = %sscr_strict_eq(%s, %s);", negate ? "!" : "", v, val_s(&o));
        val_free(F, &o);
    }
    walk_step_out(F, chain, v);
    emit_compare_otherwise(F, n);
    out(F, "}");
    F->last_line = 0;
    return true;
}

/* `if (o.p)`, `while (n.next)`: the truth of a peekable chain's value,
 * which converts nothing. False when cond is not such a chain. */
bool emit_peek_truth(FnEmit *F, Node *cond) {
    if (F->no_fast || !peek_root(F, cond, 0)) return false;
    const char *v = peek_open(F, cond, "truth");
    out(F, "r = scr_to_boolean(%s);", v);
    walk_step_out(F, cond, v);
    close_brace(F);
    out_else(F);
    F->indent++;
    Val x = emit_expr(F, cond, true);
    out(F, "r = scr_to_boolean(%s);", val_s(&x));
    val_free(F, &x);
    close_brace(F);
    out(F, "}");
    F->last_line = 0;
    return true;
}

/* The Math functions a fast path computes in C: name, arguments, C
 * function, SCR_MATH_* id. */
static const struct {
    const char *name;
    int args;
    const char *c, *id;
} fast_math[] = {
    {"sqrt", 1, "__builtin_sqrt", "SCR_MATH_SQRT"},   {"floor", 1, "__builtin_floor", "SCR_MATH_FLOOR"},
    {"ceil", 1, "__builtin_ceil", "SCR_MATH_CEIL"},   {"abs", 1, "__builtin_fabs", "SCR_MATH_ABS"},
    {"trunc", 1, "__builtin_trunc", "SCR_MATH_TRUNC"}, {"max", 2, "scr__math_max2", "SCR_MATH_MAX"},
    {"min", 2, "scr__math_min2", "SCR_MATH_MIN"},
};

/* `Math.f(x)` (`Math.max(x, y)`) with plain arguments, as many as f of
 * fast_math takes: its index, else -1. */
static int fast_math_call(FnEmit *F, const Node *n) {
    if (n->kind != N_CALL || (n->flags & N_OPTIONAL)) return -1;
    for (int i = 0; i < n->list.len; i++)
        if (n->list.items[i]->kind == N_SPREAD) return -1;
    const Node *c = n->a;
    if (c->kind != N_MEMBER || !ic_worthy(c) || (c->flags & N_OPTIONAL) || c->a->kind != N_IDENT ||
        strcmp(c->a->name, "Math") || ident_binding(F, c->a))
        return -1;
    for (int i = 0; i < (int)(sizeof fast_math / sizeof *fast_math); i++)
        if (!strcmp(c->b->name, fast_math[i].name)) return n->list.len == fast_math[i].args ? i : -1;
    return -1;
}

/* A direct call of a numeric leaf (numeric.h: a function that neither
 * throws nor calls, over its own unboxed bindings) with one plain argument
 * per parameter, each unboxed: its FuncInfo, else NULL. Such a call does
 * nothing but compute a Number, so a fast path may make it anywhere among
 * its reads, through the leaf's C entry (`A(i, j) * v[j]`). An int32
 * parameter gets the argument as num_call passes it: numeric.c typed it
 * so because every call passes an int32 value. */
static FuncInfo *fast_leaf_call(FnEmit *F, const Node *n) {
    if (n->kind != N_CALL || (n->flags & N_OPTIONAL)) return NULL;
    const Node *c = n->a;
    while (c->kind == N_PAREN) c = c->a;
    if (c->kind != N_IDENT) return NULL;
    Binding *b = ident_binding(F, c);
    /* A function declared once and never assigned: always initialised. */
    if (!b || b->kind != B_FUNC || b->assigned || b->nfunc_decls != 1 || !b->func_decl) return NULL;
    FuncInfo *g = b->func_decl->scope;
    if (!g || !g->cname || !g->num_entry || !g->num_leaf || n->list.len != g->node->list.len) return NULL;
    for (int i = 0; i < n->list.len; i++) {
        if (n->list.items[i]->kind == N_SPREAD) return NULL;
        Binding *p = ident_binding(F, g->node->list.items[i]);
        if (!p || !p->unboxed) return NULL;
    }
    return g;
}

/* `s.charCodeAt(i)` with one plain argument, s a local the guard tests
 * (scr_char_code_num: a string whose charCodeAt is the built-in, i within
 * it): its callee, else NULL. */
static const Node *fast_char_code_call(FnEmit *F, const Node *n) {
    if (n->kind != N_CALL || (n->flags & N_OPTIONAL) || n->list.len != 1 || n->list.items[0]->kind == N_SPREAD)
        return NULL;
    const Node *c = n->a;
    if (c->kind != N_MEMBER || !ic_worthy(c) || (c->flags & N_OPTIONAL) || strcmp(c->b->name, "charCodeAt"))
        return NULL;
    Binding *b = fast_local(F, c->a);
    return b && !b->unboxed ? c : NULL;
}

/* True when n can take a fast path; counts its nodes into *cost and sets
 * *guarded when something in it needs a guard. */
static bool fast_ok(FnEmit *F, const Node *n, int *cost, bool *guarded) {
    if (++*cost > FAST_MAX_NODES) return false;
    switch (n->kind) {
    case N_PAREN: return fast_ok(F, n->a, cost, guarded);
    case N_NUMBER: return true;
    case N_IDENT: {
        Binding *b = fast_local(F, n);
        if (!b) return false;
        if (!b->unboxed) *guarded = true;
        return true;
    }
    case N_MEMBER: {
        if ((n->flags & N_COMPUTED) && !(n->flags & N_OPTIONAL) && n->a->kind != N_SUPER) {
            /* An element read, a[i]: the index itself a fast expression. */
            Binding *b = fast_local(F, n->a);
            if (!b || b->unboxed) return false;
            *guarded = true;
            return fast_ok(F, n->b, cost, guarded);
        }
        if (!(ic_worthy(n) || is_length(n)) || (n->flags & N_OPTIONAL) || n->b->kind != N_IDENT) return false;
        Binding *b = fast_local(F, n->a);
        if (!b || b->unboxed) return false;
        *guarded = true;
        return true;
    }
    case N_BINARY:
        switch (n->op) {
        case T_PLUS: case T_MINUS: case T_STAR: case T_SLASH: case T_PERCENT:
        case T_AMP: case T_PIPE: case T_CARET: case T_SHL: case T_SAR: case T_SHR:
            return fast_ok(F, n->a, cost, guarded) && fast_ok(F, n->b, cost, guarded);
        default: return false;
        }
    case N_UNARY:
        if (n->op != T_MINUS && n->op != T_PLUS) return false;
        return fast_ok(F, n->a, cost, guarded);
    case N_CALL:
        if (fast_leaf_call(F, n)) {
            for (int i = 0; i < n->list.len; i++)
                if (!fast_ok(F, n->list.items[i], cost, guarded)) return false;
            return true;
        }
        if (fast_math_call(F, n) < 0 && !fast_char_code_call(F, n)) return false;
        *guarded = true;
        for (int i = 0; i < n->list.len; i++)
            if (!fast_ok(F, n->list.items[i], cost, guarded)) return false;
        return true;
    default: return false;
    }
}

/* ---- fast regions ----------------------------------------------------
 * A run of statements each of which is a numeric fast path (`const dx =
 * a.x - b.x`, `a.vx -= dx * m`, `s += a.x * k`, `o.n++`) gets one guard
 * for the whole run instead of one per statement and per access. For each
 * local object whose named properties the run reads or writes, a region
 * cache (ScrRegionCache, one per object per run) records a shape and the
 * slot of each of those properties in it: the guard compares the object's
 * shape with it once and takes a pointer to each slot, which must hold a
 * Number; the guard also checks that every local the run reads before
 * assigning holds a Number and that `Math.f` is still the intrinsic. Then
 * the run executes as straight C through the slot pointers, with no shape
 * test and no release of an overwritten value (a Number). This holds
 * because nothing in the run can change a shape or store anything but a
 * Number: it calls nothing, reads no element, and assigns no local that it
 * uses as an object. When the guard fails, the statements' ordinary code
 * runs (each with its own fast path), and then each object whose shape
 * differed from its cache's is recorded there (scr_region_fill). */
enum { REGION_MAX_STMTS = 32, REGION_MAX_LOCALS = 64, REGION_MAX_KEYS = 16 /* SCR_REGION_KEYS */ };

typedef struct RegionObj {
    Binding *b;
    const char *keys[REGION_MAX_KEYS];
    uint32_t stored;                   /* bit j: the run stores to keys[j] */
    int nkeys;
    int cache;                         /* rc[cache] */
    int slot[REGION_MAX_KEYS];     /* sp_<slot[j]> points at keys[j]'s slot */
} RegionObj;

typedef struct FastRegion {
    Binding *assigned[REGION_MAX_LOCALS]; /* locals the run assigns */
    int nassigned;
    Binding *done[REGION_MAX_LOCALS];     /* those assigned so far while emitting */
    int ndone;
    RegionObj objs[REGION_MAX_LOCALS];    /* locals whose properties it reads or writes */
    int nobjs;
    /* Consts the run declares and nothing after it reads: the fast branch
     * keeps each in the C double d_<priv_d[i]> and leaves the binding as
     * it is (region_private). */
    Binding *priv[REGION_MAX_LOCALS];
    int priv_d[REGION_MAX_LOCALS];
    int npriv;
    bool guarded;
    /* While the run lies directly in the body of a loop that holds hoisted
     * guards (hoist_open): the guards that stay true across iterations
     * until code runs (the objects' of bindings the loop cannot assign,
     * `Math.f`'s), tested once per code epoch; else NULL. */
    Buf *hoist;
} FastRegion;

/* The C double that holds b in the fast branch of the region being
 * emitted, or NULL. */
static const char *region_private(FnEmit *F, const Binding *b) {
    if (!F->region) return NULL;
    for (int i = 0; i < F->region->npriv; i++)
        if (F->region->priv[i] == b) return fstr(F, "d_%d", F->region->priv_d[i]);
    return NULL;
}

static bool region_has(Binding *const *set, int n, const Binding *b) {
    for (int i = 0; i < n; i++)
        if (set[i] == b) return true;
    return false;
}

/* In a fast region, a local an earlier statement of the region assigned
 * holds a Number. */
static bool region_assigned(const FnEmit *F, const Binding *b) {
    return F->region && region_has(F->region->done, F->region->ndone, b);
}

static RegionObj *region_find(FastRegion *R, const Binding *b) {
    for (int i = 0; i < R->nobjs; i++)
        if (R->objs[i].b == b) return &R->objs[i];
    return NULL;
}

/* The slot of property `key` of local b in the region's fast branch. */
static const char *region_slot(FnEmit *F, const Binding *b, const char *key) {
    RegionObj *o = region_find(F->region, b);
    for (int j = 0; j < o->nkeys; j++)
        if (!strcmp(o->keys[j], key)) return fstr(F, "*sp_%d", o->slot[j]);
    return "0"; /* not reached: region_stmt_ok recorded every key */
}

/* Adds `cond` to the guard unless it is there already. */
static void fast_guard(Buf *g, const char *cond) {
    if (g->len) {
        /* Conditions are joined by " && "; find an equal one. */
        const char *p = g->s;
        size_t n = strlen(cond);
        while ((p = strstr(p, cond)) != NULL) {
            bool start = p == g->s || (p >= g->s + 4 && !strncmp(p - 4, " && ", 4));
            bool end = p[n] == 0 || !strncmp(p + n, " && ", 4);
            if (start && end) return;
            p += n;
        }
        buf_puts(g, " && ");
    }
    buf_puts(g, cond);
}

/* Whether n is a bitwise operator whose result is an int32 (not >>>'s
 * uint32), or an int32 local: an index the element guards take as it is. */
static bool fast_int32_index(FnEmit *F, const Node *n) {
    while (n->kind == N_PAREN) n = n->a;
    if (n->kind == N_BINARY) return bitwise_op(n->op) && n->op != T_SHR;
    if (n->kind != N_IDENT) return false;
    Binding *b = fast_local(F, n);
    return b && b->unboxed == UNBOX_INT32 && !region_private(F, b);
}

/* The C int32_t expression of ToInt32(n) (fast_ok said yes), adding its
 * guards: a bitwise operator computes in int32 as int32_binary does (>>>
 * gives the uint32's bits), an int32 literal or local is read as it is,
 * anything else is ToInt32 of its double. */
static const char *fast_c_i32(FnEmit *F, Node *n, Buf *g) {
    while (n->kind == N_PAREN) n = n->a;
    if (n->kind == N_NUMBER && numeric_int32_value(n->num)) return fstr(F, "%d", (int)n->num);
    if (n->kind == N_IDENT && fast_int32_index(F, n)) return fast_local(F, n)->cname;
    if (n->kind != N_BINARY || !bitwise_op(n->op)) return fstr(F, "scr_d_to_int32(%s)", fast_c(F, n, g));
    const char *x = fast_c_i32(F, n->a, g), *y = fast_c_i32(F, n->b, g);
    return int32_op_c(F, n->op, x, y);
}

/* The C double expression of n (fast_ok said yes), adding its guards. */
const char *fast_c(FnEmit *F, Node *n, Buf *g) {
    switch (n->kind) {
    case N_PAREN: return fast_c(F, n->a, g);
    case N_NUMBER: return num_literal(F, n->num).d;
    case N_IDENT: {
        Binding *b = fast_local(F, n);
        const char *priv = region_private(F, b);
        if (priv) return priv;
        if (b->unboxed == UNBOX_INT32) return fstr(F, "(double)%s", b->cname);
        if (b->unboxed) return b->cname;
        const char *slot = binding_slot(F, b);
        /* In a fast region, a local an earlier statement of the region
         * assigned holds a Number. */
        if (!region_assigned(F, b)) fast_guard(g, fstr(F, "scr_is_number(%s)", slot));
        return fstr(F, "scr_as_number(%s)", slot);
    }
    case N_MEMBER: {
        const char *obj = binding_slot(F, fast_local(F, n->a));
        if (F->region) {
            /* Read where it lies, when the statement runs: an earlier
             * statement of the region may have stored to it. */
            return fstr(F, "scr_as_number(%s)", region_slot(F, fast_local(F, n->a), n->b->name));
        }
        if (n->flags & N_COMPUTED) {
            /* An int32 index (an int32 local, `t[(c ^ b) & 0xff]`) as it
             * is, any other as a double. */
            bool i32 = fast_int32_index(F, n->b);
            const char *idx = i32 ? fast_c_i32(F, n->b, g) : fast_c(F, n->b, g);
            int k = ++F->ndbl;
            const char *elem = fstr(F, i32 ? "scr_elem_num_i32(%s, %s, &d_%d)" : "scr_elem_num(%s, %s, &d_%d)", obj,
                                    idx, k);
            int view = view_of(F, n->a);
            if (view) {
                /* The loop's view first, then any array. */
                const char *vt = fstr(F, i32 ? "scr_view_num_i32(&tv_%d, %s, &d_%d)" : "scr_view_num(&tv_%d, %s, &d_%d)",
                                      view, idx, k);
                elem = fstr(F, "(%s || %s)", vt, elem);
            }
            fast_guard(g, elem);
            return fstr(F, "d_%d", k);
        }
        int k = ++F->ndbl;
        /* A string's, an array's or a typed array's length, as
         * scr_get_length reads it (the ordinary code's cache). */
        const char *guard = is_length(n) ? "scr_length_num" : "scr_ic_num";
        int sv = is_length(n) ? sview_of(F, n->a) : 0;
        if (sv) fast_guard(g, fstr(F, "scr_sview_length(&sv_%d, %s, &ic[%d], &d_%d)", sv, obj, pin_ic(F, n, false), k));
        else fast_guard(g, fstr(F, "%s(%s, &ic[%d], &d_%d)", guard, obj, pin_ic(F, n, false), k));
        return fstr(F, "d_%d", k);
    }
    case N_BINARY: {
        if (bitwise_op(n->op))
            return fstr(F, n->op == T_SHR ? "(double)(uint32_t)%s" : "(double)%s", fast_c_i32(F, n, g));
        const char *x = fast_c(F, n->a, g), *y = fast_c(F, n->b, g);
        if (n->op == T_PERCENT) {
            int32_t c = const_divisor(n->op, n->b);
            return c ? fstr(F, "scr__mod_d_int(%s, %d)", x, (int)c) : fstr(F, "scr__mod_d(%s, %s)", x, y);
        }
        return fstr(F, "(%s %s %s)", x, c_arith(n->op), y);
    }
    case N_UNARY: {
        const char *x = fast_c(F, n->a, g);
        return n->op == T_MINUS ? fstr(F, "(-%s)", x) : x;
    }
    case N_CALL: {
        FuncInfo *leaf = fast_leaf_call(F, n);
        if (leaf) {
            Buf args = {0};
            for (int i = 0; i < n->list.len; i++) {
                const char *x = fast_c(F, n->list.items[i], g);
                if (ident_binding(F, leaf->node->list.items[i])->unboxed == UNBOX_INT32) {
                    const Node *a = n->list.items[i];
                    const Binding *ab = a->kind == N_IDENT ? fast_local(F, a) : NULL;
                    x = ab && ab->unboxed == UNBOX_INT32 ? ab->cname : fstr(F, "(int32_t)%s", x);
                }
                buf_printf(&args, "%s%s", i ? ", " : "", x);
            }
            char *num = xsprintf("%s_num", leaf->cname);
            emit_fnref(F->em, num);
            const char *r = fstr(F, leaf->ret_int32 ? "(double)%s(%s)" : "%s(%s)", num, args.s ? args.s : "");
            free(num);
            free(args.s);
            return r;
        }
        const Node *cc = fast_char_code_call(F, n);
        if (cc) {
            const char *x = fast_c(F, n->list.items[0], g);
            int k = ++F->ndbl;
            int sv = sview_of(F, cc->a);
            if (sv)
                fast_guard(g, fstr(F, "scr_sview_char_code(&sv_%d, %s, &ic[%d], %s, &d_%d)", sv,
                                   binding_slot(F, fast_local(F, cc->a)), pin_ic(F, cc, false), x, k));
            else
                fast_guard(g, fstr(F, "scr_char_code_num(%s, &ic[%d], %s, &d_%d)", binding_slot(F, fast_local(F, cc->a)),
                                   pin_ic(F, cc, false), x, k));
            return fstr(F, "d_%d", k);
        }
        int m = fast_math_call(F, n);
        const char *x = fast_c(F, n->list.items[0], g);
        const char *y = n->list.len > 1 ? fast_c(F, n->list.items[1], g) : NULL;
        Node *callee = n->a;
        IcPin *gp = pin_of(F, callee->a, true);
        if (gp->get < 0) gp->get = F->em->nglobal_sites++;
        fast_guard(F->region && F->region->hoist ? F->region->hoist : g,
                   fstr(F, "scr_math_is(&gs[%d], &ic[%d], %s)", gp->get, pin_ic(F, callee, false), fast_math[m].id));
        return y ? fstr(F, "%s(%s, %s)", fast_math[m].c, x, y) : fstr(F, "%s(%s)", fast_math[m].c, x);
    }
    default: return "0.0"; /* not reached: fast_ok said no */
    }
}

/* Whether fast paths pay here: not inside another one's ordinary twin,
 * and in a module body only inside its loops, and only where the body is
 * optimised (emit_func.c, FnEmit.cold): its straight-line code runs once,
 * so a second copy of it would cost compile time for nothing. */
static bool fast_allowed(const FnEmit *F) {
    if (F->no_fast || F->em->failed) return false;
    return !F->is_module || (F->loops > 0 && !F->cold);
}

/* Whether to try a fast path for n: fast_allowed, and guarded by
 * something. */
static bool fast_wanted(FnEmit *F, const Node *n) {
    if (!fast_allowed(F)) return false;
    int cost = 0;
    bool guarded = false;
    return fast_ok(F, n, &cost, &guarded) && guarded;
}

/* As fast_wanted for the two operands of a comparison. */
bool fast_wanted2(FnEmit *F, const Node *a, const Node *b) {
    if (!fast_allowed(F)) return false;
    int cost = 0;
    bool guarded = false;
    return fast_ok(F, a, &cost, &guarded) && fast_ok(F, b, &cost, &guarded) && guarded;
}

/* `--emit=c` marks each fast path with its source. */
void fast_comment(FnEmit *F, const Node *n) {
    char *src = node_source(F, n);
    out(F, "/* fast path: %s */", comment_text(F->em, src));
    free(src);
}

/* The ordinary code of n inside a fast path's else branch. */
static Val fast_twin(FnEmit *F, Node *n) {
    F->no_fast++;
    Val v = emit_expr(F, n, true);
    F->no_fast--;
    return v;
}

/* Emits expression n with a fast path when it can take one: true with
 * *result set (a C double for an expression that always yields a Number,
 * else a temporary). */
bool emit_fast_expr(FnEmit *F, Node *n, Val *result) {
    if (!fast_wanted(F, n)) return false;
    Buf g = {0};
    const char *e = fast_c(F, n, &g);
    fast_comment(F, n);
    bool num = numeric_expr(&F->em->prog->an, n);
    int k = 0, t = 0;
    if (num) k = ++F->ndbl;
    else t = tmp_new(F);
    out(F, "if (__builtin_expect(%s, 1)) {", g.s);
    free(g.s);
    F->indent++;
    if (num) out(F, "d_%d = %s;", k, e);
    else out(F, "t%d = scr_number(%s);", t, e);
    close_brace(F);
    out_else(F);
    F->indent++;
    Val v = fast_twin(F, n);
    if (num) {
        out(F, "d_%d = %s;", k, num_of(F, &v));
        val_free(F, &v);
    } else if (v.kind == V_TEMP) {
        out(F, "t%d = t%d; t%d = SCR_UNDEFINED;", t, v.t, v.t);
        tmp_free(F, v.t);
    } else {
        out(F, "t%d = scr_dup(%s);", t, val_s(&v));
        val_free(F, &v);
    }
    close_brace(F);
    /* Either branch may have set the position. */
    F->last_line = 0;
    *result = num ? val_dbl(F, k) : val_temp(F, t);
    return true;
}

/* Bitwise operator n (one of its operands a Number: emit_int32_binary)
 * with a fast path when it can take one: true with *result the int32
 * i32_N (a uint32 for >>>) that both branches set. */
bool emit_fast_int32(FnEmit *F, Node *n, Val *result) {
    if (!fast_wanted(F, n)) return false;
    Buf g = {0};
    const char *e = fast_c_i32(F, n, &g);
    fast_comment(F, n);
    int k = ++F->nint32;
    out(F, "if (__builtin_expect(%s, 1)) {", g.s);
    free(g.s);
    F->indent++;
    out(F, "i32_%d = %s;", k, e);
    close_brace(F);
    out_else(F);
    F->indent++;
    Val v = fast_twin(F, n);
    out(F, "i32_%d = %s;", k, v.i32);
    val_free(F, &v);
    close_brace(F);
    F->last_line = 0;
    *result = val_int32(F, k, n->op == T_SHR);
    return true;
}

/* The two branches of a statement's fast path: `if (guards) { fast }`,
 * else n's ordinary code from `ordinary` (emit_assign, emit_update; g is
 * consumed). */
static void emit_fast_branches(FnEmit *F, Node *n, Buf *g, const char *fast, Val (*ordinary)(FnEmit *, Node *, bool)) {
    out(F, "if (__builtin_expect(%s, 1)) {", g->s);
    free(g->s);
    F->indent++;
    out(F, "%s", fast);
    close_brace(F);
    out_else(F);
    F->indent++;
    F->no_fast++;
    Val v = ordinary(F, n, false);
    F->no_fast--;
    val_free(F, &v);
    close_brace(F);
    F->last_line = 0;
}

/* `o.p = e` and `o.p op= e` as a statement, o a local (fast_local) and e
 * an expression fast_ok accepts: stored through the set site's cache when
 * every guard holds (for op=, the old value is read through the get
 * site's). True when emitted. */
bool emit_fast_store(FnEmit *F, Node *n) {
    Node *target = n->a;
    while (target->kind == N_PAREN) target = target->a;
    if (target->kind != N_MEMBER || !ic_worthy(target) || target->b->kind != N_IDENT) return false;
    const char *cop = NULL;
    switch (n->op) {
    case T_ASSIGN: break;
    case T_PLUS_ASSIGN: cop = "+"; break;
    case T_MINUS_ASSIGN: cop = "-"; break;
    case T_STAR_ASSIGN: cop = "*"; break;
    case T_SLASH_ASSIGN: cop = "/"; break;
    default: return false;
    }
    if (!fast_allowed(F)) return false;
    Binding *ob = fast_local(F, target->a);
    if (!ob || ob->unboxed) return false;
    int cost = 0;
    bool guarded = false;
    if (!fast_ok(F, n->b, &cost, &guarded)) return false;
    /* A plain store of an expression with nothing to guard (`o.p = 1`)
     * gains nothing over the ordinary cached store; nor does a copy
     * (`o.p = x`, `o.p = q.r`), which has no arithmetic to unbox, and whose
     * guard fails for the objects such copies mostly move (`this.next =
     * node`), sending each of them to the ordinary code's cold twin. */
    Node *rhs = n->b;
    while (rhs->kind == N_PAREN) rhs = rhs->a;
    if (!cop && (!guarded || rhs->kind == N_IDENT || rhs->kind == N_MEMBER)) return false;
    const char *obj = binding_slot(F, ob);
    Buf g = {0};
    const char *old = NULL;
    if (cop) {
        int k = ++F->ndbl;
        fast_guard(&g, fstr(F, "scr_ic_num(%s, &ic[%d], &d_%d)", obj, pin_ic(F, target, false), k));
        old = fstr(F, "d_%d", k);
    }
    int set = pin_ic(F, target, true);
    fast_guard(&g, fstr(F, "scr_ic_can_set(%s, &ic[%d])", obj, set));
    const char *e = fast_c(F, n->b, &g);
    fast_comment(F, n);
    emit_fast_branches(F, n, &g,
                       cop ? fstr(F, "scr_ic_put(%s, &ic[%d], scr_number(%s %s %s));", obj, set, old, cop, e)
                           : fstr(F, "scr_ic_put(%s, &ic[%d], scr_number(%s));", obj, set, e),
                       emit_assign);
    return true;
}

/* `x op= e` as a statement (op one of + - * /), x a let, var or
 * parameter that fast_local accepts but that is not unboxed (its writes
 * are not all Numbers: `let s = 0; s += a[i] * k[j];` with elements of
 * unknown type) and e an expression fast_ok accepts: when x holds a Number
 * and e's guards hold, the new Number is computed in C and stored; the old
 * value, a Number, needs no release. True when emitted. */
bool emit_fast_local_update(FnEmit *F, Node *n) {
    const char *cop = c_arith(n->op);
    Node *target = n->a;
    while (target->kind == N_PAREN) target = target->a;
    if (n->op == T_ASSIGN || !cop || target->kind != N_IDENT || !fast_allowed(F)) return false;
    Binding *b = fast_local(F, target);
    if (!b || b->unboxed == UNBOX_INT32 || (b->kind != B_LET && b->kind != B_VAR && b->kind != B_PARAM)) return false;
    int cost = 0;
    bool guarded = false;
    if (!fast_ok(F, n->b, &cost, &guarded)) return false;
    /* A C double (`s += a[i] * w[i]`, numeric.c) needs only e's guards. */
    if (b->unboxed && !guarded) return false;
    const char *slot = b->unboxed ? b->cname : binding_slot(F, b);
    Buf g = {0};
    if (!b->unboxed) fast_guard(&g, fstr(F, "scr_is_number(%s)", slot));
    const char *e = fast_c(F, n->b, &g);
    fast_comment(F, n);
    const char *set = b->unboxed ? fstr(F, "%s = %s %s %s;", slot, slot, cop, e)
                                 : fstr(F, "%s = scr_number(scr_as_number(%s) %s %s);", slot, slot, cop, e);
    emit_fast_branches(F, n, &g, set, emit_assign);
    return true;
}

/* `o.p++` and `o.p--` as a statement, o a local (fast_local): through
 * the get and set sites' caches when the property holds a Number. True
 * when emitted. */
bool emit_fast_update(FnEmit *F, Node *n) {
    Node *target = n->a;
    while (target->kind == N_PAREN) target = target->a;
    if (target->kind != N_MEMBER || !ic_worthy(target) || target->b->kind != N_IDENT || (target->flags & N_OPTIONAL))
        return false;
    if (!fast_allowed(F)) return false;
    Binding *ob = fast_local(F, target->a);
    if (!ob || ob->unboxed) return false;
    const char *obj = binding_slot(F, ob);
    int k = ++F->ndbl;
    int get = pin_ic(F, target, false), set = pin_ic(F, target, true);
    fast_comment(F, n);
    Buf g = {0};
    buf_printf(&g, "scr_ic_num(%s, &ic[%d], &d_%d) && scr_ic_can_set(%s, &ic[%d])", obj, get, k, obj, set);
    emit_fast_branches(F, n, &g, fstr(F, "scr_ic_put(%s, &ic[%d], scr_number(d_%d %s 1));", obj, set, k, n->op == T_INC ? "+" : "-"),
                       emit_update);
    return true;
}

/* `a[i]++`, `a[i]--` and `a[i] op= e` as a statement (op one of + - * /),
 * a a local (fast_local), i and e expressions fast_ok accepts: when
 * element i of a is a Number in an array's dense elements or in a typed
 * array of Numbers (scr_elem_ref_*) and e's guards hold, the new Number is
 * stored in place (converted as a typed array's store converts it). The
 * guards only read, so a failing one leaves the ordinary code to read the
 * index and the element again. True when emitted. */
bool emit_fast_elem_update(FnEmit *F, Node *n) {
    Node *target = n->a;
    while (target->kind == N_PAREN) target = target->a;
    if (target->kind != N_MEMBER || !(target->flags & N_COMPUTED) || (target->flags & N_OPTIONAL) ||
        target->a->kind == N_SUPER)
        return false;
    const char *cop = n->kind == N_UPDATE ? (n->op == T_INC ? "+" : "-") : c_arith(n->op);
    if (!cop || !fast_allowed(F)) return false;
    Binding *ob = fast_local(F, target->a);
    if (!ob || ob->unboxed) return false;
    int cost = 0;
    bool guarded = true;
    if (!fast_ok(F, target->b, &cost, &guarded) || (n->kind == N_ASSIGN && !fast_ok(F, n->b, &cost, &guarded)))
        return false;
    const char *obj = binding_slot(F, ob);
    Buf g = {0};
    bool i32 = fast_int32_index(F, target->b);
    const char *idx = i32 ? fast_c_i32(F, target->b, &g) : fast_c(F, target->b, &g);
    int k = ++F->ndbl, ref = ++F->neref;
    fast_guard(&g, fstr(F, i32 ? "scr_elem_ref_i32(%s, %s, &d_%d, &er_%d)" : "scr_elem_ref_d(%s, %s, &d_%d, &er_%d)",
                        obj, idx, k, ref));
    const char *e = n->kind == N_ASSIGN ? fast_c(F, n->b, &g) : "1.0";
    fast_comment(F, n);
    emit_fast_branches(F, n, &g, fstr(F, "scr_elem_put(&er_%d, d_%d %s %s);", ref, k, cop, e),
                       n->kind == N_UPDATE ? emit_update : emit_assign);
    return true;
}

/* Records that the run assigns local b; false when it cannot (b is an
 * object of one of the run's property accesses, or the set is full). */
static bool region_assign(FastRegion *R, Binding *b) {
    if (region_find(R, b)) return false;
    if (region_has(R->assigned, R->nassigned, b)) return true;
    if (R->nassigned == REGION_MAX_LOCALS) return false;
    R->assigned[R->nassigned++] = b;
    return true;
}

/* Records that the run reads (or, `stored`, writes) property key of
 * local b. */
static bool region_obj(FastRegion *R, Binding *b, const char *key, bool stored) {
    if (!b || b->unboxed || region_has(R->assigned, R->nassigned, b)) return false;
    RegionObj *o = region_find(R, b);
    if (!o) {
        if (R->nobjs == REGION_MAX_LOCALS) return false;
        o = &R->objs[R->nobjs++];
        o->b = b;
        o->nkeys = 0;
        o->stored = 0;
    }
    int j = 0;
    while (j < o->nkeys && strcmp(o->keys[j], key)) j++;
    if (j == o->nkeys) {
        if (o->nkeys == REGION_MAX_KEYS) return false;
        o->keys[o->nkeys++] = key;
    }
    if (stored) o->stored |= 1u << j;
    R->guarded = true;
    return true;
}

/* Whether expression n (fast_ok accepted it) reads no element, recording
 * the objects and keys of its property reads. */
static bool region_walk(FnEmit *F, const Node *n, FastRegion *R) {
    switch (n->kind) {
    case N_PAREN: case N_UNARY: return region_walk(F, n->a, R);
    case N_BINARY: return region_walk(F, n->a, R) && region_walk(F, n->b, R);
    case N_CALL:
        /* A string's code unit: its guard reads the index, which an
         * earlier statement of the run may assign. */
        if (fast_char_code_call(F, n)) return false;
        for (int i = 0; i < n->list.len; i++)
            if (!region_walk(F, n->list.items[i], R)) return false;
        return true;
    case N_MEMBER:
        /* A length is no slot of a shape. */
        return !(n->flags & N_COMPUTED) && !is_length(n) && region_obj(R, fast_local(F, n->a), n->b->name, false);
    default: return true;
    }
}

static bool region_expr(FnEmit *F, const Node *n, FastRegion *R) {
    int cost = 0;
    return fast_ok(F, n, &cost, &R->guarded) && region_walk(F, n, R);
}

/* A named property of a local object that a region may store to. */
static bool region_target(FnEmit *F, const Node *t, FastRegion *R) {
    if (t->kind != N_MEMBER || !ic_worthy(t) || t->b->kind != N_IDENT || (t->flags & N_OPTIONAL)) return false;
    return region_obj(R, fast_local(F, t->a), t->b->name, true);
}

/* A local a region may assign: a parameter, var or let of this function
 * held in a C variable, boxed or an unboxed double (a const only at its
 * declaration). */
static Binding *region_local(FnEmit *F, const Node *t, bool decl) {
    if (t->kind != N_IDENT) return NULL;
    Binding *b = fast_local(F, t);
    if (!b || b->storage != ST_LOCAL || b->unboxed == UNBOX_INT32) return NULL;
    if (b->kind == B_LET || b->kind == B_VAR || b->kind == B_PARAM || (decl && b->kind == B_CONST)) return b;
    return NULL;
}

/* Whether statement s may join the run described by R (updated). */
static bool region_stmt_ok(FnEmit *F, const Node *s, FastRegion *R) {
    if (s->kind == N_VAR_DECL) {
        for (int i = 0; i < s->list.len; i++) {
            const Node *d = s->list.items[i];
            Binding *b = d->b ? region_local(F, d->a, true) : NULL;
            if (!b || !region_expr(F, d->b, R) || !region_assign(R, b)) return false;
        }
        return s->list.len > 0;
    }
    if (s->kind != N_EXPR_STMT) return false;
    const Node *e = unparen(s->a);
    if (e->kind == N_UPDATE) return region_target(F, unparen(e->a), R);
    if (e->kind != N_ASSIGN || (!c_arith(e->op) && e->op != T_ASSIGN)) return false;
    const Node *t = unparen(e->a);
    if (t->kind == N_MEMBER) {
        if (!region_target(F, t, R) || !region_expr(F, e->b, R)) return false;
        if (e->op != T_ASSIGN) return true;
        /* As emit_fast_store: a plain copy (`o.p = x`, `o.p = q.r`) is
         * left to the ordinary store, and so is a constant (`this.n =
         * 0`), mostly a constructor's add of a property, which no region
         * cache can record. */
        const Node *rhs = unparen(e->b);
        int cost = 0;
        bool guarded = false;
        fast_ok(F, rhs, &cost, &guarded);
        return guarded && rhs->kind != N_IDENT && rhs->kind != N_MEMBER;
    }
    Binding *b = region_local(F, t, false);
    return b && region_expr(F, e->b, R) && region_assign(R, b);
}

/* What the run had recorded before a statement was tried: a statement
 * that fails region_stmt_ok half-way leaves no objects, keys, stores,
 * assigned locals or guard need behind (region_undo). */
typedef struct RegionMark {
    int nassigned, nobjs;
    bool guarded;
    int nkeys[REGION_MAX_LOCALS];
    uint32_t stored[REGION_MAX_LOCALS];
} RegionMark;

static void region_mark(const FastRegion *R, RegionMark *m) {
    m->nassigned = R->nassigned;
    m->nobjs = R->nobjs;
    m->guarded = R->guarded;
    for (int i = 0; i < R->nobjs; i++) {
        m->nkeys[i] = R->objs[i].nkeys;
        m->stored[i] = R->objs[i].stored;
    }
}

static void region_undo(FastRegion *R, const RegionMark *m) {
    R->nassigned = m->nassigned;
    R->nobjs = m->nobjs;
    R->guarded = m->guarded;
    for (int i = 0; i < R->nobjs; i++) {
        R->objs[i].nkeys = m->nkeys[i];
        R->objs[i].stored = m->stored[i];
    }
}

static void region_done(FastRegion *R, Binding *b) {
    if (!region_has(R->done, R->ndone, b)) R->done[R->ndone++] = b;
}

/* Emits statement s (region_stmt_ok accepted it) into the run's fast
 * branch `body`, adding its guards to g. */
static void region_stmt_emit(FnEmit *F, Node *s, Buf *g, Buf *body) {
    FastRegion *R = F->region;
    if (s->kind == N_VAR_DECL) {
        for (int i = 0; i < s->list.len; i++) {
            Node *d = s->list.items[i];
            Binding *b = ident_binding(F, d->a);
            const char *e = fast_c(F, d->b, g);
            const char *priv = region_private(F, b);
            if (priv) buf_printf(body, "%s = %s;\n", priv, e);
            else if (b->unboxed) buf_printf(body, "%s = %s;\n", b->cname, e);
            else buf_printf(body, "scr_release(%s); %s = scr_number(%s);\n", binding_slot(F, b), binding_slot(F, b), e);
            region_done(R, b);
        }
        return;
    }
    Node *e = s->a;
    while (e->kind == N_PAREN) e = e->a;
    Node *t = e->a;
    while (t->kind == N_PAREN) t = t->a;
    if (t->kind == N_MEMBER) {
        const char *p = region_slot(F, fast_local(F, t->a), t->b->name);
        if (e->kind == N_UPDATE)
            buf_printf(body, "%s = scr_number(scr_as_number(%s) %s 1);\n", p, p, e->op == T_INC ? "+" : "-");
        else if (e->op == T_ASSIGN)
            buf_printf(body, "%s = scr_number(%s);\n", p, fast_c(F, e->b, g));
        else
            buf_printf(body, "%s = scr_number(scr_as_number(%s) %s %s);\n", p, p, c_arith(e->op), fast_c(F, e->b, g));
        return;
    }
    Binding *b = ident_binding(F, t);
    const char *cop = e->op == T_ASSIGN ? NULL : c_arith(e->op);
    if (b->unboxed) {
        const char *x = fast_c(F, e->b, g);
        if (cop) buf_printf(body, "%s = %s %s %s;\n", b->cname, b->cname, cop, x);
        else buf_printf(body, "%s = %s;\n", b->cname, x);
    } else {
        const char *slot = binding_slot(F, b);
        bool known = region_assigned(F, b);
        if (cop) {
            if (!known) fast_guard(g, fstr(F, "scr_is_number(%s)", slot));
            const char *x = fast_c(F, e->b, g);
            buf_printf(body, "%s = scr_number(scr_as_number(%s) %s %s);\n", slot, slot, cop, x);
        } else {
            /* A let in its dead zone throws in the ordinary code. */
            if (!known && b->kind == B_LET) fast_guard(g, fstr(F, "%s != SCR_UNINIT", slot));
            const char *x = fast_c(F, e->b, g);
            buf_printf(body, "scr_release(%s); %s = scr_number(%s);\n", slot, slot, x);
        }
    }
    region_done(R, b);
}

/* ---- hoisted region guards ------------------------------------------
 * A region inside a loop re-tests, each iteration, the guards of objects
 * that cannot change while the loop runs: nbody's `a` (`const a =
 * bodies[i]`) keeps its shape and its Numbers across the inner loop over
 * `b`. A loop whose code cannot change them but by calling something
 * holds its regions' guards of such objects (and their `Math.f` tests)
 * from one pass to the next, for as long as no code has run: the thread's
 * code epoch (scr.h, scr_code_ran), which every call bumps (a getter,
 * valueOf or proxy trap too), and which the loop itself bumps on entry,
 * after each statement of its body that stores to a property outside a
 * region, and at the end of each region's ordinary branch. A region's
 * hoisted guards are then tested once per epoch (hg_<n> holds the epoch
 * at which they last passed). The loop qualifies when its test and update
 * store nothing and nothing in it calls (but `Math.f` and numeric leaves,
 * whose ordinary paths call through scr_call), constructs, deletes,
 * awaits, yields, catches, continues (a `continue` would skip the bump
 * after a store), iterates with for-in/for-of or makes a function. */

/* A binding a region in loop may hold the guard of: a local of this
 * function declared before the loop and never reassigned. */
static bool hoist_binding(FnEmit *F, const Node *loop, const Binding *b) {
    return b && !b->assigned && !b->unboxed && b->func == F->fi && b->storage == ST_LOCAL &&
           (b->kind == B_CONST || b->kind == B_LET || b->kind == B_PARAM) && b->decl && b->decl->pos < loop->pos;
}

typedef struct HoistScan {
    FnEmit *F;
    const Node *loop;
    bool in_head; /* walking the loop's test or update */
    bool bad;     /* something rules holding guards out */
    bool useful;  /* hoist_useful_visit found something to hoist */
} HoistScan;

static bool is_store_target(const Node *n) {
    while (n->kind == N_PAREN) n = n->a;
    return n->kind != N_IDENT;
}

static AstWalk hoist_visit(const Node *n, void *ctx) {
    HoistScan *h = ctx;
    switch (n->kind) {
    case N_CALL:
        if (fast_math_call(h->F, n) >= 0 || fast_leaf_call(h->F, n)) return AST_INTO;
        break;
    case N_NEW: case N_TAGGED_TEMPLATE: case N_AWAIT: case N_YIELD: case N_TRY: case N_CONTINUE:
    case N_FOR_IN: case N_FOR_OF: case N_FUNC_DECL: case N_FUNC_EXPR: case N_ARROW: case N_CLASS_DECL:
    case N_CLASS_EXPR: case N_SUPER: case N_IMPORT_CALL:
        break;
    case N_UNARY:
        if (n->op == T_DELETE) break;
        return AST_INTO;
    case N_ASSIGN: case N_UPDATE:
        if (h->in_head && is_store_target(n->a)) break;
        return AST_INTO;
    default: return AST_INTO;
    }
    h->bad = true;
    return AST_STOP;
}

/* What a region of the body could hoist: a property of a hoist_binding
 * or a `Math.f` call, in a statement of the body itself (a region of a
 * nested block does not hoist). */
static AstWalk hoist_useful_visit(const Node *n, void *ctx) {
    HoistScan *h = ctx;
    if ((n->kind == N_MEMBER && !(n->flags & N_COMPUTED) && n->a->kind == N_IDENT &&
         hoist_binding(h->F, h->loop, ident_binding(h->F, n->a))) ||
        fast_math_call(h->F, n) >= 0) {
        h->useful = true;
        return AST_STOP;
    }
    return AST_INTO;
}

/* Whether statement s stores to a property (anywhere inside it). */
static AstWalk store_visit(const Node *n, void *ctx) {
    (void)ctx;
    if ((n->kind == N_ASSIGN || n->kind == N_UPDATE) && is_store_target(n->a)) return AST_STOP;
    return AST_INTO;
}

bool hoist_stores(const Node *s) { return ast_walk(s, store_visit, NULL); }

HoistMark hoist_open(FnEmit *F, const Node *loop, const Node *test, const Node *update, Node *body) {
    HoistMark m = {F->hoist_loop, F->hoist_body};
    F->hoist_loop = NULL;
    F->hoist_body = NULL;
    if (!fast_allowed(F) || !body || body->kind != N_BLOCK) return m;
    HoistScan h = {F, loop, true, false, false};
    if (test) ast_walk(test, hoist_visit, &h);
    if (update && !h.bad) ast_walk(update, hoist_visit, &h);
    h.in_head = false;
    if (!h.bad) ast_walk(body, hoist_visit, &h);
    for (int i = 0; i < body->list.len && !h.bad && !h.useful; i++) {
        const Node *st = body->list.items[i];
        if (st->kind == N_VAR_DECL || st->kind == N_EXPR_STMT) ast_walk(st, hoist_useful_visit, &h);
    }
    if (h.bad || !h.useful) return m;
    F->hoist_loop = loop;
    F->hoist_body = &body->list;
    /* Guards held before the loop started may be of other objects. */
    out(F, "scr_code_ran();");
    return m;
}

void hoist_close(FnEmit *F, HoistMark m) {
    F->hoist_loop = m.loop;
    F->hoist_body = m.body;
}

/* refers_after's walk: an identifier that names b. */
typedef struct RefersTo {
    FnEmit *F;
    const Binding *b;
} RefersTo;

static AstWalk refers_visit(const Node *n, void *ctx) {
    RefersTo *r = ctx;
    if (n->kind != N_IDENT) return AST_INTO;
    return n->binding >= 0 && ident_binding(r->F, n) == r->b ? AST_STOP : AST_SKIP;
}

/* Whether a statement of l from index `from` on refers to b. */
static bool refers_after(FnEmit *F, const NodeList *l, int from, const Binding *b) {
    RefersTo r = {F, b};
    for (int i = from; i < l->len; i++)
        if (ast_walk(l->items[i], refers_visit, &r)) return true;
    return false;
}

/* Emits the statements of l from index `from` as a fast region when at
 * least two of them qualify: returns how many it emitted, 0 for none. */
int emit_fast_region(FnEmit *F, NodeList *l, int from) {
    /* Only a declaration or an expression statement can start a run
     * (region_stmt_ok). */
    const Node *first = l->items[from];
    if (!first || (first->kind != N_VAR_DECL && first->kind != N_EXPR_STMT) || !fast_allowed(F) || F->region)
        return 0;
    /* The arrays are read only up to their counts. */
    FastRegion *R = xmalloc(sizeof *R);
    R->nassigned = R->ndone = R->nobjs = R->npriv = 0;
    R->guarded = false;
    R->hoist = NULL;
    int end = from;
    RegionMark mark;
    for (; end < l->len && end - from < REGION_MAX_STMTS; end++) {
        region_mark(R, &mark);
        if (!region_stmt_ok(F, l->items[end], R)) {
            region_undo(R, &mark);
            break;
        }
    }
    if (end - from < 2 || !R->guarded) {
        free(R);
        return 0;
    }
    /* A const the run declares that no later statement of the block reads
     * (its only references are in the run: a closure's would have boxed
     * it) lives in a C double in the fast branch; the ordinary branch
     * writes the binding as always. */
    for (int i = from; i < end; i++) {
        const Node *st = l->items[i];
        if (st->kind != N_VAR_DECL) continue;
        for (int j = 0; j < st->list.len && R->npriv < REGION_MAX_LOCALS; j++) {
            Binding *b = ident_binding(F, st->list.items[j]->a);
            if (b && b->kind == B_CONST && !b->unboxed && b->storage == ST_LOCAL && !b->in_switch &&
                !refers_after(F, l, end, b)) {
                R->priv[R->npriv] = b;
                R->priv_d[R->npriv++] = ++F->ndbl;
            }
        }
    }
    /* The objects' guards first: one shape test each, then a pointer to
     * each property's slot, which must hold a Number. Those of an object
     * the enclosing loop cannot reassign are hoisted when the loop allows
     * (hoist_open): they and the `Math.f` tests go to hb. */
    Buf g = {0}, body = {0}, hb = {0};
    bool hoist = F->hoist_body == l;
    if (hoist) R->hoist = &hb;
    for (int i = 0; i < R->nobjs; i++) {
        RegionObj *o = &R->objs[i];
        Buf *gb = hoist && hoist_binding(F, F->hoist_loop, o->b) ? &hb : &g;
        o->cache = F->em->nrc++;
        int base = ++F->nslot;
        fast_guard(gb, fstr(F, "scr_region_obj(%s, &rc[%d], &sp_%d)", binding_slot(F, o->b), o->cache, base));
        for (int j = 0; j < o->nkeys; j++) {
            o->slot[j] = ++F->nslot;
            fast_guard(gb, fstr(F, "scr_region_num(sp_%d, &rc[%d], %d, &sp_%d)", base, o->cache, j, o->slot[j]));
        }
    }
    F->region = R;
    for (int i = from; i < end; i++) region_stmt_emit(F, l->items[i], &g, &body);
    F->region = NULL;
    out(F, "/* fast region: lines %d-%d */", l->items[from]->line, l->items[end - 1]->line);
    if (hb.len) {
        /* The hoisted guards, once per code epoch: hg_<h> records the
         * epoch at which they last passed. */
        int h = ++F->nhoist;
        out(F, "/* hoisted guards (hg_%d): held since they last passed unless code ran */", h);
        const char *held = fstr(F, "(scr_hoist_holds(hg_%d) || (%s && scr_hoist_mark(&hg_%d)))", h, hb.s, h);
        out(F, "if (__builtin_expect(%s%s%s, 1)) {", held, g.len ? " && " : "", g.len ? g.s : "");
    } else {
        /* No guard at all: every value the run reads is a Number the run
         * itself assigned (`var start = i + 1; var j = start;` with an
         * unboxed i), and the fast branch always runs. */
        out(F, "if (__builtin_expect(%s, 1)) {", g.len ? g.s : "1");
    }
    free(g.s);
    free(hb.s);
    F->indent++;
    for (char *line = body.s, *nl; line && *line; line = nl + 1) {
        nl = strchr(line, '\n');
        *nl = 0;
        out(F, "%s", line);
    }
    free(body.s);
    close_brace(F);
    out_else(F);
    F->indent++;
    for (int i = from; i < end && !F->em->failed; i++) emit_stmt(F, l->items[i]);
    for (int i = 0; i < R->nobjs; i++) {
        RegionObj *o = &R->objs[i];
        Buf keys = {0};
        for (int j = 0; j < o->nkeys; j++) buf_printf(&keys, "%s%s", j ? ", " : "", katom(F->em, o->keys[j]));
        out(F, "scr_region_fill(&rc[%d], %s, 0x%xu, %d, (const ScrValue[]){%s});", o->cache, binding_slot(F, o->b),
            (unsigned)o->stored, o->nkeys, keys.s);
        free(keys.s);
    }
    /* The ordinary code may have stored anything: no hoisted guard of the
     * loop holds any more. */
    if (hoist) out(F, "scr_code_ran();");
    close_brace(F);
    F->last_line = 0;
    free(R);
    return end - from;
}

/* ---- element views ----------------------------------------------------
 * Before a loop, each binding the loop indexes (`a[i]`, `a[i] = v`) that
 * nothing can assign while the loop runs gets a view (scr.h, ScrTaView):
 * a typed array's bytes, length and kind, taken once. The binding must be
 * a const, or a let or parameter written only by its declaration; a local
 * of this function declared before the loop (one declared inside it is a
 * new binding each iteration), or a module-level one of this module (held
 * in a C static; one still in its dead zone when the loop starts stays
 * there until the loop ends, since only the module body initialises it).
 * The loop's element reads and stores of the binding then test the view
 * first: an index within it reads or writes the bytes directly, anything
 * else (an Array, an index outside, an empty view) takes the ordinary
 * access, so no result changes. An inner loop adds views of bindings its
 * enclosing loop could not take (declared in the enclosing loop's body). */

static bool view_candidate(FnEmit *F, const Node *loop, const Binding *b) {
    if (!b || b->assigned || b->unboxed) return false;
    if (b->kind != B_LET && b->kind != B_CONST && b->kind != B_PARAM) return false;
    if (b->storage == ST_STATIC) return b->scope->kind == S_MODULE && b->mod == F->mod;
    if (b->storage != ST_LOCAL && b->storage != ST_BOX) return false;
    /* A box of an enclosing function's binding is this activation's for
     * good; it leaves its dead zone at most once, from the enclosing
     * function's declaration, which cannot run inside this loop but from a
     * generator resumed there: then the view stays empty. */
    if (b->func != F->fi) return b->storage == ST_BOX;
    return b->decl && b->decl->pos < loop->pos;
}

int view_of(FnEmit *F, const Node *obj) {
    if (!F->nviews || obj->kind != N_IDENT) return 0;
    Binding *b = ident_binding(F, obj);
    for (int i = 0; i < F->nviews; i++)
        if (F->view_b[i] == b) return F->view_id[i];
    return 0;
}

typedef struct ViewScan {
    FnEmit *F;
    const Node *loop;
} ViewScan;

/* Takes a view for an indexed binding of the loop; nested functions and
 * classes are emitted on their own. */
static AstWalk views_visit(const Node *n, void *ctx) {
    ViewScan *v = ctx;
    FnEmit *F = v->F;
    switch (n->kind) {
    case N_FUNC_DECL: case N_FUNC_EXPR: case N_ARROW: case N_CLASS_DECL: case N_CLASS_EXPR: return AST_SKIP;
    default: break;
    }
    if (n->kind == N_MEMBER && (n->flags & N_COMPUTED) && n->a->kind == N_IDENT && F->nviews < VIEW_MAX &&
        !view_of(F, n->a)) {
        Binding *b = ident_binding(F, n->a);
        if (view_candidate(F, v->loop, b)) {
            F->view_b[F->nviews] = b;
            F->view_id[F->nviews++] = ++F->nview;
            out(F, "tv_%d = scr_ta_view(%s);", F->nview, binding_slot(F, b));
        }
    }
    return AST_INTO;
}

/* ---- string views -----------------------------------------------------
 * A loop that scans a string (`for (...; i < s.length; i++) ...
 * s.charCodeAt(i)`) takes, before it starts, a view of each binding whose
 * `charCodeAt` it reads (scr.h, ScrStrView), which its reads of the
 * binding's `length` use too (an Array's loop gets none): the string the
 * binding holds, its length, and the code epoch at which its charCodeAt
 * was last proven the built-in. The binding qualifies as for an element
 * view, or is a local of this function that the loop never writes (a
 * string rebuilt by an enclosing loop). The loop qualifies when nothing
 * in it can change String.prototype but by calling something, which
 * bumps the epoch: it stores to no property and deletes none, and it
 * neither awaits nor yields (another activation's code would run in
 * between), iterates with for-in/for-of, makes a class (whose static
 * blocks run in place), calls through `super` nor tags a template; its
 * direct calls bump the epoch after they return (emit_expr.c). */

typedef struct SviewScan {
    FnEmit *F;
    const Node *loop;
    bool bad;
    /* Bindings the loop writes: none of them gets a view. */
    Binding *written[VIEW_MAX];
    int nwritten;
    bool too_many_writes;
    /* Bindings whose charCodeAt the loop reads, in order: the views it
     * may take. */
    Binding *reads[VIEW_MAX];
    int nreads;
} SviewScan;

static AstWalk sview_loop_visit(const Node *n, void *ctx) {
    SviewScan *v = ctx;
    switch (n->kind) {
    case N_FUNC_DECL: case N_FUNC_EXPR: case N_ARROW: return AST_SKIP;
    case N_AWAIT: case N_YIELD: case N_FOR_IN: case N_FOR_OF: case N_TAGGED_TEMPLATE: case N_SUPER:
    case N_CLASS_DECL: case N_CLASS_EXPR: case N_IMPORT_CALL:
        break;
    case N_UNARY:
        if (n->op == T_DELETE) break;
        return AST_INTO;
    case N_ASSIGN: case N_UPDATE:
        if (is_store_target(n->a)) break;
        return AST_INTO;
    case N_MEMBER:
        if (!(n->flags & N_COMPUTED) && n->a->kind == N_IDENT && n->b->kind == N_IDENT &&
            !strcmp(n->b->name, "charCodeAt")) {
            Binding *b = ident_binding(v->F, n->a);
            bool seen = !b;
            for (int i = 0; i < v->nreads && !seen; i++) seen = v->reads[i] == b;
            if (!seen && v->nreads < VIEW_MAX) v->reads[v->nreads++] = b;
        }
        return AST_INTO;
    case N_IDENT:
        if (n->flags & N_WRITE) {
            Binding *b = ident_binding(v->F, n);
            bool seen = false;
            for (int i = 0; i < v->nwritten && !seen; i++) seen = v->written[i] == b;
            if (seen) return AST_INTO;
            if (v->nwritten < VIEW_MAX) v->written[v->nwritten++] = b;
            else v->too_many_writes = true;
        }
        return AST_INTO;
    default: return AST_INTO;
    }
    v->bad = true;
    return AST_STOP;
}

static bool sview_candidate(SviewScan *v, const Binding *b) {
    FnEmit *F = v->F;
    if (!b || b->unboxed || (b->kind != B_LET && b->kind != B_CONST && b->kind != B_PARAM)) return false;
    if (view_candidate(F, v->loop, b)) return true;
    if (b->storage != ST_LOCAL || b->func != F->fi || !b->decl || b->decl->pos >= v->loop->pos ||
        v->too_many_writes)
        return false;
    for (int i = 0; i < v->nwritten; i++)
        if (v->written[i] == b) return false;
    return true;
}

int sview_of(FnEmit *F, const Node *obj) {
    if (!F->nsviews || obj->kind != N_IDENT) return 0;
    Binding *b = ident_binding(F, obj);
    for (int i = 0; i < F->nsviews; i++)
        if (F->sview_b[i] == b) return F->sview_id[i];
    return 0;
}

ViewMark views_open(FnEmit *F, const Node *loop) {
    ViewMark mark = {F->nviews, F->nsviews, F->sview_loops};
    /* A module body compiled without optimisation gains nothing. */
    if (F->no_fast || F->em->failed || F->cold) return mark;
    ViewScan v = {F, loop};
    ast_walk(loop, views_visit, &v);
    SviewScan sv = {.F = F, .loop = loop};
    ast_walk(loop, sview_loop_visit, &sv);
    if (!sv.bad) {
        int before = F->nsviews;
        for (int i = 0; i < sv.nreads && F->nsviews < VIEW_MAX; i++) {
            Binding *b = sv.reads[i];
            bool viewed = false; /* by an enclosing loop */
            for (int j = 0; j < F->nsviews && !viewed; j++) viewed = F->sview_b[j] == b;
            if (viewed || !sview_candidate(&sv, b)) continue;
            F->sview_b[F->nsviews] = b;
            F->sview_id[F->nsviews++] = ++F->nsview;
            out(F, "sv_%d = scr_str_view(%s);", F->nsview, binding_slot(F, b));
        }
        if (F->nsviews > before) F->sview_loops++;
    }
    return mark;
}

void views_close(FnEmit *F, ViewMark mark) {
    F->nviews = mark.views;
    F->nsviews = mark.sviews;
    F->sview_loops = mark.sview_loops;
}
