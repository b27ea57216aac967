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

#define SCR_FN__LAZY_PROTO (1u << 17)

#endif
