/* dynamic_import.h - import() at run time: the entry points generated code
 * calls are in scr.h. Owned by dynamic_import.c. */
#ifndef SCR_DYNAMIC_IMPORT_H
#define SCR_DYNAMIC_IMPORT_H

/* Releases the evaluation errors kept for import() and the imports still
 * waiting for the loop (at exit, before the exit's collection). */
void scr__dynamic_import_shutdown(void);

#endif
