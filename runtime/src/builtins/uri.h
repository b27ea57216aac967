/* uri.h - the global URI functions (encodeURIComponent, decodeURIComponent,
 * encodeURI, decodeURI) and Annex B's escape/unescape. Owned by uri.c. */
#ifndef SCR_URI_H
#define SCR_URI_H

#include "scr.h"

/* Defines the six functions on the global object g. */
void scr__uri_init(ScrValue g);

#endif
