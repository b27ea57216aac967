/* box.c - boxes: heap cells holding one binding that a closure captures
 * (and their trace/finalize hooks). */
#include "core/box.h"

#include <stdint.h>

/* SCR_ASYNC_STATS counts boxes (async.c prints them): one increment on
 * each side is all it costs. */
uint64_t scr__boxes_allocated, scr__boxes_freed;

ScrBox *scr_box_new_take(ScrValue init) {
    ScrBox *b = scr__cell_alloc(sizeof(ScrBox), SCR_KIND_BOX, true);
    scr__boxes_allocated++;
    b->value = init;
    return b;
}

void scr__box_trace(ScrCell *c, ScrVisitFn visit, void *arg) {
    visit(((ScrBox *)c)->value, arg);
}

void scr__box_finalize(ScrCell *c) {
    scr__boxes_freed++;
    scr_release(((ScrBox *)c)->value);
}

void scr__box_clear(ScrCell *c) { scr_clear(&((ScrBox *)c)->value); }
