/* builtin_modules.h - the modules the runtime provides instead of a file
 * (@scr/experimental, node:util); scr_builtin_import, which generated code
 * calls, is declared in scr.h. Owned by builtin_modules.c. */
#ifndef SCR_BUILTIN_MODULES_H
#define SCR_BUILTIN_MODULES_H

/* Releases the built-in modules' namespaces, before the exit's collection. */
void scr__builtin_modules_shutdown(void);

#endif
