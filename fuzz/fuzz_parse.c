/* fuzz_parse.c - libFuzzer target for the compiler's front end: the input
 * bytes are a source file, parsed as an ES module and again as a CommonJS
 * module (lex.c, parse*.c, the regex literal check and diag.c's printing).
 * Besides the sanitizers' checks it asserts the parser's contract: a NULL
 * tree comes with exactly one diagnostic, a tree with none. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag.h"
#include "lex.h"
#include "parse.h"

static void parse_one(const uint8_t *data, size_t size, bool cjs) {
    SourceFile *sf = scr__source_from_string("fuzz.js", (const char *)data, size);
    if (!sf) return;
    int before = diag_count();
    Node *n = cjs ? parse_cjs_program(sf) : parse_program(sf);
    int printed = diag_count() - before;
    if ((n == NULL) != (printed == 1)) {
        fprintf(stderr, "fuzz_parse: %s parse returned %s with %d diagnostics\n",
                cjs ? "CommonJS" : "module", n ? "a tree" : "NULL", printed);
        abort();
    }
    source_free(sf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    parse_one(data, size, false);
    parse_one(data, size, true);
    return 0;
}
