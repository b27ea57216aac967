/* bigintproto.h - the BigInt constructor, its statics (asIntN, asUintN)
 * and BigInt.prototype. Owned by bigintproto.c; the arithmetic lives in
 * core/bigint.c. */
#ifndef SCR_BIGINTPROTO_H
#define SCR_BIGINTPROTO_H

/* Installs BigInt on the global object and makes the realm's bigint_proto
 * and bigint_ctor. */
void scr__bigint_init(void);

#endif
