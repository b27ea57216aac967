/* intl.c - the Intl object and what its services share: the object layout
 * (class SCR_CLASS_INTL, ICU handles closed when the object is freed),
 * locale canonicalization and negotiation against ICU's data, and V8's
 * option reading with its messages. docs/builtins.md, "Intl". */
#include "intl/intl.h"
#include "core/native.h"

#include "core/function.h"
#include "core/ops.h"
#include "core/str.h"
#include "base/base.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/ucol.h>
#include <unicode/ucurr.h>
#include <unicode/uloc.h>
#include <unicode/unumsys.h>

/* ------------------------------------------------------------------------
 * The object layout and its hooks.
 * ---------------------------------------------------------------------- */

static void intl_trace(ScrObject *o, ScrRefVisitFn visit, void *arg) {
    ScrIntlObject *io = (ScrIntlObject *)o;
    visit(io->resolved, arg);
    visit(io->bound, arg);
    visit(io->str, arg);
}

static void intl_clear(ScrObject *o) {
    ScrIntlObject *io = (ScrIntlObject *)o;
    scr_clear(&io->resolved);
    scr_clear(&io->bound);
    scr_clear(&io->str);
}

static void intl_finalize(ScrObject *o) {
    ScrIntlObject *io = (ScrIntlObject *)o;
    intl_clear(o);
    if (io->close) io->close(io);
    io->close = NULL;
    io->icu = io->icu2 = NULL;
}

ScrValue scr__intl_new(ScrValue new_target, ScrValue fallback, int type) {
    ScrValue proto = scr__proto_from_ctor(new_target, fallback);
    if (scr_is_exception(proto)) return proto;
    ScrValue o = scr__object_alloc(sizeof(ScrIntlObject), SCR_CLASS_INTL, proto);
    scr_release(proto);
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(o);
    io->type = type;
    io->resolved = io->bound = io->str = SCR_UNDEFINED;
    return o;
}

ScrIntlObject *scr__intl_unwrap(ScrValue v, int type) {
    if (scr__class_of(v) != SCR_CLASS_INTL) return NULL;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(v);
    return io->type == type ? io : NULL;
}

/* ------------------------------------------------------------------------
 * Strings, errors and small object helpers.
 * ---------------------------------------------------------------------- */

ScrValue scr__intl_ustr(const UChar *s, int32_t len) {
    return scr_string_from_utf16((const uint16_t *)s, (size_t)len);
}

ScrValue scr__intl_throw_icu(UErrorCode err) {
    return scr_throw_range_error("Internal error. Icu error: %s", u_errorName(err));
}

void scr__intl_put(ScrValue obj, const char *key, ScrValue v_take) {
    scr__define_str_take(obj, key, v_take, SCR_PROP_CWE);
}

void scr__intl_put_str(ScrValue obj, const char *key, const char *ascii) {
    scr__intl_put(obj, key, scr_string_from_utf8(ascii, strlen(ascii)));
}

ScrValue scr__intl_resolved_copy(ScrIntlObject *io) {
    ScrValue o = scr_object_new();
    if (scr_is_object(io->resolved) && scr_copy_data_properties(o, io->resolved) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

ScrValue scr__intl_part(const char *type, ScrValue value_take) {
    ScrValue o = scr_object_new();
    scr__intl_put_str(o, "type", type);
    scr__intl_put(o, "value", value_take);
    return o;
}

void scr__intl_define_tag(ScrValue proto, const char *tag) {
    scr__define_value_take(proto, scr__thread.realm->sym_to_string_tag,
                           scr_string_from_utf8(tag, strlen(tag)), SCR_PROP_CONFIGURABLE);
}

/* ------------------------------------------------------------------------
 * Locales.
 * ---------------------------------------------------------------------- */

bool scr__intl_canonicalize_tag(const char *tag, char *out, size_t size) {
    size_t len = strlen(tag);
    if (len == 0 || len >= SCR_INTL_TAG_MAX) return false;
    for (size_t i = 0; i < len; i++) {
        char c = tag[i];
        bool ok =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
        if (!ok) return false;
    }
    /* The first subtag is a 2-3 or 5-8 letter language (or "x"/"i" private
     * and grandfathered forms, which V8 treats as invalid here). */
    size_t first = strcspn(tag, "-");
    if (first < 2 || first > 8 || first == 4) return false;
    for (size_t i = 0; i < first; i++)
        if (!((tag[i] >= 'a' && tag[i] <= 'z') || (tag[i] >= 'A' && tag[i] <= 'Z'))) return false;
    if (tag[len - 1] == '-' || strstr(tag, "--")) return false;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    UErrorCode err = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, id, sizeof id, &parsed, &err);
    if (U_FAILURE(err) || (size_t)parsed != len) return false;
    err = U_ZERO_ERROR;
    int32_t n = uloc_toLanguageTag(id, out, (int32_t)size, true, &err);
    if (U_FAILURE(err) || n <= 0 || (size_t)n >= size) return false;
    out[n] = 0;
    return true;
}

void scr__intl_icu_locale(const char *tag, char *id, size_t size) {
    int32_t parsed = 0;
    UErrorCode err = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, id, (int32_t)size, &parsed, &err);
    if (U_FAILURE(err)) snprintf(id, size, "en_US");
}

ScrValue scr__intl_canonical_list(ScrValue locales) {
    ScrValue out = scr_array_new(0);
    if (scr_is_undefined(locales)) return out;
    ScrValue list;
    if (scr_is_string(locales)) {
        list = scr_array_new(1);
        scr_array_push(list, locales);
    } else {
        list = scr__to_object(locales);
        if (scr_is_exception(list)) goto fail;
    }
    double len;
    if (scr__length_of(list, &len) < 0) goto fail_list;
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        ScrValue key = scr_to_property_key(scr_number(i));
        int has = scr__has_property(list, key);
        scr_release(key);
        if (has < 0) goto fail_list;
        if (!has) continue;
        ScrValue v = scr__get_index(list, i);
        if (scr_is_exception(v)) goto fail_list;
        if (!scr_is_string(v) && !scr_is_object(v)) {
            scr_release(v);
            scr_throw_type_error("Language ID should be string or object.");
            goto fail_list;
        }
        ScrValue s = scr_to_string(v);
        scr_release(v);
        if (scr_is_exception(s)) goto fail_list;
        char *u = scr__string_to_utf8(s, NULL);
        scr_release(s);
        char canon[SCR_INTL_TAG_MAX];
        bool ok = scr__intl_canonicalize_tag(u, canon, sizeof canon);
        free(u);
        if (!ok) {
            scr_throw_range_error("Incorrect locale information provided");
            goto fail_list;
        }
        bool dup = false;
        double n;
        scr__length_of(out, &n);
        for (uint32_t j = 0; j < (uint32_t)n && !dup; j++) {
            ScrValue e = scr__get_index(out, j);
            char *eu = scr__string_to_utf8(e, NULL);
            dup = strcmp(eu, canon) == 0;
            free(eu);
            scr_release(e);
        }
        if (!dup) scr_array_push_take(out, scr_string_from_utf8(canon, strlen(canon)));
    }
    scr_release(list);
    return out;
fail_list:
    scr_release(list);
fail:
    scr_release(out);
    return SCR_EXCEPTION;
}

/* True when ICU has locale data for the ICU id (no keywords): collation
 * data for a Collator, else locale data. */
static bool icu_has_locale(const char *id, bool collator) {
    if (!strcmp(id, "en_US_POSIX")) return false;
    int32_t n = collator ? ucol_countAvailable() : uloc_countAvailable();
    for (int32_t i = 0; i < n; i++) {
        const char *a = collator ? ucol_getAvailable(i) : uloc_getAvailable(i);
        if (!strcmp(a, id)) return true;
        /* "zh_Hant_TW" also serves "zh_TW", as V8 lists it. */
        const char *s1 = strchr(a, '_');
        if (s1 && strlen(s1) > 6 && s1[5] == '_') {
            char noscript[ULOC_FULLNAME_CAPACITY];
            snprintf(noscript, sizeof noscript, "%.*s%s", (int)(s1 - a), a, s1 + 5);
            if (!strcmp(noscript, id)) return true;
        }
    }
    /* Collation data is by language; "en_US" uses the root's. */
    return collator && !strcmp(id, "en_US");
}

/* BestAvailableLocale for one canonical tag: the matched tag (without a
 * Unicode extension) in out, or false. */
static bool best_available(const char *tag, char *out, size_t size, bool collator) {
    char id[ULOC_FULLNAME_CAPACITY], base[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(tag, id, sizeof id);
    UErrorCode err = U_ZERO_ERROR;
    uloc_getBaseName(id, base, sizeof base, &err);
    if (U_FAILURE(err)) return false;
    for (;;) {
        if (icu_has_locale(base, collator)) {
            err = U_ZERO_ERROR;
            int32_t n = uloc_toLanguageTag(base, out, (int32_t)size, true, &err);
            if (U_FAILURE(err) || n <= 0 || (size_t)n >= size) return false;
            out[n] = 0;
            return true;
        }
        char *cut = strrchr(base, '_');
        if (!cut) return false;
        *cut = 0;
        /* "de__POSIX" style empty subtags. */
        while (cut > base && cut[-1] == '_') *--cut = 0;
    }
}

int scr__intl_resolve_locale_for(ScrValue locales, char tag[SCR_INTL_TAG_MAX], char nu[16],
                                 bool collator) {
    ScrValue list = scr__intl_canonical_list(locales);
    if (scr_is_exception(list)) return -1;
    double len;
    scr__length_of(list, &len);
    snprintf(tag, SCR_INTL_TAG_MAX, "%s", SCR_INTL_DEFAULT_LOCALE);
    nu[0] = 0;
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        ScrValue e = scr__get_index(list, i);
        char *u = scr__string_to_utf8(e, NULL);
        scr_release(e);
        char found[SCR_INTL_TAG_MAX];
        bool ok = best_available(u, found, sizeof found, collator);
        if (ok) {
            snprintf(tag, SCR_INTL_TAG_MAX, "%s", found);
            char id[ULOC_FULLNAME_CAPACITY], kw[32];
            scr__intl_icu_locale(u, id, sizeof id);
            UErrorCode err = U_ZERO_ERROR;
            int32_t n = uloc_getKeywordValue(id, "numbers", kw, sizeof kw, &err);
            if (U_SUCCESS(err) && n > 0 && n < 16) {
                UNumberingSystem *ns = unumsys_openByName(kw, &err);
                if (U_SUCCESS(err) && ns) snprintf(nu, 16, "%s", kw);
                if (ns) unumsys_close(ns);
            }
        }
        free(u);
        if (ok) break;
    }
    scr_release(list);
    return 0;
}

/* ------------------------------------------------------------------------
 * Options.
 * ---------------------------------------------------------------------- */

int scr__intl_options(ScrValue options, const char *coerce, ScrValue *out) {
    *out = SCR_UNDEFINED;
    if (scr_is_undefined(options)) return 0;
    if (scr_is_object(options)) {
        *out = options;
        return 0;
    }
    if (!coerce) {
        scr_throw_type_error("invalid_argument");
        return -1;
    }
    if (scr_is_null(options)) {
        scr_throw_type_error("%s called on null or undefined", coerce);
        return -1;
    }
    /* A primitive's wrapper has no own options worth reading. */
    return 0;
}

static ScrValue get_prop(ScrValue options, const char *prop) {
    if (scr_is_undefined(options)) return SCR_UNDEFINED;
    return scr__get_str(options, prop);
}

int scr__intl_get_string(ScrValue options, const char *prop, const char *const *values,
                         const char *service, int *out, char *str, size_t size) {
    *out = -1;
    ScrValue v = get_prop(options, prop);
    if (scr_is_exception(v)) return -1;
    if (scr_is_undefined(v)) return 0;
    ScrValue s = scr_to_string(v);
    scr_release(v);
    if (scr_is_exception(s)) return -1;
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    if (str) snprintf(str, size, "%s", u);
    if (!values) {
        *out = 0;
        free(u);
        return 0;
    }
    for (int i = 0; values[i]; i++)
        if (!strcmp(values[i], u)) *out = i;
    if (*out < 0) {
        scr_throw_range_error("Value %s out of range for %s options property %s", u, service, prop);
        free(u);
        return -1;
    }
    free(u);
    return 0;
}

int scr__intl_get_bool(ScrValue options, const char *prop, int *out) {
    *out = -1;
    ScrValue v = get_prop(options, prop);
    if (scr_is_exception(v)) return -1;
    if (scr_is_undefined(v)) return 0;
    *out = scr_to_boolean(v);
    scr_release(v);
    return 0;
}

int scr__intl_get_number(ScrValue options, const char *prop, int min, int max, int fallback,
                         int *out) {
    *out = fallback;
    ScrValue v = get_prop(options, prop);
    if (scr_is_exception(v)) return -1;
    if (scr_is_undefined(v)) return 0;
    double d;
    int rc = scr_to_number(v, &d);
    scr_release(v);
    if (rc < 0) return -1;
    if (isnan(d) || d < min || d > max) {
        scr_throw_range_error("%s value is out of range.", prop);
        return -1;
    }
    *out = (int)floor(d);
    return 0;
}

/* ------------------------------------------------------------------------
 * Intl itself.
 * ---------------------------------------------------------------------- */

NATIVE(intl_get_canonical_locales) {
    UNUSED;
    return scr__intl_canonical_list(ARG(0));
}

/* supportedLocalesOf(locales[, options]): the requested locales ICU has
 * data for, as requested (canonicalized). Magic 1: Collator's. */
NATIVE(intl_supported_locales_of) {
    UNUSED;
    bool collator = ((ScrFunction *)scr_obj(fn))->magic == 1;
    ScrValue list = scr__intl_canonical_list(ARG(0));
    if (scr_is_exception(list)) return list;
    ScrValue opts;
    if (scr__intl_options(ARG(1), "Intl.supportedLocalesOf", &opts) < 0) goto fail;
    static const char *const matchers[] = {"lookup", "best fit", NULL};
    int m;
    if (scr__intl_get_string(opts, "localeMatcher", matchers, "Intl.supportedLocalesOf", &m, NULL,
                             0) < 0)
        goto fail;
    ScrValue out = scr_array_new(0);
    double len;
    scr__length_of(list, &len);
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        ScrValue e = scr__get_index(list, i);
        char *u = scr__string_to_utf8(e, NULL);
        char found[SCR_INTL_TAG_MAX];
        if (best_available(u, found, sizeof found, collator)) scr_array_push(out, e);
        free(u);
        scr_release(e);
    }
    scr_release(list);
    return out;
fail:
    scr_release(list);
    return SCR_EXCEPTION;
}

int scr__intl_resolve_locale(ScrValue locales, char tag[SCR_INTL_TAG_MAX], char nu[16]) {
    return scr__intl_resolve_locale_for(locales, tag, nu, false);
}

/* A growing list of malloc'd names, kept without duplicates. */
typedef struct NameList {
    char **v;
    size_t n, cap;
} NameList;

static void names_add(NameList *l, const char *s) {
    for (size_t i = 0; i < l->n; i++)
        if (!strcmp(l->v[i], s)) return;
    SCR_GROW(l->v, l->cap, l->n + 1, 64);
    l->v[l->n++] = strdup(s);
}

static int names_cmp(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Collations V8 leaves out of supportedValuesOf. */
static bool skipped_collation(const char *s) {
    static const char *const skip[] = {"standard", "search", "big5han", "gb2312han", NULL};
    for (int i = 0; skip[i]; i++)
        if (!strcmp(skip[i], s)) return true;
    return false;
}

/* Adds an ICU enumeration's strings (as BCP 47 types of `key` when given)
 * and closes it. */
static void names_from_enum(NameList *l, UEnumeration *e, const char *key, bool collation) {
    UErrorCode err = U_ZERO_ERROR;
    const char *s;
    int32_t len;
    while (e && (s = uenum_next(e, &len, &err)) != NULL && U_SUCCESS(err)) {
        if (collation && skipped_collation(s)) continue;
        const char *t = key ? uloc_toUnicodeLocaleType(key, s) : s;
        names_add(l, t ? t : s);
    }
    if (e) uenum_close(e);
}

/* Intl.supportedValuesOf(key): ICU's calendars, collations, currencies,
 * numbering systems (not algorithmic ones), canonical time zones, and the
 * sanctioned units, sorted. */
NATIVE(intl_supported_values_of) {
    UNUSED;
    ScrValue ks = scr_to_string(ARG(0));
    if (scr_is_exception(ks)) return ks;
    char *key = scr__string_to_utf8(ks, NULL);
    scr_release(ks);
    NameList l = {0};
    UErrorCode err = U_ZERO_ERROR;
    if (!strcmp(key, "calendar")) {
        names_from_enum(&l, ucal_getKeywordValuesForLocale("calendar", "und", false, &err), "ca",
                        false);
    } else if (!strcmp(key, "collation")) {
        names_from_enum(&l, ucol_getKeywordValues("collation", &err), "co", true);
    } else if (!strcmp(key, "currency")) {
        names_from_enum(&l, ucurr_openISOCurrencies(UCURR_COMMON | UCURR_NON_DEPRECATED, &err),
                        NULL, false);
    } else if (!strcmp(key, "numberingSystem")) {
        UEnumeration *e = unumsys_openAvailableNames(&err);
        const char *s;
        int32_t len;
        while (e && (s = uenum_next(e, &len, &err)) != NULL && U_SUCCESS(err)) {
            UErrorCode e2 = U_ZERO_ERROR;
            UNumberingSystem *ns = unumsys_openByName(s, &e2);
            if (U_SUCCESS(e2) && ns && !unumsys_isAlgorithmic(ns)) names_add(&l, s);
            if (ns) unumsys_close(ns);
        }
        if (e) uenum_close(e);
    } else if (!strcmp(key, "timeZone")) {
        names_from_enum(
            &l, ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_CANONICAL_LOCATION, NULL, NULL, &err),
            NULL, false);
    } else if (!strcmp(key, "unit")) {
        for (int i = 0; scr__intl_units[i]; i++) names_add(&l, scr__intl_units[i]);
    } else {
        scr_throw_range_error("Invalid key : %s", key);
        free(key);
        return SCR_EXCEPTION;
    }
    free(key);
    if (l.n) qsort(l.v, l.n, sizeof *l.v, names_cmp);
    ScrValue out = scr_array_new((uint32_t)l.n);
    for (size_t i = 0; i < l.n; i++) {
        scr_array_push_take(out, scr_string_from_utf8(l.v[i], strlen(l.v[i])));
        free(l.v[i]);
    }
    free(l.v);
    return out;
}

void scr__intl_define_supported(ScrValue ctor, bool collator) {
    ScrValue f = scr__native_new_ex(intl_supported_locales_of, "supportedLocalesOf", 1, collator,
                                    SCR_UNDEFINED);
    scr__define_str_take(ctor, "supportedLocalesOf", f, SCR_PROP_CW);
}

void scr__intl_init(void) {
    ScrRealm *r = scr__thread.realm;
    scr__class_hooks[SCR_CLASS_INTL] = (ScrClassHooks){intl_trace, intl_finalize, intl_clear};
    for (size_t i = 0; i < sizeof r->intl_proto / sizeof r->intl_proto[0]; i++)
        r->intl_proto[i] = SCR_UNDEFINED;
    r->intl_default_number = r->intl_default_collator = r->intl_pattern_generator = SCR_UNDEFINED;
    for (int i = 0; i < 3; i++) r->intl_default_date[i] = SCR_UNDEFINED;
    ScrValue intl = scr_object_new();
    scr__define_str_take(r->global, "Intl", scr_dup(intl), SCR_PROP_CW);
    scr__define_native(intl, "getCanonicalLocales", intl_get_canonical_locales, 1);
    scr__define_native(intl, "supportedValuesOf", intl_supported_values_of, 1);
    scr__intl_define_tag(intl, "Intl");
    scr__intl_date_init(intl);
    scr__intl_number_init(intl);
    scr__intl_collator_init(intl);
    scr__intl_plural_init(intl);
    scr__intl_reltime_init(intl);
    scr__intl_list_init(intl);
    scr__intl_locale_init(intl);
    scr__intl_display_names_init(intl);
    scr__intl_segmenter_init(intl);
    scr_release(intl);
}

/* V8's receiver text: #<Name> from the object's constructor's name. */
ScrValue scr__intl_incompatible(const char *method, ScrValue this_val) {
    if (method[0] == '!') {
        /* NumberFormat's legacy unwrap names no receiver for an object. */
        if (scr_is_object(this_val))
            return scr_throw_type_error(
                "Method UnwrapNumberFormat called on incompatible receiver undefined");
        method++;
    }
    if (!scr_is_object(this_val)) {
        ScrValue s = scr_is_undefined(this_val) || scr_is_null(this_val) ? SCR_UNDEFINED
                                                                         : scr_to_string(this_val);
        if (scr_is_exception(s)) return s;
        char *u = scr_is_undefined(s) ? NULL : scr__string_to_utf8(s, NULL);
        scr_release(s);
        scr_throw_type_error("Method %s called on incompatible receiver %s", method,
                             u                       ? u
                             : scr_is_null(this_val) ? "null"
                                                     : "undefined");
        free(u);
        return SCR_EXCEPTION;
    }
    char name[96] = "Object";
    ScrValue c = scr__get_str(this_val, "constructor");
    if (scr_is_exception(c)) return c;
    if (scr_is_object(c)) {
        ScrValue n = scr__get_str(c, "name");
        if (scr_is_string(n) && scr_str(n)->len > 0) {
            char *u = scr__string_to_utf8(n, NULL);
            snprintf(name, sizeof name, "%s", u);
            free(u);
        }
        if (!scr_is_exception(n)) scr_release(n);
    }
    scr_release(c);
    return scr_throw_type_error("Method %s called on incompatible receiver #<%s>", method, name);
}
