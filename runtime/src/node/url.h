/* url.h - WHATWG URL and URLSearchParams (globals and node:url). Owned by
 * url.c; the parser is url_parse.h's. */
#ifndef SCR_NODE_URL_H
#define SCR_NODE_URL_H

#include "scr.h"

#include <stdbool.h>

#include "node/inspect.h"

/* Defines the URL and URLSearchParams globals (by scr__process_init). */
void scr__url_init(ScrValue global);
/* Releases what scr__url_init kept (by scr__process_shutdown). */
void scr__url_shutdown(void);
/* The node:url module object (owned). */
ScrValue scr__url_module_new(void);
/* Whether v is a URL / a URLSearchParams (has the class's private state). */
bool scr__is_url(ScrValue v);
bool scr__is_url_search_params(ScrValue v);

/* util.inspect of a URL, URLSearchParams or URLSearchParams iterator as
 * Node's [util.inspect.custom] methods print them, appended to out, where
 * depth_left is the options' depth less the current nesting (INT_MAX for
 * no limit). 1 when v is one of them and was printed, 0 when inspect should
 * go on as for any object, -1 with an exception pending. */
int scr__url_inspect(ScrValue v, int depth_left, const ScrInspectOptions *o, ScrStrBuf *out);

#endif
