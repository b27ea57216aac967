/* lifetime_region.h - the LifetimeRegion class of @scr/experimental: the JS
 * face of memory/region.c's regions, with the fiber hooks that carry a
 * region across await. Owned by lifetime_region.c. */
#ifndef SCR_LIFETIME_REGION_H
#define SCR_LIFETIME_REGION_H

#include "scr.h"

/* The LifetimeRegion class (a constructor with run and release), for the
 * built-in module @scr/experimental. Owned. */
ScrValue scr__region_class_new(void);

#endif
