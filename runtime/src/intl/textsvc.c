/* textsvc.c - the Intl services over text: Collator (and
 * String.prototype.localeCompare through it) on ucol, ListFormat on
 * ulistfmt, and Segmenter with its segments and iterators on ubrk.
 * docs/builtins.md, "Intl". */
#include "intl/intl.h"
#include "core/native.h"

#include "core/function.h"
#include "core/iter.h"
#include "core/ops.h"
#include "core/str.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ubrk.h>
#include <unicode/ucol.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>

static const char *const MATCHERS[] = {"lookup", "best fit", NULL};

/* ------------------------------------------------------------------------
 * Intl.Collator.
 * ---------------------------------------------------------------------- */

static const char *const USAGES[] = {"sort", "search", NULL};
static const char *const CASE_FIRSTS[] = {"upper", "lower", "false", NULL};
static const char *const SENSITIVITIES[] = {"base", "accent", "case", "variant", NULL};
static const char *const SERVICE_COL = "Intl.Collator";

static void close_collator(ScrIntlObject *io) {
    if (io->icu) ucol_close(io->icu);
}

static int collator_init(ScrIntlObject *io, ScrValue locales, ScrValue options_in) {
    ScrValue opts;
    if (scr__intl_options(options_in, SERVICE_COL, &opts) < 0) return -1;
    int usage, m, coll, numeric, case_first, sens, punct;
    char tag[SCR_INTL_TAG_MAX], nu[16], co[64];
    if (scr__intl_get_string(opts, "usage", USAGES, SERVICE_COL, &usage, NULL, 0) < 0) return -1;
    if (usage < 0) usage = 0;
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, SERVICE_COL, &m, NULL, 0) < 0)
        return -1;
    if (scr__intl_get_string(opts, "collation", NULL, SERVICE_COL, &coll, co, sizeof co) < 0)
        return -1;
    if (scr__intl_get_bool(opts, "numeric", &numeric) < 0) return -1;
    if (scr__intl_get_string(opts, "caseFirst", CASE_FIRSTS, SERVICE_COL, &case_first, NULL, 0) < 0)
        return -1;
    if (scr__intl_resolve_locale_for(locales, tag, nu, true) < 0) return -1;
    if (scr__intl_get_string(opts, "sensitivity", SENSITIVITIES, SERVICE_COL, &sens, NULL, 0) < 0)
        return -1;
    if (sens < 0) sens = 3;
    if (scr__intl_get_bool(opts, "ignorePunctuation", &punct) < 0) return -1;
    char id[ULOC_FULLNAME_CAPACITY];
    char full[SCR_INTL_TAG_MAX + 16];
    snprintf(full, sizeof full, "%s%s", tag, usage == 1 ? "-u-co-search" : "");
    scr__intl_icu_locale(full, id, sizeof id);
    UErrorCode err = U_ZERO_ERROR;
    UCollator *c = ucol_open(id, &err);
    if (U_FAILURE(err)) {
        scr__intl_throw_icu(err);
        return -1;
    }
    io->icu = c;
    io->close = close_collator;
    if (numeric == 1) ucol_setAttribute(c, UCOL_NUMERIC_COLLATION, UCOL_ON, &err);
    if (case_first == 0) ucol_setAttribute(c, UCOL_CASE_FIRST, UCOL_UPPER_FIRST, &err);
    if (case_first == 1) ucol_setAttribute(c, UCOL_CASE_FIRST, UCOL_LOWER_FIRST, &err);
    if (case_first == 2) ucol_setAttribute(c, UCOL_CASE_FIRST, UCOL_OFF, &err);
    switch (sens) {
        case 0: ucol_setStrength(c, UCOL_PRIMARY); break;
        case 1: ucol_setStrength(c, UCOL_SECONDARY); break;
        case 2:
            ucol_setStrength(c, UCOL_PRIMARY);
            ucol_setAttribute(c, UCOL_CASE_LEVEL, UCOL_ON, &err);
            break;
        default: ucol_setStrength(c, UCOL_TERTIARY); break;
    }
    if (punct == 1) ucol_setAttribute(c, UCOL_ALTERNATE_HANDLING, UCOL_SHIFTED, &err);
    ScrValue o = scr_object_new();
    scr__intl_put_str(o, "locale", tag);
    scr__intl_put_str(o, "usage", USAGES[usage]);
    scr__intl_put_str(o, "sensitivity", SENSITIVITIES[sens]);
    scr__intl_put(o, "ignorePunctuation", scr_bool(punct == 1));
    scr__intl_put_str(o, "collation", "default");
    scr__intl_put(o, "numeric", scr_bool(numeric == 1));
    scr__intl_put_str(o, "caseFirst", case_first < 0 ? "false" : CASE_FIRSTS[case_first]);
    io->resolved = o;
    return 0;
}

/* Compares two strings (borrowed) with the collator: a Number. */
static ScrValue collate(ScrIntlObject *io, ScrValue a, ScrValue b) {
    ScrString *x = scr_str(a), *y = scr_str(b);
    UCollationResult r = ucol_strcoll(io->icu, (const UChar *)x->data, (int32_t)x->len,
                                      (const UChar *)y->data, (int32_t)y->len);
    return scr_number(r == UCOL_LESS ? -1 : r == UCOL_GREATER ? 1 : 0);
}

static ScrValue new_collator(ScrValue nt, ScrValue locales, ScrValue options) {
    ScrValue o =
        scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_COLLATOR], SCR_INTL_COLLATOR);
    if (scr_is_exception(o)) return o;
    if (collator_init((ScrIntlObject *)scr_obj(o), locales, options) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

NATIVE(col_ctor) {
    (void)fn, (void)this_val;
    return new_collator(nt, ARG(0), ARG(1));
}

NATIVE(col_bound_compare) {
    (void)this_val, (void)nt;
    ScrValue self = ((ScrFunction *)scr_obj(fn))->data;
    ScrValue a = scr_to_string(ARG(0));
    if (scr_is_exception(a)) return a;
    ScrValue b = scr_to_string(ARG(1));
    if (scr_is_exception(b)) {
        scr_release(a);
        return b;
    }
    ScrValue r = collate((ScrIntlObject *)scr_obj(self), a, b);
    scr_release(a);
    scr_release(b);
    return r;
}

NATIVE(col_compare_get) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_COLLATOR);
    if (!io) return scr__intl_incompatible("get Intl.Collator.prototype.compare", this_val);
    if (scr_is_undefined(io->bound))
        io->bound = scr__native_new_ex(col_bound_compare, "", 2, 0, this_val);
    return scr_dup(io->bound);
}

NATIVE(col_resolved_options) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_COLLATOR);
    if (!io) return scr__intl_incompatible("Intl.Collator.prototype.resolvedOptions", this_val);
    return scr__intl_resolved_copy(io);
}

ScrValue scr__intl_locale_compare(ScrValue a, ScrValue b, ScrValue locales, ScrValue options) {
    ScrRealm *r = scr__thread.realm;
    bool dflt = scr_is_undefined(locales) && scr_is_undefined(options);
    ScrValue c;
    if (dflt && !scr_is_undefined(r->intl_default_collator)) {
        c = scr_dup(r->intl_default_collator);
    } else {
        c = new_collator(SCR_UNDEFINED, locales, options);
        if (scr_is_exception(c)) return c;
        if (dflt) r->intl_default_collator = scr_dup(c);
    }
    ScrValue res = collate((ScrIntlObject *)scr_obj(c), a, b);
    scr_release(c);
    return res;
}

void scr__intl_collator_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_COLLATOR] = p;
    ScrValue c = scr__native_ctor_new(col_ctor, "Collator", 0, p);
    scr__define_str_take(intl, "Collator", c, SCR_PROP_CW);
    scr__intl_define_supported(c, true);
    scr__define_native(p, "resolvedOptions", col_resolved_options, 0);
    scr__define_native_accessor(p, "compare", col_compare_get, NULL);
    scr__intl_define_tag(p, "Intl.Collator");
}

/* ------------------------------------------------------------------------
 * Intl.ListFormat.
 * ---------------------------------------------------------------------- */

static const char *const LIST_TYPES[] = {"conjunction", "disjunction", "unit", NULL};
static const char *const LIST_STYLES[] = {"long", "short", "narrow", NULL};
static const char *const SERVICE_LF = "Intl.ListFormat";

static void close_list(ScrIntlObject *io) {
    if (io->icu) ulistfmt_close(io->icu);
}

NATIVE(lf_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor Intl.ListFormat requires 'new'");
    ScrValue o = scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_LIST_FORMAT],
                               SCR_INTL_LIST_FORMAT);
    if (scr_is_exception(o)) return o;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(o);
    ScrValue opts;
    int m, type, style;
    char tag[SCR_INTL_TAG_MAX], nu[16];
    ScrValue list = scr__intl_canonical_list(ARG(0));
    if (scr_is_exception(list)) goto fail;
    scr_release(list);
    if (scr__intl_options(ARG(1), NULL, &opts) < 0) goto fail;
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, SERVICE_LF, &m, NULL, 0) < 0)
        goto fail;
    if (scr__intl_resolve_locale(ARG(0), tag, nu) < 0) goto fail;
    if (scr__intl_get_string(opts, "type", LIST_TYPES, SERVICE_LF, &type, NULL, 0) < 0) goto fail;
    if (type < 0) type = 0;
    if (scr__intl_get_string(opts, "style", LIST_STYLES, SERVICE_LF, &style, NULL, 0) < 0)
        goto fail;
    if (style < 0) style = 0;
    char id[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(tag, id, sizeof id);
    UErrorCode err = U_ZERO_ERROR;
    static const UListFormatterType types[] = {ULISTFMT_TYPE_AND, ULISTFMT_TYPE_OR,
                                               ULISTFMT_TYPE_UNITS};
    static const UListFormatterWidth widths[] = {ULISTFMT_WIDTH_WIDE, ULISTFMT_WIDTH_SHORT,
                                                 ULISTFMT_WIDTH_NARROW};
    io->icu = ulistfmt_openForType(id, types[type], widths[style], &err);
    if (U_FAILURE(err)) {
        io->icu = NULL;
        scr__intl_throw_icu(err);
        goto fail;
    }
    io->close = close_list;
    ScrValue ro = scr_object_new();
    scr__intl_put_str(ro, "locale", tag);
    scr__intl_put_str(ro, "type", LIST_TYPES[type]);
    scr__intl_put_str(ro, "style", LIST_STYLES[style]);
    io->resolved = ro;
    return o;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

/* StringListFromIterable into a new formatted list; NULL with the error
 * pending. */
static UFormattedList *format_list(ScrIntlObject *io, ScrValue iterable) {
    ScrValue arr = scr_array_new(0);
    if (!scr_is_undefined(iterable) && scr_array_push_spread(arr, iterable, NULL) < 0) {
        scr_release(arr);
        return NULL;
    }
    double n;
    scr__length_of(arr, &n);
    uint32_t count = (uint32_t)n;
    const UChar **strs = calloc(count + 1, sizeof *strs);
    int32_t *lens = calloc(count + 1, sizeof *lens);
    UFormattedList *r = NULL;
    for (uint32_t i = 0; i < count; i++) {
        ScrValue e = scr__get_index(arr, i);
        if (!scr_is_string(e)) {
            ScrValue s = scr_is_symbol(e) ? SCR_UNDEFINED : scr_to_string(e);
            char *u = scr_is_string(s) ? scr__string_to_utf8(s, NULL) : NULL;
            scr_throw_type_error("Iterable yielded %s which is not a string", u ? u : "Symbol()");
            free(u);
            if (!scr_is_exception(s)) scr_release(s);
            scr_release(e);
            goto out;
        }
        strs[i] = (const UChar *)scr_str(e)->data;
        lens[i] = (int32_t)scr_str(e)->len;
        scr_release(e); /* the array keeps it alive */
    }
    UErrorCode err = U_ZERO_ERROR;
    r = ulistfmt_openResult(&err);
    ulistfmt_formatStringsToResult(io->icu, strs, lens, (int32_t)count, r, &err);
    if (U_FAILURE(err)) {
        ulistfmt_closeResult(r);
        r = NULL;
        scr__intl_throw_icu(err);
    }
out:
    free(strs);
    free(lens);
    scr_release(arr);
    return r;
}

NATIVE(lf_format) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_LIST_FORMAT);
    if (!io) return scr__intl_incompatible("Intl.ListFormat.prototype.format", this_val);
    UFormattedList *r = format_list(io, ARG(0));
    if (!r) return SCR_EXCEPTION;
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = 0;
    const UChar *s = ufmtval_getString(ulistfmt_resultAsValue(r, &err), &len, &err);
    ScrValue out = U_SUCCESS(err) ? scr__intl_ustr(s, len) : scr__intl_throw_icu(err);
    ulistfmt_closeResult(r);
    return out;
}

NATIVE(lf_format_to_parts) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_LIST_FORMAT);
    if (!io) return scr__intl_incompatible("Intl.ListFormat.prototype.formatToParts", this_val);
    UFormattedList *r = format_list(io, ARG(0));
    if (!r) return SCR_EXCEPTION;
    UErrorCode err = U_ZERO_ERROR;
    const UFormattedValue *fv = ulistfmt_resultAsValue(r, &err);
    int32_t len = 0;
    const UChar *s = ufmtval_getString(fv, &len, &err);
    ScrValue out = scr_array_new(0);
    UConstrainedFieldPosition *cfp = ucfpos_open(&err);
    ucfpos_constrainField(cfp, UFIELD_CATEGORY_LIST, ULISTFMT_ELEMENT_FIELD, &err);
    int32_t at = 0;
    while (U_SUCCESS(err) && ufmtval_nextPosition(fv, cfp, &err)) {
        int32_t start, limit;
        ucfpos_getIndexes(cfp, &start, &limit, &err);
        if (start > at)
            scr_array_push_take(out, scr__intl_part("literal", scr__intl_ustr(s + at, start - at)));
        scr_array_push_take(out,
                            scr__intl_part("element", scr__intl_ustr(s + start, limit - start)));
        at = limit;
    }
    if (U_SUCCESS(err) && at < len)
        scr_array_push_take(out, scr__intl_part("literal", scr__intl_ustr(s + at, len - at)));
    ucfpos_close(cfp);
    ulistfmt_closeResult(r);
    return out;
}

NATIVE(lf_resolved_options) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_LIST_FORMAT);
    if (!io) return scr__intl_incompatible("Intl.ListFormat.prototype.resolvedOptions", this_val);
    return scr__intl_resolved_copy(io);
}

void scr__intl_list_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_LIST_FORMAT] = p;
    ScrValue c = scr__native_ctor_new(lf_ctor, "ListFormat", 0, p);
    scr__define_str_take(intl, "ListFormat", c, SCR_PROP_CW);
    scr__intl_define_supported(c, false);
    scr__define_native(p, "resolvedOptions", lf_resolved_options, 0);
    scr__define_native(p, "format", lf_format, 1);
    scr__define_native(p, "formatToParts", lf_format_to_parts, 1);
    scr__intl_define_tag(p, "Intl.ListFormat");
}

/* ------------------------------------------------------------------------
 * Intl.Segmenter, its Segments objects and their iterators. A Segments
 * object and each iterator own a break iterator over the string, which
 * they keep alive (io->str).
 * ---------------------------------------------------------------------- */

static const char *const GRANULARITIES[] = {"grapheme", "word", "sentence", NULL};
static const char *const SERVICE_SEG = "Intl.Segmenter";

static void close_break(ScrIntlObject *io) {
    if (io->icu) ubrk_close(io->icu);
}

NATIVE(seg_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor Intl.Segmenter requires 'new'");
    ScrValue o =
        scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_SEGMENTER], SCR_INTL_SEGMENTER);
    if (scr_is_exception(o)) return o;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(o);
    ScrValue opts;
    int m, g;
    char tag[SCR_INTL_TAG_MAX], nu[16];
    ScrValue list = scr__intl_canonical_list(ARG(0));
    if (scr_is_exception(list)) goto fail;
    scr_release(list);
    if (scr__intl_options(ARG(1), NULL, &opts) < 0) goto fail;
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, SERVICE_SEG, &m, NULL, 0) < 0)
        goto fail;
    if (scr__intl_resolve_locale(ARG(0), tag, nu) < 0) goto fail;
    if (scr__intl_get_string(opts, "granularity", GRANULARITIES, SERVICE_SEG, &g, NULL, 0) < 0)
        goto fail;
    if (g < 0) g = 0;
    io->flags = g;
    ScrValue ro = scr_object_new();
    scr__intl_put_str(ro, "locale", tag);
    scr__intl_put_str(ro, "granularity", GRANULARITIES[g]);
    io->resolved = ro;
    return o;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

/* A new Segments or iterator object over str for the segmenter's locale
 * and granularity (taken from `from`, a Segmenter or Segments object). */
static ScrValue new_segments(ScrIntlObject *from, ScrValue str, int type) {
    ScrRealm *r = scr__thread.realm;
    ScrValue o = scr__intl_new(SCR_UNDEFINED, r->intl_proto[type], type);
    if (scr_is_exception(o)) return o;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(o);
    io->flags = from->flags;
    io->resolved = scr_dup(from->resolved);
    io->str = scr_dup(str);
    ScrValue loc = scr__get_str(from->resolved, "locale");
    char *tag = scr__string_to_utf8(loc, NULL);
    scr_release(loc);
    char id[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(tag, id, sizeof id);
    free(tag);
    static const UBreakIteratorType types[] = {UBRK_CHARACTER, UBRK_WORD, UBRK_SENTENCE};
    UErrorCode err = U_ZERO_ERROR;
    ScrString *s = scr_str(str);
    io->icu = ubrk_open(types[from->flags], id, (const UChar *)s->data, (int32_t)s->len, &err);
    if (U_FAILURE(err)) {
        io->icu = NULL;
        scr_release(o);
        return scr__intl_throw_icu(err);
    }
    io->close = close_break;
    return o;
}

NATIVE(seg_segment) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_SEGMENTER);
    if (!io) return scr__intl_incompatible("Intl.Segmenter.prototype.segment", this_val);
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    ScrValue o = new_segments(io, s, SCR_INTL_SEGMENTS);
    scr_release(s);
    return o;
}

NATIVE(seg_resolved_options) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_SEGMENTER);
    if (!io) return scr__intl_incompatible("Intl.Segmenter.prototype.resolvedOptions", this_val);
    return scr__intl_resolved_copy(io);
}

/* The segment data object of [start, end) in io's string. */
static ScrValue segment_data(ScrIntlObject *io, int32_t start, int32_t end, int32_t status) {
    ScrValue o = scr_object_new();
    scr__intl_put(o, "segment", scr__string_sub(io->str, (uint32_t)start, (uint32_t)end));
    scr__intl_put(o, "index", scr_number(start));
    scr__intl_put(o, "input", scr_dup(io->str));
    if (io->flags == 1)
        scr__intl_put(o, "isWordLike",
                      scr_bool(!(status >= UBRK_WORD_NONE && status < UBRK_WORD_NONE_LIMIT)));
    return o;
}

NATIVE(segs_containing) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_SEGMENTS);
    if (!io) return scr__intl_incompatible("%Segments.prototype%.containing", this_val);
    double n;
    if (scr__to_integer(ARG(0), &n) < 0) return SCR_EXCEPTION;
    uint32_t len = scr_str(io->str)->len;
    if (n < 0 || n >= len) return SCR_UNDEFINED;
    int32_t end = ubrk_following(io->icu, (int32_t)n);
    int32_t status = ubrk_getRuleStatus(io->icu);
    int32_t start = ubrk_preceding(io->icu, end);
    return segment_data(io, start, end, status);
}

NATIVE(segs_iterator) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_SEGMENTS);
    if (!io) return scr__intl_incompatible("%Segments.prototype%[@@iterator]", this_val);
    return new_segments(io, io->str, SCR_INTL_SEGMENT_ITERATOR);
}

NATIVE(segit_next) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_SEGMENT_ITERATOR);
    if (!io) return scr__intl_incompatible("%SegmentIterator.prototype%.next", this_val);
    uint32_t len = scr_str(io->str)->len;
    if (io->pos >= len) return scr__iter_result(SCR_UNDEFINED, true);
    int32_t start = (int32_t)io->pos;
    int32_t end = ubrk_following(io->icu, start);
    if (end == UBRK_DONE) end = (int32_t)len;
    int32_t status = ubrk_getRuleStatus(io->icu);
    io->pos = (uint32_t)end;
    ScrValue d = segment_data(io, start, end, status);
    ScrValue r = scr__iter_result(d, false);
    scr_release(d);
    return r;
}

void scr__intl_segmenter_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_SEGMENTER] = p;
    ScrValue c = scr__native_ctor_new(seg_ctor, "Segmenter", 0, p);
    scr__define_str_take(intl, "Segmenter", c, SCR_PROP_CW);
    scr__intl_define_supported(c, false);
    scr__define_native(p, "resolvedOptions", seg_resolved_options, 0);
    scr__define_native(p, "segment", seg_segment, 1);
    scr__intl_define_tag(p, "Intl.Segmenter");

    ScrValue sp = r->intl_proto[SCR_INTL_SEGMENTS] = scr_object_new();
    scr__define_native(sp, "containing", segs_containing, 1);
    scr__define_native_sym(sp, r->sym_iterator, "[Symbol.iterator]", segs_iterator, 0);

    ScrValue ip = r->intl_proto[SCR_INTL_SEGMENT_ITERATOR] =
        scr_object_new_proto(r->iterator_proto);
    scr__define_native(ip, "next", segit_next, 0);
    scr__intl_define_tag(ip, "Segmenter String Iterator");
}
