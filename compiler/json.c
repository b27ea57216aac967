/* json.c - the JSON reader behind package.json (see json.h). Errors carry
 * V8's JSON.parse wording because Node puts that text into its
 * ERR_INVALID_PACKAGE_CONFIG message. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "text.h"

typedef struct P {
    const char *s;
    size_t len, pos;
    char *err;
} P;

/* V8 (message-templates.h): context is given around the offending
 * character once the source is longer than 2 * 10 + 1 characters. */
enum { MAX_CONTEXT = 10, MIN_LEN_FOR_CONTEXT = 2 * MAX_CONTEXT + 1 };

static void fail_msg(P *p, const char *what) {
    if (!p->err) p->err = xsprintf("%s in JSON at position %zu", what, p->pos);
}

/* V8's report for a token that cannot appear where it is. */
static void fail_token(P *p) {
    if (p->err) return;
    if (p->pos >= p->len) {
        p->err = xstrdup("Unexpected end of JSON input");
        return;
    }
    char c = p->s[p->pos];
    if (c == '"') return fail_msg(p, "Unexpected string");
    if (c == '-' || (c >= '0' && c <= '9')) return fail_msg(p, "Unexpected number");
    /* The character as one UTF-8 sequence. */
    size_t cl = 1;
    while (p->pos + cl < p->len && ((unsigned char)p->s[p->pos + cl] & 0xC0) == 0x80) cl++;
    char *ch = xmalloc(cl + 1);
    memcpy(ch, p->s + p->pos, cl);
    ch[cl] = 0;
    if (p->len <= MIN_LEN_FOR_CONTEXT) {
        p->err = xsprintf("Unexpected token '%s', \"%.*s\" is not valid JSON", ch, (int)p->len, p->s);
    } else if (p->pos < MAX_CONTEXT) {
        p->err = xsprintf("Unexpected token '%s', \"%.*s\"... is not valid JSON", ch, (int)(p->pos + MAX_CONTEXT), p->s);
    } else if (p->pos < p->len - MAX_CONTEXT) {
        p->err = xsprintf("Unexpected token '%s', ...\"%.*s\"... is not valid JSON", ch, 2 * MAX_CONTEXT,
                          p->s + p->pos - MAX_CONTEXT);
    } else {
        p->err = xsprintf("Unexpected token '%s', ...\"%.*s\" is not valid JSON", ch,
                          (int)(p->len - p->pos + MAX_CONTEXT), p->s + p->pos - MAX_CONTEXT);
    }
    free(ch);
}

static void skip_ws(P *p) {
    while (p->pos < p->len) {
        char c = p->s[p->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        p->pos++;
    }
}

static Json *new_json(JsonKind k) {
    Json *j = xzalloc(sizeof *j);
    j->kind = k;
    return j;
}

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void put_utf8(Buf *b, uint32_t cp) {
    char u[4];
    size_t n;
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xC0 | (cp >> 6));
        u[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | (cp >> 12));
        u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        u[0] = (char)(0xF0 | (cp >> 18));
        u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    buf_put(b, u, n);
}

/* At the opening quote. */
static char *parse_string(P *p) {
    p->pos++;
    Buf b = {0};
    buf_put(&b, "", 0);
    for (;;) {
        if (p->pos >= p->len) {
            fail_msg(p, "Unterminated string");
            free(b.s);
            return NULL;
        }
        unsigned char c = (unsigned char)p->s[p->pos];
        if (c == '"') {
            p->pos++;
            return b.s;
        }
        if (c < 0x20) {
            fail_msg(p, "Bad control character in string literal");
            free(b.s);
            return NULL;
        }
        if (c != '\\') {
            buf_put(&b, (const char *)&p->s[p->pos], 1);
            p->pos++;
            continue;
        }
        p->pos++;
        char e = p->pos < p->len ? p->s[p->pos] : 0;
        const char *simple = strchr("\"\\/bfnrt", e);
        if (e && simple) {
            static const char out[] = "\"\\/\b\f\n\r\t";
            buf_put(&b, &out[simple - "\"\\/bfnrt"], 1);
            p->pos++;
            continue;
        }
        if (e != 'u') {
            fail_msg(p, "Bad escaped character");
            free(b.s);
            return NULL;
        }
        uint32_t cp = 0;
        for (int i = 1; i <= 4; i++) {
            int h = p->pos + (size_t)i < p->len ? hexval(p->s[p->pos + (size_t)i]) : -1;
            if (h < 0) {
                p->pos += (size_t)i;
                fail_msg(p, "Bad Unicode escape");
                free(b.s);
                return NULL;
            }
            cp = cp * 16 + (uint32_t)h;
        }
        p->pos += 5;
        /* A surrogate pair spelled as two escapes is one code point; a lone
         * surrogate is kept as its (WTF-8) encoding. */
        if (cp >= 0xD800 && cp < 0xDC00 && p->pos + 6 <= p->len && p->s[p->pos] == '\\' && p->s[p->pos + 1] == 'u') {
            uint32_t lo = 0;
            int ok = 1;
            for (int i = 2; i < 6; i++) {
                int h = hexval(p->s[p->pos + (size_t)i]);
                if (h < 0) ok = 0;
                else lo = lo * 16 + (uint32_t)h;
            }
            if (ok && lo >= 0xDC00 && lo < 0xE000) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                p->pos += 6;
            }
        }
        put_utf8(&b, cp);
    }
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static Json *parse_number(P *p) {
    size_t start = p->pos;
    if (p->s[p->pos] == '-') {
        p->pos++;
        if (p->pos >= p->len || !is_digit(p->s[p->pos])) {
            fail_msg(p, "No number after minus sign");
            return NULL;
        }
    }
    if (p->s[p->pos] == '0') {
        p->pos++;
        if (p->pos < p->len && is_digit(p->s[p->pos])) {
            fail_token(p);
            return NULL;
        }
    } else {
        while (p->pos < p->len && is_digit(p->s[p->pos])) p->pos++;
    }
    if (p->pos < p->len && p->s[p->pos] == '.') {
        p->pos++;
        if (p->pos >= p->len || !is_digit(p->s[p->pos])) {
            fail_msg(p, "Unterminated fractional number");
            return NULL;
        }
        while (p->pos < p->len && is_digit(p->s[p->pos])) p->pos++;
    }
    if (p->pos < p->len && (p->s[p->pos] == 'e' || p->s[p->pos] == 'E')) {
        p->pos++;
        if (p->pos < p->len && (p->s[p->pos] == '+' || p->s[p->pos] == '-')) p->pos++;
        if (p->pos >= p->len || !is_digit(p->s[p->pos])) {
            fail_msg(p, "Exponent part is missing a number");
            return NULL;
        }
        while (p->pos < p->len && is_digit(p->s[p->pos])) p->pos++;
    }
    char *txt = xmalloc(p->pos - start + 1);
    memcpy(txt, p->s + start, p->pos - start);
    txt[p->pos - start] = 0;
    Json *j = new_json(JSON_NUMBER);
    j->number = strtod(txt, NULL);
    free(txt);
    return j;
}

static Json *parse_value(P *p, int depth);

static void obj_put(Json *o, char *key, Json *v) {
    for (int i = 0; i < o->n; i++)
        if (strcmp(o->keys[i], key) == 0) {
            json_free(o->items[i]);
            o->items[i] = v;
            free(key);
            return;
        }
    o->keys = xgrow(o->keys, sizeof(char *) * (size_t)(o->n + 1));
    o->items = xgrow(o->items, sizeof(Json *) * (size_t)(o->n + 1));
    o->keys[o->n] = key;
    o->items[o->n] = v;
    o->n++;
}

/* JavaScript's own-property order: array indices ascending, then strings
 * in creation order (a stable insertion sort keeps the latter). */
static void js_order(Json *o) {
    for (int i = 1; i < o->n; i++) {
        char *k = o->keys[i];
        Json *v = o->items[i];
        if (!json_is_array_index(k)) continue;
        double kv = strtod(k, NULL);
        int j = i;
        while (j > 0 && (!json_is_array_index(o->keys[j - 1]) || strtod(o->keys[j - 1], NULL) > kv)) {
            o->keys[j] = o->keys[j - 1];
            o->items[j] = o->items[j - 1];
            j--;
        }
        o->keys[j] = k;
        o->items[j] = v;
    }
}

static bool literal(P *p, const char *word) {
    size_t n = strlen(word);
    for (size_t i = 0; i < n; i++) {
        if (p->pos >= p->len || p->s[p->pos] != word[i]) {
            fail_token(p);
            return false;
        }
        p->pos++;
    }
    return true;
}

static Json *parse_value(P *p, int depth) {
    skip_ws(p);
    if (depth > 4000) {
        fail_msg(p, "Maximum call stack size exceeded");
        return NULL;
    }
    if (p->pos >= p->len) {
        fail_token(p);
        return NULL;
    }
    char c = p->s[p->pos];
    if (c == '"') {
        char *s = parse_string(p);
        if (!s) return NULL;
        Json *j = new_json(JSON_STRING);
        j->str = s;
        return j;
    }
    if (c == '-' || is_digit(c)) return parse_number(p);
    if (c == 't' || c == 'f') {
        if (!literal(p, c == 't' ? "true" : "false")) return NULL;
        Json *j = new_json(JSON_BOOL);
        j->boolean = c == 't';
        return j;
    }
    if (c == 'n') return literal(p, "null") ? new_json(JSON_NULL) : NULL;
    if (c == '[') {
        p->pos++;
        Json *a = new_json(JSON_ARRAY);
        skip_ws(p);
        if (p->pos < p->len && p->s[p->pos] == ']') {
            p->pos++;
            return a;
        }
        for (;;) {
            Json *v = parse_value(p, depth + 1);
            if (!v) break;
            a->items = xgrow(a->items, sizeof(Json *) * (size_t)(a->n + 1));
            a->items[a->n++] = v;
            skip_ws(p);
            if (p->pos < p->len && p->s[p->pos] == ',') {
                p->pos++;
                continue;
            }
            if (p->pos < p->len && p->s[p->pos] == ']') {
                p->pos++;
                return a;
            }
            fail_msg(p, "Expected ',' or ']' after array element");
            break;
        }
        json_free(a);
        return NULL;
    }
    if (c == '{') {
        p->pos++;
        Json *o = new_json(JSON_OBJECT);
        skip_ws(p);
        if (p->pos < p->len && p->s[p->pos] == '}') {
            p->pos++;
            return o;
        }
        const char *expect_key = "Expected property name or '}'";
        for (;;) {
            skip_ws(p);
            if (p->pos >= p->len || p->s[p->pos] != '"') {
                fail_msg(p, expect_key);
                break;
            }
            char *key = parse_string(p);
            if (!key) break;
            skip_ws(p);
            if (p->pos >= p->len || p->s[p->pos] != ':') {
                free(key);
                fail_msg(p, "Expected ':' after property name");
                break;
            }
            p->pos++;
            Json *v = parse_value(p, depth + 1);
            if (!v) {
                free(key);
                break;
            }
            obj_put(o, key, v);
            skip_ws(p);
            if (p->pos < p->len && p->s[p->pos] == ',') {
                p->pos++;
                expect_key = "Expected double-quoted property name";
                continue;
            }
            if (p->pos < p->len && p->s[p->pos] == '}') {
                p->pos++;
                js_order(o);
                return o;
            }
            fail_msg(p, "Expected ',' or '}' after property value");
            break;
        }
        json_free(o);
        return NULL;
    }
    fail_token(p);
    return NULL;
}

Json *json_parse(const char *text, size_t len, char **err) {
    P p = {text, len, 0, NULL};
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        p.s += 3;
        p.len -= 3;
    }
    Json *j = parse_value(&p, 0);
    if (j) {
        skip_ws(&p);
        if (p.pos < p.len) {
            p.err = xsprintf("Unexpected non-whitespace character after JSON at position %zu", p.pos);
            json_free(j);
            j = NULL;
        }
    }
    if (!j) {
        if (err) *err = p.err ? p.err : xstrdup("Unexpected end of JSON input");
        else free(p.err);
    }
    return j;
}

void json_free(Json *j) {
    if (!j) return;
    free(j->str);
    for (int i = 0; i < j->n; i++) {
        json_free(j->items[i]);
        if (j->keys) free(j->keys[i]);
    }
    free(j->items);
    free(j->keys);
    free(j);
}

const Json *json_get(const Json *obj, const char *key) {
    if (!obj || obj->kind != JSON_OBJECT) return NULL;
    for (int i = 0; i < obj->n; i++)
        if (strcmp(obj->keys[i], key) == 0) return obj->items[i];
    return NULL;
}

bool json_is_array_index(const char *key) {
    if (!key[0] || (key[0] == '0' && key[1])) return false;
    uint64_t v = 0;
    for (const char *k = key; *k; k++) {
        if (!is_digit(*k)) return false;
        v = v * 10 + (uint64_t)(*k - '0');
        if (v >= 4294967295u) return false;
    }
    return true;
}

static void put_quoted(Buf *b, const char *s) {
    buf_puts(b, "\"");
    for (const unsigned char *q = (const unsigned char *)s; *q; q++) {
        if (*q == '"' || *q == '\\') buf_printf(b, "\\%c", *q);
        else if (*q == '\n') buf_puts(b, "\\n");
        else if (*q == '\r') buf_puts(b, "\\r");
        else if (*q == '\t') buf_puts(b, "\\t");
        else if (*q == '\b') buf_puts(b, "\\b");
        else if (*q == '\f') buf_puts(b, "\\f");
        else if (*q < 0x20) buf_printf(b, "\\u%04x", *q);
        else buf_put(b, (const char *)q, 1);
    }
    buf_puts(b, "\"");
}

static void stringify(Buf *b, const Json *j) {
    switch (j->kind) {
    case JSON_NULL: buf_puts(b, "null"); break;
    case JSON_BOOL: buf_puts(b, j->boolean ? "true" : "false"); break;
    case JSON_NUMBER: buf_put_number(b, j->number); break;
    case JSON_STRING: put_quoted(b, j->str); break;
    case JSON_ARRAY:
        buf_puts(b, "[");
        for (int i = 0; i < j->n; i++) {
            if (i) buf_puts(b, ",");
            stringify(b, j->items[i]);
        }
        buf_puts(b, "]");
        break;
    case JSON_OBJECT:
        buf_puts(b, "{");
        for (int i = 0; i < j->n; i++) {
            if (i) buf_puts(b, ",");
            put_quoted(b, j->keys[i]);
            buf_puts(b, ":");
            stringify(b, j->items[i]);
        }
        buf_puts(b, "}");
        break;
    }
}

char *json_stringify(const Json *j) {
    Buf b = {0};
    buf_put(&b, "", 0);
    stringify(&b, j);
    return b.s;
}
