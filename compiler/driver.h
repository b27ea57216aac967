/* driver.h - finding libscr and invoking the C compiler. The per-flavour C
 * flags live here and nowhere else (`scr --print-cflags FLAVOUR`). */
#ifndef SCR_DRIVER_H
#define SCR_DRIVER_H

#include <stdbool.h>
#include <sys/types.h>

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

/* The quick tier's optimisation flag for a flavour's program C (`scr run`
 * compiles the program at -O0 where the flavour says -O2), or NULL where
 * the flavour's own level stays. */
const char *driver_quick_flag(Flavour f);

/* Starts the C compiler on one translation unit: c_path to the object
 * o_path (-c), with the flavour's flags (and the quick tier's level when
 * `quick`), its output appended to log_path. Returns the pid to wait for
 * (exit status 0 is success) or -1. */
pid_t driver_spawn_object(const char *c_path, const char *o_path, Flavour f, bool quick, const char *log_path);

/* Links objects with libscr into the executable out_path. 0 or -1. */
int driver_link(const char *const *objs, int nobjs, const char *out_path, Flavour f, const char *log_path);

/* The libraries a program links with besides libscr, NULL-terminated. */
extern const char *const driver_ldlibs[];

#endif
