/* object.h - the internal object model of libscr: classes and their C
 * layouts, property flags, the realm's intrinsics, class hooks, and
 * object.c's property operations, which the built-ins use to make and read
 * objects. Owned by object.c; arrays, functions, errors and conversions
 * have their own headers (array.h, function.h, error.h, ops.h). */
#ifndef SCR_OBJECT_H
#define SCR_OBJECT_H

#include "memory/heap.h"

/* ------------------------------------------------------------------------
 * Classes. Every object is a cell of kind SCR_KIND_OBJECT whose cell.aux is
 * one of these; the class decides the C layout (ScrObject or a struct that
 * starts with one).
 * ---------------------------------------------------------------------- */
typedef enum ScrClassId {
    SCR_CLASS_OBJECT = 1,    /* ScrObject */
    SCR_CLASS_ARRAY,         /* ScrArray */
    SCR_CLASS_FUNCTION,      /* ScrFunction (compiled and native) */
    SCR_CLASS_BOUND_FUNCTION,/* ScrBoundFunction */
    SCR_CLASS_ERROR,         /* ScrError */
    SCR_CLASS_BOOLEAN,       /* ScrPrimitiveObject (new Boolean) */
    SCR_CLASS_NUMBER,        /* ScrPrimitiveObject */
    SCR_CLASS_STRING,        /* ScrPrimitiveObject */
    SCR_CLASS_BIGINT,        /* ScrPrimitiveObject (Object(1n)) */
    SCR_CLASS_SYMBOL,        /* ScrPrimitiveObject (Object(sym)) */
    SCR_CLASS_ARGUMENTS,     /* ScrArray layout, own "length" property */
    SCR_CLASS_ITERATOR,      /* ScrNativeIterator (array/string iterators) */
    SCR_CLASS_MAP,           /* reserved for later issues */
    SCR_CLASS_SET,
    SCR_CLASS_DATE,
    SCR_CLASS_REGEXP,
    SCR_CLASS_PROMISE,
    SCR_CLASS_GENERATOR,
    SCR_CLASS_WEAKREF,       /* weak.c: WeakRef, WeakMap, WeakSet and */
    SCR_CLASS_WEAKMAP,       /* FinalizationRegistry (keep these four */
    SCR_CLASS_WEAKSET,       /* together and in this order) */
    SCR_CLASS_FINREG,
    SCR_CLASS_MAP_ITERATOR,  /* mapset.c */
    SCR_CLASS_SET_ITERATOR,
    SCR_CLASS_REGEXP_STRING_ITERATOR, /* strregex.c (matchAll) */
    SCR_CLASS_NAMESPACE,     /* ScrObject: a module namespace (namespace.c) */
    SCR_CLASS_ASYNC_GENERATOR, /* async.c */
    SCR_CLASS_TIMEOUT,         /* loop.c: Timeout objects */
    SCR_CLASS_IMMEDIATE,       /* loop.c: Immediate objects */
    SCR_CLASS_REGION,          /* region.c: LifetimeRegion objects */
    SCR_CLASS_ARRAY_BUFFER,    /* typedarray.h: ScrArrayBuffer */
    SCR_CLASS_TYPED_ARRAY,     /* ScrTypedArray (scr.h): all eleven kinds */
    SCR_CLASS_DATA_VIEW,       /* typedarray.h: ScrDataView */
    SCR_CLASS_INTL,            /* intl/intl.c: every Intl service object */
    SCR_CLASS_PROXY,           /* ScrProxy (proxy.c) */
    SCR_CLASS_CRYPTO,          /* node/crypto.c: Hash, Hmac, ciphers (an OpenSSL context) */
    SCR_CLASS_ZLIB,            /* node/zlib.c: a zlib stream handle */
    SCR_CLASS__COUNT
} ScrClassId;

/* Property attribute flags, stored per key in the shape. */
enum {
    SCR_PROP_WRITABLE = 1 << 0,     /* data properties only */
    SCR_PROP_ENUMERABLE = 1 << 1,
    SCR_PROP_CONFIGURABLE = 1 << 2,
    SCR_PROP_ACCESSOR = 1 << 3,     /* the slot holds an ScrAccessor cell */
};
#define SCR_PROP_CWE (SCR_PROP_WRITABLE | SCR_PROP_ENUMERABLE | SCR_PROP_CONFIGURABLE)
/* Built-in methods and class methods: writable, configurable, not enumerable. */
#define SCR_PROP_CW (SCR_PROP_WRITABLE | SCR_PROP_CONFIGURABLE)

/* ------------------------------------------------------------------------
 * Shapes (shape.c). A shape is the ordered list of an object's own named
 * properties (keys are atoms or symbols) with their flags; property i lives
 * in slot i of the object. Shapes form a tree by adding one key at a time,
 * so objects built the same way share one shape. A shape with many keys has
 * a hash index. After a delete (or too many keys) an object gets its own
 * dictionary shape, which is changed in place and never shared.
 * Shapes are not cells: they hold no references to cycle-capable cells (only
 * atoms and symbols), and are counted with their own `rc`.
 * ---------------------------------------------------------------------- */
typedef struct ScrShapeProp {
    ScrValue key;   /* an atom or a symbol, owned by the shape */
    uint32_t flags; /* SCR_PROP_* */
} ScrShapeProp;

/* struct ScrShape is defined in scr.h (the inline caches read its id) and
 * documented in shape.h. */

/* ------------------------------------------------------------------------
 * Object layouts.
 * ---------------------------------------------------------------------- */
/* ScrObject is defined in scr.h: generated code's inline caches read it. */

/* ScrArray (arrays and arguments objects) is defined in scr.h: generated
 * code reads its elements and length inline. */

/* ScrFunction, the layout of SCR_CLASS_FUNCTION, is in scr.h. */
#define SCR_FN__NATIVE (1u << 16)
#define SCR_FN__HAS_SOURCE (1u << 18)

typedef struct ScrBoundFunction {
    ScrObject obj;
    ScrValue target;    /* owned, callable */
    ScrValue this_val;  /* owned */
    int argc;
    ScrValue *argv;     /* owned values */
} ScrBoundFunction;

typedef struct ScrError {
    ScrObject obj;
    ScrPos pos;         /* where the error was created (the report's caret) */
    uint8_t has_pos;    /* 0 when created with no generated frame running */
    uint8_t stack_pending; /* `stack` holds only the frames until first read */
    uint8_t pad[2];
    /* For an error a node/ module throws where Node's JS would: the
     * report's first lines for a throw from a callback (Node names its own
     * throw site, "node:assert:90" and the source line), static text; NULL
     * for every other error. The report ignores pos when it is set. */
    const char *internal_site;
} ScrError;

/* new Boolean/Number/String, Object(symbol). */
typedef struct ScrPrimitiveObject {
    ScrObject obj;
    ScrValue value;     /* owned primitive */
} ScrPrimitiveObject;

/* Iterators implemented in C (array and string iterators). `next_fn`
 * produces the next value: 1 with *out set (owned), 0 when done, -1 threw. */
struct ScrNativeIterator;
typedef int (*ScrNativeIterNext)(struct ScrNativeIterator *it, ScrValue *out);
typedef struct ScrNativeIterator {
    ScrObject obj;
    ScrValue target;    /* owned: what is iterated; undefined once done */
    uint32_t index;
    int kind;           /* free for next_fn: e.g. keys / values / entries */
    ScrNativeIterNext next_fn;
} ScrNativeIterator;

/* A Proxy exotic object (proxy.c). Its own shape is an empty dictionary
 * shape, which no inline cache ever matches, so every access to it misses
 * and reaches the slow paths, which dispatch to the traps. */
typedef struct ScrProxy {
    ScrObject obj;
    ScrValue target;  /* owned: an object; SCR_NULL once revoked */
    ScrValue handler; /* owned: an object; SCR_NULL once revoked */
    uint8_t callable; /* fixed at creation from the target ([[Call]]) */
    uint8_t constructor; /* ([[Construct]]) */
    uint8_t pad[6];
} ScrProxy;

/* An accessor property's getter/setter pair (kind SCR_KIND_ACCESSOR). */
typedef struct ScrAccessor {
    ScrGcHeader gc;
    ScrValue getter;    /* owned: function or undefined */
    ScrValue setter;
} ScrAccessor;

/* Symbols (kind SCR_KIND_SYMBOL). cell.aux: SCR_SYMBOL_PRIVATE for #names. */
typedef struct ScrSymbol {
    ScrCell cell;
    ScrValue description; /* owned: string, or undefined */
} ScrSymbol;
enum { SCR_SYMBOL_PRIVATE = 1 };

static inline ScrObject *scr_obj(ScrValue v) { return (ScrObject *)scr_as_cell(v); }
static inline int scr__class_of(ScrValue v) {
    return scr_is_object(v) ? scr_as_cell(v)->aux : 0;
}
static inline bool scr__is_array(ScrValue v) { return scr__class_of(v) == SCR_CLASS_ARRAY; }
static inline bool scr__is_error(ScrValue v) { return scr__class_of(v) == SCR_CLASS_ERROR; }
static inline bool scr__is_proxy(ScrValue v) { return scr__class_of(v) == SCR_CLASS_PROXY; }
/* True for every callable object (functions, bound functions, proxies of
 * callables). */
static inline bool scr__is_callable(ScrValue v) {
    int c = scr__class_of(v);
    return c == SCR_CLASS_FUNCTION || c == SCR_CLASS_BOUND_FUNCTION ||
           (c == SCR_CLASS_PROXY && ((ScrProxy *)scr_obj(v))->callable);
}

/* ------------------------------------------------------------------------
 * The realm: intrinsics, owned by the realm and released at exit. All are
 * valid after scr__realm_init.
 * ---------------------------------------------------------------------- */
enum {
    SCR_ERR_ERROR, SCR_ERR_TYPE, SCR_ERR_RANGE, SCR_ERR_REFERENCE,
    SCR_ERR_SYNTAX, SCR_ERR_EVAL, SCR_ERR_URI, SCR_ERR__COUNT
};

typedef struct ScrRealm {
    ScrValue global;            /* the global object (globalThis) */
    ScrValue object_proto, function_proto, array_proto, string_proto,
        number_proto, boolean_proto, symbol_proto, iterator_proto,
        array_iterator_proto, string_iterator_proto;
    ScrValue bigint_proto, bigint_ctor; /* bigintproto.c */
    ScrValue error_protos[SCR_ERR__COUNT]; /* Error.prototype, TypeError.prototype, ... */
    ScrValue error_ctors[SCR_ERR__COUNT];
    /* CallSite.prototype and the private name of a CallSite's fields, which
     * a user's Error.prepareStackTrace receives (error.c), made on first use. */
    ScrValue callsite_proto, callsite_slot;
    ScrValue object_ctor, function_ctor, array_ctor, string_ctor, number_ctor,
        boolean_ctor, symbol_ctor;
    /* The original Array.prototype[Symbol.iterator] and %ArrayIteratorPrototype%.next,
     * for the for-of fast path. */
    ScrValue array_values_fn, array_iter_next_fn;
    /* Well-known symbols. */
    ScrValue sym_iterator, sym_has_instance, sym_to_primitive,
        sym_to_string_tag, sym_async_iterator, sym_species,
        sym_is_concat_spreadable, sym_unscopables, sym_match;
    /* Map, Set, Date, RegExp (mapset.c, date.c, regexp.c, strregex.c). */
    ScrValue sym_match_all, sym_replace, sym_search, sym_split;
    ScrValue map_proto, set_proto, map_iterator_proto, set_iterator_proto,
        date_proto, regexp_proto, regexp_string_iterator_proto, regexp_ctor;
    /* String.prototype's string-only split/replace/replaceAll, which
     * strregex.c's versions call when the pattern is not a RegExp. */
    ScrValue string_split_fn, string_replace_fn, string_replace_all_fn;
    /* Promises, generators and the event loop (promise.c, async.c, loop.c). */
    ScrValue promise_proto, promise_ctor, promise_then_fn, generator_proto,
        async_generator_proto, async_from_sync_proto, timeout_proto,
        immediate_proto, process_obj, aggregate_error_proto;
    /* %AsyncFunction.prototype%, %GeneratorFunction.prototype% and
     * %AsyncGeneratorFunction.prototype% (async.c): the [[Prototype]] of
     * such functions once made (scr_function_new reads them). */
    ScrValue async_function_proto, generator_function_proto,
        async_generator_function_proto;
    /* The node:util module object (util.c), made on first import. */
    /* ArrayBuffer, %TypedArray%, the eleven typed arrays (indexed by
     * SCR_TA_*), DataView (builtins/typed.c), and the original getter of
     * %TypedArray%.prototype.length (scr_get_length's cache checks it). */
    ScrValue array_buffer_proto, array_buffer_ctor, typed_array_proto, typed_array_ctor,
        data_view_proto, ta_length_getter;
    /* SharedArrayBuffer (builtins/typed.c). */
    ScrValue shared_array_buffer_proto, shared_array_buffer_ctor;
    ScrValue ta_protos[SCR_TA__COUNT], ta_ctors[SCR_TA__COUNT];
    /* Symbol.for's registry: a null-prototype object, made on first use. */
    ScrValue symbol_registry;
    /* Intl (intl/): each service's prototype by ScrIntlType, and the
     * formatters toLocaleString and localeCompare keep for the default
     * locale and options, made on first use. */
    ScrValue intl_proto[16];
    ScrValue intl_default_number, intl_default_collator, intl_default_date[3];
    /* The last date-time pattern generator (costly to open), an Intl object
     * holding it for one ICU locale id (datefmt.c). */
    ScrValue intl_pattern_generator;
    /* The built-in methods generated code calls without a lookup
     * (SCR_INTRINSIC_*; scr__intrinsic_set): this reference keeps each
     * alive for scr__thread.intrinsic's borrowed ones. */
    ScrValue intrinsic_fns[SCR_INTRINSIC__COUNT];
} ScrRealm;
/* The running thread's realm is *scr__thread.realm (builtins/global.c). */

/* ------------------------------------------------------------------------
 * Classes whose layout lives outside the core (Map, Set, Date, RegExp and
 * their iterators): their file registers how to walk an object's extra
 * references. `trace` visits them; `finalize` runs first when the object
 * is freed, drops every one of them and frees the class's C memory, so
 * that trace afterwards visits nothing; `clear` drops them and leaves the
 * object valid and empty (scr__teardown). object.c calls them from the
 * object kind's trace, finalize and clear.
 * ---------------------------------------------------------------------- */
typedef void (*ScrRefVisitFn)(ScrValue ref, void *arg);
typedef struct ScrClassHooks {
    void (*trace)(ScrObject *o, ScrRefVisitFn visit, void *arg);
    void (*finalize)(ScrObject *o);
    void (*clear)(ScrObject *o); /* NULL: finalize leaves the fields empty
                                    and serves as clear too */
} ScrClassHooks;
extern ScrClassHooks scr__class_hooks[SCR_CLASS__COUNT];

/* The kind table's rows for objects, accessors and symbols (core/kinds.c). */
void scr__object_trace(ScrCell *c, ScrVisitFn visit, void *arg);
void scr__object_finalize(ScrCell *c);
void scr__object_clear(ScrCell *c);
void scr__accessor_trace(ScrCell *c, ScrVisitFn visit, void *arg);
void scr__accessor_finalize(ScrCell *c);
void scr__accessor_clear(ScrCell *c);
void scr__symbol_trace(ScrCell *c, ScrVisitFn visit, void *arg);
void scr__symbol_finalize(ScrCell *c);

/* ------------------------------------------------------------------------
 * Creating objects and registering built-ins (for built-in files' init).
 * ---------------------------------------------------------------------- */
/* A new object of class `cls` and C size `size` (>= sizeof(ScrObject)),
 * zeroed beyond the header, with prototype `proto` (borrowed). Owned. */
ScrValue scr__object_alloc(size_t size, int cls, ScrValue proto);
/* The same with a given starting shape (borrowed; the object takes a
 * reference) and `slots` slots carried in the cell after its first `size`
 * bytes (rounded up to 8); the caller fills the shape's slots. */
ScrValue scr__object_alloc_shaped(size_t size, int cls, ScrValue proto, ScrShape *shape, uint32_t slots);
/* A plain object with prototype proto (taken: the caller's reference
 * moves in; an object or null) and room in the cell for `slots`
 * properties (at least the usual four, at most SCR_CTOR_SLOTS_MAX): a
 * class instance whose constructor adds that many. */
ScrValue scr__object_new_proto_take(ScrValue proto, uint32_t slots);
/* The shape root + keys[0..n) (all with flags), made once and kept in
 * site until shutdown (borrowed). For runtime objects that always start
 * with the same keys: functions, iterator results. */
ScrShape *scr__site_shape(ScrLiteralShape *site, uint32_t n, const ScrValue *keys, uint32_t flags);
/* scr__thread.global_keys_epoch is bumped whenever the global object
 * gains, loses or reconfigures a key (global reads check it). */
/* True with *index set when key is an own data property of obj held in a
 * slot (not an accessor, not a virtual or element property). */
bool scr__own_data_slot(ScrValue obj, ScrValue key, uint32_t *index);
/* Releases the shapes object literal sites cached (scr_object_literal). */
void scr__literal_sites_shutdown(void);
/* Releases the strings arrays tagged template sites made (scr_template_object). */
void scr__template_sites_shutdown(void);
/* process.env's exotic behaviour, for the node layer: after
 * scr__object_make_string_values(obj, hook), [[Set]] of a string key on obj
 * stores ToString(value) and calls hook(key, string), and a delete calls
 * hook(key, undefined) (the layer above mirrors them into the C
 * environment). The object keeps a dictionary shape, which no property
 * cache holds, so every set reaches the slow path that does this. */
typedef void (*ScrStringValuesHook)(ScrValue key, ScrValue value);
void scr__object_make_string_values(ScrValue obj, ScrStringValuesHook hook);
/* Defines a native method `name` (ASCII) on obj: writable, configurable,
 * not enumerable. Returns the function (borrowed from obj) or SCR_EXCEPTION. */
ScrValue scr__define_native(ScrValue obj, const char *name, ScrCode fn, int length);
/* The same with a symbol key; `name` is the function's name, e.g. "[Symbol.iterator]". */
ScrValue scr__define_native_sym(ScrValue obj, ScrValue sym, const char *name,
                                ScrCode fn, int length);
/* Defines obj[Symbol.toStringTag] = tag (ASCII): configurable only, as
 * classes declare it. */
void scr__define_tag(ScrValue obj, const char *tag);
/* A native getter (and optional setter) for property `name`, not enumerable. */
int scr__define_native_accessor(ScrValue obj, const char *name, ScrCode getter,
                                ScrCode setter);
/* Defines (or redefines) an own property with exact flags; consumes val. */
int scr__define_value_take(ScrValue obj, ScrValue key, ScrValue val_take, int flags);
/* As scr__define_value_take with an ASCII name. */
int scr__define_str_take(ScrValue obj, const char *name, ScrValue val_take, int flags);

/* ------------------------------------------------------------------------
 * Reading objects (for inspect/json/console).
 * ---------------------------------------------------------------------- */
/* Own property keys in spec order: integer keys ascending, then strings in
 * insertion order, then symbols. Which keys are chosen by SCR_KEYS_*.
 * Returns a new array of keys (index keys as strings), or SCR_EXCEPTION. */
enum {
    SCR_KEYS_STRINGS = 1,
    SCR_KEYS_SYMBOLS = 2,
    SCR_KEYS_ENUMERABLE = 4,   /* only enumerable ones */
};
ScrValue scr__own_keys(ScrValue obj, int which);

/* An own property: flags, and value (data) or getter/setter (accessor).
 * All values in it are owned; release with scr__desc_release. */
typedef struct ScrPropDesc {
    int flags;        /* SCR_PROP_* */
    ScrValue value;   /* data properties */
    ScrValue getter;  /* accessor properties (undefined when absent) */
    ScrValue setter;
} ScrPropDesc;
/* 1 found (*out filled), 0 absent, -1 exception. `key` is any property key. */
int scr__get_own_property(ScrValue obj, ScrValue key, ScrPropDesc *out);
void scr__desc_release(ScrPropDesc *d);

/* [[Prototype]] (borrowed; SCR_NULL when none). Primitives: their wrapper's prototype. */
ScrValue scr__get_proto(ScrValue obj);
/* Sets the prototype; 0, or -1 (cycles, non-extensible). */
int scr__set_proto(ScrValue obj, ScrValue proto);

/* The essential internal methods as the spec states them, for ordinary
 * objects and proxies alike (proxies run their traps). Results 1 (true),
 * 0 (false) or -1 (exception pending). With `strict`, a false result of
 * set/define/delete/setPrototypeOf/preventExtensions throws the TypeError
 * strict code sees instead of returning 0. */
/* [[GetPrototypeOf]]: owned object or SCR_NULL, or SCR_EXCEPTION. */
ScrValue scr__get_prototype_of(ScrValue obj);
int scr__set_prototype_of(ScrValue obj, ScrValue proto, bool strict);
int scr__is_extensible(ScrValue obj);
int scr__prevent_extensions(ScrValue obj, bool strict);
int scr__define_own_property_ex(ScrValue obj, ScrValue key, const ScrPropDesc *d, int has, bool strict);
int scr__delete_property(ScrValue obj, ScrValue key, bool strict);
/* [[Set]] with receiver; key already converted. */
int scr__set_property(ScrValue obj, ScrValue key, ScrValue val, ScrValue receiver, bool strict);
/* ToPropertyDescriptor of a JS value: 0 with *out (owned; release it with
 * scr__desc_release) and *has, or -1. SCR_PROP_ACCESSOR is set in flags for
 * an accessor descriptor. */
int scr__to_property_descriptor(ScrValue v, ScrPropDesc *out, int *has);
/* FromPropertyDescriptor of the fields in `has` (all fields when has is
 * -1): a new object. d borrowed. */
ScrValue scr__from_property_descriptor(const ScrPropDesc *d, int has);




/* ------------------------------------------------------------------------
 * Generic property operations (owned results, -1 / SCR_EXCEPTION on error).
 * ---------------------------------------------------------------------- */
/* [[Get]] with an explicit receiver (getters run with this = receiver). */
ScrValue scr__get_with_receiver(ScrValue obj, ScrValue key, ScrValue receiver);
/* obj[name] for an ASCII name. */
ScrValue scr__get_str(ScrValue obj, const char *name);
int scr__set_str(ScrValue obj, const char *name, ScrValue val);
/* obj[i] */
ScrValue scr__get_index(ScrValue obj, uint32_t i);
int scr__set_index(ScrValue obj, uint32_t i, ScrValue val);
/* HasProperty through the prototype chain, for a key already converted. */
int scr__has_property(ScrValue obj, ScrValue key);
/* Object.prototype.toString tag name, e.g. "Object", "Array", "Error". */
const char *scr__class_name(int cls);
/* LengthOfArrayLike: 0 with *out, or -1. */
int scr__length_of(ScrValue obj, double *out);
/* ToObject: owned object, or SCR_EXCEPTION ("Cannot convert undefined or null to object"). */
ScrValue scr__to_object(ScrValue v);
/* Converts a key to an atom or a symbol (owned), or SCR_EXCEPTION. */
ScrValue scr__to_key(ScrValue v);
/* A readable description of a key for messages, e.g. "x" or "Symbol(a)"
 * written into buf (NUL-terminated, truncated to size). */
void scr__key_describe(ScrValue key, char *buf, size_t size);

/* ------------------------------------------------------------------------
 * More of object.c: descriptors, integrity levels, symbols, private names.
 * ---------------------------------------------------------------------- */
/* Object.defineProperty's core: which fields the descriptor had. */
enum {
    SCR_DESC_HAS_VALUE = 1, SCR_DESC_HAS_WRITABLE = 2, SCR_DESC_HAS_GET = 4,
    SCR_DESC_HAS_SET = 8, SCR_DESC_HAS_ENUMERABLE = 16, SCR_DESC_HAS_CONFIGURABLE = 32,
};
/* ValidateAndApplyPropertyDescriptor; d borrowed. 0 or -1. */
int scr__define_own_property(ScrValue obj, ScrValue key, const ScrPropDesc *d, int has);
/* An accessor with exact flags (getter/setter borrowed, either may be undefined). */
int scr__define_accessor_flags(ScrValue obj, ScrValue key, ScrValue getter,
                               ScrValue setter, int flags);
void scr__object_freeze(ScrValue obj);
/* Object.seal (freeze false) or Object.freeze (freeze true) of an object. */
void scr__object_seal(ScrValue obj, bool freeze);
bool scr__object_is_sealed(ScrValue obj);
bool scr__object_is_frozen(ScrValue obj);
/* [[Set]] with an explicit receiver (super.x = v). */
int scr__set_with_receiver(ScrValue obj, ScrValue key, ScrValue val, ScrValue receiver);
/* A new symbol with a description (string or undefined, borrowed). */
ScrValue scr__symbol_new(ScrValue description);
/* A private accessor (#x getter/setter) on obj. */
int scr__private_define_accessor(ScrValue obj, ScrValue pname, ScrValue getter,
                                 ScrValue setter);

#endif
