/* global.h - the realm: creation of every built-in in one written-down
 * order, the global object's own bindings (parseInt, ...), and the realm's
 * teardown. Owned by global.c. */
#ifndef SCR_GLOBAL_H
#define SCR_GLOBAL_H

#include "core/object.h"

/* What Node's surface (node/, above the built-ins) installs on the global
 * object; the realm calls these at their place in its order. main.c passes
 * node/console.c's and node/process.c's installers and the command line. */
typedef struct ScrRealmHost {
    void (*install_console)(ScrValue global);
    void (*install_process)(ScrValue global, int argc, char **argv);
    int argc;
    char **argv;
} ScrRealmHost;

/* Creates the realm: the intrinsics, then every built-in in dependency
 * order (global.c lists it). host NULL makes the bare realm of the C unit
 * tests: the ECMAScript built-ins only, without console, Promise, async
 * functions, timers and process. The atom table must exist
 * (scr__strings_init); a program's realm also needs the loop. */
void scr__realm_init(const ScrRealmHost *host);
/* Tears down everything reachable from the realm (at exit). */
void scr__realm_shutdown(void);


#endif
