/* emit_util.c - the emitter's plumbing: indented output, the arena's
 * formatted strings,
 * temporaries and their liveness, labels, the constant string table and
 * C names. Everything here is mechanical; the interesting decisions live in
 * emit_expr.c, emit_stmt.c and emit_func.c. */
#define _GNU_SOURCE 1 /* vasprintf */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "emit.h"
#include "utf.h"

/* ---- output ---------------------------------------------------------- */

static bool starts(const char *s, const char *pre) { return strncmp(s, pre, strlen(pre)) == 0; }

static bool ends(const char *s, size_t n, const char *suf) {
    size_t k = strlen(suf);
    return n >= k && memcmp(s + n - k, suf, k) == 0;
}

/* An exception check: `if (t3 == SCR_EXCEPTION) goto fail;`. */
static bool is_check(const char *s) { return starts(s, "if (") && strstr(s, ") goto ") && !strchr(s, '{'); }

static bool is_release(const char *s) {
    return (starts(s, "scr_clear(&") || starts(s, "scr_release(") || starts(s, "scr_box_release(")) && !strchr(s, '{');
}

/* `t3 = SCR_UNDEFINED;`: a temporary whose value moved elsewhere. */
static bool is_moved_out(const char *s) {
    if (s[0] != 't' || s[1] < '0' || s[1] > '9') return false;
    s++;
    while (*s >= '0' && *s <= '9') s++;
    return strcmp(s, " = SCR_UNDEFINED;") == 0;
}

/* `t3 = scr_dup(node);`, `t2 = scr_bool(r);`, `r = !r;`: a step that
 * cannot fail and only prepares an operand. */
static bool is_setup(const char *s, size_t n) {
    if (n == 7 && memcmp(s, "r = !r;", 7) == 0) return true;
    size_t i = 1;
    if (n < 2 || s[0] != 't' || s[1] < '0' || s[1] > '9') return false;
    while (i < n && s[i] >= '0' && s[i] <= '9') i++;
    const char *call = s + i;
    size_t k = n - i;
    if (!(k > 11 && memcmp(call, " = scr_dup(", 11) == 0) && !(k > 12 && memcmp(call, " = scr_bool(", 12) == 0))
        return false;
    const char *paren = memchr(call, '(', k);
    return !memchr(paren, ' ', (size_t)(s + n - paren)) && ends(s, n, ");");
}

/* Whether statement s may share the previous line p (n characters): an
 * operation's position, the operation, its exception check and the
 * releases after it read as one step, so they are one line (the C stays
 * short without losing the statement-per-step reading). */
static bool joins(const char *p, size_t n, const char *s) {
    if (n == 0 || n + strlen(s) > 150 || !ends(p, n, ";")) return false;
    if (starts(s, "/*") || starts(s, "}") || strchr(s, '\n')) return false;
    if (ends(s, strlen(s), "{")) return false;
    const char *last = p; /* the last statement on the line */
    for (const char *q = p; q + 1 < p + n; q++)
        if (q[0] == ';' && q[1] == ' ') last = q + 2;
    /* A position, or a copy that cannot fail (an operand taken before the
     * operation that uses it), leads into the statement after it. */
    if (starts(last, "SCR_POS(") || is_setup(last, (size_t)(p + n - last))) return true;
    if (is_check(s)) return !is_check(p) && !starts(p, "/*");
    /* The releases after an operation, the emptying of a temporary whose
     * value moved, and the jump that ends a step close its line. */
    if (is_release(s) || is_moved_out(s) || starts(s, "goto ")) return !starts(p, "/*");
    /* `scr_release(x); x = v;`: a store's two halves. */
    if (starts(last, "scr_release(") && !strchr(last, ' ')) {
        size_t k = (size_t)(p + n - last) - strlen("scr_release(") - 2;
        return strncmp(s, last + strlen("scr_release("), k) == 0 && starts(s + k, " = ");
    }
    return false;
}

/* The indentation written for nesting level `level`, in levels: deep
 * nesting stops indenting further, so that thousands of nested blocks do
 * not make the C file quadratic in size (3,000 nested ifs: 90 MB). */
enum { MAX_SHOWN_INDENT = 32 };
static int shown_indent(int level) { return level < MAX_SHOWN_INDENT ? level : MAX_SHOWN_INDENT; }

void out(FnEmit *F, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *line = NULL;
    if (vasprintf(&line, fmt, ap) < 0) line = NULL;
    va_end(ap);
    if (!line) return;
    Buf *b = &F->body;
    size_t start = F->line_start;
    bool same = F->line_open && F->line_indent == F->indent && start < b->len;
    size_t ind = (size_t)shown_indent(F->indent) * 4;
    if (same && b->len > start + ind && joins(b->s + start + ind, b->len - 1 - start - ind, line)) {
        b->len--; /* the newline */
        buf_puts(b, " ");
        buf_puts(b, line);
        buf_puts(b, "\n");
    } else if (F->dir_open && starts(line, "/* ") && b->len > 0 && F->line_start == b->len) {
        /* The source comment shares the #line directive's line. */
        b->len--;
        buf_puts(b, " ");
        buf_puts(b, line);
        buf_puts(b, "\n");
        F->line_open = false;
    } else {
        F->prev_start = F->line_open ? F->line_start : (size_t)-1;
        F->prev_indent = F->line_indent;
        F->line_start = b->len;
        for (int i = 0; i < shown_indent(F->indent); i++) buf_puts(b, "    ");
        buf_puts(b, line);
        buf_puts(b, "\n");
        F->line_open = true;
        F->line_indent = F->indent;
    }
    F->dir_open = false;
    free(line);
}

/* ---- lean code -------------------------------------------------------- */

static void hot_mark(FnEmit *F) {
    if (F->nhot == F->hotcap) {
        F->hotcap = F->hotcap ? F->hotcap * 2 : 16;
        F->hot = xgrow(F->hot, (size_t)F->hotcap * sizeof *F->hot);
    }
    F->hot[F->nhot++] = F->body.len;
}

void hot_enter(FnEmit *F) {
    if (F->loops++ == 0) hot_mark(F);
}

void hot_leave(FnEmit *F) {
    if (--F->loops == 0) hot_mark(F);
}

static const char *const lean_from[] = {"scr_clear(",  "scr_release(",  "scr_get_ic(",    "scr_set_ic(",
                                        "scr_get_elem(", "scr_set_elem(", "scr_get_length(", "scr_set_ic_sloppy(",
                                        "scr_set_elem_sloppy(", "scr_get_elem_d(", "scr_set_elem_d(",
                                        "scr_set_elem_d_sloppy(", "scr_ic_is_intrinsic(", "scr_call_intrinsic(",
                                        "scr_get_ic_intrinsic(", "scr_set_ic_take(", "scr_set_ic_sloppy_take("};
static const char *const lean_to[] = {"scr_clear_c(", "scr_release_c(", "scr_get_ic_c(",    "scr_set_ic_c(",
                                      "scr_get(",     "scr_set(",       "scr_get_length_c(", "scr_set_ic_sloppy_c(",
                                      "scr_set_sloppy(", "scr_get_elem_d_c(", "scr_set_elem_d_c(",
                                      "scr_set_elem_d_sloppy_c(", "scr_ic_is_intrinsic_c(", "scr_call_intrinsic_c(",
                                      "scr_get_ic_intrinsic_c(", "scr_set_ic_take_c(", "scr_set_ic_sloppy_take_c("};

static bool ident_char(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

/* Scans src[0..n) for the helper calls outside loops; appends the text to
 * o with each replaced by its out-of-line twin when o is not NULL.
 * Returns how many there are. */
static int lean_scan(const char *src, size_t n, const size_t *hot, int nhot, Buf *o) {
    int sites = 0;
    int h = 0;       /* the next hot boundary */
    size_t run = 0;  /* the start of the text not yet copied */
    size_t i = 0;
    while (i < n) {
        while (h < nhot && hot[h] <= i) h++;
        char c = src[i];
        if (c == '/' && src[i + 1] == '*') { /* a comment: kept as it is */
            const char *e = strstr(src + i + 2, "*/");
            i = e ? (size_t)(e + 2 - src) : n;
            continue;
        }
        if (c == '"' || c == '\'') { /* a C literal: kept as it is */
            size_t k = i + 1;
            while (k < n && src[k] != c) k += src[k] == '\\' ? 2 : 1;
            i = k < n ? k + 1 : n;
            continue;
        }
        /* Past an even number of boundaries: outside every loop. */
        if (h % 2 == 0 && c == 's' && (i == 0 || !ident_char(src[i - 1]))) {
            size_t w = 0;
            for (; w < sizeof lean_from / sizeof *lean_from; w++)
                if (strncmp(src + i, lean_from[w], strlen(lean_from[w])) == 0) break;
            if (w < sizeof lean_from / sizeof *lean_from) {
                sites++;
                if (o) {
                    buf_put(o, src + run, i - run);
                    buf_puts(o, lean_to[w]);
                }
                i += strlen(lean_from[w]);
                run = i;
                continue;
            }
        }
        i++;
    }
    if (o) buf_put(o, src + run, n - run);
    return sites;
}

int lean_sites(const Buf *body, const size_t *hot, int nhot) {
    return body->s ? lean_scan(body->s, body->len, hot, nhot, NULL) : 0;
}

void lean_rewrite(Buf *o, size_t base, const size_t *hot, int nhot) {
    size_t n = o->len - base;
    char *src = xmalloc(n + 1);
    memcpy(src, o->s + base, n);
    src[n] = 0;
    o->len = base;
    lean_scan(src, n, hot, nhot, o);
    free(src);
}

const char *fstr(FnEmit *F, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    const char *s = arena_vprintf(&F->em->strs, fmt, ap);
    va_end(ap);
    return s;
}

const char *estr(Emitter *E, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    const char *s = arena_vprintf(&E->strs, fmt, ap);
    va_end(ap);
    return s;
}

/* Ends a block opened with `{` and an indent. Control may leave the block
 * in the middle, so the last position is unknown after it. */
void close_brace(FnEmit *F) {
    F->indent--;
    Buf *b = &F->body;
    size_t ps = F->prev_start, ls = F->line_start;
    /* A block of one short statement closes on its opening line:
     * `if (x) { goto case_1; }`. */
    if (F->line_open && ps != (size_t)-1 && F->line_indent == F->indent + 1 && F->prev_indent == F->indent &&
        ls >= 2 && ls <= b->len && b->s[ls - 2] == '{' && b->len - ps < 150 &&
        !memchr(b->s + ls, '\n', b->len - ls - 1)) {
        size_t ind = (size_t)shown_indent(F->indent + 1) * 4;
        size_t n = b->len - ls - ind; /* the statement and its newline */
        memmove(b->s + ls - 1, b->s + ls + ind - 1, n + 1);
        b->s[ls - 1] = ' ';
        b->len = ls - 1 + n + 1;
        b->len--; /* the newline */
        buf_puts(b, " }\n");
        F->line_start = ps;
        F->line_open = false;
        F->dir_open = false;
        F->last_line = 0;
        return;
    }
    out(F, "}");
    F->line_open = false;
    F->last_line = 0;
}

void out_else(FnEmit *F) {
    Buf *b = &F->body;
    if (b->len >= 2 && b->s[b->len - 2] == '}' && b->s[b->len - 1] == '\n') {
        b->len--;
        buf_puts(b, " else {\n");
        F->line_open = false;
        return;
    }
    out(F, "else {");
}

void out_label(FnEmit *F, const char *label) {
    int ind = F->indent;
    F->indent = ind > 0 ? ind - 1 : 0;
    buf_puts(&F->body, "  ");
    for (int i = 0; i < shown_indent(F->indent); i++) buf_puts(&F->body, "    ");
    buf_printf(&F->body, "%s:;\n", label);
    F->indent = ind;
    F->line_open = F->dir_open = false;
    /* Control can arrive here from elsewhere: the last position is unknown. */
    F->last_line = 0;
}

/* A label and the one statement after it on its line: `  fail:; stmt`. */
void out_label_stmt(FnEmit *F, const char *label, const char *stmt) {
    out_label(F, label);
    F->body.len--; /* the newline */
    buf_printf(&F->body, " %s\n", stmt);
}

/* Keeps the running context's position (SCR_POS) at the node's position
 * before an operation that may throw. Straight-line repeats of the same position are skipped. */
void out_pos(FnEmit *F, const Node *n) {
    if (!n) return;
    /* What a binary operator throws, V8 reports at the operator. */
    bool op = n->kind == N_BINARY && n->op_line;
    int line = op ? n->op_line : n->line, col = op ? n->op_col : n->col;
    if (F->last_line == line && F->last_col == col) return;
    out(F, "SCR_POS(%d, %d, %d);", F->mod->index, line, col);
    F->last_line = line;
    F->last_col = col;
}

void out_line_directive(FnEmit *F, const Node *n) {
    if (!F->em->opt->line_directives || !n || n->line <= 0) return;
    if (n->line == F->last_dir_line) return;
    char *lit = c_string_literal(F->sf->path, strlen(F->sf->path));
    buf_printf(&F->body, "#line %d %s\n", n->line, lit);
    free(lit);
    F->line_open = false;
    F->dir_open = true;
    F->line_start = F->body.len;
    F->last_dir_line = n->line;
}

/* ---- temporaries ----------------------------------------------------- */

int tmp_new(FnEmit *F) {
    int t = 1;
    while (t <= F->ntemps && F->live[t]) t++;
    if (t > F->ntemps) {
        F->ntemps = t;
        if (t + 1 > F->livecap) {
            int cap = F->livecap ? F->livecap * 2 : 32;
            while (cap < t + 1) cap *= 2;
            F->live = xgrow(F->live, (size_t)cap);
            memset(F->live + F->livecap, 0, (size_t)(cap - F->livecap));
            for (int r = 0; r < F->nregions; r++) {
                F->regions[r] = xgrow(F->regions[r], (size_t)cap);
                memset(F->regions[r] + F->livecap, 0, (size_t)(cap - F->livecap));
            }
            F->livecap = cap;
        }
    }
    F->live[t] = 1;
    for (int r = 0; r < F->nregions; r++) F->regions[r][t] = 1;
    return t;
}

void tmp_free(FnEmit *F, int t) {
    if (t > 0 && t <= F->ntemps) F->live[t] = 0;
}

void region_push(FnEmit *F) {
    F->regions = xgrow(F->regions, (size_t)(F->nregions + 1) * sizeof *F->regions);
    int cap = F->livecap ? F->livecap : 32;
    if (!F->livecap) {
        F->live = xgrow(F->live, (size_t)cap);
        memset(F->live, 0, (size_t)cap);
        F->livecap = cap;
    }
    F->regions[F->nregions] = xzalloc((size_t)cap);
    F->nregions++;
}

uint8_t *region_pop(FnEmit *F) { return F->regions[--F->nregions]; }

/* Releases, at an exception handler, every temporary that was allocated
 * inside the protected region (the others are still owned by code outside
 * it, or were cleared when they died). */
void out_clear_region(FnEmit *F, const uint8_t *reg) {
    for (int t = 1; t <= F->ntemps && t < F->livecap; t++)
        if (reg[t] && !F->live[t]) out(F, "scr_clear(&t%d);", t);
}

Val val_none(void) {
    Val v;
    memset(&v, 0, sizeof v);
    v.kind = V_NONE;
    return v;
}

Val val_const(FnEmit *F, const char *fmt, ...) {
    Val v;
    memset(&v, 0, sizeof v);
    v.kind = V_CONST;
    va_list ap;
    va_start(ap, fmt);
    v.c = arena_vprintf(&F->em->strs, fmt, ap);
    va_end(ap);
    return v;
}

Val val_temp(FnEmit *F, int t) {
    Val v;
    memset(&v, 0, sizeof v);
    v.kind = V_TEMP;
    v.t = t;
    v.c = fstr(F, "t%d", t);
    return v;
}

Val val_num_temp(FnEmit *F, int t) {
    Val v = val_temp(F, t);
    v.num = true;
    return v;
}

const char *val_s(const Val *v) { return v->kind == V_NONE ? "SCR_UNDEFINED" : v->c; }

Val val_dbl(FnEmit *F, int k) {
    Val v = val_const(F, "scr_number(d_%d)", k);
    v.num = true;
    v.d = fstr(F, "d_%d", k);
    return v;
}

Val val_int32(FnEmit *F, int k, bool u32) {
    Val v = val_const(F, u32 ? "scr_uint32((uint32_t)i32_%d)" : "scr_int32(i32_%d)", k);
    v.num = true;
    v.i32 = fstr(F, "i32_%d", k);
    v.u32 = u32;
    return v;
}

const char *num_of(FnEmit *F, const Val *v) {
    if (v->d) return v->d;
    if (v->i32) return fstr(F, v->u32 ? "(double)(uint32_t)%s" : "(double)%s", v->i32);
    return fstr(F, "scr_as_number(%s)", val_s(v));
}

void val_free(FnEmit *F, Val *v) {
    if (v->kind == V_TEMP) {
        if (!v->num) out(F, v->walk ? "scr_clear_walk(&t%d);" : "scr_clear(&t%d);", v->t);
        tmp_free(F, v->t);
    }
    v->kind = V_NONE;
}

Val val_own(FnEmit *F, Val v) {
    /* Never a Number temporary, even for a Number: callers reuse the
     * temporary as the slot of a result that may be anything
     * (`x % 7 || "s"`), which must be released. */
    if (v.kind == V_TEMP) {
        v.num = false;
        v.walk = false;
        return v;
    }
    int t = tmp_new(F);
    if (v.kind == V_CONST) out(F, "t%d = scr_dup(%s);", t, v.c);
    return val_temp(F, t);
}

int new_label(FnEmit *F) { return ++F->nlabels; }

void emit_fail(FnEmit *F, const Node *n, const char *fmt, ...) {
    if (F->em->failed) return;
    Buf msg = {0};
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(&msg, fmt, ap);
    va_end(ap);
    diag_error_at(F->sf, n, "%s", msg.s);
    free(msg.s);
    F->em->failed = true;
}

/* ---- constants ------------------------------------------------------- */

static uint32_t u16_hash(const uint16_t *s, uint32_t len) {
    uint32_t h = 2166136261u; /* FNV-1a over the units */
    for (uint32_t i = 0; i < len; i++) h = (h ^ s[i]) * 16777619u;
    return h;
}

/* The index slot of s: the one naming its constant, or the empty one
 * where it would go. */
static int *const_slot(Emitter *E, const uint16_t *s, uint32_t len) {
    uint32_t mask = (uint32_t)E->constidx_cap - 1;
    for (uint32_t i = u16_hash(s, len) & mask;; i = (i + 1) & mask) {
        int k = E->constidx[i] - 1;
        if (k < 0 || (E->consts[k].len == len && (len == 0 || memcmp(E->consts[k].u16, s, len * 2) == 0)))
            return &E->constidx[i];
    }
}

int const_u16(Emitter *E, const uint16_t *s, uint32_t len) {
    if (2 * (E->nconsts + 1) > E->constidx_cap) {
        /* Grown: rebuilt from consts. */
        free(E->constidx);
        E->constidx_cap = E->constidx_cap ? E->constidx_cap * 2 : 256;
        E->constidx = xzalloc((size_t)E->constidx_cap * sizeof *E->constidx);
        for (int i = 0; i < E->nconsts; i++) *const_slot(E, E->consts[i].u16, E->consts[i].len) = i + 1;
    }
    int *slot = const_slot(E, s, len);
    if (*slot) return *slot - 1;
    if (E->nconsts == E->constcap) {
        E->constcap = E->constcap ? E->constcap * 2 : 64;
        E->consts = xgrow(E->consts, (size_t)E->constcap * sizeof *E->consts);
    }
    ConstStr *c = &E->consts[E->nconsts];
    c->u16 = xmalloc((len ? len : 1) * 2);
    if (len) memcpy(c->u16, s, len * 2);
    c->len = len;
    *slot = E->nconsts + 1;
    return E->nconsts++;
}

int const_utf8(Emitter *E, const char *s) {
    uint32_t k;
    uint16_t *u = utf8_to_utf16(s, strlen(s), &k);
    int r = const_u16(E, u, k);
    free(u);
    return r;
}

/* "k[3] / * "name" * /": the constant with a short readable comment. */
const char *kstr(Emitter *E, int k) {
    ConstStr *c = &E->consts[k];
    bool shown = c->len <= 24;
    for (uint32_t i = 0; shown && i < c->len; i++) {
        uint16_t ch = c->u16[i];
        if (ch < 0x20 || ch > 0x7E || ch == '"' || ch == '\\' || ch == '*' || ch == '/') shown = false;
    }
    if (!shown) return estr(E, "k[%d]", k);
    Buf b = {0};
    buf_printf(&b, "k[%d] /* \"", k);
    for (uint32_t i = 0; i < c->len; i++) buf_put(&b, &(char){(char)c->u16[i]}, 1);
    buf_puts(&b, "\" */");
    const char *r = arena_strndup(&E->strs, b.s, b.len);
    free(b.s);
    return r;
}

/* Text from the JS program (a function name taken from a string key, a
 * path) made safe inside a C comment: `*` `/` and `/` `*` get a space
 * between them. In the arena; s itself when nothing needed changing. */
const char *comment_text(Emitter *E, const char *s) {
    if (!strstr(s, "*/") && !strstr(s, "/*")) return s;
    Buf b = {0};
    for (const char *p = s; *p; p++) {
        buf_put(&b, p, 1);
        if ((p[0] == '*' && p[1] == '/') || (p[0] == '/' && p[1] == '*')) buf_puts(&b, " ");
    }
    const char *r = arena_strndup(&E->strs, b.s, b.len);
    free(b.s);
    return r;
}

const char *katom(Emitter *E, const char *s) { return kstr(E, const_utf8(E, s)); }

char *c_string_literal(const char *s, size_t len) {
    Buf b = {0};
    buf_puts(&b, "\"");
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': buf_puts(&b, "\\\""); break;
        case '\\': buf_puts(&b, "\\\\"); break;
        case '\n': buf_puts(&b, "\\n"); break;
        case '\r': buf_puts(&b, "\\r"); break;
        case '\t': buf_puts(&b, "\\t"); break;
        case '?': buf_puts(&b, "\\?"); break; /* no trigraphs */
        default:
            if (c < 0x20 || c >= 0x7F) buf_printf(&b, "\\%03o", c);
            else buf_put(&b, (const char *)&c, 1);
        }
    }
    buf_puts(&b, "\"");
    return b.s;
}

void emit_text_lines(Buf *o, const char *t, size_t len) {
    if (len == 0) buf_puts(o, "    \"\"\n");
    size_t s = 0;
    while (s < len) {
        size_t e = s;
        while (e < len && t[e] != '\n') e++;
        if (e < len) e++;
        char *lit = c_string_literal(t + s, e - s);
        buf_printf(o, "    %s\n", lit);
        free(lit);
        s = e;
    }
}

char *node_source(const FnEmit *F, const Node *n) {
    int a = n->pos, e = n->end;
    if (a < 0) a = 0;
    if (e > (int)F->sf->len) e = (int)F->sf->len;
    if (e < a) e = a;
    char *s = xmalloc((size_t)(e - a) + 1);
    memcpy(s, F->sf->text + a, (size_t)(e - a));
    s[e - a] = 0;
    return s;
}

/* ---- names ----------------------------------------------------------- */

static const char *const reserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch",
    "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true", "false",
    "NULL", "main", "func", "this_val", "argc", "argv", "new_target", "fr", "ret", "r", "k",
    "errno", "stdin", "stdout", "stderr", "memcpy", "memset", "strlen", "program",
    "sources", "modules", "assert", "offsetof", "alignof", "noreturn", "complex", "imaginary",
    "this_v", "it",
    /* The generated file's own statics (emit_module.c): a local of one of
     * these names would hide them from the code that uses them. */
    "ic", "gs", "const_tables", "records", "k_utf8", "k_utf16", "k_len", "slots", NULL,
};

/* Turns a JS name into a C identifier that reads back to the source, is
 * at most SANITIZE_MAX characters and is the same for the same name. A
 * name of ASCII letters, digits and `_` that fits is kept as it is (so
 * sanitizing is idempotent); any other keeps a readable prefix (`$` as
 * `_S`, each run of non-ASCII characters as one `_`) of SANITIZE_PREFIX
 * characters and ends in `_` and 8 hex digits of a hash of the whole name,
 * so names that differ only in what was dropped or changed stay apart.
 * Callers still make each name unique in its scope (unique_local,
 * unique_global); the hash keeps that from ever needing long suffixes. */
char *sanitize_ident(const char *name) {
    if (!name || !*name) name = "anon";
    size_t n = strlen(name);
    bool plain = n <= SANITIZE_MAX && !(name[0] >= '0' && name[0] <= '9');
    for (size_t i = 0; plain && i < n; i++) {
        char c = name[i];
        plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }
    if (plain) return xstrdup(name);
    Buf b = {0};
    if (name[0] >= '0' && name[0] <= '9') buf_puts(&b, "_");
    for (const unsigned char *p = (const unsigned char *)name; *p && b.len < SANITIZE_PREFIX; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_')
            buf_put(&b, (const char *)p, 1);
        else if (*p == '$')
            buf_puts(&b, "_S");
        else if (*p >= 0x80) {
            if (!b.len || b.s[b.len - 1] != '_') buf_puts(&b, "_");
            while (p[1] >= 0x80) p++;
        } else
            buf_puts(&b, "_");
    }
    if (b.len > SANITIZE_PREFIX) b.len = SANITIZE_PREFIX; /* a `_S` at the end */
    /* FNV-1a over the whole name: stable across runs and platforms. */
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)name[i]) * 16777619u;
    buf_printf(&b, "%s%08x", b.len && b.s[b.len - 1] == '_' ? "" : "_", h);
    return b.s;
}

static bool name_reserved(const char *s) {
    for (int i = 0; reserved[i]; i++)
        if (strcmp(reserved[i], s) == 0) return true;
    size_t n = strlen(s);
    if (n >= 2 && strcmp(s + n - 2, "_t") == 0) return true;
    if (strncmp(s, "scr", 3) == 0 || strncmp(s, "SCR", 3) == 0 || strncmp(s, "Scr", 3) == 0) return true;
    if (strncmp(s, "js_", 3) == 0 || strncmp(s, "__", 2) == 0) return true;
    /* t1, it3, comp2, exc4, m0_, i32_5, d_2, sp_1, ls3, ci2, re1, mod2_... are the emitter's own. */
    const char *pre[] = {"t", "it", "comp", "exc", "m", "keys", "i32_", "d_", "sp_", "tv_", "sv_", "er_", "hg_", "ls", "ci", "ts", "re", "json", "mod", "k_u16_", NULL};
    for (int i = 0; pre[i]; i++) {
        size_t pl = strlen(pre[i]);
        if (strncmp(s, pre[i], pl) == 0 && s[pl] >= '0' && s[pl] <= '9') return true;
    }
    return false;
}

char *unique_local(FnEmit *F, const char *base) {
    char *s = sanitize_ident(base);
    if (name_reserved(s)) {
        char *t = xsprintf("%s_", s);
        free(s);
        s = t;
    }
    char *cand = xstrdup(s);
    for (int i = 2; strset_has(&F->nameset, cand) || strset_has(&F->em->gnameset, cand); i++) {
        free(cand);
        cand = xsprintf("%s_%d", s, i);
        /* A second `d` must not be d_2, an unboxed temporary's name. */
        if (name_reserved(cand)) {
            free(cand);
            cand = xsprintf("%s_v%d", s, i);
        }
    }
    free(s);
    if (F->nnames == F->namecap) {
        F->namecap = F->namecap ? F->namecap * 2 : 16;
        F->names = xgrow(F->names, (size_t)F->namecap * sizeof *F->names);
    }
    F->names[F->nnames++] = cand;
    strset_add(&F->nameset, cand);
    return cand;
}

char *unique_global(Emitter *E, const char *base) {
    char *s = sanitize_ident(base);
    char *cand = xstrdup(s);
    for (int i = 2; strset_has(&E->gnameset, cand); i++) {
        free(cand);
        cand = xsprintf("%s_%d", s, i);
    }
    free(s);
    if (E->ngnames == E->gnamecap) {
        E->gnamecap = E->gnamecap ? E->gnamecap * 2 : 64;
        E->gnames = xgrow(E->gnames, (size_t)E->gnamecap * sizeof *E->gnames);
    }
    E->gnames[E->ngnames++] = cand;
    strset_add(&E->gnameset, cand);
    return cand;
}
