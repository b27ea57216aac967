/* ast.c - node allocation (a bump arena per SourceFile), the names of node
 * and token kinds, and the tree dump behind `scr --dump-ast`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "lex.h"
#include "text.h"

/* The arena is a list of chunks; large requests get a chunk of their own.
 * Nothing is freed before the whole SourceFile goes. */
typedef struct Chunk {
    struct Chunk *next;
    size_t used, cap;
    _Alignas(16) unsigned char data[];
} Chunk;

#define CHUNK_SIZE (64 * 1024)

void *scr__arena_alloc(SourceFile *sf, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    Chunk *c = sf->arena;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > CHUNK_SIZE / 4 ? n : CHUNK_SIZE;
        Chunk *nc = xmalloc(sizeof *nc + cap);
        nc->used = 0;
        nc->cap = cap;
        if (c && cap != CHUNK_SIZE) {
            /* Keep filling the current chunk; put the big one behind it. */
            nc->next = c->next;
            c->next = nc;
            nc->used = cap;
            memset(nc->data, 0, n);
            return nc->data;
        }
        nc->next = c;
        sf->arena = nc;
        c = nc;
    }
    void *p = c->data + c->used;
    c->used += n;
    memset(p, 0, n);
    return p;
}

char *scr__arena_strndup(SourceFile *sf, const char *s, size_t n)
{
    char *p = scr__arena_alloc(sf, n + 1);
    if (n) memcpy(p, s, n);
    p[n] = 0;
    return p;
}

Node *ast_new(SourceFile *sf, NodeKind k)
{
    Node *n = scr__arena_alloc(sf, sizeof *n);
    n->kind = k;
    n->binding = -1;
    return n;
}

void ast_list_push(SourceFile *sf, NodeList *l, Node *n)
{
    if (l->len == l->cap) {
        int cap = l->cap ? l->cap * 2 : 4;
        Node **items = scr__arena_alloc(sf, (size_t)cap * sizeof *items);
        if (l->len) memcpy(items, l->items, (size_t)l->len * sizeof *items);
        l->items = items;
        l->cap = cap;
    }
    l->items[l->len++] = n;
}

bool ast_contains(const Node *n, bool (*match)(const Node *)) {
    if (!n) return false;
    if (match(n)) return true;
    if (n->kind == N_FUNC_EXPR || n->kind == N_FUNC_DECL || n->kind == N_ARROW) return false;
    if (ast_contains(n->a, match) || ast_contains(n->b, match) || ast_contains(n->c, match) ||
        ast_contains(n->d, match))
        return true;
    for (int i = 0; i < n->list.len; i++)
        if (ast_contains(n->list.items[i], match)) return true;
    for (int i = 0; i < n->list2.len; i++)
        if (ast_contains(n->list2.items[i], match)) return true;
    return false;
}

bool ast_is_function_or_class(const Node *n, bool arrows) {
    switch (n->kind) {
    case N_FUNC_EXPR: case N_FUNC_DECL: case N_CLASS_EXPR: case N_CLASS_DECL: return true;
    case N_ARROW: return arrows;
    default: return false;
    }
}

bool ast_walk(const Node *n, AstWalk (*visit)(const Node *n, void *ctx), void *ctx) {
    if (!n) return false;
    AstWalk w = visit(n, ctx);
    if (w != AST_INTO) return w == AST_STOP;
    if (ast_walk(n->a, visit, ctx) || ast_walk(n->b, visit, ctx) || ast_walk(n->c, visit, ctx) ||
        ast_walk(n->d, visit, ctx))
        return true;
    for (int i = 0; i < n->list.len; i++)
        if (ast_walk(n->list.items[i], visit, ctx)) return true;
    for (int i = 0; i < n->list2.len; i++)
        if (ast_walk(n->list2.items[i], visit, ctx)) return true;
    return false;
}

void scr__arena_free(SourceFile *sf)
{
    Chunk *c = sf->arena;
    while (c) {
        Chunk *next = c->next;
        free(c);
        c = next;
    }
    sf->arena = NULL;
}

static const char *const kind_names[N__COUNT] = {
    [N_PROGRAM] = "Program", [N_VAR_DECL] = "VarDecl", [N_DECLARATOR] = "Declarator",
    [N_FUNC_DECL] = "FuncDecl", [N_CLASS_DECL] = "ClassDecl", [N_EXPR_STMT] = "ExprStmt",
    [N_BLOCK] = "Block", [N_EMPTY] = "Empty", [N_IF] = "If", [N_FOR] = "For",
    [N_FOR_IN] = "ForIn", [N_FOR_OF] = "ForOf", [N_WHILE] = "While", [N_DO_WHILE] = "DoWhile",
    [N_RETURN] = "Return", [N_BREAK] = "Break", [N_CONTINUE] = "Continue", [N_THROW] = "Throw",
    [N_TRY] = "Try", [N_SWITCH] = "Switch", [N_CASE] = "Case", [N_LABELED] = "Labeled",
    [N_DEBUGGER] = "Debugger", [N_IMPORT_DECL] = "ImportDecl", [N_IMPORT_SPEC] = "ImportSpec",
    [N_EXPORT_NAMED] = "ExportNamed", [N_EXPORT_SPEC] = "ExportSpec",
    [N_EXPORT_DEFAULT] = "ExportDefault", [N_EXPORT_ALL] = "ExportAll", [N_IDENT] = "Ident",
    [N_PRIVATE_NAME] = "PrivateName", [N_NUMBER] = "Number", [N_BIGINT] = "BigInt",
    [N_STRING] = "String", [N_TEMPLATE] = "Template", [N_TEMPLATE_ELEM] = "TemplateElem",
    [N_TAGGED_TEMPLATE] = "TaggedTemplate", [N_REGEX] = "Regex", [N_TRUE] = "True",
    [N_FALSE] = "False", [N_NULL] = "Null", [N_THIS] = "This", [N_SUPER] = "Super",
    [N_ARRAY] = "Array", [N_OBJECT] = "Object", [N_PROPERTY] = "Property", [N_SPREAD] = "Spread",
    [N_FUNC_EXPR] = "FuncExpr", [N_ARROW] = "Arrow", [N_CLASS_EXPR] = "ClassExpr",
    [N_METHOD_DEF] = "MethodDef", [N_FIELD_DEF] = "FieldDef", [N_STATIC_BLOCK] = "StaticBlock",
    [N_UNARY] = "Unary", [N_UPDATE] = "Update", [N_BINARY] = "Binary", [N_LOGICAL] = "Logical",
    [N_ASSIGN] = "Assign", [N_CONDITIONAL] = "Conditional", [N_CALL] = "Call", [N_NEW] = "New",
    [N_MEMBER] = "Member", [N_CHAIN] = "Chain", [N_SEQUENCE] = "Sequence", [N_YIELD] = "Yield",
    [N_AWAIT] = "Await", [N_META_PROPERTY] = "MetaProperty", [N_IMPORT_CALL] = "ImportCall",
    [N_PAREN] = "Paren", [N_OBJECT_PATTERN] = "ObjectPattern", [N_ARRAY_PATTERN] = "ArrayPattern",
    [N_ASSIGN_PATTERN] = "AssignPattern", [N_REST] = "Rest",
};

const char *ast_kind_name(NodeKind k)
{
    if ((int)k <= 0 || k >= N__COUNT || !kind_names[k]) return "?";
    return kind_names[k];
}

static const char *const tok_names[T__COUNT] = {
    [T_EOF] = "end of input", [T_IDENT] = "identifier", [T_PRIVATE] = "private name",
    [T_NUMBER] = "number", [T_BIGINT] = "bigint", [T_STRING] = "string",
    [T_TEMPLATE] = "template", [T_REGEX] = "regex",
    [T_VAR] = "var", [T_LET] = "let", [T_CONST] = "const", [T_FUNCTION] = "function",
    [T_RETURN] = "return", [T_IF] = "if", [T_ELSE] = "else", [T_FOR] = "for",
    [T_WHILE] = "while", [T_DO] = "do", [T_BREAK] = "break", [T_CONTINUE] = "continue",
    [T_NEW] = "new", [T_DELETE] = "delete", [T_TYPEOF] = "typeof",
    [T_INSTANCEOF] = "instanceof", [T_IN] = "in", [T_OF] = "of", [T_VOID] = "void",
    [T_THIS] = "this", [T_NULL] = "null", [T_TRUE] = "true", [T_FALSE] = "false",
    [T_THROW] = "throw", [T_TRY] = "try", [T_CATCH] = "catch", [T_FINALLY] = "finally",
    [T_SWITCH] = "switch", [T_CASE] = "case", [T_DEFAULT] = "default", [T_CLASS] = "class",
    [T_EXTENDS] = "extends", [T_SUPER] = "super", [T_IMPORT] = "import",
    [T_EXPORT] = "export", [T_YIELD] = "yield", [T_AWAIT] = "await", [T_ASYNC] = "async",
    [T_STATIC] = "static", [T_GET] = "get", [T_SET] = "set", [T_DEBUGGER] = "debugger",
    [T_WITH] = "with", [T_ENUM] = "enum",
    [T_LBRACE] = "{", [T_RBRACE] = "}", [T_LPAREN] = "(", [T_RPAREN] = ")",
    [T_LBRACKET] = "[", [T_RBRACKET] = "]", [T_DOT] = ".", [T_ELLIPSIS] = "...",
    [T_SEMI] = ";", [T_COMMA] = ",", [T_LT] = "<", [T_GT] = ">", [T_LE] = "<=",
    [T_GE] = ">=", [T_EQ2] = "==", [T_NE] = "!=", [T_EQ3] = "===", [T_NE3] = "!==",
    [T_PLUS] = "+", [T_MINUS] = "-", [T_STAR] = "*", [T_SLASH] = "/", [T_PERCENT] = "%",
    [T_STAR2] = "**", [T_INC] = "++", [T_DEC] = "--", [T_SHL] = "<<", [T_SAR] = ">>",
    [T_SHR] = ">>>", [T_AMP] = "&", [T_PIPE] = "|", [T_CARET] = "^", [T_NOT] = "!",
    [T_TILDE] = "~", [T_AND2] = "&&", [T_OR2] = "||", [T_QQ] = "??", [T_QUESTION] = "?",
    [T_QDOT] = "?.", [T_COLON] = ":", [T_ASSIGN] = "=", [T_PLUS_ASSIGN] = "+=",
    [T_MINUS_ASSIGN] = "-=", [T_STAR_ASSIGN] = "*=", [T_SLASH_ASSIGN] = "/=",
    [T_PERCENT_ASSIGN] = "%=", [T_STAR2_ASSIGN] = "**=", [T_SHL_ASSIGN] = "<<=",
    [T_SAR_ASSIGN] = ">>=", [T_SHR_ASSIGN] = ">>>=", [T_AMP_ASSIGN] = "&=",
    [T_PIPE_ASSIGN] = "|=", [T_CARET_ASSIGN] = "^=", [T_AND2_ASSIGN] = "&&=",
    [T_OR2_ASSIGN] = "||=", [T_QQ_ASSIGN] = "?\?=", [T_ARROW] = "=>", [T_HASH] = "#",
};

const char *tok_name(TokKind k)
{
    if ((int)k < 0 || k >= T__COUNT || !tok_names[k]) return "?";
    return tok_names[k];
}

/* Prints a UTF-16 string as a JSON-ish quoted literal (ASCII only, other
 * code units as \uXXXX) so that dumps are stable and readable. */
static void dump_u16(const uint16_t *u, uint32_t n)
{
    putchar('"');
    for (uint32_t i = 0; i < n; i++) {
        uint16_t c = u[i];
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c == '\n')
            fputs("\\n", stdout);
        else if (c >= 0x20 && c < 0x7F)
            putchar(c);
        else
            printf("\\u%04x", c);
    }
    putchar('"');
}

static void dump_flags(int f)
{
    static const char *const names[] = {"computed", "shorthand", "method", "async", "generator",
                                        "expr_body", "static", "prefix", "optional", "delegate",
                                        "await", "strict", "paren"};
    for (int i = 0; i < (int)(sizeof names / sizeof *names); i++)
        if (f & (1 << i)) printf(" %s", names[i]);
}

static void dump_node(const Node *n, int indent, const char *label);

static void dump_list(const NodeList *l, int indent, const char *label)
{
    for (int i = 0; i < l->len; i++) {
        if (l->items[i])
            dump_node(l->items[i], indent, label);
        else
            printf("%*s%s(hole)\n", indent * 2, "", label);
    }
}

void ast_dump(const Node *n, int indent) { dump_node(n, indent, ""); }

/* One node per line: "label Kind op flags name value @line:col", children
 * indented below it with their slot (a, b, c, d, list item "-", list2
 * item "=") as the label. */
static void dump_node(const Node *n, int indent, const char *label)
{
    if (!n) {
        printf("%*s%s(null)\n", indent * 2, "", label);
        return;
    }
    printf("%*s%s%s", indent * 2, "", label, ast_kind_name(n->kind));
    switch (n->kind) {
    case N_VAR_DECL:
    case N_UNARY:
    case N_UPDATE:
    case N_BINARY:
    case N_LOGICAL:
    case N_ASSIGN:
        printf(" %s", tok_name((TokKind)n->op));
        break;
    case N_PROPERTY:
        if (n->op) printf(" %s", n->op == P_GET ? "get" : "set");
        break;
    case N_METHOD_DEF:
        printf(" %s", n->op == M_GET ? "get" : n->op == M_SET ? "set" : n->op == M_CONSTRUCTOR ? "constructor" : "method");
        break;
    case N_IMPORT_SPEC:
        printf(" %s", n->op == 1 ? "default" : n->op == 2 ? "namespace" : "named");
        break;
    case N_NUMBER:
        printf(" %.17g", n->num);
        break;
    default:
        break;
    }
    dump_flags(n->flags);
    if (n->name) printf(" name=%s", n->name);
    if (n->name2) printf(" flags=%s", n->name2);
    if (n->u16 || n->kind == N_STRING) {
        putchar(' ');
        dump_u16(n->u16, n->u16len);
    }
    printf(" @%d:%d\n", n->line, n->col);
    if (n->a) dump_node(n->a, indent + 1, "a: ");
    if (n->b) dump_node(n->b, indent + 1, "b: ");
    if (n->c) dump_node(n->c, indent + 1, "c: ");
    if (n->d) dump_node(n->d, indent + 1, "d: ");
    dump_list(&n->list, indent + 1, "- ");
    dump_list(&n->list2, indent + 1, "= ");
}
