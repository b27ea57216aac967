/* numfmt.c - Intl.NumberFormat and Intl.PluralRules on ICU's number
 * skeletons (unumf), and the toLocaleString of Number and BigInt through
 * them. The options become one skeleton string, as V8 builds one, so a
 * formatter is one ICU object. docs/builtins.md, "Intl". */
#include "intl/intl.h"
#include "core/native.h"

#include "core/bigint.h"
#include "core/function.h"
#include "core/numconv.h"
#include "core/ops.h"
#include "core/str.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ucurr.h>
#include <unicode/uformattedvalue.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

/* ------------------------------------------------------------------------
 * Digit options (SetNumberFormatDigitOptions), shared with PluralRules.
 * ---------------------------------------------------------------------- */

enum { PRIO_AUTO, PRIO_MORE, PRIO_LESS };
static const char *const PRIORITIES[] = {"auto", "morePrecision", "lessPrecision", NULL};
static const char *const ROUNDING_MODES[] = {"ceil",     "floor",     "expand",     "trunc",
                                             "halfCeil", "halfFloor", "halfExpand", "halfTrunc",
                                             "halfEven", NULL};
static const char *const ROUNDING_SKELETON[] = {
    "rounding-mode-ceiling", "rounding-mode-floor",        "rounding-mode-up",
    "rounding-mode-down",    "rounding-mode-half-ceiling", "rounding-mode-half-floor",
    "rounding-mode-half-up", "rounding-mode-half-down",    "rounding-mode-half-even"};
static const char *const TRAILING[] = {"auto", "stripIfInteger", NULL};

typedef struct DigitOpts {
    int mnid, mnfd, mxfd, mnsd, mxsd;
    bool use_sd, use_fd; /* which limits apply (both: roundingPriority) */
    int priority;        /* PRIO_*, as resolved */
    int mode;            /* index into ROUNDING_MODES */
    int increment;
    int trailing; /* index into TRAILING */
} DigitOpts;

/* DefaultNumberOption of an already read value. */
static int default_number(ScrValue v, const char *prop, int min, int max, int fallback, int *out) {
    *out = fallback;
    if (scr_is_undefined(v)) return 0;
    double d;
    if (scr_to_number(v, &d) < 0) return -1;
    if (isnan(d) || d < min || d > max) {
        scr_throw_range_error("%s value is out of range.", prop);
        return -1;
    }
    *out = (int)floor(d);
    return 0;
}

static int read_digits(ScrValue opts, DigitOpts *d, int mnfd_default, int mxfd_default,
                       bool compact, const char *service) {
    memset(d, 0, sizeof *d);
    if (scr__intl_get_number(opts, "minimumIntegerDigits", 1, 21, 1, &d->mnid) < 0) return -1;
    ScrValue raw[4] = {SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED, SCR_UNDEFINED};
    static const char *const names[] = {"minimumFractionDigits", "maximumFractionDigits",
                                        "minimumSignificantDigits", "maximumSignificantDigits"};
    int rc = -1;
    for (int i = 0; i < 4; i++) {
        if (scr_is_undefined(opts)) break;
        raw[i] = scr__get_str(opts, names[i]);
        if (scr_is_exception(raw[i])) {
            raw[i] = SCR_UNDEFINED;
            goto out;
        }
    }
    if (scr__intl_get_number(opts, "roundingIncrement", 1, 5000, 1, &d->increment) < 0) goto out;
    static const int increments[] = {1,   2,   5,   10,   20,   25,   50,  100,
                                     200, 250, 500, 1000, 2000, 2500, 5000};
    bool inc_ok = false;
    for (size_t i = 0; i < sizeof increments / sizeof increments[0]; i++)
        inc_ok |= increments[i] == d->increment;
    if (!inc_ok) {
        scr_throw_range_error("roundingIncrement value is out of range.");
        goto out;
    }
    if (scr__intl_get_string(opts, "roundingMode", ROUNDING_MODES, service, &d->mode, NULL, 0) < 0)
        goto out;
    if (d->mode < 0) d->mode = 6;
    if (scr__intl_get_string(opts, "roundingPriority", PRIORITIES, service, &d->priority, NULL, 0) <
        0)
        goto out;
    if (d->priority < 0) d->priority = PRIO_AUTO;
    if (scr__intl_get_string(opts, "trailingZeroDisplay", TRAILING, service, &d->trailing, NULL,
                             0) < 0)
        goto out;
    if (d->trailing < 0) d->trailing = 0;
    bool has_sd = !scr_is_undefined(raw[2]) || !scr_is_undefined(raw[3]);
    bool has_fd = !scr_is_undefined(raw[0]) || !scr_is_undefined(raw[1]);
    bool need_sd = true, need_fd = true;
    if (d->priority == PRIO_AUTO) {
        need_sd = has_sd;
        if (need_sd || (!has_fd && compact)) need_fd = false;
    }
    if (need_sd) {
        if (has_sd) {
            if (default_number(raw[2], names[2], 1, 21, 1, &d->mnsd) < 0) goto out;
            if (default_number(raw[3], names[3], d->mnsd, 21, 21, &d->mxsd) < 0) goto out;
        } else {
            d->mnsd = 1;
            d->mxsd = 21;
        }
    }
    if (need_fd) {
        if (has_fd) {
            int mn, mx;
            if (default_number(raw[0], names[0], 0, 100, -1, &mn) < 0) goto out;
            if (default_number(raw[1], names[1], 0, 100, -1, &mx) < 0) goto out;
            if (mn < 0) {
                mn = mnfd_default < mx ? mnfd_default : mx;
            } else if (mx < 0) {
                mx = mxfd_default > mn ? mxfd_default : mn;
            } else if (mn > mx) {
                scr_throw_range_error("maximumFractionDigits value is out of range.");
                goto out;
            }
            d->mnfd = mn;
            d->mxfd = mx;
        } else {
            d->mnfd = mnfd_default;
            d->mxfd = mxfd_default;
        }
    }
    if (!need_sd && !need_fd) {
        d->mnfd = d->mxfd = 0;
        d->mnsd = 1;
        d->mxsd = 2;
        d->use_sd = d->use_fd = true;
        d->priority = PRIO_MORE;
    } else {
        d->use_sd = need_sd;
        d->use_fd = need_fd;
    }
    rc = 0;
out:
    for (int i = 0; i < 4; i++) scr_release(raw[i]);
    return rc;
}

/* The precision and rounding stems of a skeleton. */
static void digits_skeleton(const DigitOpts *d, bool compact_default, ScrStrBuf *sk) {
    if (!compact_default) {
        if (d->use_fd) {
            if (d->mxfd == 0 && !d->use_sd) {
                scr__sb_puts(sk, "precision-integer");
            } else {
                scr__sb_putc(sk, '.');
                for (int i = 0; i < d->mnfd; i++) scr__sb_putc(sk, '0');
                for (int i = d->mnfd; i < d->mxfd; i++) scr__sb_putc(sk, '#');
            }
            if (d->use_sd) {
                scr__sb_putc(sk, '/');
                for (int i = 0; i < d->mnsd; i++) scr__sb_putc(sk, '@');
                for (int i = d->mnsd; i < d->mxsd; i++) scr__sb_putc(sk, '#');
                scr__sb_putc(sk, d->priority == PRIO_MORE ? 'r' : 's');
            }
        } else if (d->use_sd) {
            for (int i = 0; i < d->mnsd; i++) scr__sb_putc(sk, '@');
            for (int i = d->mnsd; i < d->mxsd; i++) scr__sb_putc(sk, '#');
        }
        if (d->trailing == 1) scr__sb_puts(sk, "/w");
        scr__sb_putc(sk, ' ');
    }
    scr__sb_puts(sk, ROUNDING_SKELETON[d->mode]);
    if (d->mnid > 1) {
        scr__sb_puts(sk, " integer-width/*");
        for (int i = 0; i < d->mnid; i++) scr__sb_putc(sk, '0');
    }
}

static void put_int(ScrValue o, const char *k, int v) { scr__intl_put(o, k, scr_number(v)); }

static void digits_resolved_main(const DigitOpts *d, ScrValue o) {
    put_int(o, "minimumIntegerDigits", d->mnid);
    if (d->use_sd) {
        put_int(o, "minimumSignificantDigits", d->mnsd);
        put_int(o, "maximumSignificantDigits", d->mxsd);
    }
    if (d->use_fd) {
        put_int(o, "minimumFractionDigits", d->mnfd);
        put_int(o, "maximumFractionDigits", d->mxfd);
    }
}

/* ------------------------------------------------------------------------
 * Skeleton formatters.
 * ---------------------------------------------------------------------- */

static UNumberFormatter *open_skeleton(const ScrStrBuf *sk, const char *locale, UErrorCode *err) {
    char id[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(locale, id, sizeof id);
    return unumf_openForSkeletonAndLocale((const UChar *)sk->d, (int32_t)sk->len, id, err);
}

/* icu is the formatter; icu2 PluralRules' rules, or NumberFormat's range
 * formatter once made (flags 1). */
static void close_number(ScrIntlObject *io) {
    if (io->icu) unumf_close(io->icu);
    if (io->icu2 && io->type == SCR_INTL_PLURAL_RULES) uplrules_close(io->icu2);
    if (io->icu2 && io->type == SCR_INTL_NUMBER_FORMAT) unumrf_close(io->icu2);
}

ScrValue scr__intl_format_number_skeleton(double x, const char *locale, const char *skeleton) {
    ScrStrBuf sk = SCR_STRBUF_INIT;
    scr__sb_puts(&sk, skeleton);
    UErrorCode err = U_ZERO_ERROR;
    UNumberFormatter *f = open_skeleton(&sk, locale, &err);
    scr__sb_free(&sk);
    if (U_FAILURE(err)) return scr__intl_throw_icu(err);
    UFormattedNumber *r = unumf_openResult(&err);
    unumf_formatDouble(f, x, r, &err);
    int32_t len = 0;
    const UChar *s =
        U_SUCCESS(err) ? ufmtval_getString(unumf_resultAsValue(r, &err), &len, &err) : NULL;
    ScrValue out = U_SUCCESS(err) ? scr__intl_ustr(s, len) : scr__intl_throw_icu(err);
    unumf_closeResult(r);
    unumf_close(f);
    return out;
}

/* ------------------------------------------------------------------------
 * Intl.NumberFormat.
 * ---------------------------------------------------------------------- */

static const char *const STYLES[] = {"decimal", "percent", "currency", "unit", NULL};
enum { ST_DECIMAL, ST_PERCENT, ST_CURRENCY, ST_UNIT };
static const char *const CURRENCY_DISPLAYS[] = {"code", "symbol", "narrowSymbol", "name", NULL};
static const char *const CURRENCY_SIGNS[] = {"standard", "accounting", NULL};
static const char *const UNIT_DISPLAYS[] = {"short", "narrow", "long", NULL};
static const char *const NOTATIONS[] = {"standard", "scientific", "engineering", "compact", NULL};
static const char *const COMPACT_DISPLAYS[] = {"short", "long", NULL};
static const char *const SIGN_DISPLAYS[] = {"auto",       "never",    "always",
                                            "exceptZero", "negative", NULL};
static const char *const MATCHERS[] = {"lookup", "best fit", NULL};

/* The simple units ECMA-402 sanctions (also Intl.supportedValuesOf's). */
const char *const scr__intl_units[] = {
    "acre",        "bit",         "byte",        "celsius",
    "centimeter",  "day",         "degree",      "fahrenheit",
    "fluid-ounce", "foot",        "gallon",      "gigabit",
    "gigabyte",    "gram",        "hectare",     "hour",
    "inch",        "kilobit",     "kilobyte",    "kilogram",
    "kilometer",   "liter",       "megabit",     "megabyte",
    "meter",       "microsecond", "mile",        "mile-scandinavian",
    "milliliter",  "millimeter",  "millisecond", "minute",
    "month",       "nanosecond",  "ounce",       "percent",
    "petabyte",    "pound",       "second",      "stone",
    "terabit",     "terabyte",    "week",        "yard",
    "year",        NULL};

static bool simple_unit(const char *u, size_t n) {
    for (int i = 0; scr__intl_units[i]; i++)
        if (strlen(scr__intl_units[i]) == n && !strncmp(scr__intl_units[i], u, n)) return true;
    return false;
}

static bool well_formed_unit(const char *u) {
    const char *per = strstr(u, "-per-");
    if (!per) return simple_unit(u, strlen(u));
    return simple_unit(u, (size_t)(per - u)) && simple_unit(per + 5, strlen(per + 5));
}

static const char *const SERVICE_NF = "Intl.NumberFormat";

/* Reads the options and opens the formatter into io. 0, or -1. */
static int number_format_init(ScrIntlObject *io, ScrValue locales, ScrValue options_in) {
    char tag[SCR_INTL_TAG_MAX], nu[16], str[64], currency[8] = "", unit[64] = "";
    ScrValue opts;
    if (scr__intl_options(options_in, SERVICE_NF, &opts) < 0) return -1;
    int v;
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, SERVICE_NF, &v, NULL, 0) < 0)
        return -1;
    if (scr__intl_get_string(opts, "numberingSystem", NULL, SERVICE_NF, &v, str, sizeof str) < 0)
        return -1;
    if (scr__intl_resolve_locale(locales, tag, nu) < 0) return -1;
    if (v >= 0) {
        size_t n = strlen(str);
        bool ok = n >= 3 && n <= 8;
        for (size_t i = 0; i < n; i++)
            ok &= (str[i] >= 'a' && str[i] <= 'z') || (str[i] >= '0' && str[i] <= '9');
        if (!ok) {
            scr_throw_range_error("Invalid numberingSystem : %s", str);
            return -1;
        }
        snprintf(nu, 16, "%s", str);
    }
    int style, cur_display, cur_sign, unit_display, notation, compact_display, sign;
    if (scr__intl_get_string(opts, "style", STYLES, SERVICE_NF, &style, NULL, 0) < 0) return -1;
    if (style < 0) style = ST_DECIMAL;
    if (scr__intl_get_string(opts, "currency", NULL, SERVICE_NF, &v, str, sizeof str) < 0)
        return -1;
    if (v >= 0) {
        bool ok = strlen(str) == 3;
        for (int i = 0; i < 3 && ok; i++) ok = (str[i] | 0x20) >= 'a' && (str[i] | 0x20) <= 'z';
        if (!ok) {
            scr_throw_range_error("Invalid currency code : %s", str);
            return -1;
        }
        for (int i = 0; i < 3; i++) currency[i] = (char)(str[i] & ~0x20);
        currency[3] = 0;
    }
    if (scr__intl_get_string(opts, "currencyDisplay", CURRENCY_DISPLAYS, SERVICE_NF, &cur_display,
                             NULL, 0) < 0)
        return -1;
    if (scr__intl_get_string(opts, "currencySign", CURRENCY_SIGNS, SERVICE_NF, &cur_sign, NULL, 0) <
        0)
        return -1;
    if (scr__intl_get_string(opts, "unit", NULL, SERVICE_NF, &v, unit, sizeof unit) < 0) return -1;
    if (v >= 0 && !well_formed_unit(unit)) {
        scr_throw_range_error("Invalid unit argument for Intl.NumberFormat() '%s'", unit);
        return -1;
    }
    if (scr__intl_get_string(opts, "unitDisplay", UNIT_DISPLAYS, SERVICE_NF, &unit_display, NULL,
                             0) < 0)
        return -1;
    if (style == ST_CURRENCY && !currency[0]) {
        scr_throw_type_error("Currency code is required with currency style.");
        return -1;
    }
    if (style == ST_UNIT && !unit[0]) {
        scr_throw_type_error("Invalid unit argument for Intl.NumberFormat() ''");
        return -1;
    }
    if (scr__intl_get_string(opts, "notation", NOTATIONS, SERVICE_NF, &notation, NULL, 0) < 0)
        return -1;
    if (notation < 0) notation = 0;
    int mnfd_default = 0, mxfd_default = 3;
    if (style == ST_CURRENCY) {
        UChar uc[4];
        u_charsToUChars(currency, uc, 4);
        UErrorCode err = U_ZERO_ERROR;
        int32_t digits = ucurr_getDefaultFractionDigits(uc, &err);
        mnfd_default = mxfd_default = U_SUCCESS(err) ? digits : 2;
    } else if (style == ST_PERCENT) {
        mxfd_default = 0;
    }
    DigitOpts d;
    if (read_digits(opts, &d, mnfd_default, mxfd_default, notation == 3, SERVICE_NF) < 0) return -1;
    if (scr__intl_get_string(opts, "compactDisplay", COMPACT_DISPLAYS, SERVICE_NF, &compact_display,
                             NULL, 0) < 0)
        return -1;
    if (compact_display < 0) compact_display = 0;
    /* useGrouping: a boolean or "min2" / "auto" / "always". */
    const char *grouping = notation == 3 ? "min2" : "auto";
    if (!scr_is_undefined(opts)) {
        ScrValue g = scr__get_str(opts, "useGrouping");
        if (scr_is_exception(g)) return -1;
        if (g == SCR_TRUE) {
            grouping = "always";
        } else if (!scr_is_undefined(g) && !scr_to_boolean(g)) {
            grouping = NULL;
        } else if (!scr_is_undefined(g)) {
            ScrValue s = scr_to_string(g);
            scr_release(g);
            if (scr_is_exception(s)) return -1;
            char *u = scr__string_to_utf8(s, NULL);
            scr_release(s);
            if (!strcmp(u, "min2"))
                grouping = "min2";
            else if (!strcmp(u, "auto"))
                grouping = "auto";
            else if (!strcmp(u, "always"))
                grouping = "always";
            else if (strcmp(u, "true") && strcmp(u, "false")) {
                scr_throw_range_error(
                    "Value %s out of range for Intl.NumberFormat options property useGrouping", u);
                free(u);
                return -1;
            }
            free(u);
            g = SCR_UNDEFINED;
        }
        scr_release(g);
    }
    if (scr__intl_get_string(opts, "signDisplay", SIGN_DISPLAYS, SERVICE_NF, &sign, NULL, 0) < 0)
        return -1;
    if (sign < 0) sign = 0;
    if (cur_display < 0) cur_display = 1;
    if (cur_sign < 0) cur_sign = 0;
    if (unit_display < 0) unit_display = 0;

    /* The skeleton. */
    ScrStrBuf sk = SCR_STRBUF_INIT;
    if (nu[0]) scr__sb_printf(&sk, "numbering-system/%s ", nu);
    if (style == ST_PERCENT) scr__sb_puts(&sk, "percent scale/100 ");
    if (style == ST_CURRENCY) {
        scr__sb_printf(&sk, "currency/%s ", currency);
        static const char *const widths[] = {"unit-width-iso-code ", "", "unit-width-narrow ",
                                             "unit-width-full-name "};
        scr__sb_puts(&sk, widths[cur_display]);
    }
    if (style == ST_UNIT) {
        scr__sb_printf(&sk, "unit/%s ", unit);
        static const char *const widths[] = {"", "unit-width-narrow ", "unit-width-full-name "};
        scr__sb_puts(&sk, widths[unit_display]);
    }
    static const char *const notations[] = {"", "scientific ", "engineering ", NULL};
    if (notation == 3)
        scr__sb_puts(&sk, compact_display ? "compact-long " : "compact-short ");
    else
        scr__sb_puts(&sk, notations[notation]);
    digits_skeleton(&d, notation == 3 && d.priority == PRIO_MORE && d.mxsd == 2 && d.mxfd == 0,
                    &sk);
    if (!grouping)
        scr__sb_puts(&sk, " group-off");
    else if (!strcmp(grouping, "min2"))
        scr__sb_puts(&sk, " group-min2");
    else if (!strcmp(grouping, "always"))
        scr__sb_puts(&sk, " group-on-aligned");
    bool accounting = style == ST_CURRENCY && cur_sign == 1;
    static const char *const signs[] = {"", " sign-never", " sign-always", " sign-except-zero",
                                        " sign-negative"};
    static const char *const acc_signs[] = {
        " sign-accounting", " sign-never", " sign-accounting-always",
        " sign-accounting-except-zero", " sign-accounting-negative"};
    scr__sb_puts(&sk, accounting ? acc_signs[sign] : signs[sign]);

    UErrorCode err = U_ZERO_ERROR;
    io->icu = open_skeleton(&sk, tag, &err);
    io->str = scr__sb_to_string(&sk); /* for formatRange's formatter */
    scr__sb_free(&sk);
    if (U_FAILURE(err)) {
        io->icu = NULL;
        scr__intl_throw_icu(err);
        return -1;
    }
    io->close = close_number;
    io->flags = 0;

    ScrValue o = scr_object_new();
    if (nu[0]) {
        char full[SCR_INTL_TAG_MAX + 24];
        snprintf(full, sizeof full, "%s-u-nu-%s", tag, nu);
        /* The extension shows only when the locale asked for it. */
        if (v < 0)
            scr__intl_put_str(o, "locale", full);
        else
            scr__intl_put_str(o, "locale", tag);
    } else {
        scr__intl_put_str(o, "locale", tag);
    }
    scr__intl_put_str(o, "numberingSystem", nu[0] ? nu : "latn");
    scr__intl_put_str(o, "style", STYLES[style]);
    if (style == ST_CURRENCY) {
        scr__intl_put_str(o, "currency", currency);
        scr__intl_put_str(o, "currencyDisplay", CURRENCY_DISPLAYS[cur_display]);
        scr__intl_put_str(o, "currencySign", CURRENCY_SIGNS[cur_sign]);
    }
    if (style == ST_UNIT) {
        scr__intl_put_str(o, "unit", unit);
        scr__intl_put_str(o, "unitDisplay", UNIT_DISPLAYS[unit_display]);
    }
    digits_resolved_main(&d, o);
    if (grouping)
        scr__intl_put_str(o, "useGrouping", grouping);
    else
        scr__intl_put(o, "useGrouping", SCR_FALSE);
    scr__intl_put_str(o, "notation", NOTATIONS[notation]);
    if (notation == 3) scr__intl_put_str(o, "compactDisplay", COMPACT_DISPLAYS[compact_display]);
    scr__intl_put_str(o, "signDisplay", SIGN_DISPLAYS[sign]);
    scr__intl_put_str(o, "roundingMode", ROUNDING_MODES[d.mode]);
    put_int(o, "roundingIncrement", d.increment);
    scr__intl_put_str(o, "trailingZeroDisplay", TRAILING[d.trailing]);
    scr__intl_put_str(o, "roundingPriority", PRIORITIES[d.priority]);
    io->resolved = o;
    return 0;
}

/* The decimal literal a string holds (StrDecimalLiteral without
 * Infinity, surrounding white space trimmed, no leading '+'), malloc'd,
 * or NULL when it holds something else (hex, Infinity, text, nothing). */
static char *decimal_literal(ScrValue str) {
    ScrString *s = scr_str(str);
    uint32_t a = 0, b = s->len;
    while (a < b && (s->data[a] == ' ' || (s->data[a] >= 9 && s->data[a] <= 13))) a++;
    while (b > a && (s->data[b - 1] == ' ' || (s->data[b - 1] >= 9 && s->data[b - 1] <= 13))) b--;
    if (b == a || b - a > 1000) return NULL;
    uint32_t i = a;
    if (s->data[i] == '+' || s->data[i] == '-') i++;
    uint32_t digits = 0;
    while (i < b && s->data[i] >= '0' && s->data[i] <= '9') i++, digits++;
    if (i < b && s->data[i] == '.') {
        i++;
        while (i < b && s->data[i] >= '0' && s->data[i] <= '9') i++, digits++;
    }
    if (!digits) return NULL;
    if (i < b && (s->data[i] == 'e' || s->data[i] == 'E')) {
        i++;
        if (i < b && (s->data[i] == '+' || s->data[i] == '-')) i++;
        uint32_t ed = 0;
        while (i < b && s->data[i] >= '0' && s->data[i] <= '9') i++, ed++;
        if (!ed) return NULL;
    }
    if (i != b) return NULL;
    if (s->data[a] == '+') a++;
    char *out = malloc(b - a + 1);
    for (uint32_t k = a; k < b; k++) out[k - a] = (char)s->data[k];
    out[b - a] = 0;
    return out;
}

/* Formats x (a Number, BigInt or numeric string, borrowed) into a new
 * result; NULL with the error pending. */
static UFormattedNumber *format_value(UNumberFormatter *f, ScrValue x, double *num) {
    UErrorCode err = U_ZERO_ERROR;
    UFormattedNumber *r = unumf_openResult(&err);
    if (U_FAILURE(err)) {
        scr__intl_throw_icu(err);
        return NULL;
    }
    *num = 0;
    char *dec = scr_is_string(x) ? decimal_literal(x) : NULL;
    if (dec) {
        /* A decimal string keeps all its digits (ToIntlMathematicalValue). */
        unumf_formatDecimal(f, dec, (int32_t)strlen(dec), r, &err);
        *num = dec[0] == '-' ? -1 : 1;
        free(dec);
    } else if (scr_is_bigint(x)) {
        size_t len;
        char *s = scr__bigint_to_cstr(x, 10, &len);
        unumf_formatDecimal(f, s, (int32_t)len, r, &err);
        *num = s[0] == '-' ? -1 : 1;
        free(s);
    } else {
        ScrValue n = scr_to_numeric(x);
        if (scr_is_exception(n)) {
            unumf_closeResult(r);
            return NULL;
        }
        if (scr_is_bigint(n)) {
            UFormattedNumber *b = format_value(f, n, num);
            scr_release(n);
            unumf_closeResult(r);
            return b;
        }
        *num = scr_as_number(n);
        unumf_formatDouble(f, *num, r, &err);
    }
    if (U_FAILURE(err)) {
        unumf_closeResult(r);
        scr__intl_throw_icu(err);
        return NULL;
    }
    return r;
}

static ScrValue result_string(UFormattedNumber *r) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = 0;
    const UChar *s = ufmtval_getString(unumf_resultAsValue(r, &err), &len, &err);
    return U_SUCCESS(err) ? scr__intl_ustr(s, len) : scr__intl_throw_icu(err);
}

static ScrValue format_string(ScrIntlObject *io, ScrValue x) {
    double num;
    UFormattedNumber *r = format_value(io->icu, x, &num);
    if (!r) return SCR_EXCEPTION;
    ScrValue s = result_string(r);
    unumf_closeResult(r);
    return s;
}

/* The part type of an ICU number field. */
static const char *field_type(int32_t field, double num) {
    switch (field) {
        case UNUM_INTEGER_FIELD: return isnan(num) ? "nan" : isinf(num) ? "infinity" : "integer";
        case UNUM_FRACTION_FIELD: return "fraction";
        case UNUM_DECIMAL_SEPARATOR_FIELD: return "decimal";
        case UNUM_EXPONENT_SYMBOL_FIELD: return "exponentSeparator";
        case UNUM_EXPONENT_SIGN_FIELD: return "exponentMinusSign";
        case UNUM_EXPONENT_FIELD: return "exponentInteger";
        case UNUM_GROUPING_SEPARATOR_FIELD: return "group";
        case UNUM_CURRENCY_FIELD: return "currency";
        case UNUM_PERCENT_FIELD: return "percentSign";
        case UNUM_PERMILL_FIELD: return "permille";
        case UNUM_SIGN_FIELD: return "minusSign";
        case UNUM_MEASURE_UNIT_FIELD: return "unit";
        case UNUM_COMPACT_FIELD: return "compact";
        case UNUM_APPROXIMATELY_SIGN_FIELD: return "approximatelySign";
        default: return "literal";
    }
}

/* Splits a formatted value into parts: each code unit gets the innermost
 * field that covers it (fields nest: a group inside an integer), and runs
 * of one field become one part. Returns an owned array or SCR_EXCEPTION. */
static ScrValue parts_of(const UFormattedValue *fv, double num, const char *unit, bool range) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = 0;
    const UChar *s = ufmtval_getString(fv, &len, &err);
    if (U_FAILURE(err)) return scr__intl_throw_icu(err);
    int32_t *cat = calloc((size_t)len + 1, sizeof *cat),
            *fld = calloc((size_t)len + 1, sizeof *fld),
            *width = calloc((size_t)len + 1, sizeof *width),
            *src = calloc((size_t)len + 1, sizeof *src);
    for (int32_t i = 0; i < len; i++) cat[i] = -1, width[i] = INT32_MAX;
    UConstrainedFieldPosition *cfp = ucfpos_open(&err);
    while (U_SUCCESS(err) && ufmtval_nextPosition(fv, cfp, &err)) {
        int32_t start, limit;
        ucfpos_getIndexes(cfp, &start, &limit, &err);
        int32_t c = ucfpos_getCategory(cfp, &err), f = ucfpos_getField(cfp, &err);
        /* A range's spans say where each part comes from. */
        if (c == UFIELD_CATEGORY_NUMBER_RANGE_SPAN) {
            for (int32_t i = start; i < limit && i < len; i++) src[i] = f + 1;
            continue;
        }
        /* Only number fields make parts; the rest (a relative time's
         * literal text) is literal. */
        if (c != UFIELD_CATEGORY_NUMBER) continue;
        for (int32_t i = start; i < limit && i < len; i++)
            if (limit - start <= width[i]) cat[i] = c, fld[i] = f, width[i] = limit - start;
    }
    ucfpos_close(cfp);
    ScrValue out = scr_array_new(0);
    for (int32_t i = 0; i < len;) {
        int32_t j = i + 1;
        /* A run continues while the same field covers the same span. */
        while (j < len && cat[j] == cat[i] && src[j] == src[i] &&
               (cat[i] < 0 || (fld[j] == fld[i] && width[j] == width[i] && j - i < width[i])))
            j++;
        bool number = cat[i] == UFIELD_CATEGORY_NUMBER;
        const char *type = number ? field_type(fld[i], num) : "literal";
        if (!strcmp(type, "minusSign") && (s[i] == '+')) type = "plusSign";
        ScrValue part = scr__intl_part(type, scr__intl_ustr(s + i, j - i));
        if (unit && number) scr__intl_put_str(part, "unit", unit);
        if (range)
            scr__intl_put_str(part, "source",
                              src[i] == 1   ? "startRange"
                              : src[i] == 2 ? "endRange"
                                            : "shared");
        scr_array_push_take(out, part);
        i = j;
    }
    free(cat);
    free(fld);
    free(width);
    free(src);
    return out;
}

ScrValue scr__intl_number_parts(const UFormattedValue *fv, double num, const char *unit) {
    return parts_of(fv, num, unit, false);
}

#define WITH_NF(method)                                                                            \
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_NUMBER_FORMAT);                        \
    if (!io) return scr__intl_incompatible(method, this_val);

NATIVE(nf_ctor) {
    (void)fn, (void)this_val;
    ScrValue o = scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_NUMBER_FORMAT],
                               SCR_INTL_NUMBER_FORMAT);
    if (scr_is_exception(o)) return o;
    if (number_format_init((ScrIntlObject *)scr_obj(o), ARG(0), ARG(1)) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

NATIVE(nf_bound_format) {
    (void)this_val, (void)nt;
    ScrValue self = ((ScrFunction *)scr_obj(fn))->data;
    return format_string((ScrIntlObject *)scr_obj(self), ARG(0));
}

NATIVE(nf_format_get) {
    UNUSED;
    WITH_NF("!get Intl.NumberFormat.prototype.format");
    if (scr_is_undefined(io->bound))
        io->bound = scr__native_new_ex(nf_bound_format, "", 1, 0, this_val);
    return scr_dup(io->bound);
}

NATIVE(nf_format_to_parts) {
    UNUSED;
    WITH_NF("Intl.NumberFormat.prototype.formatToParts");
    double num;
    UFormattedNumber *r = format_value(io->icu, ARG(0), &num);
    if (!r) return SCR_EXCEPTION;
    UErrorCode err = U_ZERO_ERROR;
    ScrValue out = parts_of(unumf_resultAsValue(r, &err), num, NULL, false);
    unumf_closeResult(r);
    return out;
}

/* formatRange (magic 0) and formatRangeToParts (1). */
NATIVE(nf_format_range) {
    (void)nt;
    bool to_parts = ((ScrFunction *)scr_obj(fn))->magic == 1;
    WITH_NF(to_parts ? "Intl.NumberFormat.prototype.formatRangeToParts"
                     : "Intl.NumberFormat.prototype.formatRange");
    if (scr_is_undefined(ARG(0))) return scr_throw_type_error("Invalid start : undefined");
    if (scr_is_undefined(ARG(1))) return scr_throw_type_error("Invalid end : undefined");
    char *dec[2] = {NULL, NULL};
    double num[2];
    for (int i = 0; i < 2; i++) {
        ScrValue x = argv[i];
        if (scr_is_string(x)) dec[i] = decimal_literal(x);
        if (dec[i]) continue;
        if (scr_is_bigint(x)) {
            size_t len;
            dec[i] = scr__bigint_to_cstr(x, 10, &len);
            continue;
        }
        ScrValue n = scr_to_numeric(x);
        if (scr_is_exception(n)) goto fail;
        if (scr_is_bigint(n)) {
            size_t len;
            dec[i] = scr__bigint_to_cstr(n, 10, &len);
            scr_release(n);
            continue;
        }
        num[i] = scr_as_number(n);
        if (isnan(num[i])) {
            scr_throw_range_error("Invalid %s : NaN", i ? "end" : "start");
            goto fail;
        }
        char buf[40];
        scr__number_format(num[i], buf); /* the shortest round-trip digits */
        dec[i] = strdup(buf);
    }
    UErrorCode err = U_ZERO_ERROR;
    if (!io->icu2) {
        ScrValue loc = scr__get_str(io->resolved, "locale");
        char *tag = scr__string_to_utf8(loc, NULL);
        scr_release(loc);
        char id[ULOC_FULLNAME_CAPACITY];
        scr__intl_icu_locale(tag, id, sizeof id);
        free(tag);
        ScrString *sk = scr_str(io->str);
        io->icu2 = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
            (const UChar *)sk->data, (int32_t)sk->len, UNUM_RANGE_COLLAPSE_NONE,
            UNUM_IDENTITY_FALLBACK_APPROXIMATELY, id, NULL, &err);
        if (U_FAILURE(err)) {
            io->icu2 = NULL;
            scr__intl_throw_icu(err);
            goto fail;
        }
    }
    UFormattedNumberRange *r = unumrf_openResult(&err);
    unumrf_formatDecimalRange(io->icu2, dec[0], -1, dec[1], -1, r, &err);
    ScrValue out;
    if (U_FAILURE(err)) {
        out = scr__intl_throw_icu(err);
    } else if (to_parts) {
        out = parts_of(unumrf_resultAsValue(r, &err), 1, NULL, true);
    } else {
        int32_t len = 0;
        const UChar *s = ufmtval_getString(unumrf_resultAsValue(r, &err), &len, &err);
        out = U_SUCCESS(err) ? scr__intl_ustr(s, len) : scr__intl_throw_icu(err);
    }
    unumrf_closeResult(r);
    free(dec[0]);
    free(dec[1]);
    return out;
fail:
    free(dec[0]);
    free(dec[1]);
    return SCR_EXCEPTION;
}

NATIVE(nf_resolved_options) {
    UNUSED;
    WITH_NF("!Intl.NumberFormat.prototype.resolvedOptions");
    return scr__intl_resolved_copy(io);
}

/* A formatter for toLocaleString: the realm's default one when both
 * arguments are undefined, else a new one. Owned, or SCR_EXCEPTION. */
static ScrValue number_formatter_for(ScrValue locales, ScrValue options) {
    ScrRealm *r = scr__thread.realm;
    bool dflt = scr_is_undefined(locales) && scr_is_undefined(options);
    if (dflt && !scr_is_undefined(r->intl_default_number)) return scr_dup(r->intl_default_number);
    ScrValue o =
        scr__intl_new(SCR_UNDEFINED, r->intl_proto[SCR_INTL_NUMBER_FORMAT], SCR_INTL_NUMBER_FORMAT);
    if (scr_is_exception(o)) return o;
    if (number_format_init((ScrIntlObject *)scr_obj(o), locales, options) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    if (dflt) r->intl_default_number = scr_dup(o);
    return o;
}

/* Number.prototype.toLocaleString(locales, options). */
NATIVE(number_to_locale_string) {
    UNUSED;
    ScrValue x = this_val;
    if (scr__class_of(x) == SCR_CLASS_NUMBER) x = ((ScrPrimitiveObject *)scr_obj(x))->value;
    if (!scr_is_number(x))
        return scr_throw_type_error(
            "Number.prototype.toLocaleString requires that 'this' be a Number");
    ScrValue f = number_formatter_for(ARG(0), ARG(1));
    if (scr_is_exception(f)) return f;
    ScrValue s = format_string((ScrIntlObject *)scr_obj(f), x);
    scr_release(f);
    return s;
}

/* BigInt.prototype.toLocaleString(locales, options). */
NATIVE(bigint_to_locale_string) {
    UNUSED;
    ScrValue x = this_val;
    if (scr__class_of(x) == SCR_CLASS_BIGINT) x = ((ScrPrimitiveObject *)scr_obj(x))->value;
    if (!scr_is_bigint(x))
        return scr_throw_type_error(
            "BigInt.prototype.toLocaleString requires that 'this' be a BigInt");
    ScrValue f = number_formatter_for(ARG(0), ARG(1));
    if (scr_is_exception(f)) return f;
    ScrValue s = format_string((ScrIntlObject *)scr_obj(f), x);
    scr_release(f);
    return s;
}

void scr__intl_number_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_NUMBER_FORMAT] = p;
    ScrValue c = scr__native_ctor_new(nf_ctor, "NumberFormat", 0, p);
    scr__define_str_take(intl, "NumberFormat", c, SCR_PROP_CW);
    scr__intl_define_supported(c, false);
    scr__define_native(p, "resolvedOptions", nf_resolved_options, 0);
    scr__define_native(p, "formatToParts", nf_format_to_parts, 1);
    scr__define_native_accessor(p, "format", nf_format_get, NULL);
    scr__define_str_take(p, "formatRange",
                         scr__native_new_ex(nf_format_range, "formatRange", 2, 0, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_str_take(
        p, "formatRangeToParts",
        scr__native_new_ex(nf_format_range, "formatRangeToParts", 2, 1, SCR_UNDEFINED),
        SCR_PROP_CW);
    scr__intl_define_tag(p, "Intl.NumberFormat");
    scr__define_native(r->number_proto, "toLocaleString", number_to_locale_string, 0);
    scr__define_native(r->bigint_proto, "toLocaleString", bigint_to_locale_string, 0);
}

/* ------------------------------------------------------------------------
 * Intl.PluralRules.
 * ---------------------------------------------------------------------- */

static const char *const PLURAL_TYPES[] = {"cardinal", "ordinal", NULL};

NATIVE(pr_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor Intl.PluralRules requires 'new'");
    ScrValue o = scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_PLURAL_RULES],
                               SCR_INTL_PLURAL_RULES);
    if (scr_is_exception(o)) return o;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(o);
    char tag[SCR_INTL_TAG_MAX], nu[16];
    ScrValue opts;
    int type, m;
    DigitOpts d;
    if (scr__intl_options(ARG(1), "Intl.PluralRules", &opts) < 0) goto fail;
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, "Intl.PluralRules", &m, NULL, 0) < 0)
        goto fail;
    if (scr__intl_get_string(opts, "type", PLURAL_TYPES, "Intl.PluralRules", &type, NULL, 0) < 0)
        goto fail;
    if (type < 0) type = 0;
    if (read_digits(opts, &d, 0, 3, false, "Intl.PluralRules") < 0) goto fail;
    if (scr__intl_resolve_locale(ARG(0), tag, nu) < 0) goto fail;
    ScrStrBuf sk = SCR_STRBUF_INIT;
    digits_skeleton(&d, false, &sk);
    UErrorCode err = U_ZERO_ERROR;
    io->icu = open_skeleton(&sk, tag, &err);
    scr__sb_free(&sk);
    io->close = close_number;
    char id[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(tag, id, sizeof id);
    if (U_SUCCESS(err))
        io->icu2 =
            uplrules_openForType(id, type ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &err);
    if (U_FAILURE(err)) {
        scr__intl_throw_icu(err);
        goto fail;
    }
    ScrValue ro = scr_object_new();
    scr__intl_put_str(ro, "locale", tag);
    scr__intl_put_str(ro, "type", PLURAL_TYPES[type]);
    digits_resolved_main(&d, ro);
    /* Categories in V8's order: alphabetical, then "other". */
    UEnumeration *e = uplrules_getKeywords(io->icu2, &err);
    static const char *const order[] = {"few", "many", "one", "two", "zero", "other"};
    ScrValue cats = scr_array_new(0);
    for (int i = 0; i < 6 && U_SUCCESS(err); i++) {
        uenum_reset(e, &err);
        const char *k;
        int32_t kl;
        while ((k = uenum_next(e, &kl, &err)) != NULL)
            if (!strcmp(k, order[i]))
                scr_array_push_take(cats, scr_string_from_utf8(k, (size_t)kl));
    }
    uenum_close(e);
    scr__intl_put(ro, "pluralCategories", cats);
    if (d.use_sd && d.use_fd) scr__intl_put_str(ro, "roundingPriority", PRIORITIES[d.priority]);
    io->resolved = ro;
    return o;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

#define WITH_PR(method)                                                                            \
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_PLURAL_RULES);                         \
    if (!io) return scr__intl_incompatible(method, this_val);

NATIVE(pr_select) {
    UNUSED;
    WITH_PR("Intl.PluralRules.prototype.select");
    double x;
    if (scr_to_number(ARG(0), &x) < 0) return SCR_EXCEPTION;
    UErrorCode err = U_ZERO_ERROR;
    UFormattedNumber *r = unumf_openResult(&err);
    unumf_formatDouble(io->icu, x, r, &err);
    UChar kw[32];
    int32_t n = U_SUCCESS(err) ? uplrules_selectFormatted(io->icu2, r, kw, 32, &err) : 0;
    unumf_closeResult(r);
    if (U_FAILURE(err)) return scr__intl_throw_icu(err);
    return scr__intl_ustr(kw, n);
}

NATIVE(pr_resolved_options) {
    UNUSED;
    WITH_PR("Intl.PluralRules.prototype.resolvedOptions");
    return scr__intl_resolved_copy(io);
}

void scr__intl_plural_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_PLURAL_RULES] = p;
    ScrValue c = scr__native_ctor_new(pr_ctor, "PluralRules", 0, p);
    scr__define_str_take(intl, "PluralRules", c, SCR_PROP_CW);
    scr__intl_define_supported(c, false);
    scr__define_native(p, "resolvedOptions", pr_resolved_options, 0);
    scr__define_native(p, "select", pr_select, 1);
    scr__intl_define_tag(p, "Intl.PluralRules");
}
