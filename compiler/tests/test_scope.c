/* test_scope.c - unit test of the capture analysis (scope.c): a binding is
 * boxed exactly when a nested function captures it, loop-head `let`s that
 * are captured get per-iteration boxes, captured or exported module-level
 * bindings become statics, and arrows capture `this` of their function. */
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

/* The first binding named `name` owned by a function named `fn` ("" for
 * the module body). */
static Binding *find(Program *p, const char *fn, const char *name) {
    for (int i = 1; i < p->an.nbinds; i++) {
        Binding *b = p->an.binds[i];
        if (strcmp(b->name, name) == 0 && strcmp(b->func->name, fn) == 0) return b;
    }
    return NULL;
}

static void test_exact_boxing(void) {
    Program *p = load_program("function f() {\n"
                      "  let a = 1, b = 2;\n"
                      "  var c = 3;\n"
                      "  const g = () => a + c;\n"
                      "  return g() + b;\n"
                      "}\n"
                      "f();\n");
    CHECK(p != NULL);
    if (!p) return;
    Binding *a = find(p, "f", "a"), *b = find(p, "f", "b"), *c = find(p, "f", "c"), *g = find(p, "f", "g");
    CHECK(a && a->storage == ST_BOX);
    CHECK(b && b->storage == ST_LOCAL);
    CHECK(c && c->storage == ST_BOX);
    CHECK(g && g->storage == ST_LOCAL);
}

static void test_transitive_capture(void) {
    Program *p = load_program("function outer() {\n"
                      "  let x = 0;\n"
                      "  function middle() { return function inner() { return x; }; }\n"
                      "  return middle;\n"
                      "}\n"
                      "outer();\n");
    CHECK(p != NULL);
    if (!p) return;
    Binding *x = find(p, "outer", "x");
    CHECK(x && x->storage == ST_BOX);
    /* middle carries x for inner even though it never reads it. */
    FuncInfo *middle = NULL;
    for (int i = 0; i < p->an.nfuncs; i++)
        if (strcmp(p->an.funcs[i]->name, "middle") == 0) middle = p->an.funcs[i];
    CHECK(middle && middle->ncaptures == 1 && middle->captures[0] == x);
}

static void test_loop_let(void) {
    Program *p = load_program("function h() {\n"
                      "  const fs = [];\n"
                      "  for (let i = 0; i < 3; i++) fs.push(() => i);\n"
                      "  for (let j = 0; j < 3; j++) {}\n"
                      "  return fs;\n"
                      "}\n"
                      "h();\n");
    CHECK(p != NULL);
    if (!p) return;
    Binding *i = find(p, "h", "i"), *j = find(p, "h", "j");
    CHECK(i && i->storage == ST_BOX && i->per_iteration);
    CHECK(j && j->storage == ST_LOCAL && !j->per_iteration);
}

static void test_module_level(void) {
    Program *p = load_program("let shared = 1;\n"
                      "let alone = 2;\n"
                      "export const out = 3;\n"
                      "function read() { return shared; }\n"
                      "console.log(read(), alone);\n");
    CHECK(p != NULL);
    if (!p) return;
    Binding *shared = find(p, "", "shared"), *alone = find(p, "", "alone"), *out = find(p, "", "out");
    CHECK(shared && shared->storage == ST_STATIC);
    CHECK(alone && alone->storage == ST_LOCAL);
    CHECK(out && out->storage == ST_STATIC);
}

static void test_arrow_this(void) {
    Program *p = load_program("function F() {\n"
                      "  this.v = 1;\n"
                      "  const get = () => this.v;\n"
                      "  return get;\n"
                      "}\n"
                      "function G() { return this; }\n"
                      "new F();\n");
    CHECK(p != NULL);
    if (!p) return;
    Binding *t = find(p, "F", "this");
    CHECK(t && t->storage == ST_BOX);
    Binding *tg = find(p, "G", "this");
    CHECK(tg && tg->storage == ST_LOCAL);
}

static void test_tdz_elision(void) {
    Program *p = load_program("function k() {\n"
                      "  let early = () => v;\n"
                      "  let v = 1;\n"
                      "  return v + early();\n"
                      "}\n"
                      "k();\n");
    CHECK(p != NULL);
    if (!p) return;
    Binding *v = find(p, "k", "v");
    CHECK(v != NULL);
    if (!v) return;
    FuncInfo *k = v->func;
    /* A read after the declaration in the same function needs no check; a
     * read from the closure does. */
    CHECK(!scope_needs_tdz_check(v, k, v->init_end + 1));
    CHECK(scope_needs_tdz_check(v, k, v->init_end - 1));
    FuncInfo *early = NULL;
    for (int i = 0; i < p->an.nfuncs; i++)
        if (strcmp(p->an.funcs[i]->name, "early") == 0) early = p->an.funcs[i];
    CHECK(early && scope_needs_tdz_check(v, early, v->init_end + 100));
}

int main(void) {
    test_exact_boxing();
    test_transitive_capture();
    test_loop_let();
    test_module_level();
    test_arrow_this();
    test_tdz_elision();
    return check_done("test_scope");
}
