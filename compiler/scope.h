/* scope.h - scope analysis: resolves every identifier of a module to a
 * binding and decides, per binding, how the emitter stores it (a plain C
 * local, a heap box shared with closures, or a C static of the module). It
 * also records, per function, which outer bindings it captures, and rejects
 * the constructs the code generator does not support yet. */
#ifndef SCR_SCOPE_H
#define SCR_SCOPE_H

#include <stdbool.h>

#include "ast.h"

typedef struct Scope Scope;
typedef struct FuncInfo FuncInfo;
typedef struct Binding Binding;
typedef struct Module Module;

typedef enum BindKind {
    B_VAR, B_LET, B_CONST, B_CLASS, B_FUNC, B_PARAM, B_CATCH, B_IMPORT,
    B_CALLEE,    /* the name of a named function expression (read-only) */
    B_CLASS_IN,  /* a class's own name inside its body (read-only) */
    B_HIDDEN,    /* compiler-made: private names, `export default` value */
    /* Per non-arrow function; arrows capture them like any binding. */
    B_THIS, B_ARGUMENTS, B_NEW_TARGET, B_FUNC_SELF,
} BindKind;

/* How the emitter stores a binding. */
typedef enum Storage {
    ST_LOCAL,   /* a ScrValue C local of the owning function */
    ST_BOX,     /* a ScrBox* (captured by a nested function) */
    ST_STATIC,  /* a static ScrValue of the module (module-level binding that
                   is captured, exported or imported) */
} Storage;

/* How numeric.c keeps a numeric binding (Binding.unboxed). */
typedef enum UnboxKind { UNBOX_NONE, UNBOX_DOUBLE, UNBOX_INT32 } UnboxKind;

struct Binding {
    int id;
    const char *name;
    BindKind kind;
    Scope *scope;       /* the declaring scope */
    FuncInfo *func;     /* the function whose activation owns it */
    Module *mod;
    const Node *decl;   /* the declaring identifier (for positions) */
    int init_end;       /* byte offset after which straight-line reads of the
                           owning function see it initialised; -1 = never
                           assume */
    bool captured;      /* referenced from a nested function */
    bool exported;
    bool assigned;      /* written other than by its own let/const/param/
                           catch/for-head declaration (a `var` or function
                           name's declarations count as writes) */
    int nwrites;        /* writes scope analysis resolved (declarations too) */
    bool numeric;       /* always holds a Number (numeric.c) */
    UnboxKind unboxed;  /* numeric.c: kept in a C double or int32_t local */
    int nfunc_decls;    /* function declarations of this name in its scope */
    const Node *func_decl; /* B_FUNC: the (last) N_FUNC_DECL; B_CLASS: the
                              N_CLASS_DECL */
    bool per_iteration; /* declared in a `for (let ...)` head and boxed */
    bool in_switch;     /* declared directly in a switch's case block */
    Storage storage;
    Binding *target;    /* B_IMPORT: the exporter's binding once linked */
    int ns_module;      /* B_IMPORT of a namespace: the module index, else -1 */
    const char *builtin_mod;    /* B_IMPORT from a module the runtime provides
                                   ("util" for node:util), else NULL */
    const char *builtin_export; /* its export name ("default" for the module
                                   object, NULL for `import * as`) */
    char *cname;        /* the C name (set by the emitter) */
    bool walk_local;    /* emitter: a local whose drops are quiet: every
                           write reads a structure, or it is handed to a
                           constructor (emit_func.c, mark_walk_locals) */
    bool borrowed_arg;  /* emitter: a parameter read from the caller's
                           argument array without a count (emit_func.c,
                           param_borrowable) */
    const Node *class_node; /* B_HIDDEN private method: the class */
    bool param_tdz;     /* a parameter of a function with parameter
                           expressions: in its dead zone until bound */
    Binding *init_from; /* a body `var` shadowing a parameter starts with
                           the parameter's value */
    FuncInfo *init_fn;  /* numeric.c: the function or arrow a let/const's
                           declaration initialises it with, else NULL */
};

typedef enum ScopeKind {
    S_MODULE, S_FUNCTION, S_BLOCK, S_FOR, S_CATCH, S_SWITCH, S_CLASS,
} ScopeKind;

struct Scope {
    ScopeKind kind;
    Scope *parent;
    FuncInfo *func;
    const Node *node;
    Binding **binds;
    int nbinds, cap;
    bool in_loop;       /* inside a loop body of the same function */
    /* Once a scope has many bindings, a hash index by name over
     * binds[0..nindexed) (open addressing, NULL for empty), kept up to date
     * by scope.c's lookups; NULL while the scope is small. */
    Binding **index;
    int nindexed, index_cap;
};

typedef enum FuncKind {
    FK_MODULE, FK_NORMAL, FK_ARROW, FK_METHOD, FK_GETTER, FK_SETTER,
    FK_CTOR, FK_DERIVED_CTOR, FK_FIELDS_INIT, FK_STATIC_INIT,
} FuncKind;

struct FuncInfo {
    FuncKind kind;
    const Node *node;   /* N_FUNC_EXPR / N_ARROW / N_PROGRAM / N_CLASS_EXPR
                           (for the synthetic class functions) */
    FuncInfo *parent;   /* the lexically enclosing function */
    Module *mod;
    Scope *scope;       /* parameters and top-level body declarations */
    Binding **captures; /* outer bindings, in closure slot order */
    int ncaptures, capcap;
    Binding **owned;    /* every binding whose storage lives here */
    int nowned, ownedcap;
    /* Special bindings of non-arrow functions, created on first use. */
    Binding *this_b, *args_b, *nt_b, *self_b, *callee_b;
    const char *name;   /* the JS name ("" if anonymous) for frames */
    char *cname;        /* the C function name, set by the emitter */
    const Node *class_node; /* methods, constructors, class init functions */
    bool uses_super;    /* needs its home object */
    bool implicit_ctor; /* a class without `constructor` */
    bool is_async;      /* async function, arrow or method (body on a fiber) */
    bool is_generator;  /* generator (with is_async: async generator) */
    bool has_await;     /* contains await or for await directly (for the
                           module body: top-level await makes it async) */
    bool sloppy;        /* CommonJS sloppy-mode code: `this` of a plain call
                           is globalThis (boxed for primitives), and an
                           assignment to an undeclared name makes a global */
    bool ret_number;    /* numeric.c: a call returns a Number (or throws) */
    bool ret_int32;     /* numeric.c: ... an int32 */
    bool num_entry;     /* numeric.c: called through a C entry with
                           unboxed parameters and result */
    bool num_leaf;      /* numeric.c: ... and that entry has no frame (a
                           numeric leaf: nothing in it can throw) */
    int id;
};

/* One module of the program (one source file). */
typedef struct ImportRec {
    Binding *local;
    int module;         /* index of the requested module */
    const char *name;   /* imported name; NULL for `* as ns` */
    const Node *node;   /* the specifier, for diagnostics */
} ImportRec;

typedef struct ExportRec {
    const char *name;   /* exported name */
    Binding *local;     /* a local export, or NULL */
    int module;         /* a re-export: source module, else -1 */
    const char *import_name; /* re-export: name there; NULL = namespace */
    const Node *node;
} ExportRec;

/* One `import("spec")` call (a string-literal specifier), resolved when the
 * program loads (emit_module.c): the module it names, compiled into the
 * program and evaluated on first import, or a builtin, or Node's error,
 * which the call's promise rejects with. */
typedef struct DynImport {
    const Node *node;       /* the N_IMPORT_CALL */
    const char *spec;
    int module;             /* the target's module index, or -1 */
    const char *builtin;    /* a runtime-provided module's name, else NULL */
    const char *err_name, *err_code; /* when the resolution failed */
    char *err_message;
} DynImport;

struct Module {
    int index;
    SourceFile *sf;
    Node *program;
    FuncInfo *body;
    Scope *scope;
    const char **requests;  /* module specifiers, in source order */
    const Node **request_nodes;
    int *request_module;    /* resolved module index per request */
    int nrequests;
    ImportRec *imports;
    int nimports;
    ExportRec *exports;
    int nexports;
    int *star_exports;      /* request indices of `export * from` */
    int nstar;
    bool needs_ns;          /* some module imports it as a namespace */
    /* CommonJS (compiler/cjs.h): non-NULL for a CommonJS module (its
     * program is the wrapper function, its exports the interop names) and
     * for an ES module that uses createRequire. */
    struct CjsInfo *cjs;
    bool is_cjs;
    DynImport *dyn;         /* import("literal") calls, in source order */
    int ndyn;
    bool uses_meta;         /* import.meta appears: its object is a static
                               made on first use (emit_module.c) */
    const char *meta_fn;    /* the C function that returns it, and the static */
    const char *meta_slot;  /* that holds it (the emitter's names) */
    char *cprefix;          /* "m0_" ... */
    int json;               /* a JSON module: its text's index in the
                               program's JSON table (CjsProgram) + 1 */
    bool builtin_js;        /* one of scr's built-ins written in JavaScript
                               (runtime/js/): its own unit, whose text is the
                               same in every program (emit_module.c) */
};

/* The result of analysing every module. */
typedef struct Analysis {
    Binding **binds;
    int nbinds, cap;
    FuncInfo **funcs;
    int nfuncs, fcap;
} Analysis;

/* Analyses one parsed module: declares and resolves every identifier, fills
 * Node.binding (a binding id, or -1 for a global) and Node.scope (the
 * FuncInfo of functions and classes), builds the function table and records
 * imports and exports. Returns 0, or -1 after printing a diagnostic. */
int scope_analyze(Analysis *an, Module *m);

/* After every module is analysed and imports are linked (target set), fixes
 * storage: bindings that are exported or referenced from another module live
 * in statics. */
void scope_finish(Analysis *an);

/* CommonJS interop (cjs.c): adds to module m an export named `name` held
 * by a new module-level let binding (a static the module's body fills
 * from module.exports once the CommonJS module has run). */
Binding *scope_hidden_export(Analysis *an, Module *m, const char *name);
/* Whether a call's callee is `import.meta.resolve`, which scr resolves at
 * compile time (its argument must be a string literal). */
bool is_import_meta_resolve(const Node *callee);

/* The binding for a resolved identifier node, or NULL for a global. */
Binding *scope_binding(const Analysis *an, const Node *ident);
/* Whether class cls has instance fields or private instance methods (an
 * initialiser its constructor runs on each new instance). */
bool scope_class_has_instance_init(const Node *cls);

/* True when a read of b at byte offset `pos` inside function f may see the
 * temporal dead zone and must be checked. */
bool scope_needs_tdz_check(const Binding *b, const FuncInfo *f, int pos);

const char *scope_kind_name(BindKind k);

#endif
