/* test_codec.c - node/codec.c, the byte encodings of Buffer and
 * TextDecoder: encoding names, byte lengths, bounded writes (whole UTF-8
 * characters, hex stopping at a bad pair, base64's leniency), decoding
 * (UTF-8 replacement by maximal subparts, base64 padding and base64url,
 * hex, ascii), and the chunked UTF-8 decoder with flush and fatal. */
#include "node/codec.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

/* UTF-16 units of an ASCII or Latin-1 C string. */
static size_t units(const char *s, uint16_t *out) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)s[i];
    return n;
}

static int lookup(const char *name) {
    uint16_t u[32];
    size_t n = units(name, u);
    return scr__enc_lookup(u, n);
}

/* Writes s in enc with room for cap bytes; the result as lowercase hex. */
static const char *write_hex(int enc, const char *s, size_t cap) {
    static char hex[256];
    uint16_t u[64];
    uint8_t out[64];
    size_t n = units(s, u);
    size_t k = scr__enc_write(enc, u, n, out, cap);
    for (size_t i = 0; i < k; i++) snprintf(hex + 2 * i, 3, "%02x", out[i]);
    hex[2 * k] = 0;
    return hex;
}

/* Decodes bytes in enc; the units, each as a char when below 0x100 and as
 * '*' otherwise (U+FFFD shows as '*'). */
static const char *decode(int enc, const uint8_t *p, size_t n) {
    static char text[256];
    uint16_t out[256];
    size_t k = scr__enc_decode(enc, p, n, out);
    for (size_t i = 0; i < k; i++) text[i] = out[i] < 0x100 ? (char)out[i] : '*';
    text[k] = 0;
    return text;
}

int main(void) {
    /* Names: Node's aliases, any case; nothing for unknown or empty. */
    CHECK(lookup("utf8") == SCR_ENC_UTF8 && lookup("UTF-8") == SCR_ENC_UTF8);
    CHECK(lookup("ucs2") == SCR_ENC_UTF16LE && lookup("Utf-16LE") == SCR_ENC_UTF16LE);
    CHECK(lookup("binary") == SCR_ENC_LATIN1 && lookup("base64URL") == SCR_ENC_BASE64URL);
    CHECK(lookup("utf16") == -1 && lookup("") == -1 && lookup("latin-1") == -1);

    /* Byte lengths: pairs are 4 in UTF-8, lone surrogates 3; base64 counts
     * padding off; hex halves. */
    uint16_t pair[3] = {'a', 0xD83D, 0xDE00};
    CHECK(scr__enc_byte_length(SCR_ENC_UTF8, pair, 3) == 5);
    CHECK(scr__enc_byte_length(SCR_ENC_UTF8, pair, 2) == 4);
    uint16_t b64[8];
    CHECK(scr__enc_byte_length(SCR_ENC_BASE64, b64, units("aGk=", b64)) == 2);
    CHECK(scr__enc_byte_length(SCR_ENC_BASE64, b64, units("aGVsbG8", b64)) == 5);
    CHECK(scr__enc_byte_length(SCR_ENC_HEX, b64, units("abc", b64)) == 1);

    /* Writes. */
    CHECK(strcmp(write_hex(SCR_ENC_HEX, "0aFFzz", 10), "0aff") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_HEX, "abc", 10), "ab") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_HEX, "0a0b0c", 2), "0a0b") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_BASE64, " aG\nk= ", 10), "6869") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_BASE64, "aGk=aGk=", 10), "6869") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_BASE64, "-_-_", 10), "fbffbf") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_BASE64URL, "+/+/", 10), "fbffbf") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_BASE64, "a", 10), "") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_LATIN1, "\xe9z", 10), "e97a") == 0);
    CHECK(strcmp(write_hex(SCR_ENC_UTF16LE, "ab", 3), "6100") == 0);
    uint8_t out[8];
    /* A surrogate pair is written whole or not at all. */
    CHECK(scr__enc_write(SCR_ENC_UTF8, pair, 3, out, 4) == 1);
    CHECK(scr__enc_write(SCR_ENC_UTF8, pair, 3, out, 5) == 5 && out[1] == 0xF0 && out[4] == 0x80);
    uint16_t lone[2] = {0xDC00, 'x'};
    CHECK(scr__enc_write(SCR_ENC_UTF8, lone, 2, out, 8) == 4 && out[0] == 0xEF && out[1] == 0xBF &&
          out[2] == 0xBD && out[3] == 'x');
    size_t read;
    CHECK(scr__utf8_encode_into(pair, 3, out, 4, &read) == 1 && read == 1);
    CHECK(scr__utf8_encode_into(pair, 3, out, 8, &read) == 5 && read == 3);

    /* Decoding. */
    const uint8_t hi[] = {'h', 'i', 0xFF};
    CHECK(strcmp(decode(SCR_ENC_HEX, hi, 3), "6869ff") == 0);
    CHECK(strcmp(decode(SCR_ENC_BASE64, hi, 3), "aGn/") == 0);
    CHECK(strcmp(decode(SCR_ENC_BASE64, hi, 2), "aGk=") == 0);
    CHECK(strcmp(decode(SCR_ENC_BASE64, hi, 1), "aA==") == 0);
    CHECK(strcmp(decode(SCR_ENC_BASE64URL, hi, 3), "aGn_") == 0);
    CHECK(strcmp(decode(SCR_ENC_BASE64URL, hi, 1), "aA") == 0);
    CHECK(strcmp(decode(SCR_ENC_ASCII, hi, 3), "hi\x7f") == 0);
    CHECK(strcmp(decode(SCR_ENC_LATIN1, hi, 3), "hi\xff") == 0);
    CHECK(strcmp(decode(SCR_ENC_UTF16LE, hi, 3), "*") == 0);
    /* Malformed UTF-8: one U+FFFD per maximal subpart; the byte that ends
     * a sequence early is read again. */
    const uint8_t bad[] = {'a', 0xFF, 0xC3, '(', 0xE2, 0x82, 'A', 0xED, 0xA0, 0x80, 0xC3, 0xA9};
    CHECK(strcmp(decode(SCR_ENC_UTF8, bad, sizeof bad), "a**(*A***\xe9") == 0);
    const uint8_t cut[] = {0xF0, 0x9F, 0x98};
    CHECK(strcmp(decode(SCR_ENC_UTF8, cut, 3), "*") == 0);

    /* The chunked decoder: a character split over three chunks. */
    ScrUtf8Decoder d;
    memset(&d, 0, sizeof d);
    uint16_t u[8];
    const uint8_t smile[] = {0xF0, 0x9F, 0x98, 0x80};
    CHECK(scr__utf8_decode_chunk(&d, smile, 1, false, false, u) == 0);
    CHECK(scr__utf8_decode_chunk(&d, smile + 1, 2, false, false, u) == 0);
    CHECK(scr__utf8_decode_chunk(&d, smile + 3, 1, false, false, u) == 2 && u[0] == 0xD83D &&
          u[1] == 0xDE00);
    /* Flush turns what is left into U+FFFD; fatal reports it instead. */
    CHECK(scr__utf8_decode_chunk(&d, smile, 2, true, false, u) == 1 && u[0] == 0xFFFD &&
          d.need == 0);
    CHECK(scr__utf8_decode_chunk(&d, smile, 2, false, true, u) == 0);
    CHECK(scr__utf8_decode_chunk(&d, NULL, 0, true, true, u) == (size_t)-1 && d.need == 0);
    CHECK(scr__utf8_decode_chunk(&d, bad, 2, true, true, u) == (size_t)-1);

    /* Runs of ASCII go 16 bytes a step: a three-byte character, an
     * invalid byte and a cut sequence at every offset of a 48-byte text
     * decode as byte by byte. */
    for (int at = 0; at < 46; at++) {
        uint8_t text[48];
        uint16_t units[49];
        for (int i = 0; i < 48; i++) text[i] = (uint8_t)('a' + i % 26);
        text[at] = 0xE2, text[at + 1] = 0x82, text[at + 2] = 0xAC; /* U+20AC */
        memset(&d, 0, sizeof d);
        size_t n = scr__utf8_decode_chunk(&d, text, 48, true, false, units);
        bool same = n == 46;
        for (int i = 0, j = 0; i < 48 && same; i++, j++) {
            if (i == at) {
                same = units[j] == 0x20AC;
                i += 2;
            } else {
                same = units[j] == text[i];
            }
        }
        CHECK(same);
        text[at] = 0xFF; /* then 0x82 0xAC: three U+FFFD */
        memset(&d, 0, sizeof d);
        n = scr__utf8_decode_chunk(&d, text, 48, true, false, units);
        CHECK(n == 48 && units[at] == 0xFFFD && units[at + 1] == 0xFFFD &&
              units[at + 2] == 0xFFFD && (at == 0 || units[at - 1] == text[at - 1]) &&
              (at + 3 >= 48 || units[at + 3] == text[at + 3]));
        /* A chunk that ends inside a character, the rest in the next. */
        text[at] = 0xE2;
        memset(&d, 0, sizeof d);
        n = scr__utf8_decode_chunk(&d, text, (size_t)at + 1, false, false, units);
        size_t m =
            scr__utf8_decode_chunk(&d, text + at + 1, 47 - (size_t)at, true, false, units + n);
        CHECK(n == (size_t)at && m == 46 - (size_t)at && units[at] == 0x20AC);
    }

    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
