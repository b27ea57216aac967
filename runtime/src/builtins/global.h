/* global.h - the realm's construction order and the init functions of the
 * built-in files it calls; global bindings. Owned by global.c. */
#ifndef SCR_GLOBAL_H
#define SCR_GLOBAL_H

#include "core/object.h"

void scr__object_init(void);  /* objbuiltins.c: Object and Object.prototype */
void scr__number_init(void);  /* numbuiltins.c: Number, Boolean */
void scr__math_init(void);    /* numbuiltins.c: Math */

#endif
