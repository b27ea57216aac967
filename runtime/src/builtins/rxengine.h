/* rxengine.h - scr's own regular-expression engine, with V8's (irregexp's)
 * semantics: a backtracking matcher over UTF-16 code units (code points
 * under u/v), compiled to a small bytecode, with an explicit heap
 * backtrack stack (no C recursion while matching), counted repetition,
 * the spec's empty-iteration check and per-iteration capture reset,
 * lookbehind of any length matched right to left, V8's case folding and
 * the property escapes of Node's Unicode version (rxunidata.c). Depends on
 * the C library and base/ only, so the compiler can link it to reject
 * invalid regex literals at compile time with V8's messages. Owned by
 * rxengine.c; docs/regexp.md describes it. */
#ifndef SCR_RXENGINE_H
#define SCR_RXENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* JS flags, as bits. */
enum {
    SCR_RX_HAS_INDICES = 1 << 0,  /* d */
    SCR_RX_GLOBAL = 1 << 1,       /* g */
    SCR_RX_IGNORE_CASE = 1 << 2,  /* i */
    SCR_RX_MULTILINE = 1 << 3,    /* m */
    SCR_RX_DOT_ALL = 1 << 4,      /* s */
    SCR_RX_UNICODE = 1 << 5,      /* u */
    SCR_RX_STICKY = 1 << 6,       /* y */
    SCR_RX_UNICODE_SETS = 1 << 7, /* v */
};

/* Parses a flags string; returns the bits, or -1 for an unknown or
 * repeated flag, or u with v. */
int scr__rx_parse_flags(const uint16_t *f, size_t n);

typedef struct ScrRxProg ScrRxProg;

/* Compiles pattern src[0..n) under flags (SCR_RX_* bits): the parser
 * checks the syntax as V8 does, for every flag combination.
 * Returns the program, or NULL with *err set to V8's message (static
 * text, without the "Invalid regular expression: /../: " prefix). */
ScrRxProg *scr__rx_compile(const uint16_t *src, size_t n, int flags, const char **err);
void scr__rx_free(ScrRxProg *p);

/* Capturing groups (not counting group 0). */
uint32_t scr__rx_ngroups(const ScrRxProg *p);
/* The name of group g (1-based), or NULL; *len its length in code units. */
const uint16_t *scr__rx_group_name(const ScrRxProg *p, uint32_t g, uint32_t *len);
bool scr__rx_has_names(const ScrRxProg *p);

/* Matches s[0..len) from `start` (only there when sticky). caps receives
 * 2 * (ngroups + 1) offsets, -1 for an unset group. Returns 1 matched, 0
 * no match, -1 the backtrack stack overflowed (V8: RangeError "Maximum
 * call stack size exceeded"). */
int scr__rx_exec(const ScrRxProg *p, const uint16_t *s, size_t len, size_t start, bool sticky,
                 int32_t *caps);

#endif
