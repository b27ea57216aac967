/* regexp.h - RegExp objects on scr's own engine (rxengine.c): compiled patterns
 * (shared by every object a literal creates), the constructor, exec/test,
 * the flag getters, and the RegExpExec the String methods use. Owned by
 * regexp.c; the Symbol.match/replace/split/search/matchAll protocols and
 * the String methods are in strregex.c. */
#ifndef SCR_REGEXP_H
#define SCR_REGEXP_H

#include "core/inspect_hook.h"
#include "core/object.h"
#include "builtins/rxengine.h"

/* Defines RegExp and RegExp.prototype on the realm. */
void scr__regexp_init(void);

/* How util.inspect prints a RegExp (/source/flags). */
extern const ScrInspectHook scr__regexp_inspect_hook;

/* The flags (SCR_RX_* bits) of a RegExp object. */
int scr__regexp_flag_bits(ScrValue rx);
/* The escaped source of a RegExp object (borrowed), as `source` returns it. */
ScrValue scr__regexp_source(ScrValue rx);
/* IsRegExp(v): 1, 0 or -1 (a Symbol.match getter threw). */
int scr__is_regexp(ScrValue v);
/* RegExpExec(R, S): calls a user-defined `exec` if there is one, else the
 * built-in. Returns a match array, null, or SCR_EXCEPTION. */
ScrValue scr__regexp_exec(ScrValue rx, ScrValue str);
/* RegExpCreate(pattern, flags) with string values (either may be
 * undefined). Owned, or SCR_EXCEPTION. */
ScrValue scr__regexp_create(ScrValue pattern, ScrValue flags);
/* ToLength(R.lastIndex) and R.lastIndex = v (Set with throw). 0 or -1. */
int scr__regexp_get_last_index(ScrValue rx, double *out);
int scr__regexp_set_last_index(ScrValue rx, double v);

#endif
