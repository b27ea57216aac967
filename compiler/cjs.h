/* cjs.h - CommonJS modules at compile time: the `require` calls a module
 * makes (each literal specifier resolved here, loaded at run time through
 * the runtime's module cache), the names an ES module may import from a
 * CommonJS module (what Node's cjs-module-lexer detects), and the C the
 * emitter writes for both (the module records and require tables of
 * runtime/src/node/cjs.c, the body that evaluates a CommonJS module at its
 * place in the ES evaluation order). docs/packages.md, "CommonJS", says
 * what is supported. */
#ifndef SCR_CJS_H
#define SCR_CJS_H

#include <stdbool.h>

#include "emit.h"
#include "scope.h"

/* One literal specifier given to `require` or `require.resolve`. */
typedef struct CjsRequest {
    char *spec;
    const Node *node;      /* the argument, for diagnostics */
    bool load;             /* require(spec), not only require.resolve */
    int module;            /* the program module it names, or -1 */
    int json;              /* or the program's JSON file, or -1 */
    const char *builtin;   /* or the built-in module's runtime name */
    char *path;            /* what require.resolve returns */
    const char *code;      /* or the error require throws: code, message */
    char *message;
} CjsRequest;

typedef struct CjsInfo {
    FuncInfo *wrapper;     /* a CommonJS module's function, else NULL */
    int require_id;        /* its `require` parameter's binding id */
    int *alias_ids;        /* bindings initialised with createRequire(...) */
    int nalias;
    CjsRequest *reqs;
    int nreqs;
    /* cjs-module-lexer's result: export names and re-exported specifiers */
    char **names;
    int nnames;
    char **reexports;
    int nreexports;
    bool detected;         /* names complete (re-exports included) */
    bool detecting;        /* in progress: a re-export cycle */
} CjsInfo;

/* A JSON file some `require` loads (parsed at run time, on first use). */
typedef struct CjsJson {
    char *path;
    char *text;
} CjsJson;

/* The program's CommonJS state beside its modules. */
typedef struct CjsProgram {
    CjsJson *json;
    int njson;
} CjsProgram;

/* After scope analysis of module m (CommonJS, or ES): records every
 * `require("literal")` / `require.resolve("literal")` of the module's own
 * `require` or of a createRequire() result. A non-literal argument is a
 * diagnostic. Returns 0, or -1 after a diagnostic. */
int cjs_collect(Analysis *an, Module *m);

/* Detects the export names of CommonJS module m as cjs-module-lexer does
 * (re-exports followed through `lookup`, which returns the program module a
 * specifier names from m, or -1), and adds them to m's exports with
 * "default" (module.exports). */
typedef int (*CjsLookup)(void *ctx, Module *m, const char *spec);
void cjs_add_exports(Analysis *an, Module **mods, Module *m, CjsLookup lookup, void *ctx);

/* Node's message for a name a CommonJS module does not provide. */
char *cjs_missing_export_message(const char *spec, const char *name);

/* Emission. The body of a CommonJS module's ES facade: evaluates the module
 * through the cache (at its place in the ES evaluation order) and fills the
 * interop statics from module.exports. */
void cjs_emit_facade(FnEmit *F);

/* The module records, require tables and JSON texts (before the program
 * table), written to o. `deps` (per module, -1 terminated, or NULL): the
 * modules to evaluate before a required ES module, in order. */
void cjs_emit_records(Emitter *E, Buf *o, const CjsProgram *cp, int **deps, const bool *async_graph);

#endif
