/* error.h - the pending exception, Error objects and constructors, stack
 * strings, and the program's source table for error reports. Owned by
 * error.c. */
#ifndef SCR_ERROR_H
#define SCR_ERROR_H

#include "core/object.h"

/* The running program (set by scr_main), for source URLs and lines. */
extern const ScrProgram *scr__program;
/* Installs Error and its subclasses on the global object. */
void scr__error_init(void);
/* Completes a lazily built `stack` (prepends "Name: message" to the frame
 * lines it holds, or gives it what a user's Error.prepareStackTrace
 * returns); object.c calls it on the first lookup of `stack`, and looks
 * the property up again after, as user code may have changed it. */
void scr__error_complete_stack(ScrError *e);
/* A new error of kind SCR_ERR_* with a message
 * string (borrowed), not thrown. */
ScrValue scr__error_new(int kind, ScrValue message);
/* Throws a new error of kind SCR_ERR_* whose message is `before`, the
 * string s (borrowed) as it is (any code units, lone surrogates included:
 * a message built through UTF-8 would turn those into U+FFFD) and
 * `after`; returns SCR_EXCEPTION. V8 writes a string operand of a message
 * so (`Cannot convert x to a BigInt`, `Iterator result x is not an
 * object`). */
ScrValue scr__throw_with_string(int kind, const char *before, ScrValue s, const char *after);
/* Throws a new error of kind SCR_ERR_* whose message is the n strings of
 * parts (borrowed) joined; returns SCR_EXCEPTION. */
ScrValue scr__throw_with_parts(int kind, int n, ScrValue *parts);
/* Throws V8's EvalError for code built from a string (eval of a string,
 * the Function constructors); returns SCR_EXCEPTION. */
ScrValue scr__throw_codegen_disallowed(void);
/* Errors: the creation position (for the uncaught report); NULL if unknown. */
const ScrPos *scr__error_pos(ScrValue err);
/* Marks err (an Error object) as thrown by Node's internals at `site`
 * (static text, ScrError.internal_site); the uncaught report then prints
 * Node's lines for an internal throw instead of the JS position. */
void scr__error_set_internal_site(ScrValue err, const char *site);
/* The site scr__error_set_internal_site recorded, or NULL. */
const char *scr__error_internal_site(ScrValue err);
/* The pending exception (SCR_UNDEFINED with has_exception false when none). */
bool scr__has_exception(void);

#endif
