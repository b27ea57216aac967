/* rxtrans.c - JavaScript regular-expression syntax to PCRE2 syntax. One
 * pass over the pattern (after a prescan that counts capturing groups and
 * collects their names, which decide what \N and \k mean). Every literal
 * character is written as \x{...} unless it is an ASCII letter or digit,
 * and every construct whose JS meaning differs from PCRE2's is written out
 * explicitly, so PCRE2's own defaults (Perl's \s, $ before a final
 * newline, POSIX classes, \Q...\E) never apply. See docs/regexp.md. */
#include "builtins/rxtrans.h"
#include "base/base.h"

#include <stdio.h>
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
 * Output buffer and the translator's state.
 * ---------------------------------------------------------------------- */

typedef struct Out {
    uint16_t *d;
    size_t len, cap;
} Out;

static void put(Out *o, uint16_t c) {
    SCR_GROW(o->d, o->cap, o->len + 1, 64);
    o->d[o->len++] = c;
}

static void puts_a(Out *o, const char *s) {
    while (*s) put(o, (uint16_t)(unsigned char)*s++);
}

/* A literal code point as a PCRE2 atom. */
static void put_char(Out *o, uint32_t c) {
    if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        put(o, (uint16_t)c);
        return;
    }
    char buf[16];
    snprintf(buf, sizeof buf, "\\x{%x}", (unsigned)c);
    puts_a(o, buf);
}

typedef struct Tx {
    const uint16_t *s;
    size_t n, i;
    bool u, ic, m, dotall;
    Out out;
    uint32_t ngroups;  /* total, from the prescan */
    uint16_t **names;  /* by group number, from the prescan */
    uint32_t *name_len;
    bool has_names;
    const char *err;
} Tx;

static const char *WS_RANGES =
    "\\x{9}-\\x{d}\\x{20}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}"
    "\\x{202f}\\x{205f}\\x{3000}\\x{feff}";
static const char *LT_CHARS = "\\x{a}\\x{d}\\x{2028}\\x{2029}";

static bool is_hex(uint16_t c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static int hex_val(uint16_t c) {
    return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
}
static bool is_syntax_char(uint32_t c) {
    return c && strchr("^$\\.*+?()[]{}|/", (int)c) != NULL;
}
static bool is_id_start(uint32_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_' || c >= 0x80;
}
static bool is_id_part(uint32_t c) { return is_id_start(c) || (c >= '0' && c <= '9'); }

/* The code point at s[i] (a surrogate pair counts as one in u mode). */
static uint32_t peek_cp(const Tx *t, size_t i, size_t *len) {
    uint16_t c = t->s[i];
    if (t->u && c >= 0xD800 && c <= 0xDBFF && i + 1 < t->n && t->s[i + 1] >= 0xDC00 &&
        t->s[i + 1] <= 0xDFFF) {
        *len = 2;
        return 0x10000 + ((uint32_t)(c - 0xD800) << 10) + (t->s[i + 1] - 0xDC00);
    }
    *len = 1;
    return c;
}

static int fail(Tx *t, const char *msg) {
    if (!t->err) t->err = msg;
    return -1;
}

/* ------------------------------------------------------------------------
 * Prescan: capturing groups and their names.
 * ---------------------------------------------------------------------- */

static void prescan(Tx *t) {
    size_t cap = 0;
    bool in_class = false;
    for (size_t i = 0; i < t->n; i++) {
        uint16_t c = t->s[i];
        if (c == '\\') {
            i++;
            continue;
        }
        if (in_class) {
            if (c == ']') in_class = false;
            continue;
        }
        if (c == '[') {
            in_class = true;
            continue;
        }
        if (c != '(') continue;
        bool capturing = false, named = false;
        if (i + 1 >= t->n || t->s[i + 1] != '?') capturing = true;
        else if (i + 2 < t->n && t->s[i + 2] == '<' && i + 3 < t->n && t->s[i + 3] != '=' &&
                 t->s[i + 3] != '!')
            capturing = named = true;
        if (!capturing) continue;
        t->ngroups++;
        if (t->ngroups >= cap) {
            cap = cap ? cap * 2 : 8;
            t->names = scr__xrealloc(t->names, sizeof(uint16_t *) * (cap + 1));
            t->name_len = scr__xrealloc(t->name_len, sizeof(uint32_t) * (cap + 1));
        }
        t->names[t->ngroups] = NULL;
        t->name_len[t->ngroups] = 0;
        if (named) {
            size_t j = i + 3;
            while (j < t->n && t->s[j] != '>') j++;
            size_t len = j - (i + 3);
            uint16_t *nm = scr__xmalloc(sizeof(uint16_t) * (len ? len : 1));
            memcpy(nm, t->s + i + 3, len * sizeof(uint16_t));
            t->names[t->ngroups] = nm;
            t->name_len[t->ngroups] = (uint32_t)len;
            t->has_names = true;
        }
    }
}

/* The group number of a name, or 0. */
static uint32_t group_of_name(const Tx *t, const uint16_t *nm, size_t len) {
    for (uint32_t g = 1; g <= t->ngroups; g++)
        if (t->names[g] && t->name_len[g] == len && memcmp(t->names[g], nm, len * 2) == 0)
            return g;
    return 0;
}

/* Parses `<name>` at t->i (after \\k or "(?"); sets *start and *len. 0 or -1. */
static int parse_group_name(Tx *t, size_t *start, size_t *len) {
    if (t->i >= t->n || t->s[t->i] != '<') return -1;
    size_t j = t->i + 1;
    *start = j;
    if (j >= t->n || !is_id_start(t->s[j])) return -1;
    while (j < t->n && t->s[j] != '>') {
        if (!is_id_part(t->s[j])) return -1;
        j++;
    }
    if (j >= t->n) return -1;
    *len = j - *start;
    t->i = j + 1;
    return 0;
}

/* ------------------------------------------------------------------------
 * Escapes shared by atoms and classes.
 * ---------------------------------------------------------------------- */

/* Character-class escapes: \d \D \w \W \s \S, and \p{..} \P{..} in u mode. */
enum { CE_NONE, CE_DIGIT, CE_WORD, CE_SPACE, CE_PROP };

typedef struct ClassEsc {
    int kind;
    bool negated;
    char prop[64]; /* CE_PROP: the PCRE2 property text, e.g. "L" or "Greek" */
} ClassEsc;

/* Maps a JS property expression (Name, Name=Value) to PCRE2's \p{...}
 * text. Returns 0, or -1 for a name PCRE2 is not given. */
static int map_property(const char *js, char *out, size_t size) {
    static const struct { const char *js, *pcre; } gc[] = {
        {"Letter", "L"}, {"Lowercase_Letter", "Ll"}, {"Uppercase_Letter", "Lu"},
        {"Titlecase_Letter", "Lt"}, {"Modifier_Letter", "Lm"}, {"Other_Letter", "Lo"},
        {"Mark", "M"}, {"Number", "N"}, {"Decimal_Number", "Nd"}, {"Letter_Number", "Nl"},
        {"Other_Number", "No"}, {"Punctuation", "P"}, {"Symbol", "S"}, {"Separator", "Z"},
        {"Space_Separator", "Zs"}, {"Other", "C"}, {"Control", "Cc"}, {"digit", "Nd"},
        {"Math_Symbol", "Sm"}, {"Currency_Symbol", "Sc"}, {"Connector_Punctuation", "Pc"},
        {"Dash_Punctuation", "Pd"}, {"Open_Punctuation", "Ps"}, {"Close_Punctuation", "Pe"},
        {"Other_Punctuation", "Po"}, {"Nonspacing_Mark", "Mn"}, {"Format", "Cf"},
        {"Private_Use", "Co"}, {"Unassigned", "Cn"}, {"Surrogate", "Cs"},
    };
    const char *eq = strchr(js, '=');
    const char *val = js;
    bool script = false;
    if (eq) {
        size_t kl = (size_t)(eq - js);
        if ((kl == 6 && !strncmp(js, "Script", 6)) || (kl == 2 && !strncmp(js, "sc", 2)))
            script = true;
        else if ((kl == 17 && !strncmp(js, "Script_Extensions", 17)) ||
                 (kl == 3 && !strncmp(js, "scx", 3)))
            script = true; /* approximated by Script */
        else if (!((kl == 16 && !strncmp(js, "General_Category", 16)) ||
                   (kl == 2 && !strncmp(js, "gc", 2))))
            return -1;
        val = eq + 1;
    }
    if (!*val) return -1;
    if (!script) {
        for (size_t i = 0; i < sizeof gc / sizeof *gc; i++)
            if (!strcmp(val, gc[i].js)) {
                snprintf(out, size, "%s", gc[i].pcre);
                return 0;
            }
        if (!strcmp(val, "Any")) {
            snprintf(out, size, "Any");
            return 0;
        }
        if (!strcmp(val, "ASCII")) {
            snprintf(out, size, "ASCII");
            return 0;
        }
    }
    snprintf(out, size, "%s", val);
    return 0;
}

/* After "\p" or "\P" (t->i at '{'): fills e. 0 or -1. */
static int parse_property(Tx *t, ClassEsc *e, bool negated) {
    if (t->i >= t->n || t->s[t->i] != '{') return fail(t, "Invalid property name");
    size_t j = t->i + 1;
    char name[64];
    size_t k = 0;
    while (j < t->n && t->s[j] != '}') {
        uint16_t c = t->s[j];
        if (k + 1 >= sizeof name || !(is_id_part(c) || c == '=') || c >= 0x80)
            return fail(t, "Invalid property name");
        name[k++] = (char)c;
        j++;
    }
    if (j >= t->n || k == 0) return fail(t, "Invalid property name");
    name[k] = 0;
    t->i = j + 1;
    e->kind = CE_PROP;
    e->negated = negated;
    if (map_property(name, e->prop, sizeof e->prop) < 0) return fail(t, "Invalid property name");
    return 0;
}

/* Writes the ranges of a class escape into a PCRE2 class body. */
static void put_class_ranges(Out *o, const ClassEsc *e) {
    switch (e->kind) {
    case CE_DIGIT: puts_a(o, "0-9"); break;
    case CE_WORD: puts_a(o, "A-Za-z0-9_"); break;
    case CE_SPACE: puts_a(o, WS_RANGES); break;
    case CE_PROP:
        puts_a(o, "\\p{");
        puts_a(o, e->prop);
        puts_a(o, "}");
        break;
    default: break;
    }
}

/* A class escape as a standalone atom. */
static void put_class_esc_atom(Tx *t, const ClassEsc *e) {
    Out *o = &t->out;
    if (e->kind == CE_PROP) {
        puts_a(o, e->negated ? "\\P{" : "\\p{");
        puts_a(o, e->prop);
        puts_a(o, "}");
        return;
    }
    /* Under /i without u, JS's \w is exactly the ASCII set; PCRE2's
     * caseless matching would add U+017F and U+212A. */
    bool guard = e->kind == CE_WORD && t->ic && !t->u;
    if (guard) puts_a(o, "(?-i:");
    puts_a(o, e->negated ? "[^" : "[");
    put_class_ranges(o, e);
    puts_a(o, "]");
    if (guard) puts_a(o, ")");
}

/* Parses a legacy octal escape (non-u) starting at t->i: up to three octal
 * digits, value at most 0377. */
static uint32_t parse_legacy_octal(Tx *t) {
    uint32_t v = 0;
    int k = 0;
    while (t->i < t->n && k < 3 && t->s[t->i] >= '0' && t->s[t->i] <= '7') {
        uint32_t nv = v * 8 + (t->s[t->i] - '0');
        if (nv > 0377) break;
        v = nv;
        t->i++;
        k++;
    }
    return v;
}

/* \u escapes (t->i just after 'u'): 1 with *cp set, 0 when not a valid
 * escape (non-u: the caller treats 'u' as a literal), -1 on error. */
static int parse_unicode_escape(Tx *t, uint32_t *cp) {
    const uint16_t *s = t->s;
    size_t i = t->i;
    if (t->u && i < t->n && s[i] == '{') {
        uint32_t v = 0;
        size_t j = i + 1;
        if (j >= t->n || !is_hex(s[j])) return fail(t, "Invalid Unicode escape");
        while (j < t->n && is_hex(s[j])) {
            v = v * 16 + (uint32_t)hex_val(s[j]);
            if (v > 0x10FFFF) return fail(t, "Invalid Unicode escape");
            j++;
        }
        if (j >= t->n || s[j] != '}') return fail(t, "Invalid Unicode escape");
        t->i = j + 1;
        *cp = v;
        return 1;
    }
    if (i + 4 <= t->n && is_hex(s[i]) && is_hex(s[i + 1]) && is_hex(s[i + 2]) && is_hex(s[i + 3])) {
        uint32_t v = (uint32_t)(hex_val(s[i]) << 12 | hex_val(s[i + 1]) << 8 |
                                hex_val(s[i + 2]) << 4 | hex_val(s[i + 3]));
        t->i = i + 4;
        /* In u mode an escaped surrogate pair is one code point. */
        if (t->u && v >= 0xD800 && v <= 0xDBFF && t->i + 6 <= t->n && s[t->i] == '\\' &&
            s[t->i + 1] == 'u') {
            size_t k = t->i + 2;
            if (is_hex(s[k]) && is_hex(s[k + 1]) && is_hex(s[k + 2]) && is_hex(s[k + 3])) {
                uint32_t lo = (uint32_t)(hex_val(s[k]) << 12 | hex_val(s[k + 1]) << 8 |
                                         hex_val(s[k + 2]) << 4 | hex_val(s[k + 3]));
                if (lo >= 0xDC00 && lo <= 0xDFFF) {
                    t->i = k + 4;
                    v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
                }
            }
        }
        *cp = v;
        return 1;
    }
    if (t->u) return fail(t, "Invalid Unicode escape");
    return 0;
}

/* One character escape common to atoms and classes (t->i at the character
 * after the backslash). Returns 1 with *cp, 2 with *ce (a class escape), or
 * -1. `in_class` selects \b = backspace and the class-only rules. */
static int parse_char_escape(Tx *t, bool in_class, uint32_t *cp, ClassEsc *ce) {
    if (t->i >= t->n) return fail(t, "\\ at end of pattern");
    size_t len;
    uint32_t c = peek_cp(t, t->i, &len);
    t->i += len;
    switch (c) {
    case 'd': case 'D': case 'w': case 'W': case 's': case 'S':
        ce->kind = (c | 0x20) == 'd' ? CE_DIGIT : (c | 0x20) == 'w' ? CE_WORD : CE_SPACE;
        ce->negated = c < 'a';
        return 2;
    case 'p': case 'P':
        if (!t->u) break;
        if (parse_property(t, ce, c == 'P') < 0) return -1;
        return 2;
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
        uint16_t x = t->i < t->n ? t->s[t->i] : 0;
        if ((x >= 'a' && x <= 'z') || (x >= 'A' && x <= 'Z')) {
            t->i++;
            *cp = x % 32;
            return 1;
        }
        if (!t->u && in_class && ((x >= '0' && x <= '9') || x == '_')) {
            t->i++;
            *cp = x % 32;
            return 1;
        }
        if (t->u) return fail(t, "Invalid unicode escape");
        /* Annex B: the backslash is a literal and 'c' is read again. */
        t->i--;
        *cp = '\\';
        return 1;
    }
    case 'x': {
        if (t->i + 2 <= t->n && is_hex(t->s[t->i]) && is_hex(t->s[t->i + 1])) {
            *cp = (uint32_t)(hex_val(t->s[t->i]) * 16 + hex_val(t->s[t->i + 1]));
            t->i += 2;
            return 1;
        }
        if (t->u) return fail(t, "Invalid escape");
        *cp = 'x';
        return 1;
    }
    case 'u': {
        int r = parse_unicode_escape(t, cp);
        if (r < 0) return -1;
        if (r == 0) *cp = 'u';
        return 1;
    }
    case '0':
        if (t->i < t->n && t->s[t->i] >= '0' && t->s[t->i] <= '9') {
            if (t->u) return fail(t, in_class ? "Invalid class escape" : "Invalid decimal escape");
            t->i--;
            *cp = parse_legacy_octal(t);
            return 1;
        }
        *cp = 0;
        return 1;
    default:
        break;
    }
    if (c >= '1' && c <= '9' && in_class) {
        if (t->u) return fail(t, "Invalid class escape");
        if (c >= '8') {
            *cp = c;
            return 1;
        }
        t->i--;
        *cp = parse_legacy_octal(t);
        return 1;
    }
    if (t->u) {
        if (is_syntax_char(c) || (in_class && c == '-')) {
            *cp = c;
            return 1;
        }
        return fail(t, in_class ? "Invalid class escape" : "Invalid escape");
    }
    /* Annex B identity escape: any character stands for itself (except
     * \k when the pattern has named groups, handled by the caller). */
    *cp = c;
    return 1;
}

/* ------------------------------------------------------------------------
 * Character classes.
 * ---------------------------------------------------------------------- */

typedef struct ClassItems {
    Out pos;           /* positive ranges, PCRE2 class body syntax */
    ClassEsc neg[16];  /* negated class escapes (\D \W \S \P{..}) */
    int nneg;
    bool any_pos;
} ClassItems;

static void class_add_range(ClassItems *ci, uint32_t lo, uint32_t hi) {
    char buf[40];
    if (lo == hi) snprintf(buf, sizeof buf, "\\x{%x}", (unsigned)lo);
    else snprintf(buf, sizeof buf, "\\x{%x}-\\x{%x}", (unsigned)lo, (unsigned)hi);
    puts_a(&ci->pos, buf);
    ci->any_pos = true;
}

static int class_add_esc(Tx *t, ClassItems *ci, const ClassEsc *e) {
    if (e->negated && e->kind != CE_PROP) {
        if (ci->nneg == 16) return fail(t, "Regular expression too large");
        ci->neg[ci->nneg++] = *e;
        return 0;
    }
    if (e->kind == CE_PROP) {
        puts_a(&ci->pos, e->negated ? "\\P{" : "\\p{");
        puts_a(&ci->pos, e->prop);
        puts_a(&ci->pos, "}");
    } else {
        put_class_ranges(&ci->pos, e);
    }
    ci->any_pos = true;
    return 0;
}

/* One class atom: 1 with *cp, 2 with *ce, -1 error. */
static int class_atom(Tx *t, uint32_t *cp, ClassEsc *ce) {
    size_t len;
    uint32_t c = peek_cp(t, t->i, &len);
    if (c == '\\') {
        t->i++;
        return parse_char_escape(t, true, cp, ce);
    }
    t->i += len;
    *cp = c;
    return 1;
}

static void put_any(Tx *t) {
    puts_a(&t->out, t->u ? "(?s:.)" : "[\\x{0}-\\x{ffff}]");
}

/* Parses [...] (t->i after '[') and writes an equivalent atom. */
static int parse_class(Tx *t) {
    bool negate = false;
    if (t->i < t->n && t->s[t->i] == '^') {
        negate = true;
        t->i++;
    }
    ClassItems ci = {{NULL, 0, 0}, {{0}}, 0, false};
    int rc = -1;
    for (;;) {
        if (t->i >= t->n) {
            fail(t, "Unterminated character class");
            goto out;
        }
        if (t->s[t->i] == ']') {
            t->i++;
            break;
        }
        uint32_t a, b;
        ClassEsc ea = {0}, eb = {0};
        int ka = class_atom(t, &a, &ea);
        if (ka < 0) goto out;
        if (t->i + 1 < t->n && t->s[t->i] == '-' && t->s[t->i + 1] != ']') {
            t->i++;
            int kb = class_atom(t, &b, &eb);
            if (kb < 0) goto out;
            if (ka == 2 || kb == 2) {
                if (t->u) {
                    fail(t, "Invalid character class");
                    goto out;
                }
                /* Annex B: [\d-z] is \d, '-' and 'z'. */
                if (ka == 2 ? class_add_esc(t, &ci, &ea) < 0 : (class_add_range(&ci, a, a), 0)) goto out;
                class_add_range(&ci, '-', '-');
                if (kb == 2 ? class_add_esc(t, &ci, &eb) < 0 : (class_add_range(&ci, b, b), 0)) goto out;
                continue;
            }
            if (a > b) {
                fail(t, "Range out of order in character class");
                goto out;
            }
            class_add_range(&ci, a, b);
            continue;
        }
        if (ka == 2) {
            if (class_add_esc(t, &ci, &ea) < 0) goto out;
        } else {
            class_add_range(&ci, a, a);
        }
    }
    /* Lone surrogates cannot appear in a UTF-mode pattern: drop them. */
    Out *o = &t->out;
    if (ci.nneg == 0) {
        if (!ci.any_pos) {
            if (negate) put_any(t);
            else puts_a(o, "(?!)");
        } else {
            puts_a(o, negate ? "[^" : "[");
            for (size_t k = 0; k < ci.pos.len; k++) put(o, ci.pos.d[k]);
            puts_a(o, "]");
        }
    } else {
        /* A class with \D, \W or \S: an alternation of its parts (PCRE2's
         * own \D \W \S have other meanings). */
        puts_a(o, negate ? "(?:(?!" : "(?:");
        bool first = true;
        if (ci.any_pos) {
            puts_a(o, "[");
            for (size_t k = 0; k < ci.pos.len; k++) put(o, ci.pos.d[k]);
            puts_a(o, "]");
            first = false;
        }
        for (int k = 0; k < ci.nneg; k++) {
            if (!first) puts_a(o, "|");
            first = false;
            put_class_esc_atom(t, &ci.neg[k]);
        }
        if (negate) {
            puts_a(o, ")");
            put_any(t);
        }
        puts_a(o, ")");
    }
    rc = 0;
out:
    free(ci.pos.d);
    return rc;
}

/* ------------------------------------------------------------------------
 * Atoms, quantifiers, groups.
 * ---------------------------------------------------------------------- */

/* Parses a {n}, {n,}, {n,m} quantifier at t->i ('{'). 1 parsed (bounds
 * set), 0 not a quantifier (t->i unchanged). */
static int parse_braces(Tx *t, double *lo, double *hi) {
    size_t j = t->i + 1;
    double a = 0, b;
    if (j >= t->n || !(t->s[j] >= '0' && t->s[j] <= '9')) return 0;
    while (j < t->n && t->s[j] >= '0' && t->s[j] <= '9') a = a * 10 + (t->s[j++] - '0');
    b = a;
    if (j < t->n && t->s[j] == ',') {
        j++;
        if (j < t->n && t->s[j] >= '0' && t->s[j] <= '9') {
            b = 0;
            while (j < t->n && t->s[j] >= '0' && t->s[j] <= '9') b = b * 10 + (t->s[j++] - '0');
        } else {
            b = -1; /* unbounded */
        }
    }
    if (j >= t->n || t->s[j] != '}') return 0;
    t->i = j + 1;
    *lo = a;
    *hi = b;
    return 1;
}

static void put_bound(Out *o, double v) {
    char buf[24];
    /* PCRE2 caps repeat counts at 65535; larger bounds behave as unbounded
     * for every practical subject. */
    if (v > 65535) v = 65535;
    snprintf(buf, sizeof buf, "%u", (unsigned)v);
    puts_a(o, buf);
}

static int parse_disjunction(Tx *t, int depth);

/* Parses one term (assertion or atom with its quantifier). */
static int parse_term(Tx *t) {
    Out *o = &t->out;
    size_t len;
    uint32_t c = peek_cp(t, t->i, &len);
    bool quantifiable = true;
    switch (c) {
    case '^':
        t->i++;
        puts_a(o, t->m ? "(?<![^\\x{a}\\x{d}\\x{2028}\\x{2029}])" : "\\A");
        quantifiable = false;
        break;
    case '$':
        t->i++;
        puts_a(o, t->m ? "(?![^\\x{a}\\x{d}\\x{2028}\\x{2029}])" : "\\z");
        quantifiable = false;
        break;
    case '.':
        t->i++;
        if (t->dotall) put_any(t);
        else {
            puts_a(o, "[^");
            puts_a(o, LT_CHARS);
            puts_a(o, "]");
        }
        break;
    case '[':
        t->i++;
        if (parse_class(t) < 0) return -1;
        break;
    case '(': {
        t->i++;
        bool lookbehind = false, lookahead = false;
        if (t->i < t->n && t->s[t->i] == '?') {
            uint16_t k = t->i + 1 < t->n ? t->s[t->i + 1] : 0;
            if (k == ':' || k == '=' || k == '!') {
                lookahead = k != ':';
                put(o, '(');
                put(o, '?');
                put(o, k);
                t->i += 2;
            } else if (k == '<' && t->i + 2 < t->n && (t->s[t->i + 2] == '=' || t->s[t->i + 2] == '!')) {
                lookbehind = true;
                puts_a(o, t->s[t->i + 2] == '=' ? "(?<=" : "(?<!");
                t->i += 3;
            } else if (k == '<') {
                t->i++;
                size_t st, nl;
                if (parse_group_name(t, &st, &nl) < 0) return fail(t, "Invalid capture group name");
                uint32_t g1 = group_of_name(t, t->s + st, nl);
                /* The prescan lists names in order; a second group with
                 * the same name is a duplicate. */
                for (uint32_t g = g1 + 1; g1 && g <= t->ngroups; g++)
                    if (t->names[g] && t->name_len[g] == nl &&
                        memcmp(t->names[g], t->s + st, nl * 2) == 0)
                        return fail(t, "Duplicate capture group name");
                put(o, '(');
            } else {
                return fail(t, "Invalid group");
            }
        } else {
            put(o, '(');
        }
        if (parse_disjunction(t, 1) < 0) return -1;
        if (t->i >= t->n || t->s[t->i] != ')') return fail(t, "Unterminated group");
        t->i++;
        put(o, ')');
        if (lookbehind || (lookahead && t->u)) quantifiable = false;
        break;
    }
    case ')':
        return fail(t, "Unmatched ')'");
    case '*': case '+': case '?':
        return fail(t, "Nothing to repeat");
    case '{': {
        double lo, hi;
        if (t->u) {
            size_t save = t->i;
            if (parse_braces(t, &lo, &hi)) return fail(t, "Nothing to repeat");
            t->i = save;
            return fail(t, "Lone quantifier brackets");
        }
        size_t save = t->i;
        if (parse_braces(t, &lo, &hi)) return fail(t, "Nothing to repeat");
        t->i = save + 1;
        put_char(o, '{');
        break;
    }
    case '}': case ']':
        if (t->u) return fail(t, "Lone quantifier brackets");
        t->i++;
        put_char(o, c);
        break;
    case '\\': {
        t->i++;
        if (t->i >= t->n) return fail(t, "\\ at end of pattern");
        uint16_t e = t->s[t->i];
        if (e == 'b' || e == 'B') {
            t->i++;
            bool nb = e == 'B';
            if (!t->ic) {
                puts_a(o, nb ? "\\B" : "\\b");
            } else {
                /* With PCRE2_UCP (set for /i) PCRE2's \b is Unicode-aware;
                 * JS's is ASCII. */
                const char *w = "(?-i:[A-Za-z0-9_])";
                char buf[200];
                if (nb)
                    snprintf(buf, sizeof buf, "(?:(?<=%s)(?=%s)|(?<!%s)(?!%s))", w, w, w, w);
                else
                    snprintf(buf, sizeof buf, "(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))", w, w, w, w);
                puts_a(o, buf);
            }
            quantifiable = false;
            break;
        }
        if (e >= '1' && e <= '9') {
            size_t save = t->i;
            double v = 0;
            while (t->i < t->n && t->s[t->i] >= '0' && t->s[t->i] <= '9')
                v = v * 10 + (t->s[t->i++] - '0');
            if (v <= t->ngroups) {
                char buf[32];
                snprintf(buf, sizeof buf, "(?:\\g{%u})", (unsigned)v);
                puts_a(o, buf);
                break;
            }
            if (t->u) return fail(t, "Invalid escape");
            t->i = save;
            if (e >= '8') {
                t->i++;
                put_char(o, e);
                break;
            }
            put_char(o, parse_legacy_octal(t));
            break;
        }
        if (e == 'k' && (t->u || t->has_names)) {
            t->i++;
            size_t st, nl;
            if (parse_group_name(t, &st, &nl) < 0) return fail(t, "Invalid named reference");
            uint32_t g = group_of_name(t, t->s + st, nl);
            if (!g) return fail(t, "Invalid named capture referenced");
            char buf[32];
            snprintf(buf, sizeof buf, "(?:\\g{%u})", (unsigned)g);
            puts_a(o, buf);
            break;
        }
        uint32_t cp;
        ClassEsc ce = {0};
        int k = parse_char_escape(t, false, &cp, &ce);
        if (k < 0) return -1;
        if (k == 2) put_class_esc_atom(t, &ce);
        else if (t->u && cp >= 0xD800 && cp <= 0xDFFF) puts_a(o, "(?!)");
        else put_char(o, cp);
        break;
    }
    default:
        t->i += len;
        if (t->u && c >= 0xD800 && c <= 0xDFFF) puts_a(o, "(?!)");
        else put_char(o, c);
        break;
    }
    /* A quantifier, if any. */
    if (t->i >= t->n) return 0;
    uint16_t q = t->s[t->i];
    double lo = 0, hi = 0;
    bool have = false;
    if (q == '*' || q == '+' || q == '?') {
        have = true;
        t->i++;
    } else if (q == '{') {
        size_t save = t->i;
        if (parse_braces(t, &lo, &hi)) {
            have = true;
            if (hi >= 0 && lo > hi) return fail(t, "numbers out of order in {} quantifier");
        } else if (t->u) {
            t->i = save;
            return fail(t, "Incomplete quantifier");
        }
    }
    if (!have) return 0;
    if (!quantifiable) return fail(t, t->u ? "Invalid quantifier" : "Nothing to repeat");
    if (q == '{') {
        put(o, '{');
        put_bound(o, lo);
        if (hi != lo) {
            put(o, ',');
            if (hi >= 0 && hi <= 65535) put_bound(o, hi);
        }
        put(o, '}');
    } else {
        put(o, q);
    }
    if (t->i < t->n && t->s[t->i] == '?') {
        t->i++;
        put(o, '?');
    }
    if (t->i < t->n && (t->s[t->i] == '*' || t->s[t->i] == '+' || t->s[t->i] == '?'))
        return fail(t, "Nothing to repeat");
    if (t->i < t->n && t->s[t->i] == '{') {
        size_t save = t->i;
        double a, b;
        if (parse_braces(t, &a, &b)) return fail(t, "Nothing to repeat");
        t->i = save;
    }
    return 0;
}

static int parse_disjunction(Tx *t, int depth) {
    while (t->i < t->n) {
        uint16_t c = t->s[t->i];
        if (c == '|') {
            t->i++;
            put(&t->out, '|');
            continue;
        }
        if (c == ')') {
            if (depth == 0) return fail(t, "Unmatched ')'");
            return 0;
        }
        if (parse_term(t) < 0) return -1;
    }
    return 0;
}

int scr__rx_translate(const uint16_t *src, size_t n, int flags, ScrRxTranslation *out) {
    Tx t;
    memset(&t, 0, sizeof t);
    t.s = src;
    t.n = n;
    t.u = flags & SCR_RX_UNICODE;
    t.ic = flags & SCR_RX_IGNORE_CASE;
    t.m = flags & SCR_RX_MULTILINE;
    t.dotall = flags & SCR_RX_DOT_ALL;
    memset(out, 0, sizeof *out);
    prescan(&t);
    if (parse_disjunction(&t, 0) < 0 || t.err) {
        out->error = t.err ? t.err : "Invalid regular expression";
        free(t.out.d);
        for (uint32_t g = 1; g <= t.ngroups; g++) free(t.names[g]);
        free(t.names);
        free(t.name_len);
        return -1;
    }
    out->pattern = t.out.d ? t.out.d : calloc(1, sizeof(uint16_t));
    out->len = t.out.len;
    out->ngroups = t.ngroups;
    out->names = t.names;
    out->name_len = t.name_len;
    out->has_names = t.has_names;
    return 0;
}

void scr__rx_translation_free(ScrRxTranslation *t) {
    free(t->pattern);
    for (uint32_t g = 1; g <= t->ngroups; g++) free(t->names[g]);
    free(t->names);
    free(t->name_len);
    memset(t, 0, sizeof *t);
}
