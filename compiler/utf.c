/* utf.c - UTF-8 and UTF-16 conversions for the whole compiler (utf.h). */
#include "utf.h"

#include "text.h"

int utf16_encode(uint32_t cp, uint16_t out[2]) {
    if (cp < 0x10000) {
        out[0] = (uint16_t)cp;
        return 1;
    }
    cp -= 0x10000;
    out[0] = (uint16_t)(0xD800 + (cp >> 10));
    out[1] = (uint16_t)(0xDC00 + (cp & 0x3FF));
    return 2;
}

int utf8_encode(uint32_t cp, char out[4]) {
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

size_t utf16_to_utf8(const uint16_t *u, uint32_t n, char *out, unsigned flags) {
    size_t o = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t c = u[i];
        if ((flags & UTF16_PAIRS) && c >= 0xD800 && c <= 0xDFFF) {
            if (c <= 0xDBFF && i + 1 < n && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF)
                c = 0x10000 + ((c - 0xD800) << 10) + (u[++i] - 0xDC00);
            else if (flags & UTF16_REPLACE)
                c = 0xFFFD;
        }
        o += (size_t)utf8_encode(c, out + o);
    }
    out[o] = 0;
    return o;
}

char *utf16_to_utf8_dup(const uint16_t *u, uint32_t n, unsigned flags) {
    char *s = xmalloc((size_t)n * 3 + 1);
    utf16_to_utf8(u, n, s, flags);
    return s;
}

int utf8_decode_trusted(const char *s, size_t n, uint32_t *cp) {
    unsigned char c = (unsigned char)s[0];
    int len;
    uint32_t v;
    if (c < 0x80) v = c, len = 1;
    else if ((c >> 5) == 6) v = c & 31, len = 2;
    else if ((c >> 4) == 14) v = c & 15, len = 3;
    else v = c & 7, len = 4;
    for (int j = 1; j < len && (size_t)j < n; j++) v = (v << 6) | ((unsigned char)s[j] & 63);
    *cp = v;
    return len;
}

uint16_t *utf8_to_utf16(const char *s, size_t n, uint32_t *len) {
    uint16_t *u = xmalloc((n + 1) * sizeof(uint16_t));
    uint32_t k = 0;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        i += (size_t)utf8_decode_trusted(s + i, n - i, &cp);
        k += (uint32_t)utf16_encode(cp, u + k);
    }
    *len = k;
    return u;
}
