/* box.h - boxes: the heap cells that hold a binding a closure captures
 * (scr_box_new_take is in scr.h), their trace/finalize/clear for the kind
 * table, and the counts SCR_ASYNC_STATS prints. Owned by box.c. */
#ifndef SCR_BOX_H
#define SCR_BOX_H

#include "memory/heap.h"

/* Boxes made and freed since start (async.c prints them). */
extern uint64_t scr__boxes_allocated, scr__boxes_freed;

void scr__box_trace(ScrCell *c, ScrVisitFn visit, void *arg);
void scr__box_finalize(ScrCell *c);
void scr__box_clear(ScrCell *c);

#endif
