/* strregex.c - the protocols between String and RegExp: RegExp.prototype's
 * Symbol.match/matchAll/replace/search/split (the spec's generic
 * algorithms over RegExpExec, so subclasses and user `exec` methods work),
 * GetSubstitution's replacement patterns, the RegExp String Iterator, and
 * String.prototype's match/matchAll/search/replace/replaceAll/split, which
 * dispatch on those symbols and fall back to strproto.c's string-only
 * versions. */
#include "builtins/strregex.h"
#include "base/base.h"
#include "core/native.h"

#include "core/iter.h"
#include "builtins/regexp.h"
#include "core/str.h"
#include "core/ops.h"
#include "core/function.h"
#include "core/array.h"

#include <math.h>
#include <stdlib.h>

/* ------------------------------------------------------------------------
 * Helpers.
 * ---------------------------------------------------------------------- */

static uint32_t advance_index(ScrValue s, uint32_t i, bool unicode) {
    ScrString *str = scr_str(s);
    if (!unicode || i + 1 >= str->len) return i + 1;
    uint16_t c = str->data[i];
    if (c >= 0xD800 && c <= 0xDBFF && str->data[i + 1] >= 0xDC00 && str->data[i + 1] <= 0xDFFF)
        return i + 2;
    return i + 1;
}

/* ToString(Get(rx, "flags")) as a C bit set of the letters present. */
static int read_flags(ScrValue rx, ScrValue *flags_out) {
    ScrValue f = scr__get_str(rx, "flags");
    if (scr_is_exception(f)) return -1;
    ScrValue fs = scr_to_string(f);
    scr_release(f);
    if (scr_is_exception(fs)) return -1;
    int bits = 0;
    ScrString *s = scr_str(fs);
    for (uint32_t i = 0; i < s->len; i++) {
        switch (s->data[i]) {
        case 'g': bits |= SCR_RX_GLOBAL; break;
        case 'u': bits |= SCR_RX_UNICODE; break;
        case 'v': bits |= SCR_RX_UNICODE; break; /* full Unicode too */
        case 'y': bits |= SCR_RX_STICKY; break;
        default: break;
        }
    }
    if (flags_out) *flags_out = fs;
    else scr_release(fs);
    return bits;
}

static int set_last_index(ScrValue rx, double v) { return scr__regexp_set_last_index(rx, v); }

/* After an empty match: lastIndex = AdvanceStringIndex(S, lastIndex). */
static int bump_if_empty(ScrValue rx, ScrValue result, ScrValue s, bool unicode) {
    ScrValue m = scr__get_index(result, 0);
    if (scr_is_exception(m)) return -1;
    ScrValue ms = scr_to_string(m);
    scr_release(m);
    if (scr_is_exception(ms)) return -1;
    bool empty = scr_str(ms)->len == 0;
    scr_release(ms);
    if (!empty) return 0;
    double li;
    if (scr__regexp_get_last_index(rx, &li) < 0) return -1;
    double next = li >= 4294967295.0 ? li + 1 : advance_index(s, (uint32_t)li, unicode);
    return set_last_index(rx, next);
}

static ScrValue this_object(ScrValue this_val, const char *method) {
    if (scr_is_object(this_val)) return this_val;
    char buf[128];
    scr__value_describe(this_val, buf, sizeof buf);
    scr_throw_type_error("Method RegExp.prototype.%s called on incompatible receiver %s", method, buf);
    return SCR_EXCEPTION;
}

/* ------------------------------------------------------------------------
 * GetSubstitution.
 * ---------------------------------------------------------------------- */

/* Appends the expansion of replacement template `tpl` for one match. caps
 * holds m captures (owned strings or undefined), groups is undefined or an
 * object. 0 or -1. */
static int substitute(ScrStrBuf *b, ScrValue matched, ScrValue str, uint32_t position,
                      uint32_t m, const ScrValue *caps, ScrValue groups, ScrValue tpl) {
    ScrString *t = scr_str(tpl), *s = scr_str(str);
    uint32_t mlen = scr_str(matched)->len;
    for (uint32_t i = 0; i < t->len; i++) {
        uint16_t c = t->data[i];
        if (c != '$' || i + 1 >= t->len) {
            scr__sb_putc(b, c);
            continue;
        }
        uint16_t d = t->data[i + 1];
        if (d == '$') {
            scr__sb_putc(b, '$');
            i++;
        } else if (d == '&') {
            scr__sb_put_string(b, matched);
            i++;
        } else if (d == '`') {
            scr__sb_put_units(b, s->data, position);
            i++;
        } else if (d == '\'') {
            uint32_t e = position + mlen;
            if (e < s->len) scr__sb_put_units(b, s->data + e, s->len - e);
            i++;
        } else if (d >= '0' && d <= '9') {
            uint32_t n1 = d - '0';
            uint32_t n2 = (i + 2 < t->len && t->data[i + 2] >= '0' && t->data[i + 2] <= '9')
                              ? n1 * 10 + (t->data[i + 2] - '0')
                              : 0;
            uint32_t idx = 0, used = 0;
            if (n2 >= 1 && n2 <= m) idx = n2, used = 2;
            else if (n1 >= 1 && n1 <= m) idx = n1, used = 1;
            if (!idx) {
                scr__sb_putc(b, '$');
                continue;
            }
            if (!scr_is_undefined(caps[idx - 1])) scr__sb_put_string(b, caps[idx - 1]);
            i += used;
        } else if (d == '<') {
            long close = -1;
            for (uint32_t j = i + 2; j < t->len; j++)
                if (t->data[j] == '>') {
                    close = j;
                    break;
                }
            if (scr_is_undefined(groups) || close < 0) {
                scr__sb_putc(b, '$');
                continue;
            }
            ScrValue name = scr_string_from_utf16(t->data + i + 2, (size_t)close - (i + 2));
            ScrValue v = scr_get(groups, name);
            scr_release(name);
            if (scr_is_exception(v)) return -1;
            if (!scr_is_undefined(v)) {
                ScrValue vs = scr_to_string(v);
                scr_release(v);
                if (scr_is_exception(vs)) return -1;
                scr__sb_put_string(b, vs);
                scr_release(vs);
            }
            i = (uint32_t)close;
        } else {
            scr__sb_putc(b, '$');
        }
    }
    return 0;
}

/* ------------------------------------------------------------------------
 * RegExp.prototype[Symbol.match / matchAll / replace / search / split].
 * ---------------------------------------------------------------------- */

NATIVE(rp_match) {
    UNUSED;
    if (scr_is_exception(this_object(this_val, "@@match"))) return SCR_EXCEPTION;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue r = SCR_EXCEPTION, arr = SCR_UNDEFINED;
    int fl = read_flags(this_val, NULL);
    if (fl < 0) goto out;
    if (!(fl & SCR_RX_GLOBAL)) {
        r = scr__regexp_exec(this_val, s);
        goto out;
    }
    if (set_last_index(this_val, 0) < 0) goto out;
    arr = scr_array_new(0);
    for (;;) {
        ScrValue res = scr__regexp_exec(this_val, s);
        if (scr_is_exception(res)) goto out;
        if (scr_is_null(res)) break;
        ScrValue m = scr__get_index(res, 0);
        ScrValue ms = scr_is_exception(m) ? m : scr_to_string(m);
        scr_release(m);
        if (scr_is_exception(ms)) {
            scr_release(res);
            goto out;
        }
        bool empty = scr_str(ms)->len == 0;
        scr__array_push_take(arr, ms);
        if (empty) {
            double li;
            if (scr__regexp_get_last_index(this_val, &li) < 0 ||
                set_last_index(this_val, advance_index(s, (uint32_t)li, fl & SCR_RX_UNICODE)) < 0) {
                scr_release(res);
                goto out;
            }
        }
        scr_release(res);
    }
    if (scr_array_length(arr) == 0) r = SCR_NULL;
    else r = scr_dup(arr);
out:
    scr_release(arr);
    scr_release(s);
    return r;
}

NATIVE(rp_replace) {
    UNUSED;
    if (scr_is_exception(this_object(this_val, "@@replace"))) return SCR_EXCEPTION;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue rv = ARG(1), rs = SCR_UNDEFINED, results = SCR_UNDEFINED, r = SCR_EXCEPTION;
    ScrStrBuf b = SCR_STRBUF_INIT;
    bool functional = scr__is_callable(rv);
    if (!functional) {
        rs = scr_to_string(rv);
        if (scr_is_exception(rs)) goto out;
    }
    int fl = read_flags(this_val, NULL);
    if (fl < 0) goto out;
    bool global = fl & SCR_RX_GLOBAL;
    if (global && set_last_index(this_val, 0) < 0) goto out;
    results = scr_array_new(0);
    for (;;) {
        ScrValue res = scr__regexp_exec(this_val, s);
        if (scr_is_exception(res)) goto out;
        if (scr_is_null(res)) break;
        scr__array_push_take(results, res);
        if (!global) break;
        if (bump_if_empty(this_val, res, s, fl & SCR_RX_UNICODE) < 0) goto out;
    }
    ScrString *str = scr_str(s);
    uint32_t next_pos = 0, nres = scr_array_length(results);
    for (uint32_t k = 0; k < nres; k++) {
        ScrValue res = scr_array_at(results, k);
        double len;
        if (scr__length_of(res, &len) < 0) goto out;
        uint32_t ncap = len > 1 ? (uint32_t)(len - 1) : 0;
        ScrValue m = scr__get_index(res, 0);
        ScrValue matched = scr_is_exception(m) ? m : scr_to_string(m);
        scr_release(m);
        if (scr_is_exception(matched)) goto out;
        ScrValue pv = scr__get_str(res, "index");
        double posd = 0;
        if (scr_is_exception(pv) || scr__to_integer(pv, &posd) < 0) {
            scr_release(pv);
            scr_release(matched);
            goto out;
        }
        scr_release(pv);
        uint32_t pos = posd < 0 ? 0 : posd > str->len ? str->len : (uint32_t)posd;
        ScrValue *caps = scr__xcalloc(ncap + 1, sizeof(ScrValue));
        uint32_t got = 0;
        ScrValue groups = SCR_UNDEFINED, repl = SCR_UNDEFINED;
        bool ok = false;
        for (; got < ncap; got++) {
            ScrValue c = scr__get_index(res, got + 1);
            if (scr_is_exception(c)) goto cap_out;
            if (!scr_is_undefined(c)) {
                ScrValue cs = scr_to_string(c);
                scr_release(c);
                if (scr_is_exception(cs)) goto cap_out;
                c = cs;
            }
            caps[got] = c;
        }
        groups = scr__get_str(res, "groups");
        if (scr_is_exception(groups)) {
            groups = SCR_UNDEFINED;
            goto cap_out;
        }
        if (functional) {
            uint32_t na = ncap + 3 + (scr_is_undefined(groups) ? 0 : 1);
            ScrValue *args = scr__xmalloc(sizeof(ScrValue) * na);
            args[0] = matched;
            for (uint32_t i = 0; i < ncap; i++) args[i + 1] = caps[i];
            args[ncap + 1] = scr_number(pos);
            args[ncap + 2] = s;
            if (!scr_is_undefined(groups)) args[ncap + 3] = groups;
            ScrValue rr = scr__call(rv, SCR_UNDEFINED, (int)na, args);
            free(args);
            if (scr_is_exception(rr)) goto cap_out;
            repl = scr_to_string(rr);
            scr_release(rr);
            if (scr_is_exception(repl)) {
                repl = SCR_UNDEFINED;
                goto cap_out;
            }
        } else {
            if (!scr_is_undefined(groups)) {
                ScrValue go = scr__to_object(groups);
                if (scr_is_exception(go)) goto cap_out;
                scr_release(groups);
                groups = go;
            }
            ScrStrBuf rb = SCR_STRBUF_INIT;
            if (substitute(&rb, matched, s, pos, ncap, caps, groups, rs) < 0) {
                scr__sb_free(&rb);
                goto cap_out;
            }
            repl = scr__sb_to_string(&rb);
            scr__sb_free(&rb);
        }
        if (pos >= next_pos) {
            scr__sb_put_units(&b, str->data + next_pos, pos - next_pos);
            scr__sb_put_string(&b, repl);
            next_pos = pos + scr_str(matched)->len;
        }
        ok = true;
    cap_out:
        for (uint32_t i = 0; i < got; i++) scr_release(caps[i]);
        free(caps);
        scr_release(groups);
        scr_release(repl);
        scr_release(matched);
        if (!ok) goto out;
    }
    if (next_pos < str->len) scr__sb_put_units(&b, str->data + next_pos, str->len - next_pos);
    r = scr__sb_to_string(&b);
out:
    scr__sb_free(&b);
    scr_release(results);
    scr_release(rs);
    scr_release(s);
    return r;
}

NATIVE(rp_search) {
    UNUSED;
    if (scr_is_exception(this_object(this_val, "@@search"))) return SCR_EXCEPTION;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue r = SCR_EXCEPTION;
    ScrValue prev = scr__get_str(this_val, "lastIndex");
    if (scr_is_exception(prev)) goto out;
    if (!scr__same_value(prev, scr_number(0)) && set_last_index(this_val, 0) < 0) goto out;
    ScrValue res = scr__regexp_exec(this_val, s);
    if (scr_is_exception(res)) goto out;
    ScrValue cur = scr__get_str(this_val, "lastIndex");
    if (scr_is_exception(cur)) {
        scr_release(res);
        goto out;
    }
    int bad = 0;
    if (!scr__same_value(cur, prev)) bad = scr__set_str(this_val, "lastIndex", prev);
    scr_release(cur);
    if (bad < 0) {
        scr_release(res);
        goto out;
    }
    if (scr_is_null(res)) r = scr_number(-1);
    else r = scr__get_str(res, "index");
    scr_release(res);
out:
    scr_release(prev);
    scr_release(s);
    return r;
}

static int to_uint32(ScrValue v, uint32_t *out) {
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    *out = (uint32_t)scr__to_int32_d(d); /* ToUint32: the same low 32 bits */
    return 0;
}

NATIVE(rp_split) {
    UNUSED;
    if (scr_is_exception(this_object(this_val, "@@split"))) return SCR_EXCEPTION;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue r = SCR_EXCEPTION, ctor = SCR_UNDEFINED, flags = SCR_UNDEFINED, splitter = SCR_UNDEFINED,
             arr = SCR_UNDEFINED;
    ctor = scr__species_constructor(this_val, scr__thread.realm->regexp_ctor);
    if (scr_is_exception(ctor)) goto out;
    int fl = read_flags(this_val, &flags);
    if (fl < 0) goto out;
    bool unicode = fl & SCR_RX_UNICODE;
    if (!(fl & SCR_RX_STICKY)) {
        ScrValue y = scr_string_from_utf8("y", 1);
        ScrValue nf = scr_string_concat(flags, y);
        scr_release(y);
        scr_release(flags);
        flags = nf;
    }
    ScrValue cargs[2] = {this_val, flags};
    splitter = scr_new(ctor, 2, cargs, NULL);
    if (scr_is_exception(splitter)) goto out;
    uint32_t lim = 0xFFFFFFFFu;
    if (!scr_is_undefined(ARG(1)) && to_uint32(ARG(1), &lim) < 0) goto out;
    arr = scr_array_new(0);
    ScrString *str = scr_str(s);
    uint32_t size = str->len;
    if (lim == 0) goto done;
    if (size == 0) {
        ScrValue z = scr__regexp_exec(splitter, s);
        if (scr_is_exception(z)) goto out;
        if (scr_is_null(z)) scr__array_push_take(arr, scr_dup(s));
        scr_release(z);
        goto done;
    }
    uint32_t p = 0, q = 0;
    while (q < size) {
        if (set_last_index(splitter, q) < 0) goto out;
        ScrValue z = scr__regexp_exec(splitter, s);
        if (scr_is_exception(z)) goto out;
        if (scr_is_null(z)) {
            q = advance_index(s, q, unicode);
            continue;
        }
        double e;
        if (scr__regexp_get_last_index(splitter, &e) < 0) {
            scr_release(z);
            goto out;
        }
        if (e > size) e = size;
        if ((uint32_t)e == p) {
            scr_release(z);
            q = advance_index(s, q, unicode);
            continue;
        }
        scr__array_push_take(arr, scr__string_sub(s, p, q));
        if (scr_array_length(arr) == lim) {
            scr_release(z);
            goto done;
        }
        p = (uint32_t)e;
        double zl;
        if (scr__length_of(z, &zl) < 0) {
            scr_release(z);
            goto out;
        }
        for (uint32_t i = 1; i < zl; i++) {
            ScrValue c = scr__get_index(z, i);
            if (scr_is_exception(c)) {
                scr_release(z);
                goto out;
            }
            scr__array_push_take(arr, c);
            if (scr_array_length(arr) == lim) {
                scr_release(z);
                goto done;
            }
        }
        scr_release(z);
        q = p;
    }
    scr__array_push_take(arr, scr__string_sub(s, p, size));
done:
    r = scr_dup(arr);
out:
    scr_release(arr);
    scr_release(splitter);
    scr_release(flags);
    scr_release(ctor);
    scr_release(s);
    return r;
}

/* The RegExp String Iterator of matchAll. */
typedef struct RxStrIter {
    ScrObject obj;
    ScrValue matcher; /* owned */
    ScrValue str;     /* owned */
    bool global, unicode, done;
} RxStrIter;

static void rsi_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    RxStrIter *it = (RxStrIter *)o;
    visit(it->matcher, arg);
    visit(it->str, arg);
}
static void rsi_finalize(ScrObject *o) {
    RxStrIter *it = (RxStrIter *)o;
    scr_clear(&it->matcher);
    scr_clear(&it->str);
}

NATIVE(rp_match_all) {
    UNUSED;
    if (scr_is_exception(this_object(this_val, "@@matchAll"))) return SCR_EXCEPTION;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue r = SCR_EXCEPTION, flags = SCR_UNDEFINED, matcher = SCR_UNDEFINED;
    ScrValue ctor = scr__species_constructor(this_val, scr__thread.realm->regexp_ctor);
    if (scr_is_exception(ctor)) goto out;
    int fl = read_flags(this_val, &flags);
    if (fl < 0) goto out;
    ScrValue cargs[2] = {this_val, flags};
    matcher = scr_new(ctor, 2, cargs, NULL);
    if (scr_is_exception(matcher)) goto out;
    double li;
    if (scr__regexp_get_last_index(this_val, &li) < 0 || set_last_index(matcher, li) < 0) goto out;
    r = scr__object_alloc(sizeof(RxStrIter), SCR_CLASS_REGEXP_STRING_ITERATOR,
                          scr__thread.realm->regexp_string_iterator_proto);
    RxStrIter *it = (RxStrIter *)scr_obj(r);
    it->matcher = scr_dup(matcher);
    it->str = scr_dup(s);
    it->global = fl & SCR_RX_GLOBAL;
    it->unicode = fl & SCR_RX_UNICODE;
out:
    scr_release(matcher);
    scr_release(flags);
    scr_release(ctor);
    scr_release(s);
    return r;
}

NATIVE(rsi_next) {
    UNUSED, (void)argc, (void)argv;
    if (scr__class_of(this_val) != SCR_CLASS_REGEXP_STRING_ITERATOR) {
        char buf[128];
        scr__value_describe(this_val, buf, sizeof buf);
        return scr_throw_type_error("Method %%RegExpStringIterator%%.prototype.next called on incompatible receiver %s", buf);
    }
    RxStrIter *it = (RxStrIter *)scr_obj(this_val);
    if (it->done) return scr__iter_result(SCR_UNDEFINED, true);
    ScrValue m = scr__regexp_exec(it->matcher, it->str);
    if (scr_is_exception(m)) return m;
    if (scr_is_null(m)) {
        it->done = true;
        return scr__iter_result(SCR_UNDEFINED, true);
    }
    if (it->global) {
        if (bump_if_empty(it->matcher, m, it->str, it->unicode) < 0) {
            scr_release(m);
            return SCR_EXCEPTION;
        }
    } else {
        it->done = true;
    }
    ScrValue r = scr__iter_result(m, false);
    scr_release(m);
    return r;
}

/* ------------------------------------------------------------------------
 * String.prototype.
 * ---------------------------------------------------------------------- */

static ScrValue this_coercible(ScrValue this_val, const char *method) {
    if (scr_is_nullish(this_val)) {
        scr_throw_type_error("String.prototype.%s called on null or undefined", method);
        return SCR_EXCEPTION;
    }
    return this_val;
}

/* GetMethod(v, sym) for an object v: 1 with *out (owned), 0 when absent,
 * -1 on exception. Primitives have none (String.prototype defines none). */
static int get_method(ScrValue v, ScrValue sym, ScrValue *out) {
    if (!scr_is_object(v)) return 0;
    ScrValue m = scr_get(v, sym);
    if (scr_is_exception(m)) return -1;
    if (scr_is_nullish(m)) return 0;
    if (!scr__is_callable(m)) {
        scr_release(m);
        scr_throw_type_error("object is not a function");
        return -1;
    }
    *out = m;
    return 1;
}

/* Calls rx[sym](S, extra) for a RegExp the method created itself. */
static ScrValue invoke_created(ScrValue rx, ScrValue sym, ScrValue s, int argc, ScrValue *argv) {
    ScrValue m = scr_get(rx, sym);
    if (scr_is_exception(m)) return m;
    ScrValue args[2] = {s, argc > 0 ? argv[0] : SCR_UNDEFINED};
    ScrValue r = scr_call(m, rx, 1 + (argc > 0), args, NULL);
    scr_release(m);
    return r;
}

/* match / search: delegate, or build a RegExp from the argument. */
static ScrValue match_like(ScrValue this_val, ScrValue arg, ScrValue sym, const char *method,
                           const char *flags) {
    if (scr_is_exception(this_coercible(this_val, method))) return SCR_EXCEPTION;
    ScrValue m;
    int k = scr_is_nullish(arg) ? 0 : get_method(arg, sym, &m);
    if (k < 0) return SCR_EXCEPTION;
    if (k == 1) {
        ScrValue r = scr__call(m, arg, 1, &this_val);
        scr_release(m);
        return r;
    }
    ScrValue s = scr_to_string(this_val);
    if (scr_is_exception(s)) return s;
    ScrValue pat = scr_is_undefined(arg) ? SCR_UNDEFINED : scr_to_string(arg);
    if (scr_is_exception(pat)) {
        scr_release(s);
        return pat;
    }
    ScrValue fl = flags ? scr_string_from_utf8(flags, strlen(flags)) : SCR_UNDEFINED;
    ScrValue rx = scr__regexp_create(pat, fl);
    scr_release(fl);
    scr_release(pat);
    ScrValue r = SCR_EXCEPTION;
    if (!scr_is_exception(rx)) r = invoke_created(rx, sym, s, 0, NULL);
    scr_release(rx);
    scr_release(s);
    return r;
}

NATIVE(s_match) {
    UNUSED;
    return match_like(this_val, ARG(0), scr__thread.realm->sym_match, "match", NULL);
}

NATIVE(s_search) {
    UNUSED;
    return match_like(this_val, ARG(0), scr__thread.realm->sym_search, "search", NULL);
}

/* For replaceAll and matchAll: a RegExp argument must be global. 0 or -1. */
static int require_global(ScrValue arg, const char *msg) {
    int is_re = scr__is_regexp(arg);
    if (is_re <= 0) return is_re;
    ScrValue f = scr__get_str(arg, "flags");
    if (scr_is_exception(f)) return -1;
    if (scr_is_nullish(f)) {
        scr_release(f);
        scr_throw_type_error("String.prototype.replaceAll called on null or undefined");
        return -1;
    }
    ScrValue fs = scr_to_string(f);
    scr_release(f);
    if (scr_is_exception(fs)) return -1;
    bool g = false;
    ScrString *s = scr_str(fs);
    for (uint32_t i = 0; i < s->len; i++) g |= s->data[i] == 'g';
    scr_release(fs);
    if (!g) {
        scr_throw_type_error("%s", msg);
        return -1;
    }
    return 0;
}

NATIVE(s_match_all) {
    UNUSED;
    if (scr_is_exception(this_coercible(this_val, "matchAll"))) return SCR_EXCEPTION;
    if (!scr_is_nullish(ARG(0)) &&
        require_global(ARG(0), "String.prototype.matchAll called with a non-global RegExp argument") < 0)
        return SCR_EXCEPTION;
    return match_like(this_val, ARG(0), scr__thread.realm->sym_match_all, "matchAll", "g");
}

/* replace / replaceAll / split: delegate to the argument's method, else the
 * string-only version of strproto.c. */
static ScrValue delegate(ScrValue this_val, int argc, ScrValue *argv, ScrValue sym,
                         const char *method, ScrValue fallback) {
    if (scr_is_exception(this_coercible(this_val, method))) return SCR_EXCEPTION;
    ScrValue arg = ARG(0), m;
    int k = scr_is_nullish(arg) ? 0 : get_method(arg, sym, &m);
    if (k < 0) return SCR_EXCEPTION;
    if (k == 1) {
        ScrValue args[2] = {this_val, ARG(1)};
        ScrValue r = scr__call(m, arg, 2, args);
        scr_release(m);
        return r;
    }
    return scr__call(fallback, this_val, argc, argv);
}

NATIVE(s_replace) {
    UNUSED;
    return delegate(this_val, argc, argv, scr__thread.realm->sym_replace, "replace",
                    scr__thread.realm->string_replace_fn);
}

NATIVE(s_replace_all) {
    UNUSED;
    if (scr_is_exception(this_coercible(this_val, "replaceAll"))) return SCR_EXCEPTION;
    if (!scr_is_nullish(ARG(0)) && require_global(ARG(0), "String.prototype.replaceAll called with a non-global RegExp argument") < 0)
        return SCR_EXCEPTION;
    return delegate(this_val, argc, argv, scr__thread.realm->sym_replace, "replaceAll",
                    scr__thread.realm->string_replace_all_fn);
}

NATIVE(s_split) {
    UNUSED;
    return delegate(this_val, argc, argv, scr__thread.realm->sym_split, "split",
                    scr__thread.realm->string_split_fn);
}

/* ------------------------------------------------------------------------
 * Setup.
 * ---------------------------------------------------------------------- */

static ScrValue wk_symbol(const char *desc) {
    ScrValue d = scr_string_from_utf8(desc, strlen(desc));
    ScrValue s = scr__symbol_new(d);
    scr_release(d);
    return s;
}

void scr__strregex_init(void) {
    ScrRealm *r = scr__thread.realm;
    scr__class_hooks[SCR_CLASS_REGEXP_STRING_ITERATOR] =
        (ScrClassHooks){rsi_trace, rsi_finalize, rsi_finalize};
    r->sym_match_all = wk_symbol("Symbol.matchAll");
    r->sym_replace = wk_symbol("Symbol.replace");
    r->sym_search = wk_symbol("Symbol.search");
    r->sym_split = wk_symbol("Symbol.split");
    if (scr_is_object(r->symbol_ctor)) {
        scr__define_str_take(r->symbol_ctor, "matchAll", scr_dup(r->sym_match_all), 0);
        scr__define_str_take(r->symbol_ctor, "replace", scr_dup(r->sym_replace), 0);
        scr__define_str_take(r->symbol_ctor, "search", scr_dup(r->sym_search), 0);
        scr__define_str_take(r->symbol_ctor, "split", scr_dup(r->sym_split), 0);
    }

    ScrValue p = r->regexp_proto;
    scr__define_native_sym(p, r->sym_match, "[Symbol.match]", rp_match, 1);
    scr__define_native_sym(p, r->sym_match_all, "[Symbol.matchAll]", rp_match_all, 1);
    scr__define_native_sym(p, r->sym_replace, "[Symbol.replace]", rp_replace, 2);
    scr__define_native_sym(p, r->sym_search, "[Symbol.search]", rp_search, 1);
    scr__define_native_sym(p, r->sym_split, "[Symbol.split]", rp_split, 2);

    r->regexp_string_iterator_proto = scr_object_new_proto(r->iterator_proto);
    scr__define_native(r->regexp_string_iterator_proto, "next", rsi_next, 0);
    scr__define_value_take(r->regexp_string_iterator_proto, r->sym_to_string_tag,
                           scr_string_from_utf8("RegExp String Iterator", 22), SCR_PROP_CONFIGURABLE);

    ScrValue sp = r->string_proto;
    r->string_split_fn = scr__get_str(sp, "split");
    r->string_replace_fn = scr__get_str(sp, "replace");
    r->string_replace_all_fn = scr__get_str(sp, "replaceAll");
    scr__define_native(sp, "match", s_match, 1);
    scr__define_native(sp, "matchAll", s_match_all, 1);
    scr__define_native(sp, "replace", s_replace, 2);
    scr__define_native(sp, "replaceAll", s_replace_all, 2);
    scr__define_native(sp, "search", s_search, 1);
    scr__define_native(sp, "split", s_split, 2);
}
