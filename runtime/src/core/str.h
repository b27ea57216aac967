/* str.h - string cells: immutable UTF-16 sequences, the atom (interned
 * string) table, UTF-8/UTF-16 conversion and the string builder. Owned by
 * str.c; numbers to strings and back are numconv.h's. Property keys that
 * are strings are always atoms, so shapes compare keys by pointer. */
#ifndef SCR_STRING_H
#define SCR_STRING_H

#include "memory/heap.h"
#include "scr.h"

/* ScrString and scr_str are scr.h's: generated code reads strings inline. */

/* A new, not interned string of len units, contents uninitialised. */
ScrString *scr__string_alloc(uint32_t len);
/* x, whose one reference the caller holds and gives up, with the n units
 * at d appended: x itself, grown and perhaps moved, or a copy on the
 * malloc heap with room to grow (x is then released). NULL, with x
 * untouched, when appending in place is not allowed or does not pay (the
 * caller concatenates instead). d must not point into x. */
ScrString *scr__string_append_owned(ScrString *x, const uint16_t *d, uint32_t n);
/* Whether scr__string_append_owned would take n more units for x (a
 * result long enough to pay, no region current, not an atom): a caller
 * can ask before it makes the units. */
bool scr__string_appendable(const ScrString *x, uint32_t n);
/* Returns the atom with the same content as string s (owned). */
ScrValue scr__string_intern(ScrValue s);
/* Content equality / ordering (code unit order, as JS < does). */
bool scr__string_equal(ScrValue a, ScrValue b);
int scr__string_compare(ScrValue a, ScrValue b);
uint32_t scr__string_hash(ScrString *s);
/* Frees a string cell (called from scr__free_cell). */
void scr__string_free(ScrString *s);
/* scr__string_frees (how many string cells were ever freed) is
 * memory/heap.h's. */
/* scr__string_sub is scr.h's (scr_call_intrinsic's slice). */
/* A string of the one code unit u, owned: an ASCII unit (but NUL) is a
 * cached atom, so the common one-character strings allocate nothing. */
ScrValue scr__string_unit(uint16_t u);
/* UTF-8 encoding (lone surrogates become U+FFFD) into a malloc'ed
 * NUL-terminated buffer; *len_out gets the byte length if not NULL. */
char *scr__string_to_utf8(ScrValue s, size_t *len_out);
/* True and *idx set if v is a string holding a canonical array index. */
bool scr__string_is_index(ScrValue s, uint32_t *idx);

/* The well-known atom for an ASCII name ("length", "prototype", ...),
 * created on first use and cached until scr__string_fini. The result is
 * BORROWED (the cache keeps it alive): scr_dup it to keep it. */
ScrValue scr__atom(const char *ascii);
/* A hot path's cache of one well-known atom: scr__atom_cached(&c, "name")
 * looks the name up once, and again only after scr__string_fini (which
 * bumps scr__atom_gen), so a cache in a static survives a runtime restart.
 * The result is borrowed, as scr__atom's. */
typedef struct ScrAtomCache {
    ScrValue atom;
    uint32_t gen;
} ScrAtomCache;
extern uint32_t scr__atom_gen;
static inline ScrValue scr__atom_cached(ScrAtomCache *c, const char *ascii) {
    if (__builtin_expect(c->gen != scr__atom_gen, 0)) {
        c->atom = scr__atom(ascii);
        c->gen = scr__atom_gen;
    }
    return c->atom;
}
/* scr__atom for a string literal, looked up once per call site (a static
 * ScrAtomCache each). Only for literals: the cache keeps the first atom. */
#define SCR_ATOM(lit)                                                                         \
    __extension__({                                                                           \
        static ScrAtomCache scr_atom_site_;                                                   \
        scr__atom_cached(&scr_atom_site_, "" lit);                                            \
    })
/* obj.lit for a string literal name, through a property cache of its own
 * per call site (scr_get_ic): runtime lookups of "then", "constructor",
 * "next", "done", "value"... on the hot paths. Same result as scr_get. */
#define SCR_GET_ATOM(obj, lit)                                                                \
    __extension__({                                                                           \
        static ScrPropCache scr_get_site_;                                                    \
        scr_get_ic((obj), SCR_ATOM(lit), &scr_get_site_);                                     \
    })
/* Releases the well-known atom cache (at exit, before the leak audit). */
void scr__string_fini(void);
/* Makes the atom table, before the realm. */
void scr__strings_init(void);
/* At exit, after the realm is gone: releases what scr__string_fini does. */
void scr__strings_shutdown(void);
/* The number of live atoms (for tests and the leak audit). */
uint32_t scr__atom_count(void);

/* V8's maximum string length (2^29 - 24 code units); longer results throw
 * RangeError "Invalid string length". */
#define SCR_STRING_MAX_LEN 536870888u

/* Writes the UTF-8 form of d[0..len) to out, which must have room for
 * 3 * len bytes; lone surrogates become U+FFFD. Returns the byte count. */
size_t scr__utf16_to_utf8(const uint16_t *d, size_t len, char *out);

/* ------------------------------------------------------------------------
 * A growable UTF-16 buffer for building strings in C (inspect, console,
 * JSON, String.prototype methods). Lengths are in code units, as JS counts
 * them. Initialise with SCR_STRBUF_INIT; free with scr__sb_free unless
 * scr__sb_take_string consumed it.
 * ---------------------------------------------------------------------- */
typedef struct ScrStrBuf {
    uint16_t *d;
    size_t len;
    size_t cap;
} ScrStrBuf;
#define SCR_STRBUF_INIT {NULL, 0, 0}

/* Makes room for extra more units (out of line: the growing). */
void scr__sb_grow(ScrStrBuf *b, size_t extra);
static inline void scr__sb_reserve(ScrStrBuf *b, size_t extra) {
    if (__builtin_expect(b->len + extra > b->cap, 0)) scr__sb_grow(b, extra);
}
static inline void scr__sb_putc(ScrStrBuf *b, uint16_t c) {
    if (__builtin_expect(b->len == b->cap, 0)) scr__sb_grow(b, 1);
    b->d[b->len++] = c;
}
/* Appends an ASCII or UTF-8 C string. */
void scr__sb_puts(ScrStrBuf *b, const char *s);
void scr__sb_put_units(ScrStrBuf *b, const uint16_t *d, size_t n);
/* Appends the content of a string value. */
void scr__sb_put_string(ScrStrBuf *b, ScrValue s);
void scr__sb_put_number(ScrStrBuf *b, double d);
void scr__sb_printf(ScrStrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void scr__sb_free(ScrStrBuf *b);
/* Returns a string value with the buffer's content and empties the buffer
 * (the buffer may be reused or freed afterwards). */
ScrValue scr__sb_to_string(ScrStrBuf *b);

#endif
