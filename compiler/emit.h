/* emit.h - the C code generator. emit_units() turns the analysed modules
 * of one program into C translation units (emit_program() into one file):
 * one C function per JS function, the module bodies, and the ScrProgram
 * table scr_main() runs. This header also
 * holds the emitter's internal state shared by the emit_*.c files. */
#ifndef SCR_EMIT_H
#define SCR_EMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ast.h"
#include "scope.h"
#include "numeric.h"
#include "scope_class.h"
#include "text.h"

/* ---- public interface ------------------------------------------------ */

typedef struct EmitOptions {
    bool line_directives; /* #line N "file.js" before statements */
    bool detached_exit;   /* define scr_detached_exit = 1 */
    bool one_file;        /* the whole program in one unit (emit_program) */
} EmitOptions;

/* A whole program: the entry module and every module it reaches. */
typedef struct Program {
    Module **mods;
    int nmods;
    int *order;    /* module indices: the ones the entry's static imports reach, in
                      evaluation order (neager of them), then the ones only
                      import() or require reaches (evaluated on first import,
                      or when required) */
    int neager;
    Analysis an;
    struct CjsProgram *cjs; /* CommonJS: the JSON files require loads (cjs.h) */
    bool uses_js;  /* a module requested a built-in written in JavaScript */
    bool preload_js; /* load every such built-in right after the entry */
} Program;

/* Loads the entry file and every module it imports (parsing and analysing
 * each once). Returns NULL after printing a diagnostic. */
Program *program_load(const char *entry_path);

/* Every source file of the program (for the build cache key). */
int program_nsources(const Program *p);
const SourceFile *program_source(const Program *p, int i);

/* One C translation unit of a program (see emit_module.c for the shape):
 * `name` is the file stem ("m0", "m1", "m1_p2"), `text` its C. Both
 * malloc'ed. */
typedef struct CUnit {
    char *name;
    char *text;
} CUnit;

typedef struct CUnits {
    CUnit *u;
    int n;
} CUnits;

/* Writes the C translation of the program as translation units, each of
 * which depends only on its own modules and the names the modules import:
 * so a unit's text, and the object compiled from it, stays the same when
 * another module is edited. Returns 0, or -1 after printing a diagnostic. */
int emit_units(Program *p, const EmitOptions *opt, CUnits *out);
void cunits_free(CUnits *u);

/* Writes the whole program as one C file (one unit) to a malloc'ed
 * string, as --emit=c prints it. Returns NULL after a diagnostic. */
char *emit_program(Program *p, const EmitOptions *opt);

/* ---- internal -------------------------------------------------------- */

typedef struct ConstStr {
    uint16_t *u16;
    uint32_t len;
} ConstStr;

typedef struct Emitter {
    Program *prog;
    const EmitOptions *opt;
    Buf protos;    /* forward declarations of the generated functions */
    Buf statics;   /* module statics */
    Buf funcs;     /* function definitions */
    ConstStr *consts;
    int nconsts, constcap;
    /* A hash index over consts[0..nconsts): slot -> index + 1 (0 empty). */
    int *constidx;
    int constidx_cap;
    char **gnames; /* program-wide C names in use */
    int ngnames, gnamecap;
    StrSet gnameset; /* the same names, for lookups */
    int nregex;    /* regex literals so far (each has a static cache) */
    int nic;       /* property inline caches so far (static ScrPropCache icN) */
    int nrc;       /* fast regions' object caches so far (static ScrRegionCache rc[]) */
    int nglobal_sites; /* global read sites so far (static ScrGlobalSite gsN) */
    int nlit;      /* object literal shape caches so far (static ScrLiteralShape lsN) */
    int nctor;     /* constructor store caches so far (static ScrCtorInit ciN) */
    int ntables;   /* constant arrays' Number tables so far (static const double numbers_N) */
    /* The unit being written: the other modules' statics it names (one
     * `extern` each, emit_extern) and the storage class of the functions
     * of the module being emitted ("static " unless the module is split
     * across units, whose functions then call each other by name). */
    Buf externs;
    char **extnames;
    int nextnames, extcap;
    StrSet extset;     /* the same names, for lookups */
    const char *fn_storage;
    char **fnrefs;     /* the functions the unit defines or names */
    int nfnrefs, fnrefcap;
    StrSet fnrefset;   /* the same names, for lookups */
    /* const and let bindings initialised with a function or arrow and
     * never assigned, as direct_callee found them: the function, or NULL
     * for a binding that is not such. */
    const Binding **fnconst_b;
    FuncInfo **fnconst_g;
    int nfnconst, fnconstcap;
    /* Every C expression, name and label the emitter hands out as a string
     * (val_s, kstr, binding_slot, labels): valid until emit_program has
     * written the program's C and frees the arena. */
    Arena strs;
    bool failed;
} Emitter;

/* A value produced by an expression: an owned temporary, a borrowed
 * constant expression, or nothing (the value was not wanted). */
typedef enum ValKind { V_NONE, V_TEMP, V_CONST } ValKind;
typedef struct Val {
    ValKind kind;
    int t;           /* V_TEMP: the temporary's number */
    const char *c;   /* V_TEMP: its name; V_CONST: a C expression that needs
                        no release. In the emitter's arena (or a literal). */
    bool num;        /* holds a Number (numeric.c): a V_TEMP is freed
                        without a release */
    const char *i32; /* non-NULL: a V_CONST Number whose value is this C
                        int32_t expression (a bitwise operator's result
                        i32_N, a uint32 when u32; an int32 literal or
                        binding), which another bitwise operator or a
                        typed array index reads as it is */
    bool u32;
    bool walk;       /* a V_TEMP read from a structure (a call argument
                        `f(node.left)`): freed with a quiet drop
                        (scr_clear_walk, scr.h) */
    const char *d;   /* non-NULL: a V_CONST Number whose value is this C
                        double expression (d_N, a literal, an unboxed
                        binding): arithmetic reads it without unboxing.
                        Like i32, it names nothing that changes before
                        the Val is used. */
} Val;

typedef enum CtlKind { CTL_LOOP, CTL_SWITCH, CTL_BLOCK, CTL_ITER, CTL_FINALLY, CTL_TEMP } CtlKind;

typedef struct PendingJump {
    int target;        /* control index to leave down to (exclusive), or -1 */
    const char *label; /* where to go once there (arena) */
} PendingJump;

typedef struct Ctl {
    CtlKind kind;
    const char **labels; /* JS labels naming this statement (borrowed) */
    int nlabels;
    const char *brk, *cont; /* C labels of break and continue (arena) */
    int iter;          /* CTL_ITER: the ScrIter number */
    bool async_iter;   /* for await: close with scr_iter_close_async */
    int tmp, tmp2;     /* temporaries to clear on exit, or -1 */
    const char *outer_handler; /* the handler outside this statement */
    int fin;           /* CTL_FINALLY: its number (comp<N>, exc<N>) */
    PendingJump *jumps;
    int njumps;
} Ctl;

/* A property access or global read whose cache a fast path guards
 * (emit_fast.c, "numeric fast paths"): the cache numbers its get and set
 * (a global read site for an identifier) use, or -1 until given. */
typedef struct IcPin {
    const Node *n;
    int get, set;
} IcPin;

/* The most element views the loops around one statement hold. */
#define VIEW_MAX 16

typedef struct FnEmit {
    Emitter *em;
    FuncInfo *fi;
    Module *mod;
    const SourceFile *sf;
    Buf body;
    Buf handlers;      /* out-of-line exception paths, emitted at the end */
    int indent;
    int ntemps;
    uint8_t *live;     /* live[t] for t in 1..ntemps */
    int livecap;
    uint8_t **regions; /* open try regions: temps allocated inside each */
    int nregions;
    int nlabels;
    int niters;
    int nint32;        /* the int32_t variables i32_1 .. i32_<nint32> */
    int ndbl;          /* the double variables d_1 .. d_<ndbl> */
    int nslot;         /* the slot pointers sp_1 .. sp_<nslot> of fast regions */
    int neref;         /* the ScrElemRef er_1 .. er_<neref> of element updates */
    int nfin;
    /* The control stack, innermost last. Each entry is allocated on its own
     * so that a Ctl pointer stays valid while deeper entries are pushed. */
    Ctl **ctl;
    int nctl, ctlcap;
    /* Labels of the loop or switch about to be emitted (emit_labeled hands
     * them to the statement's control entry); NULL otherwise. */
    const char **pending_labels;
    int npending_labels;
    const char *handler; /* the current exception target (a C label) */
    char **capnames;   /* C names of the captured boxes, per capture slot */
    char **names;      /* local C names in use */
    int nnames, namecap;
    StrSet nameset;    /* the same names, for lookups */
    int last_line, last_col; /* the last SCR_POS emitted (0 = unknown) */
    int last_dir_line;
    /* out()'s joining of a step's statements onto one line: where the
     * last line starts, its indent, whether it may take more, and whether
     * the last thing written was a #line directive. */
    size_t line_start, prev_start; /* prev_start: the line before, if out() wrote it */
    int line_indent, prev_indent;
    bool line_open, dir_open;
    bool is_module;
    bool cold;         /* a module body compiled without optimisation (emit_function) */
    bool num;          /* the C entry of FuncInfo.num_entry: C parameters a0,
                          a1, ..., a C number result (ret_n) */
    bool leaf;         /* ... of a numeric leaf (FuncInfo.num_leaf): no frame */
    bool walk_step;    /* write_binding: the value written is a structure
                          read (`n = n.next`), see scr_release_walk */
    /* A loop `while (n.next) n = n.next;` being emitted (emit_fast.c,
     * walk_plan): the test's read, the local it steps and the loop's top
     * label; the test's fast branch then takes the step itself. */
    const Node *walk_read;
    Binding *walk_b;
    const char *walk_top;
    bool suspends;     /* async or generator body (or a module with top-level
                          await): catch/finally filter the internal tokens */
    /* Loops being emitted, and the offsets in body where the outermost
     * ones start and end (pairs): the hot ranges a lean function keeps
     * inline (lean_rewrite). */
    int loops;
    size_t *hot;
    int nhot, hotcap;
    IcPin *pins;       /* caches chosen ahead for the fast paths' guards */
    int npins, pincap;
    int no_fast;       /* >0 while emitting a fast path's ordinary twin */
    struct FastRegion *region; /* the fast region being emitted (emit_fast.c), or NULL */
    /* Element views (emit_fast.c, views_open): the ScrTaView variables
     * tv_1 .. tv_<nview>, and the bindings the loops being emitted hold
     * one of (tv_<view_id[i]> for view_b[i]). */
    int nview;
    Binding *view_b[VIEW_MAX];
    int view_id[VIEW_MAX];
    int nviews;
    /* String views (emit_fast.c, views_open): the ScrStrView variables
     * sv_1 .. sv_<nsview>, the bindings the loops being emitted hold one
     * of (sv_<sview_id[i]> for sview_b[i]), and how many of those loops
     * are open: while any is, a direct call bumps the code epoch after it
     * returns (scr.h, ScrStrView). */
    int nsview;
    Binding *sview_b[VIEW_MAX];
    int sview_id[VIEW_MAX];
    int nsviews;
    int sview_loops;
    /* The loop whose regions hold hoisted guards (emit_fast.c,
     * hoist_open) and its body's statements; NULL when none. hg_1 ..
     * hg_<nhoist> record the epochs the guards passed at. */
    const Node *hoist_loop;
    NodeList *hoist_body;
    int nhoist;
    const Node *destructure_src; /* the value's source node for error messages */
    bool destructure_nested;     /* inside a pattern: no coercibility message */
} FnEmit;

/* emit_util.c */
void out(FnEmit *F, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Lean code (docs/cli.md): a function with at least LEAN_MIN_SITES calls
 * of the inline helpers outside its loops calls their out-of-line twins
 * there instead. A count of calls, not of C text: a three-line method's C
 * is often over a kilobyte and holds five helper calls, while what clang
 * spends its time on is the inlined helpers. hot_enter/hot_leave bracket
 * a loop's emission. */
#define LEAN_MIN_SITES 16
void hot_enter(FnEmit *F);
void hot_leave(FnEmit *F);
/* Rewrites o's text from `base` on: outside the hot ranges (offsets into
 * that text, pairs), outside C comments and literals, each inline helper's
 * name becomes its twin's. */
void lean_rewrite(Buf *o, size_t base, const size_t *hot, int nhot);
int lean_sites(const Buf *body, const size_t *hot, int nhot);
void out_label(FnEmit *F, const char *label);
void out_label_stmt(FnEmit *F, const char *label, const char *stmt);
/* `else {`, on the line of the `}` it follows. */
void out_else(FnEmit *F);
void close_brace(FnEmit *F);
void out_pos(FnEmit *F, const Node *n);
void out_line_directive(FnEmit *F, const Node *n);
int tmp_new(FnEmit *F);
void tmp_free(FnEmit *F, int t);
/* A numeric entry's or leaf's result v (consumed) into its C result variable
 * (emit_func.c). */
void emit_num_result(FnEmit *F, Val *v);
Val val_none(void);
/* Strings the emitter hands out live in its arena until the program's C
 * is written (emit.h, Emitter.strs); these format into it. */
const char *fstr(FnEmit *F, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *estr(Emitter *E, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
Val val_const(FnEmit *F, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
Val val_temp(FnEmit *F, int t);
/* A temporary that holds a Number: freed without a release. */
Val val_num_temp(FnEmit *F, int t);
const char *val_s(const Val *v); /* the C expression (valid with the arena) */
/* A Number Val held by the C double variable d_<k>, or by the int32_t
 * variable i32_<k> (a uint32 when u32). */
Val val_dbl(FnEmit *F, int k);
Val val_int32(FnEmit *F, int k, bool u32);
/* The C double expression of a Val known to hold a Number. */
const char *num_of(FnEmit *F, const Val *v);
void val_free(FnEmit *F, Val *v);
Val val_own(FnEmit *F, Val v);   /* a temp holding an owned copy */
int new_label(FnEmit *F);
int const_u16(Emitter *E, const uint16_t *s, uint32_t len);
int const_utf8(Emitter *E, const char *s);
const char *kstr(Emitter *E, int k); /* "k[3] /\* "x" *\/" (in the arena) */
const char *katom(Emitter *E, const char *s);
const char *comment_text(Emitter *E, const char *s); /* safe in a C comment */
char *c_string_literal(const char *s, size_t len);
/* Writes text as C string literals, one per line of it, each indented by
 * four spaces and ended by a newline ("" for empty text): the initializer
 * of a char array holding a file. */
void emit_text_lines(Buf *o, const char *t, size_t len);
char *node_source(const FnEmit *F, const Node *n); /* the node's source text */
char *unique_local(FnEmit *F, const char *base);
char *unique_global(Emitter *E, const char *base);
/* C identifiers from JS names (emit_util.c): malloc'ed, at most
 * SANITIZE_MAX characters, the same for the same name; see there. */
enum { SANITIZE_MAX = 64, SANITIZE_PREFIX = 40 };
char *sanitize_ident(const char *name);
void emit_fail(FnEmit *F, const Node *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void region_push(FnEmit *F);
uint8_t *region_pop(FnEmit *F); /* caller frees */
void out_clear_region(FnEmit *F, const uint8_t *reg);

/* emit_expr.c */
Val emit_expr(FnEmit *F, Node *n, bool want);
/* The C string literal naming an iterable in "x is not iterable" as V8
 * prints it: a call or a `new` as "f is not a function or its return
 * value" (V8's hint that the call may be what failed), anything else as
 * its callee printer renders it (emit_expr.c). */
char *iter_what(FnEmit *F, const Node *n);
void emit_discard(FnEmit *F, Node *n);
/* Evaluates n as a condition into the C int `r`. */
void emit_cond(FnEmit *F, Node *n);
Val emit_named(FnEmit *F, Node *n, const char *name, Val *name_val);
const char *binding_slot(FnEmit *F, Binding *b);
const char *binding_box(FnEmit *F, Binding *b);
Val read_binding(FnEmit *F, Binding *b, const Node *at);
/* Stores v into b; `init` for declarations (no TDZ or const check).
 * Consumes v when !keep. */
void write_binding(FnEmit *F, Binding *b, Val *v, bool init, bool keep, const Node *at);
Binding *ident_binding(FnEmit *F, const Node *id);
/* Declares `extern ScrValue name;` once in the unit being written (a
 * static of another module, or one of this module's in another unit). */
void emit_extern(Emitter *E, const char *name);
/* Notes that the unit being written defines or names the C function
 * `name` (a split module's unit declares only those). */
void emit_fnref(Emitter *E, const char *name);
/* The modules the first import() of module `target` evaluates (its static
 * dependencies the entry's imports do not reach, then itself), as positions
 * in the program's module table; *chain is malloc'ed. Returns the count (0
 * when the target runs at startup). */
int program_import_chain(const Program *p, int target, int **chain);
void goto_handler(FnEmit *F);
/* A number literal's Val: boxed constant, C double and, for an int32, C int32. */
Val num_literal(FnEmit *F, double d);
/* `this` of a derived constructor (in its dead zone until super() returns). */
bool is_derived_this(Binding *b);
/* Whether x reads a value out of a structure or another binding: a
 * property or element, a binding, or a choice between such reads (the
 * writes of walk locals, emit_func.c). */
bool structure_read(FnEmit *F, const Node *x);
/* Whether reads of b may borrow its C variable instead of copying it. */
bool can_borrow(FnEmit *F, Binding *b);
/* The this, new.target or self binding of the innermost non-arrow function. */
Binding *nonarrow_special(FnEmit *F, BindKind k);
/* Whether property access m gets an inline cache (a plain name). */
bool ic_worthy(const Node *m);
/* The pin of node n (a cache chosen ahead for a fast path), or NULL; `make` adds one. */
IcPin *pin_of(FnEmit *F, const Node *n, bool make);
/* The cache the get (set) of property access m uses, chosen now for a fast path. */
int pin_ic(FnEmit *F, const Node *m, bool set);
/* Whether m is `o.length` (read through scr_get_length). */
bool is_length(const Node *m);
/* The C operator for an arithmetic operator on two Numbers, or NULL. */
const char *c_arith(int op);
bool bitwise_op(int op);
const char *int32_op_c(FnEmit *F, int op, const char *x, const char *y);
/* A `%` by an int32 literal above 0: that literal, else 0. */
int32_t const_divisor(int op, const Node *rhs);
/* Closes a fast path's branch and emits the ordinary comparison n as its else. */
void emit_compare_otherwise(FnEmit *F, Node *n);
/* `x++`, `--x` and the like (the ordinary code of a fast update). */
Val emit_update(FnEmit *F, Node *n, bool want);
/* `x = e` and `x op= e` (the ordinary code of a fast store). */
Val emit_assign(FnEmit *F, Node *n, bool want);

/* emit_fast.c */
/* Emits n with a fast path when it can take one: true with *result set. */
bool emit_fast_expr(FnEmit *F, Node *n, Val *result);
/* Whether to try a fast path for a comparison of a and b. */
bool fast_wanted2(FnEmit *F, const Node *a, const Node *b);
/* The C double expression of n (a fast path's), adding its guards to g. */
const char *fast_c(FnEmit *F, Node *n, Buf *g);
bool emit_fast_int32(FnEmit *F, Node *n, Val *result);
bool emit_fast_elem_update(FnEmit *F, Node *n);
/* `--emit=c` marks each fast path with its source. */
void fast_comment(FnEmit *F, const Node *n);
/* A comparison with a chain of property reads, through their caches, into r; false if none. */
bool emit_peek_compare(FnEmit *F, Node *n);
/* The truth of a chain of property reads, through their caches, into r; false if none. */
bool emit_peek_truth(FnEmit *F, Node *cond);
void walk_plan(FnEmit *F, Node *test, Node *body, const char *top);
/* `o.p = e` or `o.p op= e` as a statement, through the caches; true when emitted. */
bool emit_fast_store(FnEmit *F, Node *n);
/* `x op= e` as a statement on a local that is not unboxed; true when emitted. */
bool emit_fast_local_update(FnEmit *F, Node *n);
/* `o.p++` or `o.p--` as a statement, through the caches; true when emitted. */
bool emit_fast_update(FnEmit *F, Node *n);
/* Statements of l from `from` as a fast region under one guard: how many (0: none). */
int emit_fast_region(FnEmit *F, NodeList *l, int from);
/* Before loop n: takes an element view of each binding n indexes that
 * can hold one (emit_fast.c, "element views"), and a string view of each
 * binding whose length or charCodeAt it reads ("string views"). Returns
 * what views_close takes after the loop. */
typedef struct ViewMark {
    int views, sviews, sview_loops;
} ViewMark;
ViewMark views_open(FnEmit *F, const Node *loop);
/* Hoisted region guards (emit_fast.c): hoist_open, just before a loop's
 * first test, decides whether the loop's regions may hold guards across
 * iterations (and then bumps the code epoch); hoist_close restores what
 * the enclosing loop had. hoist_stores: whether statement s stores to a
 * property, after which emit_stmts bumps the epoch in such a loop. */
typedef struct HoistMark {
    const Node *loop;
    NodeList *body;
} HoistMark;
HoistMark hoist_open(FnEmit *F, const Node *loop, const Node *test, const Node *update, Node *body);
void hoist_close(FnEmit *F, HoistMark m);
bool hoist_stores(const Node *s);
void views_close(FnEmit *F, ViewMark mark);
/* The number N of the view tv_N the enclosing loops hold of obj's binding,
 * or 0. */
int view_of(FnEmit *F, const Node *obj);
/* The number N of the string view sv_N the enclosing loops hold of obj's
 * binding, or 0. */
int sview_of(FnEmit *F, const Node *obj);

/* emit_pattern.c: destructuring. Assigns v (borrowed) to the target. */
void emit_bind_pattern(FnEmit *F, Node *target, Val *v, bool init);

/* emit_stmt.c */
void emit_stmt(FnEmit *F, Node *n);
void emit_stmts(FnEmit *F, NodeList *l);
void emit_scope_entry(FnEmit *F, Scope *s, NodeList *stmts);
void emit_jump(FnEmit *F, int target, const char *label);

/* emit_func.c */
Val emit_closure(FnEmit *F, FuncInfo *g, Val *name, const Node *class_node);
void emit_function(Emitter *E, FuncInfo *fi);
Val emit_class(FnEmit *F, Node *cls, const char *name);
void assign_cnames(Emitter *E, FuncInfo *fi);
/* The `length` of a function's object. */
int fn_length(const FuncInfo *g);
/* The SCR_FN_* flags expression for a function's object. */
const char *fn_flags_str(const FuncInfo *g);

#endif
