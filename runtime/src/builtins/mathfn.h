/* mathfn.h - numeric kernels whose results must match V8 bit for bit where
 * the C library's differ (V8 computes them with ports of fdlibm). Owned by
 * mathfn.c. */
#ifndef SCR_MATHFN_H
#define SCR_MATHFN_H

/* Math.cbrt: fdlibm's method, so results agree with V8 to the last bit
 * (glibc's cbrt is off by one ulp for about half of all inputs, -27
 * included). */
double scr__math_cbrt(double x);

#endif
