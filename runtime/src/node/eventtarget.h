/* eventtarget.h - the EventTarget, Event, AbortController and AbortSignal
 * globals. Owned by eventtarget.c. */
#ifndef SCR_NODE_EVENTTARGET_H
#define SCR_NODE_EVENTTARGET_H

#include "scr.h"

/* Defines the globals (by scr__process_init). */
void scr__event_target_init(ScrValue global);
/* Releases what scr__event_target_init kept (by scr__process_shutdown). */
void scr__event_target_shutdown(void);

#endif
