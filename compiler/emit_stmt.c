/* emit_stmt.c - C emission for statements and control flow. Structured JS
 * control flow becomes labels and gotos. A stack of control entries (loops,
 * switches, labelled blocks, try/finally) lets break, continue and return
 * leave nested statements properly: iterators of for-of loops are closed,
 * and finally blocks run through a completion variable and a dispatch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"

static Ctl *ctl_push(FnEmit *F, CtlKind kind) {
    if (F->nctl == F->ctlcap) {
        F->ctlcap = F->ctlcap ? F->ctlcap * 2 : 16;
        F->ctl = xgrow(F->ctl, (size_t)F->ctlcap * sizeof *F->ctl);
        for (int i = F->nctl; i < F->ctlcap; i++) F->ctl[i] = xmalloc(sizeof **F->ctl);
    }
    Ctl *c = F->ctl[F->nctl++];
    memset(c, 0, sizeof *c);
    c->kind = kind;
    c->iter = -1;
    c->tmp = -1;
    c->tmp2 = -1;
    c->outer_handler = F->handler;
    return c;
}

/* Leaves every control entry at index >= down_to (innermost first), then
 * jumps to label. A try/finally on the way captures the jump: the rest of
 * it is emitted in that finally's dispatch. */
void emit_jump(FnEmit *F, int down_to, const char *label) {
    for (int i = F->nctl - 1; i >= down_to; i--) {
        Ctl *c = F->ctl[i];
        if (c->kind == CTL_LOOP && c->iter >= 0) {
            out(F, "if (%s(&it%d, false) < 0) goto %s;", c->async_iter ? "scr_iter_close_async" : "scr_iter_close",
                c->iter, c->outer_handler);
            out(F, "scr_iter_release(&it%d);", c->iter);
        }
        if (c->tmp >= 0) out(F, "scr_clear(&t%d);", c->tmp);
        if (c->tmp2 >= 0) out(F, "scr_clear(&t%d);", c->tmp2);
        if (c->kind == CTL_FINALLY) {
            c->jumps = xgrow(c->jumps, sizeof(PendingJump) * (size_t)(c->njumps + 1));
            PendingJump *j = &c->jumps[c->njumps++];
            j->target = down_to;
            j->label = label;
            out(F, "comp%d = %d;", c->fin, c->njumps + 1);
            out(F, "goto finally_%d;", c->fin);
            return;
        }
    }
    out(F, "goto %s;", label);
}

/* A short comment with the statement's first source line. */
static void out_comment(FnEmit *F, const Node *n) {
    if (n->line <= 0 || n->line > F->sf->nlines) return;
    const char *s = F->sf->text + F->sf->line_starts[n->line - 1];
    const char *e = s;
    while (*e && *e != '\n' && *e != '\r') e++;
    while (s < e && (*s == ' ' || *s == '\t')) s++;
    size_t len = (size_t)(e - s);
    if (len > 70) len = 70;
    char *shown = arena_strndup(&F->em->strs, s, len);
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c == '*' && i + 1 < len && s[i + 1] == '/') c = '+';
        if (c == '/' && i + 1 < len && s[i + 1] == '*') c = '|';
        if ((unsigned char)c < 0x20) c = ' ';
        shown[i] = c;
    }
    out(F, "/* %d: %s%s */", n->line, shown, (size_t)(e - s) > 70 ? "..." : "");
}

/* Creates the boxes and dead-zone markers of a scope's bindings and the
 * function objects of its hoisted function declarations. Runs each time the
 * scope is entered, so a loop body gets fresh boxes per iteration. */
typedef struct DeadZoneRefs {
    FnEmit *F;
    Binding **cand;
    bool *seen;
    int nc;
} DeadZoneRefs;

/* Sets seen[k] for a reference to cand[k] (other than its declaration)
 * that can find it in its dead zone. */
static AstWalk dead_zone_visit(const Node *n, void *ctx) {
    DeadZoneRefs *d = ctx;
    if (n->kind != N_IDENT) return AST_INTO;
    if (n->binding < 0) return AST_SKIP;
    Binding *b = ident_binding(d->F, n);
    for (int k = 0; k < d->nc; k++)
        if (b == d->cand[k] && n != b->decl && scope_needs_tdz_check(b, d->F->fi, n->pos)) d->seen[k] = true;
    return AST_SKIP;
}

void emit_scope_entry(FnEmit *F, Scope *s, NodeList *stmts) {
    if (!s) return;
    bool fscope = s->kind == S_FUNCTION || s->kind == S_MODULE;
    /* A let, const or class of a block held in a C local goes back to its
     * dead zone each time the block is entered (a loop body), so that a
     * read before its declaration throws; its old value is dropped then.
     * When no reference in the block can come before the declaration (none
     * that scope.c says needs a dead-zone check), nothing can observe the
     * dead zone, and the declaration's store drops the old value instead:
     * in a function that never suspends, no checkpoint runs in between, so
     * holding it that much longer shows nowhere. */
    enum { DZ_MAX = 32 };
    Binding *cand[DZ_MAX];
    bool seen[DZ_MAX] = {false};
    int nc = 0;
    if (s->kind == S_BLOCK && s->node && !F->suspends) {
        for (int i = 0; i < s->nbinds && nc < DZ_MAX; i++) {
            Binding *b = s->binds[i];
            if ((b->kind == B_LET || b->kind == B_CONST) && b->storage == ST_LOCAL && !b->unboxed &&
                !b->in_switch && b->init_end >= 0 && b->func == F->fi)
                cand[nc++] = b;
        }
        DeadZoneRefs d = {F, cand, seen, nc};
        if (nc) ast_walk(s->node, dead_zone_visit, &d);
    }
    for (int i = 0; i < s->nbinds; i++) {
        Binding *b = s->binds[i];
        if (b->kind == B_IMPORT || b->storage == ST_STATIC) continue;
        bool tdz = b->kind == B_LET || b->kind == B_CONST || b->kind == B_CLASS;
        if (b->storage == ST_BOX) {
            if (fscope && (b->kind == B_PARAM)) continue; /* made by the prologue */
            out(F, "scr_box_release(%s);", b->cname);
            out(F, "%s = scr_box_new_take(%s);", b->cname, tdz ? "SCR_UNINIT" : "SCR_UNDEFINED");
        } else if (!fscope && tdz && !b->unboxed) {
            bool skip = false;
            for (int k = 0; k < nc; k++)
                if (cand[k] == b) skip = !seen[k];
            if (skip) continue;
            out(F, "scr_clear(&%s);", b->cname);
            out(F, "%s = SCR_UNINIT;", b->cname);
        }
    }
    if (!stmts) return;
    for (int i = 0; i < stmts->len; i++) {
        Node *n = stmts->items[i];
        if (!n) continue;
        if ((n->kind == N_EXPORT_NAMED || n->kind == N_EXPORT_DEFAULT) && n->a && n->a->kind == N_FUNC_DECL)
            n = n->a;
        if (n->kind != N_FUNC_DECL) continue;
        Binding *b = n->a ? ident_binding(F, n->a) : NULL;
        if (!n->a) b = scope_binding(&F->em->prog->an, &(Node){.binding = stmts->items[i]->binding});
        if (!b || b->storage == ST_STATIC) continue; /* made by program_hoist */
        FuncInfo *g = n->scope;
        out_line_directive(F, n);
        Val nm = val_const(F, "%s", katom(F->em, g->name));
        Val fn = emit_closure(F, g, &nm, NULL);
        write_binding(F, b, &fn, true, false, n->a ? n->a : n);
    }
}

static void emit_block_body(FnEmit *F, Node *blk) {
    if (blk->kind != N_BLOCK) {
        emit_stmt(F, blk);
        return;
    }
    emit_scope_entry(F, blk->scope, &blk->list);
    emit_stmts(F, &blk->list);
}

void emit_stmts(FnEmit *F, NodeList *l) {
    for (int i = 0; i < l->len && !F->em->failed; i++) {
        int run = emit_fast_region(F, l, i);
        if (run) {
            i += run - 1;
            continue;
        }
        emit_stmt(F, l->items[i]);
        /* In a loop that holds hoisted guards (emit_fast.c, hoist_open),
         * a store outside a region ends what they proved. */
        if (F->hoist_body == l && hoist_stores(l->items[i])) out(F, "scr_code_ran();");
    }
}

static void emit_var_decl(FnEmit *F, Node *n) {
    for (int i = 0; i < n->list.len; i++) {
        Node *d = n->list.items[i];
        Node *target = d->a;
        if (!d->b) {
            if (n->op == T_VAR) continue;
            Val u = val_const(F, "SCR_UNDEFINED");
            emit_bind_pattern(F, target, &u, true);
            continue;
        }
        Val v = emit_named(F, d->b, target->kind == N_IDENT ? target->name : NULL, NULL);
        if (target->kind == N_IDENT) {
            Binding *b = ident_binding(F, target);
            write_binding(F, b, &v, n->op != T_VAR || !b, false, target);
        } else {
            F->destructure_src = d->b;
            emit_bind_pattern(F, target, &v, n->op != T_VAR);
            val_free(F, &v);
        }
    }
}

/* Copies the per-iteration bindings of a `for (let ...)` head into fresh
 * boxes, so closures of one iteration keep that iteration's values. */
static void per_iteration_copy(FnEmit *F, Scope *hs) {
    if (!hs) return;
    for (int i = 0; i < hs->nbinds; i++) {
        Binding *b = hs->binds[i];
        if (b->storage != ST_BOX || !b->per_iteration) continue;
        out(F, "{ /* a fresh binding per iteration */");
        out(F, "    ScrBox *fresh = scr_box_new_take(scr_dup(%s->value));", b->cname);
        out(F, "    scr_box_release(%s);", b->cname);
        out(F, "    %s = fresh;", b->cname);
        out(F, "}");
    }
}

static void attach_labels(Ctl *c, const char **labels, int nlabels) {
    c->labels = labels;
    c->nlabels = nlabels;
}


static void emit_loop_body(FnEmit *F, Node *body) { emit_stmt(F, body); }

static void emit_for(FnEmit *F, Node *n) {
    int L = new_label(F);
    const char **labels = F->pending_labels;
    int nl = F->npending_labels;
    F->pending_labels = NULL;
    F->npending_labels = 0;
    Scope *hs = n->scope;
    emit_scope_entry(F, hs, NULL);
    if (n->a) {
        if (n->a->kind == N_VAR_DECL) emit_var_decl(F, n->a);
        else emit_discard(F, n->a);
    }
    per_iteration_copy(F, hs);
    HoistMark hm = hoist_open(F, n, n->b, n->c, n->d);
    const char *top, *cont, *brk;
    top = fstr(F, "for_%d", L);
    cont = fstr(F, "for_%d_continue", L);
    brk = fstr(F, "for_%d_end", L);
    out_label(F, top);
    if (n->b) {
        emit_cond(F, n->b);
        out(F, "if (!r) goto %s;", brk);
    }
    Ctl *c = ctl_push(F, CTL_LOOP);
    attach_labels(c, labels, nl);
    c->brk = brk;
    c->cont = cont;
    emit_loop_body(F, n->d);
    F->nctl--;
    out_label(F, cont);
    per_iteration_copy(F, hs);
    if (n->c) emit_discard(F, n->c);
    out(F, "goto %s;", top);
    out_label(F, brk);
    hoist_close(F, hm);
}

static void emit_while(FnEmit *F, Node *n) {
    int L = new_label(F);
    const char *top, *brk;
    top = fstr(F, "while_%d", L);
    brk = fstr(F, "while_%d_end", L);
    HoistMark hm = hoist_open(F, n, n->a, NULL, n->b);
    out_label(F, top);
    walk_plan(F, n->a, n->b, top);
    emit_cond(F, n->a);
    F->walk_read = NULL;
    out(F, "if (!r) goto %s;", brk);
    Ctl *c = ctl_push(F, CTL_LOOP);
    attach_labels(c, F->pending_labels, F->npending_labels);
    F->pending_labels = NULL;
    F->npending_labels = 0;
    c->brk = brk;
    c->cont = top;
    emit_loop_body(F, n->b);
    F->nctl--;
    out(F, "goto %s;", top);
    out_label(F, brk);
    hoist_close(F, hm);
}

static void emit_do_while(FnEmit *F, Node *n) {
    int L = new_label(F);
    const char *top, *cont, *brk;
    top = fstr(F, "do_%d", L);
    cont = fstr(F, "do_%d_continue", L);
    brk = fstr(F, "do_%d_end", L);
    HoistMark hm = hoist_open(F, n, n->b, NULL, n->a);
    out_label(F, top);
    Ctl *c = ctl_push(F, CTL_LOOP);
    attach_labels(c, F->pending_labels, F->npending_labels);
    F->pending_labels = NULL;
    F->npending_labels = 0;
    c->brk = brk;
    c->cont = cont;
    emit_loop_body(F, n->a);
    F->nctl--;
    out_label(F, cont);
    emit_cond(F, n->b);
    out(F, "if (r) goto %s;", top);
    out_label(F, brk);
    hoist_close(F, hm);
}

/* The left side of for-in / for-of for one iteration's value v. */
static void emit_for_left(FnEmit *F, Node *n, Val *v) {
    emit_scope_entry(F, n->scope, NULL);
    Node *left = n->a;
    if (left->kind == N_VAR_DECL) emit_bind_pattern(F, left->list.items[0]->a, v, left->op != T_VAR);
    else emit_bind_pattern(F, left, v, false);
}

static void emit_for_in(FnEmit *F, Node *n) {
    int L = new_label(F);
    const char **labels = F->pending_labels;
    int nl = F->npending_labels;
    F->pending_labels = NULL;
    F->npending_labels = 0;
    const char *top, *brk;
    top = fstr(F, "for_%d", L);
    brk = fstr(F, "for_%d_end", L);
    /* The right side is evaluated with the head's bindings in TDZ. */
    emit_scope_entry(F, n->scope, NULL);
    Val obj = val_own(F, emit_expr(F, n->b, true));
    int keys = tmp_new(F);
    out(F, "if (scr_is_nullish(%s)) goto %s;", val_s(&obj), brk);
    out(F, "t%d = scr_for_in_keys(%s);", keys, val_s(&obj));
    out(F, "if (t%d == SCR_EXCEPTION) goto %s;", keys, F->handler);
    int idx = ++F->niters;
    out(F, "keys%d = 0;", idx);
    out_label(F, top);
    out(F, "if (keys%d >= scr_array_length(t%d)) goto %s;", idx, keys, brk);
    int t = tmp_new(F);
    out(F, "t%d = scr_dup(scr_array_at(t%d, keys%d++));", t, keys, idx);
    /* A key deleted during the loop is skipped. */
    out(F, "r = scr_is_object(t%d) ? scr_for_in_has(t%d, t%d) : 1;", obj.t, obj.t, t);
    out(F, "if (r < 0) goto %s;", F->handler);
    out(F, "if (!r) {");
    out(F, "    scr_clear(&t%d);", t);
    out(F, "    goto %s;", top);
    out(F, "}");
    Ctl *c = ctl_push(F, CTL_LOOP);
    attach_labels(c, labels, nl);
    c->tmp = keys;
    c->tmp2 = obj.t;
    c->brk = brk;
    c->cont = top;
    Val tv = val_temp(F, t);
    emit_for_left(F, n, &tv);
    val_free(F, &tv);
    emit_loop_body(F, n->c);
    F->nctl--;
    out(F, "goto %s;", top);
    out_label(F, brk);
    out(F, "scr_clear(&t%d);", keys);
    tmp_free(F, keys);
    val_free(F, &obj);
}

static void emit_for_of(FnEmit *F, Node *n) {
    int L = new_label(F);
    const char **labels = F->pending_labels;
    int nl = F->npending_labels;
    F->pending_labels = NULL;
    F->npending_labels = 0;
    const char *top, *brk, *close;
    top = fstr(F, "for_%d", L);
    brk = fstr(F, "for_%d_end", L);
    close = fstr(F, "for_%d_close", L);
    emit_scope_entry(F, n->scope, NULL);
    Val obj = emit_expr(F, n->b, true);
    int it = ++F->niters;
    bool is_async = (n->flags & N_FOR_AWAIT) != 0;
    char *what = iter_what(F, n->b);
    out(F, "scr_iter_release(&it%d);", it);
    out_pos(F, n->b);
    out(F, "if (scr_iter_open%s(&it%d, %s, %s) < 0) goto %s;", is_async ? "_async" : "", it, val_s(&obj), what,
        F->handler);
    free(what);
    val_free(F, &obj);
    out_label(F, top);
    int t = tmp_new(F);
    out(F, "r = scr_iter_next%s(&it%d, &t%d);", is_async ? "_async" : "", it, t);
    out(F, "if (r < 0) goto %s;", F->handler);
    out(F, "if (r == 0) goto %s;", brk);
    Ctl *c = ctl_push(F, CTL_LOOP);
    attach_labels(c, labels, nl);
    c->iter = it;
    c->async_iter = is_async;
    c->brk = brk;
    c->cont = top;
    /* An exception in the body closes the iterator, then propagates. */
    const char *outer = F->handler;
    buf_printf(&F->handlers, "  %s:;\n    %s(&it%d, true);\n    goto %s;\n", close,
               is_async ? "scr_iter_close_async" : "scr_iter_close", it, outer);
    F->handler = close;
    Val tv = val_temp(F, t);
    emit_for_left(F, n, &tv);
    val_free(F, &tv);
    emit_loop_body(F, n->c);
    F->handler = outer;
    F->nctl--;
    out(F, "goto %s;", top);
    out_label(F, brk);
    out(F, "scr_iter_release(&it%d);", it);
}

static void emit_switch(FnEmit *F, Node *n) {
    int L = new_label(F);
    const char *brk = fstr(F, "switch_%d_end", L);
    Val d = val_own(F, emit_expr(F, n->a, true));
    emit_scope_entry(F, n->scope, NULL);
    /* Block-level functions of the cases are hoisted to the switch. */
    for (int i = 0; i < n->list.len; i++) {
        NodeList *l = &n->list.items[i]->list;
        Scope tmp = {0};
        (void)tmp;
        for (int j = 0; j < l->len; j++)
            if (l->items[j] && l->items[j]->kind == N_FUNC_DECL) {
                NodeList one = {&l->items[j], 1, 1};
                emit_scope_entry(F, &tmp, &one);
            }
    }
    int deflt = -1;
    for (int i = 0; i < n->list.len; i++) {
        Node *c = n->list.items[i];
        if (!c->a) {
            deflt = i;
            continue;
        }
        Val v = emit_expr(F, c->a, true);
        out(F, "if (scr_strict_eq(t%d, %s)) {", d.t, val_s(&v));
        F->indent++;
        if (v.kind == V_TEMP) out(F, "scr_clear(&t%d);", v.t);
        out(F, "goto switch_%d_case_%d;", L, i);
        int line = F->last_line, col = F->last_col;
        close_brace(F);
        F->last_line = line, F->last_col = col; /* the block ends in a goto */
        val_free(F, &v);
    }
    if (deflt >= 0) out(F, "goto switch_%d_case_%d;", L, deflt);
    else out(F, "goto %s;", brk);
    Ctl *c = ctl_push(F, CTL_SWITCH);
    attach_labels(c, F->pending_labels, F->npending_labels);
    F->pending_labels = NULL;
    F->npending_labels = 0;
    c->tmp = d.t;
    c->brk = brk;
    for (int i = 0; i < n->list.len; i++) {
        const char *lab = fstr(F, "switch_%d_case_%d", L, i);
        out_label(F, lab);
        emit_stmts(F, &n->list.items[i]->list);
    }
    F->nctl--;
    out_label(F, brk);
    val_free(F, &d);
}

static void emit_try(FnEmit *F, Node *n) {
    int L = new_label(F);
    const char *old_handler = F->handler;
    int fin = -1;
    if (n->d) {
        fin = ++F->nfin;
        out(F, "comp%d = 0;", fin);
        region_push(F);
        Ctl *c = ctl_push(F, CTL_FINALLY);
        c->fin = fin;
        F->handler = fstr(F, "finally_%d_throw", fin);
    }
    if (n->c) {
        region_push(F);
        const char *catch_lab = fstr(F, "catch_%d", L);
        const char *saved = F->handler;
        F->handler = catch_lab;
        out(F, "/* try */");
        emit_block_body(F, n->a);
        F->handler = saved;
        uint8_t *reg = region_pop(F);
        out(F, "goto try_%d_end;", L);
        out_label(F, catch_lab);
        out_clear_region(F, reg);
        free(reg);
        if (F->suspends) out(F, "if (scr_catch_skips()) goto %s;", F->handler);
        Scope *cs = n->c->scope;
        emit_scope_entry(F, cs, &n->c->list);
        if (n->b) {
            int t = tmp_new(F);
            out(F, "t%d = scr_exception_take();", t);
            Val tv = val_temp(F, t);
            emit_bind_pattern(F, n->b, &tv, true);
            val_free(F, &tv);
        } else {
            out(F, "scr_release(scr_exception_take());");
        }
        emit_stmts(F, &n->c->list);
        const char *end = fstr(F, "try_%d_end", L);
        out_label(F, end);
    } else {
        out(F, "/* try */");
        emit_block_body(F, n->a);
    }
    if (n->d) {
        Ctl saved = *F->ctl[--F->nctl];
        uint8_t *reg = region_pop(F);
        F->handler = old_handler;
        out(F, "goto finally_%d;", fin);
        const char *lab = fstr(F, "finally_%d_throw", fin);
        out_label(F, lab);
        out_clear_region(F, reg);
        free(reg);
        out(F, "scr_clear(&exc%d);", fin);
        out(F, "exc%d = scr_exception_take();", fin);
        out(F, "comp%d = 1;", fin);
        if (F->suspends) out(F, "if (scr_finally_skips(exc%d)) goto finally_%d_skip;", fin, fin);
        lab = fstr(F, "finally_%d", fin);
        out_label(F, lab);
        out(F, "/* finally */");
        emit_block_body(F, n->d);
        if (F->suspends) {
            lab = fstr(F, "finally_%d_skip", fin);
            out_label(F, lab);
        }
        out(F, "if (comp%d == 1) {", fin);
        F->indent++;
        out(F, "scr_throw(exc%d);", fin);
        out(F, "scr_clear(&exc%d);", fin);
        goto_handler(F);
        close_brace(F);
        for (int j = 0; j < saved.njumps; j++) {
            out(F, "if (comp%d == %d) {", fin, j + 2);
            F->indent++;
            emit_jump(F, saved.jumps[j].target, saved.jumps[j].label);
            close_brace(F);
        }
        free(saved.jumps);
    }
    F->handler = old_handler;
}

static int find_target(FnEmit *F, const char *label, bool is_continue) {
    for (int i = F->nctl - 1; i >= 0; i--) {
        Ctl *c = F->ctl[i];
        if (label) {
            for (int j = 0; j < c->nlabels; j++)
                if (strcmp(c->labels[j], label) == 0) return i;
        } else if (c->kind == CTL_LOOP || (!is_continue && c->kind == CTL_SWITCH)) {
            return i;
        }
    }
    return -1;
}

/* A statement with any number of labels. The labels array lives until the
 * statement is emitted: the control entry that names them borrows it. */
static void emit_labeled(FnEmit *F, Node *n) {
    int nl = 0;
    Node *body = n;
    for (; body->kind == N_LABELED; body = body->a) nl++;
    const char **labels = xmalloc(sizeof(char *) * (size_t)nl);
    nl = 0;
    for (body = n; body->kind == N_LABELED; body = body->a) labels[nl++] = body->name;
    switch (body->kind) {
    case N_FOR: case N_FOR_IN: case N_FOR_OF: case N_WHILE: case N_DO_WHILE: case N_SWITCH:
        F->pending_labels = labels;
        F->npending_labels = nl;
        emit_stmt(F, body);
        free(labels);
        return;
    default: break;
    }
    int L = new_label(F);
    Ctl *c = ctl_push(F, CTL_BLOCK);
    attach_labels(c, labels, nl);
    c->brk = fstr(F, "label_%d_end", L);
    const char *brk = c->brk;
    emit_stmt(F, body);
    F->nctl--;
    out_label(F, brk);
    free(labels);
}

/* The local `return x` may move into the result: a let, const, var or
 * parameter of this function held in a C variable (not boxed: no closure
 * reads it later), with no `finally` between the return and the exit
 * (which could read it). NULL otherwise. */
static Binding *returned_local(FnEmit *F, const Node *x) {
    while (x->kind == N_PAREN) x = x->a;
    if (x->kind != N_IDENT || F->suspends) return NULL;
    Binding *b = ident_binding(F, x);
    if (!b || b->storage != ST_LOCAL || b->unboxed || b->borrowed_arg || b->func != F->fi) return NULL;
    if (b->kind != B_LET && b->kind != B_CONST && b->kind != B_VAR && b->kind != B_PARAM) return NULL;
    for (int i = 0; i < F->nctl; i++)
        if (F->ctl[i]->kind == CTL_FINALLY) return NULL;
    return b;
}

void emit_stmt(FnEmit *F, Node *n) {
    if (!n || F->em->failed) return;
    if (n->kind != N_BLOCK && n->kind != N_EMPTY && n->kind != N_FUNC_DECL && n->kind != N_IMPORT_DECL) {
        out_line_directive(F, n);
        out_comment(F, n);
    }
    switch (n->kind) {
    case N_EMPTY: case N_DEBUGGER: case N_FUNC_DECL: case N_IMPORT_DECL: case N_EXPORT_ALL: break;
    case N_VAR_DECL: emit_var_decl(F, n); break;
    case N_CLASS_DECL: {
        Val v = emit_class(F, n, n->a ? n->a->name : "default");
        Binding *b = n->a ? ident_binding(F, n->a)
                          : scope_binding(&F->em->prog->an, &(Node){.binding = n->binding});
        write_binding(F, b, &v, true, false, n->a ? n->a : n);
        break;
    }
    case N_EXPR_STMT: emit_discard(F, n->a); break;
    case N_BLOCK:
        out(F, "{");
        F->indent++;
        emit_block_body(F, n);
        close_brace(F);
        break;
    case N_IF:
        emit_cond(F, n->a);
        out(F, "if (r) {");
        F->indent++;
        /* A block's statements go straight into the if's braces. */
        if (n->b->kind == N_BLOCK) emit_block_body(F, n->b);
        else emit_stmt(F, n->b);
        close_brace(F);
        if (n->c) {
            out_else(F);
            F->indent++;
            if (n->c->kind == N_BLOCK) emit_block_body(F, n->c);
            else emit_stmt(F, n->c);
            close_brace(F);
        }
        break;
    case N_FOR: case N_FOR_IN: case N_FOR_OF: case N_WHILE: case N_DO_WHILE: {
        ViewMark views = views_open(F, n);
        hot_enter(F);
        if (n->kind == N_FOR) emit_for(F, n);
        else if (n->kind == N_FOR_IN) emit_for_in(F, n);
        else if (n->kind == N_FOR_OF) emit_for_of(F, n);
        else if (n->kind == N_WHILE) emit_while(F, n);
        else emit_do_while(F, n);
        hot_leave(F);
        views_close(F, views);
        break;
    }
    case N_RETURN: {
        if (F->num) {
            Val v = emit_expr(F, n->a, true);
            emit_num_result(F, &v);
        } else if (n->a) {
            /* In an async generator, `return x` awaits x where it stands
             * (a rejection is catchable around it); `return;` and the end
             * of the body do not await. */
            Node aw = {.kind = N_AWAIT, .a = n->a, .line = n->line, .col = n->col};
            bool ag = F->fi->is_async && F->fi->is_generator;
            Binding *moved = ag ? NULL : returned_local(F, n->a);
            Val v = emit_expr(F, ag ? &aw : n->a, true);
            out(F, "scr_release(ret);");
            if (moved) {
                /* Nothing reads the local after the return: its count
                 * moves to the result (no count taken and none dropped;
                 * a dropped count on an object is a cycle candidate). */
                const char *slot = binding_slot(F, moved);
                out(F, "ret = %s; %s = SCR_UNDEFINED;", slot, slot);
                val_free(F, &v);
            } else if (v.kind == V_TEMP) {
                out(F, "ret = t%d; t%d = SCR_UNDEFINED;", v.t, v.t);
                tmp_free(F, v.t);
            } else {
                out(F, "ret = scr_dup(%s);", val_s(&v));
            }
        } else {
            out(F, "scr_clear(&ret);");
        }
        emit_jump(F, 0, "done");
        break;
    }
    case N_BREAK: case N_CONTINUE: {
        bool cont = n->kind == N_CONTINUE;
        int i = find_target(F, n->name, cont);
        if (i < 0) {
            emit_fail(F, n, cont ? "Illegal continue statement" : "Illegal break statement");
            break;
        }
        if (cont) emit_jump(F, i + 1, F->ctl[i]->cont);
        else emit_jump(F, i, F->ctl[i]->brk);
        break;
    }
    case N_THROW: {
        Val v = emit_expr(F, n->a, true);
        out_pos(F, n);
        out(F, "scr_throw(%s);", val_s(&v));
        val_free(F, &v);
        goto_handler(F);
        break;
    }
    case N_TRY: emit_try(F, n); break;
    case N_SWITCH: emit_switch(F, n); break;
    case N_LABELED: emit_labeled(F, n); break;
    case N_EXPORT_NAMED:
        if (n->a) emit_stmt(F, n->a);
        break;
    case N_EXPORT_DEFAULT: {
        Node *d = n->a;
        if (d->kind == N_FUNC_DECL) break; /* hoisted */
        if (d->kind == N_CLASS_DECL) {
            if (d->a) {
                emit_stmt(F, d);
                break;
            }
            Val v = emit_class(F, d, "default");
            Binding *b = scope_binding(&F->em->prog->an, &(Node){.binding = n->binding});
            write_binding(F, b, &v, true, false, n);
            break;
        }
        Val v = emit_named(F, d, "default", NULL);
        Binding *b = scope_binding(&F->em->prog->an, &(Node){.binding = n->binding});
        write_binding(F, b, &v, true, false, n);
        break;
    }
    default:
        emit_fail(F, n, "%s statements are not supported yet", ast_kind_name(n->kind));
        break;
    }
}
