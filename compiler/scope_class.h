/* scope_class.h - what scope analysis records about one class (hung on the
 * class node's `scope` field): its scope, the constructor and the two
 * synthetic functions that run field initialisers and static blocks. */
#ifndef SCR_SCOPE_CLASS_H
#define SCR_SCOPE_CLASS_H

#include "scope.h"

typedef struct ClassInfo {
    Scope *scope;           /* private names, the inner class name, keys */
    Binding *inner;         /* the class's own name inside its body, or NULL */
    FuncInfo *ctor;         /* explicit or implicit constructor */
    FuncInfo *fields_init;  /* instance fields and private methods, or NULL */
    FuncInfo *static_init;  /* static fields and static blocks, or NULL */
} ClassInfo;

#endif
