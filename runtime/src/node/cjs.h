/* cjs.h - CommonJS at run time (cjs.c): the module cache and require, whose
 * entry points for generated code (scr_cjs_evaluate, scr_cjs_export_get)
 * are declared in scr.h. */
#ifndef SCR_NODE_CJS_H
#define SCR_NODE_CJS_H

#include "scr.h"

/* scr_main: marks the ES module body of record rec as run, so that
 * require(esm) does not run it again. 0 when require(esm) already ran it
 * (scr_main then skips it), else 1. */
int scr__cjs_mark_evaluated(int rec);
/* node:module's module object ({ createRequire }). */
ScrValue scr__module_module_new(void);
/* Releases the module cache at exit. */
void scr__cjs_shutdown(void);

#endif
