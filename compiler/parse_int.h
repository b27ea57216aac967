/* parse_int.h - state shared by the parser's files (parse.c: tokens,
 * errors, scopes and the program; parse_expr.c: expressions and patterns;
 * parse_stmt.c: statements, functions, classes and modules). Internal to
 * the front end. */
#ifndef SCR_PARSE_INT_H
#define SCR_PARSE_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "ast.h"
#include "diag.h"
#include "lex.h"
#include "parse.h"

/* Nesting limits: deeper input gets V8's stack-overflow message instead of
 * overflowing our stack. The byte limit is what really protects the stack
 * (frames are much larger under sanitizers); the count is a backstop. */
#define PARSE_MAX_DEPTH 100000
#define PARSE_MAX_STACK_BYTES (1536 * 1024)

/* What a function-like context allows. Arrow functions copy the `this`-
 * related permissions (super, new.target, arguments) from their parent. */
enum {
    FN_ASYNC = 1 << 0,       /* `await` is an operator */
    FN_GENERATOR = 1 << 1,   /* `yield` is an operator */
    FN_ARROW = 1 << 2,
    FN_SUPER_PROP = 1 << 3,  /* super.x allowed */
    FN_SUPER_CALL = 1 << 4,  /* super() allowed */
    FN_NEW_TARGET = 1 << 5,  /* new.target allowed */
    FN_NO_ARGUMENTS = 1 << 6, /* class field initializer or static block */
    FN_RETURN = 1 << 7,      /* return allowed */
    FN_MODULE = 1 << 8,      /* the module's top level */
    FN_STATIC_BLOCK = 1 << 9,
    FN_FIELD_INIT = 1 << 10,
    FN_IN_PARAMS = 1 << 11,  /* parsing the formal parameters */
};

typedef struct Label {
    const char *name;
    bool is_loop;
} Label;

typedef struct FnCtx {
    struct FnCtx *up;
    int flags;
    Label *labels;
    int nlabels, caplabels;
    int loop_depth;      /* enclosing iteration statements in this function */
    int break_depth;     /* enclosing iteration or switch statements */
    int label_chain;     /* index of the first label directly labelling the
                            statement being parsed, or -1 */
} FnCtx;

/* Declaration kinds recorded in scopes, for redeclaration errors. */
enum {
    D_VAR = 1,       /* var, or a var hoisted through this block */
    D_LEXICAL = 2,   /* let, const, class, import, block-level function */
    D_PARAM = 4,
    D_CATCH = 8,     /* a simple catch parameter (var may redeclare it) */
    D_CATCH_PAT = 16, /* a name bound by a catch parameter pattern */
    D_VAR_FUNC = 32, /* a function declared at a function body's top */
};

typedef struct Scope {
    struct Scope *up;
    int id;
    bool is_function; /* a function body (or the module): var stops here */
} Scope;

/* One entry of the declaration table (open addressing over scope id and
 * name). */
typedef struct DeclEntry {
    const char *name;
    int scope_id;
    int kinds;
    int line, col; /* where the var was declared (for hoisted-var errors) */
} DeclEntry;

/* Errors that depend on whether an expression turns out to be a pattern
 * (the cover grammar): `{a = 1}` is only valid as a pattern, a duplicate
 * `__proto__` only as an expression. Positions are 0 when unset. */
typedef struct CoverErrs {
    int shorthand_pos, shorthand_line, shorthand_col;
    int proto_pos, proto_line, proto_col;
} CoverErrs;

/* Private names: one record per class body being parsed. */
typedef struct PrivRef {
    const char *name;
    int line, col;
} PrivRef;

typedef struct ClassCtx {
    struct ClassCtx *up;
    /* Declared names: name plus kind bits (1 field/method, 2 getter,
     * 4 setter, 8 static). */
    const char **names;
    int *kinds;
    int nnames, capnames;
    PrivRef *refs;
    int nrefs, caprefs;
} ClassCtx;

typedef struct ExportName {
    const char *name;
} ExportName;

typedef struct Parser {
    SourceFile *sf;
    Lexer lx;
    Token tok;        /* the current token */
    Token ahead;      /* one token of lookahead when has_ahead */
    bool has_ahead;
    Token prev;       /* the last consumed token */
    bool failed;      /* an error was reported; everything unwinds */
    int depth;
    uintptr_t stack_base; /* address of a local of parse_program */
    FnCtx *fn;
    Scope *scope;
    int next_scope_id;
    ClassCtx *cls;
    DeclEntry *decls;
    int ndecls, capdecls;
    /* Module-level bookkeeping for export checks. */
    const char **exports;
    int nexports, capexports;
    Node **export_locals; /* `export {x}` local names to check at the end */
    int nexport_locals, capexport_locals;
    /* CommonJS (parse_cjs_program): the code being parsed is sloppy (no
     * "use strict" directive in scope, not in a class body). Modules are
     * always strict. */
    bool sloppy;
    bool cjs; /* parse_cjs_program: a script, where `import x` is misplaced */
    bool in_class_heritage;
} Parser;

/* parse.c */
void scr__p_next(Parser *p);
Token *scr__p_peek(Parser *p);
bool scr__p_error_at(Parser *p, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
bool scr__p_error_pos(Parser *p, int pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
bool scr__p_unexpected(Parser *p, const Token *t);
bool scr__p_expect(Parser *p, int kind);
Node *scr__p_node(Parser *p, NodeKind k, const Token *start);
Node *scr__p_cjs_wrapper(Parser *p);
Node *scr__p_node_at(Parser *p, NodeKind k, const Node *start);
void scr__p_finish(Parser *p, Node *n);
void scr__p_push(Parser *p, NodeList *l, Node *n);
bool scr__p_enter(Parser *p);
void scr__p_leave(Parser *p);
bool scr__p_is_ident_tok(int kind);
bool scr__p_check_binding_name(Parser *p, const Token *t);
bool scr__p_check_ref_name(Parser *p, const Token *t);
Node *scr__p_ident(Parser *p);
Node *scr__p_binding_ident(Parser *p);
void scr__p_push_scope(Parser *p, bool is_function);
void scr__p_pop_scope(Parser *p);
bool scr__p_declare(Parser *p, const char *name, int kind, int line, int col);
bool scr__p_declare_pattern(Parser *p, Node *pat, int kind);
bool scr__p_is_declared_at_top(Parser *p, const char *name);
void scr__p_private_ref(Parser *p, const char *name, int line, int col);
bool scr__p_record_export(Parser *p, const char *name, int line, int col);
void scr__p_add_export_local(Parser *p, Node *id);
char *scr__p_u16_to_utf8(Parser *p, const uint16_t *u, uint32_t n);

/* parse_expr.c */
Node *scr__p_expression(Parser *p, bool no_in, CoverErrs *ce);
Node *scr__p_assign(Parser *p, bool no_in, CoverErrs *ce);
Node *scr__p_lhs(Parser *p);
Node *scr__p_to_pattern(Parser *p, Node *n, bool binding, bool top);
Node *scr__p_binding_target(Parser *p);
Node *scr__p_binding_element(Parser *p);
Node *scr__p_property_key(Parser *p, int *flags, bool allow_private);
bool scr__p_check_cover(Parser *p, CoverErrs *ce);
Node *scr__p_template(Parser *p, bool tagged);

/* parse_stmt.c */
Node *scr__p_statement(Parser *p);
Node *scr__p_statement_list_item(Parser *p);
Node *scr__p_function(Parser *p, int nflags, bool is_decl, bool name_required, const Token *start,
                      int method_kind);
Node *scr__p_class(Parser *p, bool is_decl, bool name_required);
Node *scr__p_function_rest(Parser *p, Node *fn, int ctx_flags, int method_kind);
Node *scr__p_arrow_body(Parser *p, Node *arrow, NodeList *params, bool is_async, const Token *arrow_tok);
Node *scr__p_module_item(Parser *p);

/* Method kinds passed to scr__p_function for accessor checks. */
enum { MK_NONE = 0, MK_METHOD, MK_GETTER, MK_SETTER, MK_CTOR, MK_DERIVED_CTOR };

#endif
