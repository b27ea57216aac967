/* numconv.h - conversions between numbers and strings with ECMAScript's
 * exact rules: Number::toString (shortest round trip), radix, toFixed,
 * toExponential, toPrecision, StringToNumber, parseInt and parseFloat.
 * Owned by numconv.c. */
#ifndef SCR_NUMCONV_H
#define SCR_NUMCONV_H

#include "scr.h"

/* Number::toString(10) exactly as JS: shortest round trip, exponent rules.
 * Writes at most 32 bytes plus NUL into buf; returns the length. */
int scr__number_format(double d, char *buf);
/* The shortest digits that read back as d (d > 0, finite; nearest d among
 * equals, ties to even) into digits (at most 17 plus NUL) and the point
 * position n, the value being 0.DIGITS * 10^n. Returns the digit count. */
int scr__shortest_digits(double d, char *digits, int *n);
/* Number::toString(radix) for radix 2..36. Returns a string value. */
ScrValue scr__number_to_string_radix(double d, int radix);
/* The number value of a JS string (StringToNumber: whitespace trimmed,
 * 0x/0o/0b prefixes, Infinity, empty string is 0, otherwise NaN). */
double scr__string_to_number(ScrValue s);
/* A string value for a number (uses scr__number_format). */
ScrValue scr__number_to_string(double d);
/* Number.prototype.toFixed(digits) for 0 <= digits <= 100 (the caller checks
 * the range): exact decimal rounding, ties away from zero; values with
 * |d| >= 1e21 use Number::toString. Returns a string value. */
ScrValue scr__number_to_fixed(double d, int digits);
/* Number.prototype.toExponential (f < 0: as many digits as needed) and
 * toPrecision, rounding as V8 does (half up on the exact value). */
ScrValue scr__number_to_exponential(double d, int f);
ScrValue scr__number_to_precision(double d, int p);
/* The StringToNumber of code units d[0..len) (as scr__string_to_number). */
double scr__utf16_to_number(const uint16_t *d, uint32_t len);
/* parseInt(string, radix) on a string value; radix is the already
 * converted ToInt32 of the radix argument (0 when absent). */
double scr__parse_int(ScrValue s, int32_t radix);
/* parseFloat on a string value. */
double scr__parse_float(ScrValue s);
/* True for the code units JS trim() removes (WhiteSpace and
 * LineTerminator). */
bool scr__is_js_space(uint16_t c);

#endif
