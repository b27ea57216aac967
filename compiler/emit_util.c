/* emit_util.c - the emitter's plumbing: growable buffers, indented output,
 * temporaries and their liveness, labels, the constant string table and
 * C names. Everything here is mechanical; the interesting decisions live in
 * emit_expr.c, emit_stmt.c and emit_func.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "emit.h"

void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) {
        fprintf(stderr, "scr: out of memory\n");
        exit(70);
    }
    return p;
}

void *xzalloc(size_t n) {
    void *p = xmalloc(n);
    memset(p, 0, n);
    return p;
}

void *xgrow(void *p, size_t n) {
    p = realloc(p, n ? n : 1);
    if (!p) {
        fprintf(stderr, "scr: out of memory\n");
        exit(70);
    }
    return p;
}

char *xstrdup(const char *s) {
    size_t n = strlen(s);
    char *d = xmalloc(n + 1);
    memcpy(d, s, n + 1);
    return d;
}

char *xsprintf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

void buf_put(Buf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1) cap *= 2;
        b->s = xgrow(b->s, cap);
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

void buf_printf(Buf *b, const char *fmt, ...) {
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < (int)sizeof small) {
        buf_put(b, small, (size_t)n);
        return;
    }
    char *big = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    buf_put(b, big, (size_t)n);
    free(big);
}

/* ---- output ---------------------------------------------------------- */

void out(FnEmit *F, const char *fmt, ...) {
    char small[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    for (int i = 0; i < F->indent; i++) buf_puts(&F->body, "    ");
    if (n < (int)sizeof small) {
        buf_put(&F->body, small, (size_t)n);
    } else {
        char *big = xmalloc((size_t)n + 1);
        va_start(ap, fmt);
        vsnprintf(big, (size_t)n + 1, fmt, ap);
        va_end(ap);
        buf_put(&F->body, big, (size_t)n);
        free(big);
    }
    buf_puts(&F->body, "\n");
}

void out_label(FnEmit *F, const char *label) {
    int ind = F->indent;
    F->indent = ind > 0 ? ind - 1 : 0;
    buf_puts(&F->body, "  ");
    for (int i = 0; i < F->indent; i++) buf_puts(&F->body, "    ");
    buf_printf(&F->body, "%s:;\n", label);
    F->indent = ind;
    /* Control can arrive here from elsewhere: the last position is unknown. */
    F->last_line = 0;
}

/* Keeps the running context's position (SCR_POS) at the node's position
 * before an operation that may throw. Straight-line repeats of the same position are skipped. */
void out_pos(FnEmit *F, const Node *n) {
    if (!n) return;
    if (F->last_line == n->line && F->last_col == n->col) return;
    out(F, "SCR_POS(%d, %d, %d);", F->mod->index, n->line, n->col);
    F->last_line = n->line;
    F->last_col = n->col;
}

void out_line_directive(FnEmit *F, const Node *n) {
    if (!F->em->opt->line_directives || !n || n->line <= 0) return;
    if (n->line == F->last_dir_line) return;
    char *lit = c_string_literal(F->sf->path, strlen(F->sf->path));
    buf_printf(&F->body, "#line %d %s\n", n->line, lit);
    free(lit);
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

Val val_const(const char *fmt, ...) {
    Val v;
    memset(&v, 0, sizeof v);
    v.kind = V_CONST;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v.c, sizeof v.c, fmt, ap);
    va_end(ap);
    return v;
}

Val val_temp(int t) {
    Val v;
    memset(&v, 0, sizeof v);
    v.kind = V_TEMP;
    v.t = t;
    return v;
}

const char *val_s(const Val *v) {
    static char ring[16][112];
    static int next;
    char *b = ring[next++ & 15];
    if (v->kind == V_TEMP) snprintf(b, 112, "t%d", v->t);
    else if (v->kind == V_CONST) snprintf(b, 112, "%s", v->c);
    else snprintf(b, 112, "SCR_UNDEFINED");
    return b;
}

void val_free(FnEmit *F, Val *v) {
    if (v->kind == V_TEMP) {
        out(F, "scr_clear(&t%d);", v->t);
        tmp_free(F, v->t);
    }
    v->kind = V_NONE;
}

Val val_own(FnEmit *F, Val v) {
    if (v.kind == V_TEMP) return v;
    int t = tmp_new(F);
    if (v.kind == V_CONST) out(F, "t%d = scr_dup(%s);", t, v.c);
    return val_temp(t);
}

int new_label(FnEmit *F) { return ++F->nlabels; }

void emit_fail(FnEmit *F, const Node *n, const char *fmt, ...) {
    if (F->em->failed) return;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_error_at(F->sf, n, "%s", msg);
    F->em->failed = true;
}

/* ---- constants ------------------------------------------------------- */

int const_u16(Emitter *E, const uint16_t *s, uint32_t len) {
    for (int i = 0; i < E->nconsts; i++)
        if (E->consts[i].len == len && (len == 0 || memcmp(E->consts[i].u16, s, len * 2) == 0))
            return i;
    if (E->nconsts == E->constcap) {
        E->constcap = E->constcap ? E->constcap * 2 : 64;
        E->consts = xgrow(E->consts, (size_t)E->constcap * sizeof *E->consts);
    }
    ConstStr *c = &E->consts[E->nconsts];
    c->u16 = xmalloc((len ? len : 1) * 2);
    if (len) memcpy(c->u16, s, len * 2);
    c->len = len;
    return E->nconsts++;
}

int const_utf8(Emitter *E, const char *s) {
    size_t n = strlen(s);
    uint16_t *u = xmalloc((n + 1) * 2);
    uint32_t k = 0;
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        uint32_t cp;
        int len;
        if (c < 0x80) cp = c, len = 1;
        else if ((c >> 5) == 6) cp = c & 31, len = 2;
        else if ((c >> 4) == 14) cp = c & 15, len = 3;
        else cp = c & 7, len = 4;
        for (int j = 1; j < len && i + (size_t)j < n; j++) cp = (cp << 6) | ((unsigned char)s[i + (size_t)j] & 63);
        i += (size_t)len;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            u[k++] = (uint16_t)(0xD800 + (cp >> 10));
            u[k++] = (uint16_t)(0xDC00 + (cp & 1023));
        } else {
            u[k++] = (uint16_t)cp;
        }
    }
    int r = const_u16(E, u, k);
    free(u);
    return r;
}

/* "k[3] / * "name" * /": the constant with a short readable comment. */
const char *kstr(Emitter *E, int k) {
    static char ring[16][96];
    static int next;
    char *b = ring[next++ & 15];
    ConstStr *c = &E->consts[k];
    char shown[40];
    int n = 0;
    bool ok = c->len <= 24;
    for (uint32_t i = 0; ok && i < c->len; i++) {
        uint16_t ch = c->u16[i];
        if (ch < 0x20 || ch > 0x7E || ch == '"' || ch == '\\' || ch == '*' || ch == '/') ok = false;
        else shown[n++] = (char)ch;
    }
    shown[n] = 0;
    if (ok) snprintf(b, 96, "k[%d] /* \"%s\" */", k, shown);
    else snprintf(b, 96, "k[%d]", k);
    return b;
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
    "this_v", "it", NULL,
};

/* Turns a JS name into a C identifier: ASCII letters, digits and `_` are
 * kept, anything else becomes _XX hex. */
char *sanitize_ident(const char *name) {
    Buf b = {0};
    if (!name || !*name) name = "anon";
    if (name[0] >= '0' && name[0] <= '9') buf_puts(&b, "_");
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_')
            buf_put(&b, (const char *)p, 1);
        else if (*p == '$')
            buf_puts(&b, "_S");
        else
            buf_printf(&b, "_%02X", *p);
    }
    return b.s;
}

static bool name_reserved(const char *s) {
    for (int i = 0; reserved[i]; i++)
        if (strcmp(reserved[i], s) == 0) return true;
    size_t n = strlen(s);
    if (n >= 2 && strcmp(s + n - 2, "_t") == 0) return true;
    if (strncmp(s, "scr", 3) == 0 || strncmp(s, "SCR", 3) == 0 || strncmp(s, "Scr", 3) == 0) return true;
    if (strncmp(s, "js_", 3) == 0 || strncmp(s, "__", 2) == 0) return true;
    /* t1, it3, comp2, exc4, m0_... are the emitter's own. */
    const char *pre[] = {"t", "it", "comp", "exc", "m", "keys", NULL};
    for (int i = 0; pre[i]; i++) {
        size_t pl = strlen(pre[i]);
        if (strncmp(s, pre[i], pl) == 0 && s[pl] >= '0' && s[pl] <= '9') return true;
    }
    return false;
}

static bool in_list(char **l, int n, const char *s) {
    for (int i = 0; i < n; i++)
        if (strcmp(l[i], s) == 0) return true;
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
    for (int i = 2; in_list(F->names, F->nnames, cand) || in_list(F->em->gnames, F->em->ngnames, cand); i++) {
        free(cand);
        cand = xsprintf("%s_%d", s, i);
    }
    free(s);
    if (F->nnames == F->namecap) {
        F->namecap = F->namecap ? F->namecap * 2 : 16;
        F->names = xgrow(F->names, (size_t)F->namecap * sizeof *F->names);
    }
    F->names[F->nnames++] = cand;
    return cand;
}

char *unique_global(Emitter *E, const char *base) {
    char *s = sanitize_ident(base);
    char *cand = xstrdup(s);
    for (int i = 2; in_list(E->gnames, E->ngnames, cand); i++) {
        free(cand);
        cand = xsprintf("%s_%d", s, i);
    }
    free(s);
    if (E->ngnames == E->gnamecap) {
        E->gnamecap = E->gnamecap ? E->gnamecap * 2 : 64;
        E->gnames = xgrow(E->gnames, (size_t)E->gnamecap * sizeof *E->gnames);
    }
    E->gnames[E->ngnames++] = cand;
    return cand;
}
