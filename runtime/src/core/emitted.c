/* emitted.c - out-of-line helpers that only generated code calls: one call
 * in place of a run of statements the emitter would otherwise write at each
 * site (docs/architecture.md, "The shape of the generated C"). Each is
 * declared in scr.h beside the operation it shortens. */
#include "scr.h"

ScrValue scr_array_of(uint32_t n, const ScrValue *vals) {
    ScrValue a = scr_array_new(n);
    for (uint32_t i = 0; i < n; i++) {
        if (scr_array_push(a, vals[i]) < 0) {
            scr_release(a);
            return SCR_EXCEPTION;
        }
    }
    return a;
}

ScrValue scr_array_of_numbers(uint32_t n, const double *nums) {
    ScrValue a = scr_array_new(n);
    for (uint32_t i = 0; i < n; i++) {
        if (scr_array_push(a, scr_number(nums[i])) < 0) {
            scr_release(a);
            return SCR_EXCEPTION;
        }
    }
    return a;
}

ScrValue scr_function_new_at(ScrCode code, ScrValue name, int length, int nboxes, int flags, uint32_t file,
                             uint32_t start, uint32_t end) {
    ScrValue f = scr_function_new(code, name, length, nboxes, flags);
    scr_function_set_source(f, file, start, end);
    return f;
}
