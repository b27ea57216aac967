/* webglobals.h - DOMException, atob, btoa, structuredClone and performance
 * on the global object. Owned by webglobals.c. */
#ifndef SCR_NODE_WEBGLOBALS_H
#define SCR_NODE_WEBGLOBALS_H

#include "scr.h"

/* Defines the globals (called by scr__process_init). */
void scr__web_globals_init(ScrValue global);
/* Releases what scr__web_globals_init kept (by scr__process_shutdown). */
void scr__web_globals_shutdown(void);
/* Throws a DOMException with that message and name (e.g.
 * "InvalidCharacterError"). Returns SCR_EXCEPTION. */
ScrValue scr__throw_dom_exception(const char *message, const char *name);

#endif
