/* symbol.h - the Symbol constructor, its statics (the well-known symbols,
 * Symbol.for and Symbol.keyFor) and Symbol.prototype. Owned by symbol.c;
 * symbols themselves (scr__symbol_new, ScrSymbol) belong to the core. */
#ifndef SCR_SYMBOL_H
#define SCR_SYMBOL_H

#include "core/object.h"

/* Installs Symbol on the global object. The realm's well-known symbols
 * and symbol_proto must exist already; sets scr__thread.realm->symbol_ctor. */
void scr__symbol_init(void);
/* Symbol.for(key): the registry's symbol for a UTF-8 key (owned), or
 * SCR_EXCEPTION. */
ScrValue scr__symbol_for(const char *key);

#endif
