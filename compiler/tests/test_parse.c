/* test_parse.c - unit tests for the front end (lex.c, parse*.c, diag.c,
 * ast.c, source.c): a large valid module must parse, a few trees must have
 * the expected shape, and many bad inputs must give exactly V8's first
 * diagnostic (line, column, message). The expected diagnostics were taken
 * from `node --check` (Node v20) on each snippet saved as a .mjs file.
 * Prints "N passed, M failed" and exits non-zero on failure. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../lex.h"
#include "../parse.h"

static int passed, failed;

/* Parses `src`, capturing what the diagnostics print on stderr. Returns the
 * program or NULL; *err receives the first diagnostic line (may be ""). */
static Node *parse_capture(const char *src, SourceFile **out_sf, char *err, size_t errsz)
{
    SourceFile *sf = scr__source_from_string("t.js", src, strlen(src));
    FILE *tmp = tmpfile();
    fflush(stderr);
    int saved = dup(2);
    dup2(fileno(tmp), 2);
    Node *n = parse_program(sf);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(tmp);
    err[0] = 0;
    if (!fgets(err, (int)errsz, tmp)) err[0] = 0;
    size_t l = strlen(err);
    if (l && err[l - 1] == '\n') err[l - 1] = 0;
    fclose(tmp);
    *out_sf = sf;
    return n;
}

static void check(int ok, const char *what, const char *detail)
{
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAIL: %s\n      %s\n", what, detail);
    }
}

/* ---- exact diagnostics ---- */

typedef struct ErrCase {
    const char *src;
    int line, col;
    const char *msg;
} ErrCase;

static const ErrCase err_cases[] = {
    {"let x = 08;", 1, 9, "Decimals with leading zeros are not allowed in strict mode."},
    {"let x = 017;", 1, 9, "Octal literals are not allowed in strict mode."},
    {"x = \"\\07\"", 1, 7, "Octal escape sequences are not allowed in strict mode."},
    {"x = \"ab\\01\"", 1, 9, "Octal escape sequences are not allowed in strict mode."},
    {"x = \"\\8\"", 1, 6, "\\8 and \\9 are not allowed in strict mode."},
    {"x = \"\\x4\"", 1, 6, "Invalid hexadecimal escape sequence"},
    {"x = `\\07`", 1, 7, "Octal escape sequences are not allowed in template strings."},
    {"var a; let a;", 1, 12, "Identifier 'a' has already been declared"},
    {"let a; var a;", 1, 12, "Identifier 'a' has already been declared"},
    {"function f(){} function f(){}", 1, 16, "Identifier 'f' has already been declared"},
    {"var f; function f(){}", 1, 8, "Identifier 'f' has already been declared"},
    {"{function f(){} function f(){}}", 1, 17, "Identifier 'f' has already been declared"},
    {"try{}catch(e){let e;}", 1, 19, "Identifier 'e' has already been declared"},
    {"function f(x){let x}", 1, 19, "Identifier 'x' has already been declared"},
    {"let a; function a(){}", 1, 8, "Identifier 'a' has already been declared"},
    {"function a(){} let a;", 1, 20, "Identifier 'a' has already been declared"},
    {"let a; class a{}", 1, 8, "Identifier 'a' has already been declared"},
    {"import {a} from \"x\"; let a;", 1, 26, "Identifier 'a' has already been declared"},
    {"import {a, a} from \"x\";", 1, 12, "Identifier 'a' has already been declared"},
    {"let a; { var a; }", 1, 14, "Identifier 'a' has already been declared"},
    {"import a from 'm' with { type: 'json', type: 'json' };", 1, 40,
     "Import assertion has duplicate key 'type'"},
    {"import a from 'm' with { type: 1 };", 1, 32, "Unexpected number"},
    {"{ var a; let a; }", 1, 7, "Identifier 'a' has already been declared"},
    {"function f(a, a){}", 1, 15, "Duplicate parameter name not allowed in this context"},
    {"(a, a) => 1", 1, 5, "Duplicate parameter name not allowed in this context"},
    {"switch(1){case 1: let a; case 2: let a;}", 1, 38, "Identifier 'a' has already been declared"},
    {"for (let i;;) { var i; }", 1, 21, "Identifier 'i' has already been declared"},
    {"try{}catch([e]){var e;}", 1, 21, "Identifier 'e' has already been declared"},
    {"let x, x;", 1, 8, "Identifier 'x' has already been declared"},
    {"const [a, a] = [];", 1, 11, "Identifier 'a' has already been declared"},
    {"return 1", 1, 1, "Illegal return statement"},
    {"foo(", 1, 5, "Unexpected end of input"},
    {"a b", 1, 3, "Unexpected identifier 'b'"},
    {"-x ** 2", 1, 1, "Unary operator used immediately before exponentiation expression. Parenthesis must be used to disambiguate operator precedence"},
    {"a ?\? b || c", 1, 8, "Unexpected token '||'"},
    {"a || b ?\? c", 1, 8, "Unexpected token '?\?'"},
    {"delete x", 1, 8, "Delete of an unqualified identifier in strict mode."},
    {"delete (x)", 1, 10, "Delete of an unqualified identifier in strict mode."},
    {"eval = 1", 1, 1, "Unexpected eval or arguments in strict mode"},
    {"arguments++", 1, 1, "Unexpected eval or arguments in strict mode"},
    {"const x;", 1, 7, "Missing initializer in const declaration"},
    {"let [a];", 1, 5, "Missing initializer in destructuring declaration"},
    {"({a=1})", 1, 3, "Invalid shorthand property initializer"},
    {"({a:1} = x)", 1, 5, "Invalid destructuring assignment target"},
    {"(a+b) => 1", 1, 2, "Invalid destructuring assignment target"},
    {"[a+b] = x", 1, 2, "Invalid destructuring assignment target"},
    {"a + 1 = 2", 1, 1, "Invalid left-hand side in assignment"},
    {"a?.b = 1", 1, 1, "Invalid left-hand side in assignment"},
    {"[a?.b] = x", 1, 2, "Invalid destructuring assignment target"},
    {"++(a+1)", 1, 3, "Invalid left-hand side expression in prefix operation"},
    {"a + 1 ++", 1, 5, "Invalid left-hand side expression in postfix operation"},
    {"new.target", 1, 5, "new.target expression is not allowed here"},
    {"super.x", 1, 1, "'super' keyword unexpected here"},
    {"function f(){ super.x }", 1, 15, "'super' keyword unexpected here"},
    {"class A { constructor(){ super(); } }", 1, 26, "'super' keyword unexpected here"},
    {"class A { #x; m(){ this.#y } }", 1, 24, "Private field '#y' must be declared in an enclosing class"},
    {"this.#y", 1, 5, "Private field '#y' must be declared in an enclosing class"},
    {"class A { m(){ delete this.#a } #a }", 1, 28, "Private fields can not be deleted"},
    {"class A{constructor(){} constructor(){}}", 1, 25, "A class may only have one constructor"},
    {"class A { get constructor(){} }", 1, 15, "Class constructor may not be an accessor"},
    {"class A { constructor = 1 }", 1, 11, "Classes may not have a field named 'constructor'"},
    {"class A { static prototype(){} }", 1, 18, "Classes may not have a static property named 'prototype'"},
    {"class A { #a; #a }", 1, 15, "Identifier '#a' has already been declared"},
    {"({__proto__:1, __proto__:2})", 1, 16, "Duplicate __proto__ fields are not allowed in object literals"},
    {"function f(){ await x }", 1, 15, "Unexpected reserved word"},
    {"yield = 1", 1, 1, "Unexpected strict mode reserved word"},
    {"let let = 1", 1, 5, "Unexpected strict mode reserved word"},
    {"enum = 1", 1, 1, "Unexpected reserved word"},
    {"break", 1, 1, "Illegal break statement"},
    {"continue", 1, 1, "Illegal continue statement: no surrounding iteration statement"},
    {"L: L: x", 1, 4, "Label 'L' has already been declared"},
    {"x: while(1) { continue y }", 1, 24, "Undefined label 'y'"},
    {"x: { continue x }", 1, 15, "Illegal continue statement: 'x' does not denote an iteration statement"},
    {"label: function f(){}", 1, 8, "In strict mode code, functions can only be declared at top level or inside a block."},
    {"if (1) function f(){}", 1, 8, "In strict mode code, functions can only be declared at top level or inside a block."},
    {"while(1) let x = 1", 1, 10, "Lexical declaration cannot appear in a single-statement context"},
    {"with (a) {}", 1, 1, "Strict mode code may not include a with statement"},
    {"foo(1 2)", 1, 5, "missing ) after argument list"},
    {"foo(1, 2", 1, 8, "missing ) after argument list"},
    {"f(a @)", 1, 3, "missing ) after argument list"},
    {"x = 1__0", 1, 7, "Only one underscore is allowed as numeric separator"},
    {"x = 0_1", 1, 6, "Numeric separator can not be used after leading 0."},
    {"x = 1._5", 1, 5, "Invalid or unexpected token"},
    {"x = 3in []", 1, 5, "Invalid or unexpected token"},
    {"x = 0x", 1, 5, "Invalid or unexpected token"},
    {"x = \"abc", 1, 5, "Invalid or unexpected token"},
    {"x = `abc", 1, 9, "Unexpected end of input"},
    {"x = /abc", 1, 5, "Invalid regular expression: missing /"},
    {"x = /a/gg", 1, 5, "Invalid regular expression flags"},
    {"x = @", 1, 5, "Invalid or unexpected token"},
    {"x = \\u0069f", 1, 5, "Keyword must not contain escaped characters"},
    {"x = 5 /* abc", 1, 7, "Invalid or unexpected token"},
    {"x = { a: 1 ", 1, 12, "Unexpected end of input"},
    {"x = {a b}", 1, 8, "Unexpected identifier 'b'"},
    {"x = [a b]", 1, 8, "Unexpected identifier 'b'"},
    {"if (a b)", 1, 7, "Unexpected identifier 'b'"},
    {"x = a ? b c", 1, 11, "Unexpected identifier 'c'"},
    {"class A { x y }", 1, 13, "Unexpected identifier 'y'"},
    {"x = () => {} + 1", 1, 14, "Unexpected token '+'"},
    {"x = ()", 1, 6, "Unexpected token ')'"},
    {"x = (a,)", 1, 8, "Unexpected token ')'"},
    {"x = (...a)", 1, 6, "Unexpected token '...'"},
    {"x = `${a b}`", 1, 8, "Missing } in template expression"},
    {"function f(a, ...b, c){}", 1, 19, "Rest parameter must be last formal parameter"},
    {"function f(a=1){\"use strict\"}", 1, 17, "Illegal 'use strict' directive in function with non-simple parameter list"},
    {"x = {get a(b){}}", 1, 11, "Getter must not have any formal parameters."},
    {"x = {set a(){}}", 1, 11, "Setter must have exactly one formal parameter."},
    {"for (a+b of x);", 1, 6, "Invalid left-hand side in for-loop"},
    {"for (var i = 0 in x);", 1, 10, "for-in loop variable declaration may not have an initializer."},
    {"for (let a, b of x);", 1, 10, "Invalid left-hand side in for-of loop: Must have a single binding."},
    {"for (async of x);", 1, 6, "The left-hand side of a for-of loop may not be 'async'."},
    {"try {}", 1, 6, "Missing catch or finally after try"},
    {"switch(1){default: default:}", 1, 20, "More than one default clause in switch statement"},
    {"{ export let x }", 1, 3, "Unexpected token 'export'"},
    {"export {x}", 1, 9, "Export 'x' is not defined in module"},
    {"export {x}; export {x}", 1, 21, "Duplicate export of 'x'"},
    {"export default 1; export default 2", 1, 26, "Identifier '.default' has already been declared"},
    {"export {\"a\"}", 1, 9, "String literal module export names must be followed by a 'from' clause"},
    {"import x \"y\"", 1, 10, "Unexpected string"},
    {"x = class { static { return } }", 1, 22, "Illegal return statement"},
    {"class A { x = arguments }", 1, 15, "'arguments' is not allowed in class field initializer or static initialization block"},
    {"async function f(a = await 1){}", 1, 22, "Illegal await-expression in formal parameters of async function"},
    {"function* g(a = yield){}", 1, 17, "Yield expression not allowed in formal parameter"},
    {"[...a, b] = x", 1, 2, "Rest element must be last element"},
    {"({...a, b} = x)", 1, 6, "Rest element must be last element"},
    {"let {...[a]} = x", 1, 9, "`...` must be followed by an identifier in declaration contexts"},
    {"new a?.b()", 1, 6, "Invalid optional chain from new expression"},
    {"a?.b`x`", 1, 5, "Invalid tagged template on optional chain"},
    {"x = a + b => 1", 1, 7, "Malformed arrow function parameter list"},
    {"throw\n1", 1, 1, "Illegal newline after throw"},
    {"function f(){\n  return x +\n}", 3, 1, "Unexpected token '}'"},
    {"let s = \"ok\";\nlet s = 1;", 2, 5, "Identifier 's' has already been declared"},
    {"x = \"é\" + y z", 1, 13, "Unexpected identifier 'z'"},
};

static void test_errors(void)
{
    for (size_t i = 0; i < sizeof err_cases / sizeof *err_cases; i++) {
        const ErrCase *c = &err_cases[i];
        SourceFile *sf;
        char err[1024], want[1024], detail[2400];
        Node *n = parse_capture(c->src, &sf, err, sizeof err);
        snprintf(want, sizeof want, "t.js:%d:%d: error: %s", c->line, c->col, c->msg);
        snprintf(detail, sizeof detail, "source %s\n      want %s\n      got  %s", c->src, want,
                 n ? "(parsed without error)" : err);
        check(!n && !strcmp(err, want), "diagnostic", detail);
        source_free(sf);
    }
}

/* ---- valid input ---- */

static const char *const valid_lines[] = {
    "import fs, { readFile as rf, \"x y\" as xy } from \"fs\";\n"
    "import * as ns from \"m\"; import def, * as ns2 from \"m2\"; import \"side\";\n"
    "export const answer = 42; export { answer as \"the answer\", rf as default2 }; export * from \"m3\"; export * as m4 from \"m4\";\n"
    "export default class extends Object { #x = 1; static #c = 0; static { this.#c++; } get x() { return this.#x; } set x(v) { this.#x = v; } static async *gen() { yield* [1]; await 0; } ['computed' + 1]() {} 'str'() {} 42() {} has(o) { return #x in o; } }\n"
    "let { a, b: [c, d = 2], ...rest } = obj; [a, b] = [b, a]; ({ a, b: { c: d.e } } = obj);\n"
    "const f = async (x, { y } = {}, [z] = [], ...r) => x ?\? y;\n"
    "const g = async x => await x, h = async () => {}, k = (a, b,) => a;\n"
    "label: for (const k of list) { if (k) continue label; else break; }\n"
    "outer: while (1) inner: do { break outer; } while (0)\n"
    "for (let i = 0, j = 10; i < j; i++, j--) {} for (x in o) ; for ([a, b] of pairs) ; for (o.p of q) ;\n"
    "for await (const v of it) ;\n"
    "x = a?.b.c(1)?.[2]?.(3); y = (a?.b).c; z = new A().b?.c;\n"
    "t = tag`hello ${world} \\unicode and \\xZZ`; s = `a${1}b${`nested ${2}`}c`;\n"
    "r = /ab+c[/]\\//gi.test(s) / 2 / /x/y.lastIndex;\n"
    "n = 0x1F + 0o17 + 0b11 + 1_000_000 + .5e3 + 123n + 0xFFn + 1e-7 + 0;\n"
    "o = { __proto__: null, get g() { return 1; }, set s(v) {}, async *ag() {}, [k]: 1, m() { return super.m(); }, async, get, set, of: 1, if: 2, new: 3 };\n"
    "try { throw new Error(\"x\"); } catch ({ message }) {} finally {} try {} catch {}\n"
    "switch (x) { case 1: { let z; break; } default: }\n"
    "do x++; while (x < 5) y = 1\n"
    "z = -(x ** 2) + (-x) ** 2 + 2 ** 3 ** 2 + a ** -b;\n"
    "q = typeof x === \"undefined\" ? void 0 : delete o.p;\n"
    "function* gen() { const v = yield; yield v; yield* gen(); }\n"
    "function fnt() { return new.target; } class C extends (B, D) { constructor() { super(); super.x; new.target; } }\n"
    "x = function* () {}; y = async function named() {}; v = class Named {};\n"
    "a ||= 1; b &&= 2; c ?\?= 3; d **= 2; e >>>= 1;\n"
    "x = a ?\? (b || c); y = (a && b) ?\? c;\n"
    "let ñandú = \"\\u{1F600}\\x41\\u0041\\\n"
    "continued\"; const \\u0061bc = 1; var $ = _ = 0;\n"
    "if (a) b; else if (c) d; else { e }\n"
    "x = import.meta.url; y = import(\"./m.js\"); debugger;\n"
    "let yieldish = 1, asyncish = 2; var let_ = 3;\n"
    "a\n"
    "++b\n"
    "x = y\n"
    "(z)\n"
    "`tpl`;\n"
    "class Fields { a; b = 1; ['c']; static d; static e = this; #f; static async = 1; get; set; static; }\n"
    "x = { \"__proto__\": 1, [\"__proto__\"]: 2, __proto__() {} };\n"
    "({ __proto__: a, __proto__: b } = x);\n"
    "x = async\n"
    "function nope() {}\n"
};

static void test_valid(void)
{
    /* Each line on its own, then all of them as one module. */
    size_t total = 1;
    for (size_t i = 0; i < sizeof valid_lines / sizeof *valid_lines; i++) total += strlen(valid_lines[i]);
    char *all = malloc(total);
    all[0] = 0;
    for (size_t i = 0; i < sizeof valid_lines / sizeof *valid_lines; i++) strcat(all, valid_lines[i]);
    SourceFile *sf;
    char err[1024], detail[1200];
    Node *n = parse_capture(all, &sf, err, sizeof err);
    snprintf(detail, sizeof detail, "the whole valid module: %s", err);
    check(n != NULL, "valid module", detail);
    check(n && n->kind == N_PROGRAM && n->list.len > 40, "valid module has its statements", "");
    source_free(sf);
    free(all);
    const char *snippets[] = {
        "", "// only a comment", "#!/usr/bin/env node\nx", "a\n++b", "x\n/re/g", "let x = a\n/b/g",
        "async () => await 1", "(a, b) => {}\n(1)", "x = {a: 1, b}", "x => y => z", "(a,) => 1",
        "class A { m() {} x }", "for (let [a] in x);", "try{}catch(e){var e;}",
        "function f(){ function g(){} var g; }", "for (let i of []) { let i; }",
        "class A { get #a(){} set #a(v){} }", "class A { static async *#m(){} }",
        "label: for(;;) { continue label; }", "a: b: while(1) { continue a; }",
        "class A { static { var x; } static { var x; } }", "x = a ?\? b ?\? c", "({a: (b)} = x)",
        "[(a)] = x", "(a) = 1", "x = \"\\u{10FFFF}\\u00e9\\0\"", "x = 1_000.5_5e1_0", "a?.[0]?.b",
        "x = `\\``", "x = /[/]/", "x = a / b / c", "x = (1) / 2", "({}) / 1", "x = y\n`t`",
        "await 1", "for await (x of y);", "x = { async *[Symbol.iterator]() {} }",
        "var \\u{1d400} = 1", "x = 0.0000001", "if (a) {} /x/.test(y)",
    };
    for (size_t i = 0; i < sizeof snippets / sizeof *snippets; i++) {
        n = parse_capture(snippets[i], &sf, err, sizeof err);
        snprintf(detail, sizeof detail, "source %s\n      got %s", snippets[i], err);
        check(n != NULL, "valid snippet", detail);
        source_free(sf);
    }
}

/* ---- tree shapes ---- */

static Node *parse_ok(const char *src, SourceFile **sf)
{
    char err[1024];
    Node *n = parse_capture(src, sf, err, sizeof err);
    if (!n) printf("      (%s: %s)\n", src, err);
    return n;
}

static Node *first_expr(Node *prog)
{
    if (!prog || !prog->list.len) return NULL;
    Node *s = prog->list.items[0];
    return s->kind == N_EXPR_STMT ? s->a : s;
}

static void test_shapes(void)
{
    SourceFile *sf;
    Node *e;

    /* Precedence and associativity. */
    e = first_expr(parse_ok("a + b * c ** d ** e", &sf));
    check(e && e->kind == N_BINARY && e->op == T_PLUS && e->b->op == T_STAR && e->b->b->op == T_STAR2 &&
              e->b->b->b->op == T_STAR2 && e->b->b->b->a->kind == N_IDENT,
          "precedence", "a + b * c ** d ** e");
    source_free(sf);

    /* One N_CHAIN around the whole optional chain; a parenthesis ends it. */
    e = first_expr(parse_ok("a?.b.c()", &sf));
    check(e && e->kind == N_CHAIN && e->a->kind == N_CALL && e->a->a->kind == N_MEMBER &&
              e->a->a->a->kind == N_MEMBER && (e->a->a->a->flags & N_OPTIONAL),
          "optional chain", "a?.b.c()");
    source_free(sf);
    e = first_expr(parse_ok("(a?.b).c", &sf));
    check(e && e->kind == N_MEMBER && e->a->kind == N_CHAIN, "parenthesized chain", "(a?.b).c");
    source_free(sf);

    /* Destructuring assignment and declarations become patterns. */
    e = first_expr(parse_ok("[a, {b = 1, ...c}, ...d] = x", &sf));
    check(e && e->kind == N_ASSIGN && e->a->kind == N_ARRAY_PATTERN && e->a->list.len == 3 &&
              e->a->list.items[1]->kind == N_OBJECT_PATTERN &&
              e->a->list.items[1]->list.items[0]->b->kind == N_ASSIGN_PATTERN &&
              e->a->list.items[1]->list.items[1]->kind == N_REST && e->a->list.items[2]->kind == N_REST,
          "assignment pattern", "[a, {b = 1, ...c}, ...d] = x");
    source_free(sf);

    /* Arrow functions through the cover grammar. */
    e = first_expr(parse_ok("async ({a}, [b] = [], ...c) => a", &sf));
    check(e && e->kind == N_ARROW && (e->flags & N_ASYNC) && (e->flags & N_EXPR_BODY) && e->list.len == 3 &&
              e->list.items[0]->kind == N_OBJECT_PATTERN && e->list.items[1]->kind == N_ASSIGN_PATTERN &&
              e->list.items[2]->kind == N_REST,
          "async arrow", "async ({a}, [b] = [], ...c) => a");
    source_free(sf);

    /* ASI: restricted productions. */
    Node *p = parse_ok("function f(){ return\n1 }\na\n++b", &sf);
    check(p && p->list.len == 3 && p->list.items[0]->b->list.items[0]->kind == N_RETURN &&
              !p->list.items[0]->b->list.items[0]->a && p->list.items[2]->a->kind == N_UPDATE &&
              (p->list.items[2]->a->flags & N_PREFIX),
          "ASI", "return\\n1 / a\\n++b");
    source_free(sf);

    /* Templates: cooked and raw; a bad escape is undefined when tagged. */
    e = first_expr(parse_ok("t`a\\n${x}\\unicode`", &sf));
    check(e && e->kind == N_TAGGED_TEMPLATE && e->b->list.len == 2 && e->b->list2.len == 1 &&
              e->b->list.items[0]->u16len == 2 && e->b->list.items[0]->u16[1] == '\n' &&
              !strcmp(e->b->list.items[0]->name, "a\\n") && e->b->list.items[1]->u16 == NULL &&
              !strcmp(e->b->list.items[1]->name, "\\unicode"),
          "tagged template", "t`a\\n${x}\\unicode`");
    source_free(sf);

    /* Numbers, BigInts, strings, regular expressions. */
    p = parse_ok("0x10; 0b101; 0o17; 1_000; 0x1fn; \"\\u{1F600}\"; /a\\/b[/]/gu", &sf);
    check(p && p->list.items[0]->a->num == 16 && p->list.items[1]->a->num == 5 && p->list.items[2]->a->num == 15 &&
              p->list.items[3]->a->num == 1000 && p->list.items[4]->a->kind == N_BIGINT &&
              !strcmp(p->list.items[4]->a->name, "31") && p->list.items[5]->a->u16len == 2 &&
              p->list.items[5]->a->u16[0] == 0xD83D && p->list.items[6]->a->kind == N_REGEX &&
              !strcmp(p->list.items[6]->a->name, "a\\/b[/]") && !strcmp(p->list.items[6]->a->name2, "gu"),
          "literals", "numbers, bigint, string, regex");
    source_free(sf);

    /* Classes. */
    p = parse_ok("class A extends B { #x = 1; static s; constructor() { super(); } get g() {} static {} }", &sf);
    Node *c = p ? p->list.items[0] : NULL;
    check(c && c->kind == N_CLASS_DECL && c->b && c->list.len == 5 && c->list.items[0]->kind == N_FIELD_DEF &&
              c->list.items[0]->a->kind == N_PRIVATE_NAME && (c->list.items[1]->flags & N_STATIC) &&
              c->list.items[2]->op == M_CONSTRUCTOR && c->list.items[3]->op == M_GET &&
              c->list.items[4]->kind == N_STATIC_BLOCK,
          "class members", "class A extends B {...}");
    source_free(sf);

    /* Positions: UTF-16 columns after non-ASCII text. */
    e = first_expr(parse_ok("x = '\xF0\x9F\x98\x80' + y", &sf));
    check(e && e->b->b->kind == N_IDENT && e->b->b->line == 1 && e->b->b->col == 12, "UTF-16 column",
          "x = '<emoji>' + y: y at column 12");
    source_free(sf);

    /* Modules. */
    p = parse_ok("import d, {a as b} from 'm'; export {b as c}; export default function () {}", &sf);
    check(p && p->list.items[0]->kind == N_IMPORT_DECL && p->list.items[0]->list.len == 2 &&
              p->list.items[0]->list.items[0]->op == 1 && !strcmp(p->list.items[0]->list.items[1]->name, "a") &&
              !strcmp(p->list.items[0]->name, "m") && p->list.items[1]->kind == N_EXPORT_NAMED &&
              p->list.items[2]->kind == N_EXPORT_DEFAULT && p->list.items[2]->a->kind == N_FUNC_DECL,
          "modules", "import/export");
    source_free(sf);
    p = parse_ok("import d from 'd.json' with { type: 'json', 'k\\u0041': 'v' };\n"
                 "export * from 'e' assert { type: 'json' }; export {x} from 'f' with {};",
                 &sf);
    const Node *at = p ? p->list.items[0]->c : NULL;
    check(at && at->kind == N_ARRAY && at->list.len == 4 && !strcmp(at->list.items[0]->name, "type") &&
              !strcmp(at->list.items[1]->name, "json") && !strcmp(at->list.items[2]->name, "kA") &&
              !strcmp(at->list.items[3]->name, "v") && p->list.items[1]->c &&
              p->list.items[1]->c->list.len == 2 && p->list.items[2]->c && p->list.items[2]->c->list.len == 0,
          "modules", "import attributes: keys and values in turn, on imports and export-from");
    source_free(sf);
}

/* ---- robustness ---- */

static void test_robustness(void)
{
    /* Deep nesting must give V8's stack message, not a crash. */
    size_t n = 200000;
    char *deep = malloc(2 * n + 8);
    memcpy(deep, "x = ", 4);
    memset(deep + 4, '(', n);
    deep[4 + n] = '1';
    memset(deep + 5 + n, ')', n);
    deep[5 + 2 * n] = 0;
    SourceFile *sf;
    char err[1024];
    Node *r = parse_capture(deep, &sf, err, sizeof err);
    check(!r && strstr(err, "Maximum call stack size exceeded"), "deep nesting", err);
    source_free(sf);
    free(deep);

    /* Every prefix of a valid program fails or parses, cleanly. */
    const char *prog = "class A { #x = `a${b}c`; static { for (const [k, v] of o) label: if (k) break label; } }\n"
                       "export const f = async ({a = 1} = {}, ...r) => a?.[0] ?\? /x/g.test(\"s\\n\");";
    size_t len = strlen(prog);
    int ok = 1;
    for (size_t i = 0; i < len; i++) {
        char *pre = malloc(i + 1);
        memcpy(pre, prog, i);
        pre[i] = 0;
        r = parse_capture(pre, &sf, err, sizeof err);
        if (!r && !strstr(err, "error: ")) ok = 0;
        source_free(sf);
        free(pre);
    }
    check(ok, "prefixes", "every prefix gives a diagnostic or a tree");

    /* Garbage bytes. */
    unsigned seed = 12345;
    for (int t = 0; t < 200; t++) {
        char buf[64];
        for (int i = 0; i < 63; i++) {
            seed = seed * 1103515245u + 12345u;
            buf[i] = (char)((seed >> 16) & 0xFF);
            if (!buf[i]) buf[i] = ' ';
        }
        buf[63] = 0;
        r = parse_capture(buf, &sf, err, sizeof err);
        if (!r && !strstr(err, "error: ")) ok = 0;
        source_free(sf);
    }
    check(ok, "garbage", "random bytes give a diagnostic");
}

int main(void)
{
    test_errors();
    test_valid();
    test_shapes();
    test_robustness();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
