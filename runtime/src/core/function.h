/* function.h - function objects (compiled, native, bound), calls and
 * construction, classes and super, Function.prototype. Owned by function.c. */
#ifndef SCR_FUNCTION_H
#define SCR_FUNCTION_H

#include "core/object.h"

/* [[Construct]] with an explicit new_target. Owned result or SCR_EXCEPTION. */
ScrValue scr__construct(ScrValue f, int argc, ScrValue *argv, ScrValue new_target);
/* V8's TypeError for Function.prototype.apply (and Reflect.apply) of a
 * value that is not callable. Returns SCR_EXCEPTION. */
ScrValue scr__throw_apply_not_callable(ScrValue v);
/* CreateListFromArrayLike(args): 0 with *out (owned values, *argc of them;
 * free with scr__list_free), or -1 with a TypeError for a non-object or an
 * exception from reading it. */
int scr__list_from_array_like(ScrValue args, ScrValue **out, int *argc);
void scr__list_free(ScrValue *v, int n);
/* Creates a lazily deferred `prototype` of a plain function now (called by
 * object.c when the property is looked up or keys are listed). */
void scr__function_materialize_proto(ScrFunction *f);
/* A bound function (Function.prototype.bind). */
ScrValue scr__bound_new(ScrValue target, ScrValue this_val, int argc, ScrValue *argv);
void scr__function_proto_init(void);
/* Function.prototype itself (a native function returning undefined). */
ScrValue scr__function_proto_new(void);

/* A native function with an extra integer (magic) and value (data, borrowed). */
ScrValue scr__native_new_ex(ScrCode code, const char *name, int length,
                            int magic, ScrValue data);
/* A native constructor: like scr__native_new_ex, callable with new. Sets
 * ctor.prototype = proto and proto.constructor = ctor (when proto is an object). */
ScrValue scr__native_ctor_new(ScrCode code, const char *name, int length,
                              ScrValue proto);
/* A native constructor that is a class, as Node's JS classes are: like
 * scr__native_ctor_new, but a call without new throws and inspect shows
 * [class X]. */
ScrValue scr__native_class_new(ScrCode code, const char *name, int length, ScrValue proto);
/* Defines obj[name] = scr__native_new_ex(fn, name, length, magic, data)
 * with property flags `flags` (data borrowed). */
void scr__define_method(ScrValue obj, const char *name, ScrCode fn, int length, int magic,
                        int flags, ScrValue data);
/* One row of a table of natives (scr__define_natives). */
typedef struct ScrNativeDef {
    const char *name;
    ScrCode fn;
    int length;
    int magic;
} ScrNativeDef;
/* scr__define_method for each of the n rows of defs, in their order. */
void scr__define_natives(ScrValue obj, const ScrNativeDef *defs, size_t n, int flags,
                         ScrValue data);
/* Defines an accessor `name` (ASCII) on obj with property flags `flags`:
 * the native getter "get name" (length 0) and, when set is not NULL, the
 * setter "set name" (length 1), both with `magic`. */
void scr__define_getset(ScrValue obj, const char *name, ScrCode get, ScrCode set, int magic,
                        int flags);
/* The number of rows of a static table. */
#define SCR_COUNTOF(a) (sizeof(a) / sizeof((a)[0]))
/* GetPrototypeFromConstructor: new_target.prototype if it is an object, else
 * `fallback` (borrowed). Returns the prototype (owned) or SCR_EXCEPTION. */
ScrValue scr__proto_from_ctor(ScrValue new_target, ScrValue fallback);
/* IsConstructor. */
bool scr__is_constructor(ScrValue v);
/* Records fn (a built-in method whose C code is `code`) as the intrinsic
 * `which` (SCR_INTRINSIC_*, scr.h): the realm takes a reference, the thread
 * state borrows it for scr_ic_is_intrinsic and scr_call_intrinsic. */
void scr__intrinsic_set(int which, ScrValue fn, ScrCode code);
/* Calls a getter/any function with no `what` text. */
static inline ScrValue scr__call(ScrValue f, ScrValue this_val, int argc, ScrValue *argv) {
    return scr_call(f, this_val, argc, argv, NULL);
}
/* Functions: what an inspector needs. */
typedef struct ScrFunctionInfo {
    ScrValue name;     /* borrowed: the own "name" data property if a string, else undefined */
    uint32_t flags;    /* SCR_FN_* (bound functions: the target's flags with class bits cleared) */
    bool is_class;
    bool is_bound;
    bool is_native;
    bool is_async;
    bool is_generator;
    ScrValue extends;  /* borrowed: for classes with extends, the parent constructor's value
                          ([[Prototype]] of the class), else undefined */
} ScrFunctionInfo;
void scr__function_info(ScrValue f, ScrFunctionInfo *out);

#define SCR_FN__LAZY_PROTO (1u << 17)

/* Function.prototype.toString of a callable (no side effects): a compiled
 * function's source text as written, else "function name() { [native
 * code] }". Owned. */
ScrValue scr__function_to_string(ScrValue f);

#endif
