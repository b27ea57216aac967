/* test_numeric.c - unit test of the numeric inference (numeric.c): which
 * let/const bindings always hold a Number. A wrong "numeric" would make
 * the emitter skip reference counting or type checks on a value that
 * needs them, so the negative cases matter as much as the positive ones. */
#define _DEFAULT_SOURCE 1
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
    /* Parameters can hold anything a caller passes; a closure's writes
     * count like any other. */
    expect("function f(p) { p = 1; return p; }\n"
           "let k = 0; const set = () => { k = 'q'; }; set();\n"
           "let m = 0; const inc = () => { m++; }; inc();\n"
           "console.log(f(2), k, m);\n",
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

int main(void) {
    test_literals_and_operators();
    test_either_side_decides();
    test_writes_that_disqualify();
    test_fixpoint();
    test_other_kinds_excluded();
    test_var();
    return check_done("test_numeric");
}
