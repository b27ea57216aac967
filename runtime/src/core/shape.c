/* shape.c - the shape tree and dictionary shapes (see shape.h). A tree
 * shape copies its parent's property list and adds one key, so lookups never
 * walk the tree; objects with more than MAX_TREE_KEYS keys switch to
 * dictionary shapes to keep that copying bounded. */
#include "core/shape.h"
#include "base/base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TREE_KEYS 64
#define INDEX_MIN 8

ScrShape *scr__shape_root_;
/* The last shape id handed out; ids are never reused, even across a
 * runtime shutdown and restart (unit tests), so that no inline cache can
 * match a later shape that happens to reuse a freed one's address. */
static uint64_t last_id;

static ScrShape *shape_new(uint32_t cap) {
    ScrShape *s = scr__xmalloc(sizeof *s);
    memset(s, 0, sizeof *s);
    s->id = ++last_id;
    s->rc = 1;
    s->cap = cap;
    s->props = cap ? scr__xmalloc(cap * sizeof(ScrShapeProp)) : NULL;
    return s;
}


void scr__shape_init(void) {
    if (!scr__shape_root_) scr__shape_root_ = shape_new(0);
}

void scr__shape_shutdown(void) {
    if (scr__shape_root_) scr__shape_release(scr__shape_root_);
    scr__shape_root_ = NULL;
}

static uint32_t key_hash(ScrValue key) {
    uint64_t x = key * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(x >> 32);
}

static void index_build(ScrShape *s) {
    uint32_t size = 16;
    while (size <= 2 * s->count) size *= 2;
    free(s->index);
    s->index = scr__xmalloc(size * sizeof(uint32_t));
    memset(s->index, 0, size * sizeof(uint32_t));
    s->index_size = size;
    for (uint32_t i = 0; i < s->count; i++) {
        uint32_t h = key_hash(s->props[i].key) & (size - 1);
        while (s->index[h]) h = (h + 1) & (size - 1);
        s->index[h] = i + 1;
    }
}

int scr__shape_find(ScrShape *s, ScrValue key) {
    if (s->count <= INDEX_MIN) {
        for (uint32_t i = 0; i < s->count; i++)
            if (s->props[i].key == key) return (int)i;
        return -1;
    }
    if (!s->index || s->index_size <= 2 * s->count) index_build(s);
    uint32_t mask = s->index_size - 1;
    for (uint32_t h = key_hash(key) & mask;; h = (h + 1) & mask) {
        uint32_t e = s->index[h];
        if (!e) return -1;
        if (s->props[e - 1].key == key) return (int)(e - 1);
    }
}

static void kids_remove(ScrShape *parent, ScrShape *kid) {
    for (uint32_t i = 0; i < parent->nkids; i++) {
        if (parent->kids[i] == kid) {
            parent->kids[i] = parent->kids[--parent->nkids];
            return;
        }
    }
}

void scr__shape_free(ScrShape *s) {
    /* A loop rather than recursion: releasing a shape may release its
     * parent. s's count is already zero. */
    SCR_ASSERT(s->rc == 0);
    s->rc = 1;
    while (s && --s->rc == 0) {
        ScrShape *parent = s->parent;
        if (parent) kids_remove(parent, s);
        for (uint32_t i = 0; i < s->count; i++) scr_release(s->props[i].key);
        free(s->props);
        free(s->index);
        free(s->kids);
        free(s);
        s = parent;
    }
}

static void copy_props(ScrShape *dst, const ScrShape *src) {
    for (uint32_t i = 0; i < src->count; i++) {
        dst->props[i] = src->props[i];
        scr_dup(dst->props[i].key);
    }
    dst->count = src->count;
}

ScrShape *scr__shape_to_dict_take(ScrShape *s) {
    if (s->dictionary && s->rc == 1) return s;
    ScrShape *d = shape_new(s->count + 4);
    d->dictionary = 1;
    d->id = SCR_SHAPE_ID_DICT;
    copy_props(d, s);
    scr__shape_release(s);
    return d;
}

ScrShape *scr__shape_add_take(ScrShape *s, ScrValue key, uint32_t flags) {
    if (!s->dictionary && s->count >= MAX_TREE_KEYS) s = scr__shape_to_dict_take(s);
    if (s->dictionary) {
        if (s->count == s->cap) {
            s->cap = s->cap * 2 + 4;
            s->props = scr__xrealloc(s->props, s->cap * sizeof(ScrShapeProp));
        }
        s->props[s->count].key = scr_dup(key);
        s->props[s->count].flags = flags;
        s->count++;
        if (s->index) {
            if (s->index_size <= 2 * s->count) {
                index_build(s);
            } else {
                uint32_t mask = s->index_size - 1, h = key_hash(key) & mask;
                while (s->index[h]) h = (h + 1) & mask;
                s->index[h] = s->count;
            }
        }
        return s;
    }
    for (uint32_t i = 0; i < s->nkids; i++) {
        ScrShape *k = s->kids[i];
        ScrShapeProp *last = &k->props[k->count - 1];
        if (last->key == key && last->flags == flags) {
            k->rc++;
            scr__shape_release(s);
            return k;
        }
    }
    ScrShape *k = shape_new(s->count + 1);
    copy_props(k, s);
    k->props[k->count].key = scr_dup(key);
    k->props[k->count].flags = flags;
    k->count++;
    k->parent = s; /* takes over the caller's reference */
    if (s->nkids == s->kids_cap) {
        s->kids_cap = s->kids_cap * 2 + 2;
        s->kids = scr__xrealloc(s->kids, s->kids_cap * sizeof(ScrShape *));
    }
    s->kids[s->nkids++] = k;
    return k;
}

void scr__shape_dict_remove(ScrShape *s, uint32_t i) {
    scr_release(s->props[i].key);
    memmove(&s->props[i], &s->props[i + 1], (s->count - i - 1) * sizeof(ScrShapeProp));
    s->count--;
    if (s->index) index_build(s);
}

void scr__shape_dict_set_flags(ScrShape *s, uint32_t i, uint32_t flags) {
    s->props[i].flags = flags;
}
