/* test_numeric.c - unit test of the numeric inference (numeric.c): which
 * let/const bindings always hold a Number, and which of them live unboxed
 * in a C double or int32_t. A wrong "numeric" would make the emitter skip
 * reference counting or type checks on a value that needs them, a wrong
 * "int32" would drop a value outside the int32 range, so the negative
 * cases matter as much as the positive ones. */
#define _DEFAULT_SOURCE 1
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../emit.h"
#include "../parse.h"
#include "../scope.h"

#include "check.h"
#include "load_program.h"

static Binding *find(Program *p, const char *name) {
    for (int i = 1; i < p->an.nbinds; i++)
        if (strcmp(p->an.binds[i]->name, name) == 0) return p->an.binds[i];
    return NULL;
}

/* Checks that each name in `yes` is numeric and each in `no` is not. */
static void expect(const char *src, const char *const *yes, const char *const *no) {
    Program *p = load_program(src);
    CHECK(p != NULL);
    if (!p) return;
    for (; yes && *yes; yes++) {
        Binding *b = find(p, *yes);
        if (!b || !b->numeric) fprintf(stderr, "expected numeric: %s in\n%s\n", *yes, src);
        CHECK(b && b->numeric);
    }
    for (; no && *no; no++) {
        Binding *b = find(p, *no);
        if (!b || b->numeric) fprintf(stderr, "expected not numeric: %s in\n%s\n", *no, src);
        CHECK(b && !b->numeric);
    }
}

#define NAMES(...) ((const char *const[]){__VA_ARGS__, NULL})

static void test_literals_and_operators(void) {
    expect("let a = 1; const b = -a; let c = +'x'; let d = a >>> 0; let e = a * 2;\n"
           "let f = a + b; let g = a ? 1 : 2; let h = (0, 3); let i = ~a; a++; --a;\n"
           "console.log(a, b, c, d, e, f, g, h, i);\n",
           NAMES("a", "b", "c", "d", "e", "f", "g", "h", "i"), NULL);
}

static void test_either_side_decides(void) {
    /* x - y is a Number when either side is one: a BigInt does not mix. */
    expect("let n = 1; let p = globalThis.q - n; let r = n / globalThis.q;\n"
           "let s = globalThis.q - globalThis.q; let t = globalThis.q + n;\n"
           "console.log(p, r, s, t);\n",
           NAMES("n", "p", "r"), NAMES("s", "t"));
}

static void test_writes_that_disqualify(void) {
    expect("let a = 0; a = 'x';\n"
           "let b; b = 1;\n"
           "let c = 0; [c] = [1];\n"
           "let d = 0; for (d of [1]) ;\n"
           "let e = 0; e ||= 2;\n"
           "let f = 0; f += 'x';\n"
           "let g = 1n;\n"
           "let h = 0; ({ h } = { h: 1 });\n"
           "console.log(a, b, c, d, e, f, g, h);\n",
           NULL, NAMES("a", "b", "c", "d", "e", "f", "g", "h"));
}

static void test_fixpoint(void) {
    /* Mutual dependence with a numeric base stays numeric; one bad write
     * spreads to everything that depends on it. */
    expect("let a = 0, b = 0; for (let i = 0; i < 3; i++) { a = b + 1; b = a * 2; }\n"
           "let x = 0, y = 0; x = y + 1; y = x + 1; y = 'z';\n"
           "console.log(a, b, x, y);\n",
           NAMES("a", "b", "i"), NAMES("x", "y"));
}

static void test_other_kinds_excluded(void) {
    /* Parameters hold what callers pass (test_params); a closure's
     * writes count like any other. */
    expect("function f(p) { p = 1; return p; }\n"
           "let k = 0; const set = () => { k = 'q'; }; set();\n"
           "let m = 0; const inc = () => { m++; }; inc();\n"
           "console.log(f(2), f('s'), k, m);\n",
           NAMES("m"), NAMES("p", "k"));
}

static void test_var(void) {
    /* A var is numeric only where its initial undefined can never be seen:
     * one declaration with an initialiser, in straight-line code of its
     * function, no use before it, and no closure reading it. */
    expect("var v = 1; v += 2;\n"
           "for (var i = 0; i < 3; i++) ;\n"
           "{ var blk = 2; }\n"
           "function g() { x; var x = 1; return x; }\n"
           "if (v) { var y = 1; }\n"
           "while (v--) { var z = 1; }\n"
           "var w = 1; const cl = () => w;\n"
           "var r = 1; var r = 2;\n"
           "var self = self + 1;\n"
           "var none; none = 1;\n"
           "console.log(v, i, blk, g(), y, z, cl(), r, self, none);\n",
           NAMES("v", "i", "blk"), NAMES("x", "y", "z", "w", "r", "self", "none"));
}

/* Checks each name's representation: UNBOX_DOUBLE, UNBOX_INT32, UNBOX_NONE. */
static void expect_unboxed(const char *src, const char *const *dbl, const char *const *i32,
                           const char *const *none) {
    Program *p = load_program(src);
    CHECK(p != NULL);
    if (!p) return;
    const char *const *lists[] = {dbl, i32, none};
    const UnboxKind want[] = {UNBOX_DOUBLE, UNBOX_INT32, UNBOX_NONE};
    for (int l = 0; l < 3; l++)
        for (const char *const *n = lists[l]; n && *n; n++) {
            Binding *b = find(p, *n);
            if (!b || b->unboxed != want[l]) fprintf(stderr, "expected unboxed=%d: %s in\n%s\n", (int)want[l], *n, src);
            CHECK(b && b->unboxed == want[l]);
        }
}

static void test_int32(void) {
    /* Bitwise results, int32 literals and int32 bindings stay int32; -0,
     * >>>'s uint32, 2^31 and arithmetic do not. */
    expect_unboxed("let a = 1; a = a | 0; let c = -1; c = c ^ a; const e = ~c; let f = c ? a : 3;\n"
                   "let z = 0; z = -z; let s = 1 >>> 0; let big = 2147483648; let w = 0; w++;\n"
                   "let m = -2147483648; let x = 1; x = x + 1; let y = 4; y &= 3; let h = 0.5;\n"
                   "console.log(a, c, e, f, z, s, big, w, m, x, y, h);\n",
                   NAMES("z", "s", "big", "w", "x", "h"), NAMES("a", "c", "e", "f", "m", "y"), NULL);
}

static void test_counted_loops(void) {
    /* i++ is an int32 step only under a strict test against an int32 and
     * with no other write; i-- under `i > E`. */
    expect_unboxed("for (let i = 0; i < 10; i++) ;\n"
                   "const n = 5 | 0; for (let j = 0; j < n; j++) ;\n"
                   "for (let q = 10; q > 0; q--) ;\n"
                   "for (let k = 0; k < 1.5; k++) ;\n"
                   "for (let m = 0; m < 10; m++) m += 0;\n"
                   "for (let p = 0; p < 10; p++) p = p | 0x7fffffff;\n"
                   "for (let r = 0; r <= 10; r++) ;\n"
                   "for (let u = 0; u < 10; u--) ;\n"
                   "for (let v = 0; 10 > v; v++) ;\n"
                   "let t = 0; for (; t < 10; t++) ; for (; t < 20; t++) ;\n"
                   "console.log(n, t);\n",
                   NAMES("k", "m", "p", "r", "u", "v", "t"), NAMES("i", "j", "n", "q"), NULL);
}

static void test_unboxed_excluded(void) {
    /* Boxed (captured) and dead-zone bindings stay ScrValues, numeric or
     * not; so do switch-case bindings, checked at every use. */
    expect_unboxed("let cap = 0; const inc = () => { cap++; };\n"
                   "function g() { const r = early; let early = 1; return r; }\n"
                   "function s(k) { switch (k) { case 1: let q = 5; q *= 2; return q; } return 0; }\n"
                   "let str = 1; str = 'x';\n"
                   "console.log(inc(), g(), s(1), str);\n",
                   NULL, NULL, NAMES("cap", "early", "q", "str"));
}

static void test_call_returns(void) {
    /* A call is a Number when its callee always holds one plain function
     * whose every return is a Number and whose body ends in a return; an
     * int32 when every return is an int32. */
    expect_unboxed("function i32(x) { return x | 0; }\n"
                   "function dbl(x) { return x / 2; }\n"
                   "const arrow = (x) => x * 2;\n"
                   "function mixed(x) { if (x) return 's'; return 1; }\n"
                   "function falls(x) { if (x) return 1; }\n"
                   "async function later() { return 1; }\n"
                   "function* gen() { return 1; }\n"
                   "function moved() { return 1; } moved = () => 's';\n"
                   "let re = () => 1; re = () => 's';\n"
                   "function rec(n) { if (n <= 0) return 0; return rec(n - 1) + 1; }\n"
                   "function inner() { const g = () => 's'; return g.length | 0; }\n"
                   "function fin() { try { return 1; } finally { return 's'; } }\n"
                   "let a = i32(1); let b = dbl(1); let c = arrow(1); let d = mixed(0); let e = falls(1);\n"
                   "let f = later(); let g = gen(); let h = moved(); let k = re(); let r = rec(3);\n"
                   "let n = inner(); let q = fin();\n"
                   "console.log(a, b, c, d, e, f, g, h, k, r, n, q);\n",
                   NAMES("b", "c", "r"), NAMES("a", "n"), NAMES("d", "e", "f", "g", "h", "k", "q"));
}

static void test_params(void) {
    /* A parameter is typed by its calls' arguments when its function is
     * reached only through direct calls that pass enough of them. */
    expect_unboxed("function pc(x) { x = x - 1; return x | 0; }\n"
                   "const sc = (v, k) => v * k;\n"
                   "function few(a) { return a; }\n"
                   "function str(s) { return s; }\n"
                   "function esc(e) { return e; }\n"
                   "function spr(p) { return p; }\n"
                   "function args(r) { return arguments.length + r; }\n"
                   "function dflt(d = 1) { return d; }\n"
                   "export function ex(y) { return y; }\n"
                   "for (let i = 0; i < 3; i++) { pc(i); sc(i, 0.5); str(i); spr(i); args(i); dflt(i); ex(i); }\n"
                   "few(); str('s'); [1].map(esc); esc(1); spr(...[1]);\n",
                   NAMES("x", "k"), NAMES("v"), NAMES("a", "s", "e", "p", "r", "d", "y"));
}

static FuncInfo *find_fn(Program *p, const char *name) {
    for (int i = 0; i < p->an.nfuncs; i++)
        if (p->an.funcs[i]->name && strcmp(p->an.funcs[i]->name, name) == 0) return p->an.funcs[i];
    return NULL;
}

/* Checks that FuncInfo's flag at `offset` (num_leaf, num_entry) is set for
 * each function named in `yes` and clear for each in `no`. */
static void expect_fn_flag(const char *src, size_t offset, const char *what, const char *const *yes,
                           const char *const *no) {
    Program *p = load_program(src);
    CHECK(p != NULL);
    if (!p) return;
    for (int want = 1; want >= 0; want--) {
        for (const char *const *n = want ? yes : no; n && *n; n++) {
            FuncInfo *f = find_fn(p, *n);
            bool got = f && *(const bool *)((const char *)f + offset);
            if (!f || got != want) fprintf(stderr, "expected %s%s: %s in\n%s\n", want ? "" : "no ", what, *n, src);
            CHECK(f && got == want);
        }
    }
}
#define expect_leaves(src, yes, no) expect_fn_flag(src, offsetof(FuncInfo, num_leaf), "a numeric leaf", yes, no)
#define expect_entries(src, yes, no) expect_fn_flag(src, offsetof(FuncInfo, num_entry), "a numeric entry", yes, no)

static void test_leaves(void) {
    /* A numeric leaf is reached only by direct calls, has only unboxed
     * parameters, returns a Number, and its body can neither throw nor
     * call: a call, a property read, a module binding, `this`, `throw`,
     * `switch` or a closure each disqualify it. */
    expect_leaves("function sq(x) { return x * x; }\n"
                  "const cube = (x) => x * x * x;\n"
                  "function loop(n) { let t = 0; for (let i = 0; i < n; i++) { if (i & 1) continue; t += i; } return t; }\n"
                  "function cnst(x) { const c = 1; return x + c; }\n"
                  "function calls(x) { return sq(x) + 1; }\n"
                  "function prop(x) { return x * Math.PI; }\n"
                  "const k = 3; function outer(x) { return x * k; }\n"
                  "function thrower(x) { if (x > 9) throw 1; return x; }\n"
                  "function thisy(x) { return x * this.k; }\n"
                  "function swi(x) { switch (x) { case 1: return 2; } return 0; }\n"
                  "function inner(x) { const g = (y) => y + x; return x * 2; }\n"
                  "function escaped(x) { return x * 2; }\n"
                  "function str(s) { return s.length; }\n"
                  "for (let i = 0; i < 3; i++) {\n"
                  "  sq(i); cube(i); loop(i); cnst(i); calls(i); prop(i); outer(i); thrower(i); thisy(i);\n"
                  "  swi(i); inner(i); escaped(i);\n"
                  "}\n"
                  "[1].map(escaped); str('s');\n",
                  NAMES("sq", "cube", "loop", "cnst"),
                  NAMES("calls", "prop", "outer", "thrower", "thisy", "swi", "inner", "escaped", "str"));
}

static void test_entries(void) {
    /* A numeric entry needs what a leaf needs of its parameters and
     * result, but its body may call and throw; `this`, `new.target` and
     * `try` keep it out. Every leaf has one. */
    expect_entries("function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
                   "function thrower(x) { if (x > 9) throw 1; return x; }\n"
                   "const sq = (x) => x * x;\n"
                   "function tried(x) { try { return x + 1; } finally { } }\n"
                   "function thisy(x) { return x * this.k; }\n"
                   "function nt(x) { return new.target ? 1 : x; }\n"
                   "function str(x) { return x > 1 ? 's' : 1; }\n"
                   "for (let i = 0; i < 3; i++) { fib(i); thrower(i); sq(i); tried(i); thisy(i); nt(i); str(i); }\n",
                   NAMES("fib", "thrower", "sq"), NAMES("tried", "thisy", "nt", "str"));
}

int main(void) {
    test_entries();
    test_leaves();
    test_params();
    test_call_returns();
    test_int32();
    test_counted_loops();
    test_unboxed_excluded();
    test_literals_and_operators();
    test_either_side_decides();
    test_writes_that_disqualify();
    test_fixpoint();
    test_other_kinds_excluded();
    test_var();
    return check_done("test_numeric");
}
