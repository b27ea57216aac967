/* emit_pattern.c - destructuring: binds a value to an identifier, a member
 * expression or a nested object/array pattern, with defaults and rest.
 * Shared by declarations, assignments, parameters, for-in/of heads and
 * catch parameters. Array patterns use the iterator protocol and close the
 * iterator when an error interrupts them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"

static const char *target_name(const Node *t) {
    while (t && t->kind == N_PAREN) t = t->a;
    return t && t->kind == N_IDENT ? t->name : NULL;
}

/* Binds v (borrowed) to target. */
static void bind(FnEmit *F, Node *target, Val *v, bool init);

static void bind_default(FnEmit *F, Node *ap, Val *v, bool init) {
    /* target = default: the default is evaluated only for undefined. */
    int t = tmp_new(F);
    out(F, "t%d = scr_dup(%s);", t, val_s(v));
    out(F, "if (t%d == SCR_UNDEFINED) {", t);
    F->indent++;
    Val d = emit_named(F, ap->b, target_name(ap->a), NULL);
    if (d.kind == V_TEMP) {
        out(F, "t%d = t%d; t%d = SCR_UNDEFINED;", t, d.t, d.t);
        tmp_free(F, d.t);
    } else {
        out(F, "t%d = scr_dup(%s);", t, val_s(&d));
    }
    close_brace(F);
    Val tv = val_temp(F, t);
    bind(F, ap->a, &tv, init);
    val_free(F, &tv);
}

static char *src_what(FnEmit *F, const Node *n) {
    char *s = node_source(F, n);
    for (char *p = s; *p; p++)
        if (*p == '\n' || *p == '\r' || *p == '\t') *p = ' ';
    char *lit = c_string_literal(s, strlen(s));
    free(s);
    return lit;
}

static void bind_object(FnEmit *F, Node *p, Val *v, bool init, const Node *src, bool nested) {
    /* V8's messages: "Cannot destructure property 'a' of 'SRC' as it is
     * null." (or without the property for an empty pattern). A nested
     * pattern reads properties of undefined instead, as V8 does. */
    if (!nested || p->list.len == 0) {
        const Node *first = p->list.len ? p->list.items[0] : NULL;
        char *prop = NULL;
        if (first && first->kind == N_PROPERTY && !(first->flags & N_COMPUTED) && first->a->kind == N_IDENT)
            prop = xstrdup(first->a->name);
        char *what = src ? src_what(F, src) : xstrdup("NULL");
        char *fmt = prop ? xsprintf("\"Cannot destructure property '%s' of '%%s' as it is %%s.\"", prop)
                         : xstrdup("\"Cannot destructure '%s' as it is %s.\"");
        out(F, "if (scr_is_nullish(%s)) {", val_s(v));
        F->indent++;
        out_pos(F, p);
        const char *vs = val_s(v);
        if (src)
            out(F, "scr_throw_type_error(%s, %s, %s == SCR_NULL ? \"null\" : \"undefined\");", fmt, what, vs);
        else
            out(F, "scr_throw_type_error(%s, %s == SCR_NULL ? \"null\" : \"undefined\", %s == SCR_NULL ? \"null\" : \"undefined\");",
                fmt, vs, vs);
        out(F, "goto %s;", F->handler);
        close_brace(F);
        free(prop);
        free(what);
        free(fmt);
    }
    bool has_rest = p->list.len && (p->list.items[p->list.len - 1]->kind == N_REST ||
                                    p->list.items[p->list.len - 1]->kind == N_SPREAD);
    Val *keys = xmalloc(sizeof(Val) * (size_t)(p->list.len + 1));
    int nkeys = 0;
    for (int i = 0; i < p->list.len; i++) {
        Node *pr = p->list.items[i];
        if (pr->kind == N_REST || pr->kind == N_SPREAD) {
            Buf b = {0};
            for (int j = 0; j < nkeys; j++) buf_printf(&b, "%s%s", j ? ", " : "", val_s(&keys[j]));
            int t = tmp_new(F);
            if (nkeys) out(F, "t%d = scr_object_rest(%s, %d, (ScrValue[]){%s});", t, val_s(v), nkeys, b.s);
            else out(F, "t%d = scr_object_rest(%s, 0, NULL);", t, val_s(v));
            free(b.s);
            out(F, "if (t%d == SCR_EXCEPTION) goto %s;", t, F->handler);
            Val tv = val_temp(F, t);
            bind(F, pr->a, &tv, init);
            val_free(F, &tv);
            continue;
        }
        Val key;
        if (pr->flags & N_COMPUTED) {
            Val k0 = emit_expr(F, pr->a, true);
            int kt = tmp_new(F);
            out(F, "t%d = scr_to_property_key(%s);", kt, val_s(&k0));
            out(F, "if (t%d == SCR_EXCEPTION) goto %s;", kt, F->handler);
            val_free(F, &k0);
            key = val_temp(F, kt);
        } else if (pr->a->kind == N_IDENT) {
            key = val_const(F, "%s", katom(F->em, pr->a->name));
        } else if (pr->a->kind == N_STRING) {
            key = val_const(F, "%s", kstr(F->em, const_u16(F->em, pr->a->u16, pr->a->u16len)));
        } else {
            char *name = pr->a->kind == N_BIGINT ? xstrdup(pr->a->name) : number_key_string(pr->a->num);
            key = val_const(F, "%s", katom(F->em, name));
            free(name);
        }
        int t = tmp_new(F);
        out_pos(F, pr->a);
        out(F, "t%d = scr_get(%s, %s);", t, val_s(v), val_s(&key));
        out(F, "if (t%d == SCR_EXCEPTION) goto %s;", t, F->handler);
        Val tv = val_temp(F, t);
        bind(F, pr->b, &tv, init);
        val_free(F, &tv);
        if (has_rest) keys[nkeys++] = key;
        else val_free(F, &key);
    }
    for (int j = 0; j < nkeys; j++) val_free(F, &keys[j]);
    free(keys);
}

static void bind_array(FnEmit *F, Node *p, Val *v, bool init, const Node *src) {
    int it = ++F->niters;
    /* V8 names the source of a declaration's pattern, but describes the
     * value by type (as for an assignment's) when the source is a property
     * read or a binary, logical or comma expression. */
    const Node *s = src;
    while (s && s->kind == N_PAREN) s = s->a;
    bool typed = !s || s->kind == N_MEMBER || s->kind == N_BINARY || s->kind == N_LOGICAL ||
                 s->kind == N_SEQUENCE;
    char *what = typed ? xstrdup("NULL") : iter_what(F, s);
    out(F, "scr_iter_release(&it%d);", it);
    out_pos(F, p);
    out(F, "if (scr_iter_open(&it%d, %s, %s) < 0) goto %s;", it, val_s(v), what, F->handler);
    free(what);
    /* Errors while binding close the iterator; errors from next() do not. */
    const char *outer = F->handler;
    F->handler = fstr(F, "iter_%d_close", it);
    buf_printf(&F->handlers, "  iter_%d_close:;\n    scr_iter_close(&it%d, true);\n    goto %s;\n", it, it, outer);
    for (int i = 0; i < p->list.len; i++) {
        Node *e = p->list.items[i];
        if (e && (e->kind == N_REST || e->kind == N_SPREAD)) {
            int a = tmp_new(F), x = tmp_new(F);
            out(F, "t%d = scr_array_new(0);", a);
            out(F, "while ((r = scr_iter_next(&it%d, &t%d)) > 0) {", it, x);
            F->indent++;
            out(F, "r = scr_array_push(t%d, t%d);", a, x);
            out(F, "scr_clear(&t%d);", x);
            out(F, "if (r < 0) goto %s;", F->handler);
            close_brace(F);
            out(F, "if (r < 0) goto %s;", outer);
            tmp_free(F, x);
            Val av = val_temp(F, a);
            bind(F, e->a, &av, init);
            val_free(F, &av);
            continue;
        }
        int t = tmp_new(F);
        out(F, "r = scr_iter_next(&it%d, &t%d);", it, t);
        out(F, "if (r < 0) goto %s;", outer);
        if (e) {
            Val tv = val_temp(F, t);
            bind(F, e, &tv, init);
            val_free(F, &tv);
        } else {
            out(F, "scr_clear(&t%d);", t);
            tmp_free(F, t);
        }
    }
    F->handler = outer;
    out(F, "if (scr_iter_close(&it%d, false) < 0) goto %s;", it, F->handler);
    out(F, "scr_iter_release(&it%d);", it);
}

static void bind(FnEmit *F, Node *target, Val *v, bool init) {
    while (target->kind == N_PAREN) target = target->a;
    switch (target->kind) {
    case N_IDENT: {
        /* A temporary moves into the binding (every caller is done with
         * it: they only free it afterwards). */
        Binding *b = ident_binding(F, target);
        write_binding(F, b, v, init, v->kind != V_TEMP, target);
        break;
    }
    case N_MEMBER: {
        /* Assignment patterns may store into properties. */
        Val obj = val_none(), key;
        if (target->a->kind != N_SUPER) obj = emit_expr(F, target->a, true);
        if (target->flags & N_COMPUTED) key = emit_expr(F, target->b, true);
        else if (target->b->kind == N_PRIVATE_NAME) {
            Binding *pb = ident_binding(F, target->b);
            key = val_const(F, "%s", pb ? binding_slot(F, pb) : "SCR_UNDEFINED");
        } else key = val_const(F, "%s", katom(F->em, target->b->name));
        out_pos(F, target->b);
        if (target->b->kind == N_PRIVATE_NAME && !(target->flags & N_COMPUTED))
            out(F, "if (scr_private_set(%s, %s, %s) < 0) goto %s;", val_s(&obj), val_s(&key), val_s(v), F->handler);
        else
            out(F, "if (scr_set%s(%s, %s, %s) < 0) goto %s;", F->fi->sloppy ? "_sloppy" : "", val_s(&obj), val_s(&key),
                val_s(v), F->handler);
        val_free(F, &key);
        val_free(F, &obj);
        break;
    }
    case N_ASSIGN_PATTERN: bind_default(F, target, v, init); break;
    case N_ASSIGN:
        if (target->op == T_ASSIGN) {
            Node ap = *target;
            ap.kind = N_ASSIGN_PATTERN;
            bind_default(F, &ap, v, init);
        }
        break;
    case N_OBJECT_PATTERN: case N_OBJECT: {
        const Node *src = F->destructure_src;
        bool nested = F->destructure_nested;
        F->destructure_src = NULL;
        F->destructure_nested = true;
        bind_object(F, target, v, init, src, nested);
        F->destructure_nested = nested;
        break;
    }
    case N_ARRAY_PATTERN: case N_ARRAY: {
        const Node *src = F->destructure_src;
        bool nested = F->destructure_nested;
        F->destructure_src = NULL;
        F->destructure_nested = true;
        bind_array(F, target, v, init, src);
        F->destructure_nested = nested;
        break;
    }
    default:
        emit_fail(F, target, "Invalid destructuring assignment target");
        break;
    }
}

void emit_bind_pattern(FnEmit *F, Node *target, Val *v, bool init) {
    bool nested = F->destructure_nested;
    F->destructure_nested = false;
    bind(F, target, v, init);
    F->destructure_nested = nested;
    F->destructure_src = NULL;
}
