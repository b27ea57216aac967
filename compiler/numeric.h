/* numeric.h - which bindings always hold a Number, and which expressions
 * always produce one (numeric.c). The emitter uses the facts to leave out
 * reference counting, exception checks and type tests that a Number never
 * needs. */
#ifndef SCR_NUMERIC_H
#define SCR_NUMERIC_H

#include "scope.h"

/* Sets Binding.numeric for every let/const binding of the program whose
 * every write stores a Number, and Binding.unboxed for those of them kept
 * in a C double or int32_t. Runs once, after scope_finish. */
void numeric_analyze(Analysis *an, Module **mods, int nmods);

/* True when evaluating e yields a Number, or throws, but never yields
 * another type (under the facts numeric_analyze established). */
bool numeric_expr(const Analysis *an, const Node *e);

/* True when both operands of a binary arithmetic or comparison node are
 * Numbers, so the operator can work on doubles with nothing to convert
 * and nothing to throw. */
bool numeric_operands(const Analysis *an, const Node *n);

/* True when d is an int32 value: an integer in [-2^31, 2^31), not -0. */
bool numeric_int32_value(double d);

/* True when evaluating e yields an int32 value or throws (a bitwise
 * operator's result but >>>'s, an int32 literal, an int32 binding). */
bool numeric_int32_expr(const Analysis *an, const Node *e);

/* FuncInfo.num_entry, set by numeric_analyze: a plain function that only
 * direct calls reach (its parameters all unboxed), that returns a Number,
 * and that uses neither `this`, `new.target` nor `try`. The emitter gives
 * it a C entry taking and returning C numbers; the entry links a frame as
 * any function does, and returns with the exception pending when the body
 * throws (the caller tests scr_exception_pending()).
 * FuncInfo.num_leaf: such a function whose body can neither throw nor
 * call (statements over its own unboxed bindings, Number arithmetic,
 * comparisons and control flow): its C entry has no frame, and its calls
 * no test. */

#endif
