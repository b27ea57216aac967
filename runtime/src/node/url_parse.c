/* url_parse.c - the URL Standard's basic URL parser, host parser and
 * serialisers, state by state as the standard writes them (Node 20's ada
 * follows the same text), over code points decoded from UTF-8. Domains go
 * through ICU's UTS #46 (uidna_nameToASCII, non-transitional, CheckBidi
 * and CheckJoiners, no hyphen or length checks). No JS values here:
 * url.c wraps the records. docs/node.md, "url". */
#include "node/url_parse.h"

#include "base/base.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/uidna.h>

/* ------------------------------------------------------------------------
 * Buffers.
 * ---------------------------------------------------------------------- */

static void buf_reserve(ScrUrlBuf *b, size_t extra) {
    if (b->n + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 16;
    while (cap < b->n + extra + 1) cap *= 2;
    b->p = scr__xrealloc(b->p, cap);
    b->cap = cap;
}

void scr__url_buf_put(ScrUrlBuf *b, const char *s, size_t n) {
    buf_reserve(b, n);
    if (n) memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

void scr__url_buf_putc(ScrUrlBuf *b, char c) {
    if (b->n + 2 > b->cap) buf_reserve(b, 1);
    b->p[b->n++] = c;
    b->p[b->n] = 0;
}
void scr__url_buf_puts(ScrUrlBuf *b, const char *s) { scr__url_buf_put(b, s, strlen(s)); }

void scr__url_buf_free(ScrUrlBuf *b) {
    free(b->p);
    b->p = NULL;
    b->n = b->cap = 0;
}

static void buf_clear(ScrUrlBuf *b) {
    b->n = 0;
    if (b->p) b->p[0] = 0;
}

static void buf_set(ScrUrlBuf *b, const ScrUrlBuf *from) {
    buf_clear(b);
    scr__url_buf_put(b, from->p ? from->p : "", from->n);
}

static const char *buf_str(const ScrUrlBuf *b) { return b->p ? b->p : ""; }

static bool buf_is(const ScrUrlBuf *b, const char *s) {
    return b->n == strlen(s) && memcmp(buf_str(b), s, b->n) == 0;
}

/* The UTF-8 bytes of code point c into t (room for 4); returns how many. */
static size_t utf8_of(uint32_t c, char *t) {
    if (c < 0x80) {
        t[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        t[0] = (char)(0xC0 | (c >> 6)), t[1] = (char)(0x80 | (c & 63));
        return 2;
    }
    if (c < 0x10000) {
        t[0] = (char)(0xE0 | (c >> 12)), t[1] = (char)(0x80 | ((c >> 6) & 63));
        t[2] = (char)(0x80 | (c & 63));
        return 3;
    }
    t[0] = (char)(0xF0 | (c >> 18)), t[1] = (char)(0x80 | ((c >> 12) & 63));
    t[2] = (char)(0x80 | ((c >> 6) & 63)), t[3] = (char)(0x80 | (c & 63));
    return 4;
}

/* Appends code point c as UTF-8. */
static void put_cp(ScrUrlBuf *b, uint32_t c) {
    char t[4];
    scr__url_buf_put(b, t, utf8_of(c, t));
}

/* Decodes UTF-8 (malformed sequences as U+FFFD) into a new array. */
static uint32_t *decode_utf8(const char *s, size_t n, size_t *out_n) {
    uint32_t *o = scr__xmalloc(sizeof(uint32_t) * (n + 1));
    size_t k = 0;
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        unsigned c = p[i];
        uint32_t cp = 0xFFFD;
        size_t len = 1;
        if (c < 0x80) {
            cp = c;
        } else if (c >= 0xC2 && c < 0xE0 && i + 1 < n && (p[i + 1] & 0xC0) == 0x80) {
            cp = ((c & 31u) << 6) | (p[i + 1] & 63u), len = 2;
        } else if (c >= 0xE0 && c < 0xF0 && i + 2 < n && (p[i + 1] & 0xC0) == 0x80 &&
                   (p[i + 2] & 0xC0) == 0x80) {
            cp = ((c & 15u) << 12) | ((p[i + 1] & 63u) << 6) | (p[i + 2] & 63u), len = 3;
            if (cp < 0x800 || (cp >= 0xD800 && cp < 0xE000)) cp = 0xFFFD;
        } else if (c >= 0xF0 && c < 0xF5 && i + 3 < n && (p[i + 1] & 0xC0) == 0x80 &&
                   (p[i + 2] & 0xC0) == 0x80 && (p[i + 3] & 0xC0) == 0x80) {
            cp = ((c & 7u) << 18) | ((p[i + 1] & 63u) << 12) | ((p[i + 2] & 63u) << 6) |
                 (p[i + 3] & 63u);
            len = 4;
            if (cp < 0x10000 || cp > 0x10FFFF) cp = 0xFFFD;
        }
        o[k++] = cp;
        i += len;
    }
    *out_n = k;
    return o;
}

/* ------------------------------------------------------------------------
 * Percent-encoding.
 * ---------------------------------------------------------------------- */

static bool in_set(unsigned char c, int set) {
    if (c < 0x20 || c > 0x7E) return true;
    switch (set) {
        case SCR_URL_SET_C0: return false;
        case SCR_URL_SET_FRAGMENT: return strchr(" \"<>`", c) != NULL;
        case SCR_URL_SET_QUERY: return strchr(" \"#<>", c) != NULL;
        case SCR_URL_SET_SPECIAL_QUERY: return strchr(" \"#<>'", c) != NULL;
        case SCR_URL_SET_PATH: return strchr(" \"#<>?`{}", c) != NULL;
        case SCR_URL_SET_USERINFO: return strchr(" \"#<>?`{}/:;=@[\\]^|", c) != NULL;
        case SCR_URL_SET_COMPONENT: return strchr(" \"#<>?`{}/:;=@[\\]^|$%&+,", c) != NULL;
        default: return strchr(" \"#<>?`{}/:;=@[\\]^|$%&+,!'()~", c) != NULL;
    }
}

void scr__url_percent_encode(ScrUrlBuf *out, const char *s, size_t n, int set, bool space_as_plus) {
    static const char hex[] = "0123456789ABCDEF";
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (space_as_plus && c == ' ') {
            scr__url_buf_putc(out, '+');
        } else if (c && in_set(c, set)) {
            char t[3] = {'%', hex[c >> 4], hex[c & 15]};
            scr__url_buf_put(out, t, 3);
        } else if (!c) {
            scr__url_buf_put(out, "%00", 3);
        } else {
            scr__url_buf_putc(out, (char)c);
        }
    }
}

static void encode_cp(ScrUrlBuf *out, uint32_t c, int set) {
    if (c < 0x80 && !in_set((unsigned char)c, set)) {
        scr__url_buf_putc(out, (char)c);
        return;
    }
    char t[4];
    scr__url_percent_encode(out, t, utf8_of(c, t), set, false);
}

static int hexval(unsigned char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

void scr__url_percent_decode(ScrUrlBuf *out, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '%' && i + 2 < n + 0 && hexval((unsigned char)s[i + 1]) >= 0 &&
            hexval((unsigned char)s[i + 2]) >= 0) {
            scr__url_buf_putc(out, (char)(hexval((unsigned char)s[i + 1]) * 16 +
                                          hexval((unsigned char)s[i + 2])));
            i += 2;
        } else {
            scr__url_buf_putc(out, s[i]);
        }
    }
}

/* ------------------------------------------------------------------------
 * Hosts.
 * ---------------------------------------------------------------------- */

static bool forbidden_host(uint32_t c) {
    return c == 0 || c == 9 || c == 10 || c == 13 || c == ' ' || c == '#' || c == '/' || c == ':' ||
           c == '<' || c == '>' || c == '?' || c == '@' || c == '[' || c == '\\' || c == ']' ||
           c == '^' || c == '|';
}

static bool forbidden_domain(uint32_t c) {
    return forbidden_host(c) || c <= 0x1F || c == '%' || c == 0x7F;
}

/* The IPv4 number parser: 0 with *out (saturated above 2^32), or -1. */
static int ipv4_number(const char *s, size_t n, uint64_t *out) {
    if (n == 0) return -1;
    int r = 10;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s += 2, n -= 2, r = 16;
    } else if (n >= 2 && s[0] == '0') {
        s += 1, n -= 1, r = 8;
    }
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        int d = hexval((unsigned char)s[i]);
        if (d < 0 || d >= r) return -1;
        v = v * (uint64_t)r + (uint64_t)d;
        if (v > 0xFFFFFFFFFull) v = 0xFFFFFFFFFull; /* saturate: anything this large fails */
    }
    *out = v;
    return 0;
}

/* The ends-in-a-number checker. */
static bool ends_in_number(const char *s, size_t n) {
    if (n && s[n - 1] == '.') {
        n--;
        if (memchr(s, '.', n) == NULL && n == 0) return false;
    }
    size_t start = n;
    while (start > 0 && s[start - 1] != '.') start--;
    if (start == n) return false;
    bool digits = true;
    for (size_t i = start; i < n; i++)
        if (s[i] < '0' || s[i] > '9') digits = false;
    if (digits) return true;
    uint64_t v;
    return ipv4_number(s + start, n - start, &v) == 0;
}

/* The IPv4 parser: 0 with the address in *out, or -1. */
static int ipv4_parse(const char *s, size_t n, uint32_t *out) {
    const char *parts[5];
    size_t lens[5], np = 0, start = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i == n || s[i] == '.') {
            if (np == 5) return -1;
            parts[np] = s + start, lens[np] = i - start, np++;
            start = i + 1;
        }
    }
    if (np > 1 && lens[np - 1] == 0) np--;
    if (np > 4) return -1;
    uint64_t nums[4];
    for (size_t i = 0; i < np; i++)
        if (ipv4_number(parts[i], lens[i], &nums[i]) < 0) return -1;
    for (size_t i = 0; i + 1 < np; i++)
        if (nums[i] > 255) return -1;
    if (nums[np - 1] >= (1ull << (8 * (5 - np)))) return -1;
    uint64_t v = nums[np - 1];
    for (size_t i = 0; i + 1 < np; i++) v += nums[i] << (8 * (3 - i));
    *out = (uint32_t)v;
    return 0;
}

/* The IPv6 parser over code points: 0 with the eight pieces, or -1. */
static int ipv6_parse(const uint32_t *in, size_t n, uint16_t addr[8]) {
    memset(addr, 0, 16);
    int piece = 0, compress = -1;
    size_t p = 0;
#define C (p < n ? in[p] : 0xFFFFFFFFu)
    if (C == ':') {
        if (p + 1 >= n || in[p + 1] != ':') return -1;
        p += 2;
        compress = ++piece;
    }
    while (p < n) {
        if (piece == 8) return -1;
        if (C == ':') {
            if (compress >= 0) return -1;
            p++;
            compress = ++piece;
            continue;
        }
        unsigned value = 0, length = 0;
        while (length < 4 && p < n && C < 128 && hexval((unsigned char)C) >= 0) {
            value = value * 16 + (unsigned)hexval((unsigned char)C);
            p++, length++;
        }
        if (C == '.') {
            if (length == 0) return -1;
            p -= length;
            if (piece > 6) return -1;
            int seen = 0;
            while (p < n) {
                int v4 = -1;
                if (seen > 0) {
                    if (C == '.' && seen < 4)
                        p++;
                    else
                        return -1;
                }
                if (!(C >= '0' && C <= '9')) return -1;
                while (C >= '0' && C <= '9') {
                    int num = (int)(C - '0');
                    if (v4 < 0)
                        v4 = num;
                    else if (v4 == 0)
                        return -1;
                    else
                        v4 = v4 * 10 + num;
                    if (v4 > 255) return -1;
                    p++;
                }
                addr[piece] = (uint16_t)(addr[piece] * 0x100 + v4);
                seen++;
                if (seen == 2 || seen == 4) piece++;
            }
            if (seen != 4) return -1;
            break;
        } else if (C == ':') {
            p++;
            if (p >= n) return -1;
        } else if (p < n) {
            return -1;
        }
        addr[piece++] = (uint16_t)value;
    }
#undef C
    if (compress >= 0) {
        int swaps = piece - compress;
        piece = 7;
        while (piece != 0 && swaps > 0) {
            uint16_t t = addr[piece];
            addr[piece] = addr[compress + swaps - 1];
            addr[compress + swaps - 1] = t;
            piece--, swaps--;
        }
    } else if (piece != 8) {
        return -1;
    }
    return 0;
}

static void ipv6_serialize(const uint16_t a[8], ScrUrlBuf *out) {
    int best = -1, best_len = 1;
    for (int i = 0; i < 8;) {
        int j = i;
        while (j < 8 && a[j] == 0) j++;
        if (j - i > best_len) best = i, best_len = j - i;
        i = j == i ? i + 1 : j;
    }
    scr__url_buf_putc(out, '[');
    bool ignore0 = false;
    for (int i = 0; i < 8; i++) {
        if (ignore0 && a[i] == 0) continue;
        ignore0 = false;
        if (best == i) {
            scr__url_buf_puts(out, i == 0 ? "::" : ":");
            ignore0 = true;
            continue;
        }
        char t[8];
        snprintf(t, sizeof t, "%x", a[i]);
        scr__url_buf_puts(out, t);
        if (i != 7) scr__url_buf_putc(out, ':');
    }
    scr__url_buf_putc(out, ']');
}

/* Node's ada applies its own reading of the Bidi rule (RFC 5893) to each
 * label that holds an R, AL or AN character, where ICU's CheckBidi differs:
 * a label starting with L may hold anything allowed in LTR labels before
 * its last non-NSM character (which is not checked); any other such label
 * is read as RTL (no rule that it start with R or AL). */
static bool ada_bidi_label_ok(const uint32_t *cp, size_t n) {
    bool rtl = false;
    for (size_t i = 0; i < n; i++) {
        UCharDirection d = u_charDirection((UChar32)cp[i]);
        if (d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC || d == U_ARABIC_NUMBER) rtl = true;
    }
    if (!rtl) return true;
    size_t last = n;
    while (last > 0 && u_charDirection((UChar32)cp[last - 1]) == U_DIR_NON_SPACING_MARK) last--;
    if (last == 0) return false;
    last--; /* the index of the last non-NSM character */
    if (u_charDirection((UChar32)cp[0]) == U_LEFT_TO_RIGHT) {
        for (size_t i = 0; i < last; i++) {
            UCharDirection d = u_charDirection((UChar32)cp[i]);
            if (!(d == U_LEFT_TO_RIGHT || d == U_EUROPEAN_NUMBER ||
                  d == U_EUROPEAN_NUMBER_SEPARATOR || d == U_COMMON_NUMBER_SEPARATOR ||
                  d == U_EUROPEAN_NUMBER_TERMINATOR || d == U_OTHER_NEUTRAL ||
                  d == U_BOUNDARY_NEUTRAL || d == U_DIR_NON_SPACING_MARK))
                return false;
        }
        return true;
    }
    bool has_an = false, has_en = false;
    for (size_t i = 0; i <= last; i++) {
        UCharDirection d = u_charDirection((UChar32)cp[i]);
        if (d == U_EUROPEAN_NUMBER) has_en = true;
        if (d == U_ARABIC_NUMBER) has_an = true;
        if (has_en && has_an) return false;
        if (!(d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC || d == U_ARABIC_NUMBER ||
              d == U_EUROPEAN_NUMBER || d == U_EUROPEAN_NUMBER_SEPARATOR ||
              d == U_COMMON_NUMBER_SEPARATOR || d == U_EUROPEAN_NUMBER_TERMINATOR ||
              d == U_OTHER_NEUTRAL || d == U_BOUNDARY_NEUTRAL || d == U_DIR_NON_SPACING_MARK))
            return false;
        if (i == last && !(d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC ||
                           d == U_ARABIC_NUMBER || d == U_EUROPEAN_NUMBER))
            return false;
    }
    return true;
}

/* ada's Bidi check over every label of an ASCII domain (decoded back to
 * Unicode). */
static bool ada_bidi_ok(const UIDNA *idna, const char *ascii, int32_t n) {
    UErrorCode err = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t cap = n * 4 + 64;
    char *uni = scr__xmalloc((size_t)cap);
    int32_t un = uidna_nameToUnicodeUTF8(idna, ascii, n, uni, cap, &info, &err);
    bool ok = U_SUCCESS(err);
    for (int32_t i = 0; ok && i <= un;) {
        int32_t j = i;
        while (j < un && uni[j] != '.') j++;
        size_t ncp;
        uint32_t *cp = decode_utf8(uni + i, (size_t)(j - i), &ncp);
        ok = ada_bidi_label_ok(cp, ncp);
        free(cp);
        i = j + 1;
    }
    free(uni);
    return ok;
}

/* Domain to ASCII (UTS #46 with the URL Standard's flags). 0 or -1. */
static int domain_to_ascii(const char *s, size_t n, ScrUrlBuf *out) {
    bool ascii = true, xn = false;
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)s[i] >= 0x80) ascii = false;
        if ((i == 0 || s[i - 1] == '.') && i + 4 <= n && (s[i] == 'x' || s[i] == 'X') &&
            (s[i + 1] == 'n' || s[i + 1] == 'N') && s[i + 2] == '-' && s[i + 3] == '-')
            xn = true;
    }
    if (ascii && !xn) {
        for (size_t i = 0; i < n; i++) {
            char c = s[i];
            scr__url_buf_putc(out, (char)(c >= 'A' && c <= 'Z' ? c + 32 : c));
        }
        return 0;
    }
    UErrorCode err = U_ZERO_ERROR;
    UIDNA *idna = uidna_openUTS46(UIDNA_CHECK_CONTEXTJ | UIDNA_NONTRANSITIONAL_TO_ASCII |
                                      UIDNA_NONTRANSITIONAL_TO_UNICODE,
                                  &err);
    if (U_FAILURE(err)) return -1;
    int32_t cap = (int32_t)n * 4 + 64;
    char *dest = scr__xmalloc((size_t)cap);
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t len = uidna_nameToASCII_UTF8(idna, s, (int32_t)n, dest, cap, &info, &err);
    uint32_t ignored = UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG |
                       UIDNA_ERROR_DOMAIN_NAME_TOO_LONG | UIDNA_ERROR_LEADING_HYPHEN |
                       UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;
    /* ICU's CheckBidi is off: ada's reading of the rule applies instead. */
    if (U_SUCCESS(err) && !(info.errors & ~ignored) && !ada_bidi_ok(idna, dest, len))
        info.errors |= UIDNA_ERROR_BIDI;
    uidna_close(idna);
    if (U_FAILURE(err) || (info.errors & ~ignored) || len == 0) {
        free(dest);
        return -1;
    }
    scr__url_buf_put(out, dest, (size_t)len);
    free(dest);
    return 0;
}

int scr__url_host_parse(const char *in, size_t n, bool not_special, ScrUrlBuf *out) {
    buf_clear(out);
    size_t ncp;
    uint32_t *cp = decode_utf8(in, n, &ncp);
    int rc = -1;
    if (ncp && cp[0] == '[') {
        uint16_t a[8];
        if (cp[ncp - 1] == ']' && ipv6_parse(cp + 1, ncp - 2, a) == 0) {
            ipv6_serialize(a, out);
            rc = 0;
        }
        goto done;
    }
    if (not_special) {
        for (size_t i = 0; i < ncp; i++)
            if (forbidden_host(cp[i])) goto done;
        for (size_t i = 0; i < ncp; i++) encode_cp(out, cp[i], SCR_URL_SET_C0);
        rc = 0;
        goto done;
    }
    ScrUrlBuf dec = {0}, ascii = {0};
    scr__url_percent_decode(&dec, in, n);
    if (domain_to_ascii(buf_str(&dec), dec.n, &ascii) == 0 && ascii.n > 0) {
        bool bad = false;
        for (size_t i = 0; i < ascii.n; i++)
            if (forbidden_domain((unsigned char)ascii.p[i])) bad = true;
        if (!bad) {
            if (ends_in_number(ascii.p, ascii.n)) {
                uint32_t v4;
                if (ipv4_parse(ascii.p, ascii.n, &v4) == 0) {
                    char t[16];
                    snprintf(t, sizeof t, "%u.%u.%u.%u", v4 >> 24, (v4 >> 16) & 255,
                             (v4 >> 8) & 255, v4 & 255);
                    scr__url_buf_puts(out, t);
                    rc = 0;
                }
            } else {
                buf_set(out, &ascii);
                rc = 0;
            }
        }
    }
    scr__url_buf_free(&dec);
    scr__url_buf_free(&ascii);
done:
    free(cp);
    return rc;
}

/* ------------------------------------------------------------------------
 * Records.
 * ---------------------------------------------------------------------- */

void scr__url_record_init(ScrUrl *u) {
    memset(u, 0, sizeof *u);
    u->port = -1;
}

static void path_clear(ScrUrl *u) {
    for (size_t i = 0; i < u->nsegs; i++) scr__url_buf_free(&u->segs[i]);
    u->nsegs = 0;
}

void scr__url_record_free(ScrUrl *u) {
    scr__url_buf_free(&u->scheme);
    scr__url_buf_free(&u->username);
    scr__url_buf_free(&u->password);
    scr__url_buf_free(&u->host);
    scr__url_buf_free(&u->opath);
    path_clear(u);
    free(u->segs);
    scr__url_buf_free(&u->query);
    scr__url_buf_free(&u->fragment);
    scr__url_record_init(u);
}

static void path_push(ScrUrl *u, const char *s, size_t n) {
    if (u->opaque_path) { /* ada's quirk: see shorten_path */
        scr__url_buf_putc(&u->opath, '/');
        scr__url_buf_put(&u->opath, s, n);
        return;
    }
    if (u->nsegs == u->segcap) {
        u->segcap = u->segcap ? u->segcap * 2 : 8;
        u->segs = scr__xrealloc(u->segs, sizeof *u->segs * u->segcap);
    }
    ScrUrlBuf *b = &u->segs[u->nsegs++];
    memset(b, 0, sizeof *b);
    scr__url_buf_put(b, s, n);
}

static void path_copy(ScrUrl *u, const ScrUrl *from) {
    path_clear(u);
    u->opaque_path = from->opaque_path;
    buf_set(&u->opath, &from->opath);
    for (size_t i = 0; i < from->nsegs; i++) path_push(u, buf_str(&from->segs[i]), from->segs[i].n);
}

/* The special schemes ftp, file, http, https, ws, wss (special_index's
 * order) and their default ports. */
static const int special_ports[] = {21, -1, 80, 443, 80, 443};

/* The index of a special scheme in special_ports, or -1 (called for
 * every code point the parser reads: no strlen). */
static int special_index(const char *s, size_t n) {
    switch (n) {
        case 2: return memcmp(s, "ws", 2) == 0 ? 4 : -1;
        case 3: return memcmp(s, "ftp", 3) == 0 ? 0 : memcmp(s, "wss", 3) == 0 ? 5 : -1;
        case 4: return memcmp(s, "file", 4) == 0 ? 1 : memcmp(s, "http", 4) == 0 ? 2 : -1;
        case 5: return memcmp(s, "https", 5) == 0 ? 3 : -1;
        default: return -1;
    }
}

int scr__url_default_port(const char *scheme, size_t n) {
    int i = special_index(scheme, n);
    return i < 0 ? -1 : special_ports[i];
}

bool scr__url_is_special(const ScrUrl *u) {
    return special_index(buf_str(&u->scheme), u->scheme.n) >= 0;
}

static bool is_alpha(uint32_t c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }
static bool is_digit(uint32_t c) { return c >= '0' && c <= '9'; }

static bool is_wdl(const char *s, size_t n, bool normalized) {
    return n == 2 && is_alpha((unsigned char)s[0]) && (s[1] == ':' || (!normalized && s[1] == '|'));
}

/* "starts with a Windows drive letter" over the code points from p. */
static bool starts_with_wdl(const uint32_t *in, size_t n, size_t p) {
    if (n - p < 2) return false;
    if (!is_alpha(in[p]) || (in[p + 1] != ':' && in[p + 1] != '|')) return false;
    if (n - p == 2) return true;
    uint32_t c = in[p + 2];
    return c == '/' || c == '\\' || c == '?' || c == '#';
}

/* Whether the path has something shorten_path removes. */
static bool path_shortenable(const ScrUrl *u) {
    if (u->opaque_path) return u->opath.n && memchr(u->opath.p, '/', u->opath.n) != NULL;
    return u->nsegs > 0;
}

static void shorten_path(ScrUrl *u) {
    if (u->opaque_path) {
        /* ada's quirk (a relative reference against an opaque base, see
         * ST_NO_SCHEME): the path is a string cut at its last '/'. */
        char *slash = u->opath.n ? memrchr(u->opath.p, '/', u->opath.n) : NULL;
        if (slash) {
            u->opath.n = (size_t)(slash - u->opath.p);
            u->opath.p[u->opath.n] = 0;
        }
        return;
    }
    if (buf_is(&u->scheme, "file") && u->nsegs == 1 &&
        is_wdl(buf_str(&u->segs[0]), u->segs[0].n, true))
        return;
    if (u->nsegs) scr__url_buf_free(&u->segs[--u->nsegs]);
}

static bool is_single_dot(const ScrUrlBuf *b) {
    const char *s = buf_str(b);
    return buf_is(b, ".") || (b->n == 3 && s[0] == '%' && s[1] == '2' && (s[2] | 32) == 'e');
}

static bool is_double_dot(const ScrUrlBuf *b) {
    const char *s = buf_str(b);
    size_t n = b->n;
    if (n == 2) return s[0] == '.' && s[1] == '.';
    if (n == 4)
        return (s[0] == '.' && s[1] == '%' && s[2] == '2' && (s[3] | 32) == 'e') ||
               (s[0] == '%' && s[1] == '2' && (s[2] | 32) == 'e' && s[3] == '.');
    if (n == 6)
        return s[0] == '%' && s[1] == '2' && (s[2] | 32) == 'e' && s[3] == '%' && s[4] == '2' &&
               (s[5] | 32) == 'e';
    return false;
}

enum {
    ST_SCHEME_START = SCR_URL_SCHEME_START,
    ST_HOST = SCR_URL_HOST,
    ST_HOSTNAME = SCR_URL_HOSTNAME,
    ST_PORT = SCR_URL_PORT,
    ST_PATH_START = SCR_URL_PATH_START,
    ST_QUERY = SCR_URL_QUERY,
    ST_FRAGMENT = SCR_URL_FRAGMENT,
    ST_SCHEME = SCR_URL_REPARSE + 1,
    ST_NO_SCHEME,
    ST_SPECIAL_RELATIVE_OR_AUTHORITY,
    ST_PATH_OR_AUTHORITY,
    ST_RELATIVE,
    ST_RELATIVE_SLASH,
    ST_SPECIAL_AUTHORITY_SLASHES,
    ST_SPECIAL_AUTHORITY_IGNORE_SLASHES,
    ST_AUTHORITY,
    ST_FILE,
    ST_FILE_SLASH,
    ST_FILE_HOST,
    ST_PATH,
    ST_OPAQUE_PATH,
};

#define EOF_CP 0xFFFFFFFFu

static bool has_credentials(const ScrUrl *u) { return u->username.n || u->password.n; }

int scr__url_parse(const char *in8, size_t n8, const ScrUrl *base, ScrUrl *url, int override) {
    bool reparse = override == SCR_URL_REPARSE;
    if (reparse) override = SCR_URL_NO_OVERRIDE;
    size_t n;
    uint32_t *raw = decode_utf8(in8, n8, &n);
    /* Trim C0 controls and spaces (not for setters), drop tabs and newlines. */
    size_t lo = 0, hi = n;
    if (!override) {
        scr__url_record_free(url);
        while (lo < hi && raw[lo] <= 0x20) lo++;
        while (hi > lo && raw[hi - 1] <= 0x20) hi--;
    }
    uint32_t *in = scr__xmalloc(sizeof(uint32_t) * (hi - lo + 1));
    size_t len = 0;
    for (size_t i = lo; i < hi; i++)
        if (raw[i] != 9 && raw[i] != 10 && raw[i] != 13) in[len++] = raw[i];
    free(raw);
    n = len;

    int state = override ? override : ST_SCHEME_START;
    ScrUrlBuf buffer = {0};
    bool at_seen = false, inside_brackets = false, password_seen = false;
    /* Whether url's scheme is special: kept up to date where the scheme
     * is set. */
    bool special = scr__url_is_special(url);
    int rc = 0;
    for (size_t p = 0;; p++) {
        uint32_t c = p < n ? in[p] : EOF_CP;
        switch (state) {
            case ST_SCHEME_START:
                if (c != EOF_CP && is_alpha(c)) {
                    scr__url_buf_putc(&buffer, (char)(c | 32));
                    state = ST_SCHEME;
                } else if (!override) {
                    state = ST_NO_SCHEME;
                    p--;
                } else {
                    goto fail;
                }
                break;
            case ST_SCHEME:
                if (c != EOF_CP &&
                    (is_alpha(c) || is_digit(c) || c == '+' || c == '-' || c == '.')) {
                    scr__url_buf_putc(&buffer, (char)(is_alpha(c) ? (c | 32) : c));
                } else if (c == ':') {
                    bool bspecial = special_index(buf_str(&buffer), buffer.n) >= 0;
                    if (override) {
                        if (special != bspecial) goto done;
                        if ((has_credentials(url) || url->port >= 0) && buf_is(&buffer, "file"))
                            goto done;
                        if (buf_is(&url->scheme, "file") && url->has_host && url->host.n == 0)
                            goto done;
                    }
                    buf_set(&url->scheme, &buffer);
                    special = bspecial;
                    if (override) {
                        if (url->port ==
                            scr__url_default_port(buf_str(&url->scheme), url->scheme.n))
                            url->port = -1;
                        goto done;
                    }
                    buf_clear(&buffer);
                    if (buf_is(&url->scheme, "file")) {
                        state = ST_FILE;
                    } else if (bspecial && base && base->scheme.n == url->scheme.n &&
                               memcmp(buf_str(&base->scheme), buf_str(&url->scheme),
                                      url->scheme.n) == 0) {
                        state = ST_SPECIAL_RELATIVE_OR_AUTHORITY;
                    } else if (bspecial) {
                        state = ST_SPECIAL_AUTHORITY_SLASHES;
                    } else if (p + 1 < n && in[p + 1] == '/') {
                        state = ST_PATH_OR_AUTHORITY;
                        p++;
                    } else {
                        url->opaque_path = true;
                        buf_clear(&url->opath);
                        state = ST_OPAQUE_PATH;
                    }
                } else if (!override) {
                    buf_clear(&buffer);
                    state = ST_NO_SCHEME;
                    p = (size_t)-1;
                } else {
                    goto fail;
                }
                break;
            case ST_NO_SCHEME:
                /* Node's ada splits the fragment off first and fails only
                 * when the input has no '#' at all: "x#f" against an opaque
                 * base goes on as a relative reference (below). */
                if (!base) goto fail;
                if (base->opaque_path) {
                    bool hash = false;
                    for (size_t k = 0; k < n; k++)
                        if (in[k] == '#') hash = true;
                    if (!hash) goto fail;
                }
                if (base->opaque_path && c == '#') {
                    buf_set(&url->scheme, &base->scheme);
                    special = scr__url_is_special(url);
                    path_copy(url, base);
                    url->has_query = base->has_query;
                    buf_set(&url->query, &base->query);
                    url->has_fragment = true;
                    buf_clear(&url->fragment);
                    state = ST_FRAGMENT;
                } else if (!buf_is(&base->scheme, "file")) {
                    state = ST_RELATIVE;
                    p--;
                } else {
                    state = ST_FILE;
                    p--;
                }
                break;
            case ST_SPECIAL_RELATIVE_OR_AUTHORITY:
                if (c == '/' && p + 1 < n && in[p + 1] == '/') {
                    state = ST_SPECIAL_AUTHORITY_IGNORE_SLASHES;
                    p++;
                } else {
                    state = ST_RELATIVE;
                    p--;
                }
                break;
            case ST_PATH_OR_AUTHORITY:
                if (c == '/') {
                    state = ST_AUTHORITY;
                } else {
                    state = ST_PATH;
                    p--;
                }
                break;
            case ST_RELATIVE:
                buf_set(&url->scheme, &base->scheme);
                special = scr__url_is_special(url);
                if (c == '/' || (special && c == '\\')) {
                    state = ST_RELATIVE_SLASH;
                } else {
                    buf_set(&url->username, &base->username);
                    buf_set(&url->password, &base->password);
                    url->has_host = base->has_host;
                    buf_set(&url->host, &base->host);
                    url->port = base->port;
                    path_copy(url, base);
                    url->has_query = base->has_query;
                    buf_set(&url->query, &base->query);
                    if (c == '?') {
                        url->has_query = true;
                        buf_clear(&url->query);
                        state = ST_QUERY;
                    } else if (c == '#') {
                        url->has_fragment = true;
                        buf_clear(&url->fragment);
                        state = ST_FRAGMENT;
                    } else if (c != EOF_CP) {
                        url->has_query = false;
                        buf_clear(&url->query);
                        shorten_path(url);
                        state = ST_PATH;
                        p--;
                    }
                }
                break;
            case ST_RELATIVE_SLASH:
                if (special && (c == '/' || c == '\\')) {
                    state = ST_SPECIAL_AUTHORITY_IGNORE_SLASHES;
                } else if (c == '/') {
                    state = ST_AUTHORITY;
                } else {
                    buf_set(&url->username, &base->username);
                    buf_set(&url->password, &base->password);
                    url->has_host = base->has_host;
                    buf_set(&url->host, &base->host);
                    url->port = base->port;
                    state = ST_PATH;
                    p--;
                }
                break;
            case ST_SPECIAL_AUTHORITY_SLASHES:
                state = ST_SPECIAL_AUTHORITY_IGNORE_SLASHES;
                if (c == '/' && p + 1 < n && in[p + 1] == '/')
                    p++;
                else
                    p--;
                break;
            case ST_SPECIAL_AUTHORITY_IGNORE_SLASHES:
                if (c != '/' && c != '\\') {
                    state = ST_AUTHORITY;
                    p--;
                }
                break;
            case ST_AUTHORITY:
                if (c == '@') {
                    if (at_seen) {
                        ScrUrlBuf t = {0};
                        scr__url_buf_puts(&t, "%40");
                        scr__url_buf_put(&t, buf_str(&buffer), buffer.n);
                        scr__url_buf_free(&buffer);
                        buffer = t;
                    }
                    at_seen = true;
                    size_t bn;
                    uint32_t *bcp = decode_utf8(buf_str(&buffer), buffer.n, &bn);
                    for (size_t i = 0; i < bn; i++) {
                        if (bcp[i] == ':' && !password_seen) {
                            password_seen = true;
                            continue;
                        }
                        encode_cp(password_seen ? &url->password : &url->username, bcp[i],
                                  SCR_URL_SET_USERINFO);
                    }
                    free(bcp);
                    buf_clear(&buffer);
                } else if (c == EOF_CP || c == '/' || c == '?' || c == '#' ||
                           (special && c == '\\')) {
                    if (at_seen && buffer.n == 0) goto fail;
                    size_t bn;
                    free(decode_utf8(buf_str(&buffer), buffer.n, &bn));
                    p -= bn + 1;
                    buf_clear(&buffer);
                    state = ST_HOST;
                } else {
                    put_cp(&buffer, c);
                }
                break;
            case ST_HOST:
            case ST_HOSTNAME:
                if (override && buf_is(&url->scheme, "file")) {
                    p--;
                    state = ST_FILE_HOST;
                } else if (c == ':' && !inside_brackets) {
                    if (buffer.n == 0 && !((override == ST_HOST || reparse) && !special)) goto fail;
                    /* (Node's ada lets the host setter of a non-special URL
                     * set an empty host with a port: ":80".) */
                    if (override == ST_HOSTNAME) goto fail;
                    if (scr__url_host_parse(buf_str(&buffer), buffer.n, !special, &url->host) < 0)
                        goto fail;
                    url->has_host = true;
                    buf_clear(&buffer);
                    state = ST_PORT;
                } else if (c == EOF_CP || c == '/' || c == '?' || c == '#' ||
                           (special && c == '\\')) {
                    p--;
                    if (special && buffer.n == 0) goto fail;
                    if (override && buffer.n == 0 && (has_credentials(url) || url->port >= 0))
                        goto fail;
                    ScrUrlBuf h = {0};
                    if (scr__url_host_parse(buf_str(&buffer), buffer.n, !special, &h) < 0) {
                        scr__url_buf_free(&h);
                        goto fail;
                    }
                    scr__url_buf_free(&url->host);
                    url->host = h;
                    url->has_host = true;
                    buf_clear(&buffer);
                    state = ST_PATH_START;
                    if (override) goto done;
                } else {
                    if (c == '[') inside_brackets = true;
                    if (c == ']') inside_brackets = false;
                    put_cp(&buffer, c);
                }
                break;
            case ST_PORT:
                if (c != EOF_CP && is_digit(c)) {
                    put_cp(&buffer, c);
                } else if (c == EOF_CP || c == '/' || c == '?' || c == '#' ||
                           (special && c == '\\') || override) {
                    if (buffer.n) {
                        long v = 0;
                        for (size_t i = 0; i < buffer.n; i++) {
                            v = v * 10 + (buffer.p[i] - '0');
                            if (v > 65535) goto fail;
                        }
                        int def = scr__url_default_port(buf_str(&url->scheme), url->scheme.n);
                        url->port = v == def ? -1 : (int)v;
                        buf_clear(&buffer);
                        if (override) goto done;
                    }
                    if (override) goto fail;
                    state = ST_PATH_START;
                    p--;
                } else {
                    goto fail;
                }
                break;
            case ST_FILE:
                buf_clear(&url->scheme);
                scr__url_buf_puts(&url->scheme, "file");
                special = true;
                url->has_host = true;
                buf_clear(&url->host);
                if (c == '/' || c == '\\') {
                    state = ST_FILE_SLASH;
                } else if (base && buf_is(&base->scheme, "file")) {
                    url->has_host = base->has_host;
                    buf_set(&url->host, &base->host);
                    path_copy(url, base);
                    url->has_query = base->has_query;
                    buf_set(&url->query, &base->query);
                    if (c == '?') {
                        url->has_query = true;
                        buf_clear(&url->query);
                        state = ST_QUERY;
                    } else if (c == '#') {
                        url->has_fragment = true;
                        buf_clear(&url->fragment);
                        state = ST_FRAGMENT;
                    } else if (c != EOF_CP) {
                        url->has_query = false;
                        buf_clear(&url->query);
                        if (!starts_with_wdl(in, n, p))
                            shorten_path(url);
                        else
                            path_clear(url);
                        state = ST_PATH;
                        p--;
                    }
                } else {
                    state = ST_PATH;
                    p--;
                }
                break;
            case ST_FILE_SLASH:
                if (c == '/' || c == '\\') {
                    state = ST_FILE_HOST;
                } else {
                    if (base && buf_is(&base->scheme, "file")) {
                        url->has_host = base->has_host;
                        buf_set(&url->host, &base->host);
                        if (!starts_with_wdl(in, n, p) && base->nsegs &&
                            is_wdl(buf_str(&base->segs[0]), base->segs[0].n, true))
                            path_push(url, buf_str(&base->segs[0]), base->segs[0].n);
                    }
                    state = ST_PATH;
                    p--;
                }
                break;
            case ST_FILE_HOST:
                if (c == EOF_CP || c == '/' || c == '\\' || c == '?' || c == '#') {
                    p--;
                    if (!override && is_wdl(buf_str(&buffer), buffer.n, false)) {
                        state = ST_PATH;
                    } else if (buffer.n == 0) {
                        url->has_host = true;
                        buf_clear(&url->host);
                        if (override) goto done;
                        state = ST_PATH_START;
                    } else {
                        ScrUrlBuf h = {0};
                        if (scr__url_host_parse(buf_str(&buffer), buffer.n, !special, &h) < 0) {
                            scr__url_buf_free(&h);
                            goto fail;
                        }
                        if (buf_is(&h, "localhost")) buf_clear(&h);
                        scr__url_buf_free(&url->host);
                        url->host = h;
                        url->has_host = true;
                        if (override) goto done;
                        buf_clear(&buffer);
                        state = ST_PATH_START;
                    }
                } else {
                    put_cp(&buffer, c);
                }
                break;
            case ST_PATH_START:
                if (special) {
                    state = ST_PATH;
                    if (c != '/' && c != '\\') p--;
                } else if (!override && c == '?') {
                    url->has_query = true;
                    buf_clear(&url->query);
                    state = ST_QUERY;
                } else if (!override && c == '#') {
                    url->has_fragment = true;
                    buf_clear(&url->fragment);
                    state = ST_FRAGMENT;
                } else if (c != EOF_CP) {
                    state = ST_PATH;
                    if (c != '/') p--;
                } else if (override && !url->has_host) {
                    path_push(url, "", 0);
                }
                break;
            case ST_PATH:
                if (c == EOF_CP || c == '/' || (special && c == '\\') ||
                    (!override && (c == '?' || c == '#'))) {
                    bool slash = c == '/' || (special && c == '\\');
                    if (is_double_dot(&buffer)) {
                        /* Node's ada keeps a non-special path empty when
                         * ".." had nothing to remove. */
                        bool had = path_shortenable(url);
                        shorten_path(url);
                        if (!slash && (special || had)) path_push(url, "", 0);
                    } else if (is_single_dot(&buffer) && !slash) {
                        path_push(url, "", 0);
                    } else if (!is_single_dot(&buffer)) {
                        if (buf_is(&url->scheme, "file") && url->nsegs == 0 &&
                            is_wdl(buf_str(&buffer), buffer.n, false)) {
                            buffer.p[1] = ':';
                        }
                        path_push(url, buf_str(&buffer), buffer.n);
                    }
                    buf_clear(&buffer);
                    if (c == '?') {
                        url->has_query = true;
                        buf_clear(&url->query);
                        state = ST_QUERY;
                    }
                    if (c == '#') {
                        url->has_fragment = true;
                        buf_clear(&url->fragment);
                        state = ST_FRAGMENT;
                    }
                } else {
                    encode_cp(&buffer, c, SCR_URL_SET_PATH);
                }
                break;
            case ST_OPAQUE_PATH:
                if (c == '?') {
                    url->has_query = true;
                    buf_clear(&url->query);
                    state = ST_QUERY;
                } else if (c == '#') {
                    url->has_fragment = true;
                    buf_clear(&url->fragment);
                    state = ST_FRAGMENT;
                } else if (c != EOF_CP) {
                    encode_cp(&url->opath, c, SCR_URL_SET_C0);
                }
                break;
            case ST_QUERY:
                if ((!override && c == '#') || c == EOF_CP) {
                    scr__url_percent_encode(&url->query, buf_str(&buffer), buffer.n,
                                            special ? SCR_URL_SET_SPECIAL_QUERY : SCR_URL_SET_QUERY,
                                            false);
                    buf_clear(&buffer);
                    if (c == '#') {
                        url->has_fragment = true;
                        buf_clear(&url->fragment);
                        state = ST_FRAGMENT;
                    }
                } else {
                    put_cp(&buffer, c);
                }
                break;
            case ST_FRAGMENT:
                if (c != EOF_CP) encode_cp(&url->fragment, c, SCR_URL_SET_FRAGMENT);
                break;
        }
        if (p != (size_t)-1 && p >= n) break;
    }
    goto done;
fail:
    rc = -1;
    if (!override) scr__url_record_free(url);
done:
    scr__url_buf_free(&buffer);
    free(in);
    return rc;
}

/* ------------------------------------------------------------------------
 * Serialisers.
 * ---------------------------------------------------------------------- */

void scr__url_path_string(const ScrUrl *u, ScrUrlBuf *out) {
    if (u->opaque_path) {
        scr__url_buf_put(out, buf_str(&u->opath), u->opath.n);
        return;
    }
    for (size_t i = 0; i < u->nsegs; i++) {
        scr__url_buf_putc(out, '/');
        scr__url_buf_put(out, buf_str(&u->segs[i]), u->segs[i].n);
    }
}

void scr__url_serialize(const ScrUrl *u, bool exclude_fragment, ScrUrlBuf *out) {
    scr__url_buf_put(out, buf_str(&u->scheme), u->scheme.n);
    scr__url_buf_putc(out, ':');
    if (u->has_host) {
        scr__url_buf_puts(out, "//");
        if (has_credentials(u)) {
            scr__url_buf_put(out, buf_str(&u->username), u->username.n);
            if (u->password.n) {
                scr__url_buf_putc(out, ':');
                scr__url_buf_put(out, buf_str(&u->password), u->password.n);
            }
            scr__url_buf_putc(out, '@');
        }
        scr__url_buf_put(out, buf_str(&u->host), u->host.n);
        if (u->port >= 0) {
            char t[16];
            snprintf(t, sizeof t, ":%d", u->port);
            scr__url_buf_puts(out, t);
        }
    } else if (!u->opaque_path && u->nsegs > 1 && u->segs[0].n == 0) {
        scr__url_buf_puts(out, "/.");
    }
    scr__url_path_string(u, out);
    if (u->has_query) {
        scr__url_buf_putc(out, '?');
        scr__url_buf_put(out, buf_str(&u->query), u->query.n);
    }
    if (!exclude_fragment && u->has_fragment) {
        scr__url_buf_putc(out, '#');
        scr__url_buf_put(out, buf_str(&u->fragment), u->fragment.n);
    }
}

void scr__url_origin(const ScrUrl *u, ScrUrlBuf *out) {
    if (buf_is(&u->scheme, "blob")) {
        ScrUrlBuf path = {0};
        scr__url_path_string(u, &path);
        ScrUrl inner;
        scr__url_record_init(&inner);
        if (scr__url_parse(buf_str(&path), path.n, NULL, &inner, 0) == 0 &&
            (buf_is(&inner.scheme, "http") || buf_is(&inner.scheme, "https")))
            scr__url_origin(&inner, out);
        else
            scr__url_buf_puts(out, "null");
        scr__url_record_free(&inner);
        scr__url_buf_free(&path);
        return;
    }
    if (!scr__url_is_special(u) || buf_is(&u->scheme, "file")) {
        scr__url_buf_puts(out, "null");
        return;
    }
    scr__url_buf_put(out, buf_str(&u->scheme), u->scheme.n);
    scr__url_buf_puts(out, "://");
    scr__url_buf_put(out, buf_str(&u->host), u->host.n);
    if (u->port >= 0) {
        char t[16];
        snprintf(t, sizeof t, ":%d", u->port);
        scr__url_buf_puts(out, t);
    }
}
