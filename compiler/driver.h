/* driver.h - finding libscr and invoking the C compiler. The per-flavour C
 * flags live here and nowhere else (`scr --print-cflags FLAVOUR`). */
#ifndef SCR_DRIVER_H
#define SCR_DRIVER_H

#include <stdbool.h>

/* The runtime flavours: one libscr-<name>.a each. */
typedef enum Flavour { FL_DEV, FL_RELEASE, FL_SPEED, FL_ASAN, FL_TSAN, FL__COUNT } Flavour;

const char *flavour_name(Flavour f);
/* Parses a flavour name; -1 if unknown. */
int flavour_parse(const char *s);
/* The C flags of a flavour, one string ("-O2 -DNDEBUG"). */
const char *flavour_cflags(Flavour f);

/* The installation root: $SCR_HOME, else the directory above the scr
 * executable's own directory. Never NULL. */
const char *driver_home(void);
/* <home>/lib/libscr-<flavour>.a (malloc'ed). */
char *driver_lib_path(Flavour f);

/* Compiles the C file `c_path` into the executable `out_path` with the
 * flavour's flags, writing the C compiler's output to `log_path`. Returns 0,
 * or -1 (the caller reports an internal error naming the log). */
int driver_compile(const char *c_path, const char *out_path, Flavour f, const char *log_path);

/* The libraries a program links with besides libscr, NULL-terminated. */
extern const char *const driver_ldlibs[];

#endif
