/* shape.h - shapes: the ordered own-property layouts that objects built the
 * same way share (a tree of transitions, one key added per edge), a hash
 * index for shapes with many keys, and unshared dictionary shapes for
 * objects that deleted keys or grew too many. Owned by shape.c. */
#ifndef SCR_SHAPE_H
#define SCR_SHAPE_H

#include "core/object.h"

/* struct ScrShape is defined in scr.h, because generated code's inline
 * caches compare shape ids. Fields:
 *   id          unique over the process's life, never reused (a cache that
 *               outlives a shape can never match another shape); every
 *               dictionary shape has SCR_SHAPE_ID_DICT, which no cache holds
 *   rc          its own reference count (shapes are not cells)
 *   count, cap  properties in props, and their allocated length
 *   dictionary  unshared and changed in place
 *   parent      owned; tree shapes only (NULL for root and dictionaries)
 *   props       count entries, keys owned
 *   index       hash of key -> position+1; NULL until count > 8
 *   index_size  power of two, > 2*count when index is valid
 *   kids        transitions (weak: a kid unlinks itself when freed) */

/* The empty shape every new object starts with (borrowed). */
extern ScrShape *scr__shape_root_;
static inline ScrShape *scr__shape_root(void) { return scr__shape_root_; }
void scr__shape_init(void);
void scr__shape_shutdown(void);
static inline ScrShape *scr__shape_dup(ScrShape *s) { s->rc++; return s; }
/* Frees a shape whose count reached zero (and parents that follow). */
void scr__shape_free(ScrShape *s);
static inline void scr__shape_release(ScrShape *s) {
    if (s && --s->rc == 0) scr__shape_free(s);
}
/* Position of key (an atom or symbol) in s, or -1. */
int scr__shape_find(ScrShape *s, ScrValue key);
/* Returns the shape with key appended (owned), consuming the caller's
 * reference to s. A dictionary shape is changed in place and returned. */
ScrShape *scr__shape_add_take(ScrShape *s_take, ScrValue key, uint32_t flags);
/* Returns an unshared dictionary shape with the same properties, consuming
 * the caller's reference to s (returns s itself when it already is one). */
ScrShape *scr__shape_to_dict_take(ScrShape *s_take);
/* Dictionary shapes only: removes property i (later ones move down by one)
 * or changes its flags. */
void scr__shape_dict_remove(ScrShape *s, uint32_t i);
void scr__shape_dict_set_flags(ScrShape *s, uint32_t i, uint32_t flags);

#endif
