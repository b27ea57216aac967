/* bigint.h - BigInt arithmetic: the SCR_KIND_BIGINT cell, the operators on
 * BigInt operands (ops.c calls these once both operands are BigInts),
 * conversions to and from numbers and strings, asIntN/asUintN. Small
 * values live in the ScrValue itself (scr.h, tag 0xFFFA); every result
 * that fits is returned small, so a cell always holds a value outside
 * [-2^47, 2^47). Owned by bigint.c. */
#ifndef SCR_BIGINT_H
#define SCR_BIGINT_H

#include "memory/heap.h"

/* A BigInt too large to be small: sign and magnitude, little-endian 32-bit
 * limbs, limbs[len - 1] != 0. Immutable once made. */
typedef struct ScrBigInt {
    ScrCell cell;
    uint32_t len;
    uint32_t neg; /* 1 when the value is negative */
    uint32_t limbs[];
} ScrBigInt;

/* V8's limit: a BigInt has at most 2^30 bits. */
#define SCR_BIGINT_MAX_BITS ((uint64_t)1 << 30)

/* Kind table rows: BigInt cells hold no references. */
void scr__bigint_trace(ScrCell *c, ScrVisitFn visit, void *arg);
void scr__bigint_finalize(ScrCell *c);

/* Binary operators on two BigInts (borrowed); owned result or
 * SCR_EXCEPTION (RangeError: division by zero, negative exponent, maximum
 * size). */
ScrValue scr__bigint_add(ScrValue a, ScrValue b);
ScrValue scr__bigint_sub(ScrValue a, ScrValue b);
ScrValue scr__bigint_mul(ScrValue a, ScrValue b);
ScrValue scr__bigint_div(ScrValue a, ScrValue b);
ScrValue scr__bigint_mod(ScrValue a, ScrValue b);
ScrValue scr__bigint_pow(ScrValue a, ScrValue b);
ScrValue scr__bigint_and(ScrValue a, ScrValue b);
ScrValue scr__bigint_or(ScrValue a, ScrValue b);
ScrValue scr__bigint_xor(ScrValue a, ScrValue b);
ScrValue scr__bigint_shl(ScrValue a, ScrValue b);
ScrValue scr__bigint_sar(ScrValue a, ScrValue b);
/* -a and ~a; never throw. */
ScrValue scr__bigint_neg(ScrValue a);
ScrValue scr__bigint_not(ScrValue a);

/* -1, 0 or 1 as a <, =, > b. */
int scr__bigint_cmp(ScrValue a, ScrValue b);
/* a compared with a double that is not NaN: -1, 0 or 1. */
int scr__bigint_cmp_double(ScrValue a, double d);
bool scr__bigint_equal(ScrValue a, ScrValue b);
bool scr__bigint_is_zero(ScrValue a);
int scr__bigint_sign(ScrValue a); /* -1, 0, 1 */
/* Hash consistent with scr__bigint_equal. */
uint32_t scr__bigint_hash(ScrValue a);

/* The Number nearest a (round half to even; Infinity past the range). */
double scr__bigint_to_double(ScrValue a);
/* NumberToBigInt for a finite integral d. */
ScrValue scr__bigint_from_double(double d);
/* The digits of a in radix 2..36, with "-" for negatives: an owned
 * string. */
ScrValue scr__bigint_to_string(ScrValue a, int radix);
/* As scr__bigint_to_string into malloc'd UTF-8 (*len_out set when not
 * NULL), for inspect and messages. */
char *scr__bigint_to_cstr(ScrValue a, int radix, size_t *len_out);
/* StringToBigInt: the BigInt the string denotes (whitespace trimmed, empty
 * is 0n, 0x/0o/0b prefixes, a sign only on decimals), or SCR_HOLE when it
 * denotes none. Never throws. */
ScrValue scr__bigint_from_string(ScrValue s);
/* BigInt.asIntN (is_signed) / asUintN (bits already ToIndex'd). Throws
 * RangeError "Maximum BigInt size exceeded" when the result would be too
 * large. */
ScrValue scr__bigint_as_n(uint64_t bits, ScrValue a, bool is_signed);
/* The low 64 bits of a, two's complement. */
uint64_t scr__bigint_low64(ScrValue a);

#endif
