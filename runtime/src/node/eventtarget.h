/* eventtarget.h - the EventTarget, Event, CustomEvent, AbortController and AbortSignal
 * globals. Owned by eventtarget.c. */
#ifndef SCR_NODE_EVENTTARGET_H
#define SCR_NODE_EVENTTARGET_H

#include "scr.h"
#include "node/inspect.h"

/* Defines the globals (by scr__process_init). */
void scr__event_target_init(ScrValue global);
/* Releases what scr__event_target_init kept (by scr__process_shutdown). */
void scr__event_target_shutdown(void);

/* util.inspect of an EventTarget, Event, AbortSignal or AbortController as
 * Node's custom inspectors print them; as scr__url_inspect (url.h). */
int scr__event_target_inspect(ScrValue v, int depth_left, const ScrInspectOptions *o,
                              ScrStrBuf *out);

#endif
