/* native.h - the shape of a native: a JS function written in C. Every
 * native has the one signature NATIVE spells, reads its arguments with ARG
 * and silences the parameters it ignores with UNUSED. Included by the .c
 * files that define natives, never by a header. */
#ifndef SCR_NATIVE_H
#define SCR_NATIVE_H

#include "scr.h"

/* Defines a file-local native called `name`. The parameters are the
 * function object itself, `this`, the arguments (argc of them in argv,
 * borrowed) and new.target (undefined for a plain call); the result is
 * owned, or SCR_EXCEPTION with the error pending. */
#define NATIVE(name)                                                                               \
    static ScrValue name(ScrValue fn, ScrValue this_val, int argc, ScrValue *argv, ScrValue nt)

/* The i-th argument, borrowed; undefined when fewer were passed, as a JS
 * function sees a missing argument. */
#define ARG(i) ((i) < argc ? argv[i] : SCR_UNDEFINED)

/* Marks every parameter of a native as possibly unused, so that a native
 * that ignores some of them draws no warning. It names all five, whether or
 * not the body reads them: a void cast of a parameter the body does read is
 * harmless, and one macro keeps one meaning. */
#define UNUSED (void)fn, (void)this_val, (void)argc, (void)argv, (void)nt

#endif
