/* weak.h - WeakRef, FinalizationRegistry, WeakMap and WeakSet: their
 * installation in the realm, which also installs the collector's weak
 * hooks (memory/gc.h) and the weak classes' hooks. Owned by weak.c. */
#ifndef SCR_WEAK_H
#define SCR_WEAK_H

/* Installs the four constructors on the global object and the hooks the
 * collector and object.c reach weak records through. */
void scr__weak_init(void);

#endif
