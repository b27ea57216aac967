/* parse.h - the lexer and the recursive-descent parser for ES2022 modules.
 * The parser accepts the whole ES2022 grammar (always in module, i.e.
 * strict, mode) and builds the tree described in ast.h. */
#ifndef SCR_PARSE_H
#define SCR_PARSE_H

#include "ast.h"

/* Reads `path` into a new SourceFile (text, line table, absolute path).
 * Returns NULL and prints "scr: cannot read PATH: reason" on failure. */
SourceFile *source_load(const char *path);

/* A SourceFile of text already in memory (copied), named path (borrowed,
 * outliving it) and with the absolute path abspath (copied). NULL when
 * memory runs out. */
SourceFile *source_from_text(const char *path, const char *abspath, const char *text, size_t len);

/* Parses sf->text as a module. On success stores and returns the
 * N_PROGRAM node; on a syntax error prints one diagnostic through diag.h
 * and returns NULL. Never aborts on any input. */
Node *parse_program(SourceFile *sf);

/* Parses sf->text as a CommonJS module: the tree is a program of one
 * expression statement, the function Node wraps a module's code in,
 * `function (exports, require, module, __filename, __dirname) {...}`,
 * whose body is sloppy code unless it starts with "use strict" (N_STRICT
 * marks each strict function). Diagnostics and result as parse_program. */
Node *parse_cjs_program(SourceFile *sf);

/* Writes an indented dump of the tree to stdout (for `scr --dump-ast` and
 * for the parser's own tests). */
void ast_dump(const Node *n, int indent);

#endif
