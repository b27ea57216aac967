/* fuzz_json.c - libFuzzer target for JSON.parse (builtins/json.c) in the
 * bare realm of the C unit tests. The input is the text, in fuzz_input.h's
 * encoding. A text that parses must survive the round trip: stringifying
 * the value, parsing that and stringifying again gives the same string
 * (JSON.stringify(JSON.parse(s)) is a fixed point after one step). A
 * SyntaxError is taken and dropped; any other outcome is a bug. */
#include <stdio.h>

#include "builtins/json.h"
#include "core/str.h"
#include "fuzz_input.h"
#include "fuzz_realm.h"
#include "scr.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    fuzz_realm_init(true);
    return 0;
}

/* JSON.stringify(v) as a string value; aborts when it is not one (a
 * parsed value is always serialisable and never cyclic). */
static ScrValue stringify(ScrValue v, ScrValue space) {
    ScrValue s = scr__json_stringify(v, SCR_UNDEFINED, space);
    if (!scr_is_string(s)) {
        fprintf(stderr, "fuzz_json: JSON.stringify of a parsed value gave no string\n");
        abort();
    }
    return s;
}

static void one_input(const uint8_t *data, size_t size) {
    size_t n;
    uint16_t *u = fuzz_units(data, size, &n);
    ScrValue text = scr_string_from_utf16(u, n);
    free(u);
    ScrValue v = scr__json_parse(text);
    scr_release(text);
    if (scr_is_exception(v)) {
        scr_release(scr_exception_take());
        return;
    }
    ScrValue s1 = stringify(v, SCR_UNDEFINED);
    ScrValue pretty = stringify(v, scr_number(2));
    scr_release(pretty);
    scr_release(v);
    ScrValue v2 = scr__json_parse(s1);
    if (scr_is_exception(v2)) {
        fprintf(stderr, "fuzz_json: JSON.parse rejects what JSON.stringify wrote\n");
        abort();
    }
    ScrValue s2 = stringify(v2, SCR_UNDEFINED);
    if (!scr__string_equal(s1, s2)) {
        fprintf(stderr, "fuzz_json: the round trip changed the text\n");
        abort();
    }
    scr_release(s2);
    scr_release(v2);
    scr_release(s1);
}

FUZZ_MAIN(one_input)
