/* numbuiltins.h - Number and Boolean (constructors and prototypes) and
 * Math. Owned by numbuiltins.c; Symbol is symbol.h's. */
#ifndef SCR_NUMBUILTINS_H
#define SCR_NUMBUILTINS_H

/* Defines Number and Boolean on the realm. */
void scr__number_init(void);
/* Defines Math on the realm. */
void scr__math_init(void);

#endif
