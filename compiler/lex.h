/* lex.h - the tokenizer behind parse.c (internal to the front end). The
 * lexer produces one token at a time; the parser decides where a `/` starts
 * a regular expression and where a `}` resumes a template, and asks the
 * lexer to rescan that token. Lexical errors do not print anything: they
 * become a T_ILLEGAL token carrying V8's message, reported by the parser
 * only if it actually consumes that token (a token scanned ahead may still
 * be rescanned as something else). */
#ifndef SCR_LEX_H
#define SCR_LEX_H

#include <stdbool.h>
#include <stdint.h>

#include "ast.h"

/* A token kind outside TokKind: a lexical error. */
enum { T_ILLEGAL = T__COUNT + 1 };

typedef struct Token {
    int kind;        /* TokKind or T_ILLEGAL */
    int pos, end;    /* byte offsets */
    int line, col;   /* 1-based; col in UTF-16 code units */
    int line_start;  /* byte offset of the start of `line` */
    bool nl_before;  /* a line terminator precedes the token */
    bool escaped;    /* an identifier or keyword written with \u escapes */
    bool legacy_octal; /* number: 017 (octal_msg says which message) */
    bool tmpl_tail;  /* template: this piece ends with '`' */
    bool bad_escape; /* string/template: the cooked value is undefined;
                        err_* describes the first bad escape */
    bool octal_escape; /* string: contains \0NN-style legacy escape */
    /* Identifier and keyword spelling (decoded), private name without '#',
     * regex pattern, BigInt digits (decimal). Always set for identifiers
     * and keywords. */
    char *name;
    char *name2;     /* regex flags */
    char *raw;       /* template raw text */
    uint16_t *u16;   /* string / template cooked value */
    uint32_t u16len;
    double num;
    /* For T_ILLEGAL, and for deferred errors (bad escapes, legacy octal):
     * the message and where V8 puts it. */
    const char *err_msg;
    int err_pos;
} Token;

typedef struct Lexer {
    SourceFile *sf;
    /* CommonJS: the parser's "this code is sloppy" flag (NULL for
     * modules); a legacy octal escape in a string is then no error. */
    const bool *sloppy;
    const char *src;
    int len;
    int pos;
    int line, line_start;
    /* Column cache so that column computation stays linear on long lines. */
    int cc_line_start, cc_pos, cc_col;
    /* Scratch buffers for string values. */
    uint16_t *buf;
    int buflen, bufcap;
    char *cbuf;
    int cbuflen, cbufcap;
} Lexer;

void lex_init(Lexer *lx, SourceFile *sf);
void lex_free(Lexer *lx);

/* Scans the next token into *t. `/` and `/=` are returned as operators. */
void lex_next(Lexer *lx, Token *t);

/* Rescans the token *t (a T_SLASH or T_SLASH_ASSIGN just returned) as a
 * regular expression literal. Afterwards the lexer continues after it. */
void lex_rescan_regex(Lexer *lx, Token *t);

/* Rescans the token *t (a T_RBRACE) as the continuation of a template
 * literal: `}...${` or `}...``. */
void lex_rescan_template(Lexer *lx, Token *t);

/* Moves the lexer back so that the next lex_next starts at the beginning
 * of token *t (used to drop a token of lookahead). */
void lex_reset_to(Lexer *lx, const Token *t);

/* The 1-based UTF-16 column of byte offset `pos` on the line starting at
 * `line_start`. */
int lex_column(Lexer *lx, int line_start, int pos);

/* The line and column of byte offset `pos` (slow path: binary search in
 * the line table). */
void lex_line_col(const SourceFile *sf, int pos, int *line, int *col);

/* True for the words reserved only in strict mode (implements, interface,
 * let, package, private, protected, public, static, yield). */
bool lex_is_strict_reserved(const char *name);

/* If `name` spells a keyword (reserved or contextual), its kind; else
 * T_IDENT. */
int lex_keyword(const char *name, int len);

/* Allocates from the file's arena (ast.c). */
void *scr__arena_alloc(SourceFile *sf, size_t n);
char *scr__arena_strndup(SourceFile *sf, const char *s, size_t n);
void scr__arena_free(SourceFile *sf);

/* Makes a SourceFile from text in memory (copied); `path` is borrowed and
 * must outlive it. Returns NULL when out of memory. For tests and tools. */
SourceFile *scr__source_from_string(const char *path, const char *text, size_t len);

#endif
