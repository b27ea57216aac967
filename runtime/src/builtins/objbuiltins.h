/* objbuiltins.h - the Object constructor (keys, assign, defineProperty,
 * freeze, ...), Object.prototype's methods and Reflect. Owned by
 * objbuiltins.c. */
#ifndef SCR_OBJBUILTINS_H
#define SCR_OBJBUILTINS_H

/* Defines Object and Object.prototype's methods on the realm. */
void scr__object_init(void);

#endif
