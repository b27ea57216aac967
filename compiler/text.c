/* text.c - allocation with the compiler's one out-of-memory path, growable
 * strings (Buf) and the string pool (Arena) described in text.h. */
#include "text.h"
#include "base/base.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The compiler's definition of base.h's out-of-memory path, which the
 * regexp engine it shares with the runtime (rxengine.c) reaches too:
 * the compiler reports an internal failure with status 70. */
void scr__oom(void) {
    fputs("scr: out of memory\n", stderr);
    exit(70);
}

void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) scr__oom();
    return p;
}

void *xzalloc(size_t n) {
    void *p = xmalloc(n);
    memset(p, 0, n);
    return p;
}

void *xgrow(void *p, size_t n) {
    p = realloc(p, n ? n : 1);
    if (!p) scr__oom();
    return p;
}

char *xstrdup(const char *s) {
    size_t n = strlen(s);
    char *d = xmalloc(n + 1);
    memcpy(d, s, n + 1);
    return d;
}

char *xsprintf(const char *fmt, ...) {
    Buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(&b, fmt, ap);
    va_end(ap);
    return b.s ? b.s : xstrdup("");
}

/* ---- Buf ------------------------------------------------------------- */

/* Makes room for n more bytes and the terminating NUL. */
static void buf_reserve(Buf *b, size_t n) {
    if (b->len + n + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1) cap *= 2;
    b->s = xgrow(b->s, cap);
    b->cap = cap;
}

void buf_put(Buf *b, const char *s, size_t n) {
    buf_reserve(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

/* Formats straight into the buffer: one vsnprintf when the text fits in
 * the room left, a second after growing when it does not. */
void buf_vprintf(Buf *b, const char *fmt, va_list ap) {
    va_list again;
    va_copy(again, ap);
    buf_reserve(b, 0);
    size_t room = b->cap - b->len;
    int n = vsnprintf(b->s + b->len, room, fmt, ap);
    if (n < 0) scr__oom(); /* only an encoding error or EOVERFLOW */
    if ((size_t)n >= room) {
        buf_reserve(b, (size_t)n);
        vsnprintf(b->s + b->len, (size_t)n + 1, fmt, again);
    }
    va_end(again);
    b->len += (size_t)n;
}

void buf_printf(Buf *b, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    buf_vprintf(b, fmt, ap);
    va_end(ap);
}

/* ---- Arena ----------------------------------------------------------- */

struct ArenaBlock {
    ArenaBlock *prev;
    char data[];
};

enum { ARENA_BLOCK = 16384 };

/* n bytes that live until arena_free. A request larger than a quarter
 * block gets a block of its own, so the current block is not wasted. */
static char *arena_alloc(Arena *a, size_t n) {
    if (n <= a->left) {
        char *p = a->next;
        a->next += n;
        a->left -= n;
        return p;
    }
    bool own = n > ARENA_BLOCK / 4;
    size_t size = own ? n : ARENA_BLOCK;
    ArenaBlock *blk = xmalloc(sizeof *blk + size);
    if (own && a->blocks) {
        /* Behind the newest block, whose free space stays in use. */
        blk->prev = a->blocks->prev;
        a->blocks->prev = blk;
        return blk->data;
    }
    blk->prev = a->blocks;
    a->blocks = blk;
    a->next = blk->data + n;
    a->left = size - n;
    return blk->data;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
    char *d = arena_alloc(a, n + 1);
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_vprintf(Arena *a, const char *fmt, va_list ap) {
    va_list again;
    va_copy(again, ap);
    char *d;
    int n = vsnprintf(a->next, a->left, fmt, ap);
    if (n < 0) scr__oom();
    if ((size_t)n < a->left) {
        d = arena_alloc(a, (size_t)n + 1); /* what was just written */
    } else {
        d = arena_alloc(a, (size_t)n + 1);
        vsnprintf(d, (size_t)n + 1, fmt, again);
    }
    va_end(again);
    return d;
}

char *arena_printf(Arena *a, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *d = arena_vprintf(a, fmt, ap);
    va_end(ap);
    return d;
}

void arena_free(Arena *a) {
    for (ArenaBlock *b = a->blocks, *prev; b; b = prev) {
        prev = b->prev;
        free(b);
    }
    memset(a, 0, sizeof *a);
}

/* ---- numbers -------------------------------------------------------- */

/* A number as Number::prototype.toString writes it. */
void buf_put_number(Buf *b, double d) {
    if (isnan(d)) {
        buf_puts(b, "NaN");
        return;
    }
    if (isinf(d)) {
        buf_puts(b, d < 0 ? "-Infinity" : "Infinity");
        return;
    }
    if (d == 0) {
        buf_puts(b, "0");
        return;
    }
    if (d < 0) {
        buf_puts(b, "-");
        d = -d;
    }
    char e[40];
    for (int p = 1; p <= 17; p++) {
        snprintf(e, sizeof e, "%.*e", p - 1, d);
        if (strtod(e, NULL) == d) break;
    }
    /* e is "D.DDDe[+-]XX": the digits, then where the point goes. */
    char dig[24];
    int k = 0;
    const char *q = e;
    for (; *q && *q != 'e'; q++)
        if (*q != '.') dig[k++] = *q;
    dig[k] = 0;
    int n = atoi(q + 1) + 1;
    if (k <= n && n <= 21) {
        buf_puts(b, dig);
        for (int i = k; i < n; i++) buf_puts(b, "0");
    } else if (0 < n && n <= 21) {
        buf_put(b, dig, (size_t)n);
        buf_puts(b, ".");
        buf_puts(b, dig + n);
    } else if (-6 < n && n <= 0) {
        buf_puts(b, "0.");
        for (int i = n; i < 0; i++) buf_puts(b, "0");
        buf_puts(b, dig);
    } else {
        buf_put(b, dig, 1);
        if (k > 1) {
            buf_puts(b, ".");
            buf_puts(b, dig + 1);
        }
        char x[16];
        snprintf(x, sizeof x, "e%c%d", n - 1 >= 0 ? '+' : '-', abs(n - 1));
        buf_puts(b, x);
    }
}

char *number_key_string(double d) {
    Buf b = {0};
    buf_put_number(&b, d);
    return b.s;
}

/* ---- files ----------------------------------------------------------- */

char *read_whole_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    Buf b = {0};
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) buf_put(&b, chunk, n);
    bool failed = ferror(f);
    fclose(f);
    if (failed) {
        free(b.s);
        return NULL;
    }
    if (len) *len = b.len;
    return b.s ? b.s : xstrdup("");
}

/* ---- StrSet ------------------------------------------------------------ */

static size_t str_hash(const char *s) {
    size_t h = 14695981039346656037u; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) h = (h ^ *p) * 1099511628211u;
    return h;
}

/* The slot holding s, or the empty slot where it would go (cap > n). */
static const char **strset_slot(const StrSet *set, const char *s) {
    size_t mask = set->cap - 1;
    for (size_t i = str_hash(s) & mask;; i = (i + 1) & mask)
        if (!set->slots[i] || strcmp(set->slots[i], s) == 0) return &set->slots[i];
}

int strset_has(const StrSet *set, const char *s) { return set->cap && *strset_slot(set, s) != NULL; }

void strset_add(StrSet *set, const char *s) {
    if (2 * (set->n + 1) > set->cap) {
        StrSet bigger = {xzalloc((set->cap ? set->cap * 2 : 64) * sizeof *set->slots), 0,
                         set->cap ? set->cap * 2 : 64};
        for (size_t i = 0; i < set->cap; i++)
            if (set->slots[i]) *strset_slot(&bigger, set->slots[i]) = set->slots[i];
        bigger.n = set->n;
        free(set->slots);
        *set = bigger;
    }
    const char **slot = strset_slot(set, s);
    if (*slot) return;
    *slot = s;
    set->n++;
}

void strset_free(StrSet *set) {
    free(set->slots);
    set->slots = NULL;
    set->n = set->cap = 0;
}
