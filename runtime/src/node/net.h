/* net.h - `@scr/net`, the natives under node:net and node:http
 * (runtime/js/net.js, runtime/js/http.js). Owned by net.c. */
#ifndef SCR_NODE_NET_H
#define SCR_NODE_NET_H

#include "scr.h"

/* The @scr/net module object (modules.def), owned. */
ScrValue scr__net_module_new(void);

#endif
