/* strproto.c - the String constructor, String.fromCharCode/fromCodePoint,
 * String.prototype's methods and the string iterator (by code point).
 * Indexing is in UTF-16 code units, as in JS. */
#include "builtins/strproto.h"
#include "core/native.h"

#include "builtins/normalize.h"
#include "intl/intl.h"

#include "core/object.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/numconv.h"
#include "core/array.h"
#include "core/function.h"

#include <math.h>
#include <stdlib.h>

/* RequireObjectCoercible(this) then ToString: owned string or exception. */
static ScrValue this_str(ScrValue this_val, const char *method) {
    if (scr_is_string(this_val)) return scr_dup(this_val);
    if (scr_is_nullish(this_val))
        return scr_throw_type_error("String.prototype.%s called on null or undefined", method);
    return scr_to_string(this_val);
}

/* ToString of an argument (undefined gives "undefined"). */
static ScrValue arg_str(ScrValue v) { return scr_is_string(v) ? scr_dup(v) : scr_to_string(v); }

/* ToIntegerOrInfinity of an argument; undefined gives dflt. */
static int arg_int(ScrValue v, double dflt, double *out) {
    if (scr_is_undefined(v)) {
        *out = dflt;
        return 0;
    }
    if (scr_is_number(v)) {
        /* An index in int32 range, the common case, truncates in one
         * conversion (-0.5 gives 0, as ToIntegerOrInfinity's -0 + 0). */
        double d = scr_as_number(v);
        if (d > -2147483648.0 && d < 2147483648.0) {
            *out = (double)(int32_t)d;
            return 0;
        }
    }
    return scr__to_integer(v, out);
}

static uint32_t clamp_pos(double d, uint32_t len) {
    if (d < 0) return 0;
    if (d > len) return len;
    return (uint32_t)d;
}

/* Relative index (negative counts from the end), clamped to [0, len]. */
static uint32_t rel_pos(double d, uint32_t len) {
    if (d < 0) d += len;
    return clamp_pos(d, len);
}

static long find_units(const ScrString *s, const ScrString *p, uint32_t from) {
    if (p->len == 0) return from <= s->len ? (long)from : -1;
    if (p->len > s->len) return -1;
    for (uint32_t i = from; i + p->len <= s->len; i++) {
        if (s->data[i] == p->data[0] &&
            memcmp(s->data + i, p->data, (size_t)p->len * sizeof(uint16_t)) == 0)
            return (long)i;
    }
    return -1;
}

#define WITH_THIS(method)                                \
    ScrValue sv = this_str(this_val, method);            \
    if (scr_is_exception(sv)) return sv;                 \
    ScrString *s = scr_str(sv)

NATIVE(s_char_at) {
    UNUSED;
    WITH_THIS("charAt");
    double p;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &p) == 0)
        r = (p < 0 || p >= s->len) ? scr_dup(SCR_ATOM(""))
                                   : scr__string_sub(sv, (uint32_t)p, (uint32_t)p + 1);
    scr_release(sv);
    return r;
}

NATIVE(s_char_code_at) {
    UNUSED;
    WITH_THIS("charCodeAt");
    double p;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &p) == 0)
        r = (p < 0 || p >= s->len) ? scr_number(NAN) : scr_number(s->data[(uint32_t)p]);
    scr_release(sv);
    return r;
}

static uint32_t code_point_at(const ScrString *s, uint32_t i) {
    uint16_t c = s->data[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s->len && s->data[i + 1] >= 0xDC00 &&
        s->data[i + 1] <= 0xDFFF)
        return 0x10000 + ((uint32_t)(c - 0xD800) << 10) + (s->data[i + 1] - 0xDC00);
    return c;
}

NATIVE(s_code_point_at) {
    UNUSED;
    WITH_THIS("codePointAt");
    double p;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &p) == 0)
        r = (p < 0 || p >= s->len) ? SCR_UNDEFINED : scr_number(code_point_at(s, (uint32_t)p));
    scr_release(sv);
    return r;
}

/* The index of the first lone surrogate of s at or after i, or s->len. */
static uint32_t lone_surrogate(const ScrString *s, uint32_t i) {
    for (; i < s->len; i++) {
        uint16_t c = s->data[i];
        if (c < 0xD800 || c > 0xDFFF) continue;
        if (c <= 0xDBFF && i + 1 < s->len && s->data[i + 1] >= 0xDC00 && s->data[i + 1] <= 0xDFFF)
            i++;
        else
            return i;
    }
    return s->len;
}

NATIVE(s_is_well_formed) {
    UNUSED, (void)argc, (void)argv;
    WITH_THIS("isWellFormed");
    ScrValue r = scr_bool(lone_surrogate(s, 0) == s->len);
    scr_release(sv);
    return r;
}

/* A copy with each lone surrogate replaced by U+FFFD (the string itself
   when it has none). */
NATIVE(s_to_well_formed) {
    UNUSED, (void)argc, (void)argv;
    WITH_THIS("toWellFormed");
    uint32_t i = lone_surrogate(s, 0);
    if (i == s->len) return sv;
    ScrString *o = scr__string_alloc(s->len);
    memcpy(o->data, s->data, (size_t)s->len * 2);
    for (; i < s->len; i = lone_surrogate(s, i + 1)) o->data[i] = 0xFFFD;
    scr_release(sv);
    return scr_from_cell(o);
}

NATIVE(s_at) {
    UNUSED;
    WITH_THIS("at");
    double p;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &p) == 0) {
        if (p < 0) p += s->len;
        r = (p < 0 || p >= s->len) ? SCR_UNDEFINED
                                   : scr__string_sub(sv, (uint32_t)p, (uint32_t)p + 1);
    }
    scr_release(sv);
    return r;
}

NATIVE(s_index_of) {
    UNUSED;
    WITH_THIS("indexOf");
    ScrValue r = SCR_EXCEPTION;
    ScrValue pv = arg_str(ARG(0));
    double p;
    if (!scr_is_exception(pv)) {
        if (arg_int(ARG(1), 0, &p) == 0)
            r = scr_number((double)find_units(s, scr_str(pv), clamp_pos(p, s->len)));
        scr_release(pv);
    }
    scr_release(sv);
    return r;
}

NATIVE(s_last_index_of) {
    UNUSED;
    WITH_THIS("lastIndexOf");
    ScrValue r = SCR_EXCEPTION;
    ScrValue pv = arg_str(ARG(0));
    if (scr_is_exception(pv)) goto out;
    double n = INFINITY;
    if (!scr_is_undefined(ARG(1))) {
        if (scr_to_number(ARG(1), &n) < 0) {
            scr_release(pv);
            goto out;
        }
        n = n != n ? INFINITY : trunc(n);
    }
    ScrString *p = scr_str(pv);
    long res = -1;
    if (p->len <= s->len) {
        uint32_t start = clamp_pos(n, s->len);
        if (start > s->len - p->len) start = s->len - p->len;
        for (long i = start; i >= 0; i--) {
            if (memcmp(s->data + i, p->data, (size_t)p->len * sizeof(uint16_t)) == 0) {
                res = i;
                break;
            }
        }
    }
    r = scr_number((double)res);
    scr_release(pv);
out:
    scr_release(sv);
    return r;
}

NATIVE(s_includes) {
    UNUSED;
    WITH_THIS("includes");
    ScrValue r = SCR_EXCEPTION;
    ScrValue pv = arg_str(ARG(0));
    double p;
    if (!scr_is_exception(pv)) {
        if (arg_int(ARG(1), 0, &p) == 0)
            r = scr_bool(find_units(s, scr_str(pv), clamp_pos(p, s->len)) >= 0);
        scr_release(pv);
    }
    scr_release(sv);
    return r;
}

NATIVE(s_starts_with) {
    UNUSED;
    WITH_THIS("startsWith");
    ScrValue r = SCR_EXCEPTION;
    ScrValue pv = arg_str(ARG(0));
    double p;
    if (!scr_is_exception(pv)) {
        if (arg_int(ARG(1), 0, &p) == 0) {
            uint32_t start = clamp_pos(p, s->len);
            ScrString *q = scr_str(pv);
            r = scr_bool(start + q->len <= s->len &&
                         memcmp(s->data + start, q->data, (size_t)q->len * 2) == 0);
        }
        scr_release(pv);
    }
    scr_release(sv);
    return r;
}

NATIVE(s_ends_with) {
    UNUSED;
    WITH_THIS("endsWith");
    ScrValue r = SCR_EXCEPTION;
    ScrValue pv = arg_str(ARG(0));
    double p;
    if (!scr_is_exception(pv)) {
        if (arg_int(ARG(1), s->len, &p) == 0) {
            uint32_t end = clamp_pos(p, s->len);
            ScrString *q = scr_str(pv);
            r = scr_bool(q->len <= end &&
                         memcmp(s->data + end - q->len, q->data, (size_t)q->len * 2) == 0);
        }
        scr_release(pv);
    }
    scr_release(sv);
    return r;
}

NATIVE(s_slice) {
    UNUSED;
    WITH_THIS("slice");
    double a, b;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &a) == 0 && arg_int(ARG(1), s->len, &b) == 0)
        r = scr__string_sub(sv, rel_pos(a, s->len), rel_pos(b, s->len));
    scr_release(sv);
    return r;
}

NATIVE(s_substring) {
    UNUSED;
    WITH_THIS("substring");
    double a, b;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &a) == 0 && arg_int(ARG(1), s->len, &b) == 0) {
        uint32_t x = clamp_pos(a, s->len), y = clamp_pos(b, s->len);
        r = x < y ? scr__string_sub(sv, x, y) : scr__string_sub(sv, y, x);
    }
    scr_release(sv);
    return r;
}

NATIVE(s_substr) {
    UNUSED;
    WITH_THIS("substr");
    double a, n;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &a) == 0 && arg_int(ARG(1), INFINITY, &n) == 0) {
        uint32_t x = rel_pos(a, s->len);
        double end = fmin(x + fmax(n, 0), s->len);
        r = scr__string_sub(sv, x, (uint32_t)end);
    }
    scr_release(sv);
    return r;
}

/* Case mapping for the scripts programs commonly use: ASCII, Latin-1,
 * Latin Extended-A, Greek and Cyrillic. Returns the mapped unit. */
static uint16_t to_upper_unit(uint16_t c) {
    if (c < 0x80) return (c >= 'a' && c <= 'z') ? c - 32 : c;
    if (c == 0xB5) return 0x39C;
    if (c >= 0xE0 && c <= 0xFE && c != 0xF7) return c - 32;
    if (c == 0xFF) return 0x178;
    if (c >= 0x100 && c <= 0x17F) {
        if (c >= 0x139 && c <= 0x148) return (c & 1) ? c : c - 1;
        if (c >= 0x179 && c <= 0x17E) return (c & 1) ? c : c - 1;
        if (c == 0x131) return 'I';
        if (c == 0x17F) return 'S';
        if (c == 0x138 || c == 0x149) return c;
        return (c & 1) ? c - 1 : c;
    }
    if (c >= 0x3B1 && c <= 0x3CB && c != 0x3C2) return c - 32;
    if (c == 0x3C2) return 0x3A3;
    if (c == 0x3AC) return 0x386;
    if (c >= 0x3AD && c <= 0x3AF) return c - 37;
    if (c == 0x3CC) return 0x38C;
    if (c == 0x3CD || c == 0x3CE) return c - 63;
    if (c >= 0x430 && c <= 0x44F) return c - 32;
    if (c >= 0x450 && c <= 0x45F) return c - 80;
    return c;
}

static uint16_t to_lower_unit(uint16_t c) {
    if (c < 0x80) return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 32;
    if (c == 0x178) return 0xFF;
    if (c >= 0x100 && c <= 0x17F) {
        if (c >= 0x139 && c <= 0x148) return (c & 1) ? c + 1 : c;
        if (c >= 0x179 && c <= 0x17E) return (c & 1) ? c + 1 : c;
        if (c == 0x130 || c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17F) return c;
        return (c & 1) ? c : c + 1;
    }
    if (c >= 0x391 && c <= 0x3AB && c != 0x3A2) return c + 32;
    if (c == 0x386) return 0x3AC;
    if (c >= 0x388 && c <= 0x38A) return c + 37;
    if (c == 0x38C) return 0x3CC;
    if (c == 0x38E || c == 0x38F) return c + 63;
    if (c >= 0x410 && c <= 0x42F) return c + 32;
    if (c >= 0x400 && c <= 0x40F) return c + 80;
    return c;
}

static ScrValue change_case(ScrValue this_val, bool upper, const char *name) {
    ScrValue sv = this_str(this_val, name);
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__sb_reserve(&b, s->len);
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = s->data[i];
        if (upper && c == 0xDF) {
            scr__sb_puts(&b, "SS"); /* ß has no single-letter capital */
            continue;
        }
        if (!upper && c == 0x130) {
            scr__sb_putc(&b, 'i');
            scr__sb_putc(&b, 0x307);
            continue;
        }
        if (!upper && c == 0x3A3) {
            /* Final sigma: a capital sigma after a letter and not before one. */
            bool after = i > 0 && to_upper_unit(s->data[i - 1]) != to_lower_unit(s->data[i - 1]);
            bool before = i + 1 < s->len &&
                          to_upper_unit(s->data[i + 1]) != to_lower_unit(s->data[i + 1]);
            scr__sb_putc(&b, after && !before ? 0x3C2 : 0x3C3);
            continue;
        }
        scr__sb_putc(&b, upper ? to_upper_unit(c) : to_lower_unit(c));
    }
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    scr_release(sv);
    return r;
}

NATIVE(s_to_upper) {
    UNUSED, (void)argc, (void)argv;
    return change_case(this_val, true, "toUpperCase");
}

NATIVE(s_to_lower) {
    UNUSED, (void)argc, (void)argv;
    return change_case(this_val, false, "toLowerCase");
}

static ScrValue trim(ScrValue this_val, int where, const char *name) {
    ScrValue sv = this_str(this_val, name);
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    uint32_t a = 0, b = s->len;
    if (where & 1)
        while (a < b && scr__is_js_space(s->data[a])) a++;
    if (where & 2)
        while (b > a && scr__is_js_space(s->data[b - 1])) b--;
    ScrValue r = scr__string_sub(sv, a, b);
    scr_release(sv);
    return r;
}

NATIVE(s_trim) {
    UNUSED, (void)argc, (void)argv;
    return trim(this_val, 3, "trim");
}
NATIVE(s_trim_start) {
    UNUSED, (void)argc, (void)argv;
    return trim(this_val, 1, "trimStart");
}
NATIVE(s_trim_end) {
    UNUSED, (void)argc, (void)argv;
    return trim(this_val, 2, "trimEnd");
}

static int to_uint32(ScrValue v, uint32_t *out) {
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    *out = (uint32_t)scr__to_int32_d(d); /* ToUint32: the same low 32 bits */
    return 0;
}

NATIVE(s_split) {
    UNUSED;
    WITH_THIS("split");
    ScrValue r = SCR_EXCEPTION, rv = SCR_UNDEFINED;
    uint32_t lim = 0xFFFFFFFFu;
    if (!scr_is_undefined(ARG(1)) && to_uint32(ARG(1), &lim) < 0) goto out;
    rv = arg_str(ARG(0));
    if (scr_is_exception(rv)) goto out;
    ScrValue arr = scr_array_new(0);
    if (lim == 0) {
        r = arr;
        goto out;
    }
    if (scr_is_undefined(ARG(0))) {
        scr__array_push_take(arr, scr_dup(sv));
        r = arr;
        goto out;
    }
    ScrString *sep = scr_str(rv);
    if (sep->len == 0) {
        for (uint32_t i = 0; i < s->len && i < lim; i++)
            scr__array_push_take(arr, scr__string_sub(sv, i, i + 1));
        r = arr;
        goto out;
    }
    if (s->len == 0) {
        scr__array_push_take(arr, scr_dup(sv));
        r = arr;
        goto out;
    }
    uint32_t p = 0, count = 0;
    long q;
    while ((q = find_units(s, sep, p)) >= 0) {
        scr__array_push_take(arr, scr__string_sub(sv, p, (uint32_t)q));
        if (++count == lim) {
            r = arr;
            goto out;
        }
        p = (uint32_t)q + sep->len;
    }
    scr__array_push_take(arr, scr__string_sub(sv, p, s->len));
    r = arr;
out:
    scr_release(rv);
    scr_release(sv);
    return r;
}

NATIVE(s_repeat) {
    UNUSED;
    WITH_THIS("repeat");
    double n;
    ScrValue r = SCR_EXCEPTION;
    if (arg_int(ARG(0), 0, &n) < 0) goto out;
    if (n < 0 || isinf(n)) {
        char buf[40];
        scr__number_format(n, buf);
        scr_throw_range_error("Invalid count value: %s", buf);
        goto out;
    }
    if (s->len == 0 || n == 0) {
        r = scr_dup(SCR_ATOM(""));
        goto out;
    }
    if ((double)s->len * n > SCR_STRING_MAX_LEN) {
        scr_throw_range_error("Invalid string length");
        goto out;
    }
    ScrString *o = scr__string_alloc((uint32_t)(s->len * n));
    for (uint32_t i = 0; i < (uint32_t)n; i++)
        memcpy(o->data + (size_t)i * s->len, s->data, (size_t)s->len * 2);
    r = scr_from_cell(o);
out:
    scr_release(sv);
    return r;
}

static ScrValue pad(ScrValue this_val, int argc, ScrValue *argv, bool at_start) {
    ScrValue sv = this_str(this_val, at_start ? "padStart" : "padEnd");
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    ScrValue r = SCR_EXCEPTION, fv = SCR_UNDEFINED;
    double max;
    if (arg_int(ARG(0), 0, &max) < 0) goto out;
    if (max <= s->len) {
        r = scr_dup(sv);
        goto out;
    }
    if (scr_is_undefined(ARG(1))) {
        fv = scr_dup(SCR_ATOM(" "));
    } else {
        fv = arg_str(ARG(1));
        if (scr_is_exception(fv)) goto out;
    }
    ScrString *f = scr_str(fv);
    if (f->len == 0) {
        r = scr_dup(sv);
        goto out;
    }
    if (max > SCR_STRING_MAX_LEN) {
        scr_throw_range_error("Invalid string length");
        goto out;
    }
    uint32_t total = (uint32_t)max, fill = total - s->len;
    ScrString *o = scr__string_alloc(total);
    uint16_t *dst = o->data + (at_start ? 0 : s->len);
    for (uint32_t i = 0; i < fill; i++) dst[i] = f->data[i % f->len];
    memcpy(o->data + (at_start ? fill : 0), s->data, (size_t)s->len * 2);
    r = scr_from_cell(o);
out:
    scr_release(fv);
    scr_release(sv);
    return r;
}

NATIVE(s_pad_start) {
    UNUSED;
    return pad(this_val, argc, argv, true);
}
NATIVE(s_pad_end) {
    UNUSED;
    return pad(this_val, argc, argv, false);
}

NATIVE(s_concat) {
    UNUSED;
    WITH_THIS("concat");
    (void)s;
    ScrValue acc = sv;
    for (int i = 0; i < argc; i++) {
        ScrValue p = arg_str(argv[i]);
        if (scr_is_exception(p)) {
            scr_release(acc);
            return p;
        }
        ScrValue n = scr_string_concat(acc, p);
        scr_release(p);
        scr_release(acc);
        if (scr_is_exception(n)) return n;
        acc = n;
    }
    return acc;
}

/* GetSubstitution for a string pattern: $$, $&, $`, $' (no captures). */
static void substitute(ScrStrBuf *b, const ScrString *s, uint32_t pos, uint32_t mlen,
                       const ScrString *rep) {
    for (uint32_t i = 0; i < rep->len; i++) {
        uint16_t c = rep->data[i];
        if (c == '$' && i + 1 < rep->len) {
            uint16_t n = rep->data[i + 1];
            if (n == '$') {
                scr__sb_putc(b, '$');
                i++;
                continue;
            }
            if (n == '&') {
                scr__sb_put_units(b, s->data + pos, mlen);
                i++;
                continue;
            }
            if (n == '`') {
                scr__sb_put_units(b, s->data, pos);
                i++;
                continue;
            }
            if (n == '\'') {
                scr__sb_put_units(b, s->data + pos + mlen, s->len - pos - mlen);
                i++;
                continue;
            }
        }
        scr__sb_putc(b, c);
    }
}

static ScrValue replace(ScrValue this_val, int argc, ScrValue *argv, bool all) {
    ScrValue sv = this_str(this_val, all ? "replaceAll" : "replace");
    if (scr_is_exception(sv)) return sv;
    ScrString *s = scr_str(sv);
    ScrValue r = SCR_EXCEPTION, pv = SCR_UNDEFINED, rv = SCR_UNDEFINED;
    ScrStrBuf b = SCR_STRBUF_INIT;
    pv = arg_str(ARG(0));
    if (scr_is_exception(pv)) goto out;
    bool functional = scr__is_callable(ARG(1));
    if (!functional) {
        rv = arg_str(ARG(1));
        if (scr_is_exception(rv)) goto out;
    }
    ScrString *p = scr_str(pv);
    uint32_t last = 0;
    long pos = find_units(s, p, 0);
    while (pos >= 0) {
        scr__sb_put_units(&b, s->data + last, (uint32_t)pos - last);
        if (functional) {
            ScrValue args[3] = {pv, scr_number((double)pos), sv};
            ScrValue res = scr_call(ARG(1), SCR_UNDEFINED, 3, args, NULL);
            if (scr_is_exception(res)) goto out;
            ScrValue rs = arg_str(res);
            scr_release(res);
            if (scr_is_exception(rs)) goto out;
            scr__sb_put_string(&b, rs);
            scr_release(rs);
        } else {
            substitute(&b, s, (uint32_t)pos, p->len, scr_str(rv));
        }
        last = (uint32_t)pos + p->len;
        if (!all) break;
        /* An empty pattern matches between every pair of code units. */
        uint32_t next = (uint32_t)pos + (p->len ? p->len : 1);
        pos = next <= s->len ? find_units(s, p, next) : -1;
    }
    if (last == 0 && b.len == 0 && find_units(s, p, 0) < 0) {
        r = scr_dup(sv);
        goto out;
    }
    scr__sb_put_units(&b, s->data + last, s->len - last);
    r = scr__sb_to_string(&b);
out:
    scr__sb_free(&b);
    scr_release(pv);
    scr_release(rv);
    scr_release(sv);
    return r;
}

NATIVE(s_replace) {
    UNUSED;
    return replace(this_val, argc, argv, false);
}
NATIVE(s_replace_all) {
    UNUSED;
    return replace(this_val, argc, argv, true);
}

/* thisStringValue: a string or a String wrapper's value (borrowed). */
static ScrValue this_string_value(ScrValue this_val, const char *method) {
    if (scr_is_string(this_val)) return this_val;
    if (scr__class_of(this_val) == SCR_CLASS_STRING)
        return ((ScrPrimitiveObject *)scr_obj(this_val))->value;
    scr_throw_type_error("String.prototype.%s requires that 'this' be a String", method);
    return SCR_EXCEPTION;
}

NATIVE(s_to_string) {
    UNUSED, (void)argc, (void)argv;
    ScrValue v = this_string_value(this_val, "toString");
    return scr_is_exception(v) ? v : scr_dup(v);
}

NATIVE(s_value_of) {
    UNUSED, (void)argc, (void)argv;
    ScrValue v = this_string_value(this_val, "valueOf");
    return scr_is_exception(v) ? v : scr_dup(v);
}

NATIVE(s_normalize) {
    UNUSED;
    WITH_THIS("normalize");
    (void)s;
    int form = 0;
    if (!scr_is_undefined(ARG(0))) {
        ScrValue f = arg_str(ARG(0));
        if (scr_is_exception(f)) {
            scr_release(sv);
            return f;
        }
        static const char *const forms[] = {"NFC", "NFD", "NFKC", "NFKD"};
        form = -1;
        for (int i = 0; i < 4; i++)
            if (scr__string_equal(f, scr__atom(forms[i]))) form = i;
        if (form < 0) {
            scr_release(f);
            scr_release(sv);
            return scr_throw_range_error(
                "The normalization form should be one of NFC, NFD, NFKC, NFKD.");
        }
        scr_release(f);
    }
    ScrValue r = scr__normalize(sv, form);
    scr_release(sv);
    return r;
}

/* String.raw({raw}, ...subs): the raw strings joined with the
 * substitutions between them. */
NATIVE(string_raw) {
    UNUSED;
    (void)this_val;
    ScrValue cooked = scr__to_object(ARG(0));
    if (scr_is_exception(cooked)) return cooked;
    ScrValue raw = scr__get_str(cooked, "raw");
    scr_release(cooked);
    if (scr_is_exception(raw)) return raw;
    ScrValue ro = scr__to_object(raw);
    scr_release(raw);
    if (scr_is_exception(ro)) return ro;
    double len;
    if (scr__length_of(ro, &len) < 0) {
        scr_release(ro);
        return SCR_EXCEPTION;
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    ScrValue r = SCR_EXCEPTION;
    for (double i = 0; i < len; i++) {
        ScrValue seg = scr__get_index(ro, (uint32_t)i);
        ScrValue ss = scr_is_exception(seg) ? seg : scr_to_string(seg);
        if (!scr_is_exception(seg)) scr_release(seg);
        if (scr_is_exception(ss)) goto out;
        scr__sb_put_string(&b, ss);
        scr_release(ss);
        if (i + 1 < len && i + 1 < argc) {
            ScrValue sub = scr_to_string(argv[(int)i + 1]);
            if (scr_is_exception(sub)) goto out;
            scr__sb_put_string(&b, sub);
            scr_release(sub);
        }
    }
    r = scr__sb_to_string(&b);
out:
    scr__sb_free(&b);
    scr_release(ro);
    return r;
}

NATIVE(s_locale_compare) {
    UNUSED;
    WITH_THIS("localeCompare");
    (void)s;
    ScrValue that = arg_str(ARG(0));
    if (scr_is_exception(that)) {
        scr_release(sv);
        return that;
    }
    ScrValue c = scr__intl_locale_compare(sv, that, ARG(1), ARG(2));
    scr_release(that);
    scr_release(sv);
    return c;
}

/* ------------------------------------------------------------------------
 * The string iterator.
 * ---------------------------------------------------------------------- */

static int string_iter_next(ScrNativeIterator *it, ScrValue *out) {
    if (!scr_is_string(it->target)) return 0;
    ScrString *s = scr_str(it->target);
    if (it->index >= s->len) {
        scr_clear(&it->target);
        return 0;
    }
    uint32_t cp = code_point_at(s, it->index);
    uint32_t n = cp >= 0x10000 ? 2 : 1;
    *out = scr__string_sub(it->target, it->index, it->index + n);
    it->index += n;
    return 1;
}

NATIVE(s_iterator) {
    UNUSED, (void)argc, (void)argv;
    ScrValue sv = this_str(this_val, "[Symbol.iterator]");
    if (scr_is_exception(sv)) return sv;
    ScrValue it = scr__object_alloc(sizeof(ScrNativeIterator), SCR_CLASS_ITERATOR,
                                    scr__thread.realm->string_iterator_proto);
    ScrNativeIterator *ni = (ScrNativeIterator *)scr_obj(it);
    ni->target = sv;
    ni->index = 0;
    ni->next_fn = string_iter_next;
    return it;
}

NATIVE(si_next) {
    UNUSED, (void)argc, (void)argv;
    if (scr__class_of(this_val) != SCR_CLASS_ITERATOR ||
        ((ScrNativeIterator *)scr_obj(this_val))->next_fn != string_iter_next) {
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        return scr_throw_type_error("Method String Iterator.prototype.next called on incompatible receiver %s", buf);
    }
    ScrValue v;
    int r = string_iter_next((ScrNativeIterator *)scr_obj(this_val), &v);
    ScrValue res = scr_object_new();
    scr__define_str_take(res, "value", r ? v : SCR_UNDEFINED, SCR_PROP_CWE);
    scr__define_str_take(res, "done", scr_bool(!r), SCR_PROP_CWE);
    return res;
}

/* ------------------------------------------------------------------------
 * The constructor.
 * ---------------------------------------------------------------------- */

NATIVE(string_ctor) {
    UNUSED, (void)this_val;
    ScrValue s;
    if (argc == 0) {
        s = scr_dup(SCR_ATOM(""));
    } else if (scr_is_undefined(nt) && scr_is_symbol(argv[0])) {
        ScrSymbol *sym = (ScrSymbol *)scr_as_cell(argv[0]);
        ScrStrBuf b = SCR_STRBUF_INIT;
        scr__sb_puts(&b, "Symbol(");
        if (scr_is_string(sym->description)) scr__sb_put_string(&b, sym->description);
        scr__sb_putc(&b, ')');
        s = scr__sb_to_string(&b);
        scr__sb_free(&b);
    } else {
        s = arg_str(argv[0]);
    }
    if (scr_is_exception(s) || scr_is_undefined(nt)) return s;
    ScrValue proto = scr__proto_from_ctor(nt, scr__thread.realm->string_proto);
    if (scr_is_exception(proto)) {
        scr_release(s);
        return proto;
    }
    ScrValue o = scr__object_alloc(sizeof(ScrPrimitiveObject), SCR_CLASS_STRING, proto);
    scr_release(proto);
    ((ScrPrimitiveObject *)scr_obj(o))->value = s;
    return o;
}

NATIVE(string_from_char_code) {
    UNUSED, (void)this_val;
    if (argc == 1) {
        uint32_t u;
        if (to_uint32(argv[0], &u) < 0) return SCR_EXCEPTION;
        return scr__string_unit((uint16_t)u);
    }
    ScrStrBuf b = SCR_STRBUF_INIT;
    for (int i = 0; i < argc; i++) {
        uint32_t u;
        if (to_uint32(argv[i], &u) < 0) {
            scr__sb_free(&b);
            return SCR_EXCEPTION;
        }
        scr__sb_putc(&b, (uint16_t)u);
    }
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

NATIVE(string_from_code_point) {
    UNUSED, (void)this_val;
    ScrStrBuf b = SCR_STRBUF_INIT;
    for (int i = 0; i < argc; i++) {
        double d;
        if (scr_to_number(argv[i], &d) < 0) {
            scr__sb_free(&b);
            return SCR_EXCEPTION;
        }
        if (d != trunc(d) || d < 0 || d > 0x10FFFF) {
            char buf[40];
            scr__number_format(d, buf);
            scr__sb_free(&b);
            return scr_throw_range_error("Invalid code point %s", buf);
        }
        uint32_t cp = (uint32_t)d;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            scr__sb_putc(&b, (uint16_t)(0xD800 + (cp >> 10)));
            scr__sb_putc(&b, (uint16_t)(0xDC00 + (cp & 0x3FF)));
        } else {
            scr__sb_putc(&b, (uint16_t)cp);
        }
    }
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

void scr__strproto_init(void) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = r->string_proto;
    ScrValue ctor = scr__native_ctor_new(string_ctor, "String", 1, p);
    r->string_ctor = scr_dup(ctor);
    scr__define_native(ctor, "fromCharCode", string_from_char_code, 1);
    scr__define_native(ctor, "fromCodePoint", string_from_code_point, 1);
    scr__define_native(ctor, "raw", string_raw, 1);
    scr__define_str_take(r->global, "String", ctor, SCR_PROP_CW);

    scr__define_native(p, "at", s_at, 1);
    scr__define_native(p, "charAt", s_char_at, 1);
    scr__intrinsic_set(SCR_INTRINSIC_CHAR_CODE_AT, scr__define_native(p, "charCodeAt", s_char_code_at, 1), s_char_code_at);
    scr__define_native(p, "codePointAt", s_code_point_at, 1);
    scr__define_native(p, "concat", s_concat, 1);
    scr__define_native(p, "endsWith", s_ends_with, 1);
    scr__define_native(p, "includes", s_includes, 1);
    scr__intrinsic_set(SCR_INTRINSIC_STRING_INDEX_OF, scr__define_native(p, "indexOf", s_index_of, 1), s_index_of);
    scr__define_native(p, "isWellFormed", s_is_well_formed, 0);
    scr__define_native(p, "lastIndexOf", s_last_index_of, 1);
    scr__define_native(p, "localeCompare", s_locale_compare, 1);
    scr__define_native(p, "normalize", s_normalize, 0);
    scr__define_native(p, "padEnd", s_pad_end, 1);
    scr__define_native(p, "padStart", s_pad_start, 1);
    scr__define_native(p, "repeat", s_repeat, 1);
    scr__define_native(p, "replace", s_replace, 2);
    scr__define_native(p, "replaceAll", s_replace_all, 2);
    scr__intrinsic_set(SCR_INTRINSIC_STRING_SLICE, scr__define_native(p, "slice", s_slice, 2), s_slice);
    scr__define_native(p, "split", s_split, 2);
    scr__define_native(p, "substr", s_substr, 2);
    scr__define_native(p, "substring", s_substring, 2);
    scr__define_native(p, "startsWith", s_starts_with, 1);
    scr__define_native(p, "toString", s_to_string, 0);
    scr__define_native(p, "toWellFormed", s_to_well_formed, 0);
    scr__define_native(p, "toLowerCase", s_to_lower, 0);
    scr__define_native(p, "toLocaleLowerCase", s_to_lower, 0);
    scr__define_native(p, "toUpperCase", s_to_upper, 0);
    scr__define_native(p, "toLocaleUpperCase", s_to_upper, 0);
    scr__define_native(p, "trim", s_trim, 0);
    ScrValue ts = scr__define_native(p, "trimStart", s_trim_start, 0);
    if (!scr_is_exception(ts)) scr__define_str_take(p, "trimLeft", scr_dup(ts), SCR_PROP_CW);
    ScrValue te = scr__define_native(p, "trimEnd", s_trim_end, 0);
    if (!scr_is_exception(te)) scr__define_str_take(p, "trimRight", scr_dup(te), SCR_PROP_CW);
    scr__define_native(p, "valueOf", s_value_of, 0);
    scr__define_native_sym(p, r->sym_iterator, "[Symbol.iterator]", s_iterator, 0);

    scr__define_native(r->string_iterator_proto, "next", si_next, 0);
    scr__define_value_take(r->string_iterator_proto, r->sym_to_string_tag,
                           scr_string_from_utf8("String Iterator", 15), SCR_PROP_CONFIGURABLE);
}
