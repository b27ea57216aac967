/* utf.h - the compiler's one UTF-8 and UTF-16 encoder and decoder, shared
 * by the lexer (escapes in strings and names), the parser and scope
 * analysis (names from string keys) and the emitter (the constant table).
 * Owned by utf.c. */
#ifndef SCR_UTF_H
#define SCR_UTF_H

#include <stddef.h>
#include <stdint.h>

/* Writes code point cp as UTF-16 (a surrogate pair above U+FFFF); returns
 * the number of units, 1 or 2. */
int utf16_encode(uint32_t cp, uint16_t out[2]);

/* Writes code point cp (at most U+10FFFF) as UTF-8; returns the number of
 * bytes, 1 to 4. A lone surrogate is written as its own 3-byte sequence
 * (the WTF-8 form), so UTF-16 units survive a round trip one by one. */
int utf8_encode(uint32_t cp, char out[4]);

/* How utf16_to_utf8 writes surrogates. Without flags every unit is written
 * alone (a pair as two 3-byte forms, which the constant table reads back
 * unit by unit); UTF16_PAIRS writes a pair as its 4-byte sequence and a
 * lone surrogate as its 3-byte form, or as U+FFFD with UTF16_REPLACE. */
enum { UTF16_PAIRS = 1, UTF16_REPLACE = 2 };

/* u[0..n) as UTF-8 into out, which has room for 3n + 1 bytes; writes a NUL
 * after it and returns its length. */
size_t utf16_to_utf8(const uint16_t *u, uint32_t n, char *out, unsigned flags);

/* The same into a malloc'ed string. */
char *utf16_to_utf8_dup(const uint16_t *u, uint32_t n, unsigned flags);

/* Reads one UTF-8 sequence from s[0..n) (n >= 1) into *cp; returns its
 * length. For text the compiler made or the lexer already checked
 * (lex.c validates raw source with its own decoder): a surrogate's 3-byte
 * form decodes to the surrogate, a truncated sequence takes what is there. */
int utf8_decode_trusted(const char *s, size_t n, uint32_t *cp);

/* s[0..n) as UTF-16: a malloc'ed array of *len units (never NULL). */
uint16_t *utf8_to_utf16(const char *s, size_t n, uint32_t *len);

#endif
