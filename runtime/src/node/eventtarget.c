/* eventtarget.c - EventTarget, Event, AbortController and AbortSignal. */
#include "node/eventtarget.h"

void scr__event_target_init(ScrValue global) { (void)global; }
void scr__event_target_shutdown(void) {}
