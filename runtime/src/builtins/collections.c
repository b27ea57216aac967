/* collections.c - installs the built-ins of the collections-and-text
 * group on the realm: Map and Set (mapset.c), Date (date.c), RegExp
 * (regexp.c) and String.prototype's regex methods (strregex.c). global.c
 * calls scr__collections_init after the other built-ins exist. */
#include "builtins/date.h"
#include "builtins/mapset.h"
#include "builtins/regexp.h"
#include "builtins/strregex.h"
#include "core/object.h"

void scr__collections_init(void);

void scr__collections_init(void) {
    scr__mapset_init();
    scr__date_init();
    scr__regexp_init();
    scr__strregex_init();
}
