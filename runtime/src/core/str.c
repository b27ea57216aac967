/* string.c - string cells (immutable UTF-16: only a string that nothing else
 * can see is appended to, in place), the atom table that interns
 * them, UTF-8 conversion in both directions, concatenation and template
 * literals, and the cache of well-known atoms (scr__atom). Number <-> string
 * conversion lives in numconv.c. */
#include "core/str.h"
#include "base/base.h"

#include "memory/heap.h"
#include "memory/region.h"
#include "core/numconv.h"

#include <malloc.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Allocation.
 * ---------------------------------------------------------------------- */

/* Out of memory in a string allocation is not recoverable here: every caller
 * would need a path for it and the preallocated error belongs to the core.
 * String buffers therefore come from scr__xmalloc (base.h), which ends in
 * the runtime's one out-of-memory path. */

ScrString *scr__string_alloc(uint32_t len) {
    /* heap.c zeroes the header and sets the count to 1 and the kind; every
     * caller writes all len code units. */
    ScrString *s = scr__cell_alloc_string(sizeof(ScrString) + (size_t)len * sizeof(uint16_t));
    s->len = len;
    return s;
}

/* ------------------------------------------------------------------------
 * Hashing. FNV-1a over code units; the canonical-array-index test is done
 * in the same pass because property lookup needs both.
 * ---------------------------------------------------------------------- */

static uint32_t hash_units(const uint16_t *d, uint32_t len) {
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < len; i++) {
        h ^= d[i];
        h *= 16777619u;
    }
    return h;
}

static uint32_t hash_ascii(const char *a, size_t len) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) {
        h ^= (uint8_t)a[i];
        h *= 16777619u;
    }
    return h;
}

/* A canonical array index is "0" or a digit string without a leading zero
 * whose value is below 2^32 - 1. */
static bool units_index(const uint16_t *d, uint32_t len, uint32_t *out) {
    if (len == 0 || len > 10) return false;
    if (d[0] == '0') {
        if (len != 1) return false;
        *out = 0;
        return true;
    }
    uint64_t v = 0;
    for (uint32_t i = 0; i < len; i++) {
        if (d[i] < '0' || d[i] > '9') return false;
        v = v * 10 + (d[i] - '0');
    }
    if (v >= 0xFFFFFFFFull) return false;
    *out = (uint32_t)v;
    return true;
}

static void compute_hash(ScrString *s) {
    uint32_t idx = 0;
    s->hash = hash_units(s->data, s->len);
    s->is_index = units_index(s->data, s->len, &idx);
    s->index = idx;
    s->has_hash = 1;
}

uint32_t scr__string_hash(ScrString *s) {
    if (!s->has_hash) compute_hash(s);
    return s->hash;
}

bool scr__string_is_index(ScrValue v, uint32_t *idx) {
    if (!scr_is_string(v)) return false;
    ScrString *s = scr_str(v);
    if (!s->has_hash) compute_hash(s);
    if (s->is_index && idx) *idx = s->index;
    return s->is_index;
}

/* ------------------------------------------------------------------------
 * The atom table: open hashing with chains through atom_next. An atom is
 * unlinked when its cell is freed, so the table never holds dead cells and
 * holds no reference of its own.
 * ---------------------------------------------------------------------- */

static ScrString **atoms;      /* bucket heads; NULL before the first atom */
static uint32_t atom_mask;     /* bucket count - 1 */
static uint32_t atom_count;

static void atoms_grow(void) {
    uint32_t n = atoms ? (atom_mask + 1) * 2 : 1024;
    ScrString **t = scr__xcalloc(n, sizeof *t);
    if (atoms) {
        for (uint32_t i = 0; i <= atom_mask; i++) {
            ScrString *s = atoms[i];
            while (s) {
                ScrString *next = s->atom_next;
                uint32_t b = s->hash & (n - 1);
                s->atom_next = t[b];
                t[b] = s;
                s = next;
            }
        }
        free(atoms);
    }
    atoms = t;
    atom_mask = n - 1;
}

static void atom_insert(ScrString *s) {
    if (!atoms || atom_count >= atom_mask + 1) atoms_grow();
    if (!s->has_hash) compute_hash(s);
    uint32_t b = s->hash & atom_mask;
    s->atom_next = atoms[b];
    atoms[b] = s;
    s->is_atom = 1;
    s->cell.flags |= SCR_CELL_ATOM;
    atom_count++;
}

static ScrString *atom_find_utf16(const uint16_t *d, uint32_t len, uint32_t h) {
    if (!atoms) return NULL;
    for (ScrString *s = atoms[h & atom_mask]; s; s = s->atom_next) {
        /* d may be NULL when len is 0 (an empty string builder). */
        if (s->hash == h && s->len == len &&
            (len == 0 || memcmp(s->data, d, (size_t)len * sizeof(uint16_t)) == 0))
            return s;
    }
    return NULL;
}

static ScrString *atom_find_ascii(const char *a, uint32_t len, uint32_t h) {
    if (!atoms) return NULL;
    for (ScrString *s = atoms[h & atom_mask]; s; s = s->atom_next) {
        if (s->hash != h || s->len != len) continue;
        uint32_t i = 0;
        while (i < len && s->data[i] == (uint8_t)a[i]) i++;
        if (i == len) return s;
    }
    return NULL;
}

static void atom_remove(ScrString *s) {
    ScrString **pp = &atoms[s->hash & atom_mask];
    while (*pp && *pp != s) pp = &(*pp)->atom_next;
    if (*pp) {
        *pp = s->atom_next;
        atom_count--;
    }
    s->is_atom = 0;
    s->cell.flags &= (uint8_t)~SCR_CELL_ATOM;
}


void scr__string_free(ScrString *s) {
    scr__string_frees++;
    if (s->is_atom) atom_remove(s);
    scr__cell_dealloc(&s->cell);
}

/* Atoms live in the atom table for as long as anything uses them, so they
 * never go to a region (a region would then be kept by the table). */
static ScrString *atom_alloc(uint32_t len) {
    ScrRegion *r = scr__thread.region;
    scr__thread.region = NULL;
    ScrString *s = scr__string_alloc(len);
    scr__thread.region = r;
    return s;
}

ScrValue scr_atom_from_utf16(const uint16_t *d, size_t len) {
    uint32_t h = hash_units(d, (uint32_t)len);
    ScrString *s = atom_find_utf16(d, (uint32_t)len, h);
    if (s) return scr_dup(scr_from_cell(s));
    s = atom_alloc((uint32_t)len);
    if (len) memcpy(s->data, d, len * sizeof(uint16_t));
    atom_insert(s);
    return scr_from_cell(s);
}

ScrValue scr__string_intern(ScrValue v) {
    ScrString *s = scr_str(v);
    if (s->is_atom) return scr_dup(v);
    uint32_t h = scr__string_hash(s);
    ScrString *a = atom_find_utf16(s->data, s->len, h);
    if (a) return scr_dup(scr_from_cell(a));
    /* The string itself becomes the atom (its content never changes), unless
     * it lives in a region chunk, which the table must not point into. */
    if (s->cell.flags & SCR_CELL_REGION) return scr_atom_from_utf16(s->data, s->len);
    atom_insert(s);
    return scr_dup(v);
}

/* ------------------------------------------------------------------------
 * UTF-8 in and out.
 * ---------------------------------------------------------------------- */

/* Decodes one UTF-8 sequence at s[*i] (advancing *i); malformed input gives
 * U+FFFD per maximal subpart, as the WHATWG decoder (and so Node) does. */
static uint32_t utf8_next(const uint8_t *s, size_t len, size_t *i) {
    uint8_t c = s[(*i)++];
    if (c < 0x80) return c;
    uint32_t cp;
    int need;
    uint8_t lo = 0x80, hi = 0xBF;
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
    for (int k = 0; k < need; k++) {
        if (*i >= len) return 0xFFFD;
        uint8_t b = s[*i];
        if (b < lo || b > hi) return 0xFFFD;
        lo = 0x80;
        hi = 0xBF;
        cp = (cp << 6) | (b & 0x3F);
        (*i)++;
    }
    return cp;
}

/* Converts UTF-8 to UTF-16 into a malloc'ed buffer; returns the unit count.
 * *ascii is set when every byte was below 0x80. */
static uint16_t *utf8_to_utf16(const char *src, size_t len, size_t *out_len) {
    const uint8_t *s = (const uint8_t *)src;
    uint16_t *buf = scr__xmalloc((len + 1) * sizeof(uint16_t));
    size_t n = 0, i = 0;
    while (i < len) {
        uint32_t cp = utf8_next(s, len, &i);
        if (cp >= 0x10000) {
            cp -= 0x10000;
            buf[n++] = (uint16_t)(0xD800 + (cp >> 10));
            buf[n++] = (uint16_t)(0xDC00 + (cp & 0x3FF));
        } else {
            buf[n++] = (uint16_t)cp;
        }
    }
    *out_len = n;
    return buf;
}

static bool all_ascii(const char *s, size_t len) {
    for (size_t i = 0; i < len; i++)
        if ((uint8_t)s[i] >= 0x80) return false;
    return true;
}

ScrValue scr_string_from_utf8(const char *s, size_t len) {
    if (all_ascii(s, len)) {
        ScrString *r = scr__string_alloc((uint32_t)len);
        for (size_t i = 0; i < len; i++) r->data[i] = (uint8_t)s[i];
        return scr_from_cell(r);
    }
    size_t n;
    uint16_t *u = utf8_to_utf16(s, len, &n);
    ScrValue r = scr_string_from_utf16(u, n);
    free(u);
    return r;
}

ScrValue scr_string_from_utf16(const uint16_t *d, size_t len) {
    ScrString *r = scr__string_alloc((uint32_t)len);
    if (len) memcpy(r->data, d, len * sizeof(uint16_t));
    return scr_from_cell(r);
}

ScrValue scr_atom_from_utf8(const char *s, size_t len) {
    if (all_ascii(s, len)) {
        uint32_t h = hash_ascii(s, len);
        ScrString *a = atom_find_ascii(s, (uint32_t)len, h);
        if (a) return scr_dup(scr_from_cell(a));
        ScrString *r = atom_alloc((uint32_t)len);
        for (size_t i = 0; i < len; i++) r->data[i] = (uint8_t)s[i];
        atom_insert(r);
        return scr_from_cell(r);
    }
    size_t n;
    uint16_t *u = utf8_to_utf16(s, len, &n);
    ScrValue r = scr_atom_from_utf16(u, n);
    free(u);
    return r;
}

/* Appends the UTF-8 form of units [0, len) to out (which has room for 3 bytes
 * per unit); returns the byte count. Lone surrogates become U+FFFD. */
size_t scr__utf16_to_utf8(const uint16_t *d, size_t len, char *out) {
    uint8_t *o = (uint8_t *)out;
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        uint32_t c = d[i];
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < len && d[i + 1] >= 0xDC00 &&
            d[i + 1] <= 0xDFFF) {
            c = 0x10000 + ((c - 0xD800) << 10) + (d[i + 1] - 0xDC00);
            i++;
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            c = 0xFFFD;
        }
        if (c < 0x80) {
            o[n++] = (uint8_t)c;
        } else if (c < 0x800) {
            o[n++] = (uint8_t)(0xC0 | (c >> 6));
            o[n++] = (uint8_t)(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            o[n++] = (uint8_t)(0xE0 | (c >> 12));
            o[n++] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            o[n++] = (uint8_t)(0x80 | (c & 0x3F));
        } else {
            o[n++] = (uint8_t)(0xF0 | (c >> 18));
            o[n++] = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
            o[n++] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            o[n++] = (uint8_t)(0x80 | (c & 0x3F));
        }
    }
    return n;
}

char *scr__string_to_utf8(ScrValue v, size_t *len_out) {
    ScrString *s = scr_str(v);
    char *buf = scr__xmalloc((size_t)s->len * 3 + 1);
    size_t n = scr__utf16_to_utf8(s->data, s->len, buf);
    buf[n] = '\0';
    if (len_out) *len_out = n;
    return buf;
}

/* ------------------------------------------------------------------------
 * Comparison, substrings, concatenation.
 * ---------------------------------------------------------------------- */

bool scr__string_equal(ScrValue a, ScrValue b) {
    if (a == b) return true;
    ScrString *x = scr_str(a), *y = scr_str(b);
    /* Two distinct atoms never have the same content. */
    if (x->is_atom && y->is_atom) return false;
    if (x->len != y->len) return false;
    if (x->has_hash && y->has_hash && x->hash != y->hash) return false;
    if (x->len <= 8) { /* a word: no call */
        for (uint32_t i = 0; i < x->len; i++)
            if (x->data[i] != y->data[i]) return false;
        return true;
    }
    return memcmp(x->data, y->data, (size_t)x->len * sizeof(uint16_t)) == 0;
}

int scr__string_compare(ScrValue a, ScrValue b) {
    if (a == b) return 0;
    ScrString *x = scr_str(a), *y = scr_str(b);
    uint32_t n = x->len < y->len ? x->len : y->len;
    for (uint32_t i = 0; i < n; i++) {
        if (x->data[i] != y->data[i]) return x->data[i] < y->data[i] ? -1 : 1;
    }
    return x->len < y->len ? -1 : x->len > y->len ? 1 : 0;
}

ScrValue scr__string_unit(uint16_t u) {
    /* One cached atom per ASCII unit but NUL (scr__atom takes C strings):
     * charAt, s.slice(i, i + 1) and String.fromCharCode(c) in a loop then
     * allocate nothing. */
    static ScrAtomCache units[128];
    if (u > 0 && u < 128) {
        char a[2] = {(char)u, 0};
        return scr_dup(scr__atom_cached(&units[u], a));
    }
    return scr_string_from_utf16(&u, 1);
}

ScrValue scr__string_sub(ScrValue v, uint32_t start, uint32_t end) {
    ScrString *s = scr_str(v);
    if (end > s->len) end = s->len;
    if (start >= end) return scr_dup(SCR_ATOM(""));
    if (start == 0 && end == s->len) return scr_dup(v);
    if (end - start == 1) return scr__string_unit(s->data[start]);
    return scr_string_from_utf16(s->data + start, end - start);
}

ScrValue scr_string_concat(ScrValue a, ScrValue b) {
    ScrString *x = scr_str(a), *y = scr_str(b);
    if (y->len == 0) return scr_dup(a);
    if (x->len == 0) return scr_dup(b);
    if ((uint64_t)x->len + y->len > SCR_STRING_MAX_LEN)
        return scr_throw_range_error("Invalid string length");
    ScrString *r = scr__string_alloc(x->len + y->len);
    memcpy(r->data, x->data, (size_t)x->len * sizeof(uint16_t));
    memcpy(r->data + x->len, y->data, (size_t)y->len * sizeof(uint16_t));
    return scr_from_cell(r);
}

/* ---- appending in place ----------------------------------------------
 * `s += piece` in a loop builds a long string one piece at a time, and a
 * copy of the whole string per piece is quadratic: 5,000 units added one
 * at a time copy 12.5 M. Strings are immutable to JavaScript, but one that
 * nothing else can see (scr_add_var in ops.c checks that its only holders
 * are the variable being assigned and the operand read from it) may take
 * the piece in place. Such a string moves to the malloc heap with spare
 * room, grown geometrically, so that building it costs time linear in its
 * length. Short results (under APPEND_MIN_UNITS) and strings in a region
 * (whose chunks cannot grow a cell) are left to ordinary concatenation. */
enum { APPEND_MIN_UNITS = 64 };

/* The units a heap string's block has room for. */
static uint64_t heap_string_room(ScrString *s) {
    return (malloc_usable_size(s) - offsetof(ScrString, data)) / sizeof(uint16_t);
}

bool scr__string_appendable(const ScrString *x, uint32_t n) {
    uint64_t need = (uint64_t)x->len + n;
    if (need < APPEND_MIN_UNITS || need > SCR_STRING_MAX_LEN) return false;
    /* A cell made while a region is current belongs to the region. */
    if (scr__thread.region) return false;
    return !(x->cell.flags & (SCR_CELL_REGION | SCR_CELL_IMMORTAL | SCR_CELL_ATOM));
}

ScrString *scr__string_append_owned(ScrString *x, const uint16_t *d, uint32_t n) {
    if (!scr__string_appendable(x, n)) return NULL;
    uint64_t need = (uint64_t)x->len + n;
    SCR_ASSERT(x->cell.rc == 1 && x->cell.kind == SCR_KIND_STRING);
    bool heap = !(x->cell.flags & SCR_CELL_POOL);
    if (!heap || heap_string_room(x) < need) {
        uint64_t cap = need < ((uint64_t)1 << 20) ? need * 2 : need + need / 2;
        if (cap > SCR_STRING_MAX_LEN) cap = SCR_STRING_MAX_LEN;
        size_t bytes = offsetof(ScrString, data) + (size_t)cap * sizeof(uint16_t);
        if (heap) {
            x = scr__cell_resize(&x->cell, bytes);
        } else {
            ScrString *r = scr__cell_alloc_heap(bytes, offsetof(ScrString, data), SCR_KIND_STRING);
            r->len = x->len;
            memcpy(r->data, x->data, (size_t)x->len * sizeof(uint16_t));
            scr_release(scr_from_cell(x));
            x = r;
        }
    }
    memcpy(x->data + x->len, d, (size_t)n * sizeof(uint16_t));
    x->len = (uint32_t)need;
    x->has_hash = 0;
    x->is_index = 0;
    return x;
}

ScrValue scr_concat_take(int n, ScrValue *strs) {
    if (n == 0) return scr_dup(SCR_ATOM(""));
    ScrValue r = scr_concat(n, strs, n >= 32 ? 0xFFFFFFFFu : (1u << n) - 1);
    for (int i = 32; i < n; i++) scr_release(strs[i]);
    return r;
}

ScrValue scr_concat(int n, ScrValue *strs, uint32_t owned) {
    if (n == 0) return scr_dup(SCR_ATOM(""));
    uint64_t total = 0;
    int nonempty = 0, last = 0;
    for (int i = 0; i < n; i++) {
        uint32_t len = scr_str(strs[i])->len;
        total += len;
        if (len) nonempty++, last = i;
    }
    ScrValue result;
    if (total > SCR_STRING_MAX_LEN) {
        result = scr_throw_range_error("Invalid string length");
    } else if (nonempty <= 1) {
        result = scr_dup(strs[last]); /* one part (or all empty): no new string */
    } else {
        ScrString *r = scr__string_alloc((uint32_t)total);
        uint32_t at = 0;
        for (int i = 0; i < n; i++) {
            ScrString *s = scr_str(strs[i]);
            if (s->len <= 16) {
                /* Short parts (separators, names, digits) are the common
                 * case: a loop beats a memcpy call. */
                for (uint32_t j = 0; j < s->len; j++) r->data[at + j] = s->data[j];
            } else {
                memcpy(r->data + at, s->data, (size_t)s->len * sizeof(uint16_t));
            }
            at += s->len;
        }
        result = scr_from_cell(r);
    }
    for (int i = 0; i < n && i < 32; i++)
        if (owned & (1u << i)) scr_release(strs[i]);
    return result;
}

ScrValue scr_template(int n, ScrValue *parts) {
    /* Convert every part first so the result is allocated once. */
    ScrValue small[16];
    ScrValue *strs = n <= 16 ? small : scr__xmalloc((size_t)n * sizeof(ScrValue));
    ScrValue result = SCR_EXCEPTION;
    int done = 0;
    for (; done < n; done++) {
        ScrValue p = parts[done];
        ScrValue s = scr_is_string(p) ? scr_dup(p) : scr_to_string(p);
        if (scr_is_exception(s)) break;
        strs[done] = s;
    }
    if (done == n) {
        result = scr_concat_take(n, strs);
    } else {
        for (int i = 0; i < done; i++) scr_release(strs[i]);
    }
    if (strs != small) free(strs);
    return result;
}

/* ------------------------------------------------------------------------
 * Well-known atoms. The cache holds one reference to each, so they live
 * until scr__string_fini; lookups hash the ASCII text, which is cheap for the
 * short names used here. Callers that are hot keep the value in a static.
 * ---------------------------------------------------------------------- */

typedef struct WellKnown {
    uint32_t hash;
    ScrValue atom; /* 0 when the slot is empty */
} WellKnown;

static WellKnown *wk;
static uint32_t wk_mask, wk_count;

static void wk_grow(void) {
    uint32_t n = wk ? (wk_mask + 1) * 2 : 256;
    WellKnown *t = scr__xcalloc(n, sizeof *t);
    if (wk) {
        for (uint32_t i = 0; i <= wk_mask; i++) {
            if (!wk[i].atom) continue;
            uint32_t j = wk[i].hash & (n - 1);
            while (t[j].atom) j = (j + 1) & (n - 1);
            t[j] = wk[i];
        }
        free(wk);
    }
    wk = t;
    wk_mask = n - 1;
}

uint32_t scr__atom_gen = 1;

ScrValue scr__atom(const char *ascii) {
    size_t len = strlen(ascii);
    uint32_t h = hash_ascii(ascii, len);
    if (wk) {
        for (uint32_t j = h & wk_mask; wk[j].atom; j = (j + 1) & wk_mask) {
            if (wk[j].hash != h) continue;
            ScrString *s = scr_str(wk[j].atom);
            if (s->len != len) continue;
            uint32_t i = 0;
            while (i < len && s->data[i] == (uint8_t)ascii[i]) i++;
            if (i == len) return wk[j].atom;
        }
    }
    if (!wk || (wk_count + 1) * 2 > wk_mask + 1) wk_grow();
    ScrValue a = scr_atom_from_utf8(ascii, len);
    uint32_t j = h & wk_mask;
    while (wk[j].atom) j = (j + 1) & wk_mask;
    wk[j].hash = h;
    wk[j].atom = a;
    wk_count++;
    return a;
}

void scr__string_fini(void) {
    if (wk) {
        for (uint32_t i = 0; i <= wk_mask; i++)
            if (wk[i].atom) scr_release(wk[i].atom);
        free(wk);
        wk = NULL;
        wk_mask = wk_count = 0;
        scr__atom_gen++;
    }
}

uint32_t scr__atom_count(void) { return atom_count; }

void scr__strings_init(void) {
    if (!atoms) atoms_grow();
}

/* main.c calls this after the realm is gone, and after console's count
 * labels (strings) are released. */
void scr__strings_shutdown(void) { scr__string_fini(); }

/* ------------------------------------------------------------------------
 * ScrStrBuf.
 * ---------------------------------------------------------------------- */

void scr__sb_grow(ScrStrBuf *b, size_t extra) {
    SCR_GROW(b->d, b->cap, b->len + extra, 64);
}

void scr__sb_put_units(ScrStrBuf *b, const uint16_t *d, size_t n) {
    if (!n) return;
    scr__sb_reserve(b, n);
    memcpy(b->d + b->len, d, n * sizeof(uint16_t));
    b->len += n;
}

void scr__sb_puts(ScrStrBuf *b, const char *s) {
    size_t n = strlen(s);
    if (!all_ascii(s, n)) {
        size_t m;
        uint16_t *u = utf8_to_utf16(s, n, &m);
        scr__sb_put_units(b, u, m);
        free(u);
        return;
    }
    scr__sb_reserve(b, n);
    for (size_t i = 0; i < n; i++) b->d[b->len++] = (uint8_t)s[i];
}

void scr__sb_put_string(ScrStrBuf *b, ScrValue s) {
    ScrString *str = scr_str(s);
    scr__sb_put_units(b, str->data, str->len);
}

void scr__sb_put_number(ScrStrBuf *b, double d) {
    char buf[40];
    int n = scr__number_format(d, buf); /* ASCII, n characters */
    scr__sb_reserve(b, (size_t)n);
    for (int i = 0; i < n; i++) b->d[b->len++] = (uint8_t)buf[i];
}

void scr__sb_printf(ScrStrBuf *b, const char *fmt, ...) {
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        scr__sb_puts(b, small);
        return;
    }
    char *big = scr__xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    scr__sb_puts(b, big);
    free(big);
}

void scr__sb_free(ScrStrBuf *b) {
    free(b->d);
    b->d = NULL;
    b->len = b->cap = 0;
}

ScrValue scr__sb_to_string(ScrStrBuf *b) {
    ScrValue r = b->len ? scr_string_from_utf16(b->d, b->len) : scr_dup(SCR_ATOM(""));
    b->len = 0;
    return r;
}
