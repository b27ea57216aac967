/* rxengine.c - scr's regular-expression engine (see rxengine.h and
 * docs/regexp.md). Three parts: the parser (JS pattern -> tree, with V8's
 * Annex B rules outside u/v mode), the compiler (tree -> bytecode; a
 * lookbehind's body is compiled backwards, terms in reverse order, so it
 * matches right to left as in V8) and the matcher (a loop over the
 * bytecode with an explicit backtrack stack whose entries are choice
 * points and undo records for captures and registers). */
#include "builtins/rxengine.h"
#include "builtins/rxunidata.h"
#include "base/base.h"

#include <stdlib.h>
#include <string.h>

int scr__rx_parse_flags(const uint16_t *f, size_t n) {
    int bits = 0;
    for (size_t i = 0; i < n; i++) {
        int b;
        switch (f[i]) {
        case 'd': b = SCR_RX_HAS_INDICES; break;
        case 'g': b = SCR_RX_GLOBAL; break;
        case 'i': b = SCR_RX_IGNORE_CASE; break;
        case 'm': b = SCR_RX_MULTILINE; break;
        case 's': b = SCR_RX_DOT_ALL; break;
        case 'u': b = SCR_RX_UNICODE; break;
        case 'y': b = SCR_RX_STICKY; break;
        case 'v': b = SCR_RX_UNICODE_SETS; break;
        default: return -1;
        }
        if (bits & b) return -1;
        bits |= b;
    }
    if ((bits & SCR_RX_UNICODE) && (bits & SCR_RX_UNICODE_SETS)) return -1;
    return bits;
}

/* ------------------------------------------------------------------------
 * Code point sets: sorted, merged [lo, hi] pairs.
 * ---------------------------------------------------------------------- */

typedef struct RSet {
    uint32_t *r; /* lo, hi, lo, hi, ... */
    uint32_t n;  /* pairs */
    uint32_t cap;
} RSet;

static void rs_add(RSet *s, uint32_t lo, uint32_t hi) {
    SCR_GROW(s->r, s->cap, 2 * (s->n + 1), 16);
    s->r[2 * s->n] = lo;
    s->r[2 * s->n + 1] = hi;
    s->n++;
}

static int cmp_pair(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void rs_norm(RSet *s) {
    if (s->n < 2) return;
    qsort(s->r, s->n, 2 * sizeof(uint32_t), cmp_pair);
    uint32_t k = 0;
    for (uint32_t i = 1; i < s->n; i++) {
        if (s->r[2 * i] <= s->r[2 * k + 1] + 1) {
            if (s->r[2 * i + 1] > s->r[2 * k + 1]) s->r[2 * k + 1] = s->r[2 * i + 1];
        } else {
            k++;
            s->r[2 * k] = s->r[2 * i];
            s->r[2 * k + 1] = s->r[2 * i + 1];
        }
    }
    s->n = k + 1;
}

static bool rs_has(const uint32_t *r, uint32_t n, uint32_t c) {
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t m = (lo + hi) / 2;
        if (c < r[2 * m]) hi = m;
        else if (c > r[2 * m + 1]) lo = m + 1;
        else return true;
    }
    return false;
}

/* s := complement of s within [0, max]. s must be normalized. */
static void rs_invert(RSet *s, uint32_t max) {
    RSet o = {0};
    uint32_t next = 0;
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->r[2 * i] > next) rs_add(&o, next, s->r[2 * i] - 1);
        next = s->r[2 * i + 1] + 1;
    }
    if (next <= max) rs_add(&o, next, max);
    free(s->r);
    *s = o;
}

static void rs_addset(RSet *d, const RSet *s) {
    for (uint32_t i = 0; i < s->n; i++) rs_add(d, s->r[2 * i], s->r[2 * i + 1]);
}

/* a := a intersected with b (both normalized). */
static void rs_intersect(RSet *a, const RSet *b) {
    RSet o = {0};
    uint32_t i = 0, j = 0;
    while (i < a->n && j < b->n) {
        uint32_t lo = a->r[2 * i] > b->r[2 * j] ? a->r[2 * i] : b->r[2 * j];
        uint32_t hi = a->r[2 * i + 1] < b->r[2 * j + 1] ? a->r[2 * i + 1] : b->r[2 * j + 1];
        if (lo <= hi) rs_add(&o, lo, hi);
        if (a->r[2 * i + 1] < b->r[2 * j + 1]) i++;
        else j++;
    }
    free(a->r);
    *a = o;
}

static void rs_subtract(RSet *a, const RSet *b, uint32_t max) {
    RSet nb = {0};
    rs_addset(&nb, b);
    rs_norm(&nb);
    rs_invert(&nb, max);
    rs_intersect(a, &nb);
    free(nb.r);
}

/* Case orbits (rxunidata.c): the next member of c's orbit, or c. */
static uint32_t fold_next(bool u, uint32_t c) {
    const uint32_t(*t)[2] = u ? scr__rxu_fold_u : scr__rxu_fold_i;
    uint32_t lo = 0, hi = u ? scr__rxu_fold_u_count : scr__rxu_fold_i_count;
    while (lo < hi) {
        uint32_t m = (lo + hi) / 2;
        if (t[m][0] < c) lo = m + 1;
        else if (t[m][0] > c) hi = m;
        else return t[m][1];
    }
    return c;
}

/* The smallest member of c's orbit: equal for case-insensitively equal
 * characters. */
static uint32_t fold_canon(bool u, uint32_t c) {
    uint32_t m = c;
    for (uint32_t x = fold_next(u, c); x != c; x = fold_next(u, x))
        if (x < m) m = x;
    return m;
}

/* s := s closed over case orbits (s normalized before and after). */
static void rs_close(RSet *s, bool u) {
    const uint32_t(*t)[2] = u ? scr__rxu_fold_u : scr__rxu_fold_i;
    uint32_t cnt = u ? scr__rxu_fold_u_count : scr__rxu_fold_i_count;
    uint32_t n0 = s->n;
    uint32_t *orig = scr__xmalloc(sizeof(uint32_t) * 2 * (n0 ? n0 : 1));
    if (n0) memcpy(orig, s->r, sizeof(uint32_t) * 2 * n0);
    /* The table is sorted by its first column: for each range, find its
     * first entry by bisection and walk the entries inside it (a one-
     * character set costs a search, not a pass over the table). */
    for (uint32_t i = 0; i < n0; i++) {
        uint32_t lo = 0, hi = cnt;
        while (lo < hi) {
            uint32_t m = (lo + hi) / 2;
            if (t[m][0] < orig[2 * i]) lo = m + 1;
            else hi = m;
        }
        for (uint32_t k = lo; k < cnt && t[k][0] <= orig[2 * i + 1]; k++)
            for (uint32_t x = t[k][1]; x != t[k][0]; x = fold_next(u, x)) rs_add(s, x, x);
    }
    free(orig);
    rs_norm(s);
}

/* ------------------------------------------------------------------------
 * The tree.
 * ---------------------------------------------------------------------- */

enum {
    N_EMPTY, N_CHAR, N_SET, N_SEQ, N_ALT, N_GROUP, N_REPEAT, N_BOL, N_EOL, N_WORDB, N_NWORDB,
    N_BREF, N_LOOK,
};

typedef struct Node Node;
struct Node {
    int kind;
    Node **kids;
    uint32_t nkids, capk;
    uint32_t c;       /* N_CHAR; N_BREF: group */
    RSet set;         /* N_SET */
    int group;        /* N_GROUP: capture number, or -1 */
    double min, max;  /* N_REPEAT (max < 0: unbounded) */
    bool greedy;
    int cap_lo, cap_hi; /* N_REPEAT: groups [cap_lo, cap_hi) inside */
    bool neg, behind;   /* N_LOOK */
    Node *next_alloc;
};

typedef struct P {
    const uint16_t *s;
    size_t n, i;
    bool u, v, ic, m, dotall;
    uint32_t ngroups, gcount;
    uint16_t **names;
    uint32_t *name_len;
    bool has_names;
    const char *err;
    /* Errors V8 reports only after the whole pattern parsed: a \k<name>
     * naming no group, then (not V8's) a property of strings. */
    bool bad_ref, strprop;
    Node *nodes; /* every node, for freeing */
    int depth;
} P;

static Node *mk(P *p, int kind) {
    Node *n = scr__xcalloc(1, sizeof *n);
    n->kind = kind;
    n->group = -1;
    n->next_alloc = p->nodes;
    p->nodes = n;
    return n;
}

static void kid(Node *n, Node *k) {
    SCR_GROW(n->kids, n->capk, n->nkids + 1, 4);
    n->kids[n->nkids++] = k;
}

static int fail(P *p, const char *msg) {
    if (!p->err) p->err = msg;
    return -1;
}

static bool is_hex(uint32_t c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static int hexv(uint32_t c) { return c <= '9' ? (int)c - '0' : (int)(c | 0x20) - 'a' + 10; }
static bool is_syntax(uint32_t c) { return c && c < 128 && strchr("^$\\.*+?()[]{}|/", (int)c); }
static bool prop_char(uint32_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static uint32_t peek(const P *p, size_t i, size_t *len) {
    uint16_t c = p->s[i];
    if (p->u && c >= 0xD800 && c <= 0xDBFF && i + 1 < p->n && p->s[i + 1] >= 0xDC00 &&
        p->s[i + 1] <= 0xDFFF) {
        *len = 2;
        return 0x10000 + ((uint32_t)(c - 0xD800) << 10) + (p->s[i + 1] - 0xDC00);
    }
    *len = 1;
    return c;
}

static uint32_t cur(const P *p) { return p->i < p->n ? p->s[p->i] : 0xFFFFFFFF; }

/* ------------------------------------------------------------------------
 * Group names.
 * ---------------------------------------------------------------------- */

static bool unidata_has(const char *prop, uint32_t c) {
    uint32_t lo = 0, hi = scr__rxu_lone_count;
    while (lo < hi) {
        uint32_t m = (lo + hi) / 2;
        int k = strcmp(scr__rxu_lone[m].name, prop);
        if (!k) {
            const ScrRxuSet *u = &scr__rxu_sets[scr__rxu_lone[m].set];
            return rs_has(&scr__rxu_ranges[2 * u->off], u->n, c);
        }
        if (k < 0) lo = m + 1;
        else hi = m;
    }
    return false;
}

/* IdentifierStart and IdentifierPart, as V8 decides them for names. */
static bool id_start(uint32_t c) {
    if (c < 128) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_';
    return unidata_has("ID_Start", c);
}
static bool id_part(uint32_t c) {
    if (c < 128) return id_start(c) || (c >= '0' && c <= '9');
    return c == 0x200C || c == 0x200D || unidata_has("ID_Continue", c);
}

static int unicode_escape(P *p, uint32_t *cp);

/* A group name (p->i just after '<') up to and past its '>', as V8's
 * ParseCaptureGroupName reads it: code points (surrogate pairs joined
 * whatever the flags), \u escapes (\uXXXX, a pair of them, \u{...})
 * decoded. Returns the name (malloc'ed UTF-16, *len units), or NULL with
 * *err set and p->i somewhere inside. Sets nothing else in p. */
static uint16_t *read_name(P *p, uint32_t *len, const char **err) {
    bool u = p->u;
    const char *saved = p->err;
    p->u = true; /* names are read in unicode mode */
    uint16_t *buf = NULL;
    uint32_t n = 0, cap = 0;
    *err = NULL;
    for (bool first = true;; first = false) {
        if (p->i >= p->n) {
            *err = "Invalid capture group name";
            break;
        }
        size_t l;
        uint32_t c = peek(p, p->i, &l);
        p->i += l;
        if (c == '\\' && p->i < p->n && p->s[p->i] == 'u') {
            p->i++;
            p->err = NULL;
            if (unicode_escape(p, &c) <= 0) {
                *err = "Invalid Unicode escape";
                break;
            }
        }
        if (c == '>' && !first) { /* an escaped '>' ends the name too (V8) */
            p->u = u;
            p->err = saved;
            *len = n;
            if (!buf) buf = scr__xmalloc(sizeof(uint16_t));
            return buf;
        }
        if (c == '\\' || !(first ? id_start(c) : id_part(c))) {
            *err = "Invalid capture group name";
            break;
        }
        SCR_GROW(buf, cap, n + 2, 8);
        if (c >= 0x10000) {
            buf[n++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
            buf[n++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            buf[n++] = (uint16_t)c;
        }
    }
    p->u = u;
    p->err = saved;
    free(buf);
    return NULL;
}

/* ------------------------------------------------------------------------
 * Prescan: capture count and names (V8's ScanForCaptures: any "(?<" not
 * followed by '=' or '!' is a named group, valid name or not).
 * ---------------------------------------------------------------------- */

static void prescan(P *p) {
    uint32_t cap = 0, cap2 = 0;
    int cls = 0;
    for (size_t i = 0; i < p->n; i++) {
        uint16_t c = p->s[i];
        if (c == '\\') {
            i++;
            continue;
        }
        if (cls) {
            if (c == ']') cls--;
            else if (c == '[' && p->v) cls++;
            continue;
        }
        if (c == '[') {
            cls = 1;
            continue;
        }
        if (c != '(') continue;
        bool named = false;
        if (i + 1 < p->n && p->s[i + 1] == '?') {
            if (!(i + 2 < p->n && p->s[i + 2] == '<' &&
                  !(i + 3 < p->n && (p->s[i + 3] == '=' || p->s[i + 3] == '!'))))
                continue;
            named = true;
            p->has_names = true;
        }
        p->ngroups++;
        SCR_GROW(p->names, cap, p->ngroups + 1, 8);
        SCR_GROW(p->name_len, cap2, p->ngroups + 1, 8);
        p->names[p->ngroups] = NULL;
        p->name_len[p->ngroups] = 0;
        if (named) {
            size_t save = p->i;
            const char *err;
            p->i = i + 3;
            p->names[p->ngroups] = read_name(p, &p->name_len[p->ngroups], &err);
            p->i = save;
        }
    }
}

static uint32_t group_of(const P *p, const uint16_t *nm, size_t len) {
    for (uint32_t g = 1; g <= p->ngroups; g++)
        if (p->names[g] && p->name_len[g] == len && !memcmp(p->names[g], nm, len * 2)) return g;
    return 0;
}

/* ------------------------------------------------------------------------
 * Escapes.
 * ---------------------------------------------------------------------- */

static uint32_t cp_max(const P *p) { return p->u ? 0x10FFFF : 0xFFFF; }

static void set_digit(RSet *s) { rs_add(s, '0', '9'); }
static void set_word(P *p, RSet *s) {
    rs_add(s, '0', '9');
    rs_add(s, 'A', 'Z');
    rs_add(s, '_', '_');
    rs_add(s, 'a', 'z');
    if (p->u && p->ic) {
        rs_add(s, 0x17F, 0x17F);
        rs_add(s, 0x212A, 0x212A);
    }
}
static void set_space(RSet *s) {
    static const uint32_t ws[][2] = {{9, 13}, {0x20, 0x20}, {0xA0, 0xA0}, {0x1680, 0x1680},
                                     {0x2000, 0x200A}, {0x2028, 0x2029}, {0x202F, 0x202F},
                                     {0x205F, 0x205F}, {0x3000, 0x3000}, {0xFEFF, 0xFEFF}};
    for (size_t i = 0; i < sizeof ws / sizeof *ws; i++) rs_add(s, ws[i][0], ws[i][1]);
}

static const ScrRxuName *find_name(const ScrRxuName *t, uint32_t n, const char *nm) {
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t m = (lo + hi) / 2;
        int c = strcmp(t[m].name, nm);
        if (!c) return &t[m];
        if (c < 0) lo = m + 1;
        else hi = m;
    }
    return NULL;
}

static void add_uset(RSet *s, uint32_t idx) {
    const ScrRxuSet *u = &scr__rxu_sets[idx];
    for (uint32_t k = 0; k < u->n; k++)
        rs_add(s, scr__rxu_ranges[2 * (u->off + k)], scr__rxu_ranges[2 * (u->off + k) + 1]);
}

/* \p{...} (p->i at '{'): adds the property's ranges (complemented for \P)
 * to out, normalized. */
static int parse_property(P *p, RSet *out, bool negated, bool in_class) {
    const char *bad = in_class ? "Invalid property name in character class" : "Invalid property name";
    if (cur(p) != '{') return fail(p, bad);
    size_t j = p->i + 1;
    char name[96];
    size_t k = 0;
    while (j < p->n && p->s[j] != '}') {
        uint16_t c = p->s[j];
        if (k + 1 >= sizeof name || !(prop_char(c) || c == '=')) return fail(p, bad);
        name[k++] = (char)c;
        j++;
    }
    if (j >= p->n || k == 0) return fail(p, bad);
    name[k] = 0;
    p->i = j + 1;
    const ScrRxuName *hit = NULL;
    char *eq = strchr(name, '=');
    if (eq) {
        *eq = 0;
        const char *val = eq + 1;
        if (!strcmp(name, "General_Category") || !strcmp(name, "gc"))
            hit = find_name(scr__rxu_gc, scr__rxu_gc_count, val);
        else if (!strcmp(name, "Script") || !strcmp(name, "sc"))
            hit = find_name(scr__rxu_sc, scr__rxu_sc_count, val);
        else if (!strcmp(name, "Script_Extensions") || !strcmp(name, "scx"))
            hit = find_name(scr__rxu_scx, scr__rxu_scx_count, val);
    } else {
        hit = find_name(scr__rxu_lone, scr__rxu_lone_count, name);
        if (!hit && p->v) {
            static const char *const strprops[] = {
                "Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Modifier_Sequence",
                "RGI_Emoji_Flag_Sequence", "RGI_Emoji_Tag_Sequence", "RGI_Emoji_ZWJ_Sequence",
                "RGI_Emoji"};
            for (size_t x = 0; x < sizeof strprops / sizeof *strprops; x++)
                if (!strcmp(name, strprops[x])) {
                    if (negated) return fail(p, bad);
                    /* V8 accepts it; scr reports it once the rest parsed. */
                    p->strprop = true;
                    return 3;
                }
        }
    }
    if (!hit) return fail(p, bad);
    RSet s = {0};
    add_uset(&s, hit->set);
    rs_norm(&s);
    if (negated) {
        if (p->ic && p->v) rs_close(&s, true);
        rs_invert(&s, 0x10FFFF);
    }
    rs_addset(out, &s);
    free(s.r);
    return 0;
}

static uint32_t legacy_octal(P *p) {
    uint32_t v = 0;
    int k = 0;
    while (p->i < p->n && k < 3 && p->s[p->i] >= '0' && p->s[p->i] <= '7') {
        uint32_t nv = v * 8 + (p->s[p->i] - '0');
        if (nv > 0377) break;
        v = nv;
        p->i++;
        k++;
    }
    return v;
}

static bool hex4(const P *p, size_t i, uint32_t *v) {
    if (i + 4 > p->n) return false;
    for (size_t k = 0; k < 4; k++)
        if (!is_hex(p->s[i + k])) return false;
    *v = (uint32_t)(hexv(p->s[i]) << 12 | hexv(p->s[i + 1]) << 8 | hexv(p->s[i + 2]) << 4 |
                    hexv(p->s[i + 3]));
    return true;
}

/* After "\u": 1 with *cp, 0 not an escape (non-u: literal 'u'), -1. */
static int unicode_escape(P *p, uint32_t *cp) {
    if (p->u && cur(p) == '{') {
        uint32_t v = 0;
        size_t j = p->i + 1;
        if (j >= p->n || !is_hex(p->s[j])) return fail(p, "Invalid Unicode escape");
        while (j < p->n && is_hex(p->s[j])) {
            v = v * 16 + (uint32_t)hexv(p->s[j]);
            if (v > 0x10FFFF) return fail(p, "Invalid Unicode escape");
            j++;
        }
        if (j >= p->n || p->s[j] != '}') return fail(p, "Invalid Unicode escape");
        p->i = j + 1;
        *cp = v;
        return 1;
    }
    uint32_t v, lo;
    if (hex4(p, p->i, &v)) {
        p->i += 4;
        if (p->u && v >= 0xD800 && v <= 0xDBFF && p->i + 6 <= p->n && p->s[p->i] == '\\' &&
            p->s[p->i + 1] == 'u' && hex4(p, p->i + 2, &lo) && lo >= 0xDC00 && lo <= 0xDFFF) {
            p->i += 6;
            v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
        }
        *cp = v;
        return 1;
    }
    if (p->u) return fail(p, "Invalid Unicode escape");
    return 0;
}

/* One escape after '\\' (p->i at the escaped character): 1 with *cp, 2
 * with a class escape added to *set (normalized), 3 a property of strings
 * (v mode; nothing added), -1. */
static int char_escape(P *p, bool in_class, uint32_t *cp, RSet *set) {
    if (p->i >= p->n) return fail(p, "\\ at end of pattern");
    size_t len;
    uint32_t c = peek(p, p->i, &len);
    p->i += len;
    RSet t = {0};
    switch (c) {
    case 'd': case 'D': case 'w': case 'W': case 's': case 'S':
        if ((c | 0x20) == 'd') set_digit(&t);
        else if ((c | 0x20) == 'w') set_word(p, &t);
        else set_space(&t);
        rs_norm(&t);
        if (c < 'a') rs_invert(&t, cp_max(p));
        rs_addset(set, &t);
        free(t.r);
        return 2;
    case 'p': case 'P':
        if (!p->u) break;
        return parse_property(p, set, c == 'P', in_class) == 3 ? 3 : (p->err ? -1 : 2);
    case 'f': *cp = '\f'; return 1;
    case 'n': *cp = '\n'; return 1;
    case 'r': *cp = '\r'; return 1;
    case 't': *cp = '\t'; return 1;
    case 'v': *cp = '\v'; return 1;
    case 'b':
        if (in_class) {
            *cp = 8;
            return 1;
        }
        break;
    case '-':
        if (in_class) {
            *cp = '-';
            return 1;
        }
        break;
    case 'c': {
        uint32_t x = cur(p);
        if ((x >= 'a' && x <= 'z') || (x >= 'A' && x <= 'Z')) {
            p->i++;
            *cp = x % 32;
            return 1;
        }
        if (!p->u && in_class && ((x >= '0' && x <= '9') || x == '_')) {
            p->i++;
            *cp = x % 32;
            return 1;
        }
        if (p->u) return fail(p, "Invalid Unicode escape");
        p->i--;
        *cp = '\\';
        return 1;
    }
    case 'x':
        if (p->i + 2 <= p->n && is_hex(p->s[p->i]) && is_hex(p->s[p->i + 1])) {
            *cp = (uint32_t)(hexv(p->s[p->i]) * 16 + hexv(p->s[p->i + 1]));
            p->i += 2;
            return 1;
        }
        if (p->u) return fail(p, "Invalid escape");
        *cp = 'x';
        return 1;
    case 'u': {
        int r = unicode_escape(p, cp);
        if (r < 0) return -1;
        if (r == 0) *cp = 'u';
        return 1;
    }
    case '0':
        if (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9') {
            if (p->u) return fail(p, in_class ? "Invalid class escape" : "Invalid decimal escape");
            p->i--;
            *cp = legacy_octal(p);
            return 1;
        }
        *cp = 0;
        return 1;
    default:
        break;
    }
    if (c >= '1' && c <= '7' && in_class) {
        if (p->u) return fail(p, "Invalid class escape");
        if (c >= '8') {
            *cp = c;
            return 1;
        }
        p->i--;
        *cp = legacy_octal(p);
        return 1;
    }
    /* \k is a named reference (an error in a class) under u or when the
     * pattern has named groups, else an identity escape. */
    if (c == 'k' && in_class && p->has_names) return fail(p, "Invalid escape");
    if (p->u) {
        if (is_syntax(c) || (in_class && c == '-')) {
            *cp = c;
            return 1;
        }
        if (p->v && in_class && c < 128 && strchr("&-!#%,:;<=>@`~", (int)c)) {
            *cp = c;
            return 1;
        }
        return fail(p, "Invalid escape");
    }
    *cp = c;
    return 1;
}

/* ------------------------------------------------------------------------
 * Character classes.
 * ---------------------------------------------------------------------- */

/* A class under construction: a code point set and (v mode) strings. */
typedef struct Str32 {
    uint32_t *d;
    uint32_t n;
} Str32;

typedef struct CSet {
    RSet set;
    Str32 *strs;
    uint32_t nstr, capstr;
} CSet;

static void cs_free(CSet *c) {
    free(c->set.r);
    for (uint32_t i = 0; i < c->nstr; i++) free(c->strs[i].d);
    free(c->strs);
    memset(c, 0, sizeof *c);
}

static bool str_eq(const Str32 *a, const Str32 *b) {
    return a->n == b->n && (!a->n || !memcmp(a->d, b->d, a->n * sizeof(uint32_t)));
}

static bool cs_has_str(const CSet *c, const Str32 *s) {
    for (uint32_t i = 0; i < c->nstr; i++)
        if (str_eq(&c->strs[i], s)) return true;
    return false;
}

static void cs_add_str(CSet *c, const uint32_t *d, uint32_t n) {
    Str32 s = {(uint32_t *)d, n};
    if (n == 1) {
        rs_add(&c->set, d[0], d[0]);
        return;
    }
    if (cs_has_str(c, &s)) return;
    SCR_GROW(c->strs, c->capstr, c->nstr + 1, 4);
    uint32_t *cp = scr__xmalloc(sizeof(uint32_t) * (n ? n : 1));
    if (n) memcpy(cp, d, n * sizeof(uint32_t));
    c->strs[c->nstr].d = cp;
    c->strs[c->nstr].n = n;
    c->nstr++;
}

/* The non-v class body (p->i after '[' and '^'). */
static int parse_class_legacy(P *p, RSet *out) {
    for (;;) {
        if (p->i >= p->n) return fail(p, "Unterminated character class");
        if (p->s[p->i] == ']') {
            p->i++;
            return 0;
        }
        uint32_t a = 0, b = 0;
        RSet ea = {0}, eb = {0};
        size_t len;
        int ka;
        uint32_t c = peek(p, p->i, &len);
        if (c == '\\') {
            p->i++;
            ka = char_escape(p, true, &a, &ea);
        } else {
            p->i += len;
            a = c;
            ka = 1;
        }
        if (ka < 0) goto err;
        if (p->i + 1 < p->n && p->s[p->i] == '-' && p->s[p->i + 1] != ']') {
            p->i++;
            int kb;
            c = peek(p, p->i, &len);
            if (c == '\\') {
                p->i++;
                kb = char_escape(p, true, &b, &eb);
            } else {
                p->i += len;
                b = c;
                kb = 1;
            }
            if (kb < 0) goto err;
            if (ka == 2 || kb == 2) {
                if (p->u) {
                    fail(p, "Invalid character class");
                    goto err;
                }
                if (ka == 2) rs_addset(out, &ea);
                else rs_add(out, a, a);
                rs_add(out, '-', '-');
                if (kb == 2) rs_addset(out, &eb);
                else rs_add(out, b, b);
            } else {
                if (a > b) {
                    fail(p, "Range out of order in character class");
                    goto err;
                }
                rs_add(out, a, b);
            }
        } else if (ka == 2) {
            rs_addset(out, &ea);
        } else {
            rs_add(out, a, a);
        }
        free(ea.r);
        free(eb.r);
        continue;
    err:
        free(ea.r);
        free(eb.r);
        return -1;
    }
}

static int parse_class_v(P *p, CSet *out, bool *may);

/* v mode: a ClassSetCharacter (V8's ParseClassSetCharacter): 1 with *cp,
 * or -1. */
static int v_char(P *p, uint32_t *cp) {
    if (p->i >= p->n) return fail(p, "Unterminated character class");
    size_t len;
    uint32_t c = peek(p, p->i, &len);
    if (c == '\\') {
        p->i++;
        uint32_t e = cur(p);
        if (e == 0xFFFFFFFF) return fail(p, "\\ at end of pattern");
        if (e < 128 && strchr("dDsSwWpPk", (int)e)) return fail(p, "Invalid escape");
        RSet dummy = {0};
        int k = char_escape(p, true, cp, &dummy);
        free(dummy.r);
        return k < 0 ? -1 : k == 1 ? 1 : fail(p, "Invalid escape");
    }
    if (c < 128 && strchr("()[]{}/-\\|", (int)c))
        return fail(p, "Invalid character in character class");
    if (p->i + 1 < p->n && c < 128 && p->s[p->i + 1] == c && strchr("&!#$%*+,.:;<=>?@^`~", (int)c))
        return fail(p, "Invalid set operation in character class");
    p->i += len;
    *cp = c;
    return 1;
}

/* v mode: \q{...} (p->i at 'q'): its strings into o; *may when one is not
 * a single character. 2 or -1. */
static int v_strings(P *p, CSet *o, bool *may) {
    p->i++;
    if (cur(p) != '{') return fail(p, "Invalid escape");
    p->i++;
    uint32_t *buf = NULL;
    uint32_t bn = 0, bc = 0;
    for (;;) {
        uint32_t x = cur(p);
        if (x == '}' || x == '|' || x == 0xFFFFFFFF) {
            if (bn != 1) *may = true;
            if (bn == 0) {
                /* the empty string */
                Str32 e = {NULL, 0};
                if (!cs_has_str(o, &e)) {
                    SCR_GROW(o->strs, o->capstr, o->nstr + 1, 4);
                    o->strs[o->nstr].d = NULL;
                    o->strs[o->nstr].n = 0;
                    o->nstr++;
                }
            } else {
                cs_add_str(o, buf, bn);
            }
            bn = 0;
            if (x == 0xFFFFFFFF) {
                free(buf);
                return fail(p, "Unterminated character class");
            }
            p->i++;
            if (x == '}') break;
            continue;
        }
        if (v_char(p, &x) < 0) {
            free(buf);
            return -1;
        }
        SCR_GROW(buf, bc, bn + 1, 8);
        buf[bn++] = x;
    }
    free(buf);
    return 2;
}

/* v mode: one ClassSetOperand (V8's ParseClassSetOperand): 1 a single
 * character (*cp), 2 a set (into *o; *may when it may contain strings:
 * \q{..} with a string that is not one character, a nested class that
 * may, a property of strings), -1. */
static int v_operand(P *p, uint32_t *cp, CSet *o, bool *may) {
    *may = false;
    if (p->i >= p->n) return fail(p, "Unterminated character class");
    uint32_t c = p->s[p->i];
    if (c == '[') {
        p->i++;
        return parse_class_v(p, o, may) < 0 ? -1 : 2;
    }
    if (c == '\\' && p->i + 1 < p->n) {
        uint32_t e = p->s[p->i + 1];
        if (e == 'q') {
            p->i++;
            return v_strings(p, o, may);
        }
        if (e < 128 && strchr("dDsSwWpP", (int)e)) {
            p->i++;
            RSet s = {0};
            int k = char_escape(p, true, cp, &s);
            if (k == 3) *may = true;
            rs_addset(&o->set, &s);
            free(s.r);
            return k < 0 ? -1 : 2;
        }
    }
    return v_char(p, cp);
}

/* Closes a v-mode operand under /i (simple case folding of its
 * characters and strings). */
static void v_close(P *p, CSet *o) {
    rs_norm(&o->set);
    if (!p->ic) return;
    rs_close(&o->set, true);
    for (uint32_t i = 0; i < o->nstr; i++)
        for (uint32_t k = 0; k < o->strs[i].n; k++)
            o->strs[i].d[k] = fold_canon(true, o->strs[i].d[k]);
}

/* acc := acc op o (0 union, 1 intersection, 2 subtraction); both closed. */
static void v_combine(CSet *acc, CSet *o, int op) {
    if (op == 0) {
        rs_addset(&acc->set, &o->set);
        rs_norm(&acc->set);
        for (uint32_t i = 0; i < o->nstr; i++)
            if (!cs_has_str(acc, &o->strs[i])) cs_add_str(acc, o->strs[i].d, o->strs[i].n);
        return;
    }
    if (op == 1) rs_intersect(&acc->set, &o->set);
    else rs_subtract(&acc->set, &o->set, 0x10FFFF);
    uint32_t w = 0;
    for (uint32_t i = 0; i < acc->nstr; i++) {
        if (cs_has_str(o, &acc->strs[i]) == (op == 1)) acc->strs[w++] = acc->strs[i];
        else free(acc->strs[i].d);
    }
    acc->nstr = w;
}

/* A v-mode class (p->i after '['), into out (normalized, closed), with
 * V8's errors: a ClassUnion (where a range is two characters around '-'),
 * or operands joined by one of "--" and "&&" throughout. *may: the class
 * may contain strings (union: any operand may; intersection: every one;
 * subtraction: the first); a negated class that may is an error. */
static int parse_class_v(P *p, CSet *out, bool *may) {
    bool negate = false;
    if (cur(p) == '^') {
        negate = true;
        p->i++;
    }
    CSet acc = {0}, o = {0};
    bool acc_may = false, m;
    int op = 0; /* 0 union, 1 intersection, 2 subtraction */
    uint32_t a, b;
    if (cur(p) != ']') {
        int k = v_operand(p, &a, &acc, &acc_may);
        if (k < 0) goto bad;
        if (k == 1) rs_add(&acc.set, a, a);
        if (cur(p) == '-' && p->i + 1 < p->n && p->s[p->i + 1] == '-') op = 2;
        else if (cur(p) == '&' && p->i + 1 < p->n && p->s[p->i + 1] == '&') op = 1;
        bool last_char = k == 1;
        v_close(p, &acc);
        while (p->i < p->n && p->s[p->i] != ']') {
            uint32_t c = p->s[p->i];
            bool dbl = p->i + 1 < p->n && p->s[p->i + 1] == c && (c == '-' || c == '&');
            if (op == 0) {
                if (dbl) {
                    fail(p, "Invalid set operation in character class");
                    goto bad;
                }
                if (c == '-') {
                    p->i++;
                    if (p->i >= p->n) break;
                    if (!last_char) {
                        fail(p, "Invalid character class");
                        goto bad;
                    }
                    k = v_operand(p, &b, &o, &m);
                    if (k < 0) goto bad;
                    if (k != 1) {
                        fail(p, "Invalid character class");
                        goto bad;
                    }
                    if (a > b) {
                        fail(p, "Range out of order in character class");
                        goto bad;
                    }
                    rs_add(&o.set, a, b);
                    last_char = false;
                } else {
                    k = v_operand(p, &a, &o, &m);
                    if (k < 0) goto bad;
                    if (k == 1) rs_add(&o.set, a, a);
                    last_char = k == 1;
                    acc_may |= m;
                }
            } else {
                if (!dbl || c != (op == 1 ? '&' : '-')) {
                    fail(p, "Invalid set operation in character class");
                    goto bad;
                }
                p->i += 2;
                if (op == 1 && cur(p) == '&') {
                    fail(p, "Invalid character in character class");
                    goto bad;
                }
                k = v_operand(p, &b, &o, &m);
                if (k < 0) goto bad;
                if (k == 1) rs_add(&o.set, b, b);
                if (op == 1) acc_may &= m;
            }
            v_close(p, &o);
            v_combine(&acc, &o, op);
            cs_free(&o);
        }
    }
    if (p->i >= p->n) {
        fail(p, "Unterminated character class");
        goto bad;
    }
    p->i++;
    if (negate && acc_may) {
        fail(p, "Negated character class may contain strings");
        goto bad;
    }
    rs_norm(&acc.set);
    if (negate) {
        /* strings only from \q{single characters}, already in the set */
        for (uint32_t i = 0; i < acc.nstr; i++) free(acc.strs[i].d);
        acc.nstr = 0;
        rs_invert(&acc.set, 0x10FFFF);
    }
    *may = negate ? false : acc_may;
    rs_addset(&out->set, &acc.set);
    rs_norm(&out->set);
    for (uint32_t i = 0; i < acc.nstr; i++)
        if (!cs_has_str(out, &acc.strs[i])) cs_add_str(out, acc.strs[i].d, acc.strs[i].n);
    cs_free(&acc);
    return 0;
bad:
    cs_free(&o);
    cs_free(&acc);
    return -1;
}

/* A set node for s (taken), closed under /i. */
static Node *set_node(P *p, RSet *s, bool negate) {
    Node *n = mk(p, N_SET);
    rs_norm(s);
    if (p->ic) rs_close(s, p->u);
    if (negate) rs_invert(s, cp_max(p));
    n->set = *s;
    memset(s, 0, sizeof *s);
    return n;
}

static Node *char_node(P *p, uint32_t c) {
    if (p->ic && fold_next(p->u, c) != c) {
        RSet s = {0};
        rs_add(&s, c, c);
        return set_node(p, &s, false);
    }
    Node *n = mk(p, N_CHAR);
    n->c = c;
    return n;
}

/* ------------------------------------------------------------------------
 * Terms and disjunctions.
 * ---------------------------------------------------------------------- */

static int braces(P *p, double *lo, double *hi) {
    size_t j = p->i + 1;
    double a = 0, b;
    if (j >= p->n || !(p->s[j] >= '0' && p->s[j] <= '9')) return 0;
    while (j < p->n && p->s[j] >= '0' && p->s[j] <= '9') a = a * 10 + (p->s[j++] - '0');
    b = a;
    if (j < p->n && p->s[j] == ',') {
        j++;
        if (j < p->n && p->s[j] >= '0' && p->s[j] <= '9') {
            b = 0;
            while (j < p->n && p->s[j] >= '0' && p->s[j] <= '9') b = b * 10 + (p->s[j++] - '0');
        } else {
            b = -1;
        }
    }
    if (j >= p->n || p->s[j] != '}') return 0;
    p->i = j + 1;
    *lo = a;
    *hi = b;
    return 1;
}

static Node *parse_disj(P *p);

/* The strings and set of a v-mode class as an alternation, longest
 * strings first. */
static Node *class_v_node(P *p, CSet *cs) {
    if (!cs->nstr) return set_node(p, &cs->set, false);
    Node *alt = mk(p, N_ALT);
    /* longest first (stable for equal lengths) */
    for (uint32_t i = 1; i < cs->nstr; i++)
        for (uint32_t j = i; j > 0 && cs->strs[j - 1].n < cs->strs[j].n; j--) {
            Str32 t = cs->strs[j];
            cs->strs[j] = cs->strs[j - 1];
            cs->strs[j - 1] = t;
        }
    bool empty = false;
    for (uint32_t i = 0; i < cs->nstr; i++) {
        if (cs->strs[i].n == 0) {
            empty = true;
            continue;
        }
        Node *seq = mk(p, N_SEQ);
        for (uint32_t k = 0; k < cs->strs[i].n; k++) kid(seq, char_node(p, cs->strs[i].d[k]));
        kid(alt, seq);
    }
    if (cs->set.n) kid(alt, set_node(p, &cs->set, false));
    if (empty) kid(alt, mk(p, N_EMPTY));
    return alt;
}

static Node *parse_term(P *p, bool *ok) {
    *ok = true;
    size_t len;
    uint32_t c = peek(p, p->i, &len);
    Node *atom = NULL;
    bool quantifiable = true;
    int cap_before = (int)p->gcount;
    switch (c) {
    /* Assertions take no quantifier: one after them starts the next term
     * ("Nothing to repeat", as in V8). */
    case '^':
        p->i++;
        return mk(p, N_BOL);
    case '$':
        p->i++;
        return mk(p, N_EOL);
    case '.': {
        p->i++;
        RSet s = {0};
        if (p->dotall) rs_add(&s, 0, cp_max(p));
        else {
            rs_add(&s, 0, 9);
            rs_add(&s, 11, 12);
            rs_add(&s, 14, 0x2027);
            rs_add(&s, 0x202A, cp_max(p));
        }
        atom = mk(p, N_SET);
        atom->set = s;
        break;
    }
    case '[': {
        p->i++;
        if (p->v) {
            CSet cs = {0};
            bool may;
            if (parse_class_v(p, &cs, &may) < 0) {
                cs_free(&cs);
                goto bad;
            }
            atom = class_v_node(p, &cs);
            cs_free(&cs);
            break;
        }
        bool neg = false;
        if (cur(p) == '^') {
            neg = true;
            p->i++;
        }
        RSet s = {0};
        if (parse_class_legacy(p, &s) < 0) {
            free(s.r);
            goto bad;
        }
        atom = set_node(p, &s, neg);
        break;
    }
    case '(': {
        p->i++;
        if (++p->depth > 2000) {
            fail(p, "Regular expression too large");
            goto bad;
        }
        Node *g;
        if (cur(p) == '?') {
            uint32_t k = p->i + 1 < p->n ? p->s[p->i + 1] : 0;
            if (k == ':') {
                p->i += 2;
                g = mk(p, N_GROUP);
            } else if (k == '=' || k == '!') {
                p->i += 2;
                g = mk(p, N_LOOK);
                g->neg = k == '!';
                if (p->u) quantifiable = false;
            } else if (k == '<' && p->i + 2 < p->n && (p->s[p->i + 2] == '=' || p->s[p->i + 2] == '!')) {
                g = mk(p, N_LOOK);
                g->neg = p->s[p->i + 2] == '!';
                g->behind = true;
                p->i += 3;
                quantifiable = false;
            } else if (k == '<') {
                p->i += 2;
                uint32_t nl;
                const char *e;
                uint16_t *nm = read_name(p, &nl, &e);
                if (!nm) {
                    fail(p, e);
                    goto bad;
                }
                /* A name used by an earlier group (V8 reports it here). */
                for (uint32_t x = 1; x <= p->gcount && x <= p->ngroups; x++)
                    if (p->names[x] && p->name_len[x] == nl && !memcmp(p->names[x], nm, nl * 2)) {
                        free(nm);
                        fail(p, "Duplicate capture group name");
                        goto bad;
                    }
                free(nm);
                g = mk(p, N_GROUP);
                g->group = (int)++p->gcount;
            } else {
                fail(p, "Invalid group");
                goto bad;
            }
        } else {
            g = mk(p, N_GROUP);
            g->group = (int)++p->gcount;
        }
        Node *d = parse_disj(p);
        if (!d) goto bad;
        if (cur(p) != ')') {
            fail(p, "Unterminated group");
            goto bad;
        }
        p->i++;
        p->depth--;
        kid(g, d);
        atom = g;
        break;
    }
    case ')':
        fail(p, "Unmatched ')'");
        goto bad;
    case '*': case '+': case '?':
        fail(p, "Nothing to repeat");
        goto bad;
    case '{': {
        double lo, hi;
        size_t save = p->i;
        if (braces(p, &lo, &hi)) {
            fail(p, "Nothing to repeat");
            goto bad;
        }
        p->i = save;
        if (p->u) {
            fail(p, "Lone quantifier brackets");
            goto bad;
        }
        p->i++;
        atom = char_node(p, '{');
        break;
    }
    case '}': case ']':
        if (p->u) {
            fail(p, "Lone quantifier brackets");
            goto bad;
        }
        p->i++;
        atom = char_node(p, c);
        break;
    case '\\': {
        p->i++;
        uint32_t e = cur(p);
        if (e == 0xFFFFFFFF) {
            fail(p, "\\ at end of pattern");
            goto bad;
        }
        if (e == 'b' || e == 'B') {
            p->i++;
            return mk(p, e == 'b' ? N_WORDB : N_NWORDB);
        }
        if (e >= '1' && e <= '9') {
            size_t save = p->i;
            double v = 0;
            while (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9') v = v * 10 + (p->s[p->i++] - '0');
            if (v <= p->ngroups) {
                atom = mk(p, N_BREF);
                atom->c = (uint32_t)v;
                break;
            }
            if (p->u) {
                fail(p, "Invalid escape");
                goto bad;
            }
            p->i = save;
            if (e >= '8') {
                p->i++;
                atom = char_node(p, e);
                break;
            }
            atom = char_node(p, legacy_octal(p));
            break;
        }
        if (e == 'k' && (p->u || p->has_names)) {
            p->i++;
            if (cur(p) != '<') {
                fail(p, "Invalid named reference");
                goto bad;
            }
            p->i++;
            uint32_t nl;
            const char *err;
            uint16_t *nm = read_name(p, &nl, &err);
            if (!nm) {
                fail(p, err);
                goto bad;
            }
            uint32_t g = group_of(p, nm, nl);
            free(nm);
            /* V8 looks names up once the whole pattern parsed. */
            if (!g) p->bad_ref = true;
            atom = mk(p, N_BREF);
            atom->c = g;
            break;
        }
        uint32_t cp;
        RSet s = {0};
        int k = char_escape(p, false, &cp, &s);
        if (k < 0) {
            free(s.r);
            goto bad;
        }
        if (k >= 2) atom = set_node(p, &s, false);
        else {
            free(s.r);
            atom = char_node(p, cp);
        }
        break;
    }
    default:
        p->i += len;
        atom = char_node(p, c);
        break;
    }
    /* A quantifier. */
    if (p->i >= p->n) return atom;
    uint32_t q = p->s[p->i];
    double lo = 0, hi = -1;
    bool have = false;
    if (q == '*' || q == '+' || q == '?') {
        have = true;
        p->i++;
        lo = q == '+' ? 1 : 0;
        hi = q == '?' ? 1 : -1;
    } else if (q == '{') {
        size_t save = p->i;
        if (braces(p, &lo, &hi)) {
            have = true;
            if (hi >= 0 && lo > hi) {
                fail(p, "numbers out of order in {} quantifier");
                goto bad;
            }
        } else if (p->u) {
            p->i = save;
            fail(p, "Incomplete quantifier");
            goto bad;
        }
    }
    if (!have) return atom;
    if (!quantifiable) { /* a lookbehind, or a lookahead under u/v */
        fail(p, "Invalid quantifier");
        goto bad;
    }
    Node *r = mk(p, N_REPEAT);
    r->min = lo;
    r->max = hi;
    r->greedy = true;
    if (cur(p) == '?') {
        p->i++;
        r->greedy = false;
    }
    r->cap_lo = cap_before + 1;
    r->cap_hi = (int)p->gcount + 1;
    kid(r, atom);
    return r;
bad:
    *ok = false;
    return NULL;
}

static Node *parse_alt(P *p) {
    Node *seq = mk(p, N_SEQ);
    while (p->i < p->n && p->s[p->i] != '|' && p->s[p->i] != ')') {
        bool ok;
        Node *t = parse_term(p, &ok);
        if (!ok) return NULL;
        kid(seq, t);
    }
    return seq;
}

static Node *parse_disj(P *p) {
    Node *alt = mk(p, N_ALT);
    for (;;) {
        Node *s = parse_alt(p);
        if (!s) return NULL;
        kid(alt, s);
        if (cur(p) != '|') break;
        p->i++;
    }
    if (alt->nkids == 1) return alt->kids[0];
    /* a|b|[c-d]: one set (fewer backtrack entries, as V8 does). */
    RSet u = {0};
    for (uint32_t i = 0; i < alt->nkids; i++) {
        Node *k = alt->kids[i];
        if (k->kind == N_SEQ && k->nkids == 1) k = k->kids[0];
        if (k->kind == N_CHAR) rs_add(&u, k->c, k->c);
        else if (k->kind == N_SET) rs_addset(&u, &k->set);
        else {
            free(u.r);
            return alt;
        }
    }
    Node *n = mk(p, N_SET);
    rs_norm(&u);
    n->set = u;
    return n;
}

/* ------------------------------------------------------------------------
 * Bytecode.
 * ---------------------------------------------------------------------- */

enum {
    OP_MATCH, OP_CHAR, OP_CHAR_B, OP_SET, OP_SET_B, OP_SPLIT, OP_JMP, OP_SAVE, OP_BOL, OP_EOL,
    OP_BOLM, OP_EOLM, OP_WB, OP_NWB, OP_BREF, OP_BREF_B, OP_LOOK, OP_LOOK_END, OP_LOOP_INIT,
    OP_LOOP, OP_ITER, OP_ITER_END, OP_STAR, OP_FAIL,
};

typedef struct RxSet {
    uint32_t *r;
    uint32_t n;
    uint8_t bm[32]; /* code points < 256 */
} RxSet;

struct ScrRxProg {
    int32_t *code;
    uint32_t len, cap;
    RxSet *sets;
    uint32_t nsets, capsets;
    uint32_t ngroups;
    uint32_t nregs;
    uint16_t **names;
    uint32_t *name_len;
    bool has_names;
    bool u, ic, m, ui_word;
    bool anchored;    /* starts with ^ (not multiline) */
    uint8_t *first;   /* 65536-bit set of possible first code units, or NULL */
};

static uint32_t emit(ScrRxProg *g, int32_t v) {
    SCR_GROW(g->code, g->cap, g->len + 1, 64);
    g->code[g->len] = v;
    return g->len++;
}

static int32_t add_set(ScrRxProg *g, const RSet *s) {
    SCR_GROW(g->sets, g->capsets, g->nsets + 1, 8);
    RxSet *x = &g->sets[g->nsets];
    memset(x, 0, sizeof *x);
    x->n = s->n;
    x->r = scr__xmalloc(sizeof(uint32_t) * 2 * (s->n ? s->n : 1));
    if (s->n) memcpy(x->r, s->r, sizeof(uint32_t) * 2 * s->n);
    for (uint32_t i = 0; i < s->n && s->r[2 * i] < 256; i++)
        for (uint32_t c = s->r[2 * i]; c <= s->r[2 * i + 1] && c < 256; c++) x->bm[c >> 3] |= (uint8_t)(1 << (c & 7));
    return (int32_t)g->nsets++;
}

static int32_t clamp(double d) { return d < 0 || d > 0x7FFFFFFF ? 0x7FFFFFFF : (int32_t)d; }

/* Whether n matches exactly one code unit (for OP_STAR). */
static bool single_unit(const ScrRxProg *g, const Node *n) {
    if (n->kind == N_CHAR) return !g->u || n->c < 0xD800 || (n->c >= 0xE000 && n->c <= 0xFFFF);
    if (n->kind == N_SET) {
        if (!g->u) return true;
        if (n->set.n == 0) return true;
        if (n->set.r[2 * n->set.n - 1] > 0xFFFF) return false;
        for (uint32_t i = 0; i < n->set.n; i++)
            if (n->set.r[2 * i] <= 0xDFFF && n->set.r[2 * i + 1] >= 0xD800) return false;
        return true;
    }
    return false;
}

static void gen(ScrRxProg *g, const Node *n, bool back);

static void gen_seq(ScrRxProg *g, const Node *n, bool back) {
    if (back)
        for (uint32_t i = n->nkids; i-- > 0;) gen(g, n->kids[i], back);
    else
        for (uint32_t i = 0; i < n->nkids; i++) gen(g, n->kids[i], back);
}

static void gen(ScrRxProg *g, const Node *n, bool back) {
    switch (n->kind) {
    case N_EMPTY: break;
    case N_CHAR:
        emit(g, back ? OP_CHAR_B : OP_CHAR);
        emit(g, (int32_t)n->c);
        break;
    case N_SET:
        emit(g, back ? OP_SET_B : OP_SET);
        emit(g, add_set(g, &n->set));
        break;
    case N_SEQ: gen_seq(g, n, back); break;
    case N_ALT: {
        /* SPLIT L1, next; L1: alt1; JMP end; next: SPLIT ... */
        uint32_t *jumps = scr__xmalloc(sizeof(uint32_t) * n->nkids);
        for (uint32_t i = 0; i < n->nkids; i++) {
            uint32_t sp = 0;
            if (i + 1 < n->nkids) {
                sp = emit(g, OP_SPLIT);
                emit(g, 0);
                emit(g, 0);
                g->code[sp + 1] = (int32_t)g->len;
            }
            gen(g, n->kids[i], back);
            if (i + 1 < n->nkids) {
                jumps[i] = emit(g, OP_JMP);
                emit(g, 0);
                g->code[sp + 2] = (int32_t)g->len;
            }
        }
        for (uint32_t i = 0; i + 1 < n->nkids; i++) g->code[jumps[i] + 1] = (int32_t)g->len;
        free(jumps);
        break;
    }
    case N_GROUP:
        if (n->group >= 0) {
            emit(g, OP_SAVE);
            emit(g, 2 * n->group + (back ? 1 : 0));
        }
        gen(g, n->kids[0], back);
        if (n->group >= 0) {
            emit(g, OP_SAVE);
            emit(g, 2 * n->group + (back ? 0 : 1));
        }
        break;
    case N_BOL: emit(g, g->m ? OP_BOLM : OP_BOL); break;
    case N_EOL: emit(g, g->m ? OP_EOLM : OP_EOL); break;
    case N_WORDB: emit(g, OP_WB); break;
    case N_NWORDB: emit(g, OP_NWB); break;
    case N_BREF:
        emit(g, back ? OP_BREF_B : OP_BREF);
        emit(g, (int32_t)n->c);
        break;
    case N_LOOK: {
        uint32_t at = emit(g, OP_LOOK);
        emit(g, n->neg);
        emit(g, 0);
        gen(g, n->kids[0], n->behind);
        emit(g, OP_LOOK_END);
        g->code[at + 2] = (int32_t)g->len;
        break;
    }
    case N_REPEAT: {
        const Node *a = n->kids[0];
        int32_t min = clamp(n->min), max = n->max < 0 ? 0x7FFFFFFF : clamp(n->max);
        if (max == 0) break;
        if (min == 1 && max == 1) {
            gen(g, a, back);
            break;
        }
        if (!back && single_unit(g, a)) {
            emit(g, OP_STAR);
            emit(g, a->kind == N_CHAR ? 0 : 1);
            emit(g, a->kind == N_CHAR ? (int32_t)a->c : add_set(g, &a->set));
            emit(g, min);
            emit(g, max);
            emit(g, n->greedy);
            break;
        }
        int32_t r = (int32_t)g->nregs++, pr = (int32_t)g->nregs++;
        emit(g, OP_LOOP_INIT);
        emit(g, r);
        uint32_t head = emit(g, OP_LOOP);
        emit(g, r);
        emit(g, min);
        emit(g, max);
        emit(g, n->greedy);
        emit(g, 0); /* exit */
        emit(g, OP_ITER);
        emit(g, pr);
        emit(g, 2 * n->cap_lo);
        emit(g, 2 * n->cap_hi);
        gen(g, a, back);
        emit(g, OP_ITER_END);
        emit(g, r);
        emit(g, pr);
        emit(g, min);
        emit(g, (int32_t)head);
        g->code[head + 5] = (int32_t)g->len;
        break;
    }
    }
}

/* The possible first code units of n into bm: 0 n always consumes one
 * (and bm holds its first units), 1 n may match empty, 2 unknown. */
static void mark_range(uint8_t *bm, uint32_t lo, uint32_t hi) {
    if (lo > 0xFFFF) {
        uint32_t h1 = 0xD800 + ((lo - 0x10000) >> 10), h2 = 0xD800 + ((hi - 0x10000) >> 10);
        lo = h1;
        hi = h2;
    } else if (hi > 0xFFFF) {
        mark_range(bm, 0x10000, hi);
        hi = 0xFFFF;
    }
    for (uint32_t c = lo; c <= hi; c++) bm[c >> 3] |= (uint8_t)(1 << (c & 7));
}

static int first_of(const Node *n, uint8_t *bm) {
    switch (n->kind) {
    case N_CHAR: mark_range(bm, n->c, n->c); return 0;
    case N_SET:
        for (uint32_t i = 0; i < n->set.n; i++) mark_range(bm, n->set.r[2 * i], n->set.r[2 * i + 1]);
        return 0;
    case N_SEQ:
        for (uint32_t i = 0; i < n->nkids; i++) {
            int r = first_of(n->kids[i], bm);
            if (r != 1) return r;
        }
        return 1;
    case N_ALT: {
        int res = 0;
        for (uint32_t i = 0; i < n->nkids; i++) {
            int r = first_of(n->kids[i], bm);
            if (r == 2) return 2;
            if (r == 1) res = 1;
        }
        return res;
    }
    case N_GROUP: return first_of(n->kids[0], bm);
    case N_REPEAT: {
        if (n->max == 0) return 1;
        int r = first_of(n->kids[0], bm);
        if (r == 2) return 2;
        return n->min == 0 ? 1 : r;
    }
    case N_BREF: return 2;
    default: return 1; /* assertions, empty */
    }
}

/* ------------------------------------------------------------------------
 * Compile.
 * ---------------------------------------------------------------------- */

static void free_nodes(P *p) {
    for (Node *n = p->nodes; n;) {
        Node *nx = n->next_alloc;
        free(n->kids);
        free(n->set.r);
        free(n);
        n = nx;
    }
    p->nodes = NULL;
}

ScrRxProg *scr__rx_compile(const uint16_t *src, size_t n, int flags, const char **err) {
    P p;
    memset(&p, 0, sizeof p);
    static const uint16_t none[1];
    p.s = src ? src : none;
    p.n = n;
    p.v = (flags & SCR_RX_UNICODE_SETS) != 0;
    p.u = (flags & SCR_RX_UNICODE) || p.v;
    p.ic = flags & SCR_RX_IGNORE_CASE;
    p.m = flags & SCR_RX_MULTILINE;
    p.dotall = flags & SCR_RX_DOT_ALL;
    prescan(&p);
    Node *root = parse_disj(&p);
    if (root && p.i < p.n) fail(&p, "Unmatched ')'");
    if (root && p.bad_ref) fail(&p, "Invalid named capture referenced");
    if (root && p.strprop) fail(&p, "Unsupported by scr: property of strings");
    if (!root || p.err) {
        *err = p.err ? p.err : "Invalid regular expression";
        free_nodes(&p);
        for (uint32_t g = 1; g <= p.ngroups; g++) free(p.names[g]);
        free(p.names);
        free(p.name_len);
        return NULL;
    }
    ScrRxProg *g = scr__xcalloc(1, sizeof *g);
    g->u = p.u;
    g->ic = p.ic;
    g->m = p.m;
    g->ui_word = p.u && p.ic;
    g->ngroups = p.ngroups;
    g->names = p.names;
    g->name_len = p.name_len;
    g->has_names = p.has_names;
    emit(g, OP_SAVE);
    emit(g, 0);
    gen(g, root, false);
    emit(g, OP_SAVE);
    emit(g, 1);
    emit(g, OP_MATCH);
    const Node *lead = root;
    while (lead->kind == N_SEQ && lead->nkids) lead = lead->kids[0];
    g->anchored = lead->kind == N_BOL && !p.m;
    uint8_t *bm = scr__xcalloc(8192, 1);
    if (first_of(root, bm) == 0) g->first = bm;
    else free(bm);
    free_nodes(&p);
    return g;
}

void scr__rx_free(ScrRxProg *g) {
    if (!g) return;
    free(g->code);
    for (uint32_t i = 0; i < g->nsets; i++) free(g->sets[i].r);
    free(g->sets);
    for (uint32_t i = 1; i <= g->ngroups; i++) free(g->names[i]);
    free(g->names);
    free(g->name_len);
    free(g->first);
    free(g);
}

uint32_t scr__rx_ngroups(const ScrRxProg *g) { return g->ngroups; }
bool scr__rx_has_names(const ScrRxProg *g) { return g->has_names; }
const uint16_t *scr__rx_group_name(const ScrRxProg *g, uint32_t i, uint32_t *len) {
    if (i == 0 || i > g->ngroups || !g->names[i]) return NULL;
    *len = g->name_len[i];
    return g->names[i];
}

/* ------------------------------------------------------------------------
 * The matcher.
 * ---------------------------------------------------------------------- */

enum { BT_CHOICE, BT_CAP, BT_REG, BT_LOOKP, BT_LOOKN, BT_STAR, BT_LAZY };

typedef struct Bt {
    int32_t k, a, b, c;
} Bt;

#define BT_MAX (1u << 24) /* entries: 256 MB, about V8's limit in iterations */

typedef struct M {
    const ScrRxProg *g;
    const uint16_t *s;
    int32_t len;
    int32_t *caps;
    int32_t *regs;
    Bt *st;
    uint32_t sp, cap;
    bool overflow;
#ifdef SCR_RX_BACKTRACK_LIMIT
    uint64_t backtracks;
#endif
} M;

static inline bool push(M *m, int32_t k, int32_t a, int32_t b, int32_t c) {
    if (m->sp == m->cap) {
        if (m->cap >= BT_MAX) {
            m->overflow = true;
            return false;
        }
        m->cap = m->cap ? m->cap * 2 : 256;
        m->st = scr__xrealloc(m->st, m->cap * sizeof(Bt));
    }
    m->st[m->sp++] = (Bt){k, a, b, c};
    return true;
}

static inline bool in_set(const RxSet *s, uint32_t c) {
    if (c < 256) return (s->bm[c >> 3] >> (c & 7)) & 1;
    return rs_has(s->r, s->n, c);
}

/* Reads the character at pos forwards (-1 at the end). */
static inline int32_t rd(const M *m, int32_t *pos) {
    int32_t i = *pos;
    if (i >= m->len) return -1;
    uint32_t c = m->s[i];
    if (m->g->u && c >= 0xD800 && c <= 0xDBFF && i + 1 < m->len && m->s[i + 1] >= 0xDC00 &&
        m->s[i + 1] <= 0xDFFF) {
        *pos = i + 2;
        return (int32_t)(0x10000 + ((c - 0xD800) << 10) + (m->s[i + 1] - 0xDC00));
    }
    *pos = i + 1;
    return (int32_t)c;
}

static inline int32_t rd_back(const M *m, int32_t *pos) {
    int32_t i = *pos;
    if (i <= 0) return -1;
    uint32_t c = m->s[i - 1];
    if (m->g->u && c >= 0xDC00 && c <= 0xDFFF && i - 2 >= 0 && m->s[i - 2] >= 0xD800 &&
        m->s[i - 2] <= 0xDBFF) {
        *pos = i - 2;
        return (int32_t)(0x10000 + ((uint32_t)(m->s[i - 2] - 0xD800) << 10) + (c - 0xDC00));
    }
    *pos = i - 1;
    return (int32_t)c;
}

static inline bool is_lt(uint32_t c) { return c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029; }

static inline bool word_at(const M *m, int32_t i) {
    if (i < 0 || i >= m->len) return false;
    uint32_t c = m->s[i];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') return true;
    return m->g->ui_word && (c == 0x17F || c == 0x212A);
}

static inline bool unit_match(const ScrRxProg *g, int kind, int32_t arg, uint32_t c) {
    return kind == 0 ? c == (uint32_t)arg : in_set(&g->sets[arg], c);
}

/* Sets a capture, recording the old value. */
#define SETCAP(i, v)                                                                               \
    do {                                                                                           \
        if (!push(m, BT_CAP, (i), m->caps[(i)], 0)) return -1;                                     \
        m->caps[(i)] = (v);                                                                        \
    } while (0)
#define SETREG(i, v)                                                                               \
    do {                                                                                           \
        if (!push(m, BT_REG, (i), m->regs[(i)], 0)) return -1;                                     \
        m->regs[(i)] = (v);                                                                        \
    } while (0)

static int run(M *m, int32_t pos) {
    const ScrRxProg *g = m->g;
    const int32_t *code = g->code;
    int32_t pc = 0;
    int32_t look_top = -1;
    m->sp = 0;
    for (;;) {
        switch (code[pc]) {
        case OP_MATCH: return 1;
        case OP_FAIL: goto fail;
        case OP_CHAR: {
            if (rd(m, &pos) != code[pc + 1]) goto fail;
            pc += 2;
            break;
        }
        case OP_CHAR_B:
            if (rd_back(m, &pos) != code[pc + 1]) goto fail;
            pc += 2;
            break;
        case OP_SET: {
            int32_t c = rd(m, &pos);
            if (c < 0 || !in_set(&g->sets[code[pc + 1]], (uint32_t)c)) goto fail;
            pc += 2;
            break;
        }
        case OP_SET_B: {
            int32_t c = rd_back(m, &pos);
            if (c < 0 || !in_set(&g->sets[code[pc + 1]], (uint32_t)c)) goto fail;
            pc += 2;
            break;
        }
        case OP_SPLIT:
            if (!push(m, BT_CHOICE, code[pc + 2], pos, 0)) return -1;
            pc = code[pc + 1];
            break;
        case OP_JMP: pc = code[pc + 1]; break;
        case OP_SAVE: SETCAP(code[pc + 1], pos); pc += 2; break;
        case OP_BOL:
            if (pos != 0) goto fail;
            pc++;
            break;
        case OP_EOL:
            if (pos != m->len) goto fail;
            pc++;
            break;
        case OP_BOLM:
            if (pos != 0 && !is_lt(m->s[pos - 1])) goto fail;
            pc++;
            break;
        case OP_EOLM:
            if (pos != m->len && !is_lt(m->s[pos])) goto fail;
            pc++;
            break;
        case OP_WB:
        case OP_NWB: {
            bool b = word_at(m, pos - 1) != word_at(m, pos);
            if (b != (code[pc] == OP_WB)) goto fail;
            pc++;
            break;
        }
        case OP_BREF:
        case OP_BREF_B: {
            int32_t gi = code[pc + 1], s0 = m->caps[2 * gi], e0 = m->caps[2 * gi + 1];
            pc += 2;
            if (s0 < 0 || e0 < 0) break;
            int32_t l = e0 - s0;
            int32_t at = code[pc - 2] == OP_BREF ? pos : pos - l;
            if (at < 0 || at + l > m->len) goto fail;
            if (!g->ic) {
                if (memcmp(m->s + s0, m->s + at, (size_t)l * 2)) goto fail;
            } else {
                int32_t x = s0, y = at;
                M mm = *m;
                while (x < e0) {
                    int32_t c1 = rd(&mm, &x), c2 = rd(&mm, &y);
                    if (c1 != c2 && (c2 < 0 || fold_canon(g->u, (uint32_t)c1) != fold_canon(g->u, (uint32_t)c2)))
                        goto fail;
                }
                if (y != at + l) goto fail;
            }
            pos = code[pc - 2] == OP_BREF ? pos + l : pos - l;
            break;
        }
        case OP_LOOK:
            if (!push(m, code[pc + 1] ? BT_LOOKN : BT_LOOKP, code[pc + 2], pos, look_top)) return -1;
            look_top = (int32_t)m->sp - 1;
            pc += 3;
            break;
        case OP_LOOK_END: {
            Bt mk = m->st[look_top];
            uint32_t base = (uint32_t)look_top;
            look_top = mk.c;
            if (mk.k == BT_LOOKP) {
                /* keep the undo records of captures and registers */
                uint32_t w = base;
                for (uint32_t i = base + 1; i < m->sp; i++)
                    if (m->st[i].k == BT_CAP || m->st[i].k == BT_REG) m->st[w++] = m->st[i];
                m->sp = w;
                pos = mk.b;
                pc = mk.a;
                break;
            }
            /* the negative lookaround's body matched: undo and fail */
            while (m->sp > base + 1) {
                Bt e = m->st[--m->sp];
                if (e.k == BT_CAP) m->caps[e.a] = e.b;
                else if (e.k == BT_REG) m->regs[e.a] = e.b;
            }
            m->sp = base;
            goto fail;
        }
        case OP_LOOP_INIT: SETREG(code[pc + 1], 0); pc += 2; break;
        case OP_LOOP: {
            int32_t cnt = m->regs[code[pc + 1]], min = code[pc + 2], max = code[pc + 3];
            int32_t body = pc + 6, exit = code[pc + 5];
            if (cnt < min) pc = body;
            else if (cnt >= max) pc = exit;
            else if (code[pc + 4]) {
                if (!push(m, BT_CHOICE, exit, pos, 0)) return -1;
                pc = body;
            } else {
                if (!push(m, BT_CHOICE, body, pos, 0)) return -1;
                pc = exit;
            }
            break;
        }
        case OP_ITER: {
            SETREG(code[pc + 1], pos);
            for (int32_t i = code[pc + 2]; i < code[pc + 3]; i++)
                if (m->caps[i] >= 0) SETCAP(i, -1);
            pc += 4;
            break;
        }
        case OP_ITER_END: {
            int32_t r = code[pc + 1], cnt = m->regs[r];
            if (cnt >= code[pc + 3] && pos == m->regs[code[pc + 2]]) goto fail;
            SETREG(r, cnt + 1);
            pc = code[pc + 4];
            break;
        }
        case OP_STAR: {
            int kind = code[pc + 1];
            int32_t arg = code[pc + 2], min = code[pc + 3], max = code[pc + 4];
            int32_t p0 = pos, n = 0;
            if (code[pc + 5]) {
                while (n < max && pos < m->len && unit_match(g, kind, arg, m->s[pos])) pos++, n++;
                if (n < min) goto fail;
                if (n > min && !push(m, BT_STAR, pc, pos, p0 + min)) return -1;
            } else {
                while (n < min && pos < m->len && unit_match(g, kind, arg, m->s[pos])) pos++, n++;
                if (n < min) goto fail;
                if (n < max && !push(m, BT_LAZY, pc, pos, n)) return -1;
            }
            pc += 6;
            break;
        }
        default: SCR_ASSERT(0); return 0;
        }
        continue;
    fail:
#ifdef SCR_RX_BACKTRACK_LIMIT
        /* Fuzzing builds only (fuzz/fuzz.mk): a match that backtracks
         * this often gives up as a stack overflow does, so that a pattern
         * as exponential here as in V8 does not end the fuzzing run. */
        if (++m->backtracks > (uint64_t)(SCR_RX_BACKTRACK_LIMIT)) {
            m->overflow = true;
            return -1;
        }
#endif
        for (;;) {
            if (m->sp == 0) return 0;
            Bt e = m->st[--m->sp];
            switch (e.k) {
            case BT_CHOICE: pc = e.a; pos = e.b; goto resume;
            case BT_CAP: m->caps[e.a] = e.b; continue;
            case BT_REG: m->regs[e.a] = e.b; continue;
            case BT_LOOKP: look_top = e.c; continue;
            case BT_LOOKN: look_top = e.c; pos = e.b; pc = e.a; goto resume;
            case BT_STAR:
                pos = e.b - 1;
                if (pos > e.c) m->sp++, m->st[m->sp - 1].b = pos;
                pc = e.a + 6;
                goto resume;
            case BT_LAZY: {
                int32_t kind = code[e.a + 1], arg = code[e.a + 2], max = code[e.a + 4];
                if (e.b >= m->len || !unit_match(g, kind, arg, m->s[e.b])) continue;
                pos = e.b + 1;
                if (e.c + 1 < max) {
                    m->sp++;
                    m->st[m->sp - 1].b = pos;
                    m->st[m->sp - 1].c = e.c + 1;
                }
                pc = e.a + 6;
                goto resume;
            }
            default: SCR_ASSERT(0); return 0;
            }
        }
    resume:;
    }
}

int scr__rx_exec(const ScrRxProg *g, const uint16_t *s, size_t len, size_t start, bool sticky,
                 int32_t *caps) {
    static const uint16_t none[1];
    M m;
    memset(&m, 0, sizeof m);
    m.g = g;
    m.s = s ? s : none;
    m.len = (int32_t)len;
    m.caps = caps;
    int32_t regs_small[32];
    m.regs = g->nregs <= 32 ? regs_small : scr__xmalloc(sizeof(int32_t) * g->nregs);
    uint32_t ncap = 2 * (g->ngroups + 1);
    int result = 0;
    for (int32_t pos = (int32_t)start; pos <= m.len;) {
        if (g->anchored && pos != 0) break;
        if (!sticky && g->first) {
            while (pos < m.len && !((g->first[m.s[pos] >> 3] >> (m.s[pos] & 7)) & 1)) pos++;
            if (pos >= m.len) break;
            /* u mode: never start inside a surrogate pair */
            if (g->u && pos > (int32_t)start && m.s[pos] >= 0xDC00 && m.s[pos] <= 0xDFFF &&
                m.s[pos - 1] >= 0xD800 && m.s[pos - 1] <= 0xDBFF) {
                pos++;
                continue;
            }
        }
        for (uint32_t i = 0; i < ncap; i++) caps[i] = -1;
        int r = run(&m, pos);
        if (r != 0) {
            result = m.overflow || r < 0 ? -1 : 1;
            break;
        }
        if (sticky) break;
        if (g->u && pos + 1 < m.len && m.s[pos] >= 0xD800 && m.s[pos] <= 0xDBFF &&
            m.s[pos + 1] >= 0xDC00 && m.s[pos + 1] <= 0xDFFF)
            pos += 2;
        else pos++;
    }
    free(m.st);
    if (m.regs != regs_small) free(m.regs);
    return result;
}
