/* locale.c - Intl.Locale (a canonical tag with its parts, options applied
 * through ICU's locale ids, maximize / minimize by likely subtags) and
 * Intl.DisplayNames (uldn and ucurr names). docs/builtins.md, "Intl". */
#include "intl/intl.h"
#include "core/native.h"

#include "core/function.h"
#include "core/str.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ucurr.h>
#include <unicode/uldnames.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

/* ------------------------------------------------------------------------
 * Intl.Locale. io->str holds the canonical tag.
 * ---------------------------------------------------------------------- */

static const char *const HOUR_CYCLES[] = {"h11", "h12", "h23", "h24", NULL};
static const char *const CASE_FIRSTS[] = {"upper", "lower", "false", NULL};
static const char *const SERVICE_LOC = "locale";

/* A Unicode extension type: 3-8 alphanumerics, hyphen-separated. */
static bool well_formed_type(const char *v) {
    size_t run = 0, n = strlen(v);
    if (!n) return false;
    for (size_t i = 0; i <= n; i++) {
        if (i == n || v[i] == '-') {
            if (run < 3 || run > 8) return false;
            run = 0;
        } else if ((v[i] >= 'a' && v[i] <= 'z') || (v[i] >= 'A' && v[i] <= 'Z') ||
                   (v[i] >= '0' && v[i] <= '9')) {
            run++;
        } else {
            return false;
        }
    }
    return true;
}

static bool all_of(const char *v, size_t min, size_t max, bool alpha, bool digit) {
    size_t n = strlen(v);
    if (n < min || n > max) return false;
    for (size_t i = 0; i < n; i++) {
        bool a = (v[i] >= 'a' && v[i] <= 'z') || (v[i] >= 'A' && v[i] <= 'Z'),
             d = v[i] >= '0' && v[i] <= '9';
        if (!((alpha && a) || (digit && d))) return false;
    }
    return true;
}

static void set_keyword(char *id, size_t size, const char *key, const char *type, UErrorCode *err) {
    const char *lkey = uloc_toLegacyKey(key);
    const char *ltype = uloc_toLegacyType(key, type);
    uloc_setKeywordValue(lkey ? lkey : key, ltype ? ltype : type, id, (int32_t)size, err);
}

static ScrValue tag_string(const char *id) {
    char tag[ULOC_FULLNAME_CAPACITY];
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = uloc_toLanguageTag(id, tag, sizeof tag, true, &err);
    if (U_FAILURE(err) || n <= 0)
        return scr_throw_range_error("Incorrect locale information provided");
    return scr_string_from_utf8(tag, (size_t)n);
}

NATIVE(loc_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt)) return scr_throw_type_error("Constructor Intl.Locale requires 'new'");
    ScrValue arg = ARG(0);
    if (!scr_is_string(arg) && !scr_is_object(arg))
        return scr_throw_type_error(
            "First argument to Intl.Locale constructor can't be empty or missing");
    ScrIntlObject *from = scr__intl_unwrap(arg, SCR_INTL_LOCALE);
    ScrValue s = from ? scr_dup(from->str) : scr_to_string(arg);
    if (scr_is_exception(s)) return s;
    char *u = scr__string_to_utf8(s, NULL);
    scr_release(s);
    char canon[SCR_INTL_TAG_MAX], id[ULOC_FULLNAME_CAPACITY], v[64];
    bool ok = scr__intl_canonicalize_tag(u, canon, sizeof canon);
    free(u);
    if (!ok) return scr_throw_range_error("Incorrect locale information provided");
    ScrValue opts;
    if (scr__intl_options(ARG(1), NULL, &opts) < 0) return SCR_EXCEPTION;
    scr__intl_icu_locale(canon, id, sizeof id);
    UErrorCode err = U_ZERO_ERROR;
    char lang[16] = "", script[16] = "", region[16] = "", rest[ULOC_FULLNAME_CAPACITY] = "";
    uloc_getLanguage(id, lang, sizeof lang, &err);
    uloc_getScript(id, script, sizeof script, &err);
    uloc_getCountry(id, region, sizeof region, &err);
    /* Variants and keywords stay as they are. */
    char base[ULOC_FULLNAME_CAPACITY];
    uloc_getBaseName(id, base, sizeof base, &err);
    const char *variant = base;
    for (int k = 0; k < 3 && variant; k++) variant = strchr(variant + (k ? 1 : 0), '_');
    const char *kw = strchr(id, '@');
    int m;
    if (scr__intl_get_string(opts, "language", NULL, SERVICE_LOC, &m, v, sizeof v) < 0)
        return SCR_EXCEPTION;
    if (m >= 0) {
        if (!all_of(v, 2, 8, true, false) || strlen(v) == 4)
            return scr_throw_range_error("Incorrect locale information provided");
        snprintf(lang, sizeof lang, "%s", v);
    }
    if (scr__intl_get_string(opts, "script", NULL, SERVICE_LOC, &m, v, sizeof v) < 0)
        return SCR_EXCEPTION;
    if (m >= 0) {
        if (!all_of(v, 4, 4, true, false))
            return scr_throw_range_error("Incorrect locale information provided");
        snprintf(script, sizeof script, "%s", v);
    }
    if (scr__intl_get_string(opts, "region", NULL, SERVICE_LOC, &m, v, sizeof v) < 0)
        return SCR_EXCEPTION;
    if (m >= 0) {
        if (!all_of(v, 2, 2, true, false) && !all_of(v, 3, 3, false, true))
            return scr_throw_range_error("Incorrect locale information provided");
        snprintf(region, sizeof region, "%s", v);
    }
    snprintf(rest, sizeof rest, "%s%s%s%s%s%s%s", lang, script[0] ? "_" : "", script,
             region[0] || (variant && strchr(base, '_')) ? "_" : "", region,
             variant && region[0]    ? variant
             : variant && !region[0] ? variant
                                     : "",
             kw ? kw : "");
    static const struct {
        const char *prop, *key;
        const char *const *values;
    } keys[] = {{"calendar", "ca", NULL},         {"collation", "co", NULL},
                {"hourCycle", "hc", HOUR_CYCLES}, {"caseFirst", "kf", CASE_FIRSTS},
                {"numeric", "kn", NULL},          {"numberingSystem", "nu", NULL}};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (!strcmp(keys[i].key, "kn")) {
            int b;
            if (scr__intl_get_bool(opts, "numeric", &b) < 0) return SCR_EXCEPTION;
            if (b >= 0) set_keyword(rest, sizeof rest, "kn", b ? "true" : "false", &err);
            continue;
        }
        if (scr__intl_get_string(opts, keys[i].prop, keys[i].values, SERVICE_LOC, &m, v, sizeof v) <
            0)
            return SCR_EXCEPTION;
        if (m < 0) continue;
        if (!keys[i].values && !well_formed_type(v))
            return scr_throw_range_error("Incorrect locale information provided");
        set_keyword(rest, sizeof rest, keys[i].key, v, &err);
    }
    if (U_FAILURE(err)) return scr_throw_range_error("Incorrect locale information provided");
    ScrValue tag = tag_string(rest);
    if (scr_is_exception(tag)) return tag;
    ScrValue o = scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_LOCALE], SCR_INTL_LOCALE);
    if (scr_is_exception(o)) {
        scr_release(tag);
        return o;
    }
    ((ScrIntlObject *)scr_obj(o))->str = tag;
    return o;
}

#define WITH_LOC(method)                                                                           \
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_LOCALE);                               \
    if (!io) return scr__intl_incompatible(method, this_val);                                      \
    char id[ULOC_FULLNAME_CAPACITY];                                                               \
    {                                                                                              \
        char *t_ = scr__string_to_utf8(io->str, NULL);                                             \
        scr__intl_icu_locale(t_, id, sizeof id);                                                   \
        free(t_);                                                                                  \
    }

NATIVE(loc_to_string) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_LOCALE);
    if (!io) return scr__intl_incompatible("Intl.Locale.prototype.toString", this_val);
    return scr_dup(io->str);
}

/* maximize (magic 0) and minimize (1): a new Locale. */
NATIVE(loc_likely) {
    (void)argc, (void)argv, (void)nt;
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    WITH_LOC(magic ? "Intl.Locale.prototype.minimize" : "Intl.Locale.prototype.maximize");
    char out[ULOC_FULLNAME_CAPACITY];
    UErrorCode err = U_ZERO_ERROR;
    if (magic)
        uloc_minimizeSubtags(id, out, sizeof out, &err);
    else
        uloc_addLikelySubtags(id, out, sizeof out, &err);
    if (U_FAILURE(err)) return scr__intl_throw_icu(err);
    ScrValue tag = tag_string(out);
    if (scr_is_exception(tag)) return tag;
    ScrValue o = scr__intl_new(SCR_UNDEFINED, scr__thread.realm->intl_proto[SCR_INTL_LOCALE],
                               SCR_INTL_LOCALE);
    if (scr_is_exception(o)) {
        scr_release(tag);
        return o;
    }
    ((ScrIntlObject *)scr_obj(o))->str = tag;
    return o;
}

/* The getters, by magic: language, script, region, baseName, then the
 * Unicode extension keys. */
static const char *const GETTERS[] = {"language", "script",         "region",    "baseName",
                                      "calendar", "caseFirst",      "collation", "hourCycle",
                                      "numeric",  "numberingSystem"};
static const char *const GETTER_KEYS[] = {NULL, NULL, NULL, NULL, "ca",
                                          "kf", "co", "hc", "kn", "nu"};

NATIVE(loc_getter) {
    (void)argc, (void)argv, (void)nt;
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    char method[64];
    snprintf(method, sizeof method, "get Intl.Locale.prototype.%s", GETTERS[magic]);
    WITH_LOC(method);
    char buf[ULOC_FULLNAME_CAPACITY];
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = 0;
    switch (magic) {
        case 0: n = uloc_getLanguage(id, buf, sizeof buf, &err); break;
        case 1: n = uloc_getScript(id, buf, sizeof buf, &err); break;
        case 2: n = uloc_getCountry(id, buf, sizeof buf, &err); break;
        case 3:
            n = uloc_getBaseName(id, buf, sizeof buf, &err);
            return U_SUCCESS(err) ? tag_string(buf) : scr__intl_throw_icu(err);
        default: {
            const char *key = GETTER_KEYS[magic], *lkey = uloc_toLegacyKey(key);
            char val[64];
            int32_t vl = uloc_getKeywordValue(id, lkey ? lkey : key, val, sizeof val, &err);
            if (U_FAILURE(err) || vl <= 0) return magic == 8 ? SCR_FALSE : SCR_UNDEFINED;
            const char *type = uloc_toUnicodeLocaleType(key, val);
            if (!type) type = val;
            if (magic == 8) return scr_bool(!strcmp(type, "true") || !strcmp(type, "yes"));
            return scr_string_from_utf8(type, strlen(type));
        }
    }
    if (U_FAILURE(err)) return scr__intl_throw_icu(err);
    if (n <= 0) return magic == 0 ? scr_string_from_utf8("und", 3) : SCR_UNDEFINED;
    return scr_string_from_utf8(buf, (size_t)n);
}

void scr__intl_locale_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_LOCALE] = p;
    ScrValue c = scr__native_ctor_new(loc_ctor, "Locale", 1, p);
    scr__define_str_take(intl, "Locale", c, SCR_PROP_CW);
    scr__define_native(p, "toString", loc_to_string, 0);
    scr__define_str_take(p, "maximize",
                         scr__native_new_ex(loc_likely, "maximize", 0, 0, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_str_take(p, "minimize",
                         scr__native_new_ex(loc_likely, "minimize", 0, 1, SCR_UNDEFINED),
                         SCR_PROP_CW);
    for (int i = 0; i < 10; i++) {
        char name[64];
        snprintf(name, sizeof name, "get %s", GETTERS[i]);
        ScrValue g = scr__native_new_ex(loc_getter, name, 0, i, SCR_UNDEFINED);
        scr__define_accessor_flags(p, scr__atom(GETTERS[i]), g, SCR_UNDEFINED,
                                   SCR_PROP_CONFIGURABLE);
        scr_release(g);
    }
    scr__intl_define_tag(p, "Intl.Locale");
}

/* ------------------------------------------------------------------------
 * Intl.DisplayNames.
 * ---------------------------------------------------------------------- */

static const char *const DN_STYLES[] = {"narrow", "short", "long", NULL};
static const char *const DN_TYPES[] = {"language", "region",        "script", "currency",
                                       "calendar", "dateTimeField", NULL};
static const char *const DN_FALLBACKS[] = {"code", "none", NULL};
static const char *const DN_LANGUAGE_DISPLAYS[] = {"dialect", "standard", NULL};
static const char *const SERVICE_DN = "Intl.DisplayNames";
static const char *const MATCHERS[] = {"lookup", "best fit", NULL};

static void close_names(ScrIntlObject *io) {
    if (io->icu) uldn_close(io->icu);
}

NATIVE(dn_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor Intl.DisplayNames requires 'new'");
    ScrValue o = scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_DISPLAY_NAMES],
                               SCR_INTL_DISPLAY_NAMES);
    if (scr_is_exception(o)) return o;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(o);
    ScrValue opts;
    int m, style, type, fallback, ld;
    char tag[SCR_INTL_TAG_MAX], nu[16];
    ScrValue list = scr__intl_canonical_list(ARG(0));
    if (scr_is_exception(list)) goto fail;
    scr_release(list);
    if (scr__intl_options(ARG(1), NULL, &opts) < 0) goto fail;
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, SERVICE_DN, &m, NULL, 0) < 0)
        goto fail;
    if (scr__intl_resolve_locale(ARG(0), tag, nu) < 0) goto fail;
    if (scr__intl_get_string(opts, "style", DN_STYLES, SERVICE_DN, &style, NULL, 0) < 0) goto fail;
    if (style < 0) style = 2;
    if (scr__intl_get_string(opts, "type", DN_TYPES, SERVICE_DN, &type, NULL, 0) < 0) goto fail;
    if (type < 0) {
        scr_throw_type_error("invalid_argument");
        goto fail;
    }
    if (scr__intl_get_string(opts, "fallback", DN_FALLBACKS, SERVICE_DN, &fallback, NULL, 0) < 0)
        goto fail;
    if (fallback < 0) fallback = 0;
    if (scr__intl_get_string(opts, "languageDisplay", DN_LANGUAGE_DISPLAYS, SERVICE_DN, &ld, NULL,
                             0) < 0)
        goto fail;
    if (ld < 0) ld = 0;
    char id[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(tag, id, sizeof id);
    UDisplayContext ctx[] = {ld == 0 ? UDISPCTX_DIALECT_NAMES : UDISPCTX_STANDARD_NAMES,
                             style == 2 ? UDISPCTX_LENGTH_FULL : UDISPCTX_LENGTH_SHORT,
                             UDISPCTX_NO_SUBSTITUTE};
    UErrorCode err = U_ZERO_ERROR;
    io->icu = uldn_openForContext(id, ctx, 3, &err);
    if (U_FAILURE(err)) {
        io->icu = NULL;
        scr__intl_throw_icu(err);
        goto fail;
    }
    io->close = close_names;
    io->flags = type | style << 4 | fallback << 8;
    ScrValue ro = scr_object_new();
    scr__intl_put_str(ro, "locale", tag);
    scr__intl_put_str(ro, "style", DN_STYLES[style]);
    scr__intl_put_str(ro, "type", DN_TYPES[type]);
    scr__intl_put_str(ro, "fallback", DN_FALLBACKS[fallback]);
    if (type == 0) scr__intl_put_str(ro, "languageDisplay", DN_LANGUAGE_DISPLAYS[ld]);
    io->resolved = ro;
    return o;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

NATIVE(dn_of) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_DISPLAY_NAMES);
    if (!io) return scr__intl_incompatible("Intl.DisplayNames.prototype.of", this_val);
    ScrValue cs = scr_to_string(ARG(0));
    if (scr_is_exception(cs)) return cs;
    char *code = scr__string_to_utf8(cs, NULL);
    int type = io->flags & 15, style = io->flags >> 4 & 15, fallback = io->flags >> 8;
    bool ok;
    switch (type) {
        case 0:
            ok = scr__intl_canonicalize_tag(code, (char[SCR_INTL_TAG_MAX]){0}, SCR_INTL_TAG_MAX);
            break;
        case 1: ok = all_of(code, 2, 2, true, false) || all_of(code, 3, 3, false, true); break;
        case 2: ok = all_of(code, 4, 4, true, false); break;
        case 3: ok = all_of(code, 3, 3, true, false); break;
        default: ok = well_formed_type(code); break;
    }
    if (!ok) {
        scr_release(cs);
        free(code);
        return scr_throw_range_error("invalid_argument");
    }
    UChar buf[256];
    int32_t n = 0;
    UErrorCode err = U_ZERO_ERROR;
    char canon[SCR_INTL_TAG_MAX], id[ULOC_FULLNAME_CAPACITY];
    switch (type) {
        case 0:
            scr__intl_canonicalize_tag(code, canon, sizeof canon);
            scr__intl_icu_locale(canon, id, sizeof id);
            n = uldn_localeDisplayName(io->icu, id, buf, 256, &err);
            break;
        case 1: n = uldn_regionDisplayName(io->icu, code, buf, 256, &err); break;
        case 2: n = uldn_scriptDisplayName(io->icu, code, buf, 256, &err); break;
        case 3: {
            for (char *c = code; *c; c++) *c = (char)(*c >= 'a' && *c <= 'z' ? *c - 32 : *c);
            UChar uc[4];
            u_charsToUChars(code, uc, 4);
            ScrValue loc = scr__get_str(io->resolved, "locale");
            char *t = scr__string_to_utf8(loc, NULL);
            scr_release(loc);
            scr__intl_icu_locale(t, id, sizeof id);
            free(t);
            int32_t len = 0;
            const UChar *name =
                style == 2   ? ucurr_getName(uc, id, UCURR_LONG_NAME, NULL, &len, &err)
                : style == 1 ? ucurr_getName(uc, id, UCURR_SYMBOL_NAME, NULL, &len, &err)
                             : ucurr_getName(uc, id, UCURR_NARROW_SYMBOL_NAME, NULL, &len, &err);
            /* ucurr gives the code itself when it has no name. */
            if (U_SUCCESS(err) && err != U_USING_DEFAULT_WARNING && len < 256) {
                memcpy(buf, name, (size_t)len * sizeof *buf);
                n = len;
            } else {
                n = 0;
            }
            err = U_ZERO_ERROR;
            break;
        }
        default: n = uldn_keyValueDisplayName(io->icu, "calendar", code, buf, 256, &err); break;
    }
    ScrValue out;
    if (U_SUCCESS(err) && n > 0)
        out = scr__intl_ustr(buf, n);
    else if (fallback == 0)
        out = scr_dup(cs);
    else
        out = SCR_UNDEFINED;
    scr_release(cs);
    free(code);
    return out;
}

NATIVE(dn_resolved_options) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_DISPLAY_NAMES);
    if (!io) return scr__intl_incompatible("Intl.DisplayNames.prototype.resolvedOptions", this_val);
    return scr__intl_resolved_copy(io);
}

void scr__intl_display_names_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_DISPLAY_NAMES] = p;
    ScrValue c = scr__native_ctor_new(dn_ctor, "DisplayNames", 2, p);
    scr__define_str_take(intl, "DisplayNames", c, SCR_PROP_CW);
    scr__intl_define_supported(c, false);
    scr__define_native(p, "resolvedOptions", dn_resolved_options, 0);
    scr__define_native(p, "of", dn_of, 1);
    scr__intl_define_tag(p, "Intl.DisplayNames");
}
