/* rxtrans.h - the translation layer from JavaScript regular-expression
 * syntax to PCRE2 (16-bit) syntax: it checks the pattern with V8's error
 * messages, rewrites every construct whose meaning differs (\d \w \s \b,
 * ., ^ $, classes, escapes, named groups, backreferences, legacy octal) to
 * an explicit PCRE2 form. It depends on nothing but the C library (not
 * even pcre2.h: regexp.c chooses the compile options), so the compiler
 * links it too, to reject invalid regex literals at compile time. Owned by
 * rxtrans.c. */
#ifndef SCR_RXTRANS_H
#define SCR_RXTRANS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* JS flags, as bits. */
enum {
    SCR_RX_HAS_INDICES = 1 << 0, /* d */
    SCR_RX_GLOBAL = 1 << 1,      /* g */
    SCR_RX_IGNORE_CASE = 1 << 2, /* i */
    SCR_RX_MULTILINE = 1 << 3,   /* m */
    SCR_RX_DOT_ALL = 1 << 4,     /* s */
    SCR_RX_UNICODE = 1 << 5,     /* u */
    SCR_RX_STICKY = 1 << 6,      /* y */
    SCR_RX_UNICODE_SETS = 1 << 7, /* v */
};

/* Parses a flags string; returns the bits, or -1 for an unknown or
 * repeated flag. */
int scr__rx_parse_flags(const uint16_t *f, size_t n);

typedef struct ScrRxTranslation {
    uint16_t *pattern;    /* malloc'ed PCRE2 pattern (valid without error) */
    size_t len;
    uint32_t ngroups;     /* capturing groups */
    /* Group names by group number (1-based; index 0 unused): NULL for an
     * unnamed group, else a malloc'ed UTF-16 name of name_len[i] units. */
    uint16_t **names;
    uint32_t *name_len;
    bool has_names;
    const char *error;    /* V8's message text (static), or NULL */
} ScrRxTranslation;

/* Translates pattern src[0..n) under `flags` (SCR_RX_* bits). Returns 0,
 * or -1 with out->error set (nothing else to free then). */
int scr__rx_translate(const uint16_t *src, size_t n, int flags, ScrRxTranslation *out);
void scr__rx_translation_free(ScrRxTranslation *t);

#endif
