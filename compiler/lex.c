/* lex.c - the JavaScript tokenizer: identifiers (UTF-8 and \u escapes),
 * keywords, numbers (all radixes, separators, BigInt), strings, template
 * pieces, regular expression literals and punctuators, with V8's messages
 * for lexical errors. See lex.h for how errors are deferred. */
#include "lex.h"
#include "text.h"
#include "utf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char MSG_INVALID[] = "Invalid or unexpected token";

/* ---- small helpers ---- */

static void buf_push(Lexer *lx, uint16_t u)
{
    if (lx->buflen == lx->bufcap) {
        lx->bufcap = lx->bufcap ? lx->bufcap * 2 : 64;
        lx->buf = xgrow(lx->buf, (size_t)lx->bufcap * sizeof *lx->buf);
    }
    lx->buf[lx->buflen++] = u;
}

static void buf_push_cp(Lexer *lx, uint32_t cp)
{
    uint16_t u[2];
    int n = utf16_encode(cp, u);
    for (int i = 0; i < n; i++) buf_push(lx, u[i]);
}

static void cbuf_push(Lexer *lx, char c)
{
    if (lx->cbuflen == lx->cbufcap) {
        lx->cbufcap = lx->cbufcap ? lx->cbufcap * 2 : 64;
        lx->cbuf = xgrow(lx->cbuf, (size_t)lx->cbufcap);
    }
    lx->cbuf[lx->cbuflen++] = c;
}

static void cbuf_push_utf8(Lexer *lx, uint32_t cp)
{
    char u[4];
    int n = utf8_encode(cp, u);
    for (int i = 0; i < n; i++) cbuf_push(lx, u[i]);
}

static char *cbuf_take(Lexer *lx)
{
    char *s = scr__arena_strndup(lx->sf, lx->cbuf, (size_t)lx->cbuflen);
    lx->cbuflen = 0;
    return s;
}

static uint16_t *buf_take(Lexer *lx, uint32_t *len)
{
    uint16_t *u = scr__arena_alloc(lx->sf, (size_t)(lx->buflen + 1) * sizeof *u);
    if (lx->buflen) memcpy(u, lx->buf, (size_t)lx->buflen * sizeof *u);
    u[lx->buflen] = 0;
    *len = (uint32_t)lx->buflen;
    lx->buflen = 0;
    return u;
}

/* Decodes one UTF-8 sequence at `p` (bounded by `end`); stores its length.
 * Malformed input decodes as the WHATWG decoder Node reads source with:
 * one U+FFFD per maximal subpart (a truncated sequence, an overlong form,
 * a surrogate or a value above U+10FFFF), so that a string literal holds
 * what Node's does, and scanning always advances. */
static uint32_t utf8_decode(const unsigned char *p, const unsigned char *end, int *n)
{
    uint32_t c = p[0];
    *n = 1;
    if (c < 0x80) return c;
    int need;
    uint32_t cp;
    /* The range of the first continuation byte, narrowed for the lead
     * bytes whose sequences could be overlong, surrogates or too large. */
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        need = 1;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 2;
        cp = c & 0x0F;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3;
        cp = c & 0x07;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        return 0xFFFD;
    }
    for (int i = 1; i <= need; i++) {
        if (p + i >= end || p[i] < lo || p[i] > hi) {
            *n = i; /* the maximal subpart: the bytes that were valid so far */
            return 0xFFFD;
        }
        cp = (cp << 6) | (p[i] & 0x3F);
        lo = 0x80;
        hi = 0xBF;
    }
    *n = need + 1;
    return cp;
}

static bool is_id_start_ascii(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_';
}

static bool is_digit(int c) { return c >= '0' && c <= '9'; }

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Non-ASCII white space (Zs, NBSP, BOM). */
static bool is_space_cp(uint32_t cp)
{
    return cp == 0xA0 || cp == 0xFEFF || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) ||
           cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

/* Non-ASCII identifier characters. We accept every code point that is not
 * white space, a line terminator or a replacement for malformed UTF-8; the
 * exact Unicode ID_Start/ID_Continue tables are not worth their size here. */
static bool is_id_cp(uint32_t cp)
{
    return cp >= 0x80 && !is_space_cp(cp) && cp != 0x2028 && cp != 0x2029 && cp != 0xFFFD;
}

bool lex_is_strict_reserved(const char *s)
{
    static const char *const words[] = {"implements", "interface", "let", "package", "private",
                                        "protected", "public", "static", "yield"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (!strcmp(s, words[i])) return true;
    return false;
}

int lex_keyword(const char *s, int len)
{
    static const struct {
        const char *w;
        int k;
    } kw[] = {
        {"var", T_VAR},           {"let", T_LET},         {"const", T_CONST},
        {"function", T_FUNCTION}, {"return", T_RETURN},   {"if", T_IF},
        {"else", T_ELSE},         {"for", T_FOR},         {"while", T_WHILE},
        {"do", T_DO},             {"break", T_BREAK},     {"continue", T_CONTINUE},
        {"new", T_NEW},           {"delete", T_DELETE},   {"typeof", T_TYPEOF},
        {"instanceof", T_INSTANCEOF}, {"in", T_IN},       {"of", T_OF},
        {"void", T_VOID},         {"this", T_THIS},       {"null", T_NULL},
        {"true", T_TRUE},         {"false", T_FALSE},     {"throw", T_THROW},
        {"try", T_TRY},           {"catch", T_CATCH},     {"finally", T_FINALLY},
        {"switch", T_SWITCH},     {"case", T_CASE},       {"default", T_DEFAULT},
        {"class", T_CLASS},       {"extends", T_EXTENDS}, {"super", T_SUPER},
        {"import", T_IMPORT},     {"export", T_EXPORT},   {"yield", T_YIELD},
        {"await", T_AWAIT},       {"async", T_ASYNC},     {"static", T_STATIC},
        {"get", T_GET},           {"set", T_SET},         {"debugger", T_DEBUGGER},
        {"with", T_WITH},         {"enum", T_ENUM},
    };
    if (len < 2 || len > 10) return T_IDENT;
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if ((int)strlen(kw[i].w) == len && !memcmp(kw[i].w, s, (size_t)len)) return kw[i].k;
    return T_IDENT;
}

/* ---- positions ---- */

int lex_column(Lexer *lx, int line_start, int pos)
{
    int from, col;
    if (lx->cc_line_start == line_start && pos >= lx->cc_pos) {
        from = lx->cc_pos;
        col = lx->cc_col;
    } else {
        from = line_start;
        col = 1;
    }
    const unsigned char *s = (const unsigned char *)lx->src;
    for (int i = from; i < pos; i++) {
        unsigned char b = s[i];
        if ((b & 0xC0) != 0x80) col += b >= 0xF0 ? 2 : 1;
    }
    lx->cc_line_start = line_start;
    lx->cc_pos = pos;
    lx->cc_col = col;
    return col;
}

void lex_line_col(const SourceFile *sf, int pos, int *line, int *col)
{
    int lo = 0, hi = sf->nlines - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (sf->line_starts[mid] <= pos)
            lo = mid;
        else
            hi = mid - 1;
    }
    *line = lo + 1;
    int c = 1;
    const unsigned char *s = (const unsigned char *)sf->text;
    for (int i = sf->line_starts[lo]; i < pos && i < (int)sf->len; i++)
        if ((s[i] & 0xC0) != 0x80) c += s[i] >= 0xF0 ? 2 : 1;
    *col = c;
}

/* ---- initialisation ---- */

void lex_init(Lexer *lx, SourceFile *sf)
{
    memset(lx, 0, sizeof *lx);
    lx->sf = sf;
    lx->src = sf->text;
    lx->len = (int)sf->len;
    lx->line = 1;
    lx->cc_line_start = -1;
    /* A hashbang line is a comment (ES2023, accepted by Node 20). */
    if (lx->len >= 2 && lx->src[0] == '#' && lx->src[1] == '!') {
        while (lx->pos < lx->len && lx->src[lx->pos] != '\n' && lx->src[lx->pos] != '\r')
            lx->pos++;
    }
}

void lex_free(Lexer *lx)
{
    free(lx->buf);
    free(lx->cbuf);
    lx->buf = NULL;
    lx->cbuf = NULL;
}

void lex_reset_to(Lexer *lx, const Token *t)
{
    lx->pos = t->pos;
    lx->line = t->line;
    lx->line_start = t->line_start;
}

/* Length of a line terminator at `p`, or 0. */
static int line_term_len(Lexer *lx, int p)
{
    const unsigned char *s = (const unsigned char *)lx->src;
    if (p >= lx->len) return 0;
    if (s[p] == '\n') return 1;
    if (s[p] == '\r') return (p + 1 < lx->len && s[p + 1] == '\n') ? 2 : 1;
    if (s[p] == 0xE2 && p + 2 < lx->len && s[p + 1] == 0x80 && (s[p + 2] == 0xA8 || s[p + 2] == 0xA9))
        return 3;
    return 0;
}

static void newline(Lexer *lx, int after)
{
    lx->line++;
    lx->line_start = after;
}

static void set_pos(Lexer *lx, Token *t, int pos)
{
    t->pos = pos;
    t->line = lx->line;
    t->line_start = lx->line_start;
    t->col = lex_column(lx, lx->line_start, pos);
}

static void illegal(Token *t, const char *msg, int err_pos)
{
    t->kind = T_ILLEGAL;
    t->err_msg = msg;
    t->err_pos = err_pos;
}

/* Skips white space and comments. Returns false (and fills *t as
 * T_ILLEGAL) on an unterminated block comment. */
static bool skip_space(Lexer *lx, Token *t)
{
    const unsigned char *s = (const unsigned char *)lx->src;
    while (lx->pos < lx->len) {
        unsigned char c = s[lx->pos];
        if (c == ' ' || c == '\t' || c == '\v' || c == '\f') {
            lx->pos++;
        } else if (c == '\n' || c == '\r') {
            int n = line_term_len(lx, lx->pos);
            lx->pos += n;
            newline(lx, lx->pos);
            t->nl_before = true;
        } else if (c == '/' && lx->pos + 1 < lx->len && s[lx->pos + 1] == '/') {
            lx->pos += 2;
            while (lx->pos < lx->len && !line_term_len(lx, lx->pos)) lx->pos++;
        } else if (c == '/' && lx->pos + 1 < lx->len && s[lx->pos + 1] == '*') {
            int start = lx->pos;
            int sline = lx->line, sls = lx->line_start;
            lx->pos += 2;
            for (;;) {
                if (lx->pos >= lx->len) {
                    /* Report at the comment's start, as V8 does. */
                    int save_line = lx->line, save_ls = lx->line_start;
                    lx->line = sline;
                    lx->line_start = sls;
                    set_pos(lx, t, start);
                    lx->line = save_line;
                    lx->line_start = save_ls;
                    illegal(t, MSG_INVALID, start);
                    t->end = lx->len;
                    return false;
                }
                if (s[lx->pos] == '*' && lx->pos + 1 < lx->len && s[lx->pos + 1] == '/') {
                    lx->pos += 2;
                    break;
                }
                int n = line_term_len(lx, lx->pos);
                if (n) {
                    lx->pos += n;
                    newline(lx, lx->pos);
                    t->nl_before = true;
                } else {
                    lx->pos++;
                }
            }
        } else if (c >= 0x80) {
            int n;
            uint32_t cp = utf8_decode(s + lx->pos, s + lx->len, &n);
            if (cp == 0x2028 || cp == 0x2029) {
                lx->pos += n;
                newline(lx, lx->pos);
                t->nl_before = true;
            } else if (is_space_cp(cp)) {
                lx->pos += n;
            } else {
                break;
            }
        } else {
            break;
        }
    }
    return true;
}

/* Reads a \u escape (the backslash at lx->pos). Returns the code point, or
 * -1 with *errpos set to where V8 reports the problem. */
static long read_unicode_escape(Lexer *lx, int *errpos)
{
    const char *s = lx->src;
    int p = lx->pos + 1; /* at 'u' */
    if (p >= lx->len || s[p] != 'u') {
        *errpos = p;
        return -1;
    }
    p++;
    long cp = 0;
    if (p < lx->len && s[p] == '{') {
        p++;
        int nd = 0;
        while (p < lx->len && hexval((unsigned char)s[p]) >= 0) {
            cp = cp * 16 + hexval((unsigned char)s[p]);
            if (cp > 0x10FFFF) cp = 0x110000;
            p++;
            nd++;
        }
        if (nd == 0 || p >= lx->len || s[p] != '}') {
            *errpos = p;
            return -1;
        }
        if (cp > 0x10FFFF) {
            *errpos = -2; /* "Undefined Unicode code-point" */
            return -1;
        }
        lx->pos = p + 1;
        return cp;
    }
    for (int i = 0; i < 4; i++) {
        if (p >= lx->len || hexval((unsigned char)s[p]) < 0) {
            *errpos = p;
            return -1;
        }
        cp = cp * 16 + hexval((unsigned char)s[p]);
        p++;
    }
    lx->pos = p;
    return cp;
}

/* ---- identifiers ---- */

static void scan_ident(Lexer *lx, Token *t, bool private_name)
{
    const unsigned char *s = (const unsigned char *)lx->src;
    bool first = true;
    lx->cbuflen = 0;
    while (lx->pos < lx->len) {
        unsigned char c = s[lx->pos];
        if (is_id_start_ascii(c) || (!first && is_digit(c))) {
            cbuf_push(lx, (char)c);
            lx->pos++;
        } else if (c == '\\') {
            int ep;
            long cp = read_unicode_escape(lx, &ep);
            bool ok = cp >= 0 && (cp < 0x80 ? (is_id_start_ascii((int)cp) || (!first && is_digit((int)cp)))
                                            : (is_id_cp((uint32_t)cp) && !(cp >= 0xD800 && cp <= 0xDFFF)));
            if (!ok) {
                illegal(t, MSG_INVALID, t->pos);
                while (lx->pos < lx->len && (is_id_start_ascii(s[lx->pos]) || is_digit(s[lx->pos]))) lx->pos++;
                return;
            }
            cbuf_push_utf8(lx, (uint32_t)cp);
            t->escaped = true;
        } else if (c >= 0x80) {
            int n;
            uint32_t cp = utf8_decode(s + lx->pos, s + lx->len, &n);
            if (!is_id_cp(cp)) break;
            for (int i = 0; i < n; i++) cbuf_push(lx, (char)s[lx->pos + i]);
            lx->pos += n;
        } else {
            break;
        }
        first = false;
    }
    t->name = cbuf_take(lx);
    if (private_name) {
        t->kind = T_PRIVATE;
    } else {
        int k = lex_keyword(t->name, (int)strlen(t->name));
        t->kind = (k != T_IDENT && !t->escaped) ? k : T_IDENT;
    }
}

/* ---- numbers ---- */

/* Converts digits in `radix` (2, 8 or 16) to the nearest double: builds a
 * hexadecimal floating literal and lets strtod round it correctly. */
static double radix_value(const char *d, int n, int radix)
{
    if (radix == 16) {
        char *tmp = malloc((size_t)n + 8);
        if (!tmp) return 0;
        memcpy(tmp, "0x", 2);
        memcpy(tmp + 2, d, (size_t)n);
        memcpy(tmp + 2 + n, "p0", 3);
        double v = strtod(tmp, NULL);
        free(tmp);
        return v;
    }
    int bits = radix == 8 ? 3 : 1;
    int nbits = n * bits;
    int nhex = (nbits + 3) / 4;
    char *hex = malloc((size_t)nhex + 1);
    if (!hex) return 0;
    for (int i = 0; i < nhex; i++) hex[i] = 0;
    /* Fill bits from the least significant end. */
    for (int i = 0; i < nbits; i++) {
        int di = n - 1 - i / bits;
        int v = d[di] - '0';
        int bit = (v >> (i % bits)) & 1;
        if (bit) hex[nhex - 1 - i / 4] |= (char)(1 << (i % 4));
    }
    for (int i = 0; i < nhex; i++) hex[i] = "0123456789abcdef"[(int)hex[i]];
    double v = radix_value(hex, nhex, 16);
    free(hex);
    return v;
}

/* Converts digits in `radix` to a decimal string in the arena. */
static char *radix_to_decimal(Lexer *lx, const char *d, int n, int radix)
{
    /* Little-endian base-10 digits; O(n^2), BigInt literals are short. */
    unsigned char *dec = calloc((size_t)n * 2 + 2, 1);
    int len = 1;
    if (!dec) return scr__arena_strndup(lx->sf, "0", 1);
    for (int i = 0; i < n; i++) {
        int carry = hexval((unsigned char)d[i]);
        for (int j = 0; j < len; j++) {
            int v = dec[j] * radix + carry;
            dec[j] = (unsigned char)(v % 10);
            carry = v / 10;
        }
        while (carry) {
            dec[len++] = (unsigned char)(carry % 10);
            carry /= 10;
        }
    }
    while (len > 1 && dec[len - 1] == 0) len--;
    char *out = scr__arena_alloc(lx->sf, (size_t)len + 1);
    for (int j = 0; j < len; j++) out[j] = (char)('0' + dec[len - 1 - j]);
    out[len] = 0;
    free(dec);
    return out;
}

/* Scans a run of digits accepted by `ok`, with numeric separators, into
 * cbuf. Returns the number of digits, or -1 after setting *t illegal. */
static int scan_digits(Lexer *lx, Token *t, int radix)
{
    const char *s = lx->src;
    int nd = 0;
    for (;;) {
        if (lx->pos >= lx->len) break;
        int c = (unsigned char)s[lx->pos];
        int v = hexval(c);
        if (c == '_') {
            if (nd == 0) {
                illegal(t, MSG_INVALID, t->pos);
                return -1;
            }
            int nx = lx->pos + 1 < lx->len ? (unsigned char)s[lx->pos + 1] : -1;
            if (nx == '_') {
                illegal(t, "Only one underscore is allowed as numeric separator", lx->pos + 1);
                return -1;
            }
            int nv = nx >= 0 ? hexval(nx) : -1;
            if (nv < 0 || nv >= radix) {
                illegal(t, "Numeric separators are not allowed at the end of numeric literals",
                        lx->pos + 1);
                return -1;
            }
            lx->pos++;
            continue;
        }
        if (v < 0 || v >= radix) break;
        cbuf_push(lx, (char)c);
        lx->pos++;
        nd++;
    }
    return nd;
}

static void scan_number(Lexer *lx, Token *t)
{
    const char *s = lx->src;
    int start = lx->pos;
    lx->cbuflen = 0;
    t->kind = T_NUMBER;
    int c0 = (unsigned char)s[start];
    int c1 = start + 1 < lx->len ? (unsigned char)s[start + 1] : 0;
    bool bigint_ok = true;
    if (c0 == '0' && (c1 == 'x' || c1 == 'X' || c1 == 'o' || c1 == 'O' || c1 == 'b' || c1 == 'B')) {
        int radix = (c1 == 'x' || c1 == 'X') ? 16 : (c1 == 'o' || c1 == 'O') ? 8 : 2;
        lx->pos += 2;
        int nd = scan_digits(lx, t, radix);
        if (nd < 0) return;
        if (nd == 0) {
            illegal(t, MSG_INVALID, start);
            return;
        }
        if (lx->pos < lx->len && s[lx->pos] == 'n') {
            lx->pos++;
            t->kind = T_BIGINT;
            t->name = radix_to_decimal(lx, lx->cbuf, lx->cbuflen, radix);
        } else {
            t->num = radix_value(lx->cbuf, lx->cbuflen, radix);
        }
    } else if (c0 == '0' && (is_digit(c1) || c1 == '_')) {
        if (c1 == '_') {
            illegal(t, "Numeric separator can not be used after leading 0.", start + 1);
            return;
        }
        /* Legacy octal (017) or a decimal with a leading zero (08); both
         * are early errors in strict code, reported by the parser. */
        lx->pos++;
        bool octal = true;
        while (lx->pos < lx->len && is_digit((unsigned char)s[lx->pos])) {
            if (s[lx->pos] >= '8') octal = false;
            cbuf_push(lx, s[lx->pos++]);
        }
        t->legacy_octal = true;
        t->err_pos = start;
        if (octal) {
            t->err_msg = "Octal literals are not allowed in strict mode.";
            t->num = radix_value(lx->cbuf, lx->cbuflen, 8);
        } else {
            t->err_msg = "Decimals with leading zeros are not allowed in strict mode.";
            goto fraction;
        }
        bigint_ok = false;
        if (lx->pos < lx->len && s[lx->pos] == 'n') {
            illegal(t, MSG_INVALID, start);
            return;
        }
    } else {
        if (c0 != '.') {
            if (scan_digits(lx, t, 10) < 0) return;
        }
    fraction:
        if (lx->pos < lx->len && s[lx->pos] == '.') {
            bigint_ok = false;
            cbuf_push(lx, '.');
            lx->pos++;
            if (lx->pos < lx->len && s[lx->pos] == '_') {
                illegal(t, MSG_INVALID, start);
                return;
            }
            if (scan_digits(lx, t, 10) < 0) return;
        }
        if (lx->pos < lx->len && (s[lx->pos] == 'e' || s[lx->pos] == 'E')) {
            bigint_ok = false;
            cbuf_push(lx, 'e');
            lx->pos++;
            if (lx->pos < lx->len && (s[lx->pos] == '+' || s[lx->pos] == '-')) cbuf_push(lx, s[lx->pos++]);
            if (lx->pos >= lx->len || !is_digit((unsigned char)s[lx->pos])) {
                illegal(t, MSG_INVALID, start);
                return;
            }
            if (scan_digits(lx, t, 10) < 0) return;
        }
        if (lx->pos < lx->len && s[lx->pos] == 'n') {
            if (!bigint_ok || t->legacy_octal) {
                illegal(t, MSG_INVALID, start);
                return;
            }
            lx->pos++;
            t->kind = T_BIGINT;
            /* Strip leading zeros so that the name is canonical decimal. */
            int i = 0;
            while (i + 1 < lx->cbuflen && lx->cbuf[i] == '0') i++;
            t->name = scr__arena_strndup(lx->sf, lx->cbuf + i, (size_t)(lx->cbuflen - i));
        } else {
            cbuf_push(lx, 0);
            t->num = strtod(lx->cbuf, NULL);
        }
    }
    lx->cbuflen = 0;
    /* A number must not run straight into an identifier or digit. */
    if (lx->pos < lx->len) {
        unsigned char c = (unsigned char)s[lx->pos];
        int n;
        if (is_id_start_ascii(c) || is_digit(c) || c == '\\' ||
            (c >= 0x80 && is_id_cp(utf8_decode((const unsigned char *)s + lx->pos,
                                               (const unsigned char *)s + lx->len, &n)))) {
            illegal(t, MSG_INVALID, start);
            return;
        }
    }
}

/* ---- strings and templates ---- */

/* Handles one escape sequence (lx->pos at the backslash) in a string or a
 * template, appending the cooked value. Returns false with *msg / *epos set
 * for a malformed or forbidden escape; the caller decides whether that is
 * fatal. `tmpl` selects the template variants of the octal messages. */
static bool scan_escape(Lexer *lx, bool tmpl, const char **msg, int *epos, bool *octal)
{
    const char *s = lx->src;
    int bs = lx->pos;
    int p = bs + 1;
    if (p >= lx->len) {
        lx->pos = p;
        *msg = MSG_INVALID;
        *epos = bs;
        return false;
    }
    unsigned char c = (unsigned char)s[p];
    int lt = line_term_len(lx, p);
    if (lt) {
        lx->pos = p + lt;
        newline(lx, lx->pos);
        return true;
    }
    switch (c) {
    case 'n': buf_push(lx, '\n'); lx->pos = p + 1; return true;
    case 't': buf_push(lx, '\t'); lx->pos = p + 1; return true;
    case 'r': buf_push(lx, '\r'); lx->pos = p + 1; return true;
    case 'b': buf_push(lx, '\b'); lx->pos = p + 1; return true;
    case 'f': buf_push(lx, '\f'); lx->pos = p + 1; return true;
    case 'v': buf_push(lx, '\v'); lx->pos = p + 1; return true;
    case 'x': {
        int h1 = p + 1 < lx->len ? hexval((unsigned char)s[p + 1]) : -1;
        int h2 = p + 2 < lx->len ? hexval((unsigned char)s[p + 2]) : -1;
        if (h1 < 0 || h2 < 0) {
            lx->pos = p + 1;
            *msg = "Invalid hexadecimal escape sequence";
            *epos = bs;
            return false;
        }
        buf_push(lx, (uint16_t)(h1 * 16 + h2));
        lx->pos = p + 3;
        return true;
    }
    case 'u': {
        int ep;
        long cp = read_unicode_escape(lx, &ep);
        if (cp < 0) {
            if (ep == -2) {
                *msg = "Undefined Unicode code-point";
                *epos = bs;
            } else {
                *msg = "Invalid Unicode escape sequence";
                *epos = ep;
            }
            lx->pos = p + 1;
            return false;
        }
        buf_push_cp(lx, (uint32_t)cp);
        return true;
    }
    case '8':
    case '9':
        lx->pos = p + 1;
        *msg = tmpl ? "\\8 and \\9 are not allowed in template strings."
                    : "\\8 and \\9 are not allowed in strict mode.";
        *epos = bs;
        return false;
    default:
        break;
    }
    if (c >= '0' && c <= '7') {
        bool next_digit = p + 1 < lx->len && is_digit((unsigned char)s[p + 1]);
        if (c == '0' && !next_digit) {
            buf_push(lx, 0);
            lx->pos = p + 1;
            return true;
        }
        /* A legacy octal escape: decode it (up to 3 digits, value < 256)
         * so that the token is complete, but it is an error in strict code. */
        int v = c - '0', q = p + 1;
        if (q < lx->len && s[q] >= '0' && s[q] <= '7') {
            v = v * 8 + (s[q] - '0');
            q++;
            if (c <= '3' && q < lx->len && s[q] >= '0' && s[q] <= '7') {
                v = v * 8 + (s[q] - '0');
                q++;
            }
        }
        buf_push(lx, (uint16_t)v);
        lx->pos = q;
        *msg = tmpl ? "Octal escape sequences are not allowed in template strings."
                    : "Octal escape sequences are not allowed in strict mode.";
        *epos = p;
        *octal = true;
        return false;
    }
    /* Any other character stands for itself. */
    int n;
    uint32_t cp = utf8_decode((const unsigned char *)s + p, (const unsigned char *)s + lx->len, &n);
    buf_push_cp(lx, cp);
    lx->pos = p + n;
    return true;
}

static void scan_string(Lexer *lx, Token *t)
{
    const unsigned char *s = (const unsigned char *)lx->src;
    unsigned char q = s[lx->pos];
    int start = lx->pos;
    lx->pos++;
    lx->buflen = 0;
    t->kind = T_STRING;
    const char *err = NULL;
    int errpos = 0;
    for (;;) {
        if (lx->pos >= lx->len) {
            illegal(t, MSG_INVALID, start);
            lx->buflen = 0;
            return;
        }
        unsigned char c = s[lx->pos];
        if (c == q) {
            lx->pos++;
            break;
        }
        if (c == '\n' || c == '\r') {
            illegal(t, MSG_INVALID, start);
            lx->buflen = 0;
            return;
        }
        if (c == '\\') {
            const char *m = NULL;
            int ep = 0;
            bool octal = false;
            if (!scan_escape(lx, false, &m, &ep, &octal) && !err) {
                if (octal && lx->sloppy && *lx->sloppy) {
                    t->octal_escape = true; /* sloppy code allows it */
                    continue;
                }
                err = m;
                errpos = ep;
                if (octal) t->octal_escape = true;
            }
            continue;
        }
        if (c < 0x80) {
            buf_push(lx, c);
            lx->pos++;
        } else {
            int n;
            uint32_t cp = utf8_decode(s + lx->pos, s + lx->len, &n);
            if (cp == 0x2028 || cp == 0x2029) newline(lx, lx->pos + n);
            buf_push_cp(lx, cp);
            lx->pos += n;
        }
    }
    t->u16 = buf_take(lx, &t->u16len);
    if (err) illegal(t, err, errpos);
}

/* Scans a template piece starting just after '`' or '}' at lx->pos. */
static void scan_template(Lexer *lx, Token *t)
{
    const unsigned char *s = (const unsigned char *)lx->src;
    lx->buflen = 0;
    lx->cbuflen = 0;
    t->kind = T_TEMPLATE;
    for (;;) {
        if (lx->pos >= lx->len) {
            illegal(t, "Unexpected end of input", lx->len);
            lx->buflen = lx->cbuflen = 0;
            return;
        }
        unsigned char c = s[lx->pos];
        if (c == '`') {
            lx->pos++;
            t->tmpl_tail = true;
            break;
        }
        if (c == '$' && lx->pos + 1 < lx->len && s[lx->pos + 1] == '{') {
            lx->pos += 2;
            break;
        }
        if (c == '\\') {
            int from = lx->pos;
            const char *m = NULL;
            int ep = 0;
            bool octal = false;
            if (!scan_escape(lx, true, &m, &ep, &octal) && !t->bad_escape) {
                t->bad_escape = true;
                t->err_msg = m;
                t->err_pos = ep;
            }
            /* The raw text keeps the escape as written, with line
             * terminators normalised. */
            for (int i = from; i < lx->pos; i++) {
                if (s[i] == '\r') {
                    cbuf_push(lx, '\n');
                    if (i + 1 < lx->pos && s[i + 1] == '\n') i++;
                } else {
                    cbuf_push(lx, (char)s[i]);
                }
            }
            continue;
        }
        if (c == '\r' || c == '\n') {
            int n = line_term_len(lx, lx->pos);
            buf_push(lx, '\n');
            cbuf_push(lx, '\n');
            lx->pos += n;
            newline(lx, lx->pos);
            continue;
        }
        if (c < 0x80) {
            buf_push(lx, c);
            cbuf_push(lx, (char)c);
            lx->pos++;
        } else {
            int n;
            uint32_t cp = utf8_decode(s + lx->pos, s + lx->len, &n);
            if (cp == 0x2028 || cp == 0x2029) newline(lx, lx->pos + n);
            buf_push_cp(lx, cp);
            /* The raw text too holds U+FFFD for a malformed sequence. */
            char enc[4];
            int k = utf8_encode(cp, enc);
            for (int i = 0; i < k; i++) cbuf_push(lx, enc[i]);
            lx->pos += n;
        }
    }
    t->u16 = buf_take(lx, &t->u16len);
    t->raw = cbuf_take(lx);
}

void lex_rescan_template(Lexer *lx, Token *t)
{
    lex_reset_to(lx, t);
    bool nl = t->nl_before;
    int pos = t->pos, line = t->line, col = t->col, ls = t->line_start;
    memset(t, 0, sizeof *t);
    t->nl_before = nl;
    t->pos = pos;
    t->line = line;
    t->col = col;
    t->line_start = ls;
    lx->pos = pos + 1;
    scan_template(lx, t);
    t->end = lx->pos;
}

/* ---- regular expressions ---- */

void lex_rescan_regex(Lexer *lx, Token *t)
{
    const unsigned char *s = (const unsigned char *)lx->src;
    lex_reset_to(lx, t);
    bool nl = t->nl_before;
    int pos = t->pos, line = t->line, col = t->col, ls = t->line_start;
    memset(t, 0, sizeof *t);
    t->nl_before = nl;
    t->pos = pos;
    t->line = line;
    t->col = col;
    t->line_start = ls;
    t->kind = T_REGEX;
    int p = pos + 1;
    bool in_class = false;
    for (;;) {
        if (p >= lx->len || line_term_len(lx, p)) {
            illegal(t, "Invalid regular expression: missing /", pos);
            lx->pos = p;
            t->end = p;
            return;
        }
        unsigned char c = s[p];
        if (c == '\\') {
            p++;
            if (p >= lx->len || line_term_len(lx, p)) continue;
            int n;
            utf8_decode(s + p, s + lx->len, &n);
            p += n;
            continue;
        }
        if (c == '[')
            in_class = true;
        else if (c == ']')
            in_class = false;
        else if (c == '/' && !in_class)
            break;
        p++;
    }
    t->name = scr__arena_strndup(lx->sf, (const char *)s + pos + 1, (size_t)(p - pos - 1));
    p++;
    int fstart = p;
    unsigned seen = 0;
    bool bad = false;
    while (p < lx->len) {
        unsigned char c = s[p];
        if (c == '\\' || c >= 0x80) {
            bad = true;
            p++;
            continue;
        }
        if (!is_id_start_ascii(c) && !is_digit(c)) break;
        const char *fl = "dgimsuyv";
        const char *f = strchr(fl, c);
        if (!f || (seen & (1u << (f - fl))))
            bad = true;
        else
            seen |= 1u << (f - fl);
        p++;
    }
    /* `u` and `v` exclude each other. */
    if ((seen & (1u << 5)) && (seen & (1u << 7))) bad = true;
    t->name2 = scr__arena_strndup(lx->sf, (const char *)s + fstart, (size_t)(p - fstart));
    lx->pos = p;
    t->end = p;
    if (bad) illegal(t, "Invalid regular expression flags", pos);
}

/* ---- the main scanner ---- */

void lex_next(Lexer *lx, Token *t)
{
    memset(t, 0, sizeof *t);
    if (!skip_space(lx, t)) return;
    set_pos(lx, t, lx->pos);
    const unsigned char *s = (const unsigned char *)lx->src;
    if (lx->pos >= lx->len) {
        t->kind = T_EOF;
        t->end = lx->pos;
        return;
    }
    unsigned char c = s[lx->pos];
    unsigned char c1 = lx->pos + 1 < lx->len ? s[lx->pos + 1] : 0;
    unsigned char c2 = lx->pos + 2 < lx->len ? s[lx->pos + 2] : 0;
    unsigned char c3 = lx->pos + 3 < lx->len ? s[lx->pos + 3] : 0;
    int k = -1, n = 1;
    if (is_id_start_ascii(c) || c == '\\' || c >= 0x80) {
        if (c >= 0x80) {
            int m;
            uint32_t cp = utf8_decode(s + lx->pos, s + lx->len, &m);
            if (!is_id_cp(cp)) {
                lx->pos += m;
                illegal(t, MSG_INVALID, t->pos);
                t->end = lx->pos;
                return;
            }
        }
        scan_ident(lx, t, false);
        t->end = lx->pos;
        return;
    }
    if (is_digit(c) || (c == '.' && is_digit(c1))) {
        scan_number(lx, t);
        t->end = lx->pos;
        return;
    }
    switch (c) {
    case '"':
    case '\'':
        scan_string(lx, t);
        t->end = lx->pos;
        return;
    case '`':
        lx->pos++;
        scan_template(lx, t);
        t->end = lx->pos;
        return;
    case '#':
        if (c1 && (is_id_start_ascii(c1) || c1 == '\\' || c1 >= 0x80)) {
            lx->pos++;
            scan_ident(lx, t, true);
            if (t->kind == T_ILLEGAL) t->err_pos = t->pos;
            t->end = lx->pos;
            return;
        }
        k = T_ILLEGAL;
        break;
    case '{': k = T_LBRACE; break;
    case '}': k = T_RBRACE; break;
    case '(': k = T_LPAREN; break;
    case ')': k = T_RPAREN; break;
    case '[': k = T_LBRACKET; break;
    case ']': k = T_RBRACKET; break;
    case ';': k = T_SEMI; break;
    case ',': k = T_COMMA; break;
    case ':': k = T_COLON; break;
    case '~': k = T_TILDE; break;
    case '.':
        if (c1 == '.' && c2 == '.') k = T_ELLIPSIS, n = 3;
        else k = T_DOT;
        break;
    case '<':
        if (c1 == '<' && c2 == '=') k = T_SHL_ASSIGN, n = 3;
        else if (c1 == '<') k = T_SHL, n = 2;
        else if (c1 == '=') k = T_LE, n = 2;
        else k = T_LT;
        break;
    case '>':
        if (c1 == '>' && c2 == '>' && c3 == '=') k = T_SHR_ASSIGN, n = 4;
        else if (c1 == '>' && c2 == '>') k = T_SHR, n = 3;
        else if (c1 == '>' && c2 == '=') k = T_SAR_ASSIGN, n = 3;
        else if (c1 == '>') k = T_SAR, n = 2;
        else if (c1 == '=') k = T_GE, n = 2;
        else k = T_GT;
        break;
    case '=':
        if (c1 == '=' && c2 == '=') k = T_EQ3, n = 3;
        else if (c1 == '=') k = T_EQ2, n = 2;
        else if (c1 == '>') k = T_ARROW, n = 2;
        else k = T_ASSIGN;
        break;
    case '!':
        if (c1 == '=' && c2 == '=') k = T_NE3, n = 3;
        else if (c1 == '=') k = T_NE, n = 2;
        else k = T_NOT;
        break;
    case '+':
        if (c1 == '+') k = T_INC, n = 2;
        else if (c1 == '=') k = T_PLUS_ASSIGN, n = 2;
        else k = T_PLUS;
        break;
    case '-':
        if (c1 == '-') k = T_DEC, n = 2;
        else if (c1 == '=') k = T_MINUS_ASSIGN, n = 2;
        else k = T_MINUS;
        break;
    case '*':
        if (c1 == '*' && c2 == '=') k = T_STAR2_ASSIGN, n = 3;
        else if (c1 == '*') k = T_STAR2, n = 2;
        else if (c1 == '=') k = T_STAR_ASSIGN, n = 2;
        else k = T_STAR;
        break;
    case '/':
        if (c1 == '=') k = T_SLASH_ASSIGN, n = 2;
        else k = T_SLASH;
        break;
    case '%':
        if (c1 == '=') k = T_PERCENT_ASSIGN, n = 2;
        else k = T_PERCENT;
        break;
    case '&':
        if (c1 == '&' && c2 == '=') k = T_AND2_ASSIGN, n = 3;
        else if (c1 == '&') k = T_AND2, n = 2;
        else if (c1 == '=') k = T_AMP_ASSIGN, n = 2;
        else k = T_AMP;
        break;
    case '|':
        if (c1 == '|' && c2 == '=') k = T_OR2_ASSIGN, n = 3;
        else if (c1 == '|') k = T_OR2, n = 2;
        else if (c1 == '=') k = T_PIPE_ASSIGN, n = 2;
        else k = T_PIPE;
        break;
    case '^':
        if (c1 == '=') k = T_CARET_ASSIGN, n = 2;
        else k = T_CARET;
        break;
    case '?':
        if (c1 == '?' && c2 == '=') k = T_QQ_ASSIGN, n = 3;
        else if (c1 == '?') k = T_QQ, n = 2;
        else if (c1 == '.' && !is_digit(c2)) k = T_QDOT, n = 2;
        else k = T_QUESTION;
        break;
    default:
        k = T_ILLEGAL;
        break;
    }
    if (k == T_ILLEGAL) {
        illegal(t, MSG_INVALID, t->pos);
        lx->pos += 1;
        t->end = lx->pos;
        return;
    }
    t->kind = k;
    lx->pos += n;
    t->end = lx->pos;
}
