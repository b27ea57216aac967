/* mapset.h - Map and Set: insertion-ordered hash tables keyed by
 * SameValueZero, their constructors, prototypes and iterators, and the
 * read access inspect.c needs. Owned by mapset.c. */
#ifndef SCR_MAPSET_H
#define SCR_MAPSET_H

#include "core/inspect_hook.h"
#include "core/object.h"

/* Defines Map, Set and their iterator prototypes on the realm. */
void scr__mapset_init(void);
/* How util.inspect prints Maps, Sets and their iterators. */
extern const ScrInspectHook scr__map_inspect_hook, scr__set_inspect_hook,
    scr__map_iterator_inspect_hook, scr__set_iterator_inspect_hook;

/* The number of live entries of a Map or Set object. */
uint32_t scr__mapset_size(ScrValue m);
/* Steps *cursor (start at 0) to the next live entry of a Map or Set:
 * returns true with *key and *value set (borrowed; a Set's value is its
 * key), false at the end. The table must not change between steps. */
bool scr__mapset_step(ScrValue m, uint32_t *cursor, ScrValue *key, ScrValue *value);
/* For a Map or Set iterator: the collection it walks (borrowed; undefined
 * once exhausted), its position (a cursor for scr__mapset_step) and its
 * kind (SCR_MS_KEYS, SCR_MS_VALUES or SCR_MS_ENTRIES). */
enum { SCR_MS_KEYS, SCR_MS_VALUES, SCR_MS_ENTRIES };
ScrValue scr__mapset_iter_state(ScrValue it, uint32_t *cursor, int *kind);

#endif
