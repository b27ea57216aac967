/* rxcheck.c - the runtime's regular-expression translation layer, built
 * into the compiler as well, so that an invalid regex literal is an early
 * error (a diagnostic with V8's message) rather than a SyntaxError when
 * the program runs. The source of truth stays in runtime/src/builtins/rxtrans.c. */
#include "../runtime/src/builtins/rxtrans.c"
