/* codec.h - the byte encodings of Node's Buffer and of TextEncoder and
 * TextDecoder, as pure functions over UTF-16 code units and bytes (no JS
 * values): the encoding names Node accepts, byte lengths, encoding a string
 * into a bounded byte range, and decoding bytes into code units. Owned by
 * codec.c; runtime/tests/test_codec.c checks it. */
#ifndef SCR_NODE_CODEC_H
#define SCR_NODE_CODEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Node's encodings, after normalizeEncoding (aliases folded). */
enum {
    SCR_ENC_UTF8,
    SCR_ENC_UTF16LE,
    SCR_ENC_LATIN1,
    SCR_ENC_ASCII,
    SCR_ENC_BASE64,
    SCR_ENC_BASE64URL,
    SCR_ENC_HEX,
};

/* The encoding a name denotes (ASCII case-insensitive: "utf8", "UTF-8",
 * "ucs2", "binary"...), or -1 for none (including the empty name). */
int scr__enc_lookup(const uint16_t *name, size_t n);

/* Node's byteLength(string, enc) for the n units at s: the exact length
 * for utf8/utf16le/latin1/ascii, Node's estimate for base64 (from the
 * length and trailing '='s) and hex (n / 2). */
size_t scr__enc_byte_length(int enc, const uint16_t *s, size_t n);

/* Writes s (n units) encoded as enc into out, at most cap bytes, as Node's
 * buf.write does: utf8 and utf16le write only whole characters, hex stops
 * at the first pair that is not two hex digits, base64 skips characters
 * outside both alphabets and stops at '='. Lone surrogates are EF BF BD in
 * utf8. Returns the number of bytes written. */
size_t scr__enc_write(int enc, const uint16_t *s, size_t n, uint8_t *out, size_t cap);

/* The bytes of s (n units) encoded as enc, all of them (Buffer.from's
 * bytes): malloc'ed (never NULL, even for 0 bytes), with *len set. */
uint8_t *scr__enc_encode(int enc, const uint16_t *s, size_t n, size_t *len);

/* The utf8 case of scr__enc_write; *read (when not NULL) gets the number
 * of code units consumed (TextEncoder.encodeInto). */
size_t scr__utf8_encode_into(const uint16_t *s, size_t n, uint8_t *out, size_t cap, size_t *read);

/* The number of code units scr__enc_decode makes of n bytes (an upper bound
 * for utf8: n). */
size_t scr__enc_decoded_max(int enc, size_t n);
/* Decodes the n bytes at p into out (room for scr__enc_decoded_max units):
 * utf8 with each maximal invalid subsequence replaced by U+FFFD, utf16le
 * (an odd last byte ignored), latin1, ascii (the high bit dropped), hex
 * (lowercase), base64 (padded) and base64url (unpadded). Returns the number
 * of units written. */
size_t scr__enc_decode(int enc, const uint8_t *p, size_t n, uint16_t *out);

/* A WHATWG UTF-8 decoder that can be fed in chunks (TextDecoder's stream
 * mode). Zero-initialise before the first chunk. */
typedef struct ScrUtf8Decoder {
    uint32_t cp;          /* the code point decoded so far; valid when need > 0 */
    uint8_t need;         /* continuation bytes still expected */
    uint8_t seen;         /* continuation bytes consumed */
    uint8_t lower, upper; /* the bounds of the next continuation byte */
} ScrUtf8Decoder;
/* Decodes n bytes into out (room for n + 1 units), continuing d's state;
 * with flush, an unfinished sequence at the end becomes U+FFFD and d is
 * reset. Returns the units written, or (size_t)-1 at the first error when
 * fatal (d is then reset). */
size_t scr__utf8_decode_chunk(ScrUtf8Decoder *d, const uint8_t *p, size_t n, bool flush, bool fatal,
                              uint16_t *out);

#endif
