/* parse.c - the parser's core: token stream, error reporting in V8's words,
 * the declaration table behind "has already been declared", identifier
 * checks, and parse_program. Expressions live in parse_expr.c, statements,
 * functions, classes and modules in parse_stmt.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse_int.h"
#include "text.h"
#include "utf.h"

/* ---- tokens ---- */

void scr__p_next(Parser *p)
{
    if (p->failed) {
        p->tok.kind = T_EOF;
        return;
    }
    p->prev = p->tok;
    if (p->has_ahead) {
        p->tok = p->ahead;
        p->has_ahead = false;
    } else {
        lex_next(&p->lx, &p->tok);
    }
}

Token *scr__p_peek(Parser *p)
{
    if (!p->has_ahead) {
        lex_next(&p->lx, &p->ahead);
        p->has_ahead = true;
    }
    return &p->ahead;
}

/* ---- errors ---- */

static void fail(Parser *p)
{
    p->failed = true;
    p->tok.kind = T_EOF;
    p->has_ahead = false;
}

bool scr__p_error_at(Parser *p, int line, int col, const char *fmt, ...)
{
    if (p->failed) return false;
    Buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    diag_error(p->sf, line, col, "%s", msg.s);
    free(msg.s);
    fail(p);
    return false;
}

bool scr__p_error_pos(Parser *p, int pos, const char *fmt, ...)
{
    if (p->failed) return false;
    Buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    int line, col;
    lex_line_col(p->sf, pos, &line, &col);
    diag_error(p->sf, line, col, "%s", msg.s);
    free(msg.s);
    fail(p);
    return false;
}

static bool is_reserved_word(const char *name)
{
    int k = lex_keyword(name, (int)strlen(name));
    return k != T_IDENT && k != T_LET && k != T_STATIC && k != T_YIELD && k != T_AWAIT && k != T_ASYNC &&
           k != T_OF && k != T_GET && k != T_SET;
}

/* Reports `t` as unexpected with the message V8 picks for its kind. */
bool scr__p_unexpected(Parser *p, const Token *t)
{
    switch (t->kind) {
    case T_ILLEGAL:
        return scr__p_error_pos(p, t->err_pos, "%s", t->err_msg);
    case T_EOF:
        return scr__p_error_at(p, t->line, t->col, "Unexpected end of input");
    case T_NUMBER:
    case T_BIGINT:
        return scr__p_error_at(p, t->line, t->col, "Unexpected number");
    case T_STRING:
        return scr__p_error_at(p, t->line, t->col, "Unexpected string");
    case T_TEMPLATE:
        return scr__p_error_at(p, t->line, t->col, "Unexpected template string");
    case T_REGEX:
        return scr__p_error_at(p, t->line, t->col, "Unexpected regular expression");
    case T_PRIVATE:
        return scr__p_error_at(p, t->line, t->col, "Unexpected identifier '#%s'", t->name);
    case T_IDENT:
        if (t->escaped && is_reserved_word(t->name))
            return scr__p_error_at(p, t->line, t->col, "Keyword must not contain escaped characters");
        if (lex_is_strict_reserved(t->name))
            return scr__p_error_at(p, t->line, t->col, "Unexpected strict mode reserved word");
        if (!strcmp(t->name, "await"))
            return scr__p_error_at(p, t->line, t->col, "Unexpected reserved word");
        return scr__p_error_at(p, t->line, t->col, "Unexpected identifier '%s'", t->name);
    case T_LET:
    case T_STATIC:
    case T_YIELD:
        return scr__p_error_at(p, t->line, t->col, "Unexpected strict mode reserved word");
    case T_AWAIT:
    case T_ENUM:
        return scr__p_error_at(p, t->line, t->col, "Unexpected reserved word");
    case T_OF:
        return scr__p_error_at(p, t->line, t->col, "Unexpected identifier '%s'", t->name);
    default:
        return scr__p_error_at(p, t->line, t->col, "Unexpected token '%s'", tok_name((TokKind)t->kind));
    }
}

bool scr__p_expect(Parser *p, int kind)
{
    if (p->tok.kind != kind) return scr__p_unexpected(p, &p->tok);
    scr__p_next(p);
    return true;
}

/* ---- nodes ---- */

Node *scr__p_node(Parser *p, NodeKind k, const Token *start)
{
    Node *n = ast_new(p->sf, k);
    n->line = start->line;
    n->col = start->col;
    n->pos = start->pos;
    n->end = start->end;
    return n;
}

Node *scr__p_node_at(Parser *p, NodeKind k, const Node *start)
{
    Node *n = ast_new(p->sf, k);
    n->line = start->line;
    n->col = start->col;
    n->pos = start->pos;
    n->end = start->end;
    return n;
}

void scr__p_finish(Parser *p, Node *n)
{
    if (p->prev.end > n->end) n->end = p->prev.end;
}

void scr__p_push(Parser *p, NodeList *l, Node *n) { ast_list_push(p->sf, l, n); }

/* Nesting guard: every recursive production enters and leaves. */
bool scr__p_enter(Parser *p)
{
    char here;
    uintptr_t sp = (uintptr_t)&here;
    uintptr_t used = sp < p->stack_base ? p->stack_base - sp : sp - p->stack_base;
    if (++p->depth > PARSE_MAX_DEPTH || used > PARSE_MAX_STACK_BYTES) {
        scr__p_error_at(p, p->tok.line, p->tok.col, "Maximum call stack size exceeded");
        return false;
    }
    return true;
}

void scr__p_leave(Parser *p) { p->depth--; }

/* ---- identifiers ---- */

bool scr__p_is_ident_tok(int kind)
{
    return kind == T_IDENT || kind == T_LET || kind == T_STATIC || kind == T_YIELD || kind == T_AWAIT ||
           kind == T_ASYNC || kind == T_OF || kind == T_GET || kind == T_SET;
}

static bool arguments_forbidden(Parser *p)
{
    for (FnCtx *f = p->fn; f; f = f->up) {
        if (f->flags & FN_NO_ARGUMENTS) return true;
        if (!(f->flags & FN_ARROW)) return false;
    }
    return false;
}

/* Checks that token t (an identifier-like token) may be used as an
 * identifier reference in strict module code. */
bool scr__p_check_ref_name(Parser *p, const Token *t)
{
    if (!scr__p_is_ident_tok(t->kind)) return scr__p_unexpected(p, t);
    const char *name = t->name;
    if (t->escaped && is_reserved_word(name))
        return scr__p_error_at(p, t->line, t->col, "Keyword must not contain escaped characters");
    if (lex_is_strict_reserved(name) && !p->sloppy)
        return scr__p_error_at(p, t->line, t->col, "Unexpected strict mode reserved word");
    if (!strcmp(name, "await") && !p->sloppy)
        return scr__p_error_at(p, t->line, t->col, "Unexpected reserved word");
    if (!strcmp(name, "arguments") && arguments_forbidden(p))
        return scr__p_error_at(p, t->line, t->col,
                               "'arguments' is not allowed in class field initializer or static "
                               "initialization block");
    return true;
}

bool scr__p_check_binding_name(Parser *p, const Token *t)
{
    if (!scr__p_check_ref_name(p, t)) return false;
    if (!p->sloppy && (!strcmp(t->name, "eval") || !strcmp(t->name, "arguments")))
        return scr__p_error_at(p, t->line, t->col, "Unexpected eval or arguments in strict mode");
    return true;
}

/* An identifier reference at the current token. */
Node *scr__p_ident(Parser *p)
{
    if (!scr__p_check_ref_name(p, &p->tok)) return NULL;
    Node *n = scr__p_node(p, N_IDENT, &p->tok);
    n->name = p->tok.name;
    scr__p_next(p);
    return n;
}

/* A binding identifier at the current token (not yet declared). */
Node *scr__p_binding_ident(Parser *p)
{
    if (!scr__p_check_binding_name(p, &p->tok)) return NULL;
    Node *n = scr__p_node(p, N_IDENT, &p->tok);
    n->name = p->tok.name;
    scr__p_next(p);
    return n;
}

/* ---- scopes and declarations ---- */

void scr__p_push_scope(Parser *p, bool is_function)
{
    Scope *s = xmalloc(sizeof *s);
    s->up = p->scope;
    s->id = p->next_scope_id++;
    s->is_function = is_function;
    p->scope = s;
}

void scr__p_pop_scope(Parser *p)
{
    Scope *s = p->scope;
    p->scope = s->up;
    free(s);
}

static unsigned hash_key(int scope_id, const char *name)
{
    unsigned h = 2166136261u ^ (unsigned)scope_id * 16777619u;
    for (const unsigned char *s = (const unsigned char *)name; *s; s++) h = (h ^ *s) * 16777619u;
    return h;
}

static DeclEntry *decl_find(Parser *p, int scope_id, const char *name, bool create)
{
    if (create && (p->ndecls + 1) * 2 > p->capdecls) {
        int ncap = p->capdecls ? p->capdecls * 2 : 256;
        DeclEntry *nd = xzalloc((size_t)ncap * sizeof *nd);
        for (int i = 0; i < p->capdecls; i++) {
            DeclEntry *e = &p->decls[i];
            if (!e->name) continue;
            unsigned h = hash_key(e->scope_id, e->name) & (unsigned)(ncap - 1);
            while (nd[h].name) h = (h + 1) & (unsigned)(ncap - 1);
            nd[h] = *e;
        }
        free(p->decls);
        p->decls = nd;
        p->capdecls = ncap;
    }
    if (!p->capdecls) return NULL;
    unsigned mask = (unsigned)p->capdecls - 1;
    unsigned h = hash_key(scope_id, name) & mask;
    while (p->decls[h].name) {
        if (p->decls[h].scope_id == scope_id && !strcmp(p->decls[h].name, name)) return &p->decls[h];
        h = (h + 1) & mask;
    }
    if (!create) return NULL;
    DeclEntry *e = &p->decls[h];
    e->name = name;
    e->scope_id = scope_id;
    e->kinds = 0;
    p->ndecls++;
    return e;
}

static bool redeclared(Parser *p, const char *name, int line, int col)
{
    return scr__p_error_at(p, line, col, "Identifier '%s' has already been declared", name);
}

/* Records a declaration of `name` of `kind` (D_*) in the current scope,
 * reporting V8's redeclaration errors. line/col is where V8 points. */
bool scr__p_declare(Parser *p, const char *name, int kind, int line, int col)
{
    if (p->failed) return false;
    Scope *cur = p->scope;
    if (kind == D_VAR) {
        for (Scope *s = cur; s; s = s->up) {
            DeclEntry *e = decl_find(p, s->id, name, true);
            if (e->kinds & (D_LEXICAL | D_CATCH_PAT)) return redeclared(p, name, line, col);
            if (!(e->kinds & D_VAR)) {
                e->line = line;
                e->col = col;
            }
            e->kinds |= D_VAR;
            if (s->is_function) break;
        }
        return true;
    }
    DeclEntry *e = decl_find(p, cur->id, name, true);
    switch (kind) {
    case D_LEXICAL:
        if (e->kinds & (D_LEXICAL | D_PARAM | D_CATCH | D_CATCH_PAT | D_VAR_FUNC))
            return redeclared(p, name, line, col);
        if (e->kinds & D_VAR) {
            /* A var hoisted through a block is reported where the var is;
             * one declared in this very scope, at the lexical name. */
            if (cur->is_function) return redeclared(p, name, line, col);
            return redeclared(p, name, e->line, e->col);
        }
        break;
    case D_VAR_FUNC:
        if (e->kinds & (D_LEXICAL | D_CATCH | D_CATCH_PAT)) return redeclared(p, name, line, col);
        break;
    case D_PARAM:
        if (e->kinds & D_PARAM)
            return scr__p_error_at(p, line, col, "Duplicate parameter name not allowed in this context");
        break;
    case D_CATCH:
    case D_CATCH_PAT:
        if (e->kinds) return redeclared(p, name, line, col);
        break;
    default:
        break;
    }
    e->kinds |= kind;
    return true;
}

/* Declares every name bound by pattern `pat`. */
bool scr__p_declare_pattern(Parser *p, Node *pat, int kind)
{
    if (!pat || p->failed) return !p->failed;
    switch (pat->kind) {
    case N_IDENT:
        return scr__p_declare(p, pat->name, kind, pat->line, pat->col);
    case N_ASSIGN_PATTERN:
    case N_REST:
        return scr__p_declare_pattern(p, pat->a, kind);
    case N_PROPERTY:
        return scr__p_declare_pattern(p, pat->b, kind);
    case N_ARRAY_PATTERN:
    case N_OBJECT_PATTERN:
        for (int i = 0; i < pat->list.len; i++)
            if (!scr__p_declare_pattern(p, pat->list.items[i], kind)) return false;
        return true;
    default:
        return true;
    }
}

bool scr__p_is_declared_at_top(Parser *p, const char *name)
{
    DeclEntry *e = decl_find(p, 0, name, false);
    return e && e->kinds;
}

/* ---- private names ---- */

void scr__p_private_ref(Parser *p, const char *name, int line, int col)
{
    ClassCtx *c = p->cls;
    if (!c) {
        scr__p_error_at(p, line, col, "Private field '#%s' must be declared in an enclosing class", name);
        return;
    }
    if (c->nrefs == c->caprefs) {
        c->caprefs = c->caprefs ? c->caprefs * 2 : 8;
        c->refs = xgrow(c->refs, (size_t)c->caprefs * sizeof *c->refs);
    }
    c->refs[c->nrefs++] = (PrivRef){name, line, col};
}

/* ---- modules ---- */

/* Records an exported name; scope id -1 of the declaration table holds
 * them. */
bool scr__p_record_export(Parser *p, const char *name, int line, int col)
{
    DeclEntry *e = decl_find(p, -1, name, true);
    if (e->kinds) return scr__p_error_at(p, line, col, "Duplicate export of '%s'", name);
    e->kinds = 1;
    return true;
}

void scr__p_add_export_local(Parser *p, Node *id)
{
    if (p->nexport_locals == p->capexport_locals) {
        p->capexport_locals = p->capexport_locals ? p->capexport_locals * 2 : 16;
        p->export_locals = xgrow(p->export_locals, (size_t)p->capexport_locals * sizeof *p->export_locals);
    }
    p->export_locals[p->nexport_locals++] = id;
}

/* UTF-16 to UTF-8 in the arena; a lone surrogate becomes U+FFFD. */
char *scr__p_u16_to_utf8(Parser *p, const uint16_t *u, uint32_t n)
{
    char *out = scr__arena_alloc(p->sf, (size_t)n * 3 + 1);
    utf16_to_utf8(u, n, out, UTF16_PAIRS | UTF16_REPLACE);
    return out;
}

/* ---- the program ---- */

static bool check_exports(Parser *p)
{
    for (int i = 0; i < p->nexport_locals; i++) {
        Node *n = p->export_locals[i];
        if (!scr__p_is_declared_at_top(p, n->name))
            return scr__p_error_at(p, n->line, n->col, "Export '%s' is not defined in module", n->name);
    }
    return true;
}

Node *parse_program(SourceFile *sf)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.sf = sf;
    p.stack_base = (uintptr_t)&p;
    lex_init(&p.lx, sf);
    FnCtx top;
    memset(&top, 0, sizeof top);
    /* Modules allow top-level await. */
    top.flags = FN_MODULE | FN_ASYNC;
    top.label_chain = -1;
    p.fn = &top;
    scr__p_push_scope(&p, true);
    scr__p_next(&p);
    Node *prog = scr__p_node(&p, N_PROGRAM, &p.tok);
    prog->line = 1;
    prog->col = 1;
    prog->pos = 0;
    prog->flags = N_STRICT;
    while (!p.failed && p.tok.kind != T_EOF) {
        Node *item = scr__p_module_item(&p);
        if (!item) break;
        scr__p_push(&p, &prog->list, item);
    }
    if (!p.failed && p.tok.kind == T_ILLEGAL) scr__p_unexpected(&p, &p.tok);
    if (!p.failed) check_exports(&p);
    prog->end = (int)sf->len;
    while (p.scope) scr__p_pop_scope(&p);
    free(top.labels);
    free(p.decls);
    free(p.exports);
    free(p.export_locals);
    lex_free(&p.lx);
    if (p.failed) return NULL;
    sf->program = prog;
    return prog;
}

Node *parse_cjs_program(SourceFile *sf)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.sf = sf;
    p.stack_base = (uintptr_t)&p;
    lex_init(&p.lx, sf);
    p.lx.sloppy = &p.sloppy;
    p.sloppy = true;
    p.cjs = true;
    FnCtx top;
    memset(&top, 0, sizeof top);
    top.label_chain = -1;
    p.fn = &top;
    scr__p_push_scope(&p, true);
    scr__p_next(&p);
    Token at = p.tok;
    at.line = at.col = 1;
    at.pos = 0;
    Node *prog = scr__p_node(&p, N_PROGRAM, &at);
    prog->flags = N_STRICT;
    Node *fn = scr__p_cjs_wrapper(&p);
    if (fn) {
        Node *st = scr__p_node(&p, N_EXPR_STMT, &at);
        st->a = fn;
        st->end = fn->end;
        scr__p_push(&p, &prog->list, st);
    }
    if (!p.failed && p.tok.kind == T_ILLEGAL) scr__p_unexpected(&p, &p.tok);
    prog->end = (int)sf->len;
    while (p.scope) scr__p_pop_scope(&p);
    free(top.labels);
    free(p.decls);
    lex_free(&p.lx);
    if (p.failed) return NULL;
    sf->program = prog;
    return prog;
}
