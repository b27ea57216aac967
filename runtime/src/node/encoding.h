/* encoding.h - the WHATWG TextEncoder and TextDecoder (globals and
 * node:util's): utf-8, utf-16le/be and windows-1252 with Node's labels,
 * fatal, ignoreBOM and stream decoding. Owned by encoding.c. */
#ifndef SCR_NODE_ENCODING_H
#define SCR_NODE_ENCODING_H

#include "scr.h"
#include "core/str.h"
#include "node/inspect.h"

/* Defines the globals TextEncoder and TextDecoder (called by
 * scr__buffer_init), and releases what that made at exit. */
void scr__encoding_init(ScrValue global);
void scr__encoding_shutdown(void);
/* Adds TextEncoder and TextDecoder to node:util's module object. */
void scr__encoding_util_exports(ScrValue util);
/* Node's [util.inspect.custom] of the two classes: for a TextEncoder or
 * TextDecoder, appends its form to b and returns 1; 0 for anything else;
 * -1 with an exception pending. */
int scr__encoding_inspect(ScrValue v, ScrStrBuf *b, const ScrInspectOptions *o);

#endif
