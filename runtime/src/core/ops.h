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
/* Describes a value for "X is not a function"-style messages when no source
 * text is known (e.g. "5", "undefined", "#<Object>"; a string as it is,
 * unquoted, cut at the buffer). Writes into buf. */
void scr__value_describe(ScrValue v, char *buf, size_t size);
/* V8's "type value" description for messages without source text:
 * "number 1", "boolean true", "object null", "undefined", "object",
 * "function", "symbol". */
void scr__value_describe_typed(ScrValue v, char *buf, size_t size);

#endif
