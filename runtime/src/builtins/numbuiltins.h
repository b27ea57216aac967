/* numbuiltins.h - Number and Boolean (constructors and prototypes) and
 * Math. Owned by numbuiltins.c; Symbol is symbol.h's. */
#ifndef SCR_NUMBUILTINS_H
#define SCR_NUMBUILTINS_H

/* Defines Number and Boolean on the realm. */
void scr__number_init(void);
/* Defines Math on the realm. */
void scr__math_init(void);
/* The C function behind the one-argument Math.<name> (the runtime's own
 * table entry, so that tests check what programs call), or NULL. */
double (*scr__math_unary(const char *name))(double);

#endif
