/* parse_expr.c - expressions: precedence climbing for binary operators,
 * unary/update/await/yield, member and call chains (with optional chains
 * wrapped in N_CHAIN), literals, templates, arrow functions through the
 * cover grammar, and the conversion of literals to destructuring patterns. */
#include <string.h>

#include "parse_int.h"

#define P_NEXT(p) scr__p_next(p)
#define TOK (p->tok)

static Node *unary(Parser *p, CoverErrs *ce);
static Node *primary(Parser *p, CoverErrs *ce);

static const char MSG_BAD_TARGET[] = "Invalid destructuring assignment target";

/* True for tokens that spell an IdentifierName (identifiers and every
 * keyword), which is what may follow `.` or stand as a property key. */
static bool is_name_tok(int k) { return k == T_IDENT || (k >= T_VAR && k <= T_ENUM); }

static bool is_unparen_arrow(const Node *n)
{
    return n && n->kind == N_ARROW && !(n->flags & N_PARENTHESIZED);
}

/* ---- the cover grammar ---- */

bool scr__p_check_cover(Parser *p, CoverErrs *ce)
{
    if (!ce || p->failed) return !p->failed;
    if (ce->shorthand_pos) {
        return scr__p_error_at(p, ce->shorthand_line, ce->shorthand_col, "Invalid shorthand property initializer");
    }
    if (ce->proto_pos) {
        return scr__p_error_at(p, ce->proto_line, ce->proto_col,
                               "Duplicate __proto__ fields are not allowed in object literals");
    }
    return true;
}

/* Forgets cover errors recorded inside a literal that became a pattern. */
static void clear_cover(CoverErrs *ce, int from)
{
    if (ce->shorthand_pos && ce->shorthand_pos - 1 >= from) ce->shorthand_pos = 0;
    if (ce->proto_pos && ce->proto_pos - 1 >= from) ce->proto_pos = 0;
}

static bool is_simple_target(const Node *n)
{
    return n->kind == N_IDENT || n->kind == N_MEMBER;
}

static bool check_eval_args(Parser *p, const Node *n)
{
    if (!p->sloppy && n->kind == N_IDENT && (!strcmp(n->name, "eval") || !strcmp(n->name, "arguments")))
        return scr__p_error_at(p, n->line, n->col, "Unexpected eval or arguments in strict mode");
    return true;
}

/* Reinterprets expression `n` as a destructuring target. `binding` is true
 * for declarations and parameters (only identifiers and nested patterns),
 * false for assignment (member expressions allowed too). Already-converted
 * patterns are walked again, which checks them in the new context. */
Node *scr__p_to_pattern(Parser *p, Node *n, bool binding, bool top)
{
    (void)top;
    if (!n || p->failed) return NULL;
    if (!scr__p_enter(p)) return NULL;
    Node *r = n;
    switch (n->kind) {
    case N_IDENT:
        if (binding && (n->flags & N_PARENTHESIZED)) {
            scr__p_error_at(p, n->line, n->col, MSG_BAD_TARGET);
            r = NULL;
        } else if (!check_eval_args(p, n)) {
            r = NULL;
        }
        break;
    case N_MEMBER:
        if (binding) {
            scr__p_error_at(p, n->line, n->col, MSG_BAD_TARGET);
            r = NULL;
        }
        break;
    case N_ARRAY:
    case N_ARRAY_PATTERN:
        if (n->flags & N_PARENTHESIZED) {
            scr__p_error_at(p, n->line, n->col, MSG_BAD_TARGET);
            r = NULL;
            break;
        }
        n->kind = N_ARRAY_PATTERN;
        for (int i = 0; i < n->list.len && r; i++) {
            Node *e = n->list.items[i];
            if (!e) continue;
            if (e->kind == N_SPREAD || e->kind == N_REST) {
                if (i != n->list.len - 1 || e->op) {
                    scr__p_error_at(p, e->line, e->col, "Rest element must be last element");
                    r = NULL;
                    break;
                }
                Node *t = scr__p_to_pattern(p, e->a, binding, false);
                if (!t) {
                    r = NULL;
                    break;
                }
                if (t->kind == N_ASSIGN_PATTERN) {
                    scr__p_error_at(p, e->line, e->col, MSG_BAD_TARGET);
                    r = NULL;
                    break;
                }
                e->kind = N_REST;
                e->a = t;
                continue;
            }
            Node *t = scr__p_to_pattern(p, e, binding, false);
            if (!t) r = NULL;
            n->list.items[i] = t;
        }
        break;
    case N_OBJECT:
    case N_OBJECT_PATTERN:
        if (n->flags & N_PARENTHESIZED) {
            scr__p_error_at(p, n->line, n->col, MSG_BAD_TARGET);
            r = NULL;
            break;
        }
        n->kind = N_OBJECT_PATTERN;
        for (int i = 0; i < n->list.len && r; i++) {
            Node *e = n->list.items[i];
            if (e->kind == N_SPREAD || e->kind == N_REST) {
                Node *arg = e->a;
                if (i != n->list.len - 1 || e->op) {
                    scr__p_error_at(p, arg->line, arg->col, "Rest element must be last element");
                    r = NULL;
                    break;
                }
                if (binding ? arg->kind != N_IDENT || (arg->flags & N_PARENTHESIZED) : !is_simple_target(arg)) {
                    scr__p_error_at(p, arg->line, arg->col,
                                    binding ? "`...` must be followed by an identifier in declaration contexts"
                                            : "`...` must be followed by an assignable reference in assignment "
                                              "contexts");
                    r = NULL;
                    break;
                }
                if (!check_eval_args(p, arg)) {
                    r = NULL;
                    break;
                }
                e->kind = N_REST;
                continue;
            }
            if (e->op != P_INIT || (e->flags & N_METHOD)) {
                scr__p_error_at(p, e->line, e->col, MSG_BAD_TARGET);
                r = NULL;
                break;
            }
            Node *t = scr__p_to_pattern(p, e->b, binding, false);
            if (!t) r = NULL;
            e->b = t;
        }
        break;
    case N_ASSIGN:
        if (n->op != T_ASSIGN || (n->flags & N_PARENTHESIZED)) {
            scr__p_error_at(p, n->line, n->col, MSG_BAD_TARGET);
            r = NULL;
            break;
        }
        n->kind = N_ASSIGN_PATTERN;
        n->op = 0;
        /* fall through */
    case N_ASSIGN_PATTERN: {
        Node *t = scr__p_to_pattern(p, n->a, binding, false);
        if (!t) r = NULL;
        n->a = t;
        break;
    }
    default:
        scr__p_error_at(p, n->line, n->col, MSG_BAD_TARGET);
        r = NULL;
        break;
    }
    scr__p_leave(p);
    return r;
}

/* ---- binding patterns (declarations, parameters, catch) ---- */

Node *scr__p_binding_element(Parser *p)
{
    Node *t = scr__p_binding_target(p);
    if (!t) return NULL;
    if (TOK.kind == T_ASSIGN) {
        P_NEXT(p);
        Node *ap = scr__p_node_at(p, N_ASSIGN_PATTERN, t);
        ap->a = t;
        ap->b = scr__p_assign(p, false, NULL);
        if (!ap->b) return NULL;
        scr__p_finish(p, ap);
        return ap;
    }
    return t;
}

static Node *binding_array(Parser *p)
{
    Node *n = scr__p_node(p, N_ARRAY_PATTERN, &TOK);
    P_NEXT(p);
    while (!p->failed && TOK.kind != T_RBRACKET) {
        if (TOK.kind == T_COMMA) {
            scr__p_push(p, &n->list, NULL);
            P_NEXT(p);
            continue;
        }
        if (TOK.kind == T_ELLIPSIS) {
            Node *r = scr__p_node(p, N_REST, &TOK);
            P_NEXT(p);
            r->a = scr__p_binding_target(p);
            if (!r->a) return NULL;
            scr__p_finish(p, r);
            scr__p_push(p, &n->list, r);
            if (TOK.kind != T_RBRACKET) {
                scr__p_error_at(p, r->line, r->col, "Rest element must be last element");
                return NULL;
            }
            break;
        }
        Node *e = scr__p_binding_element(p);
        if (!e) return NULL;
        scr__p_push(p, &n->list, e);
        if (TOK.kind == T_COMMA)
            P_NEXT(p);
        else if (TOK.kind != T_RBRACKET) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
    }
    if (!scr__p_expect(p, T_RBRACKET)) return NULL;
    scr__p_finish(p, n);
    return n;
}

static Node *binding_object(Parser *p)
{
    Node *n = scr__p_node(p, N_OBJECT_PATTERN, &TOK);
    P_NEXT(p);
    while (!p->failed && TOK.kind != T_RBRACE) {
        if (TOK.kind == T_ELLIPSIS) {
            Node *r = scr__p_node(p, N_REST, &TOK);
            P_NEXT(p);
            if (!scr__p_is_ident_tok(TOK.kind)) {
                if (TOK.kind == T_LBRACKET || TOK.kind == T_LBRACE) {
                    scr__p_error_at(p, TOK.line, TOK.col,
                                    "`...` must be followed by an identifier in declaration contexts");
                    return NULL;
                }
                scr__p_unexpected(p, &TOK);
                return NULL;
            }
            r->a = scr__p_binding_ident(p);
            if (!r->a) return NULL;
            scr__p_finish(p, r);
            scr__p_push(p, &n->list, r);
            if (TOK.kind != T_RBRACE) {
                scr__p_error_at(p, r->a->line, r->a->col, "Rest element must be last element");
                return NULL;
            }
            break;
        }
        Token keytok = TOK;
        int flags = 0;
        Node *prop = scr__p_node(p, N_PROPERTY, &TOK);
        Node *key = scr__p_property_key(p, &flags, false);
        if (!key) return NULL;
        prop->a = key;
        prop->flags = flags;
        if (TOK.kind == T_COLON) {
            P_NEXT(p);
            prop->b = scr__p_binding_element(p);
            if (!prop->b) return NULL;
        } else {
            if (flags & N_COMPUTED || !scr__p_is_ident_tok(keytok.kind)) {
                if (keytok.kind == T_IDENT || is_name_tok(keytok.kind))
                    scr__p_unexpected(p, scr__p_is_ident_tok(keytok.kind) ? &TOK : &keytok);
                else
                    scr__p_unexpected(p, &TOK);
                return NULL;
            }
            if (!scr__p_check_binding_name(p, &keytok)) return NULL;
            Node *id = scr__p_node(p, N_IDENT, &keytok);
            id->name = keytok.name;
            prop->flags |= N_SHORTHAND;
            prop->b = id;
            if (TOK.kind == T_ASSIGN) {
                P_NEXT(p);
                Node *ap = scr__p_node_at(p, N_ASSIGN_PATTERN, id);
                ap->a = id;
                ap->b = scr__p_assign(p, false, NULL);
                if (!ap->b) return NULL;
                scr__p_finish(p, ap);
                prop->b = ap;
            }
        }
        scr__p_finish(p, prop);
        scr__p_push(p, &n->list, prop);
        if (TOK.kind == T_COMMA)
            P_NEXT(p);
        else if (TOK.kind != T_RBRACE) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
    }
    if (!scr__p_expect(p, T_RBRACE)) return NULL;
    scr__p_finish(p, n);
    return n;
}

Node *scr__p_binding_target(Parser *p)
{
    if (!scr__p_enter(p)) return NULL;
    Node *r;
    if (TOK.kind == T_LBRACKET)
        r = binding_array(p);
    else if (TOK.kind == T_LBRACE)
        r = binding_object(p);
    else if (scr__p_is_ident_tok(TOK.kind))
        r = scr__p_binding_ident(p);
    else {
        scr__p_unexpected(p, &TOK);
        r = NULL;
    }
    scr__p_leave(p);
    return r;
}

/* ---- literals ---- */

/* Property keys of object literals, classes and object patterns. Sets
 * N_COMPUTED in *flags for `[expr]`. */
Node *scr__p_property_key(Parser *p, int *flags, bool allow_private)
{
    Node *k;
    switch (TOK.kind) {
    case T_STRING:
        k = scr__p_node(p, N_STRING, &TOK);
        k->u16 = TOK.u16;
        k->u16len = TOK.u16len;
        P_NEXT(p);
        return k;
    case T_NUMBER:
        if (TOK.legacy_octal && !p->sloppy) {
            scr__p_error_pos(p, TOK.err_pos, "%s", TOK.err_msg);
            return NULL;
        }
        k = scr__p_node(p, N_NUMBER, &TOK);
        k->num = TOK.num;
        P_NEXT(p);
        return k;
    case T_BIGINT:
        k = scr__p_node(p, N_BIGINT, &TOK);
        k->name = TOK.name;
        P_NEXT(p);
        return k;
    case T_LBRACKET:
        P_NEXT(p);
        k = scr__p_assign(p, false, NULL);
        if (!k) return NULL;
        if (!scr__p_expect(p, T_RBRACKET)) return NULL;
        *flags |= N_COMPUTED;
        return k;
    case T_PRIVATE:
        if (!allow_private) break;
        k = scr__p_node(p, N_PRIVATE_NAME, &TOK);
        k->name = TOK.name;
        P_NEXT(p);
        return k;
    default:
        if (is_name_tok(TOK.kind)) {
            k = scr__p_node(p, N_IDENT, &TOK);
            k->name = TOK.name;
            P_NEXT(p);
            return k;
        }
        break;
    }
    scr__p_unexpected(p, &TOK);
    return NULL;
}

static bool is_proto_key(const Node *k)
{
    static const uint16_t proto[] = {'_', '_', 'p', 'r', 'o', 't', 'o', '_', '_'};
    if (k->kind == N_IDENT) return !strcmp(k->name, "__proto__");
    if (k->kind == N_STRING) return k->u16len == 9 && !memcmp(k->u16, proto, sizeof proto);
    return false;
}

static Node *object_literal(Parser *p, CoverErrs *ce)
{
    CoverErrs local = {0};
    CoverErrs *use = ce ? ce : &local;
    Node *n = scr__p_node(p, N_OBJECT, &TOK);
    P_NEXT(p);
    bool seen_proto = false;
    while (!p->failed && TOK.kind != T_RBRACE) {
        if (TOK.kind == T_ELLIPSIS) {
            Node *s = scr__p_node(p, N_SPREAD, &TOK);
            P_NEXT(p);
            s->a = scr__p_assign(p, false, use);
            if (!s->a) return NULL;
            scr__p_finish(p, s);
            scr__p_push(p, &n->list, s);
            if (TOK.kind == T_COMMA) {
                s->op = 1; /* a comma follows: not valid as a rest element */
                P_NEXT(p);
            } else if (TOK.kind != T_RBRACE) {
                scr__p_unexpected(p, &TOK);
                return NULL;
            }
            continue;
        }
        Token start = TOK;
        Node *prop = scr__p_node(p, N_PROPERTY, &TOK);
        bool is_async = false, is_gen = false;
        int accessor = 0;
        Token *pk;
        if (TOK.kind == T_ASYNC) {
            pk = scr__p_peek(p);
            if (!pk->nl_before && pk->kind != T_LPAREN && pk->kind != T_COLON && pk->kind != T_COMMA &&
                pk->kind != T_RBRACE && pk->kind != T_ASSIGN) {
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
            if (pk->kind != T_LPAREN && pk->kind != T_COLON && pk->kind != T_COMMA && pk->kind != T_RBRACE &&
                pk->kind != T_ASSIGN) {
                accessor = TOK.kind == T_GET ? P_GET : P_SET;
                P_NEXT(p);
            }
        }
        Token keytok = TOK;
        int flags = 0;
        Node *key = scr__p_property_key(p, &flags, false);
        if (!key) return NULL;
        prop->a = key;
        prop->flags = flags;
        if (accessor || is_async || is_gen || TOK.kind == T_LPAREN) {
            Token ftok = TOK;
            Node *fn = scr__p_node(p, N_FUNC_EXPR, &ftok);
            if (is_async) fn->flags |= N_ASYNC;
            if (is_gen) fn->flags |= N_GENERATOR;
            int mk = accessor == P_GET ? MK_GETTER : accessor == P_SET ? MK_SETTER : MK_METHOD;
            if (TOK.kind != T_LPAREN) {
                scr__p_unexpected(p, &TOK);
                return NULL;
            }
            fn = scr__p_function_rest(p, fn, FN_SUPER_PROP, mk);
            if (!fn) return NULL;
            fn->pos = start.pos; /* the method's source text includes `get`, `async`, the key */
            prop->b = fn;
            prop->op = accessor;
            if (!accessor) prop->flags |= N_METHOD;
        } else if (TOK.kind == T_COLON) {
            P_NEXT(p);
            prop->b = scr__p_assign(p, false, use);
            if (!prop->b) return NULL;
            if (!(flags & N_COMPUTED) && is_proto_key(key)) {
                if (seen_proto && !use->proto_pos) {
                    use->proto_pos = key->pos + 1;
                    use->proto_line = key->line;
                    use->proto_col = key->col;
                }
                seen_proto = true;
            }
        } else if (scr__p_is_ident_tok(keytok.kind) && !(flags & N_COMPUTED)) {
            if (!scr__p_check_ref_name(p, &keytok)) return NULL;
            Node *id = scr__p_node(p, N_IDENT, &keytok);
            id->name = keytok.name;
            prop->flags |= N_SHORTHAND;
            prop->b = id;
            if (TOK.kind == T_ASSIGN) {
                if (!use->shorthand_pos) {
                    use->shorthand_pos = keytok.pos + 1;
                    use->shorthand_line = keytok.line;
                    use->shorthand_col = keytok.col;
                }
                P_NEXT(p);
                Node *ap = scr__p_node_at(p, N_ASSIGN_PATTERN, id);
                ap->a = id;
                ap->b = scr__p_assign(p, false, NULL);
                if (!ap->b) return NULL;
                scr__p_finish(p, ap);
                prop->b = ap;
            }
        } else {
            (void)start;
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        scr__p_finish(p, prop);
        scr__p_push(p, &n->list, prop);
        if (TOK.kind == T_COMMA)
            P_NEXT(p);
        else if (TOK.kind != T_RBRACE) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
    }
    if (!scr__p_expect(p, T_RBRACE)) return NULL;
    scr__p_finish(p, n);
    if (!ce && !scr__p_check_cover(p, &local)) return NULL;
    return n;
}

static Node *array_literal(Parser *p, CoverErrs *ce)
{
    CoverErrs local = {0};
    CoverErrs *use = ce ? ce : &local;
    Node *n = scr__p_node(p, N_ARRAY, &TOK);
    P_NEXT(p);
    while (!p->failed && TOK.kind != T_RBRACKET) {
        if (TOK.kind == T_COMMA) {
            scr__p_push(p, &n->list, NULL);
            P_NEXT(p);
            continue;
        }
        Node *e;
        if (TOK.kind == T_ELLIPSIS) {
            e = scr__p_node(p, N_SPREAD, &TOK);
            P_NEXT(p);
            e->a = scr__p_assign(p, false, use);
            if (!e->a) return NULL;
            scr__p_finish(p, e);
        } else {
            e = scr__p_assign(p, false, use);
            if (!e) return NULL;
        }
        scr__p_push(p, &n->list, e);
        if (TOK.kind == T_COMMA) {
            if (e->kind == N_SPREAD) e->op = 1;
            P_NEXT(p);
        } else if (TOK.kind != T_RBRACKET) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
    }
    if (!scr__p_expect(p, T_RBRACKET)) return NULL;
    scr__p_finish(p, n);
    if (!ce && !scr__p_check_cover(p, &local)) return NULL;
    return n;
}

/* A template literal; TOK is its first piece. */
Node *scr__p_template(Parser *p, bool tagged)
{
    Node *t = scr__p_node(p, N_TEMPLATE, &TOK);
    for (;;) {
        if (TOK.kind == T_ILLEGAL) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        if (TOK.bad_escape && !tagged) {
            scr__p_error_pos(p, TOK.err_pos, "%s", TOK.err_msg);
            return NULL;
        }
        Node *el = scr__p_node(p, N_TEMPLATE_ELEM, &TOK);
        if (!TOK.bad_escape) {
            el->u16 = TOK.u16;
            el->u16len = TOK.u16len;
        }
        el->name = TOK.raw;
        scr__p_push(p, &t->list, el);
        bool tail = TOK.tmpl_tail;
        P_NEXT(p);
        if (tail) break;
        Node *e = scr__p_expression(p, false, NULL);
        if (!e) return NULL;
        scr__p_push(p, &t->list2, e);
        if (TOK.kind != T_RBRACE) {
            if (TOK.kind == T_ILLEGAL)
                scr__p_unexpected(p, &TOK);
            else
                scr__p_error_at(p, p->prev.line, p->prev.col, "Missing } in template expression");
            return NULL;
        }
        p->has_ahead = false;
        lex_rescan_template(&p->lx, &p->tok);
    }
    scr__p_finish(p, t);
    return t;
}

/* ---- arguments, arrows, parentheses ---- */

/* Parses `(args)` into list; TOK is '('. ce (may be NULL) collects cover
 * errors for `async(...)`, which may turn out to be arrow parameters. */
static bool arguments(Parser *p, NodeList *list, CoverErrs *ce)
{
    P_NEXT(p);
    while (!p->failed && TOK.kind != T_RPAREN) {
        Node *e;
        if (TOK.kind == T_ELLIPSIS) {
            e = scr__p_node(p, N_SPREAD, &TOK);
            P_NEXT(p);
            e->a = scr__p_assign(p, false, ce);
            if (!e->a) return false;
            scr__p_finish(p, e);
        } else {
            e = scr__p_assign(p, false, ce);
            if (!e) return false;
        }
        scr__p_push(p, list, e);
        if (TOK.kind == T_COMMA) {
            if (e->kind == N_SPREAD) e->op = 1;
            P_NEXT(p);
        } else if (TOK.kind != T_RPAREN) {
            return scr__p_error_at(p, p->prev.line, p->prev.col, "missing ) after argument list");
        }
    }
    return scr__p_expect(p, T_RPAREN);
}

/* Converts parsed expressions to arrow parameters and parses the body. */
static Node *finish_arrow(Parser *p, Node *arrow, NodeList *exprs, bool is_async)
{
    NodeList params = {0};
    for (int i = 0; i < exprs->len; i++) {
        Node *e = exprs->items[i];
        if (e->kind == N_SPREAD || e->kind == N_REST) {
            if (i != exprs->len - 1 || e->op) {
                Node *at = e->a ? e->a : e;
                scr__p_error_at(p, at->line, at->col, "Rest parameter must be last formal parameter");
                return NULL;
            }
            Node *t = scr__p_to_pattern(p, e->a, true, true);
            if (!t) return NULL;
            if (t->kind == N_ASSIGN_PATTERN) {
                scr__p_error_at(p, t->line, t->col, MSG_BAD_TARGET);
                return NULL;
            }
            e->kind = N_REST;
            e->a = t;
            scr__p_push(p, &params, e);
            continue;
        }
        Node *t = scr__p_to_pattern(p, e, true, true);
        if (!t) return NULL;
        scr__p_push(p, &params, t);
    }
    Token at = TOK;
    return scr__p_arrow_body(p, arrow, &params, is_async, &at);
}

/* `(` ... `)`: a parenthesized expression or arrow parameters. */
static Node *paren_or_arrow(Parser *p)
{
    Token lp = TOK;
    P_NEXT(p);
    NodeList exprs = {0};
    CoverErrs ce = {0};
    Token bad;
    bool has_bad = false;
    while (!p->failed && TOK.kind != T_RPAREN) {
        if (TOK.kind == T_ELLIPSIS) {
            Token ell = TOK;
            Node *r = scr__p_node(p, N_REST, &TOK);
            P_NEXT(p);
            r->a = scr__p_binding_target(p);
            if (!r->a) return NULL;
            if (TOK.kind == T_ASSIGN) {
                scr__p_error_at(p, r->a->line, r->a->col, "Rest parameter may not have a default initializer");
                return NULL;
            }
            scr__p_finish(p, r);
            scr__p_push(p, &exprs, r);
            if (TOK.kind == T_COMMA) {
                scr__p_error_at(p, r->a->line, r->a->col, "Rest parameter must be last formal parameter");
                return NULL;
            }
            if (TOK.kind != T_RPAREN || scr__p_peek(p)->kind != T_ARROW) {
                if (TOK.kind != T_RPAREN) {
                    scr__p_unexpected(p, &TOK);
                    return NULL;
                }
                scr__p_unexpected(p, &ell);
                return NULL;
            }
            break;
        }
        Node *e = scr__p_assign(p, false, &ce);
        if (!e) return NULL;
        scr__p_push(p, &exprs, e);
        if (TOK.kind == T_COMMA) {
            P_NEXT(p);
            if (TOK.kind == T_RPAREN && !has_bad) {
                bad = TOK;
                has_bad = true;
            }
        } else if (TOK.kind != T_RPAREN) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
    }
    if (p->failed) return NULL;
    Token rp = TOK;
    if (!scr__p_expect(p, T_RPAREN)) return NULL;
    if (TOK.kind == T_ARROW && !TOK.nl_before) {
        Node *arrow = scr__p_node(p, N_ARROW, &lp);
        return finish_arrow(p, arrow, &exprs, false);
    }
    if (exprs.len == 0) {
        scr__p_unexpected(p, &rp);
        return NULL;
    }
    if (has_bad) {
        scr__p_unexpected(p, &bad);
        return NULL;
    }
    if (!scr__p_check_cover(p, &ce)) return NULL;
    Node *r;
    if (exprs.len == 1) {
        r = exprs.items[0];
    } else {
        r = scr__p_node(p, N_SEQUENCE, &lp);
        r->list = exprs;
    }
    /* A parenthesized expression starts at its '(' (V8 reports errors about
     * it there). */
    r->flags |= N_PARENTHESIZED;
    if ((r->kind == N_FUNC_EXPR || r->kind == N_ARROW || r->kind == N_CLASS_EXPR) && !r->src_end) {
        r->src_pos = r->pos; /* Function.prototype.toString shows the function alone */
        r->src_end = r->end;
    }
    r->line = lp.line;
    r->col = lp.col;
    r->pos = lp.pos;
    scr__p_finish(p, r);
    return r;
}

/* ---- primary expressions ---- */

static bool arrow_follows(Parser *p)
{
    Token *pk = scr__p_peek(p);
    return pk->kind == T_ARROW && !pk->nl_before;
}

static Node *single_param_arrow(Parser *p, const Token *start, bool is_async)
{
    if (!scr__p_check_binding_name(p, &TOK)) return NULL;
    Node *arrow = scr__p_node(p, N_ARROW, start);
    Node *id = scr__p_node(p, N_IDENT, &TOK);
    id->name = TOK.name;
    P_NEXT(p);
    if (TOK.kind != T_ARROW || TOK.nl_before) {
        scr__p_unexpected(p, &TOK);
        return NULL;
    }
    NodeList params = {0};
    scr__p_push(p, &params, id);
    Token at = TOK;
    return scr__p_arrow_body(p, arrow, &params, is_async, &at);
}

static bool super_allowed(Parser *p, int flag)
{
    for (FnCtx *f = p->fn; f; f = f->up) {
        if (f->flags & flag) return true;
        if (!(f->flags & FN_ARROW)) return false;
    }
    return false;
}

static Node *primary(Parser *p, CoverErrs *ce)
{
    Token t = TOK;
    Node *n;
    switch (t.kind) {
    case T_THIS:
        n = scr__p_node(p, N_THIS, &t);
        P_NEXT(p);
        return n;
    case T_NULL:
        n = scr__p_node(p, N_NULL, &t);
        P_NEXT(p);
        return n;
    case T_TRUE:
        n = scr__p_node(p, N_TRUE, &t);
        P_NEXT(p);
        return n;
    case T_FALSE:
        n = scr__p_node(p, N_FALSE, &t);
        P_NEXT(p);
        return n;
    case T_NUMBER:
        if (t.legacy_octal && !p->sloppy) {
            scr__p_error_pos(p, t.err_pos, "%s", t.err_msg);
            return NULL;
        }
        n = scr__p_node(p, N_NUMBER, &t);
        n->num = t.num;
        P_NEXT(p);
        return n;
    case T_BIGINT:
        n = scr__p_node(p, N_BIGINT, &t);
        n->name = t.name;
        P_NEXT(p);
        return n;
    case T_STRING:
        n = scr__p_node(p, N_STRING, &t);
        n->u16 = t.u16;
        n->u16len = t.u16len;
        P_NEXT(p);
        return n;
    case T_TEMPLATE:
        return scr__p_template(p, false);
    case T_SLASH:
    case T_SLASH_ASSIGN:
        p->has_ahead = false;
        lex_rescan_regex(&p->lx, &p->tok);
        if (TOK.kind == T_ILLEGAL) {
            scr__p_unexpected(p, &TOK);
            return NULL;
        }
        n = scr__p_node(p, N_REGEX, &TOK);
        n->name = TOK.name;
        n->name2 = TOK.name2;
        P_NEXT(p);
        return n;
    case T_LBRACKET:
        return array_literal(p, ce);
    case T_LBRACE:
        return object_literal(p, ce);
    case T_LPAREN:
        return paren_or_arrow(p);
    case T_FUNCTION:
        return scr__p_function(p, 0, false, false, &t, MK_NONE);
    case T_CLASS:
        return scr__p_class(p, false, false);
    case T_PRIVATE:
        /* `#x in obj`: the only place a bare private name may appear. */
        if (scr__p_peek(p)->kind == T_IN) {
            n = scr__p_node(p, N_PRIVATE_NAME, &t);
            n->name = t.name;
            /* V8 reports an undeclared private name at the token before it. */
            if (p->prev.line)
                scr__p_private_ref(p, t.name, p->prev.line, p->prev.col);
            else
                scr__p_private_ref(p, t.name, t.line, t.col);
            P_NEXT(p);
            return n;
        }
        if (!p->cls) {
            scr__p_error_at(p, t.line, t.col, "Private field '#%s' must be declared in an enclosing class", t.name);
            return NULL;
        }
        scr__p_unexpected(p, &t);
        return NULL;
    case T_SUPER: {
        Token *pk = scr__p_peek(p);
        bool ok = pk->kind == T_LPAREN ? super_allowed(p, FN_SUPER_CALL)
                  : (pk->kind == T_DOT || pk->kind == T_LBRACKET) ? super_allowed(p, FN_SUPER_PROP)
                                                                   : false;
        if (!ok) {
            scr__p_error_at(p, t.line, t.col, "'super' keyword unexpected here");
            return NULL;
        }
        n = scr__p_node(p, N_SUPER, &t);
        P_NEXT(p);
        return n;
    }
    case T_IMPORT: {
        Token *pk = scr__p_peek(p);
        if (pk->kind == T_LPAREN) {
            n = scr__p_node(p, N_IMPORT_CALL, &t);
            P_NEXT(p);
            P_NEXT(p);
            if (TOK.kind == T_RPAREN) {
                scr__p_error_at(p, t.line, t.col, "import() requires a specifier");
                return NULL;
            }
            n->a = scr__p_assign(p, false, NULL);
            if (!n->a) return NULL;
            if (TOK.kind == T_COMMA) {
                P_NEXT(p);
                if (TOK.kind != T_RPAREN) {
                    /* The options argument of import attributes. */
                    n->b = scr__p_assign(p, false, NULL);
                    if (!n->b) return NULL;
                    if (TOK.kind == T_COMMA) P_NEXT(p);
                }
            }
            if (!scr__p_expect(p, T_RPAREN)) return NULL;
            scr__p_finish(p, n);
            return n;
        }
        if (pk->kind == T_DOT) {
            P_NEXT(p);
            P_NEXT(p);
            if (TOK.kind != T_IDENT || TOK.escaped || strcmp(TOK.name, "meta")) {
                scr__p_unexpected(p, &TOK);
                return NULL;
            }
            n = scr__p_node(p, N_META_PROPERTY, &t);
            n->name = "import.meta";
            P_NEXT(p);
            scr__p_finish(p, n);
            return n;
        }
        scr__p_unexpected(p, &t);
        return NULL;
    }
    case T_ASYNC: {
        Token *pk = scr__p_peek(p);
        if (pk->kind == T_FUNCTION && !pk->nl_before) {
            P_NEXT(p);
            return scr__p_function(p, N_ASYNC, false, false, &t, MK_NONE);
        }
        if (pk->kind == T_ARROW && !pk->nl_before) return single_param_arrow(p, &t, false);
        if (scr__p_is_ident_tok(pk->kind) && !pk->nl_before) {
            P_NEXT(p);
            return single_param_arrow(p, &t, true);
        }
        if (pk->kind == T_LPAREN) {
            /* `async(...)`: a call, or the parameters of an async arrow. */
            bool nl = pk->nl_before;
            Node *callee = scr__p_node(p, N_IDENT, &t);
            callee->name = t.name;
            P_NEXT(p);
            CoverErrs ace = {0};
            NodeList args = {0};
            if (!arguments(p, &args, &ace)) return NULL;
            if (TOK.kind == T_ARROW && !TOK.nl_before) {
                if (nl) {
                    scr__p_error_at(p, t.line, t.col, "Malformed arrow function parameter list");
                    return NULL;
                }
                Node *arrow = scr__p_node(p, N_ARROW, &t);
                return finish_arrow(p, arrow, &args, true);
            }
            if (!scr__p_check_cover(p, &ace)) return NULL;
            n = scr__p_node(p, N_CALL, &t);
            n->a = callee;
            n->list = args;
            scr__p_finish(p, n);
            return n;
        }
        n = scr__p_node(p, N_IDENT, &t);
        n->name = t.name;
        P_NEXT(p);
        return n;
    }
    default:
        if (scr__p_is_ident_tok(t.kind)) {
            if (arrow_follows(p)) return single_param_arrow(p, &t, false);
            return scr__p_ident(p);
        }
        scr__p_unexpected(p, &t);
        return NULL;
    }
}

/* ---- member, call and new ---- */

static Node *member_name(Parser *p, Node *obj, const Token *start, int flags)
{
    Node *m = scr__p_node_at(p, N_MEMBER, obj);
    (void)start;
    m->a = obj;
    m->flags = flags;
    if (TOK.kind == T_PRIVATE) {
        Node *pn = scr__p_node(p, N_PRIVATE_NAME, &TOK);
        pn->name = TOK.name;
        scr__p_private_ref(p, TOK.name, p->prev.line, p->prev.col);
        m->b = pn;
    } else if (is_name_tok(TOK.kind)) {
        Node *id = scr__p_node(p, N_IDENT, &TOK);
        id->name = TOK.name;
        m->b = id;
    } else {
        scr__p_unexpected(p, &TOK);
        return NULL;
    }
    P_NEXT(p);
    scr__p_finish(p, m);
    return m;
}

static Node *new_expression(Parser *p)
{
    Token nt = TOK;
    if (!scr__p_enter(p)) return NULL;
    P_NEXT(p);
    Node *r = NULL;
    if (TOK.kind == T_DOT) {
        P_NEXT(p);
        if (TOK.kind != T_IDENT || TOK.escaped || strcmp(TOK.name, "target")) {
            scr__p_unexpected(p, &TOK);
            goto out;
        }
        if (!super_allowed(p, FN_NEW_TARGET)) {
            scr__p_error_at(p, TOK.line, TOK.col, "new.target expression is not allowed here");
            goto out;
        }
        r = scr__p_node(p, N_META_PROPERTY, &nt);
        r->name = "new.target";
        P_NEXT(p);
        scr__p_finish(p, r);
        goto out;
    }
    Node *callee;
    if (TOK.kind == T_NEW) {
        callee = new_expression(p);
    } else if (TOK.kind == T_IMPORT && scr__p_peek(p)->kind == T_LPAREN) {
        scr__p_error_at(p, TOK.line, TOK.col, "Cannot use new with import");
        goto out;
    } else {
        callee = primary(p, NULL);
    }
    if (!callee) goto out;
    if (is_unparen_arrow(callee)) {
        scr__p_unexpected(p, &TOK);
        goto out;
    }
    for (;;) {
        if (TOK.kind == T_DOT) {
            P_NEXT(p);
            callee = member_name(p, callee, &nt, 0);
        } else if (TOK.kind == T_LBRACKET) {
            P_NEXT(p);
            Node *m = scr__p_node_at(p, N_MEMBER, callee);
            m->a = callee;
            m->flags = N_COMPUTED;
            m->b = scr__p_expression(p, false, NULL);
            if (!m->b || !scr__p_expect(p, T_RBRACKET)) goto out;
            scr__p_finish(p, m);
            callee = m;
        } else if (TOK.kind == T_TEMPLATE) {
            Node *tt = scr__p_node_at(p, N_TAGGED_TEMPLATE, callee);
            tt->a = callee;
            tt->b = scr__p_template(p, true);
            if (!tt->b) goto out;
            scr__p_finish(p, tt);
            callee = tt;
        } else if (TOK.kind == T_QDOT) {
            scr__p_error_at(p, TOK.line, TOK.col, "Invalid optional chain from new expression");
            goto out;
        } else {
            break;
        }
        if (!callee) goto out;
    }
    r = scr__p_node(p, N_NEW, &nt);
    r->a = callee;
    if (TOK.kind == T_LPAREN) {
        if (!arguments(p, &r->list, NULL)) {
            r = NULL;
            goto out;
        }
    }
    scr__p_finish(p, r);
out:
    scr__p_leave(p);
    return p->failed ? NULL : r;
}

/* LeftHandSideExpression: primary or new, then members, calls, tagged
 * templates; an optional chain is wrapped in one N_CHAIN. */
static Node *scr__p_lhs_ce(Parser *p, CoverErrs *ce)
{
    Node *e = TOK.kind == T_NEW ? new_expression(p) : primary(p, ce);
    if (!e) return NULL;
    if (is_unparen_arrow(e)) return e;
    Node *start = e;
    bool chain = false, applied = false;
    for (;;) {
        int k = TOK.kind;
        if (k != T_DOT && k != T_QDOT && k != T_LBRACKET && k != T_LPAREN && k != T_TEMPLATE) break;
        if (!applied) {
            if (!scr__p_check_cover(p, ce)) return NULL;
            applied = true;
        }
        if (k == T_DOT) {
            P_NEXT(p);
            e = member_name(p, e, NULL, 0);
        } else if (k == T_QDOT) {
            chain = true;
            P_NEXT(p);
            if (TOK.kind == T_LPAREN) {
                Node *c = scr__p_node_at(p, N_CALL, e);
                c->a = e;
                c->flags = N_OPTIONAL;
                if (!arguments(p, &c->list, NULL)) return NULL;
                scr__p_finish(p, c);
                e = c;
            } else if (TOK.kind == T_LBRACKET) {
                P_NEXT(p);
                Node *m = scr__p_node_at(p, N_MEMBER, e);
                m->a = e;
                m->flags = N_COMPUTED | N_OPTIONAL;
                m->b = scr__p_expression(p, false, NULL);
                if (!m->b || !scr__p_expect(p, T_RBRACKET)) return NULL;
                scr__p_finish(p, m);
                e = m;
            } else if (TOK.kind == T_TEMPLATE) {
                scr__p_error_at(p, TOK.line, TOK.col, "Invalid tagged template on optional chain");
                return NULL;
            } else {
                e = member_name(p, e, NULL, N_OPTIONAL);
            }
        } else if (k == T_LBRACKET) {
            Token lb = TOK;
            P_NEXT(p);
            Node *m = scr__p_node_at(p, N_MEMBER, e);
            m->a = e;
            m->flags = N_COMPUTED;
            m->op_line = lb.line;
            m->op_col = lb.col;
            m->b = scr__p_expression(p, false, NULL);
            if (!m->b || !scr__p_expect(p, T_RBRACKET)) return NULL;
            scr__p_finish(p, m);
            e = m;
        } else if (k == T_LPAREN) {
            Node *c = scr__p_node_at(p, N_CALL, e);
            c->a = e;
            /* V8 places a call at its callee's name when an identifier (a
             * contextual keyword too) comes right before the `(` (`f()`,
             * `o.f()`, `o.get()`), else at the `(` (`o[k]()`, `f()()`,
             * `p.catch()`, `a.with()`: a reserved word is not a name here). */
            int pk = p->prev.kind;
            bool named = pk == T_IDENT || pk == T_LET || pk == T_OF || pk == T_YIELD || pk == T_AWAIT ||
                         pk == T_ASYNC || pk == T_STATIC || pk == T_GET || pk == T_SET || pk == T_SUPER;
            if (!named) {
                c->op_line = TOK.line;
                c->op_col = TOK.col;
            }
            if (!arguments(p, &c->list, NULL)) return NULL;
            scr__p_finish(p, c);
            e = c;
        } else {
            if (chain) {
                scr__p_error_at(p, TOK.line, TOK.col, "Invalid tagged template on optional chain");
                return NULL;
            }
            Node *tt = scr__p_node_at(p, N_TAGGED_TEMPLATE, e);
            tt->a = e;
            tt->b = scr__p_template(p, true);
            if (!tt->b) return NULL;
            scr__p_finish(p, tt);
            e = tt;
        }
        if (!e) return NULL;
    }
    if (e->kind == N_SUPER) {
        /* `super` must be followed by a call or a member access. */
        scr__p_error_at(p, e->line, e->col, "'super' keyword unexpected here");
        return NULL;
    }
    if (chain) {
        Node *c = scr__p_node_at(p, N_CHAIN, start);
        c->a = e;
        scr__p_finish(p, c);
        e = c;
    }
    return e;
}

Node *scr__p_lhs(Parser *p) { return scr__p_lhs_ce(p, NULL); }

/* ---- unary, update, binary ---- */

static bool valid_update_target(Parser *p, Node *n, bool prefix)
{
    if (n->kind == N_IDENT) return check_eval_args(p, n);
    if (n->kind == N_MEMBER) return true;
    return scr__p_error_at(p, n->line, n->col,
                           prefix ? "Invalid left-hand side expression in prefix operation"
                                  : "Invalid left-hand side expression in postfix operation");
}

static bool is_private_member(const Node *n)
{
    if (n->kind == N_CHAIN) n = n->a;
    return n->kind == N_MEMBER && n->b && n->b->kind == N_PRIVATE_NAME;
}

static Node *postfix(Parser *p, CoverErrs *ce)
{
    Node *e = scr__p_lhs_ce(p, ce);
    if (!e) return NULL;
    if ((TOK.kind == T_INC || TOK.kind == T_DEC) && !TOK.nl_before && !is_unparen_arrow(e)) {
        if (!scr__p_check_cover(p, ce)) return NULL;
        if (!valid_update_target(p, e, false)) return NULL;
        Node *u = scr__p_node_at(p, N_UPDATE, e);
        u->op = TOK.kind;
        u->a = e;
        P_NEXT(p);
        scr__p_finish(p, u);
        return u;
    }
    return e;
}

static Node *unary(Parser *p, CoverErrs *ce)
{
    Token t = TOK;
    Node *r = NULL;
    if (!scr__p_enter(p)) return NULL;
    switch (t.kind) {
    case T_DELETE:
    case T_VOID:
    case T_TYPEOF:
    case T_PLUS:
    case T_MINUS:
    case T_TILDE:
    case T_NOT: {
        P_NEXT(p);
        Node *a = unary(p, NULL);
        if (!a) break;
        if (t.kind == T_DELETE) {
            if (a->kind == N_IDENT) {
                /* V8 points at the operand's last token: `x` or `)`. */
                scr__p_error_at(p, p->prev.line, p->prev.col, "Delete of an unqualified identifier in strict mode.");
                break;
            }
            if (is_private_member(a)) {
                Node *m = a->kind == N_CHAIN ? a->a : a;
                scr__p_error_at(p, m->b->line, m->b->col, "Private fields can not be deleted");
                break;
            }
        }
        if (TOK.kind == T_STAR2) {
            scr__p_error_at(p, t.line, t.col,
                            "Unary operator used immediately before exponentiation expression. Parenthesis "
                            "must be used to disambiguate operator precedence");
            break;
        }
        r = scr__p_node(p, N_UNARY, &t);
        r->op = t.kind;
        r->a = a;
        scr__p_finish(p, r);
        break;
    }
    case T_INC:
    case T_DEC: {
        P_NEXT(p);
        Node *a = unary(p, NULL);
        if (!a) break;
        if (!valid_update_target(p, a, true)) break;
        r = scr__p_node(p, N_UPDATE, &t);
        r->op = t.kind;
        r->flags = N_PREFIX;
        r->a = a;
        scr__p_finish(p, r);
        break;
    }
    case T_AWAIT:
        if (p->fn->flags & FN_ASYNC) {
            if (p->fn->flags & FN_IN_PARAMS) {
                scr__p_error_at(p, t.line, t.col,
                                "Illegal await-expression in formal parameters of async function");
                break;
            }
            P_NEXT(p);
            Node *a = unary(p, NULL);
            if (!a) break;
            r = scr__p_node(p, N_AWAIT, &t);
            r->a = a;
            scr__p_finish(p, r);
            break;
        }
        r = postfix(p, ce);
        break;
    default:
        r = postfix(p, ce);
        break;
    }
    scr__p_leave(p);
    return p->failed ? NULL : r;
}

static int binary_prec(int k, bool no_in)
{
    switch (k) {
    case T_QQ: return 1;
    case T_OR2: return 1;
    case T_AND2: return 2;
    case T_PIPE: return 3;
    case T_CARET: return 4;
    case T_AMP: return 5;
    case T_EQ2: case T_NE: case T_EQ3: case T_NE3: return 6;
    case T_LT: case T_GT: case T_LE: case T_GE: case T_INSTANCEOF: return 7;
    case T_IN: return no_in ? 0 : 7;
    case T_SHL: case T_SAR: case T_SHR: return 8;
    case T_PLUS: case T_MINUS: return 9;
    case T_STAR: case T_SLASH: case T_PERCENT: return 10;
    case T_STAR2: return 11;
    default: return 0;
    }
}

static bool is_logical_op(const Node *n, int op)
{
    return n->kind == N_LOGICAL && !(n->flags & N_PARENTHESIZED) &&
           (op == T_QQ ? n->op == T_QQ : (n->op == T_AND2 || n->op == T_OR2));
}

static Node *binary(Parser *p, int min_prec, bool no_in, CoverErrs *ce)
{
    if (!scr__p_enter(p)) return NULL;
    Node *left = unary(p, ce);
    while (left && !p->failed) {
        int op = TOK.kind;
        int prec = binary_prec(op, no_in);
        if (!prec || prec < min_prec) break;
        if (is_unparen_arrow(left)) break;
        if (left->kind == N_PRIVATE_NAME && op != T_IN) {
            scr__p_unexpected(p, &TOK);
            left = NULL;
            break;
        }
        if (!scr__p_check_cover(p, ce)) {
            left = NULL;
            break;
        }
        /* `??` does not mix with `||` or `&&` without parentheses. */
        if ((op == T_QQ && is_logical_op(left, T_OR2)) ||
            ((op == T_OR2 || op == T_AND2) && is_logical_op(left, T_QQ))) {
            scr__p_unexpected(p, &TOK);
            left = NULL;
            break;
        }
        Token optok = TOK;
        P_NEXT(p);
        Node *right;
        if (op == T_STAR2)
            right = binary(p, prec, no_in, NULL);
        else if (op == T_QQ)
            right = binary(p, 3, no_in, NULL);
        else
            right = binary(p, prec + 1, no_in, NULL);
        if (!right) {
            left = NULL;
            break;
        }
        if (is_unparen_arrow(right)) {
            /* `a + b => 1`: an arrow cannot be an operand. */
            scr__p_error_at(p, optok.line, optok.col, "Malformed arrow function parameter list");
            left = NULL;
            break;
        }
        Node *n = scr__p_node_at(p, (op == T_AND2 || op == T_OR2 || op == T_QQ) ? N_LOGICAL : N_BINARY, left);
        n->op = op;
        if (n->kind == N_BINARY) {
            n->op_line = optok.line;
            n->op_col = optok.col;
        }
        n->a = left;
        n->b = right;
        scr__p_finish(p, n);
        left = n;
    }
    scr__p_leave(p);
    return p->failed ? NULL : left;
}

static Node *conditional(Parser *p, bool no_in, CoverErrs *ce)
{
    Node *test = binary(p, 1, no_in, ce);
    if (!test || TOK.kind != T_QUESTION || is_unparen_arrow(test)) return test;
    if (!scr__p_check_cover(p, ce)) return NULL;
    P_NEXT(p);
    Node *n = scr__p_node_at(p, N_CONDITIONAL, test);
    n->a = test;
    n->b = scr__p_assign(p, false, NULL);
    if (!n->b) return NULL;
    if (!scr__p_expect(p, T_COLON)) return NULL;
    n->c = scr__p_assign(p, no_in, NULL);
    if (!n->c) return NULL;
    scr__p_finish(p, n);
    return n;
}

static bool is_assign_op(int k)
{
    return k == T_ASSIGN || (k >= T_PLUS_ASSIGN && k <= T_QQ_ASSIGN);
}

static Node *yield_expr(Parser *p, bool no_in)
{
    Token t = TOK;
    if (p->fn->flags & FN_IN_PARAMS) {
        scr__p_error_at(p, t.line, t.col, "Yield expression not allowed in formal parameter");
        return NULL;
    }
    P_NEXT(p);
    Node *n = scr__p_node(p, N_YIELD, &t);
    if (TOK.kind == T_STAR && !TOK.nl_before) {
        n->flags |= N_DELEGATE;
        P_NEXT(p);
        n->a = scr__p_assign(p, no_in, NULL);
        if (!n->a) return NULL;
    } else if (!TOK.nl_before) {
        /* V8's rule: these tokens end a yield without an operand. */
        switch (TOK.kind) {
        case T_EOF: case T_SEMI: case T_RBRACE: case T_RBRACKET: case T_RPAREN: case T_COLON:
        case T_COMMA: case T_IN:
            break;
        default:
            n->a = scr__p_assign(p, no_in, NULL);
            if (!n->a) return NULL;
        }
    }
    scr__p_finish(p, n);
    return n;
}

Node *scr__p_assign(Parser *p, bool no_in, CoverErrs *ce)
{
    if (!scr__p_enter(p)) return NULL;
    Node *r = NULL;
    if (TOK.kind == T_YIELD && (p->fn->flags & FN_GENERATOR)) {
        r = yield_expr(p, no_in);
        goto out;
    }
    CoverErrs local = {0};
    CoverErrs *use = ce ? ce : &local;
    Node *left = conditional(p, no_in, use);
    if (!left) goto out;
    if (is_unparen_arrow(left)) {
        r = left;
        goto out;
    }
    if (TOK.kind == T_ARROW) {
        scr__p_error_at(p, left->line, left->col, "Malformed arrow function parameter list");
        goto out;
    }
    if (is_assign_op(TOK.kind)) {
        int op = TOK.kind;
        if (op == T_ASSIGN && (left->kind == N_OBJECT || left->kind == N_ARRAY) &&
            !(left->flags & N_PARENTHESIZED)) {
            left = scr__p_to_pattern(p, left, false, true);
            if (!left) goto out;
            clear_cover(use, left->pos);
        } else if (left->kind == N_IDENT || left->kind == N_MEMBER) {
            if (!check_eval_args(p, left)) goto out;
        } else {
            scr__p_error_at(p, left->line, left->col, "Invalid left-hand side in assignment");
            goto out;
        }
        if (!scr__p_check_cover(p, ce ? NULL : &local)) goto out;
        P_NEXT(p);
        Node *n = scr__p_node_at(p, N_ASSIGN, left);
        n->op = op;
        n->a = left;
        n->b = scr__p_assign(p, no_in, NULL);
        if (!n->b) goto out;
        scr__p_finish(p, n);
        r = n;
        goto out;
    }
    if (!ce && !scr__p_check_cover(p, &local)) goto out;
    r = left;
out:
    scr__p_leave(p);
    return p->failed ? NULL : r;
}

Node *scr__p_expression(Parser *p, bool no_in, CoverErrs *ce)
{
    Node *e = scr__p_assign(p, no_in, ce);
    if (!e || TOK.kind != T_COMMA) return e;
    Node *seq = scr__p_node_at(p, N_SEQUENCE, e);
    scr__p_push(p, &seq->list, e);
    while (TOK.kind == T_COMMA) {
        P_NEXT(p);
        Node *x = scr__p_assign(p, no_in, ce);
        if (!x) return NULL;
        scr__p_push(p, &seq->list, x);
    }
    scr__p_finish(p, seq);
    return seq;
}
