/* mathfn.h - numeric kernels whose results must match V8 bit for bit where
 * the C library's differ (V8 computes them with ports of fdlibm). Owned by
 * mathfn.c. */
#ifndef SCR_MATHFN_H
#define SCR_MATHFN_H

/* Math.cbrt: fdlibm's method, so results agree with V8 to the last bit
 * (glibc's cbrt is off by one ulp for about half of all inputs, -27
 * included). */
double scr__math_cbrt(double x);

/* Math.exp, Math.sinh and Math.cosh: fdlibm's methods (glibc's exp is
 * correctly rounded where V8's is not, so the two differ in the last bit
 * for a few percent of inputs; sinh and cosh are built on exp and expm1,
 * whose glibc version agrees with V8's). */
double scr__math_exp(double x);
double scr__math_sinh(double x);
double scr__math_cosh(double x);

/* Math.log, Math.asinh and Math.acosh: fdlibm's methods (glibc's log is
 * correctly rounded, V8's is not, for a few inputs; asinh and acosh are
 * built on log). */
double scr__math_log(double x);
double scr__math_asinh(double x);
double scr__math_acosh(double x);

#endif
