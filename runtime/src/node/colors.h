/* colors.h - whether and how many colours a terminal shows, by Node 20's
 * rules: tty.WriteStream.prototype.getColorDepth (node:tty, through
 * `@scr/io`'s colorDepth) and the console's choice to colour what it
 * prints (util.inspect's colors: true). docs/node.md, "tty". */
#ifndef SCR_COLORS_H
#define SCR_COLORS_H

#include "scr.h"

/* The colour depth the environment env (an object read as Node reads it,
 * normally process.env) gives a terminal: 1, 4, 8 or 24 bits, into
 * *depth. A FORCE_COLOR that overrides NO_COLOR or NODE_DISABLE_COLORS
 * queues Node's warning, once per process. 0, or -1 with an exception
 * pending (a getter of env threw). */
int scr__color_depth(ScrValue env, int *depth);

/* Whether the console colours what it writes to fd (1 or 2), as Node's
 * does: FORCE_COLOR set and a depth above 2, or a terminal on fd and a
 * depth above 2. */
bool scr__console_colors(int fd);

#endif
