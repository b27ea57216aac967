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

/* Reads one UTF-8 sequence from s[0..n) (n >= 1) into *cp; returns its
 * length. For text the compiler made or the lexer already checked
 * (lex.c validates raw source with its own decoder): a surrogate's 3-byte
 * form decodes to the surrogate, a truncated sequence takes what is there. */
int utf8_decode_trusted(const char *s, size_t n, uint32_t *cp);

/* s[0..n) as UTF-16: a malloc'ed array of *len units (never NULL). */
uint16_t *utf8_to_utf16(const char *s, size_t n, uint32_t *len);

#endif
