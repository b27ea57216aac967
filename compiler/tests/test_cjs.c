/* test_cjs.c - unit test of the CommonJS front end (cjs.c, parse_cjs_program
 * and the loader): the export names cjs-module-lexer's rules detect, one
 * case per rule (and the forms it refuses), re-exports, the require calls
 * collected (literal, shadowed, through createRequire), the non-literal
 * diagnostic, and which functions are sloppy. */
#define _DEFAULT_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../cjs.h"
#include "../diag.h"
#include "../emit.h"
#include "../parse.h"
#include "../scope.h"

#include "check.h"

static char dir[] = "/tmp/scr_test_cjs_XXXXXX";

static void put(const char *name, const char *text) {
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

/* Loads DIR/main.cjs (quietly when `quiet`). */
static Program *load(bool quiet) {
    char path[256];
    snprintf(path, sizeof path, "%s/main.cjs", dir);
    bool was = diag_mute(quiet);
    Program *p = program_load(path);
    diag_mute(was);
    return p;
}

static Module *module_named(Program *p, const char *base) {
    for (int i = 0; i < p->nmods; i++) {
        const char *s = strrchr(p->mods[i]->sf->abspath, '/');
        if (s && strcmp(s + 1, base) == 0) return p->mods[i];
    }
    return NULL;
}

/* The module's export names, comma-separated in detection order. */
static char *names(Module *m) {
    static char buf[512];
    buf[0] = 0;
    for (int i = 0; i < m->nexports; i++) {
        if (i) strcat(buf, ",");
        strcat(buf, m->exports[i].name);
    }
    return buf;
}

static void expect_names(const char *src, const char *want) {
    put("lib.cjs", src);
    put("main.cjs", "require('./lib.cjs');\nrequire('./other.cjs');\n");
    Program *p = load(false);
    CHECK(p != NULL);
    if (!p) return;
    Module *m = module_named(p, "lib.cjs");
    CHECK(m && m->is_cjs);
    if (!m) return;
    if (strcmp(names(m), want) != 0) {
        fprintf(stderr, "for:\n%s\n  got:  %s\n  want: %s\n", src, names(m), want);
        CHECK(!"names differ");
    }
}

static void test_detection(void) {
    put("other.cjs", "exports.fromOther = 1;\nexports.shared = 2;\n");
    expect_names("exports.a = 1;\nexports['b'] = 2;\nmodule.exports.c = 3;\nmodule.exports['d'] = 4;\n",
                 "default,a,b,c,d");
    /* Only `=`, and no scope analysis: a nested function's `exports` counts. */
    expect_names("exports.a += 1;\n(function (exports) { exports.b = 1; })({});\n", "default,b");
    expect_names("Object.defineProperty(exports, 'v', { value: 1 });\n"
                 "Object.defineProperty(exports, 'g', { enumerable: true, get: function () { return q.p; } });\n"
                 "Object.defineProperty(exports, 'm', { enumerable: true, get() { return q['p']; } });\n"
                 "Object.defineProperty(exports, 'arrow', { get: () => p });\n"
                 "Object.defineProperty(exports, 'call', { enumerable: true, get() { return f(); } });\n"
                 "Object.defineProperty(exports, 'conf', { configurable: true, get() { return p; } });\n"
                 "Object.defineProperty(exports, '__esModule', { value: true });\n",
                 "default,v,g,m,__esModule");
    /* Literal: identifier values, string keys, spreads skipped, stops after
     * the first value that is not an identifier (keeping its key when the
     * value starts with one). */
    expect_names("module.exports = { a, b: c, 'd': e, ...rest, f: g(), h };\n", "default,a,b,d,f");
    expect_names("module.exports = { a, b: 1, c };\n", "default,a");
    /* Re-exports: the last module.exports = require wins. */
    expect_names("module.exports = require('./nope.cjs');\nmodule.exports = require('./other.cjs');\n",
                 "default,fromOther,shared");
    expect_names("module.exports = { ...require('./other.cjs'), own };\n", "default,own,fromOther,shared");
    expect_names("__exportStar(require('./other.cjs'), exports);\n", "default,fromOther,shared");
    expect_names("var _o = require('./other.cjs');\n"
                 "Object.keys(_o).forEach(function (key) { exports[key] = _o[key]; });\n",
                 "default,fromOther,shared");
    /* Not at the top level: not a star re-export. */
    expect_names("function f() { __export(require('./other.cjs')); }\n", "default");
}

static void test_requires(void) {
    put("a.cjs", "exports.a = 1;\n");
    put("main.cjs", "const a = require('./a.cjs');\n"
                    "const r = require.resolve(`./a.cjs`);\n"
                    "function g(require) { return require('./not-collected'); }\n"
                    "const { createRequire } = require('module');\n"
                    "const req2 = createRequire(__filename);\n"
                    "req2('./b.json');\n"
                    "createRequire(__filename)('./c.cjs');\n"
                    "try { require('./missing'); } catch (e) {}\n");
    put("b.json", "{\"x\": 1}\n");
    put("c.cjs", "exports.c = 1;\n");
    Program *p = load(false);
    CHECK(p != NULL);
    if (!p) return;
    Module *m = module_named(p, "main.cjs");
    CHECK(m && m->cjs);
    if (!m || !m->cjs) return;
    CjsInfo *ci = m->cjs;
    CHECK(ci->nreqs == 5);
    bool a = false, mod = false, json = false, missing = false, direct = false;
    for (int i = 0; i < ci->nreqs; i++) {
        CjsRequest *r = &ci->reqs[i];
        if (!strcmp(r->spec, "./a.cjs")) a = r->load && r->module >= 0 && r->path;
        if (!strcmp(r->spec, "module")) mod = r->builtin && !strcmp(r->builtin, "node:module");
        if (!strcmp(r->spec, "./b.json")) json = r->json == 0;
        if (!strcmp(r->spec, "./missing")) missing = r->code && !strcmp(r->code, "MODULE_NOT_FOUND");
        if (!strcmp(r->spec, "./c.cjs")) direct = r->module >= 0;
        CHECK(strcmp(r->spec, "./not-collected") != 0);
    }
    CHECK(a && mod && json && missing && direct);
    CHECK(p->cjs && p->cjs->njson == 1);

    put("main.cjs", "const name = './a.cjs';\nrequire(name);\n");
    CHECK(load(true) == NULL);
    put("main.cjs", "require('vm');\n");
    CHECK(load(true) == NULL);
    put("main.cjs", "with (o) {}\n");
    CHECK(load(true) == NULL);
}

static void test_sloppy(void) {
    put("main.cjs", "function s() { return this; }\n"
                    "function t() { 'use strict'; return this; }\n"
                    "class K { m() { return this; } }\n"
                    "const arrow = () => this;\n"
                    "var private = 010;\n");
    Program *p = load(false);
    CHECK(p != NULL);
    if (!p) return;
    int seen = 0;
    for (int i = 0; i < p->an.nfuncs; i++) {
        FuncInfo *f = p->an.funcs[i];
        if (!strcmp(f->name, "s") || !strcmp(f->name, "t") || !strcmp(f->name, "m")) {
            CHECK(f->sloppy == !strcmp(f->name, "s"));
            seen++;
        }
        if (f->kind == FK_MODULE) CHECK(!f->sloppy);
    }
    CHECK(seen == 3);
    Module *m = p->mods[0];
    CHECK(m->is_cjs && m->cjs && m->cjs->wrapper && m->cjs->wrapper->sloppy);
}

int main(void) {
    if (!mkdtemp(dir)) return 1;
    test_detection();
    test_requires();
    test_sloppy();
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) return 1;
    return check_done("test_cjs");
}
