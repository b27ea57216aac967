/* json.h - the JSON object: JSON.stringify and JSON.parse. Owned by json.c. */
#ifndef SCR_JSON_H
#define SCR_JSON_H

#include "scr.h"

/* Defines JSON on the global object. */
void scr__json_init(ScrValue global);
/* JSON.stringify(value, replacer, space): a string value, SCR_UNDEFINED
 * when nothing is serialisable, or SCR_EXCEPTION. Arguments borrowed. */
ScrValue scr__json_stringify(ScrValue value, ScrValue replacer, ScrValue space);
/* JSON.stringify(v) for util.format's %j: "[Circular]" for cycles. */
ScrValue scr__json_stringify_value(ScrValue v);
/* JSON.parse(text) without a reviver; text must be a string value. */
ScrValue scr__json_parse(ScrValue text);

#endif
