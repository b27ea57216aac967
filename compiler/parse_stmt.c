/* parse_stmt.c - statements (with ASI, labels and loop context), variable
 * declarations, functions and arrow bodies, classes (fields, private
 * names, static blocks, accessors) and import/export declarations. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse_int.h"
#include "text.h"

#define P_NEXT(p) scr__p_next(p)
#define TOK (p->tok)

static Node *block_body(Parser *p, Node *n);

/* Consumes a `;` or accepts an automatically inserted one. */
static bool semicolon(Parser *p)
{
    if (TOK.kind == T_SEMI) {
        P_NEXT(p);
        return true;
    }
    if (TOK.kind == T_RBRACE || TOK.kind == T_EOF || TOK.nl_before) return true;
    return scr__p_unexpected(p, &TOK);
}

static bool is_contextual(const Token *t, const char *word)
{
    return t->kind == T_IDENT && !t->escaped && !strcmp(t->name, word);
}

/* ---- labels ---- */

static void push_label(Parser *p, const char *name)
{
    FnCtx *f = p->fn;
    if (f->nlabels == f->caplabels) {
        f->caplabels = f->caplabels ? f->caplabels * 2 : 8;
        f->labels = xgrow(f->labels, (size_t)f->caplabels * sizeof *f->labels);
    }
    f->labels[f->nlabels++] = (Label){name, false};
}

static Label *find_label(Parser *p, const char *name)
{
    for (int i = p->fn->nlabels - 1; i >= 0; i--)
        if (!strcmp(p->fn->labels[i].name, name)) return &p->fn->labels[i];
    return NULL;
}

/* ---- variable declarations ---- */

static bool is_binding_start(int k)
{
    return scr__p_is_ident_tok(k) || k == T_LBRACKET || k == T_LBRACE;
}

/* `var`/`let`/`const` declarators. In a for head (in_for), a declarator
 * may lack its initializer when `in`/`of` follows. */
static Node *var_decl(Parser *p, bool no_in, bool in_for)
{
    Node *n = scr__p_node(p, N_VAR_DECL, &TOK);
    int kind = TOK.kind;
    n->op = kind;
    P_NEXT(p);
    for (;;) {
        Node *d = scr__p_node(p, N_DECLARATOR, &TOK);
        Node *target = scr__p_binding_target(p);
        if (!target) return NULL;
        d->a = target;
        if (!scr__p_declare_pattern(p, target, kind == T_VAR ? D_VAR : D_LEXICAL)) return NULL;
        if (TOK.kind == T_ASSIGN) {
            P_NEXT(p);
            d->b = scr__p_assign(p, no_in, NULL);
            if (!d->b) return NULL;
        } else if (!(in_for && (TOK.kind == T_IN || TOK.kind == T_OF))) {
            if (target->kind != N_IDENT) {
                scr__p_error_at(p, target->line, target->col, "Missing initializer in destructuring declaration");
                return NULL;
            }
            if (kind == T_CONST) {
                scr__p_error_at(p, target->line, target->col, "Missing initializer in const declaration");
                return NULL;
            }
        }
        scr__p_finish(p, d);
        scr__p_push(p, &n->list, d);
        if (TOK.kind != T_COMMA) break;
        P_NEXT(p);
    }
    scr__p_finish(p, n);
    return n;
}

/* ---- functions ---- */

/* Parses the statements of a function body after '{' up to '}' and checks
 * the "use strict" directive against a non-simple parameter list. */
static bool statements_until(Parser *p, Node *body, bool simple, int end);

static bool function_body(Parser *p, Node *body, bool simple)
{
    return statements_until(p, body, simple, T_RBRACE);
}

/* The statements of a function body up to `end` (`}`, or the end of input
 * for a CommonJS module's body), with its directive prologue. */
static bool statements_until(Parser *p, Node *body, bool simple, int end)
{
    bool was_sloppy = p->sloppy;
    bool prologue = true;
    while (!p->failed && TOK.kind != end) {
        if (TOK.kind == T_EOF) return scr__p_unexpected(p, &TOK);
        Token st = TOK;
        Node *s = scr__p_statement_list_item(p);
        if (!s) return false;
        if (prologue) {
            if (s->kind == N_EXPR_STMT && s->a->kind == N_STRING && !(s->a->flags & N_PARENTHESIZED)) {
                bool use_strict = st.end - st.pos == 12 && !memcmp(p->sf->text + st.pos + 1, "use strict", 10);
                if (!simple && use_strict)
                    return scr__p_error_at(p, st.line, st.col,
                                           "Illegal 'use strict' directive in function with non-simple "
                                           "parameter list");
                if (use_strict && p->sloppy) {
                    /* CommonJS: the rest of this function is strict. */
                    p->sloppy = false;
                    body->flags |= N_STRICT;
                }
            } else {
                prologue = false;
            }
        }
        scr__p_push(p, &body->list, s);
    }
    p->sloppy = was_sloppy;
    return end == T_EOF ? !p->failed : scr__p_expect(p, T_RBRACE);
}

static bool params_simple(const NodeList *l)
{
    for (int i = 0; i < l->len; i++)
        if (l->items[i]->kind != N_IDENT) return false;
    return true;
}

/* Parses `(params) { body }` for fn (an N_FUNC_EXPR whose flags say async
 * and generator). ctx_flags adds FN_SUPER_* permissions for methods. */
Node *scr__p_function_rest(Parser *p, Node *fn, int ctx_flags, int mk)
{
    if (!scr__p_enter(p)) return NULL;
    FnCtx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.up = p->fn;
    ctx.label_chain = -1;
    ctx.flags = ctx_flags | FN_RETURN | FN_NEW_TARGET | FN_IN_PARAMS;
    if (fn->flags & N_ASYNC) ctx.flags |= FN_ASYNC;
    if (fn->flags & N_GENERATOR) ctx.flags |= FN_GENERATOR;
    if (!p->sloppy) fn->flags |= N_STRICT;
    p->fn = &ctx;
    scr__p_push_scope(p, true);
    Node *r = NULL;
    Token lp = TOK;
    if (!scr__p_expect(p, T_LPAREN)) goto out;
    bool has_rest = false;
    while (!p->failed && TOK.kind != T_RPAREN) {
        if (TOK.kind == T_ELLIPSIS) {
            Node *rest = scr__p_node(p, N_REST, &TOK);
            P_NEXT(p);
            rest->a = scr__p_binding_target(p);
            if (!rest->a) goto out;
            if (TOK.kind == T_ASSIGN) {
                scr__p_error_at(p, TOK.line, TOK.col, "Rest parameter may not have a default initializer");
                goto out;
            }
            scr__p_finish(p, rest);
            scr__p_push(p, &fn->list, rest);
            has_rest = true;
            if (TOK.kind != T_RPAREN) {
                if (TOK.kind == T_COMMA)
                    scr__p_error_at(p, TOK.line, TOK.col, "Rest parameter must be last formal parameter");
                else
                    scr__p_unexpected(p, &TOK);
                goto out;
            }
            break;
        }
        Node *e = scr__p_binding_element(p);
        if (!e) goto out;
        scr__p_push(p, &fn->list, e);
        if (TOK.kind == T_COMMA)
            P_NEXT(p);
        else if (TOK.kind != T_RPAREN) {
            scr__p_unexpected(p, &TOK);
            goto out;
        }
    }
    if (!scr__p_expect(p, T_RPAREN)) goto out;
    ctx.flags &= ~FN_IN_PARAMS;
    if (mk == MK_GETTER && fn->list.len != 0) {
        scr__p_error_at(p, lp.line, lp.col, "Getter must not have any formal parameters.");
        goto out;
    }
    if (mk == MK_SETTER) {
        if (fn->list.len != 1 || has_rest) {
            scr__p_error_at(p, lp.line, lp.col,
                            has_rest && fn->list.len == 1 ? "Setter function argument must not be a rest parameter"
                                                          : "Setter must have exactly one formal parameter.");
            goto out;
        }
    }
    /* A sloppy function (not a method or arrow) with a simple parameter
     * list may name a parameter twice, `function f(a, a)`: the last one
     * wins (compiler/scope.c makes one binding, emit_func.c binds it from
     * the last position). A "use strict" in its body makes that an error
     * after all, reported at the second name, as V8 does. */
    const Node *dup = NULL;
    bool dups_ok = p->sloppy && mk == MK_NONE && params_simple(&fn->list);
    for (int i = 0; i < fn->list.len; i++) {
        const Node *prm = fn->list.items[i];
        if (dups_ok) {
            bool seen = false;
            for (int j = 0; j < i && !seen; j++) seen = !strcmp(fn->list.items[j]->name, prm->name);
            if (seen) {
                if (!dup) dup = prm;
                continue;
            }
        }
        if (!scr__p_declare_pattern(p, fn->list.items[i], D_PARAM)) goto out;
    }
    Node *body = scr__p_node(p, N_BLOCK, &TOK);
    if (!scr__p_expect(p, T_LBRACE)) goto out;
    if (!function_body(p, body, params_simple(&fn->list))) goto out;
    if (body->flags & N_STRICT) fn->flags |= N_STRICT;
    if (dup && (fn->flags & N_STRICT)) {
        scr__p_error_at(p, dup->line, dup->col, "Duplicate parameter name not allowed in this context");
        goto out;
    }
    scr__p_finish(p, body);
    fn->b = body;
    scr__p_finish(p, fn);
    r = fn;
out:
    scr__p_pop_scope(p);
    p->fn = ctx.up;
    free(ctx.labels);
    scr__p_leave(p);
    return p->failed ? NULL : r;
}

/* `function [*] [name] (...) {...}`; TOK is `function`, *start is where
 * the node starts (`async` for async functions). */
Node *scr__p_function(Parser *p, int nflags, bool is_decl, bool name_required, const Token *start, int mk)
{
    Node *fn = scr__p_node(p, is_decl ? N_FUNC_DECL : N_FUNC_EXPR, start);
    fn->flags = nflags;
    P_NEXT(p);
    if (TOK.kind == T_STAR) {
        fn->flags |= N_GENERATOR;
        P_NEXT(p);
    }
    if (scr__p_is_ident_tok(TOK.kind)) {
        fn->a = scr__p_binding_ident(p);
        if (!fn->a) return NULL;
        /* V8 declares a function's name before parsing its parameters, so
         * a clash is reported even if the rest is malformed. Functions are
         * var-like at a function body's top level, lexical elsewhere. */
        if (is_decl) {
            bool var_like = p->scope->is_function && !(p->fn->flags & FN_MODULE);
            if (!scr__p_declare(p, fn->a->name, var_like ? D_VAR_FUNC : D_LEXICAL, start->line, start->col))
                return NULL;
        }
    } else if (name_required) {
        scr__p_unexpected(p, &TOK);
        return NULL;
    }
    if (TOK.kind != T_LPAREN) {
        scr__p_unexpected(p, &TOK);
        return NULL;
    }
    return scr__p_function_rest(p, fn, 0, mk);
}

/* A CommonJS module's text as the body of the function Node wraps it in:
 * `function (exports, require, module, __filename, __dirname) { TEXT }`,
 * sloppy unless TEXT starts with a "use strict" directive. The function
 * node's position is the file's start. */
Node *scr__p_cjs_wrapper(Parser *p)
{
    static const char *const params[] = {"exports", "require", "module", "__filename", "__dirname"};
    Token at;
    memset(&at, 0, sizeof at);
    at.line = 1;
    at.col = 1;
    Node *fn = scr__p_node(p, N_FUNC_EXPR, &at);
    FnCtx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.up = p->fn;
    ctx.label_chain = -1;
    ctx.flags = FN_RETURN | FN_NEW_TARGET;
    p->fn = &ctx;
    p->sloppy = true;
    scr__p_push_scope(p, true);
    Node *r = NULL;
    for (size_t i = 0; i < sizeof params / sizeof *params; i++) {
        Node *id = scr__p_node(p, N_IDENT, &at);
        id->name = scr__arena_strndup(p->sf, params[i], strlen(params[i])); /* names live in the arena */
        scr__p_push(p, &fn->list, id);
        if (!scr__p_declare_pattern(p, id, D_PARAM)) goto out;
    }
    Node *body = scr__p_node(p, N_BLOCK, &at);
    if (!statements_until(p, body, true, T_EOF)) goto out;
    if (body->flags & N_STRICT) fn->flags |= N_STRICT;
    body->end = fn->end = (int)p->sf->len;
    fn->b = body;
    r = fn;
out:
    scr__p_pop_scope(p);
    p->fn = ctx.up;
    free(ctx.labels);
    return p->failed ? NULL : r;
}

/* The body of an arrow function; TOK is `=>`. */
Node *scr__p_arrow_body(Parser *p, Node *arrow, NodeList *params, bool is_async, const Token *arrow_tok)
{
    (void)arrow_tok;
    if (!scr__p_enter(p)) return NULL;
    FnCtx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.up = p->fn;
    ctx.label_chain = -1;
    ctx.flags = FN_ARROW | FN_RETURN | (is_async ? FN_ASYNC : 0);
    p->fn = &ctx;
    scr__p_push_scope(p, true);
    Node *r = NULL;
    arrow->list = *params;
    arrow->flags |= N_STRICT | (is_async ? N_ASYNC : 0);
    for (int i = 0; i < params->len; i++)
        if (!scr__p_declare_pattern(p, params->items[i], D_PARAM)) goto out;
    P_NEXT(p); /* => */
    if (TOK.kind == T_LBRACE) {
        Node *body = scr__p_node(p, N_BLOCK, &TOK);
        P_NEXT(p);
        if (!function_body(p, body, params_simple(params))) goto out;
        scr__p_finish(p, body);
        arrow->b = body;
    } else {
        arrow->flags |= N_EXPR_BODY;
        arrow->b = scr__p_assign(p, false, NULL);
        if (!arrow->b) goto out;
    }
    scr__p_finish(p, arrow);
    r = arrow;
out:
    scr__p_pop_scope(p);
    p->fn = ctx.up;
    free(ctx.labels);
    scr__p_leave(p);
    return p->failed ? NULL : r;
}

/* ---- classes ---- */

enum { PK_FIELD = 1, PK_GET = 2, PK_SET = 4, PK_STATIC = 8 };

static bool declare_private(Parser *p, ClassCtx *c, Node *key, int kind)
{
    for (int i = 0; i < c->nnames; i++) {
        if (strcmp(c->names[i], key->name)) continue;
        int old = c->kinds[i];
        bool pair = ((old & ~PK_STATIC) == PK_GET && (kind & ~PK_STATIC) == PK_SET) ||
                    ((old & ~PK_STATIC) == PK_SET && (kind & ~PK_STATIC) == PK_GET);
        if (pair && (old & PK_STATIC) == (kind & PK_STATIC)) {
            c->kinds[i] = PK_GET | PK_SET | (kind & PK_STATIC);
            return true;
        }
        return scr__p_error_at(p, key->line, key->col, "Identifier '#%s' has already been declared", key->name);
    }
    if (c->nnames == c->capnames) {
        c->capnames = c->capnames ? c->capnames * 2 : 8;
        c->names = xgrow(c->names, (size_t)c->capnames * sizeof *c->names);
        c->kinds = xgrow(c->kinds, (size_t)c->capnames * sizeof *c->kinds);
    }
    c->names[c->nnames] = key->name;
    c->kinds[c->nnames++] = kind;
    return true;
}

static bool key_is(const Node *k, int flags, const char *word)
{
    if (flags & N_COMPUTED) return false;
    if (k->kind == N_IDENT) return !strcmp(k->name, word);
    if (k->kind == N_STRING) {
        size_t n = strlen(word);
        if (k->u16len != n) return false;
        for (size_t i = 0; i < n; i++)
            if (k->u16[i] != (unsigned char)word[i]) return false;
        return true;
    }
    return false;
}

static bool ends_member_name(int k)
{
    return k == T_LPAREN || k == T_ASSIGN || k == T_SEMI || k == T_RBRACE;
}

static Node *static_block(Parser *p, const Token *start)
{
    Node *n = scr__p_node(p, N_STATIC_BLOCK, start);
    P_NEXT(p); /* { */
    FnCtx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.up = p->fn;
    ctx.label_chain = -1;
    ctx.flags = FN_STATIC_BLOCK | FN_NO_ARGUMENTS | FN_SUPER_PROP | FN_NEW_TARGET;
    p->fn = &ctx;
    scr__p_push_scope(p, true);
    Node *r = NULL;
    while (!p->failed && TOK.kind != T_RBRACE) {
        if (TOK.kind == T_EOF) {
            scr__p_unexpected(p, &TOK);
            break;
        }
        Node *s = scr__p_statement_list_item(p);
        if (!s) break;
        scr__p_push(p, &n->list, s);
    }
    if (!p->failed && scr__p_expect(p, T_RBRACE)) {
        scr__p_finish(p, n);
        r = n;
    }
    scr__p_pop_scope(p);
    p->fn = ctx.up;
    free(ctx.labels);
    return p->failed ? NULL : r;
}

static Node *class_member(Parser *p, ClassCtx *cc, bool derived, bool *seen_ctor)
{
    Token start = TOK;
    bool is_static = false, is_async = false, is_gen = false;
    int accessor = 0;
    Token *pk;
    if (TOK.kind == T_STATIC) {
        pk = scr__p_peek(p);
        if (pk->kind == T_LBRACE) {
            P_NEXT(p);
            return static_block(p, &start);
        }
        if (!ends_member_name(pk->kind)) {
            is_static = true;
            P_NEXT(p);
        }
    }
    /* A method's source text (Function.prototype.toString) starts here,
     * after `static`. */
    int src_pos = TOK.pos;
    if (TOK.kind == T_ASYNC) {
        pk = scr__p_peek(p);
        if (!ends_member_name(pk->kind) && !pk->nl_before) {
            is_async = true;
            P_NEXT(p);
        }
    }
    if (TOK.kind == T_STAR) {
        is_gen = true;
        P_NEXT(p);
    }
    if (!is_async && !is_gen && (TOK.kind == T_GET || TOK.kind == T_SET)) {
        pk = scr__p_peek(p);
        if (!ends_member_name(pk->kind)) {
            accessor = TOK.kind == T_GET ? M_GET : M_SET;
            P_NEXT(p);
        }
    }
    int flags = 0;
    Node *key = scr__p_property_key(p, &flags, true);
    if (!key) return NULL;
    bool is_private = key->kind == N_PRIVATE_NAME;
    if (is_static) flags |= N_STATIC;
    if (is_static && key_is(key, flags, "prototype")) {
        scr__p_error_at(p, key->line, key->col, "Classes may not have a static property named 'prototype'");
        return NULL;
    }
    if (accessor || is_async || is_gen || TOK.kind == T_LPAREN) {
        Node *m = scr__p_node(p, N_METHOD_DEF, &start);
        m->a = key;
        m->flags = flags;
        m->op = accessor ? accessor : M_METHOD;
        int ctx_flags = FN_SUPER_PROP;
        int mk = accessor == M_GET ? MK_GETTER : accessor == M_SET ? MK_SETTER : MK_METHOD;
        if (is_private && !strcmp(key->name, "constructor")) {
            scr__p_error_at(p, key->line, key->col, "Class constructor may not be a private method");
            return NULL;
        }
        if (!is_static && key_is(key, flags, "constructor")) {
            const char *bad = accessor ? "Class constructor may not be an accessor"
                              : is_gen ? "Class constructor may not be a generator"
                              : is_async ? "Class constructor may not be an async method"
                                         : NULL;
            if (bad) {
                scr__p_error_at(p, key->line, key->col, "%s", bad);
                return NULL;
            }
            if (*seen_ctor) {
                scr__p_error_at(p, key->line, key->col, "A class may only have one constructor");
                return NULL;
            }
            *seen_ctor = true;
            m->op = M_CONSTRUCTOR;
            if (derived) ctx_flags |= FN_SUPER_CALL;
        }
        if (TOK.kind != T_LPAREN) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        Node *fn = scr__p_node(p, N_FUNC_EXPR, &TOK);
        if (is_async) fn->flags |= N_ASYNC;
        if (is_gen) fn->flags |= N_GENERATOR;
        m->b = scr__p_function_rest(p, fn, ctx_flags, mk);
        if (!m->b) return NULL;
        m->b->pos = src_pos;
        /* V8 declares a private method after its body and reports a clash
         * at the body's closing brace. */
        if (is_private) {
            Node at = *key;
            at.line = p->prev.line;
            at.col = p->prev.col;
            if (!declare_private(p, cc, &at,
                                 (accessor == M_GET ? PK_GET : accessor == M_SET ? PK_SET : PK_FIELD) |
                                     (is_static ? PK_STATIC : 0)))
                return NULL;
        }
        scr__p_finish(p, m);
        return m;
    }
    /* A field. */
    if (key_is(key, flags, "constructor") || (is_private && !strcmp(key->name, "constructor"))) {
        scr__p_error_at(p, key->line, key->col, "Classes may not have a field named 'constructor'");
        return NULL;
    }
    if (is_private && !declare_private(p, cc, key, PK_FIELD | (is_static ? PK_STATIC : 0))) return NULL;
    Node *f = scr__p_node(p, N_FIELD_DEF, &start);
    f->a = key;
    f->flags = flags;
    if (TOK.kind == T_ASSIGN) {
        P_NEXT(p);
        FnCtx ctx;
        memset(&ctx, 0, sizeof ctx);
        ctx.up = p->fn;
        ctx.label_chain = -1;
        ctx.flags = FN_FIELD_INIT | FN_NO_ARGUMENTS | FN_SUPER_PROP | FN_NEW_TARGET;
        p->fn = &ctx;
        f->b = scr__p_assign(p, false, NULL);
        p->fn = ctx.up;
        if (!f->b) return NULL;
    }
    if (!semicolon(p)) return NULL;
    scr__p_finish(p, f);
    return f;
}

/* `class [name] [extends X] { ... }`; TOK is `class`. */
static Node *class_strict(Parser *p, bool is_decl, bool name_required);

/* A class (its name included) is strict code, in CommonJS too. */
Node *scr__p_class(Parser *p, bool is_decl, bool name_required)
{
    bool was_sloppy = p->sloppy;
    p->sloppy = false;
    Node *c = class_strict(p, is_decl, name_required);
    p->sloppy = was_sloppy;
    return c;
}

static Node *class_strict(Parser *p, bool is_decl, bool name_required)
{
    if (!scr__p_enter(p)) return NULL;
    Token start = TOK;
    Node *c = scr__p_node(p, is_decl ? N_CLASS_DECL : N_CLASS_EXPR, &start);
    Node *r = NULL;
    ClassCtx cc;
    memset(&cc, 0, sizeof cc);
    P_NEXT(p);
    if (scr__p_is_ident_tok(TOK.kind)) {
        c->a = scr__p_binding_ident(p);
        if (!c->a) goto out0;
    } else if (name_required) {
        scr__p_unexpected(p, &TOK);
        goto out0;
    }
    if (TOK.kind == T_EXTENDS) {
        P_NEXT(p);
        c->b = scr__p_lhs(p);
        if (!c->b) goto out0;
    }
    if (!scr__p_expect(p, T_LBRACE)) goto out0;
    cc.up = p->cls;
    p->cls = &cc;
    bool seen_ctor = false;
    while (!p->failed && TOK.kind != T_RBRACE) {
        if (TOK.kind == T_SEMI) {
            P_NEXT(p);
            continue;
        }
        if (TOK.kind == T_EOF) {
            scr__p_unexpected(p, &TOK);
            break;
        }
        Node *m = class_member(p, &cc, c->b != NULL, &seen_ctor);
        if (!m) break;
        scr__p_push(p, &c->list, m);
    }
    p->cls = cc.up;
    if (p->failed || !scr__p_expect(p, T_RBRACE)) goto out;
    /* Resolve private name references against this body; pass the rest
     * outwards. */
    for (int i = 0; i < cc.nrefs; i++) {
        PrivRef *ref = &cc.refs[i];
        bool found = false;
        for (int j = 0; j < cc.nnames && !found; j++) found = !strcmp(cc.names[j], ref->name);
        if (found) continue;
        scr__p_private_ref(p, ref->name, ref->line, ref->col);
        if (p->failed) goto out;
    }
    c->flags |= N_STRICT;
    scr__p_finish(p, c);
    r = c;
out:
    free(cc.names);
    free(cc.kinds);
    free(cc.refs);
out0:
    scr__p_leave(p);
    return p->failed ? NULL : r;
}

/* ---- statements ---- */

static Node *block(Parser *p)
{
    Node *n = scr__p_node(p, N_BLOCK, &TOK);
    P_NEXT(p);
    scr__p_push_scope(p, false);
    Node *r = block_body(p, n);
    scr__p_pop_scope(p);
    return r;
}

static Node *block_body(Parser *p, Node *n)
{
    while (!p->failed && TOK.kind != T_RBRACE) {
        if (TOK.kind == T_EOF) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        Node *s = scr__p_statement_list_item(p);
        if (!s) return NULL;
        scr__p_push(p, &n->list, s);
    }
    if (!scr__p_expect(p, T_RBRACE)) return NULL;
    scr__p_finish(p, n);
    return n;
}

/* The body of a loop: counts loop depth and marks the labels directly on
 * the loop as iteration labels. */
static Node *loop_body(Parser *p)
{
    p->fn->loop_depth++;
    p->fn->break_depth++;
    Node *b = scr__p_statement(p);
    p->fn->loop_depth--;
    p->fn->break_depth--;
    return b;
}

static void mark_loop_labels(Parser *p, int chain)
{
    if (chain < 0) return;
    for (int i = chain; i < p->fn->nlabels; i++) p->fn->labels[i].is_loop = true;
}

static Node *paren_expr(Parser *p)
{
    if (!scr__p_expect(p, T_LPAREN)) return NULL;
    Node *e = scr__p_expression(p, false, NULL);
    if (!e || !scr__p_expect(p, T_RPAREN)) return NULL;
    return e;
}

static Node *for_statement(Parser *p, int chain)
{
    Token start = TOK;
    P_NEXT(p);
    int flags = 0;
    if (TOK.kind == T_AWAIT) {
        if (!(p->fn->flags & FN_ASYNC) || (p->fn->flags & FN_IN_PARAMS)) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        flags |= N_FOR_AWAIT;
        P_NEXT(p);
    }
    if (!scr__p_expect(p, T_LPAREN)) return NULL;
    scr__p_push_scope(p, false);
    Node *r = NULL, *init = NULL;
    Token init_tok = TOK;
    if (TOK.kind == T_SEMI) {
        /* no init */
    } else if (TOK.kind == T_VAR || TOK.kind == T_CONST ||
               (TOK.kind == T_LET && is_binding_start(scr__p_peek(p)->kind))) {
        init = var_decl(p, true, true);
        if (!init) goto out;
        if (TOK.kind == T_IN || TOK.kind == T_OF) {
            const char *what = TOK.kind == T_IN ? "for-in" : "for-of";
            Node *d = init->list.items[0];
            if (init->list.len != 1) {
                scr__p_error_at(p, d->line, d->col, "Invalid left-hand side in %s loop: Must have a single binding.",
                                what);
                goto out;
            }
            if (d->b) {
                scr__p_error_at(p, d->line, d->col, "%s loop variable declaration may not have an initializer.",
                                what);
                goto out;
            }
        } else {
            /* A classic for: declarators without initializers were let
             * through for `in`/`of`; check them now. */
            for (int i = 0; i < init->list.len; i++) {
                Node *d = init->list.items[i];
                if (d->b) continue;
                if (d->a->kind != N_IDENT) {
                    scr__p_error_at(p, d->a->line, d->a->col, "Missing initializer in destructuring declaration");
                    goto out;
                }
                if (init->op == T_CONST) {
                    scr__p_error_at(p, d->a->line, d->a->col, "Missing initializer in const declaration");
                    goto out;
                }
            }
        }
    } else {
        if (TOK.kind == T_ASYNC && scr__p_peek(p)->kind == T_OF) {
            scr__p_error_at(p, TOK.line, TOK.col, "The left-hand side of a for-of loop may not be 'async'.");
            goto out;
        }
        CoverErrs ce = {0};
        init = scr__p_expression(p, true, &ce);
        if (!init) goto out;
        if (TOK.kind == T_IN || TOK.kind == T_OF) {
            if (TOK.kind == T_OF && init->kind == N_IDENT && !(init->flags & N_PARENTHESIZED) &&
                !strcmp(init->name, "async") && init_tok.kind == T_ASYNC) {
                scr__p_error_at(p, init->line, init->col, "The left-hand side of a for-of loop may not be 'async'.");
                goto out;
            }
            if ((init->kind == N_OBJECT || init->kind == N_ARRAY) && !(init->flags & N_PARENTHESIZED)) {
                init = scr__p_to_pattern(p, init, false, true);
                if (!init) goto out;
            } else if (init->kind == N_IDENT || init->kind == N_MEMBER) {
                if (init->kind == N_IDENT && (!strcmp(init->name, "eval") || !strcmp(init->name, "arguments"))) {
                    scr__p_error_at(p, init->line, init->col, "Unexpected eval or arguments in strict mode");
                    goto out;
                }
            } else {
                scr__p_error_at(p, init->line, init->col, "Invalid left-hand side in for-loop");
                goto out;
            }
        } else {
            if (!scr__p_check_cover(p, &ce)) goto out;
        }
    }
    if (TOK.kind == T_IN || TOK.kind == T_OF) {
        bool of = TOK.kind == T_OF;
        if (flags & N_FOR_AWAIT && !of) {
            scr__p_unexpected(p, &TOK);
            goto out;
        }
        P_NEXT(p);
        Node *n = scr__p_node(p, of ? N_FOR_OF : N_FOR_IN, &start);
        n->flags = flags;
        n->a = init;
        n->b = of ? scr__p_assign(p, false, NULL) : scr__p_expression(p, false, NULL);
        if (!n->b || !scr__p_expect(p, T_RPAREN)) goto out;
        mark_loop_labels(p, chain);
        n->c = loop_body(p);
        if (!n->c) goto out;
        scr__p_finish(p, n);
        r = n;
        goto out;
    }
    if (flags & N_FOR_AWAIT) {
        scr__p_unexpected(p, &TOK);
        goto out;
    }
    Node *n = scr__p_node(p, N_FOR, &start);
    n->a = init;
    if (!scr__p_expect(p, T_SEMI)) goto out;
    if (TOK.kind != T_SEMI) {
        n->b = scr__p_expression(p, false, NULL);
        if (!n->b) goto out;
    }
    if (!scr__p_expect(p, T_SEMI)) goto out;
    if (TOK.kind != T_RPAREN) {
        n->c = scr__p_expression(p, false, NULL);
        if (!n->c) goto out;
    }
    if (!scr__p_expect(p, T_RPAREN)) goto out;
    mark_loop_labels(p, chain);
    n->d = loop_body(p);
    if (!n->d) goto out;
    scr__p_finish(p, n);
    r = n;
out:
    scr__p_pop_scope(p);
    return p->failed ? NULL : r;
}

static Node *try_statement(Parser *p)
{
    Node *n = scr__p_node(p, N_TRY, &TOK);
    P_NEXT(p);
    if (TOK.kind != T_LBRACE) {
        scr__p_unexpected(p, &TOK);
        return NULL;
    }
    n->a = block(p);
    if (!n->a) return NULL;
    if (TOK.kind == T_CATCH) {
        P_NEXT(p);
        scr__p_push_scope(p, false);
        bool ok = true;
        if (TOK.kind == T_LPAREN) {
            P_NEXT(p);
            n->b = scr__p_binding_target(p);
            ok = n->b && scr__p_declare_pattern(p, n->b, n->b->kind == N_IDENT ? D_CATCH : D_CATCH_PAT) &&
                 scr__p_expect(p, T_RPAREN);
        }
        if (ok && TOK.kind != T_LBRACE) ok = scr__p_unexpected(p, &TOK);
        if (ok) {
            Node *h = scr__p_node(p, N_BLOCK, &TOK);
            P_NEXT(p);
            n->c = block_body(p, h);
        }
        scr__p_pop_scope(p);
        if (!n->c) return NULL;
    }
    if (TOK.kind == T_FINALLY) {
        P_NEXT(p);
        if (TOK.kind != T_LBRACE) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        n->d = block(p);
        if (!n->d) return NULL;
    }
    if (!n->c && !n->d) {
        scr__p_error_at(p, p->prev.line, p->prev.col, "Missing catch or finally after try");
        return NULL;
    }
    scr__p_finish(p, n);
    return n;
}

static Node *switch_statement(Parser *p)
{
    Node *n = scr__p_node(p, N_SWITCH, &TOK);
    P_NEXT(p);
    n->a = paren_expr(p);
    if (!n->a || !scr__p_expect(p, T_LBRACE)) return NULL;
    scr__p_push_scope(p, false);
    p->fn->break_depth++;
    bool seen_default = false;
    while (!p->failed && TOK.kind != T_RBRACE) {
        Node *c = scr__p_node(p, N_CASE, &TOK);
        if (TOK.kind == T_CASE) {
            P_NEXT(p);
            c->a = scr__p_expression(p, false, NULL);
            if (!c->a) break;
        } else if (TOK.kind == T_DEFAULT) {
            if (seen_default) {
                scr__p_error_at(p, TOK.line, TOK.col, "More than one default clause in switch statement");
                break;
            }
            seen_default = true;
            P_NEXT(p);
        } else {
            scr__p_unexpected(p, &TOK);
            break;
        }
        if (!scr__p_expect(p, T_COLON)) break;
        while (!p->failed && TOK.kind != T_CASE && TOK.kind != T_DEFAULT && TOK.kind != T_RBRACE) {
            if (TOK.kind == T_EOF) {
                scr__p_unexpected(p, &TOK);
                break;
            }
            Node *s = scr__p_statement_list_item(p);
            if (!s) break;
            scr__p_push(p, &c->list, s);
        }
        scr__p_finish(p, c);
        scr__p_push(p, &n->list, c);
    }
    p->fn->break_depth--;
    scr__p_pop_scope(p);
    if (p->failed || !scr__p_expect(p, T_RBRACE)) return NULL;
    scr__p_finish(p, n);
    return n;
}

static Node *jump_statement(Parser *p, NodeKind kind)
{
    Token t = TOK;
    Node *n = scr__p_node(p, kind, &t);
    P_NEXT(p);
    if (scr__p_is_ident_tok(TOK.kind) && !TOK.nl_before) {
        Label *l = find_label(p, TOK.name);
        if (!l) {
            scr__p_error_at(p, TOK.line, TOK.col, "Undefined label '%s'", TOK.name);
            return NULL;
        }
        if (kind == N_CONTINUE && !l->is_loop) {
            scr__p_error_at(p, TOK.line, TOK.col,
                            "Illegal continue statement: '%s' does not denote an iteration statement", TOK.name);
            return NULL;
        }
        n->name = TOK.name;
        P_NEXT(p);
    } else if (kind == N_BREAK && p->fn->break_depth == 0) {
        scr__p_error_at(p, t.line, t.col, "Illegal break statement");
        return NULL;
    } else if (kind == N_CONTINUE && p->fn->loop_depth == 0) {
        scr__p_error_at(p, t.line, t.col, "Illegal continue statement: no surrounding iteration statement");
        return NULL;
    }
    if (!semicolon(p)) return NULL;
    scr__p_finish(p, n);
    return n;
}

/* `x:` starts a labelled statement, unless x is an operator here. */
static bool is_label_start(Parser *p)
{
    int k = TOK.kind;
    if (!scr__p_is_ident_tok(k)) return false;
    if (k == T_AWAIT && (p->fn->flags & FN_ASYNC)) return false;
    if (k == T_YIELD && (p->fn->flags & FN_GENERATOR)) return false;
    return scr__p_peek(p)->kind == T_COLON;
}

static Node *statement_inner(Parser *p, int chain)
{
    Token t = TOK;
    Node *n;
    switch (t.kind) {
    case T_LBRACE:
        return block(p);
    case T_SEMI:
        n = scr__p_node(p, N_EMPTY, &t);
        P_NEXT(p);
        return n;
    case T_VAR:
        n = var_decl(p, false, false);
        if (!n || !semicolon(p)) return NULL;
        return n;
    case T_IF:
        n = scr__p_node(p, N_IF, &t);
        P_NEXT(p);
        n->a = paren_expr(p);
        if (!n->a) return NULL;
        n->b = scr__p_statement(p);
        if (!n->b) return NULL;
        if (TOK.kind == T_ELSE) {
            P_NEXT(p);
            n->c = scr__p_statement(p);
            if (!n->c) return NULL;
        }
        scr__p_finish(p, n);
        return n;
    case T_FOR:
        return for_statement(p, chain);
    case T_WHILE:
        n = scr__p_node(p, N_WHILE, &t);
        P_NEXT(p);
        n->a = paren_expr(p);
        if (!n->a) return NULL;
        mark_loop_labels(p, chain);
        n->b = loop_body(p);
        if (!n->b) return NULL;
        scr__p_finish(p, n);
        return n;
    case T_DO:
        n = scr__p_node(p, N_DO_WHILE, &t);
        P_NEXT(p);
        mark_loop_labels(p, chain);
        n->a = loop_body(p);
        if (!n->a || !scr__p_expect(p, T_WHILE)) return NULL;
        n->b = paren_expr(p);
        if (!n->b) return NULL;
        /* The semicolon after do-while is always optional. */
        if (TOK.kind == T_SEMI) P_NEXT(p);
        scr__p_finish(p, n);
        return n;
    case T_CONTINUE:
        return jump_statement(p, N_CONTINUE);
    case T_BREAK:
        return jump_statement(p, N_BREAK);
    case T_RETURN:
        if (!(p->fn->flags & FN_RETURN)) {
            scr__p_error_at(p, t.line, t.col, "Illegal return statement");
            return NULL;
        }
        n = scr__p_node(p, N_RETURN, &t);
        P_NEXT(p);
        if (TOK.kind != T_SEMI && TOK.kind != T_RBRACE && TOK.kind != T_EOF && !TOK.nl_before) {
            n->a = scr__p_expression(p, false, NULL);
            if (!n->a) return NULL;
        }
        if (!semicolon(p)) return NULL;
        scr__p_finish(p, n);
        return n;
    case T_THROW:
        n = scr__p_node(p, N_THROW, &t);
        P_NEXT(p);
        if (TOK.nl_before) {
            scr__p_error_at(p, t.line, t.col, "Illegal newline after throw");
            return NULL;
        }
        n->a = scr__p_expression(p, false, NULL);
        if (!n->a || !semicolon(p)) return NULL;
        scr__p_finish(p, n);
        return n;
    case T_TRY:
        return try_statement(p);
    case T_SWITCH:
        return switch_statement(p);
    case T_WITH:
        if (p->sloppy) /* CommonJS: sloppy code may, scr does not compile it */
            scr__p_error_at(p, t.line, t.col, "with statements are not supported");
        else
            scr__p_error_at(p, t.line, t.col, "Strict mode code may not include a with statement");
        return NULL;
    case T_DEBUGGER:
        n = scr__p_node(p, N_DEBUGGER, &t);
        P_NEXT(p);
        if (!semicolon(p)) return NULL;
        scr__p_finish(p, n);
        return n;
    case T_FUNCTION:
        scr__p_error_at(p, t.line, t.col,
                        "In strict mode code, functions can only be declared at top level or inside a block.");
        return NULL;
    case T_CLASS:
    case T_CONST:
        scr__p_unexpected(p, &t);
        return NULL;
    case T_LET:
        if (is_binding_start(scr__p_peek(p)->kind) && scr__p_peek(p)->kind != T_LBRACE) {
            scr__p_error_at(p, t.line, t.col, "Lexical declaration cannot appear in a single-statement context");
            return NULL;
        }
        break;
    case T_ASYNC: {
        Token *pk = scr__p_peek(p);
        if (pk->kind == T_FUNCTION && !pk->nl_before) {
            scr__p_error_at(p, t.line, t.col,
                            "Async functions can only be declared at the top level or inside a block.");
            return NULL;
        }
        break;
    }
    case T_IMPORT: {
        Token *pk = scr__p_peek(p);
        if (pk->kind != T_LPAREN && pk->kind != T_DOT) {
            /* V8 names the mistake in a script (a CommonJS file) and
             * points at the token after `import` in a module's block. */
            if (p->cjs) {
                scr__p_error_at(p, TOK.line, TOK.col, "Cannot use import statement outside a module");
                return NULL;
            }
            P_NEXT(p);
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        break;
    }
    default:
        break;
    }
    /* A labelled statement? */
    if (is_label_start(p)) {
        if (!scr__p_check_ref_name(p, &t)) return NULL;
        if (find_label(p, t.name)) {
            scr__p_error_at(p, t.line, t.col, "Label '%s' has already been declared", t.name);
            return NULL;
        }
        n = scr__p_node(p, N_LABELED, &t);
        n->name = t.name;
        P_NEXT(p);
        P_NEXT(p);
        push_label(p, t.name);
        if (p->fn->label_chain < 0) p->fn->label_chain = p->fn->nlabels - 1;
        n->a = scr__p_statement(p);
        p->fn->nlabels--;
        if (!n->a) return NULL;
        scr__p_finish(p, n);
        return n;
    }
    n = scr__p_node(p, N_EXPR_STMT, &t);
    n->a = scr__p_expression(p, false, NULL);
    if (!n->a || !semicolon(p)) return NULL;
    scr__p_finish(p, n);
    return n;
}

Node *scr__p_statement(Parser *p)
{
    if (!scr__p_enter(p)) return NULL;
    /* The label chain applies to this statement only; a nested statement
     * starts without one unless it is itself labelled. */
    int chain = p->fn->label_chain;
    bool labelled = is_label_start(p);
    if (!labelled) p->fn->label_chain = -1;
    Node *r = statement_inner(p, labelled ? -1 : chain);
    if (labelled) p->fn->label_chain = -1;
    scr__p_leave(p);
    return p->failed ? NULL : r;
}

Node *scr__p_statement_list_item(Parser *p)
{
    Token t = TOK;
    switch (t.kind) {
    case T_FUNCTION:
    case T_ASYNC: {
        if (t.kind == T_ASYNC) {
            Token *pk = scr__p_peek(p);
            if (pk->kind != T_FUNCTION || pk->nl_before) break;
            P_NEXT(p);
        }
        return scr__p_function(p, t.kind == T_ASYNC ? N_ASYNC : 0, true, true, &t, MK_NONE);
    }
    case T_CLASS: {
        Node *c = scr__p_class(p, true, true);
        if (!c) return NULL;
        if (!scr__p_declare(p, c->a->name, D_LEXICAL, t.line, t.col)) return NULL;
        return c;
    }
    case T_CONST: {
        Node *n = var_decl(p, false, false);
        if (!n || !semicolon(p)) return NULL;
        return n;
    }
    case T_LET:
        if (is_binding_start(scr__p_peek(p)->kind)) {
            Node *n = var_decl(p, false, false);
            if (!n || !semicolon(p)) return NULL;
            return n;
        }
        break;
    default:
        break;
    }
    return scr__p_statement(p);
}

/* ---- modules ---- */

static bool module_specifier(Parser *p, Node *n)
{
    if (TOK.kind != T_STRING) return scr__p_unexpected(p, &TOK);
    n->u16 = TOK.u16;
    n->u16len = TOK.u16len;
    n->name = scr__p_u16_to_utf8(p, TOK.u16, TOK.u16len);
    P_NEXT(p);
    /* Import attributes (`with { type: "json" }`, or the older `assert`):
     * n->c, an N_ARRAY of key and value nodes in turn (each `name` the
     * UTF-8 text), which the module loader checks as Node does. */
    if ((TOK.kind == T_WITH || (is_contextual(&TOK, "assert") && !TOK.nl_before)) &&
        scr__p_peek(p)->kind == T_LBRACE) {
        P_NEXT(p);
        n->c = scr__p_node(p, N_ARRAY, &TOK);
        P_NEXT(p);
        while (!p->failed && TOK.kind != T_RBRACE) {
            if (TOK.kind != T_STRING && !(TOK.kind == T_IDENT || (TOK.kind >= T_VAR && TOK.kind <= T_ENUM)))
                return scr__p_unexpected(p, &TOK);
            Node *key = scr__p_node(p, N_STRING, &TOK);
            key->name =
                TOK.kind == T_STRING ? scr__p_u16_to_utf8(p, TOK.u16, TOK.u16len) : TOK.name;
            P_NEXT(p);
            if (!scr__p_expect(p, T_COLON)) return false;
            if (TOK.kind != T_STRING) return scr__p_unexpected(p, &TOK);
            Node *value = scr__p_node(p, N_STRING, &TOK);
            value->u16 = TOK.u16;
            value->u16len = TOK.u16len;
            value->name = scr__p_u16_to_utf8(p, TOK.u16, TOK.u16len);
            P_NEXT(p);
            for (int i = 0; i < n->c->list.len; i += 2)
                if (strcmp(n->c->list.items[i]->name, key->name) == 0) {
                    scr__p_error_at(p, key->line, key->col,
                                    "Import assertion has duplicate key '%s'", key->name);
                    return false;
                }
            scr__p_push(p, &n->c->list, key);
            scr__p_push(p, &n->c->list, value);
            if (TOK.kind == T_COMMA)
                P_NEXT(p);
            else if (TOK.kind != T_RBRACE)
                return scr__p_unexpected(p, &TOK);
        }
        if (!scr__p_expect(p, T_RBRACE)) return false;
    }
    return true;
}

static bool expect_contextual(Parser *p, const char *word)
{
    if (!is_contextual(&TOK, word)) return scr__p_unexpected(p, &TOK);
    P_NEXT(p);
    return true;
}

/* A ModuleExportName: an IdentifierName or a string. */
static Node *export_name(Parser *p)
{
    Node *n;
    if (TOK.kind == T_STRING) {
        n = scr__p_node(p, N_STRING, &TOK);
        n->u16 = TOK.u16;
        n->u16len = TOK.u16len;
        n->name = scr__p_u16_to_utf8(p, TOK.u16, TOK.u16len);
    } else if (TOK.kind == T_IDENT || (TOK.kind >= T_VAR && TOK.kind <= T_ENUM)) {
        n = scr__p_node(p, N_IDENT, &TOK);
        n->name = TOK.name;
    } else {
        scr__p_unexpected(p, &TOK);
        return NULL;
    }
    P_NEXT(p);
    return n;
}

static bool import_binding(Parser *p, Node *decl, int op, const char *imported)
{
    Node *spec = scr__p_node(p, N_IMPORT_SPEC, &TOK);
    spec->op = op;
    spec->name = (char *)imported;
    spec->a = scr__p_binding_ident(p);
    if (!spec->a) return false;
    if (!scr__p_declare(p, spec->a->name, D_LEXICAL, spec->a->line, spec->a->col)) return false;
    scr__p_finish(p, spec);
    scr__p_push(p, &decl->list, spec);
    return true;
}

static Node *import_decl(Parser *p)
{
    Node *n = scr__p_node(p, N_IMPORT_DECL, &TOK);
    P_NEXT(p);
    if (TOK.kind != T_STRING) {
        bool need_more = true;
        if (scr__p_is_ident_tok(TOK.kind)) {
            if (!import_binding(p, n, 1, NULL)) return NULL;
            need_more = false;
            if (TOK.kind == T_COMMA) {
                P_NEXT(p);
                need_more = true;
                if (TOK.kind != T_STAR && TOK.kind != T_LBRACE) {
                    scr__p_unexpected(p, &TOK);
                    return NULL;
                }
            }
        }
        if (need_more) {
            if (TOK.kind == T_STAR) {
                Token st = TOK;
                P_NEXT(p);
                if (!expect_contextual(p, "as")) return NULL;
                (void)st;
                if (!import_binding(p, n, 2, NULL)) return NULL;
            } else if (TOK.kind == T_LBRACE) {
                P_NEXT(p);
                while (!p->failed && TOK.kind != T_RBRACE) {
                    Token it = TOK;
                    Node *imported = export_name(p);
                    if (!imported) return NULL;
                    if (is_contextual(&TOK, "as")) {
                        P_NEXT(p);
                        Node *spec = scr__p_node(p, N_IMPORT_SPEC, &it);
                        spec->name = imported->name;
                        spec->a = scr__p_binding_ident(p);
                        if (!spec->a) return NULL;
                        if (!scr__p_declare(p, spec->a->name, D_LEXICAL, spec->a->line, spec->a->col))
                            return NULL;
                        scr__p_finish(p, spec);
                        scr__p_push(p, &n->list, spec);
                    } else {
                        if (imported->kind == N_STRING) {
                            scr__p_unexpected(p, &TOK);
                            return NULL;
                        }
                        if (!scr__p_is_ident_tok(it.kind)) {
                            scr__p_error_at(p, it.line, it.col, "Unexpected reserved word");
                            return NULL;
                        }
                        if (!scr__p_check_binding_name(p, &it)) return NULL;
                        Node *spec = scr__p_node(p, N_IMPORT_SPEC, &it);
                        spec->name = imported->name;
                        spec->a = imported;
                        if (!scr__p_declare(p, imported->name, D_LEXICAL, it.line, it.col)) return NULL;
                        scr__p_finish(p, spec);
                        scr__p_push(p, &n->list, spec);
                    }
                    if (TOK.kind == T_COMMA)
                        P_NEXT(p);
                    else if (TOK.kind != T_RBRACE) {
                        scr__p_unexpected(p, &TOK);
                        return NULL;
                    }
                }
                if (!scr__p_expect(p, T_RBRACE)) return NULL;
            } else {
                scr__p_unexpected(p, &TOK);
                return NULL;
            }
        }
        if (!expect_contextual(p, "from")) return NULL;
    }
    if (!module_specifier(p, n) || !semicolon(p)) return NULL;
    scr__p_finish(p, n);
    return n;
}

static bool export_bound_names(Parser *p, Node *pat)
{
    if (!pat) return true;
    switch (pat->kind) {
    case N_IDENT:
        return scr__p_record_export(p, pat->name, pat->line, pat->col);
    case N_ASSIGN_PATTERN:
    case N_REST:
        return export_bound_names(p, pat->a);
    case N_PROPERTY:
        return export_bound_names(p, pat->b);
    case N_ARRAY_PATTERN:
    case N_OBJECT_PATTERN:
        for (int i = 0; i < pat->list.len; i++)
            if (!export_bound_names(p, pat->list.items[i])) return false;
        return true;
    default:
        return true;
    }
}

static Node *export_decl(Parser *p)
{
    Token start = TOK;
    P_NEXT(p);
    if (TOK.kind == T_STAR) {
        Node *n = scr__p_node(p, N_EXPORT_ALL, &start);
        P_NEXT(p);
        if (is_contextual(&TOK, "as")) {
            P_NEXT(p);
            n->a = export_name(p);
            if (!n->a || !scr__p_record_export(p, n->a->name, n->a->line, n->a->col)) return NULL;
        }
        if (!expect_contextual(p, "from")) return NULL;
        Node tmp;
        memset(&tmp, 0, sizeof tmp);
        if (!module_specifier(p, &tmp)) return NULL;
        n->name = tmp.name;
        n->u16 = tmp.u16;
        n->u16len = tmp.u16len;
        n->c = tmp.c;
        if (!semicolon(p)) return NULL;
        scr__p_finish(p, n);
        return n;
    }
    if (TOK.kind == T_DEFAULT) {
        Token dt = TOK;
        Node *n = scr__p_node(p, N_EXPORT_DEFAULT, &start);
        if (!scr__p_declare(p, ".default", D_LEXICAL, dt.line, dt.col)) return NULL;
        if (!scr__p_record_export(p, "default", dt.line, dt.col)) return NULL;
        P_NEXT(p);
        Token t = TOK;
        if (t.kind == T_FUNCTION ||
            (t.kind == T_ASYNC && scr__p_peek(p)->kind == T_FUNCTION && !scr__p_peek(p)->nl_before)) {
            if (t.kind == T_ASYNC) P_NEXT(p);
            n->a = scr__p_function(p, t.kind == T_ASYNC ? N_ASYNC : 0, true, false, &t, MK_NONE);
            if (!n->a) return NULL;
        } else if (t.kind == T_CLASS) {
            n->a = scr__p_class(p, true, false);
            if (!n->a) return NULL;
            if (n->a->a && !scr__p_declare(p, n->a->a->name, D_LEXICAL, t.line, t.col)) return NULL;
        } else {
            n->a = scr__p_assign(p, false, NULL);
            if (!n->a || !semicolon(p)) return NULL;
        }
        scr__p_finish(p, n);
        return n;
    }
    Node *n = scr__p_node(p, N_EXPORT_NAMED, &start);
    if (TOK.kind == T_LBRACE) {
        P_NEXT(p);
        Node *first_string_local = NULL;
        Token first_reserved;
        bool has_reserved = false;
        while (!p->failed && TOK.kind != T_RBRACE) {
            Token lt = TOK;
            Node *spec = scr__p_node(p, N_EXPORT_SPEC, &TOK);
            spec->a = export_name(p);
            if (!spec->a) return NULL;
            if (spec->a->kind == N_STRING && !first_string_local) first_string_local = spec->a;
            if (spec->a->kind == N_IDENT && !scr__p_is_ident_tok(lt.kind) && !has_reserved) {
                first_reserved = lt;
                has_reserved = true;
            }
            if (is_contextual(&TOK, "as")) {
                P_NEXT(p);
                spec->b = export_name(p);
                if (!spec->b) return NULL;
            } else {
                spec->b = spec->a;
            }
            scr__p_finish(p, spec);
            scr__p_push(p, &n->list, spec);
            if (TOK.kind == T_COMMA)
                P_NEXT(p);
            else if (TOK.kind != T_RBRACE) {
                scr__p_unexpected(p, &TOK);
                return NULL;
            }
        }
        if (!scr__p_expect(p, T_RBRACE)) return NULL;
        if (is_contextual(&TOK, "from")) {
            P_NEXT(p);
            Node tmp;
            memset(&tmp, 0, sizeof tmp);
            if (!module_specifier(p, &tmp)) return NULL;
            n->name = tmp.name;
            n->u16 = tmp.u16;
            n->u16len = tmp.u16len;
            n->c = tmp.c;
        } else {
            if (has_reserved) {
                scr__p_error_at(p, first_reserved.line, first_reserved.col, "Unexpected reserved word");
                return NULL;
            }
            if (first_string_local) {
                scr__p_error_at(p, first_string_local->line, first_string_local->col,
                                "String literal module export names must be followed by a 'from' clause");
                return NULL;
            }
            for (int i = 0; i < n->list.len; i++) scr__p_add_export_local(p, n->list.items[i]->a);
        }
        for (int i = 0; i < n->list.len; i++) {
            Node *s = n->list.items[i];
            if (!scr__p_record_export(p, s->b->name, s->line, s->col)) return NULL;
        }
        if (!semicolon(p)) return NULL;
        scr__p_finish(p, n);
        return n;
    }
    Token t = TOK;
    switch (t.kind) {
    case T_VAR:
    case T_LET:
    case T_CONST:
        n->a = var_decl(p, false, false);
        if (!n->a || !semicolon(p)) return NULL;
        for (int i = 0; i < n->a->list.len; i++)
            if (!export_bound_names(p, n->a->list.items[i]->a)) return NULL;
        break;
    case T_FUNCTION:
    case T_ASYNC:
    case T_CLASS:
        if (t.kind == T_ASYNC && (scr__p_peek(p)->kind != T_FUNCTION || scr__p_peek(p)->nl_before)) {
            scr__p_unexpected(p, &t);
            return NULL;
        }
        n->a = scr__p_statement_list_item(p);
        if (!n->a) return NULL;
        if (!scr__p_record_export(p, n->a->a->name, n->a->a->line, n->a->a->col)) return NULL;
        break;
    default:
        scr__p_unexpected(p, &start);
        return NULL;
    }
    scr__p_finish(p, n);
    return n;
}

Node *scr__p_module_item(Parser *p)
{
    if (TOK.kind == T_IMPORT) {
        int k = scr__p_peek(p)->kind;
        if (k != T_LPAREN && k != T_DOT) return import_decl(p);
    } else if (TOK.kind == T_EXPORT) {
        return export_decl(p);
    }
    return scr__p_statement_list_item(p);
}
