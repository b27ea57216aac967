/* ast.h - the abstract syntax tree shared by the parser (parse.c) and the
 * later passes (scope.c, emit.c). One generic node struct keeps the tree easy
 * to walk; the table below says which fields each kind uses. The shape
 * follows ESTree so that anyone who knows JavaScript tooling can read it. */
#ifndef SCR_AST_H
#define SCR_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Node Node;

/* A growable array of child nodes. An entry may be NULL where the kind says
 * so (array holes, `[a, , b]`). */
typedef struct NodeList {
    Node **items;
    int len, cap;
} NodeList;

/* Node kinds. Field use per kind ("-" means unused). Identifier-like names
 * live in `name` (UTF-8, NUL-terminated, escapes already decoded); string
 * values live in `u16`/`u16len` (UTF-16 code units, so lone surrogates
 * survive). `flags` bits are the N_* values below.
 *
 *  kind              fields
 *  N_PROGRAM         list = body statements; flags: none (always a module)
 *  -- statements --
 *  N_VAR_DECL        op = T_VAR | T_LET | T_CONST; list = N_DECLARATOR
 *  N_DECLARATOR      a = target (N_IDENT or pattern); b = init or NULL
 *  N_FUNC_DECL       see N_FUNC_EXPR
 *  N_CLASS_DECL      see N_CLASS_EXPR
 *  N_EXPR_STMT       a = expression
 *  N_BLOCK           list = statements
 *  N_EMPTY           -
 *  N_IF              a = test; b = consequent; c = alternate or NULL
 *  N_FOR             a = init (N_VAR_DECL, expression, or NULL); b = test or
 *                    NULL; c = update or NULL; d = body
 *  N_FOR_IN          a = left (N_VAR_DECL with one declarator and no init,
 *                    or an assignment target); b = right; c = body
 *  N_FOR_OF          as N_FOR_IN; flags N_FOR_AWAIT for `for await`
 *  N_WHILE           a = test; b = body
 *  N_DO_WHILE        a = body; b = test
 *  N_RETURN          a = argument or NULL
 *  N_BREAK           name = label or NULL
 *  N_CONTINUE        name = label or NULL
 *  N_THROW           a = argument
 *  N_TRY             a = block; b = catch param (pattern) or NULL;
 *                    c = handler block or NULL; d = finalizer block or NULL
 *  N_SWITCH          a = discriminant; list = N_CASE
 *  N_CASE            a = test or NULL for `default`; list = consequent
 *  N_LABELED         name = label; a = body
 *  N_DEBUGGER        -
 *  N_IMPORT_DECL     u16/u16len and name = module specifier (name is the
 *                    UTF-8 form); list = N_IMPORT_SPEC; c = import
 *                    attributes or NULL (an N_ARRAY of N_STRING key and
 *                    value in turn, each `name` its UTF-8 text; also on
 *                    N_EXPORT_NAMED and N_EXPORT_ALL with a source)
 *  N_IMPORT_SPEC     op = 0 named, 1 default, 2 namespace; name = imported
 *                    name (NULL for default/namespace); a = local N_IDENT
 *  N_EXPORT_NAMED    a = declaration or NULL; list = N_EXPORT_SPEC;
 *                    name = source module or NULL (`export {x} from "m"`)
 *  N_EXPORT_SPEC     a = local N_IDENT (or N_STRING); b = exported N_IDENT
 *                    (or N_STRING)
 *  N_EXPORT_DEFAULT  a = declaration (N_FUNC_DECL / N_CLASS_DECL, whose
 *                    id may be NULL) or expression
 *  N_EXPORT_ALL      name = source module; a = exported N_IDENT or NULL
 *  -- expressions --
 *  N_IDENT           name
 *  N_PRIVATE_NAME    name (without the '#')
 *  N_NUMBER          num
 *  N_BIGINT          name = digits as written (decimal normalised)
 *  N_STRING          u16/u16len
 *  N_TEMPLATE        list = N_TEMPLATE_ELEM (quasis, len n+1);
 *                    list2 = expressions (len n)
 *  N_TEMPLATE_ELEM   u16/u16len = cooked value (u16 NULL if the cooked
 *                    value is undefined, in a tagged template);
 *                    name = raw text (UTF-8)
 *  N_TAGGED_TEMPLATE a = tag; b = N_TEMPLATE
 *  N_REGEX           name = pattern source (UTF-8); u16 = unused;
 *                    name2 = flags
 *  N_TRUE N_FALSE N_NULL N_THIS N_SUPER  -
 *  N_ARRAY           list = elements (NULL for a hole; N_SPREAD allowed)
 *  N_OBJECT          list = N_PROPERTY or N_SPREAD
 *  N_PROPERTY        op = P_INIT | P_GET | P_SET; a = key (N_IDENT,
 *                    N_STRING, N_NUMBER, or any expression if N_COMPUTED);
 *                    b = value; flags: N_COMPUTED, N_SHORTHAND, N_METHOD.
 *                    In patterns b is the target (maybe N_ASSIGN_PATTERN).
 *  N_SPREAD          a = argument (also used for `...x` in calls)
 *  N_FUNC_EXPR       a = id (N_IDENT) or NULL; list = params (patterns,
 *                    N_ASSIGN_PATTERN for defaults, N_REST last);
 *                    b = body N_BLOCK; flags: N_ASYNC, N_GENERATOR
 *  N_ARROW           list = params; b = body (N_BLOCK, or an expression
 *                    when N_EXPR_BODY); flags: N_ASYNC, N_EXPR_BODY
 *  N_CLASS_EXPR      a = id or NULL; b = superclass or NULL;
 *                    list = N_METHOD_DEF, N_FIELD_DEF, N_STATIC_BLOCK
 *  N_METHOD_DEF      op = M_METHOD | M_GET | M_SET | M_CONSTRUCTOR;
 *                    a = key (N_IDENT, N_STRING, N_NUMBER, N_PRIVATE_NAME,
 *                    or expression if N_COMPUTED); b = N_FUNC_EXPR;
 *                    flags: N_STATIC, N_COMPUTED
 *  N_FIELD_DEF       a = key as for N_METHOD_DEF; b = initializer or NULL;
 *                    flags: N_STATIC, N_COMPUTED
 *  N_STATIC_BLOCK    list = statements
 *  N_UNARY           op = T_MINUS T_PLUS T_NOT T_TILDE T_TYPEOF T_VOID
 *                    T_DELETE; a = argument
 *  N_UPDATE          op = T_INC | T_DEC; a = argument; flags N_PREFIX
 *  N_BINARY          op = the operator token (T_PLUS, T_EQ3, T_IN,
 *                    T_INSTANCEOF, ...); a = left; b = right. `#x in o`
 *                    has a = N_PRIVATE_NAME.
 *  N_LOGICAL         op = T_AND2 | T_OR2 | T_QQ; a; b
 *  N_ASSIGN          op = T_ASSIGN or a compound assignment token
 *                    (T_PLUS_ASSIGN, T_AND2_ASSIGN, ...); a = target
 *                    (N_IDENT, N_MEMBER, or a pattern for T_ASSIGN);
 *                    b = value
 *  N_CONDITIONAL     a = test; b = consequent; c = alternate
 *  N_CALL            a = callee; list = arguments (N_SPREAD allowed);
 *                    flags: N_OPTIONAL for `f?.()`
 *  N_NEW             a = callee; list = arguments
 *  N_MEMBER          a = object; b = property (N_IDENT when not computed,
 *                    N_PRIVATE_NAME for `o.#x`, any expression if
 *                    N_COMPUTED); flags: N_COMPUTED, N_OPTIONAL (`o?.x`)
 *  N_CHAIN           a = the optional chain's outermost member/call (the
 *                    ESTree ChainExpression: short-circuits to undefined)
 *  N_SEQUENCE        list = expressions
 *  N_YIELD           a = argument or NULL; flags N_DELEGATE
 *  N_AWAIT           a = argument
 *  N_META_PROPERTY   name = "new.target" or "import.meta"
 *  N_IMPORT_CALL     a = specifier expression
 *  N_PAREN           a = expression (kept only where it matters: the
 *                    parser may drop it; later passes must accept both)
 *  -- patterns --
 *  N_OBJECT_PATTERN  list = N_PROPERTY (b = target) and a final N_REST
 *  N_ARRAY_PATTERN   list = targets, NULL for holes, final N_REST
 *  N_ASSIGN_PATTERN  a = target; b = default value
 *  N_REST            a = target
 */
typedef enum NodeKind {
    N_PROGRAM = 1,
    N_VAR_DECL, N_DECLARATOR, N_FUNC_DECL, N_CLASS_DECL, N_EXPR_STMT,
    N_BLOCK, N_EMPTY, N_IF, N_FOR, N_FOR_IN, N_FOR_OF, N_WHILE, N_DO_WHILE,
    N_RETURN, N_BREAK, N_CONTINUE, N_THROW, N_TRY, N_SWITCH, N_CASE,
    N_LABELED, N_DEBUGGER, N_IMPORT_DECL, N_IMPORT_SPEC, N_EXPORT_NAMED,
    N_EXPORT_SPEC, N_EXPORT_DEFAULT, N_EXPORT_ALL,
    N_IDENT, N_PRIVATE_NAME, N_NUMBER, N_BIGINT, N_STRING, N_TEMPLATE,
    N_TEMPLATE_ELEM, N_TAGGED_TEMPLATE, N_REGEX, N_TRUE, N_FALSE, N_NULL,
    N_THIS, N_SUPER, N_ARRAY, N_OBJECT, N_PROPERTY, N_SPREAD, N_FUNC_EXPR,
    N_ARROW, N_CLASS_EXPR, N_METHOD_DEF, N_FIELD_DEF, N_STATIC_BLOCK,
    N_UNARY, N_UPDATE, N_BINARY, N_LOGICAL, N_ASSIGN, N_CONDITIONAL, N_CALL,
    N_NEW, N_MEMBER, N_CHAIN, N_SEQUENCE, N_YIELD, N_AWAIT,
    N_META_PROPERTY, N_IMPORT_CALL, N_PAREN,
    N_OBJECT_PATTERN, N_ARRAY_PATTERN, N_ASSIGN_PATTERN, N_REST,
    N__COUNT
} NodeKind;

/* Node.flags bits. */
enum {
    N_COMPUTED = 1 << 0,
    N_SHORTHAND = 1 << 1,
    N_METHOD = 1 << 2,
    N_ASYNC = 1 << 3,
    N_GENERATOR = 1 << 4,
    N_EXPR_BODY = 1 << 5,
    N_STATIC = 1 << 6,
    N_PREFIX = 1 << 7,
    N_OPTIONAL = 1 << 8,
    N_DELEGATE = 1 << 9,
    /* `for await (... of ...)`. (The contract first named this flag N_AWAIT,
     * which collides with the node kind N_AWAIT and did not compile.) */
    N_FOR_AWAIT = 1 << 10,
    N_STRICT = 1 << 11, /* function body has "use strict" (modules always are) */
    N_HAS_USE_STRICT = N_STRICT,
    /* Set by the parser on an expression written in parentheses (the
     * N_PAREN node is not kept). Later passes may ignore it; it matters
     * for `(a?.b).c` (the parenthesis ends the chain, and the parser has
     * already placed N_CHAIN accordingly) and for early errors. */
    N_PARENTHESIZED = 1 << 12,
    /* On an N_TEMPLATE the emitter made for a tagged template's call: it
     * evaluates to the site's strings array, not to a string. */
    N_TEMPLATE_STRINGS = 1 << 13,
    /* Set by scope analysis on an identifier that writes its binding
     * (an assignment's or update's target, a declaration's name). */
    N_WRITE = 1 << 14,
};

/* N_PROPERTY.op */
enum { P_INIT = 0, P_GET = 1, P_SET = 2 };
/* N_METHOD_DEF.op */
enum { M_METHOD = 0, M_GET = 1, M_SET = 2, M_CONSTRUCTOR = 3 };

/* Token kinds; the parser also uses them as operator codes in Node.op. */
typedef enum TokKind {
    T_EOF = 0,
    T_IDENT, T_PRIVATE, T_NUMBER, T_BIGINT, T_STRING, T_TEMPLATE, T_REGEX,
    /* keywords */
    T_VAR, T_LET, T_CONST, T_FUNCTION, T_RETURN, T_IF, T_ELSE, T_FOR,
    T_WHILE, T_DO, T_BREAK, T_CONTINUE, T_NEW, T_DELETE, T_TYPEOF,
    T_INSTANCEOF, T_IN, T_OF, T_VOID, T_THIS, T_NULL, T_TRUE, T_FALSE,
    T_THROW, T_TRY, T_CATCH, T_FINALLY, T_SWITCH, T_CASE, T_DEFAULT,
    T_CLASS, T_EXTENDS, T_SUPER, T_IMPORT, T_EXPORT, T_YIELD, T_AWAIT,
    T_ASYNC, T_STATIC, T_GET, T_SET, T_DEBUGGER, T_WITH, T_ENUM,
    /* punctuation */
    T_LBRACE, T_RBRACE, T_LPAREN, T_RPAREN, T_LBRACKET, T_RBRACKET,
    T_DOT, T_ELLIPSIS, T_SEMI, T_COMMA, T_LT, T_GT, T_LE, T_GE, T_EQ2,
    T_NE, T_EQ3, T_NE3, T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PERCENT,
    T_STAR2, T_INC, T_DEC, T_SHL, T_SAR, T_SHR, T_AMP, T_PIPE, T_CARET,
    T_NOT, T_TILDE, T_AND2, T_OR2, T_QQ, T_QUESTION, T_QDOT, T_COLON,
    T_ASSIGN, T_PLUS_ASSIGN, T_MINUS_ASSIGN, T_STAR_ASSIGN,
    T_SLASH_ASSIGN, T_PERCENT_ASSIGN, T_STAR2_ASSIGN, T_SHL_ASSIGN,
    T_SAR_ASSIGN, T_SHR_ASSIGN, T_AMP_ASSIGN, T_PIPE_ASSIGN,
    T_CARET_ASSIGN, T_AND2_ASSIGN, T_OR2_ASSIGN, T_QQ_ASSIGN, T_ARROW,
    T_HASH,
    T__COUNT
} TokKind;

struct Node {
    NodeKind kind;
    int op;            /* operator token, declaration kind, or sub-kind */
    int flags;         /* N_* bits */
    int line, col;     /* 1-based; col counts UTF-16 code units, as V8 does */
    int op_line, op_col; /* a binary operator's own position (N_BINARY), where V8
                            reports what the operator throws; a call's `(` where V8
                            places the call (N_CALL, emit_call); a computed member's
                            `[` (N_MEMBER); 0, 0 otherwise */
    int pos, end;      /* byte offsets of the node's first and past-last byte */
    int src_pos, src_end; /* a parenthesized function or class: its own text
                             (pos/end then include the parentheses); 0, 0 otherwise */
    Node *a, *b, *c, *d;
    NodeList list, list2;
    char *name;        /* UTF-8, NUL-terminated */
    char *name2;       /* second name (regex flags) */
    uint16_t *u16;     /* string value in UTF-16 code units */
    uint32_t u16len;
    double num;
    void *scope;       /* filled in by scope analysis (scope.c) */
    int binding;       /* filled in by scope analysis: resolved binding id */
};

/* A parsed source file. The parser owns every node through an arena that
 * lives as long as the SourceFile. */
typedef struct SourceFile {
    const char *path;     /* as given on the command line */
    char *abspath;        /* absolute path, for file:// URLs */
    char *text;           /* the whole source, NUL-terminated */
    size_t len;
    int *line_starts;     /* byte offset of each line's start, 0-based lines */
    int nlines;
    Node *program;
    void *arena;          /* owned by ast.c: every node and string of this
                             file; freed by source_free */
} SourceFile;

const char *ast_kind_name(NodeKind k);
const char *tok_name(TokKind k); /* the token's spelling, e.g. "+=", "typeof" */

/* Allocates a zeroed node of kind `k` in sf's arena (later passes may use
 * it to synthesise nodes; positions are left 0). Never returns NULL. */
Node *ast_new(SourceFile *sf, NodeKind k);

/* Appends `n` (may be NULL) to list `l`, growing it in sf's arena. */
void ast_list_push(SourceFile *sf, NodeList *l, Node *n);
/* Whether the subtree of n holds a node for which match is true, not
 * looking inside nested functions (their bodies run in their own calls). */
bool ast_contains(const Node *n, bool (*match)(const Node *));

/* Whether n is a function (arrows too when `arrows`) or a class: a node
 * whose body has bindings, and a `this` (but an arrow's), of its own. */
bool ast_is_function_or_class(const Node *n, bool arrows);

/* What an ast_walk visitor answers for a node. */
typedef enum AstWalk { AST_STOP = -1, AST_SKIP = 0, AST_INTO = 1 } AstWalk;
/* Visits n and its descendants depth first (a, b, c, d, list, list2):
 * visit answers AST_INTO to go on into the node's children, AST_SKIP to
 * leave them out, AST_STOP to end the walk. True when a visit stopped it. */
bool ast_walk(const Node *n, AstWalk (*visit)(const Node *n, void *ctx), void *ctx);

/* Frees sf, its text, line table, arena and every node in it. */
void source_free(SourceFile *sf);

#endif
