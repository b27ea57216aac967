/* numeric.c - a small type inference: bindings that always hold a Number.
 *
 * A let or const binding is numeric when each of its writes stores a value
 * that is a Number whatever the program does: a number literal, unary `+`,
 * `>>>`, `-`/`*`/`/`/`%`/`**`/`&`/`|`/`^`/`<<`/`>>` with a Number on either
 * side (the other side is then a Number too, or the operator throws: a
 * BigInt does not mix), `+` with a Number on one side and on the other a
 * Number or what one of those operators (or unary `-`, `~`, `++`, `--`)
 * computes, a Number or a BigInt (`s += a[i] * b[i]`: no string, so `+`
 * adds, and throws for a BigInt), `++`/`--` of a
 * numeric binding, and reads of numeric bindings. The facts are a greatest
 * fixpoint: every candidate starts numeric and loses the property when one
 * of its writes stores something that is not provably a Number under the
 * current facts, until nothing changes. That is sound because a binding
 * only ever holds what its writes stored (a let or const starts in its dead
 * zone, which every read checks), so by induction over the program's run
 * each value stored is a Number.
 *
 * Every write is accounted for: scope analysis counts each write it
 * resolves (Binding.nwrites), this pass counts the writes it understands
 * (declarations, `=`, compound assignments, `++`/`--`), and a binding with
 * any other write (destructuring, for-in/of, `||=`) is left alone.
 *
 * A numeric binding that is a C local and that no reference finds in its
 * dead zone is unboxed: a C double, or an int32_t when every write stores
 * an int32 (int32_write; docs/architecture.md, "Unboxed number locals").
 *
 * Calls count too. `f(...)` yields a Number (or throws) when f always holds
 * one plain function (declared once and never assigned, or a let/const
 * initialised with a function or arrow that nothing assigns: the calls
 * emit_expr.c makes directly) whose every return statement returns a
 * Number and whose body cannot end without one (its last statement is a
 * return, or an arrow's expression body). FuncInfo.ret_number joins the
 * same greatest fixpoint: a call returns what one of its return statements
 * computed under facts that held, by induction over the program's run
 * (a call that never returns throws, at the latest RangeError for the
 * stack). FuncInfo.ret_int32 joins the int32 fixpoint the same way.
 *
 * Parameters count as well, when their function can only be reached
 * through such direct calls: every reference to its binding is the callee
 * of a plain call (no `f.call`, no `typeof f`, no export), every call
 * passes at least as many arguments as there are parameters and no
 * spread, the parameters are plain names, and the function is neither
 * async, a generator, nor a user of `arguments`. Each call's argument is
 * then one more write of its parameter (W_ARG), so `popcount(x)` called
 * only with int32s keeps x in an int32_t. */
#include "numeric.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "text.h"

typedef struct Write {
    Binding *b;
    const Node *n; /* N_DECLARATOR, N_ASSIGN or N_UPDATE; for a parameter's
                      W_ARG, the argument expression of one call */
    bool arg;      /* W_ARG: not a write scope analysis counted */
} Write;

/* A return statement's value (NULL for `return;`), or an arrow's
 * expression body, in function f. */
typedef struct Ret {
    FuncInfo *f;
    const Node *e;
} Ret;

typedef struct Walk {
    Analysis *an;
    Write *w;
    int nw, cap;
    Ret *ret;
    int nret, retcap;
    FuncInfo *fn;           /* the function being walked (NULL: a module body) */
    int *refs;              /* per binding: references (declarations aside) */
    int *callee_refs;       /* per binding: references as a plain call's callee */
    bool *bad_calls;        /* per binding: a call with a spread, or too few arguments */
    bool *typed_param;      /* per binding: a parameter that W_ARG writes describe */
    const Node **calls;     /* every plain call with a name as its callee */
    int ncalls, callcap;
    int *seen;              /* per binding: writes recognised */
    const Node **var_decl;  /* per var: its one declarator in straight-line code */
    int *var_decls;         /* per var: declarators seen */
    int *var_first_use;     /* per var: the smallest offset of any other reference */
    bool *tdz;              /* per binding: a reference that checks the dead zone */
    const Node **counted;   /* per binding: the `for` whose update is its
                               counted step (int32_step) */
} Walk;

static const Node *unparen(const Node *n) {
    while (n && n->kind == N_PAREN) n = n->a;
    return n;
}

static Binding *candidate(Walk *k, const Node *id) {
    if (!id || id->kind != N_IDENT) return NULL;
    Binding *b = scope_binding(k->an, id);
    if (!b || (b->kind != B_LET && b->kind != B_CONST && b->kind != B_VAR && b->kind != B_PARAM)) return NULL;
    return b;
}

static void add_write(Walk *k, Binding *b, const Node *n) {
    if (k->nw == k->cap) {
        k->cap = k->cap ? k->cap * 2 : 64;
        k->w = xgrow(k->w, sizeof *k->w * (size_t)k->cap);
    }
    k->w[k->nw++] = (Write){b, n, false};
    k->seen[b->id]++;
}

static void add_ret(Walk *k, FuncInfo *f, const Node *e) {
    if (!f) return;
    if (k->nret == k->retcap) {
        k->retcap = k->retcap ? k->retcap * 2 : 64;
        k->ret = xgrow(k->ret, sizeof *k->ret * (size_t)k->retcap);
    }
    k->ret[k->nret++] = (Ret){f, e};
}

/* Whether function n (N_FUNC_DECL, N_FUNC_EXPR or N_ARROW) is plain (not
 * async, not a generator) and cannot finish without a return value. */
static bool returns_always(const Node *n) {
    if (n->flags & (N_ASYNC | N_GENERATOR)) return false;
    if (n->kind == N_ARROW && (n->flags & N_EXPR_BODY)) return true;
    const Node *body = n->b;
    if (!body || body->kind != N_BLOCK || body->list.len == 0) return false;
    const Node *last = body->list.items[body->list.len - 1];
    return last->kind == N_RETURN && last->a;
}

/* `straight` is true for a node that runs, whenever its function runs,
 * before every node after it in source order and after every node before
 * it: the statements of a function body, of blocks in such places, and the
 * init of a `for` there. A `var` declared there with an initialiser and
 * referenced nowhere before its declaration's end never shows its initial
 * undefined, so it can be numeric like a let. */
static void walk(Walk *k, const Node *n, bool straight);

static void walk_list(Walk *k, const NodeList *l, bool straight) {
    for (int i = 0; i < l->len; i++) walk(k, l->items[i], straight);
}

static void walk(Walk *k, const Node *n, bool straight) {
    if (!n) return;
    Binding *b = NULL;
    switch (n->kind) {
    case N_IDENT: {
        Binding *v = scope_binding(k->an, n);
        if (v) k->refs[v->id]++;
        if (v && scope_needs_tdz_check(v, v->func, n->pos)) k->tdz[v->id] = true;
        if (v && v->kind == B_VAR && (k->var_first_use[v->id] < 0 || n->pos < k->var_first_use[v->id]))
            k->var_first_use[v->id] = n->pos;
        return;
    }
    case N_FUNC_EXPR: case N_FUNC_DECL: case N_ARROW: {
        FuncInfo *outer = k->fn, *f = n->scope;
        k->fn = f;
        if (f) f->ret_number = returns_always(n);
        /* A declaration's name is not a reference (refs). */
        if (n->kind != N_FUNC_DECL) walk(k, n->a, false);
        walk_list(k, &n->list, false);
        if (n->b && n->b->kind == N_BLOCK) {
            walk_list(k, &n->b->list, true);
        } else {
            add_ret(k, f, n->b);
            walk(k, n->b, false);
        }
        k->fn = outer;
        return;
    }
    case N_RETURN:
        add_ret(k, k->fn, n->a);
        break;
    case N_CALL: {
        Binding *cb = n->a && n->a->kind == N_IDENT ? scope_binding(k->an, n->a) : NULL;
        if (cb && !(n->flags & N_OPTIONAL)) {
            k->callee_refs[cb->id]++;
            if (k->ncalls == k->callcap) {
                k->callcap = k->callcap ? k->callcap * 2 : 64;
                k->calls = xgrow(k->calls, sizeof *k->calls * (size_t)k->callcap);
            }
            k->calls[k->ncalls++] = n;
        }
        break;
    }
    case N_PROGRAM:
        walk_list(k, &n->list, true);
        return;
    case N_BLOCK:
        walk_list(k, &n->list, straight);
        return;
    case N_LABELED:
        walk(k, n->a, straight);
        return;
    case N_VAR_DECL:
        walk_list(k, &n->list, straight);
        return;
    case N_FOR: {
        const Node *u = unparen(n->c);
        Binding *cb = u && u->kind == N_UPDATE ? candidate(k, unparen(u->a)) : NULL;
        if (cb) k->counted[cb->id] = n;
        walk(k, n->a, straight);
        walk(k, n->b, false);
        walk(k, n->c, false);
        walk(k, n->d, false);
        return;
    }
    case N_DECLARATOR: {
        b = candidate(k, n->a);
        if (b && b->kind == B_VAR) {
            k->var_decls[b->id]++;
            if (straight && n->b) k->var_decl[b->id] = n;
        }
        if (b) {
            const Node *init = unparen(n->b);
            if (init && (init->kind == N_ARROW || init->kind == N_FUNC_EXPR) && b->kind != B_VAR)
                b->init_fn = init->scope;
            add_write(k, b, n);
            /* The declared name itself is neither a use before the
             * declaration nor a read in the dead zone. */
            walk(k, n->b, false);
            return;
        }
        break;
    }
    case N_ASSIGN:
        if (n->op != T_AND2_ASSIGN && n->op != T_OR2_ASSIGN && n->op != T_QQ_ASSIGN)
            b = candidate(k, unparen(n->a));
        break;
    case N_UPDATE:
        b = candidate(k, unparen(n->a));
        break;
    default:
        break;
    }
    if (b) add_write(k, b, n);
    walk(k, n->a, false);
    walk(k, n->b, false);
    walk(k, n->c, false);
    walk(k, n->d, false);
    walk_list(k, &n->list, false);
    walk_list(k, &n->list2, false);
}

/* Whether a var binding can be treated like a let: a C local of its
 * function (no closure reads it early), declared once, in straight-line
 * code, with an initialiser, and used nowhere before that declaration. */
static bool var_ok(const Walk *k, const Binding *b) {
    const Node *d = k->var_decl[b->id];
    if (b->storage != ST_LOCAL || b->init_from || k->var_decls[b->id] != 1 || !d) return false;
    int first = k->var_first_use[b->id];
    return first < 0 || first >= d->end;
}

/* Operators whose result is a Number when either operand is one. */
static bool number_if_either(int op) {
    switch (op) {
    case T_MINUS: case T_STAR: case T_SLASH: case T_PERCENT: case T_STAR2:
    case T_AMP: case T_PIPE: case T_CARET: case T_SHL: case T_SAR:
    case T_MINUS_ASSIGN: case T_STAR_ASSIGN: case T_SLASH_ASSIGN: case T_PERCENT_ASSIGN:
    case T_STAR2_ASSIGN: case T_AMP_ASSIGN: case T_PIPE_ASSIGN: case T_CARET_ASSIGN:
    case T_SHL_ASSIGN: case T_SAR_ASSIGN:
        return true;
    default:
        return false;
    }
}

/* Whether e yields a Number or a BigInt whatever its operands (or
 * throws): what an arithmetic operator other than `+` computes, by
 * ToNumeric of its operands. */
static bool number_or_bigint(const Analysis *an, const Node *e) {
    e = unparen(e);
    if (!e) return false;
    switch (e->kind) {
    case N_BINARY: case N_ASSIGN:
        if (number_if_either(e->op) || e->op == T_SHR || e->op == T_SHR_ASSIGN) return true;
        break;
    case N_UNARY:
        if (e->op == T_MINUS || e->op == T_TILDE) return true;
        break;
    case N_UPDATE:
        return true;
    default:
        break;
    }
    return numeric_expr(an, e);
}

static bool binop_numeric(const Analysis *an, int op, const Node *a, const Node *b) {
    if (op == T_SHR || op == T_SHR_ASSIGN) return true;
    /* `s + x * y`: neither side is a string (x * y is a Number or a
     * BigInt), so `+` adds, and a Number with a BigInt throws. */
    if (op == T_PLUS || op == T_PLUS_ASSIGN)
        return (numeric_expr(an, a) && number_or_bigint(an, b)) || (number_or_bigint(an, a) && numeric_expr(an, b));
    if (number_if_either(op)) return numeric_expr(an, a) || numeric_expr(an, b);
    return false;
}

/* The function a call's callee always holds (see the top), or NULL. */
static FuncInfo *call_target(const Analysis *an, const Node *call) {
    if (call->flags & N_OPTIONAL) return NULL;
    const Node *c = call->a;
    if (!c || c->kind != N_IDENT) return NULL;
    Binding *b = scope_binding(an, c);
    if (!b || b->assigned) return NULL;
    if (b->kind == B_FUNC) return b->nfunc_decls == 1 && b->func_decl ? b->func_decl->scope : NULL;
    if ((b->kind == B_CONST || b->kind == B_LET) && b->nwrites == 1) return b->init_fn;
    return NULL;
}

bool numeric_expr(const Analysis *an, const Node *e) {
    e = unparen(e);
    if (!e) return false;
    switch (e->kind) {
    case N_NUMBER:
        return true;
    case N_IDENT: {
        Binding *b = scope_binding(an, e);
        return b && b->numeric;
    }
    case N_UNARY:
        if (e->op == T_PLUS) return true;
        if (e->op == T_MINUS || e->op == T_TILDE) return numeric_expr(an, e->a);
        return false;
    case N_UPDATE:
        return numeric_expr(an, e->a);
    case N_BINARY:
        return binop_numeric(an, e->op, e->a, e->b);
    case N_ASSIGN:
        if (e->op == T_ASSIGN) return numeric_expr(an, e->b);
        return binop_numeric(an, e->op, e->a, e->b);
    case N_CONDITIONAL:
        return numeric_expr(an, e->b) && numeric_expr(an, e->c);
    case N_SEQUENCE:
        return e->list.len > 0 && numeric_expr(an, e->list.items[e->list.len - 1]);
    case N_CALL: {
        FuncInfo *f = call_target(an, e);
        return f && f->ret_number;
    }
    default:
        return false;
    }
}

bool numeric_operands(const Analysis *an, const Node *n) {
    return numeric_expr(an, n->a) && numeric_expr(an, n->b);
}

/* Whether write w stores a Number under the current facts. */
static bool write_numeric(const Analysis *an, const Write *w) {
    const Node *n = w->n;
    if (w->arg) return numeric_expr(an, n);
    switch (n->kind) {
    case N_DECLARATOR:
        return n->b && numeric_expr(an, n->b);
    case N_UPDATE:
        return numeric_expr(an, n->a);
    case N_ASSIGN:
        return numeric_expr(an, n);
    default:
        return false;
    }
}

/* ---- int32 ------------------------------------------------------------
 * Among the unboxed bindings, those whose every write stores an int32 value
 * (never -0, never outside [-2^31, 2^31)) live in a C int32_t: again a
 * greatest fixpoint, over the writes int32_write accepts. */

bool numeric_int32_value(double d) {
    return d >= -2147483648.0 && d <= 2147483647.0 && d == (double)(int32_t)d && !(d == 0 && signbit(d));
}

/* Bitwise operators other than >>>, whose result is a uint32. */
static bool int32_op(int op) {
    switch (op) {
    case T_AMP: case T_PIPE: case T_CARET: case T_SHL: case T_SAR:
    case T_AMP_ASSIGN: case T_PIPE_ASSIGN: case T_CARET_ASSIGN: case T_SHL_ASSIGN: case T_SAR_ASSIGN:
        return true;
    default:
        return false;
    }
}

bool numeric_int32_expr(const Analysis *an, const Node *e) {
    e = unparen(e);
    if (!e) return false;
    switch (e->kind) {
    case N_NUMBER:
        return numeric_int32_value(e->num);
    case N_IDENT: {
        Binding *b = scope_binding(an, e);
        return b && b->unboxed == UNBOX_INT32;
    }
    case N_UNARY: {
        if (e->op == T_TILDE) return numeric_expr(an, e->a);
        const Node *a = unparen(e->a);
        /* A negative literal (-x of a variable may be -0 or 2^31). */
        return e->op == T_MINUS && a && a->kind == N_NUMBER && a->num != 0 && numeric_int32_value(-a->num);
    }
    case N_BINARY:
        return int32_op(e->op) && binop_numeric(an, e->op, e->a, e->b);
    case N_ASSIGN:
        if (e->op == T_ASSIGN) return numeric_int32_expr(an, e->b);
        return int32_op(e->op) && binop_numeric(an, e->op, e->a, e->b);
    case N_CONDITIONAL:
        return numeric_int32_expr(an, e->b) && numeric_int32_expr(an, e->c);
    case N_SEQUENCE:
        return e->list.len > 0 && numeric_int32_expr(an, e->list.items[e->list.len - 1]);
    case N_CALL: {
        FuncInfo *f = call_target(an, e);
        return f && f->ret_int32;
    }
    default:
        return false;
    }
}

/* A Number expression whose value is at most 2^31-1 (for `i < E`), or at
 * least -2^31 (for `i > E`, when below): an int32, or an int32 less
 * (more) a nonnegative literal (`i < n - 3`). */
static bool int32_bounded(const Analysis *an, const Node *e, bool below) {
    e = unparen(e);
    if (numeric_int32_expr(an, e)) return true;
    if (e->kind != N_BINARY || e->op != (below ? T_PLUS : T_MINUS)) return false;
    const Node *c = unparen(e->b);
    return c->kind == N_NUMBER && c->num >= 0 && int32_bounded(an, e->a, below);
}

/* `i++` (or `i--`) as the update of `for (...; i < E; i++)` (`i > E` for
 * `i--`) where E is at most 2^31-1 (at least -2^31) and the binding has
 * no write but its declaration and this step: each step follows a test
 * that held with i unchanged since, so i < E <= 2^31-1 and i + 1 cannot
 * overflow. */
static bool int32_step(const Walk *k, const Write *w) {
    const Node *f = k->counted[w->b->id];
    if (!f || unparen(f->c) != w->n || w->b->nwrites != 2) return false;
    const Node *t = unparen(f->b);
    if (!t || t->kind != N_BINARY || t->op != (w->n->op == T_INC ? T_LT : T_GT)) return false;
    const Node *x = unparen(t->a);
    return x && x->kind == N_IDENT && scope_binding(k->an, x) == w->b &&
           int32_bounded(k->an, t->b, w->n->op != T_INC);
}

static bool int32_write(const Walk *k, const Write *w) {
    const Node *n = w->n;
    if (w->arg) return numeric_int32_expr(k->an, n);
    switch (n->kind) {
    case N_DECLARATOR:
        return n->b && numeric_int32_expr(k->an, n->b);
    case N_UPDATE:
        return int32_step(k, w);
    case N_ASSIGN:
        return numeric_int32_expr(k->an, n);
    default:
        return false;
    }
}

/* Whether f's parameters are plain names that only the direct calls of
 * `callee` (the binding every call names) can bind (see the top). */
static bool params_typable(const Walk *k, const FuncInfo *f, const Binding *callee) {
    const Node *fn = f->node;
    if (!fn || callee->exported || k->bad_calls[callee->id] || f->args_b) return false;
    if (k->refs[callee->id] != k->callee_refs[callee->id]) return false;
    if (fn->flags & (N_ASYNC | N_GENERATOR)) return false;
    if (fn->kind != N_FUNC_DECL && fn->kind != N_ARROW && !(fn->kind == N_FUNC_EXPR && !fn->a)) return false;
    for (int i = 0; i < fn->list.len; i++) {
        const Node *p = fn->list.items[i];
        Binding *b = p->kind == N_IDENT ? scope_binding(k->an, p) : NULL;
        if (!b || b->kind != B_PARAM || b->func != f) return false;
        for (int j = 0; j < i; j++)
            if (scope_binding(k->an, fn->list.items[j]) == b) return false; /* sloppy `(a, a)` */
    }
    return true;
}

/* Adds a W_ARG write per argument of every direct call of a function whose
 * parameters params_typable accepts. */
static void type_params(Walk *k) {
    for (int i = 0; i < k->ncalls; i++) {
        const Node *call = k->calls[i];
        FuncInfo *f = call_target(k->an, call);
        Binding *cb = scope_binding(k->an, call->a);
        bool bad = !f || call->list.len < f->node->list.len;
        for (int j = 0; j < call->list.len && !bad; j++) bad = call->list.items[j]->kind == N_SPREAD;
        if (bad) k->bad_calls[cb->id] = true;
    }
    for (int i = 0; i < k->ncalls; i++) {
        const Node *call = k->calls[i];
        FuncInfo *f = call_target(k->an, call);
        if (!f || !params_typable(k, f, scope_binding(k->an, call->a))) continue;
        const Node *fn = f->node;
        for (int j = 0; j < fn->list.len; j++) {
            Binding *b = scope_binding(k->an, fn->list.items[j]);
            if (k->nw == k->cap) {
                k->cap = k->cap ? k->cap * 2 : 64;
                k->w = xgrow(k->w, sizeof *k->w * (size_t)k->cap);
            }
            k->w[k->nw++] = (Write){b, call->list.items[j], true};
            k->typed_param[b->id] = true;
        }
    }
}

/* ---- numeric leaves ---------------------------------------------------
 * FuncInfo.num_leaf (numeric.h). Each check below accepts only what the
 * emitter turns into plain C on numbers: a read of an unboxed binding has
 * no dead zone to check, an operator whose operands are both Numbers
 * converts nothing, and a write to an unboxed let, var or parameter
 * cannot fail. Calls, property reads, `this`, closures, `throw`, `try`,
 * `switch` and every other form are refused. */

/* An unboxed binding; `write`: one that may be assigned (not a const). */
static bool leaf_binding(const Analysis *an, const Node *id, bool write) {
    id = unparen(id);
    if (!id || id->kind != N_IDENT) return false;
    Binding *b = scope_binding(an, id);
    if (!b || !b->unboxed || b->storage != ST_LOCAL) return false;
    return !write || b->kind == B_LET || b->kind == B_VAR || b->kind == B_PARAM;
}

static bool leaf_test(const Analysis *an, const Node *e);

/* A Number-valued expression of a leaf. */
static bool leaf_expr(const Analysis *an, const Node *e) {
    e = unparen(e);
    if (!e) return false;
    switch (e->kind) {
    case N_NUMBER:
        return true;
    case N_IDENT:
        return leaf_binding(an, e, false);
    case N_UNARY:
        return (e->op == T_MINUS || e->op == T_PLUS || e->op == T_TILDE) && leaf_expr(an, e->a);
    case N_BINARY:
        switch (e->op) {
        case T_PLUS: case T_MINUS: case T_STAR: case T_SLASH: case T_PERCENT: case T_STAR2:
        case T_AMP: case T_PIPE: case T_CARET: case T_SHL: case T_SAR: case T_SHR:
            return leaf_expr(an, e->a) && leaf_expr(an, e->b);
        default:
            return false;
        }
    case N_UPDATE:
        return leaf_binding(an, e->a, true);
    case N_ASSIGN:
        switch (e->op) {
        case T_ASSIGN: case T_PLUS_ASSIGN: case T_MINUS_ASSIGN: case T_STAR_ASSIGN: case T_SLASH_ASSIGN:
        case T_PERCENT_ASSIGN: case T_STAR2_ASSIGN: case T_SHL_ASSIGN: case T_SAR_ASSIGN: case T_SHR_ASSIGN:
        case T_AMP_ASSIGN: case T_PIPE_ASSIGN: case T_CARET_ASSIGN:
            return leaf_binding(an, e->a, true) && leaf_expr(an, e->b);
        default:
            return false;
        }
    case N_CONDITIONAL:
        return leaf_test(an, e->a) && leaf_expr(an, e->b) && leaf_expr(an, e->c);
    case N_SEQUENCE:
        for (int i = 0; i < e->list.len; i++)
            if (!leaf_expr(an, e->list.items[i])) return false;
        return e->list.len > 0;
    default:
        return false;
    }
}

/* An expression of a leaf whose truth is tested. */
static bool leaf_test(const Analysis *an, const Node *e) {
    e = unparen(e);
    if (!e) return false;
    switch (e->kind) {
    case N_BINARY:
        switch (e->op) {
        case T_LT: case T_GT: case T_LE: case T_GE: case T_EQ2: case T_NE: case T_EQ3: case T_NE3:
            return leaf_expr(an, e->a) && leaf_expr(an, e->b);
        default:
            return leaf_expr(an, e);
        }
    case N_UNARY:
        return e->op == T_NOT ? leaf_test(an, e->a) : leaf_expr(an, e);
    case N_LOGICAL:
        return e->op != T_QQ && leaf_test(an, e->a) && leaf_test(an, e->b);
    default:
        return leaf_expr(an, e);
    }
}

static bool leaf_stmt(const Analysis *an, const Node *s) {
    if (!s) return true;
    switch (s->kind) {
    case N_EMPTY: case N_BREAK: case N_CONTINUE:
        return true;
    case N_EXPR_STMT:
        return leaf_test(an, s->a);
    case N_RETURN:
        return s->a && leaf_expr(an, s->a);
    case N_VAR_DECL:
        for (int i = 0; i < s->list.len; i++) {
            const Node *d = s->list.items[i];
            if (!leaf_binding(an, d->a, false) || !d->b || !leaf_expr(an, d->b)) return false;
        }
        return true;
    case N_BLOCK:
        for (int i = 0; i < s->list.len; i++)
            if (!leaf_stmt(an, s->list.items[i])) return false;
        return true;
    case N_IF:
        return leaf_test(an, s->a) && leaf_stmt(an, s->b) && leaf_stmt(an, s->c);
    case N_FOR:
        if (s->a && !(s->a->kind == N_VAR_DECL ? leaf_stmt(an, s->a) : leaf_test(an, s->a))) return false;
        return (!s->b || leaf_test(an, s->b)) && (!s->c || leaf_test(an, s->c)) && leaf_stmt(an, s->d);
    case N_WHILE:
        return leaf_test(an, s->a) && leaf_stmt(an, s->b);
    case N_DO_WHILE:
        return leaf_stmt(an, s->a) && leaf_test(an, s->b);
    case N_LABELED:
        return leaf_stmt(an, s->a);
    default:
        return false;
    }
}

/* Whether n, outside nested functions, holds a `try` statement. */
static bool is_try(const Node *n) { return n->kind == N_TRY; }

static bool num_entry(const Analysis *an, const FuncInfo *f) {
    const Node *fn = f->node;
    if (!f->ret_number || !fn || f->is_async || f->is_generator || f->this_b || f->nt_b || f->args_b) return false;
    if (fn->kind != N_FUNC_DECL && fn->kind != N_ARROW && !(fn->kind == N_FUNC_EXPR && !fn->a)) return false;
    for (int i = 0; i < fn->list.len; i++) {
        const Node *p = fn->list.items[i];
        Binding *b = p->kind == N_IDENT ? scope_binding(an, p) : NULL;
        if (!b || b->kind != B_PARAM || b->func != f || !b->unboxed || b->storage != ST_LOCAL) return false;
    }
    return !ast_contains(fn->b, is_try);
}

static bool num_leaf(const Analysis *an, const FuncInfo *f) {
    const Node *fn = f->node;
    if (!f->num_entry || f->ncaptures) return false;
    if (fn->kind == N_ARROW && (fn->flags & N_EXPR_BODY)) return leaf_expr(an, fn->b);
    return fn->b && fn->b->kind == N_BLOCK && leaf_stmt(an, fn->b);
}

void numeric_analyze(Analysis *an, Module **mods, int nmods) {
    size_t nb = (size_t)an->nbinds + 1;
    Walk k = {.an = an,
              .seen = xzalloc(sizeof(int) * nb),
              .var_decl = xzalloc(sizeof(Node *) * nb),
              .var_decls = xzalloc(sizeof(int) * nb),
              .var_first_use = xmalloc(sizeof(int) * nb),
              .tdz = xzalloc(sizeof(bool) * nb),
              .counted = xzalloc(sizeof(Node *) * nb),
              .refs = xzalloc(sizeof(int) * nb),
              .callee_refs = xzalloc(sizeof(int) * nb),
              .bad_calls = xzalloc(sizeof(bool) * nb),
              .typed_param = xzalloc(sizeof(bool) * nb)};
    for (size_t i = 0; i < nb; i++) k.var_first_use[i] = -1;
    for (int i = 0; i < nmods; i++) walk(&k, mods[i]->program, true);
    type_params(&k);
    for (int i = 1; i < an->nbinds; i++) {
        Binding *b = an->binds[i];
        bool param = b->kind == B_PARAM && k.typed_param[b->id];
        bool kind_ok = b->kind == B_LET || b->kind == B_CONST || (b->kind == B_VAR && var_ok(&k, b)) || param;
        /* A parameter's declaration is one of its nwrites; its W_ARG
         * writes stand for it. */
        b->numeric = kind_ok && b->nwrites > 0 && k.seen[b->id] + (param ? 1 : 0) == b->nwrites;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < k.nw; i++) {
            Write *w = &k.w[i];
            if (w->b->numeric && !write_numeric(an, w)) {
                w->b->numeric = false;
                changed = true;
            }
        }
        for (int i = 0; i < k.nret; i++) {
            Ret *r = &k.ret[i];
            if (r->f->ret_number && !(r->e && numeric_expr(an, r->e))) {
                r->f->ret_number = false;
                changed = true;
            }
        }
    }
    for (int i = 0; i < k.nret; i++) k.ret[i].f->ret_int32 = k.ret[i].f->ret_number;
    /* A numeric C local that no reference finds in its dead zone is kept
     * unboxed: nothing ever needs to tell its SCR_UNINIT apart. */
    for (int i = 1; i < an->nbinds; i++) {
        Binding *b = an->binds[i];
        b->unboxed = b->numeric && b->storage == ST_LOCAL && !k.tdz[b->id] ? UNBOX_INT32 : UNBOX_NONE;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < k.nw; i++) {
            Write *w = &k.w[i];
            if (w->b->unboxed == UNBOX_INT32 && !int32_write(&k, w)) {
                w->b->unboxed = UNBOX_DOUBLE;
                changed = true;
            }
        }
        for (int i = 0; i < k.nret; i++) {
            Ret *r = &k.ret[i];
            if (r->f->ret_int32 && !numeric_int32_expr(an, r->e)) {
                r->f->ret_int32 = false;
                changed = true;
            }
        }
    }
    for (int i = 0; i < an->nfuncs; i++) {
        an->funcs[i]->num_entry = num_entry(an, an->funcs[i]);
        an->funcs[i]->num_leaf = num_leaf(an, an->funcs[i]);
    }
    free(k.ret);
    free(k.calls);
    free(k.refs);
    free(k.callee_refs);
    free(k.bad_calls);
    free(k.typed_param);
    free(k.tdz);
    free(k.counted);
    free(k.w);
    free(k.seen);
    free(k.var_decl);
    free(k.var_decls);
    free(k.var_first_use);
}
