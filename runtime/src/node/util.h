/* util.h - node:util (format, inspect, isDeepStrictEqual, types, ...), made
 * on first import by builtin_modules.c. Owned by util.c. */
#ifndef SCR_UTIL_H
#define SCR_UTIL_H

#include "node/inspect.h"

/* The node:util module object (also its default export). Owned. */
ScrValue scr__util_module_new(void);
/* Reads util.inspect's options object (depth, showHidden, breakLength,
 * compact, sorted, maxArrayLength, maxStringLength) into o, leaving the
 * fields it lacks alone. 0, or -1 when a getter threw. */
int scr__inspect_options_from(ScrValue opts, ScrInspectOptions *o);
/* Turns o's colors on, with the escapes util.inspect.styles and
 * util.inspect.colors name now. 0, or -1 when a getter threw. */
int scr__inspect_use_colors(ScrInspectOptions *o);
/* The end of the terminal escape sequence that starts at d[i] (one match
 * of the pattern util.stripVTControlCharacters removes), or 0 when none
 * starts there. */
uint32_t scr__vt_sequence_end(const uint16_t *d, uint32_t n, uint32_t i);
/* Node's deep equality: strict (util.isDeepStrictEqual, assert's
 * deepStrictEqual) or loose (assert.deepEqual: == for primitives, no
 * prototype check, string keys only). 1, 0, or -1 with an exception
 * pending when a getter threw. */
int scr__deep_equal(ScrValue a, ScrValue b, bool strict);
/* Node's setTimeout[util.promisify.custom] and setImmediate's: enumerable,
 * non-configurable getters of node:timers/promises' functions, so that
 * util.promisify(setTimeout) is timers/promises' setTimeout. */
void scr__util_timers_promisify_init(ScrValue global);

#endif
