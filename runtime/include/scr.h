/* scr.h - the interface between generated C and libscr. It is the only
 * header generated code includes. It owns the value encoding, the cell
 * headers and reference counting (inline, because generated code does it on
 * every temporary), and declares every runtime entry point generated code
 * may call.
 *
 * Conventions (see docs/architecture.md):
 *  - Arguments are borrowed; returned ScrValues are owned by the caller.
 *    A function whose name ends in `_take` consumes the argument so named.
 *  - A function that can throw returns SCR_EXCEPTION (or -1 where it returns
 *    int) and leaves the thrown value pending in the runtime; the caller
 *    either handles it (scr_exception_take) or returns SCR_EXCEPTION too.
 *  - No setjmp/longjmp anywhere. */
#ifndef SCR_H
#define SCR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------
 * Values: 64-bit NaN boxing.
 *
 * A value whose top 16 bits are at most 0xFFF8 is an IEEE double (every NaN
 * is canonicalised to 0x7FF8000000000000 on the way in, so no double uses
 * the tags above). Otherwise the top 16 bits are a tag:
 *   0xFFF9  special constants (low bits: SCR_SPECIAL_*)
 *   0xFFFA  a small BigInt: a signed 48-bit two's-complement payload in
 *           [-2^47, 2^47 - 1] (larger BigInts are SCR_KIND_BIGINT cells;
 *           a value that fits is always small, so equal small BigInts
 *           have equal bits)
 *   0xFFFC  pointer to a heap cell (low 48 bits)
 * ---------------------------------------------------------------------- */
/* The hottest helpers (reference counts, inline-cached property access,
 * truthiness) are forced inline in optimised code. At -O0 (the quick tier,
 * `scr build --quick`) they stay calls: -O0 gives every inlined local its
 * own stack slot, and ASan gives each slot redzones, so a generated function
 * that reads a hundred properties would need a frame of ~90 KB and a
 * recursive-descent parser would overflow its stack after 20 calls. */
#ifdef __OPTIMIZE__
#define SCR_HOT_INLINE static inline __attribute__((always_inline))
#else
#define SCR_HOT_INLINE static inline
#endif

typedef uint64_t ScrValue;

#define SCR_TAG_SPECIAL 0xFFF9ull
#define SCR_TAG_BIGINT 0xFFFAull
#define SCR_TAG_CELL 0xFFFCull
#define SCR_MAKE(tag, low) (((uint64_t)(tag) << 48) | (uint64_t)(low))

#define SCR_UNDEFINED SCR_MAKE(SCR_TAG_SPECIAL, 0)
#define SCR_NULL SCR_MAKE(SCR_TAG_SPECIAL, 1)
#define SCR_FALSE SCR_MAKE(SCR_TAG_SPECIAL, 2)
#define SCR_TRUE SCR_MAKE(SCR_TAG_SPECIAL, 3)
/* A let/const/class binding before its declaration ran (temporal dead zone). */
#define SCR_UNINIT SCR_MAKE(SCR_TAG_SPECIAL, 4)
/* A missing element of a sparse array; never visible to JS code. */
#define SCR_HOLE SCR_MAKE(SCR_TAG_SPECIAL, 5)
/* Returned by any function that threw; the thrown value is pending. */
#define SCR_EXCEPTION SCR_MAKE(SCR_TAG_SPECIAL, 6)

#define SCR_CANONICAL_NAN 0x7FF8000000000000ull

static inline uint64_t scr_tag(ScrValue v) { return v >> 48; }
static inline bool scr_is_number(ScrValue v) { return (v >> 48) <= 0xFFF8u; }
static inline bool scr_is_cell(ScrValue v) { return (v >> 48) == SCR_TAG_CELL; }
static inline bool scr_is_undefined(ScrValue v) { return v == SCR_UNDEFINED; }
static inline bool scr_is_null(ScrValue v) { return v == SCR_NULL; }
static inline bool scr_is_nullish(ScrValue v) { return v == SCR_UNDEFINED || v == SCR_NULL; }
static inline bool scr_is_bool(ScrValue v) { return v == SCR_TRUE || v == SCR_FALSE; }
static inline bool scr_is_exception(ScrValue v) { return v == SCR_EXCEPTION; }
static inline bool scr_is_uninit(ScrValue v) { return v == SCR_UNINIT; }

static inline double scr_as_number(ScrValue v) {
    double d;
    __builtin_memcpy(&d, &v, sizeof d);
    return d;
}
static inline ScrValue scr_number(double d) {
    ScrValue v;
    if (d != d) return SCR_CANONICAL_NAN;
    __builtin_memcpy(&v, &d, sizeof v);
    return v;
}
static inline ScrValue scr_bool(bool b) { return b ? SCR_TRUE : SCR_FALSE; }
/* A Number from an int32 or a uint32 (never NaN: no canonicalisation). */
static inline ScrValue scr_int32(int32_t i) {
    double d = (double)i;
    ScrValue v;
    __builtin_memcpy(&v, &d, sizeof v);
    return v;
}
static inline ScrValue scr_uint32(uint32_t u) {
    double d = (double)u;
    ScrValue v;
    __builtin_memcpy(&v, &d, sizeof v);
    return v;
}

/* ------------------------------------------------------------------------
 * Cells. Every heap cell starts with ScrCell. Kinds that can hold references
 * to other cycle-capable cells start with ScrGcHeader instead (whose first
 * member is the ScrCell), and set SCR_CELL_CYCLE in flags.
 * ---------------------------------------------------------------------- */
typedef enum ScrKind {
    SCR_KIND_STRING = 1, /* ScrString: immutable UTF-16, no references */
    SCR_KIND_SYMBOL,     /* ScrSymbol: holds its description string only */
    SCR_KIND_OBJECT,     /* ScrObject and its classes: cycle-capable */
    SCR_KIND_BOX,        /* ScrBox: one captured binding, cycle-capable */
    SCR_KIND_ACCESSOR,   /* runtime-internal getter/setter pair, cycle-capable */
    SCR_KIND_BIGINT,     /* ScrBigInt (core/bigint.h): limbs, no references */
    SCR_KIND__COUNT
} ScrKind;

enum {
    SCR_CELL_CYCLE = 1 << 0,    /* starts with ScrGcHeader */
    SCR_CELL_REGION = 1 << 1,   /* lives in a LifetimeRegion chunk */
    SCR_CELL_IMMORTAL = 1 << 2, /* never freed (static atoms); rc ignored */
    SCR_CELL_ATOM = 1 << 3,     /* an interned string: two distinct atoms differ */
    SCR_CELL_POOL = 1 << 4,     /* from the small-cell free lists (memory/pool.h) */
    /* An ScrObject whose references are exactly its slots and its
     * [[Prototype]] (a plain object): the collector walks it inline. */
    SCR_CELL_PLAIN = 1 << 5,
};

typedef struct ScrCell {
    uint32_t rc;     /* reference count; the cell is freed when it reaches 0 */
    uint8_t kind;    /* ScrKind */
    uint8_t flags;   /* SCR_CELL_* */
    uint16_t aux;    /* kind-specific: the class id for objects */
} ScrCell;

/* The cycle header. The collector (gc.c) owns every field after `cell`. */
typedef struct ScrGcHeader {
    ScrCell cell;
    uint32_t gc_flags;             /* colour, buffered bit */
    uint32_t gc_aux;               /* collector scratch (trial counts) */
    struct ScrGcHeader *gc_prev;   /* all-cycle-cells list, or candidates */
    struct ScrGcHeader *gc_next;
} ScrGcHeader;

static inline ScrCell *scr_as_cell(ScrValue v) {
    return (ScrCell *)(uintptr_t)(v & 0x0000FFFFFFFFFFFFull);
}
static inline ScrValue scr_from_cell(const void *c) {
    return SCR_MAKE(SCR_TAG_CELL, (uintptr_t)c);
}
static inline int scr_cell_kind(ScrValue v) {
    return scr_is_cell(v) ? scr_as_cell(v)->kind : 0;
}
static inline bool scr_is_string(ScrValue v) { return scr_cell_kind(v) == SCR_KIND_STRING; }
static inline bool scr_is_symbol(ScrValue v) { return scr_cell_kind(v) == SCR_KIND_SYMBOL; }
static inline bool scr_is_object(ScrValue v) { return scr_cell_kind(v) == SCR_KIND_OBJECT; }

/* A string cell (core/str.c owns it; the layout is here so that generated
 * code reads a string's length and code units inline): an immutable
 * sequence of UTF-16 code units. */
typedef struct ScrString {
    ScrCell cell;       /* kind SCR_KIND_STRING; never cycle-capable */
    uint32_t len;       /* length in UTF-16 code units */
    uint32_t hash;      /* valid when has_hash */
    uint8_t has_hash;
    uint8_t is_atom;    /* in the atom table; removed from it when freed */
    uint8_t is_index;   /* 1 if the content is a canonical array index (cached
                           when has_hash: "0".."4294967294") */
    uint8_t pad;
    uint32_t index;     /* the index value, valid when is_index */
    struct ScrString *atom_next; /* atom table chain */
    uint16_t data[];    /* len code units, not NUL-terminated */
} ScrString;

static inline ScrString *scr_str(ScrValue v) { return (ScrString *)scr_as_cell(v); }

/* BigInts: small ones live in the value (tag 0xFFFA), the others are
 * SCR_KIND_BIGINT cells (core/bigint.h). */
#define SCR_SMALL_BIGINT_MAX ((int64_t)(((uint64_t)1 << 47) - 1))
#define SCR_SMALL_BIGINT_MIN (-SCR_SMALL_BIGINT_MAX - 1)
static inline bool scr_is_small_bigint(ScrValue v) { return (v >> 48) == SCR_TAG_BIGINT; }
static inline bool scr_is_bigint(ScrValue v) {
    return scr_is_small_bigint(v) || scr_cell_kind(v) == SCR_KIND_BIGINT;
}
/* i must lie in [SCR_SMALL_BIGINT_MIN, SCR_SMALL_BIGINT_MAX]. */
static inline ScrValue scr_small_bigint(int64_t i) {
    return SCR_MAKE(SCR_TAG_BIGINT, (uint64_t)i & 0x0000FFFFFFFFFFFFull);
}
static inline int64_t scr_small_bigint_value(ScrValue v) { return (int64_t)(v << 16) >> 16; }

/* Frees a cell whose count reached zero (through the pending list, never
 * recursively). */
void scr__free_cell(ScrCell *c);
/* Called when the count of a cycle-capable cell drops but stays above zero:
 * buffers it as a cycle-collector candidate. */
void scr__possible_root(ScrCell *c);

/* Returns v with one more reference (v itself, for chaining). */
static inline ScrValue scr_dup(ScrValue v) {
    if (scr_is_cell(v)) scr_as_cell(v)->rc++;
    return v;
}
/* gc_flags of a buffered candidate as scr_release tests them: buffered,
 * purple and not held by a pass (gc.c checks these against gc.h). */
#define SCR__GC_ROOT_MASK 0x17u
#define SCR__GC_ROOT_BUFFERED 0x07u
/* scr_release's inline test: a drop that leaves the count above zero
 * has nothing to record for a cell that is a buffered candidate already
 * (buffered and purple: 0x07) or held by a pass (0x10, with any colour),
 * unless it lives in a region (0x20: region.c hears of every drop while a
 * released region is kept). Those are exactly the values of
 * flags & SCR__GC_SKIP_MASK in [0x07, 0x20), hence one unsigned compare. */
#define SCR__GC_SKIP_MASK 0x37u
#define SCR__GC_SKIP_SPAN 0x19u

/* Released regions that a release check kept (region.c). While there are
 * none, a drop on a region cell has nothing to tell anyone: region cells
 * are not cycle candidates (gc.c). */
extern size_t scr__regions_kept_live;

/* What scr_release does after the decrement, out of line: frees a cell
 * whose count reached zero, or records a cycle-capable cell that stays as a
 * candidate for the cycle collector (memory/heap.c). */
void scr__release_rest(ScrCell *c);

/* Drops one reference to v. Inline only the decrement and the tests that
 * send the rest out of line: every release site in generated code expands
 * to this, so its size is much of what clang compiles. A cycle-capable
 * cell that is already a buffered candidate, or held by the collector's
 * teardown, has nothing to record (scr__release_rest would return at
 * once): reading a tree's nodes over and over, and tearing a garbage
 * tree down, make no call. */
SCR_HOT_INLINE void scr_release(ScrValue v) {
    if (scr_is_cell(v)) {
        ScrCell *c = scr_as_cell(v);
        if (--c->rc == 0 ||
            ((c->flags & SCR_CELL_CYCLE) &&
             (((ScrGcHeader *)c)->gc_flags & SCR__GC_SKIP_MASK) - SCR__GC_ROOT_BUFFERED >=
                 SCR__GC_SKIP_SPAN))
            scr__release_rest(c);
    }
}
/* scr_release for a local that walks a structure, dropping the node it
 * steps away from (`n = n.left`, `p = n`; emit_func.c, walk locals): that
 * node is almost always still linked into the structure, so a count that
 * stays above zero is not recorded as a cycle candidate, and an old node
 * stays old, out of young passes (docs/collector.md, "Generations"). A
 * garbage cycle that the walk let go of, and that no candidate reaches,
 * waits for the next full pass. Region cells (their release checks are
 * told of every drop), and every cell while a released region is kept
 * alive, are released as by scr_release. */
SCR_HOT_INLINE void scr_release_walk(ScrValue v) {
#ifdef SCR_MUTATION_WALK_BUFFERS
    /* Mutation (scripts/mutations): a walk's drop records a candidate and
     * makes an old cell young, as scr_release does. */
    scr_release(v);
    return;
#endif
    if (scr_is_cell(v)) {
        ScrCell *c = scr_as_cell(v);
        if (--c->rc == 0 ||
            ((c->flags & SCR_CELL_CYCLE) && ((c->flags & SCR_CELL_REGION) || scr__regions_kept_live) &&
             (((ScrGcHeader *)c)->gc_flags & SCR__GC_SKIP_MASK) - SCR__GC_ROOT_BUFFERED >= SCR__GC_SKIP_SPAN))
            scr__release_rest(c);
    }
}

/* scr_clear with scr_release_walk's quiet drop: for a temporary that held
 * a value read from a structure (a call's argument `f(node.left)`), which
 * is almost always still linked in when the temporary goes. */
SCR_HOT_INLINE void scr_clear_walk(ScrValue *slot) {
    ScrValue v = *slot;
    *slot = SCR_UNDEFINED;
    scr_release_walk(v);
}
/* Releases *slot and sets it to undefined (generated cleanup uses this). */
SCR_HOT_INLINE void scr_clear(ScrValue *slot) {
    ScrValue v = *slot;
    *slot = SCR_UNDEFINED;
    scr_release(v);
}

/* ------------------------------------------------------------------------
 * Boxes: a heap cell holding one binding that a closure captures.
 * ---------------------------------------------------------------------- */
typedef struct ScrBox {
    ScrGcHeader gc;
    ScrValue value; /* owned; SCR_UNINIT while in the temporal dead zone */
} ScrBox;

/* Returns a new box (count 1) holding `init_take`. Never throws (the
 * out-of-memory path aborts with a message). */
ScrBox *scr_box_new_take(ScrValue init_take);
static inline void scr_box_release(ScrBox *b) {
    if (b) scr_release(scr_from_cell(b));
}
static inline ScrBox *scr_box_dup(ScrBox *b) {
    scr_dup(scr_from_cell(b));
    return b;
}

/* ------------------------------------------------------------------------
 * Functions. Every JS function compiles to one ScrCode. `func` is the
 * function object being called (its boxes hold the captured bindings),
 * argv[0..argc) are borrowed, new_target is SCR_UNDEFINED for a plain call.
 * ---------------------------------------------------------------------- */
typedef ScrValue (*ScrCode)(ScrValue func, ScrValue this_val, int argc,
                            ScrValue *argv, ScrValue new_target);
/* The type of such a function, so that generated C declares several in one
 * line: `static ScrJsFunction js_f_L1, js_g_L9;`. */
typedef ScrValue ScrJsFunction(ScrValue func, ScrValue this_val, int argc, ScrValue *argv, ScrValue new_target);

enum {
    SCR_FN_CONSTRUCTOR = 1 << 0, /* may be called with new (plain functions) */
    SCR_FN_ARROW = 1 << 1,       /* no own this/arguments/new.target */
    SCR_FN_METHOD = 1 << 2,      /* method or accessor: not a constructor */
    SCR_FN_CLASS = 1 << 3,       /* class constructor: throws without new */
    SCR_FN_DERIVED = 1 << 4,     /* class constructor with extends */
    SCR_FN_ASYNC = 1 << 5,
    SCR_FN_GENERATOR = 1 << 6,
};

/* Returns a new function object running `code`, with `name` (a string
 * value or a symbol key, named as scr_function_name_for_key does; borrowed)
 * and `length`, room for `nboxes` captured boxes (all NULL
 * until set by scr_function_set_box) and flags SCR_FN_*. A function with
 * SCR_FN_CONSTRUCTOR or SCR_FN_CLASS gets a fresh `prototype` object. */
ScrValue scr_function_new(ScrCode code, ScrValue name, int length, int nboxes,
                          int flags);
/* Stores box `b` (a new reference is taken) in slot i of function f. */
void scr_function_set_box(ScrValue f, int i, ScrBox *b);
/* Sets the home object used by `super.x` inside f (a new reference is taken). */
void scr_function_set_home(ScrValue f, ScrValue home);
/* Returns f's home object (borrowed). */
ScrValue scr_function_home(ScrValue f);
/* Sets a class constructor's instance-field initialiser: a function called
 * with `this` = the new instance right after super() returns (derived) or
 * on entry (base). A new reference is taken. */
void scr_function_set_fields_init(ScrValue ctor, ScrValue init);
/* Runs ctor's field initialiser on `this_val`; 0, or -1 on exception. */
int scr_run_fields_init(ScrValue ctor, ScrValue this_val);
/* SetFunctionName's name for a property key (borrowed): the string itself,
 * "[desc]" for a symbol (or "" without a description), with `prefix`
 * ("get", "set") and a space in front when not NULL. Owned string. */
ScrValue scr_function_name_for_key(ScrValue key, const char *prefix);
/* Records f's source text for Function.prototype.toString: bytes
 * [start, end) of source `file` of the program (the class text for a class
 * constructor, the method text without `static` for a method). */
void scr_function_set_source(ScrValue f, uint32_t file, uint32_t start, uint32_t end);
/* scr_function_new and scr_function_set_source in one call (emitted.c): a
 * closure's creation is one statement of generated C. */
ScrValue scr_function_new_at(ScrCode code, ScrValue name, int length, int nboxes, int flags, uint32_t file,
                             uint32_t start, uint32_t end);
/* A native function (same calling convention), e.g. for built-ins. */
ScrValue scr_native_new(ScrCode code, const char *name, int length);

/* scr_call (below, with the layout of functions) for anything but a
 * compiled or native function that is not a class constructor: bound
 * functions, proxies, a class constructor's TypeError, "what is not a
 * function". */
ScrValue scr__call_other(ScrValue f, ScrValue this_val, int argc, ScrValue *argv, const char *what);
/* As scr_call, with the arguments taken from array `args` (spread calls). */
ScrValue scr_call_array(ScrValue f, ScrValue this_val, ScrValue args,
                        const char *what);
/* Evaluates `new f(...argv)`; `what` as for scr_call ("x is not a constructor"). */
ScrValue scr_new(ScrValue f, int argc, ScrValue *argv, const char *what);
ScrValue scr_new_array(ScrValue f, ScrValue args, const char *what);
/* super(...args) inside a derived constructor `func` with new_target:
 * constructs with func's parent class and returns the new `this`. */
ScrValue scr_super_call(ScrValue func, ScrValue new_target, int argc,
                        ScrValue *argv);
ScrValue scr_super_call_array(ScrValue func, ScrValue new_target, ScrValue args);
/* Reads super[key] for a method whose home object is `home`, with receiver this. */
ScrValue scr_super_get(ScrValue home, ScrValue key, ScrValue this_val);
int scr_super_set(ScrValue home, ScrValue key, ScrValue val, ScrValue this_val);

/* For a base class constructor called with new: creates the instance whose
 * prototype is new_target.prototype. */
ScrValue scr_construct_this(ScrValue new_target);
/* The same with room in the instance for `slots` properties (the compiler's
 * count of the keys the constructor adds to `this`, and its class's
 * fields), so that they need no separate array; at most SCR_CTOR_SLOTS_MAX
 * count. */
#define SCR_CTOR_SLOTS_MAX 16
ScrValue scr_construct_this_n(ScrValue new_target, uint32_t slots);
/* Throws "Class constructor X cannot be invoked without 'new'". */
ScrValue scr_throw_class_call(ScrValue func);
/* Derived constructors: checks the result of the constructor body.
 * `result` and `this_val` borrowed; returns the object to return (owned). */
ScrValue scr_derived_result(ScrValue result, ScrValue this_val);
/* Throws "Must call super constructor in derived class before accessing
 * 'this' or returning from derived constructor". */
ScrValue scr_throw_this_uninit(void);
/* Throws "Super constructor may only be called once". */
ScrValue scr_throw_super_twice(void);

/* Classes: makes ctor's prototype inherit from parent.prototype and ctor
 * inherit from parent (parent may be SCR_NULL). Throws "Class extends value
 * X is not a constructor or null". 0 or -1. */
int scr_class_extends(ScrValue ctor, ScrValue parent);

/* The `arguments` object (unmapped: modules are strict). */
ScrValue scr_arguments_new(int argc, ScrValue *argv);
/* The rest parameter: a new array of argv[from..argc). */
ScrValue scr_rest_array(int argc, ScrValue *argv, int from);

/* ------------------------------------------------------------------------
 * Object and shape layouts, and property inline caches.
 *
 * These layouts belong to the runtime (object.h and shape.h document them);
 * they are here only so that the inline caches below can read them. A
 * shape is the immutable list of an object's own keys and their flags,
 * except for dictionary shapes, which change in place and therefore carry
 * the one id SCR_SHAPE_ID_DICT that no cache ever records.
 * ---------------------------------------------------------------------- */
typedef struct ScrShapeProp ScrShapeProp;
typedef struct ScrShape {
    uint64_t id;            /* unique and never reused; SCR_SHAPE_ID_DICT for dictionaries */
    uint32_t rc;
    uint32_t count;
    uint32_t cap;
    uint8_t dictionary;
    uint8_t pad[3];
    struct ScrShape *parent;
    ScrShapeProp *props;
    uint32_t *index;
    uint32_t index_size;
    struct ScrShape **kids;
    uint32_t nkids, kids_cap;
} ScrShape;
#define SCR_SHAPE_ID_DICT UINT64_MAX

typedef struct ScrObject {
    ScrGcHeader gc;     /* gc.cell.aux holds the class id (object.h) */
    ScrShape *shape;    /* owned; never NULL */
    ScrValue *slots;    /* shape's count values; accessor cells for accessors */
    uint32_t slot_cap;  /* allocated length of slots */
    uint8_t extensible; /* 0 after preventExtensions/freeze */
    uint8_t is_proto;   /* 1 once it has been some object's [[Prototype]] */
    uint8_t slots_inline; /* slots is not malloc'ed: in the cell, or in its region */
    uint8_t string_values; /* 1 for process.env: [[Set]] stores ToString(value) (object.h) */
    ScrValue proto;     /* owned: SCR_NULL or an object */
} ScrObject;

/* A compiled or native function (core/object.h's model, class
 * SCR_CLASS_FUNCTION; here so that a call from generated code is a class
 * test and an indirect call, and a captured box a load). */
typedef struct ScrFunction {
    ScrObject obj;
    ScrCode code;
    uint32_t flags;        /* SCR_FN_*, plus SCR_FN__NATIVE */
    int32_t magic;         /* a native's extra integer (shared C functions) */
    ScrValue home;         /* owned: home object for super, or undefined */
    ScrValue fields_init;  /* owned: class field initialiser, or undefined */
    ScrValue data;         /* owned: a native's extra value, or undefined */
    /* The function's source text, for Function.prototype.toString: bytes
     * [src_start, src_end) of the program's source src_file. Valid when
     * flags has SCR_FN__HAS_SOURCE (set by scr_function_set_source). */
    uint32_t src_file, src_start, src_end;
    int nboxes;
    ScrBox *boxes[];       /* owned, NULL until set */
} ScrFunction;
/* SCR_CLASS_FUNCTION of core/object.h (core/function.c checks). */
#define SCR__CLASS_FUNCTION 3

/* Returns slot i of function f (borrowed). */
static inline ScrBox *scr_function_box(ScrValue f, int i) { return ((ScrFunction *)scr_as_cell(f))->boxes[i]; }


/* One property access site's cache (a zero-initialised static of the
 * generated code). Every entry is checked against the object's current
 * state before use, so a stale cache only costs a miss:
 *  - own data property: shape_id is the receiver's shape, holder 0, and
 *    the value is slots[index];
 *  - data property of the receiver's prototype (gets only): the receiver's
 *    shape (which proves it has no own property of that key), the
 *    prototype itself (holder, compared with the receiver's [[Prototype]])
 *    and the prototype's shape (holder_shape_id);
 *  - data property further up the chain, or of a prototype with a
 *    dictionary shape (gets only): the receiver's shape, its
 *    [[Prototype]] (holder), holder_shape_id 0 (no shape has it) and the
 *    object that has the property (far): valid while no prototype
 *    anywhere changed its keys, flags or own prototype, or was freed,
 *    since (epoch == scr__proto_epoch), so that the receiver's shape and
 *    [[Prototype]] prove the rest of the chain (scr__ic_proto_slot);
 *  - adding a property (sets only): new_shape_id is the shape after the
 *    add, reached from shape_id by transition number kid, valid while the
 *    receiver's [[Prototype]] is holder and no prototype anywhere changed
 *    its keys or flags since (epoch == scr__proto_epoch). */
#define SCR_IC_POLY 8
typedef struct ScrPropCache {
    uint64_t shape_id;
    ScrValue holder;
    uint64_t holder_shape_id;
    uint64_t new_shape_id;
    uint64_t epoch;
    uint32_t index;
    uint32_t kid;
    ScrValue far; /* 0 unless the entry is a deep prototype hit */
    /* A get site that sees several shapes (one function handling several
     * kinds of node): own data properties of up to SCR_IC_POLY more
     * shapes, checked by the miss path before a full lookup. */
    uint64_t poly_id[SCR_IC_POLY];
    uint32_t poly_index[SCR_IC_POLY];
    uint32_t poly_next;
    /* 1 + the prototype hit that answered this site's last miss (0: none),
     * core/object.c's test of whether to make it the inline entry. */
    uint32_t last_hit;
    /* Properties found on prototypes, up to SCR_IC_PROTO_DEPTH levels
     * up, for several (receiver shape, prototype chain) pairs: a method
     * call whose receivers are instances of sibling classes, or a method
     * inherited from a grandparent class. Allocated by the miss path the
     * first time it is needed (core/object.c, proto_hit). */
    struct ScrProtoHits *protos;
} ScrPropCache;

/* The shape id a get site records for string primitive receivers
 * (`s.charCodeAt`, `s.slice`): no shape has it; holder is String.prototype,
 * holder_shape_id its shape, index the slot of the data property found
 * there (core/object.c, get_string_ic). */
#define SCR_IC_STRING_RECV (SCR_SHAPE_ID_DICT - 1)

/* Bumped whenever an object that is (or was) some object's prototype
 * gains, loses or reflags a property, changes its own prototype or is
 * freed. */
extern uint64_t scr__proto_epoch;

ScrValue scr__get_ic_miss(ScrValue obj, ScrValue key, ScrPropCache *c);
int scr__set_ic_miss(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c);

/* The slot that get site c proves for receiver o, an object of the
 * recorded shape without the key, when c holds a prototype hit; NULL
 * otherwise. The prototype's own shape first; then a deep hit, which the
 * epoch proves (a method that subclasses inherit from a base class). */
SCR_HOT_INLINE const ScrValue *scr__ic_proto_slot(const ScrObject *o, const ScrPropCache *c) {
    if (o->proto != c->holder) return NULL;
    const ScrObject *h = (const ScrObject *)scr_as_cell(c->holder);
    if (__builtin_expect(h->shape->id == c->holder_shape_id, 1)) return &h->slots[c->index];
    if (c->epoch == scr__proto_epoch && c->far)
        return &((const ScrObject *)scr_as_cell(c->far))->slots[c->index];
    return NULL;
}

/* obj.key for a constant atom key, through the site's cache c. Same
 * result and errors as scr_get. */
SCR_HOT_INLINE ScrValue scr_get_ic(ScrValue obj, ScrValue key, ScrPropCache *c) {
    if (__builtin_expect(scr_is_object(obj), 1)) {
        ScrObject *o = (ScrObject *)scr_as_cell(obj);
        if (__builtin_expect(o->shape->id == c->shape_id, 1)) {
            if (c->holder == 0) return scr_dup(o->slots[c->index]);
            const ScrValue *slot = scr__ic_proto_slot(o, c);
            if (slot) return scr_dup(*slot);
        }
    }
    return scr__get_ic_miss(obj, key, c);
}

/* The inline half of a cached store: true when c settled obj.key = val
 * (a store to an own writable data slot, or a cached add). With owned,
 * the caller's count on val goes into the slot (a value the store
 * consumes: scr_set_ic_take); otherwise the slot takes a count of its own. */
SCR_HOT_INLINE bool scr__set_ic_put(ScrValue obj, ScrValue val, ScrPropCache *c, bool owned) {
    if (__builtin_expect(!scr_is_object(obj), 0)) return false;
    ScrObject *o = (ScrObject *)scr_as_cell(obj);
    ScrShape *s = o->shape;
    if (s->id != c->shape_id) return false;
    if (c->new_shape_id == 0) {
        ScrValue *slot = &o->slots[c->index];
        ScrValue old = *slot;
        *slot = owned ? val : scr_dup(val);
        scr_release(old);
        return true;
    }
    /* A cached add (`this.x = x` in a constructor): the same prototype, no
     * prototype changed since (epoch), room in the slots, an extensible
     * object that is nobody's prototype (whose adds must bump the epoch;
     * the global object has a dictionary shape and never gets here), and
     * the transition still a kid of s. The kid keeps s alive, so dropping
     * o's count on s never frees it. core/object.c's set_ic_miss fills
     * the entry, and checks the key against the prototype chain first. */
    if (o->proto == c->holder && c->epoch == scr__proto_epoch && c->index < o->slot_cap &&
        o->extensible && !o->is_proto && c->kid < s->nkids && s->kids[c->kid]->id == c->new_shape_id) {
        ScrShape *k = s->kids[c->kid];
        k->rc++;
        s->rc--;
        o->shape = k;
        o->slots[c->index] = owned ? val : scr_dup(val);
        return true;
    }
    return false;
}
SCR_HOT_INLINE bool scr__set_ic_hit(ScrValue obj, ScrValue val, ScrPropCache *c) {
    return scr__set_ic_put(obj, val, c, false);
}

/* obj.key = val for a constant atom key, through the site's cache c. Same
 * result and errors as scr_set: 0 or -1. */
SCR_HOT_INLINE int scr_set_ic(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    if (__builtin_expect(scr__set_ic_hit(obj, val, c), 1)) return 0;
    return scr__set_ic_miss(obj, key, val, c);
}

/* Sloppy-mode twins of the assignments (code that is not strict): a
 * refused assignment (a read-only or getter-only property, a
 * non-extensible object, a property of a primitive) does nothing where
 * strict code throws a TypeError. null and undefined receivers, setters
 * and proxy traps throw alike. 0 or -1. */
int scr_set_sloppy(ScrValue obj, ScrValue key, ScrValue val);
int scr__set_ic_miss_sloppy(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c);
SCR_HOT_INLINE int scr_set_ic_sloppy(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    /* A cached store or add is never refused. */
    if (__builtin_expect(scr__set_ic_hit(obj, val, c), 1)) return 0;
    return scr__set_ic_miss_sloppy(obj, key, val, c);
}

/* scr_set_ic and scr_set_ic_sloppy for a value whose count the store
 * consumes, hit or miss, success or error (`o.next = o.next.next`, `o.x =
 * f()`: a temporary the store is the last use of): the slot takes the
 * caller's count, so a cached store neither counts nor drops it. */
SCR_HOT_INLINE int scr_set_ic_take(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    if (__builtin_expect(scr__set_ic_put(obj, val, c, true), 1)) return 0;
    int r = scr__set_ic_miss(obj, key, val, c);
    scr_release(val);
    return r;
}
SCR_HOT_INLINE int scr_set_ic_sloppy_take(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c) {
    if (__builtin_expect(scr__set_ic_put(obj, val, c, true), 1)) return 0;
    int r = scr__set_ic_miss_sloppy(obj, key, val, c);
    scr_release(val);
    return r;
}

/* Out-of-line twins of the forced-inline helpers above, one copy in
 * libscr. The compiler emits them in the straight-line code of large
 * functions (outside loops; docs/architecture.md, "Lean code"): there a
 * call costs little at run time and saves clang most of its work. */
void scr_release_c(ScrValue v);
void scr_clear_c(ScrValue *slot);
/* The epilogue of a function with many locals and many exits (emit_func.c,
 * emit_releases): each local released through its address. Locals whose
 * address escapes stay in memory, so clang builds no phi node per local at
 * the one label every exit reaches: phis that grow as locals times exits
 * and made LLVM 14's SLP vectorizer, CVP and SimplifyCFG quadratic. */
void scr_release_locals(int n, ScrValue *const *slots);
void scr_release_box_locals(int n, ScrBox **const *slots);
ScrValue scr_get_ic_c(ScrValue obj, ScrValue key, ScrPropCache *c);
int scr_set_ic_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c);
ScrValue scr_get_length_c(ScrValue obj, ScrValue key, ScrPropCache *c);
int scr_set_ic_sloppy_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c);
int scr_set_ic_take_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c);
int scr_set_ic_sloppy_take_c(ScrValue obj, ScrValue key, ScrValue val, ScrPropCache *c);

/* ------------------------------------------------------------------------
 * Objects, properties and arrays.
 * Keys are any value (ToPropertyKey is applied); interned strings and
 * numbers that are array indices take fast paths.
 * ---------------------------------------------------------------------- */
ScrValue scr_object_new(void);                 /* {} */
ScrValue scr_object_new_proto(ScrValue proto); /* Object.create(proto) */
/* `__proto__: v` in an object literal: sets obj's [[Prototype]] to proto
 * (an object or null; the literal skips other values), which obj then
 * holds a reference to; both arguments are borrowed. 0, or -1 with a
 * TypeError pending for a cycle or a non-extensible object. Defined by
 * core/object.c (where core/object.h declares it too). */
int scr__set_proto(ScrValue obj, ScrValue proto);
/* An object literal site whose keys are n distinct constant names (no
 * index keys, no __proto__): the site's static cache holds the shape after
 * all n adds, made on first use, so each evaluation is one allocation with
 * that final shape and every slot undefined; scr_literal_init_take then
 * fills slot i in source order. Nothing can observe the object before the
 * literal completes, so defining the keys early is invisible. */
typedef struct ScrLiteralShape {
    ScrShape *shape;              /* owned, NULL until the first evaluation */
    struct ScrLiteralShape *next; /* every filled site, released at shutdown */
} ScrLiteralShape;
ScrValue scr_object_literal(ScrLiteralShape *site, uint32_t n, const ScrValue *keys);
static inline void scr_literal_init_take(ScrValue obj, uint32_t i, ScrValue v_take) {
    ((ScrObject *)scr_as_cell(obj))->slots[i] = v_take;
}

/* A constructor (a class's, or a plain function's) whose body begins with
 * stores of values that run no code into new properties of `this`
 * (`this.left = left; this.right = right;`; emit_func.c,
 * emit_body_stmts): the site remembers the shape those n stores lead to, found
 * the first time they ran as ordinary stores (scr_ctor_init_record), and
 * later instances take that shape and their n values in one step
 * (scr_ctor_init_hit). The entry holds while the instance still has the
 * shape it was made with (from_id), its prototype is the one recorded
 * (holder) and no prototype anywhere changed since (epoch): each store is
 * then an add of a plain data property that runs no code, as a cached add
 * of the property caches proves it (scr__set_ic_put). */
typedef struct ScrCtorInit {
    /* The recorded shape (NULL until recorded), released at shutdown with
     * the object literal sites'. */
    ScrLiteralShape site;
    uint64_t from_id;
    ScrValue holder;
    uint64_t epoch;
} ScrCtorInit;
/* True when site c settled the n stores of vals (borrowed) into obj (an
 * object; a class constructor's new `this`, or what a plain function was
 * given); false when the stores must run as written. */
SCR_HOT_INLINE bool scr_ctor_init_hit(ScrValue obj, ScrCtorInit *c, uint32_t n, const ScrValue *vals) {
    ScrObject *o = (ScrObject *)scr_as_cell(obj);
    ScrShape *s = o->shape;
    ScrShape *k = c->site.shape;
    if (!(s->id == c->from_id && k && o->proto == c->holder && c->epoch == scr__proto_epoch &&
          n <= o->slot_cap && o->extensible && !o->is_proto))
        return false;
    /* The recorded shape descends from s, which it keeps alive. */
    k->rc++;
    s->rc--;
    o->shape = k;
    for (uint32_t i = 0; i < n; i++) o->slots[i] = scr_dup(vals[i]);
    return true;
}
/* After the n stores of keys ran as written: records obj's shape in c when
 * they added exactly those keys, in order, as plain data properties, and
 * no object on obj's prototype chain has any of them (core/object.c). */
void scr_ctor_init_record(ScrValue obj, ScrCtorInit *c, uint32_t n, const ScrValue *keys);
ScrValue scr_array_new(uint32_t capacity);     /* [] with room reserved */
/* [...] from n owned values (SCR_HOLE for holes), all consumed. */
ScrValue scr_array_from_take(uint32_t n, ScrValue *vals_take);
/* Appends v (borrowed) to array a. 0 or -1. */
int scr_array_push(ScrValue a, ScrValue v);
/* A long array literal of constants in one call (emitted.c): [...] from n
 * borrowed values, or from n Numbers. The array, or SCR_EXCEPTION. */
ScrValue scr_array_of(uint32_t n, const ScrValue *vals);
ScrValue scr_array_of_numbers(uint32_t n, const double *nums);
/* Appends every value iterable yields (`[...x]`). `what` is the source text
 * of x for "x is not iterable". 0 or -1. */
int scr_array_push_spread(ScrValue a, ScrValue iterable, const char *what);
/* The same for a spread argument `f(...x)`, with V8's messages for that case. */
int scr_args_push_spread(ScrValue a, ScrValue iterable, const char *what);
/* As scr_array_push, consuming v whatever the result (array literals:
 * the temporary's reference moves into the array). */
int scr_array_push_take(ScrValue a, ScrValue v_take);
/* Appends a hole (`[a, , b]`). */
int scr_array_push_hole(ScrValue a);

/* obj[key]. Throws "Cannot read properties of undefined (reading 'k')". */
ScrValue scr_get(ScrValue obj, ScrValue key);
/* obj[key] = val (strict mode: throws where sloppy mode would fail). 0 or -1. */
int scr_set(ScrValue obj, ScrValue key, ScrValue val);
/* ------------------------------------------------------------------------
 * Typed arrays (core/typedarray.c; docs/builtins.md, "Typed arrays"). The
 * layout is here so that element access from generated code is a class
 * test, a bounds check and a load or store: scr_get_elem and scr_set_elem
 * below, which every computed member access `o[k]` compiles to. The
 * buffer's bytes never move and never detach, so `data` stays valid while
 * the typed array holds its buffer.
 * ---------------------------------------------------------------------- */
enum {
    SCR_TA_INT8, SCR_TA_UINT8, SCR_TA_UINT8C, SCR_TA_INT16, SCR_TA_UINT16,
    SCR_TA_INT32, SCR_TA_UINT32, SCR_TA_FLOAT32, SCR_TA_FLOAT64,
    SCR_TA_BIGINT64, SCR_TA_BIGUINT64, SCR_TA__COUNT
};
/* SCR_CLASS_TYPED_ARRAY of core/object.h (typedarray.c asserts they agree). */
#define SCR__CLASS_TYPED_ARRAY 32
typedef struct ScrTypedArray {
    ScrObject obj;
    uint8_t *data;        /* the buffer's bytes from byte_offset on */
    uint32_t length;      /* in elements */
    uint32_t byte_offset;
    uint32_t type;        /* SCR_TA_* */
    uint32_t tracking;    /* over a growable buffer: SCR_VIEW_* of
                             core/typedarray.h (0 for any other) */
    ScrValue buffer;      /* owned: the ArrayBuffer */
} ScrTypedArray;

/* Arrays (core/array.c; the layout belongs to object.h's model and is here
 * so that element access and `length` from generated code are a class
 * test, a bounds check and a load): dense elements [0, used) (SCR_HOLE for
 * holes); indexes in [used, length) are holes unless a sparse index key was
 * put in the shape (very sparse writes, accessor elements). A dense element
 * that is not a hole is always a plain writable data property: freezing,
 * sealing and defining an element with other flags move it into the shape
 * and leave a hole. SCR__CLASS_ARRAY is SCR_CLASS_ARRAY of core/object.h
 * (array.c asserts they agree); arguments objects share the layout under
 * another class. */
#define SCR__CLASS_ARRAY 2
typedef struct ScrArray {
    ScrObject obj;
    ScrValue *elems;       /* owned values, `used` of them */
    uint32_t used;
    uint32_t cap;
    uint32_t length;       /* the JS length (arrays only) */
    uint8_t length_writable;
    uint8_t has_sparse;    /* some index key lives in the shape */
    uint8_t elems_inline;  /* elems is not malloc'ed: it is in the cell, or in its region */
    uint8_t pad[1];
} ScrArray;

/* The slot of element i of obj when obj is an array and element i is a
 * dense element that is not a hole, or NULL: the test of every inline
 * array element access (a NULL takes the generic path, which also handles
 * holes, the prototype chain and growth). */
static inline ScrValue *scr__array_slot(ScrValue obj, uint32_t i) {
    if (!scr_is_object(obj) || scr_as_cell(obj)->aux != SCR__CLASS_ARRAY) return 0;
    ScrArray *a = (ScrArray *)scr_as_cell(obj);
    if (i >= a->used || a->elems[i] == SCR_HOLE) return 0;
    return &a->elems[i];
}

/* An integer-valued number key in [0, 2^32 - 1) (*i set): the keys that
 * can name an element. */
static inline bool scr__index_d(double d, uint32_t *i);
static inline bool scr__index_key(ScrValue key, uint32_t *i) {
    return scr_is_number(key) && scr__index_d(scr_as_number(key), i);
}

/* The element at i < t->length (owned), and the store of v (any value:
 * ToNumber or ToBigInt may run JS code) at index i; a store past the end
 * after the conversion is ignored. 0 or -1. */
ScrValue scr__ta_load(const ScrTypedArray *t, uint32_t i);
int scr__ta_store(ScrTypedArray *t, uint32_t i, ScrValue v);

/* obj when it is a typed array and i is below its length, or NULL: the
 * class and bounds test of every inline element access. */
static inline ScrTypedArray *scr__ta_at(ScrValue obj, uint32_t i) {
    if (!scr_is_object(obj) || scr_as_cell(obj)->aux != SCR__CLASS_TYPED_ARRAY) return 0;
    ScrTypedArray *t = (ScrTypedArray *)scr_as_cell(obj);
    return i < t->length ? t : 0;
}

/* The index a typed array access can take inline: an integer-valued
 * number below the length (*i set). */
static inline ScrTypedArray *scr__ta_index(ScrValue obj, ScrValue key, uint32_t *i) {
    if (!scr_is_number(key)) return 0;
    double d = scr_as_number(key);
    if (!(d >= 0 && d < 4294967296.0)) return 0;
    uint32_t u = (uint32_t)d;
    if ((double)u != d) return 0;
    *i = u;
    return scr__ta_at(obj, u);
}

/* The element at i of a typed array's bytes p of kind `type`, inline for
 * every kind but the BigInt ones (t's). */
SCR_HOT_INLINE ScrValue scr__ta_get_at(const ScrTypedArray *t, const uint8_t *p, uint32_t type, uint32_t i) {
    switch (type) {
    case SCR_TA_INT8: return scr_int32(((const int8_t *)p)[i]);
    case SCR_TA_UINT8:
    case SCR_TA_UINT8C: return scr_int32(p[i]);
    case SCR_TA_INT16: return scr_int32(((const int16_t *)p)[i]);
    case SCR_TA_UINT16: return scr_int32(((const uint16_t *)p)[i]);
    case SCR_TA_INT32: return scr_int32(((const int32_t *)p)[i]);
    case SCR_TA_UINT32: return scr_uint32(((const uint32_t *)p)[i]);
    case SCR_TA_FLOAT32: return scr_number(((const float *)p)[i]);
    case SCR_TA_FLOAT64: return scr_number(((const double *)p)[i]);
    default: return scr__ta_load(t, i);
    }
}
/* The element at i < t->length. */
SCR_HOT_INLINE ScrValue scr__ta_get(const ScrTypedArray *t, uint32_t i) {
    return scr__ta_get_at(t, t->data, t->type, i);
}

/* The element at i of bytes p of kind `type` as a double: true, or false
 * for a BigInt64Array or BigUint64Array. */
SCR_HOT_INLINE bool scr__ta_num_at(const uint8_t *p, uint32_t type, uint32_t i, double *out) {
    /* The common kinds by a compare each, before the switch's jump table. */
    if (__builtin_expect(type == SCR_TA_FLOAT64, 1)) {
        *out = ((const double *)p)[i];
        return true;
    }
    if (type == SCR_TA_INT32) {
        *out = ((const int32_t *)p)[i];
        return true;
    }
    if (type == SCR_TA_UINT8) {
        *out = p[i];
        return true;
    }
    switch (type) {
    case SCR_TA_INT8: *out = ((const int8_t *)p)[i]; return true;
    case SCR_TA_UINT8:
    case SCR_TA_UINT8C: *out = p[i]; return true;
    case SCR_TA_INT16: *out = ((const int16_t *)p)[i]; return true;
    case SCR_TA_UINT16: *out = ((const uint16_t *)p)[i]; return true;
    case SCR_TA_INT32: *out = ((const int32_t *)p)[i]; return true;
    case SCR_TA_UINT32: *out = ((const uint32_t *)p)[i]; return true;
    case SCR_TA_FLOAT32: *out = ((const float *)p)[i]; return true;
    case SCR_TA_FLOAT64: *out = ((const double *)p)[i]; return true;
    default: return false;
    }
}
/* The element at i < t->length of a typed array of Numbers as a double:
 * true, or false for a BigInt64Array or BigUint64Array. */
SCR_HOT_INLINE bool scr__ta_num(const ScrTypedArray *t, uint32_t i, double *out) {
    return scr__ta_num_at(t->data, t->type, i, out);
}

/* The store of val at i < t->length, t's bytes p of kind `type`: a Number
 * inline (integer conversions of doubles in int64 range, clamping, float32
 * rounding), anything else through scr__ta_store's conversions. 0 or -1. */
SCR_HOT_INLINE int scr__ta_set_at(ScrTypedArray *t, uint8_t *p, uint32_t type, uint32_t i, ScrValue val) {
    if (__builtin_expect(scr_is_number(val), 1)) {
        double d = scr_as_number(val);
        if (type == SCR_TA_FLOAT64) {
            ((double *)p)[i] = d;
            return 0;
        }
        if (type == SCR_TA_FLOAT32) {
            ((float *)p)[i] = (float)d;
            return 0;
        }
        if (type == SCR_TA_UINT8C) {
            if (d >= 0 && d <= 255 && d == (double)(int)d) {
                p[i] = (uint8_t)(int)d;
                return 0;
            }
        } else if (type < SCR_TA_FLOAT32 && d > -9.0e18 && d < 9.0e18) {
            /* ToInt8 .. ToUint32 are the low bits of the truncated value. */
            uint64_t u = (uint64_t)(int64_t)d;
            switch (type) {
            case SCR_TA_INT8:
            case SCR_TA_UINT8: p[i] = (uint8_t)u; return 0;
            case SCR_TA_INT16:
            case SCR_TA_UINT16: ((uint16_t *)p)[i] = (uint16_t)u; return 0;
            default: ((uint32_t *)p)[i] = (uint32_t)u; return 0;
            }
        }
    }
    return scr__ta_store(t, i, val);
}
/* The store of val at i < t->length. 0 or -1. */
SCR_HOT_INLINE int scr__ta_set(ScrTypedArray *t, uint32_t i, ScrValue val) {
    return scr__ta_set_at(t, t->data, t->type, i, val);
}

/* obj[key] for a computed key: typed array elements inline, the rest
 * through scr_get. The _i32 forms take a key the generated code holds as
 * an int32 (the result of a bitwise operator). */
SCR_HOT_INLINE ScrValue scr_get_elem(ScrValue obj, ScrValue key) {
    uint32_t i;
    if (scr__index_key(key, &i)) {
        ScrValue *slot = scr__array_slot(obj, i);
        if (slot) return scr_dup(*slot);
        ScrTypedArray *t = scr__ta_at(obj, i);
        if (t) return scr__ta_get(t, i);
    }
    return scr_get(obj, key);
}
SCR_HOT_INLINE ScrValue scr_get_elem_i32(ScrValue obj, int32_t i) {
    if (i >= 0) {
        ScrValue *slot = scr__array_slot(obj, (uint32_t)i);
        if (slot) return scr_dup(*slot);
        ScrTypedArray *t = scr__ta_at(obj, (uint32_t)i);
        if (__builtin_expect(t != 0, 1)) return scr__ta_get(t, (uint32_t)i);
    }
    return scr_get(obj, scr_int32(i));
}

/* obj[key] = val for a computed key: typed array elements inline, the
 * rest through scr_set. 0 or -1. */
static inline void scr__slot_store(ScrValue *slot, ScrValue val) {
    ScrValue old = *slot;
    *slot = scr_dup(val);
    scr_release(old);
}
SCR_HOT_INLINE int scr_set_elem(ScrValue obj, ScrValue key, ScrValue val) {
    uint32_t i;
    if (scr__index_key(key, &i)) {
        ScrValue *slot = scr__array_slot(obj, i);
        if (slot) {
            scr__slot_store(slot, val);
            return 0;
        }
        ScrTypedArray *t = scr__ta_at(obj, i);
        if (t) return scr__ta_set(t, i, val);
    }
    return scr_set(obj, key, val);
}
SCR_HOT_INLINE int scr_set_elem_i32(ScrValue obj, int32_t i, ScrValue val) {
    if (i >= 0) {
        ScrValue *slot = scr__array_slot(obj, (uint32_t)i);
        if (slot) {
            scr__slot_store(slot, val);
            return 0;
        }
        ScrTypedArray *t = scr__ta_at(obj, (uint32_t)i);
        if (__builtin_expect(t != 0, 1)) return scr__ta_set(t, (uint32_t)i, val);
    }
    return scr_set(obj, scr_int32(i), val);
}
/* The sloppy-mode twins (scr_set_sloppy): array slots and typed array
 * elements never refuse a store. */
SCR_HOT_INLINE int scr_set_elem_sloppy(ScrValue obj, ScrValue key, ScrValue val) {
    uint32_t i;
    if (scr__index_key(key, &i) && (scr__array_slot(obj, i) || scr__ta_at(obj, i))) return scr_set_elem(obj, key, val);
    return scr_set_sloppy(obj, key, val);
}
SCR_HOT_INLINE int scr_set_elem_i32_sloppy(ScrValue obj, int32_t i, ScrValue val) {
    if (i >= 0 && (scr__array_slot(obj, (uint32_t)i) || scr__ta_at(obj, (uint32_t)i))) return scr_set_elem_i32(obj, i, val);
    return scr_set_sloppy(obj, scr_int32(i), val);
}

/* The _d forms take a key the generated code holds as a C double (an
 * unboxed Number: `buf[i]` with a double loop counter, `u[k - 1]`): one
 * object test, one index conversion, then the class dispatch. -0 names
 * element 0, as its property key "0" does. */
static inline bool scr__index_d(double d, uint32_t *i) {
#if defined(__x86_64__)
    /* One truncating conversion: NaN and values past int64 give
     * INT64_MIN, which the range test rejects with the negative ones; the
     * round trip rejects fractions. -0 gives 0, whose double is equal. */
    int64_t k = __builtin_ia32_cvttsd2si64((__attribute__((vector_size(16))) double){d, 0});
    *i = (uint32_t)k;
    return (uint64_t)k < 4294967295u && (double)k == d;
#else
    if (!(d >= 0 && d < 4294967295.0)) return false;
    uint32_t u = (uint32_t)d;
    *i = u;
    return (double)u == d;
#endif
}
/* The slot of a dense, present element of an array (as scr__array_slot),
 * or the typed array holding element i (*ta), for an object already known
 * to be one; NULL and *ta NULL for anything else. */
SCR_HOT_INLINE ScrValue *scr__elem_at_d(ScrValue obj, double d, uint32_t *i, ScrTypedArray **ta) {
    *ta = 0;
    if (!scr_is_object(obj) || !scr__index_d(d, i)) return 0;
    ScrCell *c = scr_as_cell(obj);
    if (c->aux == SCR__CLASS_TYPED_ARRAY) {
        ScrTypedArray *t = (ScrTypedArray *)c;
        if (*i < t->length) *ta = t;
    } else if (c->aux == SCR__CLASS_ARRAY) {
        ScrArray *a = (ScrArray *)c;
        if (*i < a->used && a->elems[*i] != SCR_HOLE) return &a->elems[*i];
    }
    return 0;
}
SCR_HOT_INLINE ScrValue scr_get_elem_d(ScrValue obj, double d) {
    uint32_t i;
    ScrTypedArray *t;
    ScrValue *slot = scr__elem_at_d(obj, d, &i, &t);
    if (slot) return scr_dup(*slot);
    if (__builtin_expect(t != 0, 1)) return scr__ta_get(t, i);
    return scr_get(obj, scr_number(d));
}
/* A guard of the compiler's numeric fast paths (see scr_ic_num below):
 * true when obj[d] is an element of an array's dense elements that holds a
 * Number, or an element of a typed array of Numbers within its length;
 * *out is then its value. It only reads: a hole, an index past the end, a
 * non-index d, anything but an array or typed array, or an element of
 * another type answers false, and the ordinary code reads it instead. */
SCR_HOT_INLINE bool scr_elem_num(ScrValue obj, double d, double *out) {
    uint32_t i;
    ScrTypedArray *t;
    const ScrValue *slot = scr__elem_at_d(obj, d, &i, &t);
    if (slot) {
        ScrValue v = *slot;
        if (!scr_is_number(v)) return false;
        *out = scr_as_number(v);
        return true;
    }
    return t && scr__ta_num(t, i, out);
}
/* As scr_elem_num for an index the generated code holds as an int32 (an
 * int32 local, a bitwise operator's result): arrays first. */
SCR_HOT_INLINE bool scr_elem_num_i32(ScrValue obj, int32_t k, double *out) {
    if (!scr_is_object(obj)) return false;
    ScrCell *c = scr_as_cell(obj);
    uint32_t i = (uint32_t)k;
    if (c->aux == SCR__CLASS_ARRAY) {
        const ScrArray *a = (const ScrArray *)c;
        if (i >= a->used) return false;
        ScrValue v = a->elems[i]; /* a hole is no Number */
        if (!scr_is_number(v)) return false;
        *out = scr_as_number(v);
        return true;
    }
    if (c->aux != SCR__CLASS_TYPED_ARRAY) return false;
    ScrTypedArray *t = (ScrTypedArray *)c;
    return i < t->length && scr__ta_num(t, i, out);
}
/* Where the element a numeric fast path updates in place lies
 * (`a[i]++`, `a[i] += e`): an array's dense slot, or element i of a typed
 * array (slot NULL). Set by scr_elem_ref_i32 / scr_elem_ref_d. */
typedef struct ScrElemRef {
    ScrValue *slot;
    ScrTypedArray *t;
    uint32_t i;
} ScrElemRef;
SCR_HOT_INLINE bool scr__elem_ref_at(ScrValue obj, uint32_t i, double *out, ScrElemRef *r) {
    if (!scr_is_object(obj)) return false;
    ScrCell *c = scr_as_cell(obj);
    if (c->aux == SCR__CLASS_ARRAY) {
        ScrArray *a = (ScrArray *)c;
        /* A dense element that is not a hole is a writable data property
         * (freezing moves elements into the shape). */
        if (i >= a->used || !scr_is_number(a->elems[i])) return false;
        r->slot = &a->elems[i];
        *out = scr_as_number(*r->slot);
        return true;
    }
    if (c->aux != SCR__CLASS_TYPED_ARRAY) return false;
    ScrTypedArray *t = (ScrTypedArray *)c;
    if (i >= t->length || !scr__ta_num(t, i, out)) return false;
    r->slot = NULL;
    r->t = t;
    r->i = i;
    return true;
}
/* The guard of an element update's fast path: true with *out the element
 * when index k (an int32) or d names an array's dense element holding a
 * Number or an element of a typed array of Numbers; *r records where it
 * lies for scr_elem_put. It only reads. */
SCR_HOT_INLINE bool scr_elem_ref_i32(ScrValue obj, int32_t k, double *out, ScrElemRef *r) {
    return scr__elem_ref_at(obj, (uint32_t)k, out, r);
}
SCR_HOT_INLINE bool scr_elem_ref_d(ScrValue obj, double d, double *out, ScrElemRef *r) {
    uint32_t i;
    return scr__index_d(d, &i) && scr__elem_ref_at(obj, i, out, r);
}
/* Stores the Number v where a true scr_elem_ref_* found the element (the
 * old value, a Number, needs no release): a typed array converts it as any
 * store does, which for a Number runs no code and cannot throw. */
SCR_HOT_INLINE void scr_elem_put(const ScrElemRef *r, double v) {
    if (r->slot) *r->slot = scr_number(v);
    else (void)scr__ta_set_at(r->t, r->t->data, r->t->type, r->i, scr_number(v));
}
/* The store of val at element d of an array's dense elements or of a
 * typed array, inline: true with *r its result (0 or -1), or false when
 * the property path must run (which alone tells strict from sloppy). */
SCR_HOT_INLINE bool scr__set_elem_d_inline(ScrValue obj, double d, ScrValue val, int *r) {
    uint32_t i;
    ScrTypedArray *t;
    ScrValue *slot = scr__elem_at_d(obj, d, &i, &t);
    if (slot) {
        scr__slot_store(slot, val);
        *r = 0;
        return true;
    }
    if (__builtin_expect(t != 0, 1)) {
        *r = scr__ta_set(t, i, val);
        return true;
    }
    return false;
}
SCR_HOT_INLINE int scr_set_elem_d(ScrValue obj, double d, ScrValue val) {
    int r;
    return scr__set_elem_d_inline(obj, d, val, &r) ? r : scr_set(obj, scr_number(d), val);
}
SCR_HOT_INLINE int scr_set_elem_d_sloppy(ScrValue obj, double d, ScrValue val) {
    int r;
    return scr__set_elem_d_inline(obj, d, val, &r) ? r : scr_set_sloppy(obj, scr_number(d), val);
}
/* Out-of-line twins for code outside loops (the emitter's lean code). */
ScrValue scr_get_elem_d_c(ScrValue obj, double d);
int scr_set_elem_d_c(ScrValue obj, double d, ScrValue val);
int scr_set_elem_d_sloppy_c(ScrValue obj, double d, ScrValue val);

/* Element views (docs/architecture.md, "Element views"): the compiler
 * takes one before a loop for each binding that the loop indexes and that
 * nothing can assign (a const, or a let or parameter written only by its
 * declaration), and the loop's element accesses of that binding test the
 * view instead of the object. A typed array's bytes, length and kind never
 * change (its buffer never resizes or detaches: docs/builtins.md), and
 * the binding keeps it alive, so the view stays exact for the whole loop.
 * An Array's view knows only which array the binding holds, so its reads
 * skip the tests of what the object is but still read the elements and
 * their count from the array each time. Anything else (a binding still
 * in its dead zone, an object of another kind) gives an empty view, whose
 * every test fails: the access then takes its ordinary path, which gives
 * the same result (and the same errors) it always did. */
typedef struct ScrTaView {
    ScrTypedArray *t; /* NULL: no typed array */
    uint8_t *data;
    uint32_t length;  /* 0 without a typed array */
    uint32_t type;
    /* An Array's view holds only the array: its elements may move and
     * its length change, so each access reads them (scr__view_elem), but
     * the binding's value is known to be this array, and stays alive. */
    ScrArray *arr;
} ScrTaView;

static inline ScrTaView scr_ta_view(ScrValue v) {
    ScrTaView w = {0, 0, 0, 0, 0};
    if (scr_is_object(v) && scr_as_cell(v)->aux == SCR__CLASS_TYPED_ARRAY) {
        ScrTypedArray *t = (ScrTypedArray *)scr_as_cell(v);
        w.t = t;
        w.data = t->data;
        w.length = t->length;
        w.type = t->type;
    } else if (scr_is_object(v) && scr_as_cell(v)->aux == SCR__CLASS_ARRAY) {
        w.arr = (ScrArray *)scr_as_cell(v);
    }
    return w;
}
/* The element k of an Array view, or NULL: within the array's dense
 * elements and not a hole (what scr__elem_at_d finds, without testing
 * what the value is). */
static inline ScrValue *scr__view_elem(const ScrTaView *w, uint64_t k) {
    ScrArray *a = w->arr;
    if (a && k < a->used && a->elems[k] != SCR_HOLE) return &a->elems[k];
    return 0;
}
/* Whether d is an integer, *k then its value as a view's index: a
 * negative one wraps past every bound. -0 names element 0. */
static inline bool scr__view_k(double d, uint64_t *k) {
#if defined(__x86_64__)
    /* One cvttsd2si, as scr__index_d: NaN and |d| >= 2^63 give INT64_MIN,
     * which reads back as another value. */
    int64_t v = __builtin_ia32_cvttsd2si64((__attribute__((vector_size(16))) double){d, 0});
    *k = (uint64_t)v;
    return (double)v == d;
#else
    if (!(d >= 0 && d < 4294967296.0)) return false;
    uint32_t u = (uint32_t)d;
    *k = u;
    return (double)u == d;
#endif
}
/* Whether d names an element within the view (*i set): an integer in
 * [0, length). */
static inline bool scr__view_d(const ScrTaView *w, double d, uint32_t *i) {
    uint64_t k;
    if (!scr__view_k(d, &k) || k >= w->length) return false;
    *i = (uint32_t)k;
    return true;
}
/* The guard of a numeric fast path (as scr_elem_num): true with *out the
 * element when d or k names one of the view's and it is a Number. */
SCR_HOT_INLINE bool scr__view_arr_num(const ScrTaView *w, uint64_t k, double *out) {
    const ScrValue *e = scr__view_elem(w, k);
    if (!e || !scr_is_number(*e)) return false;
    *out = scr_as_number(*e);
    return true;
}
SCR_HOT_INLINE bool scr_view_num(const ScrTaView *w, double d, double *out) {
    uint64_t k;
    if (!scr__view_k(d, &k)) return false;
    if (k < w->length) return scr__ta_num_at(w->data, w->type, (uint32_t)k, out);
    return scr__view_arr_num(w, k, out);
}
SCR_HOT_INLINE bool scr_view_num_i32(const ScrTaView *w, int32_t k, double *out) {
    if ((uint32_t)k < w->length) return scr__ta_num_at(w->data, w->type, (uint32_t)k, out);
    return scr__view_arr_num(w, (uint32_t)k, out);
}
/* obj[d] and obj[k] (obj the viewed binding's value): inline within the
 * view, else scr_get_elem_d / scr_get_elem_i32. */
SCR_HOT_INLINE ScrValue scr_view_get_d(const ScrTaView *w, ScrValue obj, double d) {
    uint64_t k;
    if (scr__view_k(d, &k)) {
        if (k < w->length) return scr__ta_get_at(w->t, w->data, w->type, (uint32_t)k);
        const ScrValue *e = scr__view_elem(w, k);
        if (e) return scr_dup(*e);
    }
    return scr_get_elem_d(obj, d);
}
SCR_HOT_INLINE ScrValue scr_view_get_i32(const ScrTaView *w, ScrValue obj, int32_t k) {
    if ((uint32_t)k < w->length) return scr__ta_get_at(w->t, w->data, w->type, (uint32_t)k);
    const ScrValue *e = scr__view_elem(w, (uint32_t)k);
    if (e) return scr_dup(*e);
    return scr_get_elem_i32(obj, k);
}
/* obj[d] = val and obj[k] = val: inline within the view (a typed array
 * element never refuses a store, so strict and sloppy code agree there),
 * else the ordinary store. 0 or -1. */
SCR_HOT_INLINE int scr_view_set_d(const ScrTaView *w, ScrValue obj, double d, ScrValue val) {
    uint32_t i;
    if (scr__view_d(w, d, &i)) return scr__ta_set_at(w->t, w->data, w->type, i, val);
    return scr_set_elem_d(obj, d, val);
}
SCR_HOT_INLINE int scr_view_set_d_sloppy(const ScrTaView *w, ScrValue obj, double d, ScrValue val) {
    uint32_t i;
    if (scr__view_d(w, d, &i)) return scr__ta_set_at(w->t, w->data, w->type, i, val);
    return scr_set_elem_d_sloppy(obj, d, val);
}
SCR_HOT_INLINE int scr_view_set_i32(const ScrTaView *w, ScrValue obj, int32_t k, ScrValue val) {
    if ((uint32_t)k < w->length) return scr__ta_set_at(w->t, w->data, w->type, (uint32_t)k, val);
    return scr_set_elem_i32(obj, k, val);
}
SCR_HOT_INLINE int scr_view_set_i32_sloppy(const ScrTaView *w, ScrValue obj, int32_t k, ScrValue val) {
    if ((uint32_t)k < w->length) return scr__ta_set_at(w->t, w->data, w->type, (uint32_t)k, val);
    return scr_set_elem_i32_sloppy(obj, k, val);
}

/* obj.length, through the site's cache c: a typed array's length inline
 * while c proves that `length` is still %TypedArray%.prototype's own
 * getter for objects with o's prototype (holder) and nothing on the way
 * shadows it (the object has no own keys; epoch is scr__proto_epoch). */
ScrValue scr__get_length_miss(ScrValue obj, ScrValue key, ScrPropCache *c);
/* The inline half of scr_get_length, and a guard of the compiler's
 * numeric fast paths (`i < s.length`): true with *d set when obj.length
 * is read without running code. It only reads. */
SCR_HOT_INLINE bool scr_length_num(ScrValue obj, const ScrPropCache *c, double *d) {
    /* A string's length and an array's are own data properties that
     * nothing can redefine. */
    if (scr_is_string(obj)) {
        *d = scr_str(obj)->len;
        return true;
    }
    if (!scr_is_object(obj)) return false;
    if (scr_as_cell(obj)->aux == SCR__CLASS_ARRAY) {
        *d = ((ScrArray *)scr_as_cell(obj))->length;
        return true;
    }
    if (scr_as_cell(obj)->aux == SCR__CLASS_TYPED_ARRAY) {
        ScrTypedArray *t = (ScrTypedArray *)scr_as_cell(obj);
        if (__builtin_expect(t->obj.proto == c->holder && c->epoch == scr__proto_epoch &&
                                 t->obj.shape->count == 0,
                             1)) {
            *d = t->length;
            return true;
        }
    }
    return false;
}
SCR_HOT_INLINE ScrValue scr_get_length(ScrValue obj, ScrValue key, ScrPropCache *c) {
    double d;
    if (scr_length_num(obj, c, &d)) return scr_number(d);
    return scr__get_length_miss(obj, key, c);
}

/* delete obj[key]: 1 deleted/absent, 0 never in strict code, -1 threw. */
int scr_delete(ScrValue obj, ScrValue key);
/* delete in sloppy code: 0 (false) where strict code throws. */
int scr_delete_sloppy(ScrValue obj, ScrValue key);
/* key in obj: 1, 0, or -1 ("Cannot use 'in' operator to search for 'k' in 5"). */
int scr_has(ScrValue key, ScrValue obj);
/* CreateDataProperty: defines an own enumerable data property (object
 * literals, class fields). 0 or -1. */
int scr_define_field(ScrValue obj, ScrValue key, ScrValue val);
/* As scr_define_field, consuming val whatever the result. */
int scr_define_field_take(ScrValue obj, ScrValue key, ScrValue val_take);
/* A method on an object literal (enumerable) or class (not enumerable). */
int scr_define_method(ScrValue obj, ScrValue key, ScrValue fn, bool enumerable);
/* A getter and/or setter (either may be SCR_UNDEFINED to keep the other). */
int scr_define_accessor(ScrValue obj, ScrValue key, ScrValue getter,
                        ScrValue setter, bool enumerable);
/* Object spread `{...src}`: copies own enumerable properties. 0 or -1. */
int scr_copy_data_properties(ScrValue target, ScrValue src);
/* Object rest `{a, ...rest} = src`: a new object with src's own enumerable
 * properties except the n keys in excluded. */
ScrValue scr_object_rest(ScrValue src, int n, ScrValue *excluded);
/* Throws "Cannot destructure 'src' as it is undefined." when src is nullish
 * (`what` is the source text); returns 0 otherwise. */
int scr_require_object_coercible(ScrValue src, const char *what);

/* Module namespace objects (`import * as ns`): null prototype, not
 * extensible, @@toStringTag "Module"; each export is an enumerable,
 * writable-looking, read-only property whose value `getter` (a function of
 * no arguments, borrowed) reads from the exporting module's binding. Add
 * the exports in sorted order, then call scr_namespace_finish. */
ScrValue scr_namespace_new(void);
void scr_namespace_add(ScrValue ns, ScrValue name_atom, ScrValue getter);
void scr_namespace_finish(ScrValue ns);

/* Built-in modules (`import { LifetimeRegion } from "@scr/experimental"`):
 * the export `name` of the module `spec`, or its namespace object when name
 * is NULL. Owned; SCR_EXCEPTION when the module or the export is unknown
 * (the compiler checks both, so that is a mismatch of its table and the
 * runtime's). */
ScrValue scr_builtin_import(const char *spec, const char *name);

/* Throws Node's module error (name "Error" or "TypeError", with `code` and
 * Node's toString): import.meta.resolve of a specifier the compiler found
 * unresolvable. Returns SCR_EXCEPTION. */
ScrValue scr_throw_module_error(const char *name, const char *code, const char *message);

/* import() (node/dynamic_import.c): a promise (owned) of the namespace in
 * *ns, after evaluating the modules of `chain` (positions in
 * ScrProgram.modules, dependencies first; lazy ones) that have not run;
 * of a runtime-provided module (scr_builtin_import's name); or rejected
 * with Node's module error. */
ScrValue scr_dynamic_import(const int *chain, int n, ScrValue *ns);
ScrValue scr_dynamic_import_builtin(const char *spec);
ScrValue scr_dynamic_import_reject(const char *name, const char *code, const char *message);

/* Private names (#x): a private name is a unique symbol made once per class
 * evaluation; `desc` is "#x". */
ScrValue scr_private_name_new(const char *desc);
ScrValue scr_private_get(ScrValue obj, ScrValue pname);
int scr_private_set(ScrValue obj, ScrValue pname, ScrValue val);
/* Adds a private field; throws "Cannot initialize #x twice on the same object". */
int scr_private_define(ScrValue obj, ScrValue pname, ScrValue val);
/* Adds a private accessor `get #x` / `set #x` (either may be undefined);
 * throws as scr_private_define when obj already has #x. 0 or -1. */
int scr_private_define_accessor(ScrValue obj, ScrValue pname, ScrValue getter, ScrValue setter);
/* #x in obj (obj must be an object, else TypeError). 1, 0 or -1. */
int scr_private_has(ScrValue obj, ScrValue pname);

/* ------------------------------------------------------------------------
 * Strings and property keys.
 * ---------------------------------------------------------------------- */
/* New string values. Atoms are interned strings (one cell per content);
 * generated code uses atoms for every constant string and property name. */
ScrValue scr_string_from_utf8(const char *s, size_t len);
ScrValue scr_string_from_utf16(const uint16_t *s, size_t len);
ScrValue scr_atom_from_utf8(const char *s, size_t len);
ScrValue scr_atom_from_utf16(const uint16_t *s, size_t len);
/* Concatenates two string values. */
ScrValue scr_string_concat(ScrValue a, ScrValue b);
/* Template literal: concatenates n values, each converted with ToString. */
ScrValue scr_template(int n, ScrValue *parts);
/* The strings array a tagged template passes its tag: made once per site
 * (a static of the generated code, zero until the first evaluation) and
 * the same object every time, frozen, with a frozen `raw` array. cooked
 * and raw hold n constant strings each (borrowed); a cooked entry is
 * undefined where the piece has an invalid escape. Returns it (owned). */
typedef struct ScrTemplateSite {
    ScrValue strings;              /* owned once made; 0 before */
    struct ScrTemplateSite *next;  /* every made site, released at shutdown */
} ScrTemplateSite;
ScrValue scr_template_object(ScrTemplateSite *site, uint32_t n, const ScrValue *cooked, const ScrValue *raw);
/* A chain `"lit" + a + b ...` (compiled as one concatenation): each operand
 * right after its evaluation becomes ToString(ToPrimitive(v)), exactly the
 * conversion its `+` would do (owned string, or SCR_EXCEPTION); then
 * scr_concat_take joins the n strings, consuming them, in one allocation. */
ScrValue scr__add_part_slow(ScrValue v);
static inline ScrValue scr_add_part(ScrValue v) {
    return scr_is_string(v) ? scr_dup(v) : scr__add_part_slow(v);
}
/* As scr_add_part, consuming v. */
static inline ScrValue scr_add_part_take(ScrValue v) {
    if (scr_is_string(v)) return v;
    ScrValue r = scr__add_part_slow(v);
    scr_release(v);
    return r;
}
ScrValue scr_concat_take(int n, ScrValue *strs_take);
/* As scr_concat_take, but consumes only the parts whose bit is set in
 * owned (bit i for part i, n <= 32); the others are borrowed (the generated
 * code's string constants). */
ScrValue scr_concat(int n, ScrValue *strs, uint32_t owned);

/* A regular expression literal `/pattern/flags` (pattern and flags are
 * constant strings, borrowed): a new RegExp object each evaluation. The
 * compiled pattern is kept in *cache, a static of the generated code that
 * starts NULL, after the first evaluation. Throws SyntaxError. */
ScrValue scr_regexp_literal(void **cache, ScrValue pattern, ScrValue flags);

/* ------------------------------------------------------------------------
 * Conversions and operators. Binary operators take both operands borrowed
 * and return an owned result or SCR_EXCEPTION.
 * ---------------------------------------------------------------------- */
bool scr__to_boolean_slow(ScrValue v);
/* ToBoolean; never throws. Booleans, undefined, null and objects (the
 * test of a link in a list walk, `while (p.next)`) inline. */
SCR_HOT_INLINE bool scr_to_boolean(ScrValue v) {
    if (v == SCR_TRUE) return true;
    if (scr_is_object(v)) return true;
    if (v == SCR_FALSE || v == SCR_UNDEFINED || v == SCR_NULL) return false;
    return scr__to_boolean_slow(v);
}
ScrValue scr_to_string(ScrValue v);       /* String(v) semantics, throws for symbols */
ScrValue scr_to_numeric(ScrValue v);      /* ToNumeric (++, --: Number or BigInt) */
ScrValue scr_unary_plus(ScrValue v);      /* +v: ToNumber (throws for BigInts) */
ScrValue scr_to_property_key(ScrValue v);
/* ToNumber for C: 0 on success with *out set, -1 on exception. */
int scr_to_number(ScrValue v, double *out);

/* Two small BigInts take int64 arithmetic inline, after the Numbers; a
 * result past the small range goes out of line (it becomes a cell). */
static inline bool scr__small_bigint_pair(ScrValue a, ScrValue b) {
    return (a >> 48) == SCR_TAG_BIGINT && (b >> 48) == SCR_TAG_BIGINT;
}
static inline bool scr__small_bigint_fits(int64_t r) {
    return r >= SCR_SMALL_BIGINT_MIN && r <= SCR_SMALL_BIGINT_MAX;
}
ScrValue scr__add_slow(ScrValue a, ScrValue b);
static inline ScrValue scr_add(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b))
        return scr_number(scr_as_number(a) + scr_as_number(b));
    if (scr__small_bigint_pair(a, b)) {
        int64_t r = scr_small_bigint_value(a) + scr_small_bigint_value(b);
        if (scr__small_bigint_fits(r)) return scr_small_bigint(r);
    }
    return scr__add_slow(a, b);
}
/* x += b for a variable x (slot) whose value the caller has read into *a
 * with a reference of its own: the same as scr_add(*a, b), but a string
 * that only the variable and *a hold may be appended to in place, for
 * linear-time string building. When that happens *a and *slot are both
 * set to undefined (their references became the result's), so the
 * caller's usual release of *a and store into *slot stay correct. */
ScrValue scr_add_var(ScrValue *a, ScrValue b, ScrValue *slot);
/* The operators below take their number-number case inline and call the
 * out-of-line scr__*_slow for everything else. */
ScrValue scr__sub_slow(ScrValue a, ScrValue b);
ScrValue scr__mul_slow(ScrValue a, ScrValue b);
ScrValue scr__div_slow(ScrValue a, ScrValue b);
static inline ScrValue scr_sub(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b))
        return scr_number(scr_as_number(a) - scr_as_number(b));
    if (scr__small_bigint_pair(a, b)) {
        int64_t r = scr_small_bigint_value(a) - scr_small_bigint_value(b);
        if (scr__small_bigint_fits(r)) return scr_small_bigint(r);
    }
    return scr__sub_slow(a, b);
}
static inline ScrValue scr_mul(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b))
        return scr_number(scr_as_number(a) * scr_as_number(b));
    if (scr__small_bigint_pair(a, b)) {
        int64_t r;
        if (!__builtin_mul_overflow(scr_small_bigint_value(a), scr_small_bigint_value(b), &r) &&
            scr__small_bigint_fits(r))
            return scr_small_bigint(r);
    }
    return scr__mul_slow(a, b);
}
static inline ScrValue scr_div(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b))
        return scr_number(scr_as_number(a) / scr_as_number(b));
    return scr__div_slow(a, b);
}
/* Number % Number. Two integers of magnitude below 2^63 take the integer
 * remainder (its sign is the dividend's; a zero result of a negative
 * dividend is -0); a zero divisor, NaN, infinities and fractions keep
 * fmod, whose results are JS's. */
static inline double scr__mod_d(double x, double y) {
    /* Every double of magnitude below 2^63 converts to int64_t exactly (past
     * 2^53 they all are integers), and the remainder of two doubles is
     * itself a double, so (double)r is exact; -2^63 % -1 is kept out. */
    if (x > -9223372036854775808.0 && x < 9223372036854775808.0 && y > -9223372036854775808.0 &&
        y < 9223372036854775808.0) {
        int64_t i = (int64_t)x, j = (int64_t)y;
        if ((double)i == x && (double)j == y && j != 0) {
            int64_t r = i % j;
            if (r == 0 && __builtin_signbit(x)) return -0.0;
            return (double)r;
        }
    }
    return __builtin_fmod(x, y);
}
ScrValue scr__mod_slow(ScrValue a, ScrValue b);
static inline ScrValue scr_mod(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b))
        return scr_number(scr__mod_d(scr_as_number(a), scr_as_number(b)));
    return scr__mod_slow(a, b);
}
/* x % c for a constant int32 c > 0 (generated code's `x % 65521`): an
 * int32 x takes C's int32 remainder, which the C compiler turns into
 * multiplications for a constant c; a zero remainder keeps the sign of x
 * (-0 for a negative x). Anything else goes through scr__mod_d. */
static inline double scr__mod_d_int(double x, int32_t c) {
#if defined(__SSE2__)
    /* cvttsd2si gives INT32_MIN for NaN and out-of-range values, which the
     * round trip rejects (but -2^31 itself, which is right). */
    int32_t i = __builtin_ia32_cvttsd2si((__attribute__((vector_size(16))) double){x, 0});
    if ((double)i == x) {
#else
    int32_t i = x >= -2147483648.0 && x <= 2147483647.0 ? (int32_t)x : 0;
    if (x >= -2147483648.0 && x <= 2147483647.0 && (double)i == x) {
#endif
        /* The remainder takes the dividend's sign: -0 for a zero one of
         * a negative (or -0) x. */
        int32_t r = i % c;
        return r ? (double)r : __builtin_copysign(0.0, x);
    }
    return scr__mod_d(x, (double)c);
}
static inline ScrValue scr_mod_int(ScrValue a, int32_t c) {
    if (scr_is_number(a)) return scr_number(scr__mod_d_int(scr_as_number(a), c));
    return scr__mod_slow(a, scr_int32(c));
}
ScrValue scr_pow(ScrValue a, ScrValue b);
/* Bitwise operators: inline when both operands already are int32 numbers
 * (ToInt32 is then the identity), out of line otherwise. */
static inline bool scr__as_int32(ScrValue v, int32_t *out) {
    if (!scr_is_number(v)) return false;
    double d = scr_as_number(v);
#if defined(__SSE2__)
    /* cvttsd2si gives INT32_MIN for NaN and out-of-range values, which the
     * round trip then rejects (except -2^31 itself, which is right): one
     * conversion and one compare instead of two range tests first. */
    int32_t i = __builtin_ia32_cvttsd2si((__attribute__((vector_size(16))) double){d, 0});
#else
    if (!(d >= -2147483648.0 && d <= 2147483647.0)) return false;
    int32_t i = (int32_t)d;
#endif
    if ((double)i != d) return false;
    *out = i;
    return true;
}
/* ToInt32 of a Number: one truncating conversion inline. On x86-64 it
 * converts to 64 bits, whose low 32 are ToInt32 for any |d| < 2^63, so
 * the uint32 values of bit-twiddling code (2^31 and up: CRCs, hashes,
 * `x >>> 0`) stay inline too; x86's answer for NaN and out-of-range
 * values (INT64_MIN, or INT32_MIN from the 32-bit form) takes the modular
 * conversion out of line, as -2^63 (-2^31) itself does. */
int32_t scr__to_int32_d(double d);
static inline int32_t scr_d_to_int32(double d) {
#if defined(__x86_64__)
    int64_t l = __builtin_ia32_cvttsd2si64((__attribute__((vector_size(16))) double){d, 0});
    if (__builtin_expect(l != INT64_MIN, 1)) return (int32_t)(uint32_t)(uint64_t)l;
#elif defined(__SSE2__)
    int32_t i = __builtin_ia32_cvttsd2si((__attribute__((vector_size(16))) double){d, 0});
    if (__builtin_expect(i != INT32_MIN, 1)) return i;
#else
    if (d > -2147483649.0 && d < 2147483648.0) return (int32_t)d;
#endif
    return scr__to_int32_d(d);
}
/* ToInt32(ToNumeric(v)) for the operand of a bitwise operator whose other
 * operand is a Number: a BigInt throws the mixing TypeError. 0 or -1. */
int scr__to_int32_mix_slow(ScrValue v, int32_t *out);
static inline int scr_to_int32_mix(ScrValue v, int32_t *out) {
    if (__builtin_expect(scr_is_number(v), 1)) {
        *out = scr_d_to_int32(scr_as_number(v));
        return 0;
    }
    return scr__to_int32_mix_slow(v, out);
}
#define SCR__BITOP(name, expr)                                      \
    ScrValue scr__##name##_slow(ScrValue a, ScrValue b);            \
    static inline ScrValue scr_##name(ScrValue a, ScrValue b) {     \
        int32_t i, j;                                               \
        if (scr__as_int32(a, &i) && scr__as_int32(b, &j))           \
            return scr_number(expr);                                \
        return scr__##name##_slow(a, b);                            \
    }
SCR__BITOP(bitand, (double)(i & j))
SCR__BITOP(bitor, (double)(i | j))
SCR__BITOP(bitxor, (double)(i ^ j))
SCR__BITOP(shl, (double)(int32_t)((uint32_t)i << (j & 31)))
SCR__BITOP(sar, (double)(i >> (j & 31)))
SCR__BITOP(shr, (double)((uint32_t)i >> (j & 31)))
#undef SCR__BITOP
ScrValue scr_neg(ScrValue a);    /* -a */
ScrValue scr_bitnot(ScrValue a); /* ~a */
ScrValue scr__inc_slow(ScrValue a);
ScrValue scr__dec_slow(ScrValue a);
/* ToNumeric(a) + 1 */
static inline ScrValue scr_inc(ScrValue a) {
    if (scr_is_number(a)) return scr_number(scr_as_number(a) + 1);
    if (scr_is_small_bigint(a) && a != scr_small_bigint(SCR_SMALL_BIGINT_MAX))
        return scr_small_bigint(scr_small_bigint_value(a) + 1);
    return scr__inc_slow(a);
}
/* ToNumeric(a) - 1 */
static inline ScrValue scr_dec(ScrValue a) {
    if (scr_is_number(a)) return scr_number(scr_as_number(a) - 1);
    if (scr_is_small_bigint(a) && a != scr_small_bigint(SCR_SMALL_BIGINT_MIN))
        return scr_small_bigint(scr_small_bigint_value(a) - 1);
    return scr__dec_slow(a);
}
ScrValue scr_typeof(ScrValue a); /* the type string (an atom) */

/* Comparisons: 1 true, 0 false, -1 exception. */
int scr__lt_slow(ScrValue a, ScrValue b);
int scr__le_slow(ScrValue a, ScrValue b);
int scr__gt_slow(ScrValue a, ScrValue b);
int scr__ge_slow(ScrValue a, ScrValue b);
static inline int scr_lt(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) return scr_as_number(a) < scr_as_number(b);
    if (scr__small_bigint_pair(a, b)) return scr_small_bigint_value(a) < scr_small_bigint_value(b);
    return scr__lt_slow(a, b);
}
static inline int scr_le(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) return scr_as_number(a) <= scr_as_number(b);
    if (scr__small_bigint_pair(a, b)) return scr_small_bigint_value(a) <= scr_small_bigint_value(b);
    return scr__le_slow(a, b);
}
static inline int scr_gt(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) return scr_as_number(a) > scr_as_number(b);
    if (scr__small_bigint_pair(a, b)) return scr_small_bigint_value(a) > scr_small_bigint_value(b);
    return scr__gt_slow(a, b);
}
static inline int scr_ge(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) return scr_as_number(a) >= scr_as_number(b);
    if (scr__small_bigint_pair(a, b)) return scr_small_bigint_value(a) >= scr_small_bigint_value(b);
    return scr__ge_slow(a, b);
}
int scr_loose_eq(ScrValue a, ScrValue b);
bool scr__strict_eq_slow(ScrValue a, ScrValue b);
/* Never throws. Equal bits are equal except for NaN (numbers compare as
 * doubles); different strings may still hold the same text. */
static inline bool scr_strict_eq(ScrValue a, ScrValue b) {
    if (scr_is_number(a) && scr_is_number(b)) return scr_as_number(a) == scr_as_number(b);
    if (a == b) return true;
    if (scr_is_string(a) && scr_is_string(b)) {
        if (scr_as_cell(a)->flags & scr_as_cell(b)->flags & SCR_CELL_ATOM) return false;
        return scr__strict_eq_slow(a, b);
    }
    /* Two BigInt cells may hold the same value; a small BigInt never
     * equals a cell. */
    if (scr_cell_kind(a) == SCR_KIND_BIGINT && scr_cell_kind(b) == SCR_KIND_BIGINT)
        return scr__strict_eq_slow(a, b);
    return false;
}
int scr_instanceof(ScrValue a, ScrValue ctor);

/* BigInts (core/bigint.c). The constructors return an owned BigInt and
 * never throw. scr_bigint_from_decimal takes the digits of a literal
 * (decimal, no sign, no separators): the compiler emits it for a literal
 * too large to be small. scr_to_bigint64 and scr_to_biguint64 are
 * ToBigInt64 and ToBigUint64 (ToBigInt, then modulo 2^64): 0 with *out
 * set, or -1 with the TypeError/SyntaxError pending. */
ScrValue scr_bigint_from_i64(int64_t i);
ScrValue scr_bigint_from_u64(uint64_t u);
ScrValue scr_bigint_from_decimal(const char *digits);
int scr_to_bigint64(ScrValue v, int64_t *out);
int scr_to_biguint64(ScrValue v, uint64_t *out);

/* ------------------------------------------------------------------------
 * Iteration (for-of, spread, array destructuring) and for-in.
 * An ScrIter lives in a C local; initialise it with SCR_ITER_INIT and always
 * pass it to scr_iter_release on every path (cleanup labels included).
 * ---------------------------------------------------------------------- */
typedef struct ScrIter {
    ScrValue iter;   /* the iterator object, or the array on the fast path */
    ScrValue next;   /* its next method (owned) */
    uint32_t index;  /* fast path: next array index */
    int mode;        /* 0 unused, 1 generic, 2 array fast path, 3 done,
                        4 async (asyncgen.c), 5 built-in Map/Set iterator */
} ScrIter;
#define SCR_ITER_INIT {SCR_UNDEFINED, SCR_UNDEFINED, 0, 0}

/* GetIterator(v): 0, or -1 ("x is not iterable", `what` = source text). */
int scr_iter_open(ScrIter *it, ScrValue v, const char *what);
/* Steps: 1 with *out set (owned), 0 when done, -1 on exception; *out is
 * undefined after 0 and -1. */
int scr_iter_next(ScrIter *it, ScrValue *out);
/* IteratorClose for an abrupt exit (break, return, throw). With
 * `throwing` true a pending exception is kept and errors from return() are
 * ignored. 0 or -1. */
int scr_iter_close(ScrIter *it, bool throwing);
/* Releases what the iterator holds; idempotent. */
void scr_iter_release(ScrIter *it);
/* for-in: an array of the enumerable string keys of obj and its prototypes,
 * in spec order (integer keys ascending first). */
ScrValue scr_for_in_keys(ScrValue obj);
/* Whether a listed key is still to be visited when the loop reaches it
 * (V8's HasEnumerableProperty: proxies answer through their traps): 1, 0,
 * or -1 with the exception pending. */
int scr_for_in_has(ScrValue obj, ScrValue key);
/* Array length as a C integer (for iterating scr_for_in_keys's result). */
uint32_t scr_array_length(ScrValue arr);
/* Element i of an array created by the runtime (borrowed, no checks). */
ScrValue scr_array_at(ScrValue arr, uint32_t i);

/* ------------------------------------------------------------------------
 * Exceptions.
 * ---------------------------------------------------------------------- */
/* Makes v (borrowed) the pending exception; returns SCR_EXCEPTION. */
ScrValue scr_throw(ScrValue v);
/* As scr_throw, consuming v. */
ScrValue scr_throw_take(ScrValue v);
/* Removes and returns the pending exception (owned). For catch clauses. */
ScrValue scr_exception_take(void);
/* Builds and throws an error of that class with a printf-style message. */
ScrValue scr_throw_type_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
ScrValue scr_throw_range_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
ScrValue scr_throw_reference_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
ScrValue scr_throw_syntax_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "Cannot access 'x' before initialization" (ReferenceError). */
ScrValue scr_throw_tdz(const char *name);
/* "Assignment to constant variable." (TypeError). */
ScrValue scr_throw_const_assign(void);

/* ------------------------------------------------------------------------
 * Source positions and frames. Generated code keeps the running context's
 * position at the operation that may throw next (SCR_POS); errors record
 * it, and the uncaught-error report prints that line with a caret. Each
 * generated function links an ScrFrame for stack traces and the recursion
 * limit.
 * ---------------------------------------------------------------------- */
typedef struct ScrPos {
    uint32_t file; /* index into the program's source table */
    uint32_t line; /* 1-based */
    uint32_t col;  /* 1-based, UTF-16 code units */
} ScrPos;

typedef struct ScrFrame {
    struct ScrFrame *prev;
    const char *name;   /* the JS function name ("" for anonymous) */
    ScrValue func;      /* the running function (borrowed), undefined for a module body */
    ScrPos call_pos;    /* the caller's position when this frame was entered */
} ScrFrame;

/* ------------------------------------------------------------------------
 * The thread state: everything one thread of execution changes as it runs
 * JS, in one structure reached through one thread-local, as lua_State or
 * JSContext. A new piece of per-execution state belongs here, not in a
 * file-scope global: what each execution context (the thread's own stack,
 * or a fiber under an async function or generator) owns goes in ScrExec,
 * which fibers switch as one unit; the rest stays with the thread across
 * every switch. Caches, immutable tables and the collector's lists stay in
 * their files.
 * ---------------------------------------------------------------------- */
typedef struct ScrExec {
    /* The innermost linked frame; NULL outside any (a fiber starts with
     * its own empty chain). */
    ScrFrame *frame_top;
    /* Entering a frame below this address throws "RangeError: Maximum
     * call stack size exceeded" (a margin above the end of this context's
     * stack). NULL until scr_main (or a fiber's first resume) sets it. */
    char *stack_limit;
    /* The position of the operation that may throw next (SCR_POS). */
    ScrPos pos;
} ScrExec;

/* How the program ends: two stages, kept apart because Node keeps them
 * apart (node/exit.c, exec/loop.c). */
enum {
    /* Node's process._exiting: 'exit' was emitted (or is being). A
     * listener's exception can still return to JS, which goes on. */
    SCR_EXIT_EMITTED = 1,
    /* The program is ending with exit.status: no callback runs any more
     * and the loop stops. Set by an uncaught error. */
    SCR_EXIT_ENDING = 2,
};

struct ScrRealm;
struct ScrRegion;
struct uv_loop_s;

/* A growable ring of jobs (exec/loop.c, which owns struct ScrJob). */
typedef struct ScrJobRing {
    struct ScrJob *jobs;
    size_t head, len, cap; /* cap is a power of two */
} ScrJobRing;

/* Built-in methods that a call site can reach without looking them up
 * (scr_call_intrinsic): `s.charCodeAt(i)`, `m.get(k)`, ... The compiler
 * knows them by name (compiler/emit_expr.c, intrinsic_of). */
typedef enum ScrIntrinsic {
    SCR_INTRINSIC_CHAR_CODE_AT, /* String.prototype.charCodeAt */
    SCR_INTRINSIC_STRING_SLICE, /* String.prototype.slice */
    SCR_INTRINSIC_STRING_INDEX_OF, /* String.prototype.indexOf */
    SCR_INTRINSIC_ARRAY_PUSH,   /* Array.prototype.push */
    SCR_INTRINSIC_MAP_GET,      /* Map.prototype.get */
    SCR_INTRINSIC_MAP_SET,      /* Map.prototype.set */
    SCR_INTRINSIC_MAP_HAS,      /* Map.prototype.has */
    SCR_INTRINSIC__COUNT
} ScrIntrinsic;

typedef struct ScrThread {
    /* The running context's own part. A fiber switch saves it into the
     * outgoing context and loads the incoming one's (exec/fiber.c). */
    ScrExec exec;

    /* The pending exception. It is not per context: a fiber that yields
     * or finishes with one pending hands it to its resumer. */
    struct {
        bool pending;
        ScrValue value; /* owned while pending, else undefined */
        /* The value last thrown and where it was first thrown (a rethrow
         * of the same value keeps the position): the report of a primitive
         * thrown by a callback prints it. */
        ScrValue first_value;
        ScrPos first_pos;
        /* Set while exec/loop.c reports an exception thrown by a callback:
         * the report then points at first_pos (node/main.c). */
        bool report_from_callback;
        /* Set while exec/loop.c reports an unhandled rejection. */
        bool report_from_rejection;
    } exc;

    /* The region new cells are allocated in, or NULL for the heap
     * (memory/region.c; fibers with runs_in_region swap it through the
     * region hooks). */
    struct ScrRegion *region;

    /* The realm this thread runs (core/object.h's ScrRealm), its global
     * object and the epoch of the global object's keys, which generated
     * global reads check (scr_global_get_at). Valid after scr__realm_init. */
    struct ScrRealm *realm;
    ScrObject *global_object;
    uint64_t global_keys_epoch;

    /* The code epoch: bumped by every call of a function (scr_call,
     * scr__construct: implicit calls too, a getter, valueOf or a proxy
     * trap) and by generated code that stores outside a fast region while
     * a loop holds hoisted guards (docs/architecture.md, "Hoisted region
     * guards"). A guard that passed at epoch E still holds while the
     * epoch is E: nothing has run since that could change what it read. */
    uint64_t code_epoch;

    /* The libuv loop (valid between scr__loop_init and scr__loop_shutdown)
     * and the queues of the jobs run between its callbacks: promise jobs
     * and other microtasks, and process.nextTick's. */
    struct uv_loop_s *loop;
    struct {
        ScrJobRing micro, ticks;
    } jobs;
    /* The async context (node:async_hooks' AsyncLocalStorage stores):
     * each job, timer, immediate and promise reaction captures the one
     * current when it is queued and runs with it (exec/loop.c). Owned; a
     * value that is no object means the root context. */
    ScrValue async_context;

    /* The end of the program. */
    struct {
        unsigned flags; /* SCR_EXIT_* */
        int status;     /* the exit status, valid with SCR_EXIT_ENDING */
        /* process.exitCode as Node keeps it: the value the program assigned
         * (owned; undefined when unset), and the int32 the exit status
         * comes from (Node's fields[kExitCode], valid when has_code). */
        ScrValue code_value;
        bool has_code;
        int32_t code_int;
    } exit;

    /* Math's intrinsic functions that generated code computes inline
     * (SCR_MATH_*: abs, floor, ceil, round, trunc, sign, sqrt, the order of
     * their magic numbers, then max and min), borrowed from the Math
     * object; set by scr__math_init and only ever compared with
     * (scr_math_is). */
    ScrValue math1[9];

    /* The built-in methods of ScrIntrinsic (scr_ic_is_intrinsic compares
     * with them) and their C code (scr_call_intrinsic calls it), set by
     * scr__intrinsic_set as the built-ins are made. Borrowed: the realm
     * holds a reference to each, so none is freed, or its address reused,
     * while generated code runs. */
    ScrValue intrinsic[SCR_INTRINSIC__COUNT];
    ScrCode intrinsic_code[SCR_INTRINSIC__COUNT];
} ScrThread;

/* The calling thread's state. Local-exec TLS: libscr is only ever linked
 * into executables, so every access (SCR_POS, entering a frame) is one
 * %fs-relative instruction on x86-64 (the plain globals it replaced took
 * two: an address load through the GOT, then the access). */
extern _Thread_local ScrThread scr__thread __attribute__((tls_model("local-exec")));

/* The code epoch (ScrThread.code_epoch): scr_code_ran bumps it;
 * scr_hoist_holds tells whether guards that passed when *h was recorded
 * still hold, and scr_hoist_mark records the epoch they passed at. */
static inline void scr_code_ran(void) { scr__thread.code_epoch++; }
static inline bool scr_hoist_holds(uint64_t h) { return h == scr__thread.code_epoch; }
static inline bool scr_hoist_mark(uint64_t *h) {
    *h = scr__thread.code_epoch;
    return true;
}

/* Calls f with this_val and arguments. `what` is the callee's source text,
 * used in "what is not a function". Returns the result or SCR_EXCEPTION
 * (a function that returns it leaves the exception pending). A compiled or
 * native function that is no class constructor is called here; the rest
 * goes to scr__call_other. */
SCR_HOT_INLINE ScrValue scr_call(ScrValue fv, ScrValue this_val, int argc, ScrValue *argv, const char *what) {
    scr_code_ran();
    if (scr_is_object(fv)) {
        ScrCell *c = scr_as_cell(fv);
        if (c->aux == SCR__CLASS_FUNCTION && !(((ScrFunction *)c)->flags & SCR_FN_CLASS))
            return ((ScrFunction *)c)->code(fv, this_val, argc, argv, SCR_UNDEFINED);
    }
    return scr__call_other(fv, this_val, argc, argv, what);
}

#define SCR_POS(f, l, c)                                                                           \
    (scr__thread.exec.pos.file = (f), scr__thread.exec.pos.line = (l),                             \
     scr__thread.exec.pos.col = (c))

ScrValue scr_throw_stack_overflow(void);

/* Called first on a generated function's way out with an exception (its
 * `fail:` label): does nothing, but as a cold function it tells clang that
 * every branch to that label is unlikely, so the paths that go on get the
 * registers and the straight-line layout. */
__attribute__((cold)) void scr_threw(void);

/* Whether the C stack is nearly exhausted (the limit scr_frame_enter
 * checks). Natives that recurse over the data they are given (JSON,
 * join, flat, inspect, deep equality) ask at each level and throw
 * scr_throw_stack_overflow(), V8's RangeError, instead of overflowing
 * the stack; the frame address, as in scr_frame_enter. */
static inline bool scr_stack_exhausted(void) {
    return __builtin_expect((char *)__builtin_frame_address(0) < scr__thread.exec.stack_limit, 0);
}

/* Links frame fr named `name`; returns 0, or -1 with a RangeError pending
 * when the C stack is nearly exhausted (the frame is then not linked).
 * fr->func starts undefined; generated functions then set it to their
 * function object, which the Error constructor uses to leave out the
 * constructor frames of a subclass, as V8 does. */
static inline int scr_frame_enter(ScrFrame *fr, const char *name) {
    /* The frame address, not a local's: under ASan a local may live on the
     * heap-allocated fake stack. */
    if (scr_stack_exhausted()) {
        scr_throw_stack_overflow();
        return -1;
    }
    fr->prev = scr__thread.exec.frame_top;
    fr->name = name;
    fr->func = SCR_UNDEFINED;
    fr->call_pos = scr__thread.exec.pos;
    scr__thread.exec.frame_top = fr;
    return 0;
}
/* Whether an exception is pending: after a call through a numeric C entry
 * (whose result is a C number), the test that the callee threw. */
static inline bool scr_exception_pending(void) { return scr__thread.exc.pending; }
static inline void scr_frame_leave(ScrFrame *fr) {
    scr__thread.exec.frame_top = fr->prev;
    scr__thread.exec.pos = fr->call_pos;
}

/* ------------------------------------------------------------------------
 * Async functions and generators (async.c, asyncgen.c). The compiler emits
 * the body of each as an ordinary ScrCode and the function object's code
 * as a two-line wrapper calling one of these, which runs the body on a
 * fiber. They return the promise (async) or the generator object.
 * ---------------------------------------------------------------------- */
ScrValue scr_async_call(ScrCode body, ScrValue func, ScrValue this_val, int argc, ScrValue *argv);
ScrValue scr_generator_call(ScrCode body, ScrValue func, ScrValue this_val, int argc, ScrValue *argv);
ScrValue scr_async_generator_call(ScrCode body, ScrValue func, ScrValue this_val, int argc,
                                  ScrValue *argv);
/* The same for generators whose parameters have defaults or patterns:
 * the body runs at the call up to scr_generator_params_bound (emitted
 * after the parameters are bound), so the parameters' side effects and
 * errors belong to the call. */
ScrValue scr_generator_call_params(ScrCode body, ScrValue func, ScrValue this_val, int argc,
                                   ScrValue *argv);
ScrValue scr_async_generator_call_params(ScrCode body, ScrValue func, ScrValue this_val, int argc,
                                         ScrValue *argv);
ScrValue scr_generator_params_bound(void);
/* A module body with top-level await: runs it on a fiber and returns the
 * promise of its evaluation (scr_main waits for it before the next module). */
ScrValue scr_async_module(ScrValue (*body)(void));
/* await v inside an async body: suspends until v settles. Returns the
 * value (owned) or SCR_EXCEPTION with the rejection pending. */
ScrValue scr_await(ScrValue v);
/* yield v / yield* iterable inside a generator body: the value sent by the
 * next next() (owned), or SCR_EXCEPTION for throw() and return(). */
ScrValue scr_yield(ScrValue v);
ScrValue scr_yield_star(ScrValue iterable);
/* In async and generator bodies a generator's return() and the unwinding
 * of an activation that can never resume travel as exceptions: a catch
 * clause first asks scr_catch_skips() (true: rethrow, do not catch), and a
 * finally block asks scr_finally_skips(saved exception) (true: skip it). */
bool scr_catch_skips(void);
bool scr_finally_skips(ScrValue exc);
/* for await...of: as scr_iter_open/next/close, awaiting each step. */
int scr_iter_open_async(ScrIter *it, ScrValue v, const char *what);
int scr_iter_next_async(ScrIter *it, ScrValue *out);
int scr_iter_close_async(ScrIter *it, bool throwing);

/* ------------------------------------------------------------------------
 * Globals and the program.
 * ---------------------------------------------------------------------- */
/* Reads a global binding (console, Math, ...). Throws "x is not defined". */
ScrValue scr_global_get(ScrValue name_atom);
/* As scr_global_get through a read site's cache (a static of the generated
 * code, zeroed): the global object's own data slot of the name, valid while
 * the global object's keys are unchanged (scr__thread.global_keys_epoch). */
typedef struct ScrGlobalSite {
    uint64_t epoch;
    uint32_t index;
} ScrGlobalSite;
/* Fills site (when not NULL) if the name is an own data property. */
ScrValue scr__global_get_miss(ScrValue name_atom, ScrGlobalSite *site);
static inline ScrValue scr_global_get_at(ScrValue name_atom, ScrGlobalSite *site) {
    if (__builtin_expect(site->epoch == scr__thread.global_keys_epoch, 1))
        return scr_dup(scr__thread.global_object->slots[site->index]);
    return scr__global_get_miss(name_atom, site);
}

/* ------------------------------------------------------------------------
 * Guards of the compiler's numeric fast paths (docs/architecture.md,
 * "Numeric fast paths through property caches"). Each one only reads: it
 * runs no JS and throws nothing, so the compiler may test them all before
 * an expression and then run either the plain C on doubles or the
 * ordinary code, which fills the same caches.
 * ---------------------------------------------------------------------- */

/* True when the get site's cache c has recorded obj's shape with an own
 * data property and that property holds a Number; *d is then its value. */
SCR_HOT_INLINE bool scr_ic_num(ScrValue obj, const ScrPropCache *c, double *d) {
    if (!scr_is_object(obj)) return false;
    ScrObject *o = (ScrObject *)scr_as_cell(obj);
    if (o->shape->id != c->shape_id || c->holder != 0) return false;
    ScrValue v = o->slots[c->index];
    if (!scr_is_number(v)) return false;
    *d = scr_as_number(v);
    return true;
}

/* True when the get site's cache c proves obj.key a data property, own
 * or on the cached prototype, as scr_get_ic's inline path does; *v is then
 * its value, borrowed (no count taken): valid until the next code that can
 * change the property. */
SCR_HOT_INLINE bool scr_ic_peek(ScrValue obj, const ScrPropCache *c, ScrValue *v) {
    if (!scr_is_object(obj)) return false;
    ScrObject *o = (ScrObject *)scr_as_cell(obj);
    if (o->shape->id != c->shape_id) return false;
    if (c->holder == 0) {
        *v = o->slots[c->index];
        return true;
    }
    const ScrValue *slot = scr__ic_proto_slot(o, c);
    if (!slot) return false;
    *v = *slot;
    return true;
}

/* True when the set site's cache c has recorded obj's shape with a
 * writable own data property (not an add): scr_ic_put may then store. */
SCR_HOT_INLINE bool scr_ic_can_set(ScrValue obj, const ScrPropCache *c) {
    return scr_is_object(obj) && ((ScrObject *)scr_as_cell(obj))->shape->id == c->shape_id &&
           c->new_shape_id == 0;
}

/* Stores the Number v into the slot a true scr_ic_can_set(obj, c) found;
 * releases the old value. */
SCR_HOT_INLINE void scr_ic_put(ScrValue obj, const ScrPropCache *c, ScrValue v) {
    ScrValue *slot = &((ScrObject *)scr_as_cell(obj))->slots[c->index];
    ScrValue old = *slot;
    *slot = v;
    scr_release(old);
}

/* A fast region's cache for one object (a static of the generated code,
 * zero-initialised; the compiler's fast regions, docs/architecture.md):
 * a shape and the slots, in it, of the properties the region reads or
 * writes. Shape ids are never reused and a shape fixes which keys are
 * own data properties, where and whether writable, so a match proves the
 * slots. */
#define SCR_REGION_KEYS 16
typedef struct ScrRegionCache {
    uint64_t shape_id; /* 0: nothing recorded */
    uint32_t fills;    /* times scr_region_fill recorded a shape */
    uint32_t index[SCR_REGION_KEYS];
} ScrRegionCache;

/* The region's guard for object obj: true when its shape is c's; *slots
 * is then its slot array, valid while the shape does not change. */
SCR_HOT_INLINE bool scr_region_obj(ScrValue obj, const ScrRegionCache *c, ScrValue **slots) {
    if (!scr_is_object(obj)) return false;
    ScrObject *o = (ScrObject *)scr_as_cell(obj);
    if (o->shape->id != c->shape_id) return false;
    *slots = o->slots;
    return true;
}

/* The guard for the region's j-th property of an object scr_region_obj
 * accepted: *slot points at it, and it holds a Number. */
SCR_HOT_INLINE bool scr_region_num(ScrValue *slots, const ScrRegionCache *c, int j, ScrValue **slot) {
    *slot = &slots[c->index[j]];
    return scr_is_number(**slot);
}

/* After a region's ordinary code ran: when obj's shape is not c's,
 * records it in c if keys[0..n-1] are all own data properties in it
 * (those of bit j of `stored` writable); else clears c. A cache stops
 * recording after SCR_REGION_FILLS shapes (a region whose objects keep
 * changing shape stays on its ordinary code). */
#define SCR_REGION_FILLS 4096
void scr_region_fill(ScrRegionCache *c, ScrValue obj, uint32_t stored, int n, const ScrValue *keys);

/* The Math functions generated code computes inline (the one-argument
 * ones by their magic numbers in builtins/numbuiltins.c). */
enum {
    SCR_MATH_ABS = 0, SCR_MATH_FLOOR = 1, SCR_MATH_CEIL = 2, SCR_MATH_TRUNC = 4, SCR_MATH_SQRT = 6,
    SCR_MATH_UNARY = 7, /* math1[] entries before this are one-argument functions */
    SCR_MATH_MAX = 7, SCR_MATH_MIN = 8,
};

/* Math.max(a, b) and Math.min(a, b) of two Numbers: NaN if either is NaN,
 * and +0 above -0 (C's fmax and fmin give the other operand for a NaN). */
static inline double scr__math_max2(double a, double b) {
    if (a != a || b != b) return __builtin_nan("");
    if (a == b) return __builtin_signbit(a) ? b : a;
    return a > b ? a : b;
}
static inline double scr__math_min2(double a, double b) {
    if (a != a || b != b) return __builtin_nan("");
    if (a == b) return __builtin_signbit(a) ? a : b;
    return a < b ? a : b;
}

/* True when the global `Math`, as the read site gs finds it, holds as the
 * own data property that the get site c records the intrinsic Math
 * function `which` (SCR_MATH_*): `Math.sqrt(x)` may then be sqrt(x). */
SCR_HOT_INLINE bool scr_math_is(const ScrGlobalSite *gs, const ScrPropCache *c, int which) {
    if (gs->epoch != scr__thread.global_keys_epoch) return false;
    ScrValue m = scr__thread.global_object->slots[gs->index];
    if (!scr_is_object(m)) return false;
    ScrObject *o = (ScrObject *)scr_as_cell(m);
    if (o->shape->id != c->shape_id || c->holder != 0) return false;
    return o->slots[c->index] == scr__thread.math1[which];
}

/* ------------------------------------------------------------------------
 * Intrinsic method calls. A call `o.name(args)` whose name is a built-in
 * method's (ScrIntrinsic) asks first whether the get site's cache c shows
 * that o.name is that built-in: a data property of o's shape, or of its
 * prototype (which a string primitive's cache records as
 * SCR_IC_STRING_RECV). The test only reads. When it holds, the get would
 * run no code and yield the built-in, so the call goes straight to its C
 * code (scr_call_intrinsic), with no reference to the function taken and
 * no dispatch; when it fails, the ordinary get and call run. (docs/
 * architecture.md, "Intrinsic method calls")
 * ---------------------------------------------------------------------- */
SCR_HOT_INLINE bool scr_ic_is_intrinsic(ScrValue obj, const ScrPropCache *c, int which) {
    if (scr_is_object(obj)) {
        const ScrObject *o = (const ScrObject *)scr_as_cell(obj);
        if (o->shape->id != c->shape_id) return false;
        if (c->holder == 0) return o->slots[c->index] == scr__thread.intrinsic[which];
        if (o->proto != c->holder) return false;
    } else if (!scr_is_string(obj) || c->shape_id != SCR_IC_STRING_RECV) {
        return false;
    }
    const ScrObject *h = (const ScrObject *)scr_as_cell(c->holder);
    return h->shape->id == c->holder_shape_id && h->slots[c->index] == scr__thread.intrinsic[which];
}

/* The get of `o.name(args)` for a name of the intrinsics (the compiler's
 * emit_intrinsic_call), in one lookup through the get site's cache c:
 * 1 when it found the built-in `which` (which the realm keeps alive:
 * scr_call_intrinsic calls it, *fn stays undefined), 0 with *fn the
 * method found (owned: another class's `get`, Array's `slice`), -1 with
 * the exception pending. Same result and errors as scr_get_ic. */
SCR_HOT_INLINE int scr_get_ic_intrinsic(ScrValue obj, ScrValue key, ScrPropCache *c, int which, ScrValue *fn) {
    const ScrObject *h;
    if (__builtin_expect(scr_is_object(obj), 1)) {
        const ScrObject *o = (const ScrObject *)scr_as_cell(obj);
        if (o->shape->id != c->shape_id) goto miss;
        if (c->holder == 0) {
            h = o;
            goto hit;
        }
        if (o->proto != c->holder) goto miss;
    } else if (!scr_is_string(obj) || c->shape_id != SCR_IC_STRING_RECV) {
        goto miss;
    }
    h = (const ScrObject *)scr_as_cell(c->holder);
    if (h->shape->id != c->holder_shape_id) goto miss;
hit:
    if (h->slots[c->index] == scr__thread.intrinsic[which]) return 1;
    *fn = scr_dup(h->slots[c->index]);
    return 0;
miss:
    *fn = scr__get_ic_miss(obj, key, c);
    if (*fn == SCR_EXCEPTION) {
        *fn = SCR_UNDEFINED;
        return -1;
    }
    if (*fn != scr__thread.intrinsic[which]) return 0;
    scr_release(*fn);
    *fn = SCR_UNDEFINED;
    return 1;
}
int scr_get_ic_intrinsic_c(ScrValue obj, ScrValue key, ScrPropCache *c, int which, ScrValue *fn);

/* A guard of the compiler's numeric fast paths (`s.charCodeAt(i) ===
 * 32`): true with *d the code unit when s is a string whose charCodeAt
 * the get site's cache c shows to be the built-in and index i (a Number,
 * truncated toward zero as ToIntegerOrInfinity does) is within it. An
 * index out of range (NaN) or NaN answers false: the ordinary call runs.
 * It only reads. */
/* Code unit i of str (i a Number, truncated toward zero as
 * ToIntegerOrInfinity does) into *d; false for an index out of range or
 * NaN. */
SCR_HOT_INLINE bool scr__str_unit_at(const ScrString *str, double i, double *d) {
#if defined(__x86_64__)
    /* Truncation toward zero in one conversion; NaN (and values past
     * int64) give INT64_MIN, which fails the test with the negative ones. */
    int64_t k = __builtin_ia32_cvttsd2si64((__attribute__((vector_size(16))) double){i, 0});
    if ((uint64_t)k >= str->len) return false;
    *d = str->data[k];
#else
    if (!(i > -1 && i < (double)str->len)) return false;
    *d = str->data[(uint32_t)i];
#endif
    return true;
}
SCR_HOT_INLINE bool scr_char_code_num(ScrValue s, const ScrPropCache *c, double i, double *d) {
    if (!scr_is_string(s) || !scr_ic_is_intrinsic(s, c, SCR_INTRINSIC_CHAR_CODE_AT)) return false;
    return scr__str_unit_at(scr_str(s), i, d);
}

/* A loop's view of a string binding (the compiler's "string views",
 * emit_fast.c): before a loop that reads `s.charCodeAt(i)` (and its
 * `s.length` then too) of a binding nothing in the loop can assign, the
 * string s holds, taken once. Strings never change and the binding keeps s alive, so
 * its length and code units stay valid for the whole loop. The loop
 * stores to no property and reaches other code only by calls, each of
 * which bumps the code epoch (scr_call and scr__construct do, a
 * generator runs through its `next`, and the compiler bumps it after its
 * direct calls): charCodeAt, once proven the built-in, stays so until the
 * epoch moves (cc_epoch holds the epoch of the proof; 0 none, as the
 * epoch starts at 1). A binding that held no string when the loop began
 * gives an empty view (s NULL): its accesses take the ordinary path. */
typedef struct ScrStrView {
    const ScrString *s;
    /* s->len as a double, converted once: the loop test `i <= s.length`
     * reads it every iteration (converting s->len there cost linecount's
     * scan 2% more instructions). */
    double len;
    uint64_t cc_epoch;
} ScrStrView;

static inline ScrStrView scr_str_view(ScrValue v) {
    ScrStrView w = {0, 0, 0};
    if (scr_is_string(v)) {
        w.s = scr_str(v);
        w.len = w.s->len;
    }
    return w;
}
/* s.length (s the viewed binding's value), as scr_length_num. */
SCR_HOT_INLINE bool scr_sview_length(const ScrStrView *w, ScrValue s, const ScrPropCache *c, double *d) {
    if (__builtin_expect(w->s != 0, 1)) {
        *d = w->len;
        return true;
    }
    return scr_length_num(s, c, d);
}
/* s.charCodeAt(i), as scr_char_code_num (which gives false for anything
 * but a string, as an empty view does). */
SCR_HOT_INLINE bool scr_sview_char_code(ScrStrView *w, ScrValue s, const ScrPropCache *c, double i, double *d) {
    if (!w->s) return false;
    if (__builtin_expect(w->cc_epoch != scr__thread.code_epoch, 0)) {
        if (!scr_ic_is_intrinsic(s, c, SCR_INTRINSIC_CHAR_CODE_AT)) return false;
        w->cc_epoch = scr__thread.code_epoch;
    }
    return scr__str_unit_at(w->s, i, d);
}

/* The substring [start, end) of string s (end clamped to its length), owned
 * (core/str.c). */
ScrValue scr__string_sub(ScrValue s, uint32_t start, uint32_t end);

/* Calls the built-in `which` with this_val and the arguments (borrowed),
 * as scr_call would; `s.charCodeAt(i)` of a string and an index in range
 * is a load, and `s.slice(a, b)` of a string and two positions within it
 * goes straight to the substring. The result is owned, or SCR_EXCEPTION. */
SCR_HOT_INLINE ScrValue scr_call_intrinsic(int which, ScrValue this_val, int argc, ScrValue *argv) {
    if (which == SCR_INTRINSIC_CHAR_CODE_AT && argc > 0 && scr_is_number(argv[0]) && scr_is_string(this_val)) {
        const ScrString *s = scr_str(this_val);
        double d = scr_as_number(argv[0]);
        /* ToIntegerOrInfinity truncates toward zero: (-1, len) is in range. */
        if (d > -1 && d < (double)s->len) return scr_int32(s->data[(uint32_t)d]);
    }
    if (which == SCR_INTRINSIC_STRING_SLICE && argc == 2 && scr_is_number(argv[0]) && scr_is_number(argv[1]) &&
        scr_is_string(this_val)) {
        /* Positions in [0, len] truncate toward zero and need no relative
         * adjustment; a start at or past the end gives "". NaN and the
         * rest go to the built-in. */
        double len = scr_str(this_val)->len, a = scr_as_number(argv[0]), b = scr_as_number(argv[1]);
        if (a >= 0 && a <= len && b >= 0 && b <= len) return scr__string_sub(this_val, (uint32_t)a, (uint32_t)b);
    }
    return scr__thread.intrinsic_code[which](scr__thread.intrinsic[which], this_val, argc, argv, SCR_UNDEFINED);
}

/* Out-of-line twins, for straight-line code of large functions. */
bool scr_ic_is_intrinsic_c(ScrValue obj, const ScrPropCache *c, int which);
ScrValue scr_call_intrinsic_c(int which, ScrValue this_val, int argc, ScrValue *argv);

/* As scr_global_get but returns undefined for a missing name (typeof x). */
ScrValue scr_global_get_or_undefined(ScrValue name_atom);
/* Assigns an existing global; throws "x is not defined" when missing. */
int scr_global_set(ScrValue name_atom, ScrValue val);
/* Sloppy-mode (CommonJS) code: an assignment to an undeclared name makes a
 * property of the global object. 0 or -1. */
int scr_global_set_sloppy(ScrValue name_atom, ScrValue val);
/* The `this` of a sloppy-mode function: globalThis for undefined or null,
 * a wrapper object for a primitive, else the value itself (owned). */
ScrValue scr_sloppy_this(ScrValue this_val);

/* One source file of the program, for error reports. */
typedef struct ScrSource {
    const char *url;  /* file:///absolute/path.js */
    const char *text; /* the whole source text (UTF-8) */
} ScrSource;

/* One module: its body runs once, in dependency order. */
typedef struct ScrModule {
    ScrValue (*body)(void); /* returns SCR_UNDEFINED or SCR_EXCEPTION */
    void (*teardown)(void); /* releases the module's globals at exit */
    int lazy;               /* not run at startup: reached only through import()
                               (runs on its first import) or only through
                               require (CommonJS: runs when required) */
    int record;             /* its ScrModuleRecord (CommonJS) */
} ScrModule;

/* CommonJS (runtime/src/node/cjs.c). A module record per source module
 * and per JSON file `require` loads; CommonJS modules are loaded through
 * the module cache on first require (or at their place in the ES order
 * when imported), JSON files are parsed on first require. */
enum { SCR_MOD_ESM = 0, SCR_MOD_CJS = 1, SCR_MOD_JSON = 2 };

/* One literal specifier a module gives require / require.resolve. */
typedef struct ScrRequireEntry {
    const char *spec;
    int record;            /* the record it loads, or -1 */
    const char *builtin;   /* or a built-in module (scr_builtin_import's name) */
    const char *resolved;  /* what require.resolve returns */
    const char *code;      /* or the error require throws: code ... */
    const char *message;   /* ... and Node's message */
} ScrRequireEntry;

typedef struct ScrModuleRecord {
    int format;                     /* SCR_MOD_* */
    const char *filename;           /* absolute path */
    ScrValue *wrapper;              /* CJS: the module's function (a static) */
    ScrValue *ns;                   /* ESM that require reaches: its namespace */
    ScrValue (*body)(void);         /* ESM: its body */
    const ScrRequireEntry *requires; /* what its require knows */
    int nrequires;
    const int *deps;                /* ESM: records to evaluate for require(esm), */
    int ndeps;                      /* dependencies first, itself last */
    int async;                      /* ESM: that graph has top-level await */
    const char *json;               /* JSON: the file's text */
} ScrModuleRecord;

/* A CommonJS module's module.exports, loading it first if needed (owned),
 * or SCR_EXCEPTION. */
ScrValue scr_cjs_evaluate(int record);
/* The value of a CommonJS named export after evaluation, as Node reads it:
 * exports[name] when it is an own property (a throwing getter gives
 * undefined), else undefined. Owned. */
ScrValue scr_cjs_export_get(ScrValue exports, ScrValue name_atom);
/* One translation unit's constant table: interned strings created before
 * any module runs, released at exit. Each unit of a program has its own
 * (the generated C's `k[]`), so a unit's C does not depend on the others'. */
typedef struct ScrConstTable {
    ScrValue *consts;
    const char *const *utf8;     /* constant strings as UTF-8 ... */
    const uint16_t *const *utf16; /* ... or UTF-16 where not ASCII */
    const uint32_t *len;         /* length in bytes or code units */
    int n;
} ScrConstTable;

typedef struct ScrProgram {
    const ScrSource *sources;
    int nsources;
    const ScrModule *modules; /* in evaluation order */
    int nmodules;
    const ScrConstTable *const *const_tables; /* one per translation unit */
    int nconst_tables;
    const ScrModuleRecord *records; /* CommonJS: per module, then JSON files */
    int nrecords;
    int main_record;               /* the entry when it is CommonJS (require.main), or -1 */
} ScrProgram;

/* Runs a compiled program: initialises the runtime, creates the constants,
 * evaluates the modules, runs the event loop, reports an uncaught error
 * (status 1) and exits. Returns the exit status. */
int scr_main(int argc, char **argv, const ScrProgram *prog);
/* 1 when the program was built with --detached-exit: process.exit then
 * leaves the address-space teardown to a helper process. libscr defines it
 * weakly as 0 (node/exit.c); generated C defines it as 1 to override. */
extern const int scr_detached_exit;

#ifdef __cplusplus
}
#endif
#endif
