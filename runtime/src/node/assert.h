/* assert.h - node:assert and node:assert/strict. Owned by assert.c. */
#ifndef SCR_NODE_ASSERT_H
#define SCR_NODE_ASSERT_H

#include "scr.h"

/* The node:assert module object (the assert function), owned. */
ScrValue scr__assert_module_new(void);
/* node:assert/strict: node:assert's `strict` (the same object), owned. */
ScrValue scr__assert_strict_module_new(void);

#endif
