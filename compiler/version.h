/* version.h - the compiler's version. The build id (a hash of the scr
 * binary itself) is computed at run time by cache.c. */
#ifndef SCR_VERSION_H
#define SCR_VERSION_H

#define SCR_VERSION "0.1.0"

#endif
