/* strproto.h - the String constructor and String.prototype. Owned by
 * strproto.c. */
#ifndef SCR_STRPROTO_H
#define SCR_STRPROTO_H

/* Defines String (and String.prototype's methods, the string iterator) on
 * the realm; called once the realm's intrinsics exist. */
void scr__strproto_init(void);

#endif
