/* normalize.c - Unicode normalization forms for String.prototype.normalize:
 * full decomposition from normdata.c's tables (Hangul algorithmically),
 * canonical ordering by combining class, and canonical composition with
 * the blocking rule of UAX #15. Unicode version: normdata.c's. */
#include "builtins/normalize.h"
#include "base/base.h"

#include "core/str.h"

#include <stdlib.h>

enum { S_BASE = 0xAC00, L_BASE = 0x1100, V_BASE = 0x1161, T_BASE = 0x11A7,
       L_COUNT = 19, V_COUNT = 21, T_COUNT = 28, N_COUNT = V_COUNT * T_COUNT,
       S_COUNT = L_COUNT * N_COUNT };

typedef struct Cps {
    uint32_t *d;
    size_t n, cap;
} Cps;

static void cps_push(Cps *c, uint32_t cp) {
    SCR_GROW(c->d, c->cap, c->n + 1, 64);
    c->d[c->n++] = cp;
}

static const ScrNormDecomp *find_decomp(uint32_t cp) {
    size_t lo = 0, hi = scr__norm_decomp_len;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (scr__norm_decomp[mid].code < cp) lo = mid + 1;
        else hi = mid;
    }
    return lo < scr__norm_decomp_len && scr__norm_decomp[lo].code == cp ? &scr__norm_decomp[lo]
                                                                       : NULL;
}

static uint32_t ccc_of(uint32_t cp) {
    if (cp < 0x300) return 0;
    size_t lo = 0, hi = scr__norm_ccc_len;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (scr__norm_ccc[mid].code < cp) lo = mid + 1;
        else hi = mid;
    }
    return lo < scr__norm_ccc_len && scr__norm_ccc[lo].code == cp ? scr__norm_ccc[lo].ccc : 0;
}

/* The primary composite of a + b, or 0. */
static uint32_t compose_pair(uint32_t a, uint32_t b) {
    if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT)
        return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
    if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT == 0 && b > T_BASE &&
        b < T_BASE + T_COUNT)
        return a + (b - T_BASE);
    size_t lo = 0, hi = scr__norm_comp_len;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const ScrNormComp *c = &scr__norm_comp[mid];
        if (c->first < a || (c->first == a && c->second < b)) lo = mid + 1;
        else hi = mid;
    }
    if (lo < scr__norm_comp_len && scr__norm_comp[lo].first == a && scr__norm_comp[lo].second == b)
        return scr__norm_comp[lo].composed;
    return 0;
}

static void decompose(Cps *out, uint32_t cp, bool compat) {
    if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
        uint32_t s = cp - S_BASE;
        cps_push(out, L_BASE + s / N_COUNT);
        cps_push(out, V_BASE + (s % N_COUNT) / T_COUNT);
        if (s % T_COUNT) cps_push(out, T_BASE + s % T_COUNT);
        return;
    }
    const ScrNormDecomp *d = cp < 0xA0 ? NULL : find_decomp(cp);
    if (!d) {
        cps_push(out, cp);
        return;
    }
    uint32_t off = compat ? d->koff : d->off, len = compat ? d->klen : d->len;
    for (uint32_t i = 0; i < len; i++) cps_push(out, scr__norm_pool[off + i]);
}

/* Canonical ordering: a stable sort of each run of non-starters by class. */
static void reorder(Cps *c) {
    for (size_t i = 1; i < c->n; i++) {
        uint32_t cc = ccc_of(c->d[i]);
        if (!cc) continue;
        size_t j = i;
        uint32_t cp = c->d[i];
        while (j > 0) {
            uint32_t pc = ccc_of(c->d[j - 1]);
            if (pc <= cc) break;
            c->d[j] = c->d[j - 1];
            j--;
        }
        c->d[j] = cp;
    }
}

static void compose(Cps *c) {
    if (c->n == 0) return;
    size_t starter = 0, w = 1;
    bool have_starter = ccc_of(c->d[0]) == 0;
    uint32_t last_cc = have_starter ? 0 : 256;
    for (size_t i = 1; i < c->n; i++) {
        uint32_t cp = c->d[i], cc = ccc_of(cp);
        if (have_starter && (last_cc < cc || (last_cc == 0 && w == starter + 1))) {
            uint32_t comp = compose_pair(c->d[starter], cp);
            if (comp) {
                c->d[starter] = comp;
                continue;
            }
        }
        if (cc == 0) {
            starter = w;
            have_starter = true;
            last_cc = 0;
        } else {
            last_cc = cc;
        }
        c->d[w++] = cp;
    }
    c->n = w;
}

ScrValue scr__normalize(ScrValue s, int form) {
    ScrString *str = scr_str(s);
    bool ascii = true;
    for (uint32_t i = 0; i < str->len && ascii; i++) ascii = str->data[i] < 0xA0;
    if (ascii) return scr_dup(s);
    bool compat = form >= 2, comp = form == 0 || form == 2;
    Cps c = {0};
    for (uint32_t i = 0; i < str->len; i++) {
        uint32_t cp = str->data[i];
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < str->len && str->data[i + 1] >= 0xDC00 &&
            str->data[i + 1] <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (str->data[i + 1] - 0xDC00);
            i++;
        }
        decompose(&c, cp, compat);
    }
    reorder(&c);
    if (comp) compose(&c);
    ScrStrBuf b = SCR_STRBUF_INIT;
    for (size_t i = 0; i < c.n; i++) {
        uint32_t cp = c.d[i];
        if (cp >= 0x10000) {
            scr__sb_putc(&b, (uint16_t)(0xD800 + ((cp - 0x10000) >> 10)));
            scr__sb_putc(&b, (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF)));
        } else {
            scr__sb_putc(&b, (uint16_t)cp);
        }
    }
    free(c.d);
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* ------------------------------------------------------------------------
 * localeCompare: a three-level comparison (base letters, then accents,
 * then case and variants) with per-character weights measured from
 * Node's ICU root collation (collatedata.c) on the NFD forms of both
 * strings. Characters past U+04FF sort after those, by code unit.
 * Contractions and expansions (æ, ß) are not modelled.
 * ---------------------------------------------------------------------- */

/* Primary: the base-letter rank. Secondary: one common weight for every
 * base character, and the mark's own rank for combining marks (so that
 * an accent outranks case, as in UCA). Tertiary: the full rank. */
static uint32_t weight(uint16_t c, int level) {
    if (c >= 0x500) return level == 1 ? 1 : 0x4000u + c;
    const uint16_t *w = scr__collate_weights[c];
    if (level == 1) return w[0] ? 1 : w[1] ? 2u + w[1] : 0;
    return w[level];
}

int scr__locale_compare(ScrValue a, ScrValue b) {
    ScrValue na = scr__normalize(a, 1), nb = scr__normalize(b, 1);
    ScrString *x = scr_str(na), *y = scr_str(nb);
    int r = 0;
    for (int level = 0; level < 3 && r == 0; level++) {
        uint32_t i = 0, j = 0;
        for (;;) {
            uint32_t wx = 0, wy = 0;
            while (i < x->len && (wx = weight(x->data[i], level)) == 0) i++;
            while (j < y->len && (wy = weight(y->data[j], level)) == 0) j++;
            if (i >= x->len || j >= y->len) {
                r = i < x->len ? 1 : j < y->len ? -1 : 0;
                break;
            }
            if (wx != wy) {
                r = wx < wy ? -1 : 1;
                break;
            }
            i++;
            j++;
        }
    }
    scr_release(na);
    scr_release(nb);
    return r;
}
