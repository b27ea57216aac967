/* thread.c - the definition of the thread state (ScrThread in scr.h): one
 * per thread, starting with nothing pending, no region, no realm and no
 * loop. The subsystems that own each part set it up and use it; fibers
 * switch its execution-context part (exec/fiber.c). */
#include "scr.h"

_Thread_local ScrThread scr__thread = {
    .exc = {.value = SCR_UNDEFINED},
    /* Zero is what a generated global-read site starts with: it must not
     * match before the first lookup fills it. */
    .global_keys_epoch = 1,
    /* Likewise for a loop's hoisted guards (scr_hoist_holds). */
    .code_epoch = 1,
    .exit = {.code_value = SCR_UNDEFINED},
};
