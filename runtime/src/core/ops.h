/* ops.h - the language's operators and conversions beyond those generated
 * code calls (scr.h): ToPrimitive, ToInt32, ToIntegerOrInfinity, **,
 * SameValue, OrdinaryHasInstance, and the value descriptions of V8's
 * messages. Owned by ops.c. */
#ifndef SCR_OPS_H
#define SCR_OPS_H

#include "scr.h"

/* ToPrimitive with hint 0 default, 1 number, 2 string. */
ScrValue scr__to_primitive(ScrValue v, int hint);
int scr__to_int32(ScrValue v, int32_t *out);
/* ToBigInt: an owned BigInt, or SCR_EXCEPTION (TypeError for numbers,
 * undefined, null and symbols; SyntaxError for strings that are no
 * BigInt). */
ScrValue scr__to_bigint(ScrValue v);
/* ToIntegerOrInfinity: 0 with *out, or -1. */
int scr__to_integer(ScrValue v, double *out);
/* Number ** with JS's special cases. */
double scr__js_pow(double x, double y);
/* SameValue (Object.is) and SameValueZero (includes). */
bool scr__same_value(ScrValue a, ScrValue b);
bool scr__same_value_zero(ScrValue a, ScrValue b);
/* OrdinaryHasInstance(C, O): 1, 0 or -1. */
int scr__ordinary_has_instance(ScrValue ctor, ScrValue obj);
/* SpeciesConstructor(o, dflt): o.constructor[Symbol.species], dflt where
 * the constructor is undefined or the species nullish; V8's TypeErrors
 * where the constructor is no object or the species no constructor. Owned,
 * or SCR_EXCEPTION. */
ScrValue scr__species_constructor(ScrValue o, ScrValue dflt);
/* Describes a value for "X is not a function"-style messages when no source
 * text is known, as V8's side-effect-free ToString does (reading data
 * properties only, never running a getter or a trap): "5", "undefined", a
 * string as it is, a function's source text, "Name: message" for errors,
 * "#<Ctor>" for objects whose toString is Object.prototype's, otherwise
 * "[object Tag]". Cut at the buffer. Writes into buf. */
void scr__value_describe(ScrValue v, char *buf, size_t size);
/* v as V8 names a value or a property key in messages, owned, or
 * SCR_EXCEPTION: a string whole and as it is (lone surrogates and all), a
 * symbol as Symbol(description), anything else as scr__value_describe
 * writes it. */
ScrValue scr__value_string(ScrValue v);
/* Throws a new error of kind SCR_ERR_* whose message is `before`, v as
 * scr__value_string names it, then `after`. */
ScrValue scr__throw_with_value(int kind, const char *before, ScrValue v, const char *after);
/* The natives of %Object.prototype.toString% and %Error.prototype.toString%
 * (set when they are made), which scr__value_describe recognises as V8's
 * side-effect-free ToString does. */
extern ScrCode scr__object_to_string_code, scr__error_to_string_code;
/* V8's "type value" description for messages without source text:
 * "number 1", "boolean true", "object null", "undefined", "object",
 * "function", "symbol". */
void scr__value_describe_typed(ScrValue v, char *buf, size_t size);
/* Throws V8's TypeError for calling v where no call site names it (its
 * default call site): the type, then a number, boolean or null as it is, or
 * a string quoted and cut at 100 code units, then "is not a function":
 * `number 5 is not a function`, `string "abc" is not a function`. */
ScrValue scr__throw_not_callable_default(ScrValue v);

#endif
