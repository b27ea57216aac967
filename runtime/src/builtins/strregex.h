/* strregex.h - RegExp.prototype's Symbol.match/matchAll/replace/search/split,
 * the RegExp String Iterator, and String.prototype's regex-aware
 * match/matchAll/search/replace/replaceAll/split. Owned by strregex.c. */
#ifndef SCR_STRREGEX_H
#define SCR_STRREGEX_H

#include "core/object.h"

/* Installs the above; after scr__regexp_init and String.prototype exist. */
void scr__strregex_init(void);

#endif
