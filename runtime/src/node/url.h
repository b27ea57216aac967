/* url.h - WHATWG URL and URLSearchParams (globals and node:url). Owned by
 * url.c; the parser is url_parse.h's. */
#ifndef SCR_NODE_URL_H
#define SCR_NODE_URL_H

#include "scr.h"

#include <stdbool.h>

/* Defines the URL and URLSearchParams globals (by scr__process_init). */
void scr__url_init(ScrValue global);
/* Releases what scr__url_init kept (by scr__process_shutdown). */
void scr__url_shutdown(void);
/* The node:url module object (owned). */
ScrValue scr__url_module_new(void);
/* Whether v is a URL / a URLSearchParams (has the class's private state). */
bool scr__is_url(ScrValue v);
bool scr__is_url_search_params(ScrValue v);

#endif
