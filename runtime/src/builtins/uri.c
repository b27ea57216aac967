/* uri.c - the global URI functions of ECMAScript 19.2.6 (Encode and Decode
 * over UTF-8, `URIError: URI malformed` on a lone surrogate or a bad
 * escape) and Annex B's escape/unescape (B.2.1). */
#include "builtins/uri.h"
#include "core/error.h"
#include "core/native.h"
#include "core/object.h"
#include "core/str.h"

#include <string.h>

/* The characters each function leaves as they are: ASCII only. */
enum { URI_ALNUM = 1, URI_MARK = 2, URI_RESERVED = 4, URI_ESCAPE_SET = 8 };

static uint8_t char_class(uint16_t c) {
    if (c >= 128) return 0;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return URI_ALNUM | URI_ESCAPE_SET;
    uint8_t r = 0;
    if (strchr("-_.!~*'()", c) && c) r |= URI_MARK;
    if (strchr(";/?:@&=+$,#", c) && c) r |= URI_RESERVED;
    if (strchr("@*_+-./", c) && c) r |= URI_ESCAPE_SET;
    return r;
}

static ScrValue throw_malformed(void) {
    ScrValue m = scr_string_from_utf8("URI malformed", 13);
    ScrValue e = scr__error_new(SCR_ERR_URI, m);
    scr_release(m);
    return scr_throw_take(e);
}

/* The buffer's content as a string; frees the buffer. */
static ScrValue sb_finish(ScrStrBuf *b) {
    ScrValue r = scr__sb_to_string(b);
    scr__sb_free(b);
    return r;
}

static const char hex_digits[] = "0123456789ABCDEF";

static void put_byte_escape(ScrStrBuf *b, unsigned byte) {
    scr__sb_putc(b, '%');
    scr__sb_putc(b, (uint16_t)hex_digits[byte >> 4]);
    scr__sb_putc(b, (uint16_t)hex_digits[byte & 15]);
}

static int hex_value(uint16_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Encode(string, extraUnescaped): `keep` is the class mask of the
 * characters copied as they are. */
static ScrValue uri_encode(ScrValue arg, uint8_t keep) {
    ScrValue sv = scr_to_string(arg);
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    uint32_t n = s->len, k = 0;
    while (k < n && (char_class(s->data[k]) & keep)) k++;
    if (k == n) return sv;
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_reserve(&b, n + 16);
    scr__sb_put_units(&b, s->data, k);
    for (; k < n; k++) {
        uint16_t c = s->data[k];
        if (char_class(c) & keep) {
            scr__sb_putc(&b, c);
            continue;
        }
        uint32_t cp = c;
        if (c >= 0xDC00 && c <= 0xDFFF) goto malformed;
        if (c >= 0xD800 && c <= 0xDBFF) {
            if (k + 1 >= n || s->data[k + 1] < 0xDC00 || s->data[k + 1] > 0xDFFF) goto malformed;
            cp = 0x10000 + (((uint32_t)c - 0xD800) << 10) + (s->data[k + 1] - 0xDC00u);
            k++;
        }
        if (cp < 0x80) {
            put_byte_escape(&b, cp);
        } else if (cp < 0x800) {
            put_byte_escape(&b, 0xC0 | (cp >> 6));
            put_byte_escape(&b, 0x80 | (cp & 63));
        } else if (cp < 0x10000) {
            put_byte_escape(&b, 0xE0 | (cp >> 12));
            put_byte_escape(&b, 0x80 | ((cp >> 6) & 63));
            put_byte_escape(&b, 0x80 | (cp & 63));
        } else {
            put_byte_escape(&b, 0xF0 | (cp >> 18));
            put_byte_escape(&b, 0x80 | ((cp >> 12) & 63));
            put_byte_escape(&b, 0x80 | ((cp >> 6) & 63));
            put_byte_escape(&b, 0x80 | (cp & 63));
        }
    }
    scr_release(sv);
    return sb_finish(&b);
malformed:
    scr__sb_free(&b);
    scr_release(sv);
    return throw_malformed();
}

/* The byte of the escape "%XY" at d[k], or -1 if there is none. */
static int escape_byte(const uint16_t *d, uint32_t n, uint32_t k) {
    if (k + 2 >= n || d[k] != '%') return -1;
    int hi = hex_value(d[k + 1]), lo = hex_value(d[k + 2]);
    if (hi < 0 || lo < 0) return -1;
    return hi * 16 + lo;
}

/* Decode(string, preserveEscapeSet): an escaped ASCII character of class
 * `preserve` stays escaped, as written. */
static ScrValue uri_decode(ScrValue arg, uint8_t preserve) {
    ScrValue sv = scr_to_string(arg);
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    const uint16_t *d = s->data;
    uint32_t n = s->len, k = 0;
    while (k < n && d[k] != '%') k++;
    if (k == n) return sv;
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_reserve(&b, n);
    scr__sb_put_units(&b, d, k);
    for (; k < n; k++) {
        if (d[k] != '%') {
            scr__sb_putc(&b, d[k]);
            continue;
        }
        uint32_t start = k;
        int byte = escape_byte(d, n, k);
        if (byte < 0) goto malformed;
        k += 2;
        if (byte < 0x80) {
            if (char_class((uint16_t)byte) & preserve) scr__sb_put_units(&b, d + start, 3);
            else scr__sb_putc(&b, (uint16_t)byte);
            continue;
        }
        int more;
        uint32_t cp, min;
        if ((byte & 0xE0) == 0xC0) more = 1, cp = (uint32_t)byte & 0x1F, min = 0x80;
        else if ((byte & 0xF0) == 0xE0) more = 2, cp = (uint32_t)byte & 0x0F, min = 0x800;
        else if ((byte & 0xF8) == 0xF0) more = 3, cp = (uint32_t)byte & 0x07, min = 0x10000;
        else goto malformed;
        for (int j = 0; j < more; j++) {
            int cont = escape_byte(d, n, k + 1);
            if (cont < 0 || (cont & 0xC0) != 0x80) goto malformed;
            cp = (cp << 6) | ((uint32_t)cont & 63);
            k += 3;
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) goto malformed;
        if (cp >= 0x10000) {
            scr__sb_putc(&b, (uint16_t)(0xD800 + ((cp - 0x10000) >> 10)));
            scr__sb_putc(&b, (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF)));
        } else {
            scr__sb_putc(&b, (uint16_t)cp);
        }
    }
    scr_release(sv);
    return sb_finish(&b);
malformed:
    scr__sb_free(&b);
    scr_release(sv);
    return throw_malformed();
}

NATIVE(g_encode_uri_component) {
    (void)fn, (void)this_val, (void)nt;
    return uri_encode(ARG(0), URI_ALNUM | URI_MARK);
}

NATIVE(g_encode_uri) {
    (void)fn, (void)this_val, (void)nt;
    return uri_encode(ARG(0), URI_ALNUM | URI_MARK | URI_RESERVED);
}

NATIVE(g_decode_uri_component) {
    (void)fn, (void)this_val, (void)nt;
    return uri_decode(ARG(0), 0);
}

NATIVE(g_decode_uri) {
    (void)fn, (void)this_val, (void)nt;
    return uri_decode(ARG(0), URI_RESERVED);
}

NATIVE(g_escape) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue sv = scr_to_string(ARG(0));
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_reserve(&b, s->len);
    for (uint32_t k = 0; k < s->len; k++) {
        uint16_t c = s->data[k];
        if (char_class(c) & URI_ESCAPE_SET) {
            scr__sb_putc(&b, c);
        } else if (c < 256) {
            put_byte_escape(&b, c);
        } else {
            scr__sb_putc(&b, '%');
            scr__sb_putc(&b, 'u');
            for (int sh = 12; sh >= 0; sh -= 4) scr__sb_putc(&b, (uint16_t)hex_digits[(c >> sh) & 15]);
        }
    }
    scr_release(sv);
    return sb_finish(&b);
}

NATIVE(g_unescape) {
    (void)fn, (void)this_val, (void)nt;
    ScrValue sv = scr_to_string(ARG(0));
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    const uint16_t *d = s->data;
    uint32_t n = s->len;
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_reserve(&b, n);
    for (uint32_t k = 0; k < n; k++) {
        uint16_t c = d[k];
        if (c == '%') {
            if (k + 5 < n && d[k + 1] == 'u') {
                int h0 = hex_value(d[k + 2]), h1 = hex_value(d[k + 3]), h2 = hex_value(d[k + 4]),
                    h3 = hex_value(d[k + 5]);
                if (h0 >= 0 && h1 >= 0 && h2 >= 0 && h3 >= 0) {
                    c = (uint16_t)((h0 << 12) | (h1 << 8) | (h2 << 4) | h3);
                    k += 5;
                }
            } else if (k + 2 < n) {
                int h0 = hex_value(d[k + 1]), h1 = hex_value(d[k + 2]);
                if (h0 >= 0 && h1 >= 0) {
                    c = (uint16_t)((h0 << 4) | h1);
                    k += 2;
                }
            }
        }
        scr__sb_putc(&b, c);
    }
    scr_release(sv);
    return sb_finish(&b);
}

void scr__uri_init(ScrValue g) {
    scr__define_native(g, "decodeURI", g_decode_uri, 1);
    scr__define_native(g, "decodeURIComponent", g_decode_uri_component, 1);
    scr__define_native(g, "encodeURI", g_encode_uri, 1);
    scr__define_native(g, "encodeURIComponent", g_encode_uri_component, 1);
    scr__define_native(g, "escape", g_escape, 1);
    scr__define_native(g, "unescape", g_unescape, 1);
}
