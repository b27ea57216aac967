/* typed.h - ArrayBuffer, the typed array constructors and %TypedArray%,
 * DataView. Owned by typed.c (the element model is core/typedarray.h). */
#ifndef SCR_TYPED_H
#define SCR_TYPED_H

#include "core/object.h"

/* Installs ArrayBuffer, %TypedArray%, the eleven typed arrays and DataView. */
void scr__typed_init(void);

#endif
