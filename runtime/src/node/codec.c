/* codec.c - Node's byte encodings over plain arrays: encoding names,
 * byte lengths, bounded writes (buf.write, Buffer.from) and decoding
 * (buf.toString, TextDecoder). The rules follow Node's C++ (string_bytes.cc,
 * base64-inl.h) where they are lenient: hex stops at a bad pair, base64
 * skips foreign characters and stops at '='. */
#include "node/codec.h"

#include "base/base.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <string.h>

static uint16_t lower_ascii(uint16_t c) { return c >= 'A' && c <= 'Z' ? (uint16_t)(c + 32) : c; }

int scr__enc_lookup(const uint16_t *name, size_t n) {
    /* Each name with its length, so that most rows cost one compare. */
#define NAME(s, e)                                                                                 \
    { s, sizeof(s) - 1, e }
    static const struct {
        const char *name;
        size_t len;
        int enc;
    } names[] = {
        NAME("utf8", SCR_ENC_UTF8),       NAME("utf-8", SCR_ENC_UTF8),
        NAME("ucs2", SCR_ENC_UTF16LE),    NAME("ucs-2", SCR_ENC_UTF16LE),
        NAME("utf16le", SCR_ENC_UTF16LE), NAME("utf-16le", SCR_ENC_UTF16LE),
        NAME("latin1", SCR_ENC_LATIN1),   NAME("binary", SCR_ENC_LATIN1),
        NAME("base64", SCR_ENC_BASE64),   NAME("base64url", SCR_ENC_BASE64URL),
        NAME("hex", SCR_ENC_HEX),         NAME("ascii", SCR_ENC_ASCII),
    };
#undef NAME
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (names[i].len != n) continue;
        size_t k = 0;
        while (k < n && lower_ascii(name[k]) == (uint8_t)names[i].name[k]) k++;
        if (k == n) return names[i].enc;
    }
    return -1;
}

static bool is_high(uint16_t c) { return c >= 0xD800 && c <= 0xDBFF; }
static bool is_low(uint16_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

/* The UTF-8 length of the character at s[i] (a pair counts once, as 4). */
static size_t utf8_units(const uint16_t *s, size_t n, size_t i, size_t *step) {
    uint16_t c = s[i];
    *step = 1;
    if (c < 0x80) return 1;
    if (c < 0x800) return 2;
    if (is_high(c) && i + 1 < n && is_low(s[i + 1])) {
        *step = 2;
        return 4;
    }
    return 3;
}

/* True when the eight code units at s are all ASCII: the common case of
 * JSON and HTTP text, which the UTF-8 loops then take eight at a time. */
static inline bool ascii8(const uint16_t *s) {
    uint64_t a, b;
    memcpy(&a, s, 8);
    memcpy(&b, s + 4, 8);
    return ((a | b) & 0xFF80FF80FF80FF80ull) == 0;
}

size_t scr__enc_byte_length(int enc, const uint16_t *s, size_t n) {
    switch (enc) {
        case SCR_ENC_UTF8: {
            size_t len = 0, step;
            for (size_t i = 0; i < n; i += step) {
                if (i + 8 <= n && ascii8(s + i)) {
                    len += 8;
                    step = 8;
                    continue;
                }
                len += utf8_units(s, n, i, &step);
            }
            return len;
        }
        case SCR_ENC_UTF16LE: return n * 2;
        case SCR_ENC_BASE64:
        case SCR_ENC_BASE64URL: {
            size_t b = n;
            if (b > 0 && s[b - 1] == '=') b--;
            if (b > 1 && s[b - 1] == '=') b--;
            return (b * 3) >> 2;
        }
        case SCR_ENC_HEX: return n >> 1;
        default: return n;
    }
}

/* The value of each byte as a base64 or base64url digit, or 255. */
static const uint8_t base64_value[256] = {
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 62,  255, 62,  255, 63,  52,  53,  54,  55,  56,  57,  58,  59,  60,
    61,  255, 255, 255, 255, 255, 255, 255, 0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,
    11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23,  24,  25,  255, 255, 255, 255,
    63,  255, 26,  27,  28,  29,  30,  31,  32,  33,  34,  35,  36,  37,  38,  39,  40,  41,  42,
    43,  44,  45,  46,  47,  48,  49,  50,  51,  255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255,
};

static uint8_t unbase64(uint8_t c) { return base64_value[c]; }

static int unhex(uint8_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Node's base64_decode_group_slow, run group after group: each digit is
 * read skipping foreign characters; '=' or the end stops the decoding. */
static size_t base64_write(const uint16_t *s, size_t n, uint8_t *out, size_t cap) {
    size_t i = 0, k = 0;
    /* Node's fast path: four digits make three bytes, while they fit. */
    while (i + 4 <= n && k + 3 <= cap) {
        uint8_t a = unbase64((uint8_t)s[i]), b = unbase64((uint8_t)s[i + 1]),
                c = unbase64((uint8_t)s[i + 2]), d = unbase64((uint8_t)s[i + 3]);
        if ((a | b | c | d) & 0x80) break;
        out[k++] = (uint8_t)(a << 2 | b >> 4);
        out[k++] = (uint8_t)(b << 4 | c >> 2);
        out[k++] = (uint8_t)(c << 6 | d);
        i += 4;
    }
    while (i < n && k < cap) {
        uint8_t hi = 0, lo = 0;
        for (int part = 0; part < 4; part++) {
            for (;;) {
                uint8_t c = (uint8_t)s[i];
                lo = unbase64(c);
                i++;
                if (lo < 64) break;
                if (c == '=' || i >= n) return k;
            }
            if (part == 1) out[k++] = (uint8_t)(((hi & 0x3F) << 2) | ((lo & 0x30) >> 4));
            if (part == 2) out[k++] = (uint8_t)(((hi & 0x0F) << 4) | ((lo & 0x3C) >> 2));
            if (part == 3) out[k++] = (uint8_t)(((hi & 0x03) << 6) | (lo & 0x3F));
            if (i >= n || k >= cap) return k;
            hi = lo;
        }
    }
    return k;
}

size_t scr__utf8_encode_into(const uint16_t *s, size_t n, uint8_t *out, size_t cap, size_t *read) {
    size_t k = 0, step, i;
    for (i = 0; i < n; i += step) {
        if (i + 8 <= n && k + 8 <= cap && ascii8(s + i)) {
            for (int j = 0; j < 8; j++) out[k + j] = (uint8_t)s[i + j];
            k += 8;
            step = 8;
            continue;
        }
        size_t len = utf8_units(s, n, i, &step);
        if (k + len > cap) break;
        uint32_t c = s[i];
        if (len == 4)
            c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00u);
        else if (len == 3 && c >= 0xD800 && c <= 0xDFFF)
            c = 0xFFFD;
        if (len == 1) {
            out[k++] = (uint8_t)c;
        } else if (len == 2) {
            out[k++] = (uint8_t)(0xC0 | (c >> 6));
            out[k++] = (uint8_t)(0x80 | (c & 0x3F));
        } else if (len == 3) {
            out[k++] = (uint8_t)(0xE0 | (c >> 12));
            out[k++] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            out[k++] = (uint8_t)(0x80 | (c & 0x3F));
        } else {
            out[k++] = (uint8_t)(0xF0 | (c >> 18));
            out[k++] = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
            out[k++] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            out[k++] = (uint8_t)(0x80 | (c & 0x3F));
        }
    }
    if (read) *read = i;
    return k;
}

size_t scr__enc_write(int enc, const uint16_t *s, size_t n, uint8_t *out, size_t cap) {
    size_t k = 0;
    switch (enc) {
        case SCR_ENC_UTF8: return scr__utf8_encode_into(s, n, out, cap, NULL);
        case SCR_ENC_UTF16LE:
            for (size_t i = 0; i < n && k + 2 <= cap; i++) {
                out[k++] = (uint8_t)(s[i] & 0xFF);
                out[k++] = (uint8_t)(s[i] >> 8);
            }
            return k;
        case SCR_ENC_LATIN1:
        case SCR_ENC_ASCII:
            for (; k < n && k < cap; k++) out[k] = (uint8_t)s[k];
            return k;
        case SCR_ENC_HEX:
            for (; k < cap && k * 2 + 1 < n; k++) {
                int a = unhex((uint8_t)s[k * 2]), b = unhex((uint8_t)s[k * 2 + 1]);
                if (a < 0 || b < 0) break;
                out[k] = (uint8_t)(a << 4 | b);
            }
            return k;
        default: return base64_write(s, n, out, cap);
    }
}

uint8_t *scr__enc_encode(int enc, const uint16_t *s, size_t n, size_t *len) {
    /* byte_length is exact or, for hex and base64, an upper bound. */
    size_t cap = scr__enc_byte_length(enc, s, n);
    uint8_t *out = scr__xmalloc(cap);
    *len = scr__enc_write(enc, s, n, out, cap);
    return out;
}

size_t scr__enc_decoded_max(int enc, size_t n) {
    switch (enc) {
        case SCR_ENC_UTF8: return n + 1;
        case SCR_ENC_UTF16LE: return n / 2;
        case SCR_ENC_HEX: return n * 2;
        case SCR_ENC_BASE64: return (n + 2) / 3 * 4;
        case SCR_ENC_BASE64URL: return n / 3 * 4 + (n % 3 ? n % 3 + 1 : 0);
        default: return n;
    }
}

static size_t base64_encode(const uint8_t *p, size_t n, uint16_t *out, bool url) {
    const char *tab = url ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
                          : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t k = 0, i = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
        out[k++] = (uint16_t)tab[v >> 18];
        out[k++] = (uint16_t)tab[(v >> 12) & 63];
        out[k++] = (uint16_t)tab[(v >> 6) & 63];
        out[k++] = (uint16_t)tab[v & 63];
    }
    if (n - i == 1) {
        out[k++] = (uint16_t)tab[p[i] >> 2];
        out[k++] = (uint16_t)tab[(p[i] & 3) << 4];
        if (!url) out[k++] = '=', out[k++] = '=';
    } else if (n - i == 2) {
        uint32_t v = (uint32_t)p[i] << 8 | p[i + 1];
        out[k++] = (uint16_t)tab[v >> 10];
        out[k++] = (uint16_t)tab[(v >> 4) & 63];
        out[k++] = (uint16_t)tab[(v & 15) << 2];
        if (!url) out[k++] = '=';
    }
    return k;
}

size_t scr__enc_decode(int enc, const uint8_t *p, size_t n, uint16_t *out) {
    size_t k = 0;
    switch (enc) {
        case SCR_ENC_UTF8: {
            ScrUtf8Decoder d;
            memset(&d, 0, sizeof d);
            return scr__utf8_decode_chunk(&d, p, n, true, false, out);
        }
        case SCR_ENC_UTF16LE:
            for (size_t i = 0; i + 1 < n; i += 2) out[k++] = (uint16_t)(p[i] | p[i + 1] << 8);
            return k;
        case SCR_ENC_LATIN1:
            for (; k < n; k++) out[k] = p[k];
            return k;
        case SCR_ENC_ASCII:
            for (; k < n; k++) out[k] = p[k] & 0x7F;
            return k;
        case SCR_ENC_HEX:
            for (size_t i = 0; i < n; i++) {
                out[k++] = (uint16_t) "0123456789abcdef"[p[i] >> 4];
                out[k++] = (uint16_t) "0123456789abcdef"[p[i] & 15];
            }
            return k;
        default: return base64_encode(p, n, out, enc == SCR_ENC_BASE64URL);
    }
}

/* Emits code point c as one or two UTF-16 units. */
static size_t put_cp(uint16_t *out, size_t k, uint32_t c) {
    if (c >= 0x10000) {
        c -= 0x10000;
        out[k++] = (uint16_t)(0xD800 + (c >> 10));
        out[k++] = (uint16_t)(0xDC00 + (c & 0x3FF));
    } else {
        out[k++] = (uint16_t)c;
    }
    return k;
}

/* The length of the run of ASCII bytes that starts p[0, n), each widened
 * into out: 16 bytes a step where SSE2 is there (a file of text is mostly
 * such runs). */
static size_t ascii_run(const uint8_t *p, size_t n, uint16_t *out) {
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(p + i));
        if (_mm_movemask_epi8(v)) break;
        _mm_storeu_si128((__m128i *)(out + i), _mm_unpacklo_epi8(v, zero));
        _mm_storeu_si128((__m128i *)(out + i + 8), _mm_unpackhi_epi8(v, zero));
    }
#endif
    for (; i < n && p[i] <= 0x7F; i++) out[i] = p[i];
    return i;
}

/* The WHATWG Encoding Standard's UTF-8 decoder, byte by byte but for runs
 * of ASCII: an invalid byte ends the sequence in progress with one U+FFFD
 * and is then read again on its own (the "maximal subpart" rule V8 follows
 * too). */
size_t scr__utf8_decode_chunk(ScrUtf8Decoder *d, const uint8_t *p, size_t n, bool flush, bool fatal,
                              uint16_t *out) {
    size_t k = 0;
    for (size_t i = 0; i < n;) {
        uint8_t b = p[i];
        if (d->need == 0) {
            if (b <= 0x7F) {
                size_t r = ascii_run(p + i, n - i, out + k);
                i += r, k += r;
                continue;
            }
            i++;
            d->lower = 0x80, d->upper = 0xBF;
            if (b >= 0xC2 && b <= 0xDF) {
                d->need = 1, d->cp = b & 0x1F;
            } else if (b >= 0xE0 && b <= 0xEF) {
                if (b == 0xE0) d->lower = 0xA0;
                if (b == 0xED) d->upper = 0x9F;
                d->need = 2, d->cp = b & 0xF;
            } else if (b >= 0xF0 && b <= 0xF4) {
                if (b == 0xF0) d->lower = 0x90;
                if (b == 0xF4) d->upper = 0x8F;
                d->need = 3, d->cp = b & 0x7;
            } else {
                if (fatal) goto error;
                out[k++] = 0xFFFD;
            }
            d->seen = 0;
            continue;
        }
        if (b < d->lower || b > d->upper) {
            /* The byte is read again on its own: i stays. */
            d->need = d->seen = 0;
            if (fatal) goto error;
            out[k++] = 0xFFFD;
            continue;
        }
        i++;
        d->lower = 0x80, d->upper = 0xBF;
        d->cp = d->cp << 6 | (b & 0x3F);
        if (++d->seen == d->need) {
            k = put_cp(out, k, d->cp);
            d->need = d->seen = 0;
        }
    }
    if (flush && d->need) {
        d->need = d->seen = 0;
        if (fatal) goto error;
        out[k++] = 0xFFFD;
    }
    return k;
error:
    memset(d, 0, sizeof *d);
    return (size_t)-1;
}
