/* numbuiltins.h - Number, Boolean and Symbol (constructors, prototypes,
 * well-known symbols, Symbol.for) and Math. Owned by numbuiltins.c. */
#ifndef SCR_NUMBUILTINS_H
#define SCR_NUMBUILTINS_H

/* Defines Number, Boolean and Symbol on the realm. */
void scr__number_init(void);
/* Defines Math on the realm. */
void scr__math_init(void);

#endif
