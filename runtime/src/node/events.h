/* events.h - the `node:events` module (EventEmitter). Owned by events.c. */
#ifndef SCR_NODE_EVENTS_H
#define SCR_NODE_EVENTS_H

#include "scr.h"

/* The module object: the EventEmitter constructor, owned. */
ScrValue scr__events_module_new(void);

#endif
