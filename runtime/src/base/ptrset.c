/* ptrset.c - the key set of ptrset.h. */
#include "base/ptrset.h"
#include "base/base.h"

#include <stdlib.h>

static size_t home(const ScrPtrSet *s, uint64_t key) {
    /* Fibonacci hashing: the top log2(cap) bits of the product, which
     * every bit of the key reaches (pointers differ in their middle bits). */
    return (size_t)((key * 0x9E3779B97F4A7C15ull) >> (64 - __builtin_ctzll(s->cap)));
}

bool scr__ptrset_has(const ScrPtrSet *s, uint64_t key) {
    if (s->n == 0) return false;
    for (size_t i = home(s, key);; i = (i + 1) & (s->cap - 1)) {
        if (s->k[i] == key) return true;
        if (s->k[i] == 0) return false;
    }
}

static void put(ScrPtrSet *s, uint64_t key) {
    size_t i = home(s, key);
    while (s->k[i] != 0) i = (i + 1) & (s->cap - 1);
    s->k[i] = key;
}

void scr__ptrset_add(ScrPtrSet *s, uint64_t key) {
    SCR_ASSERT(key != 0);
    if (2 * (s->n + 1) > s->cap) {
        ScrPtrSet g = {scr__xcalloc(s->cap ? 2 * s->cap : 64, sizeof(uint64_t)), s->cap ? 2 * s->cap : 64, s->n};
        for (size_t i = 0; i < s->cap; i++)
            if (s->k[i]) put(&g, s->k[i]);
        free(s->k);
        *s = g;
    }
    put(s, key);
    s->n++;
}

void scr__ptrset_remove(ScrPtrSet *s, uint64_t key) {
    size_t mask = s->cap - 1, i = home(s, key);
    while (s->k[i] != key) {
        SCR_ASSERT(s->k[i] != 0);
        i = (i + 1) & mask;
    }
    /* Backward shift: move each later entry of the run into the hole when
     * its home does not lie cyclically in (hole, its slot]. */
    size_t hole = i;
    for (size_t j = (i + 1) & mask; s->k[j] != 0; j = (j + 1) & mask) {
        size_t h = home(s, s->k[j]);
        bool stays = hole < j ? (h > hole && h <= j) : (h > hole || h <= j);
        if (!stays) {
            s->k[hole] = s->k[j];
            hole = j;
        }
    }
    s->k[hole] = 0;
    s->n--;
}

void scr__ptrset_free(ScrPtrSet *s) {
    free(s->k);
    *s = (ScrPtrSet){0};
}
