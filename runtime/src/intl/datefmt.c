/* datefmt.c - Intl.DateTimeFormat on udat and udatpg, Intl.RelativeTimeFormat
 * on ureldatefmt, and Date.prototype's toLocaleString, toLocaleDateString and
 * toLocaleTimeString through DateTimeFormat. Component options become an
 * ICU skeleton whose best pattern is the format, as V8 does; the resolved
 * options are read back from that pattern. docs/builtins.md, "Intl". */
#include "intl/intl.h"
#include "core/native.h"

#include "core/function.h"
#include "core/ops.h"
#include "core/str.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/ufieldpositer.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>

static const char *const MATCHERS[] = {"lookup", "best fit", NULL};
static const char *const SERVICE_DTF = "Intl.DateTimeFormat";

/* ------------------------------------------------------------------------
 * Time zones.
 * ---------------------------------------------------------------------- */

/* The canonical IANA name of a time zone (V8's: UTC for its aliases), or
 * false when ICU does not know it. */
static bool canonical_zone(const char *in, char *out, size_t size) {
    char buf[128];
    size_t n = strlen(in);
    if (n == 0 || n >= sizeof buf) return false;
    if (!strcasecmp(in, "utc") || !strcasecmp(in, "gmt") || !strcasecmp(in, "etc/utc") ||
        !strcasecmp(in, "etc/gmt")) {
        snprintf(out, size, "UTC");
        return true;
    }
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 0) {
            memcpy(buf, in, n + 1);
        } else {
            /* Title case each part, as V8 does for a name in any case. */
            bool up = true;
            for (size_t i = 0; i <= n; i++) {
                char c = in[i];
                buf[i] = up && c >= 'a' && c <= 'z'    ? (char)(c - 32)
                         : !up && c >= 'A' && c <= 'Z' ? (char)(c + 32)
                                                       : c;
                up = c == '/' || c == '_' || c == '-';
            }
        }
        UChar u[128], canon[128];
        u_charsToUChars(buf, u, (int32_t)n + 1);
        UBool system = false;
        UErrorCode err = U_ZERO_ERROR;
        int32_t len = ucal_getCanonicalTimeZoneID(u, (int32_t)n, canon, 128, &system, &err);
        if (U_SUCCESS(err) && system && len < (int32_t)size) {
            u_UCharsToChars(canon, out, len);
            out[len] = 0;
            if (!strcmp(out, "Etc/UTC") || !strcmp(out, "Etc/GMT")) snprintf(out, size, "UTC");
            return true;
        }
    }
    return false;
}

static void default_zone(char *out, size_t size) {
    UChar u[128];
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = ucal_getDefaultTimeZone(u, 128, &err);
    char raw[128];
    if (U_FAILURE(err) || len >= 128) {
        snprintf(out, size, "UTC");
        return;
    }
    u_UCharsToChars(u, raw, len);
    raw[len] = 0;
    if (!canonical_zone(raw, out, size)) snprintf(out, size, "UTC");
}

/* ------------------------------------------------------------------------
 * Intl.DateTimeFormat.
 * ---------------------------------------------------------------------- */

static const char *const HOUR_CYCLES[] = {"h11", "h12", "h23", "h24", NULL};
static const char *const STYLES[] = {"full", "long", "medium", "short", NULL};
static const char *const NARROW_SHORT_LONG[] = {"narrow", "short", "long", NULL};
static const char *const NUMERIC_2DIGIT[] = {"numeric", "2-digit", NULL};
static const char *const MONTHS[] = {"numeric", "2-digit", "narrow", "short", "long", NULL};
static const char *const ZONE_NAMES[] = {"short",        "long",        "shortOffset", "longOffset",
                                         "shortGeneric", "longGeneric", NULL};
static const char *const FORMAT_MATCHERS[] = {"basic", "best fit", NULL};

/* The component options in the order they are read and resolved. */
enum {
    C_WEEKDAY,
    C_ERA,
    C_YEAR,
    C_MONTH,
    C_DAY,
    C_DAY_PERIOD,
    C_HOUR,
    C_MINUTE,
    C_SECOND,
    C_FSD,
    C_ZONE,
    C__N
};
static const char *const COMPONENT_NAMES[] = {
    "weekday",     "era",  "year",   "month",  "day",
    "dayPeriod",   "hour", "minute", "second", "fractionalSecondDigits",
    "timeZoneName"};
static const char *const *const COMPONENT_VALUES[] = {
    NARROW_SHORT_LONG, NARROW_SHORT_LONG, NUMERIC_2DIGIT, MONTHS, NUMERIC_2DIGIT, NARROW_SHORT_LONG,
    NUMERIC_2DIGIT,    NUMERIC_2DIGIT,    NUMERIC_2DIGIT, NULL,   ZONE_NAMES};

/* DateTimeFormat: icu the format, icu2 formatRange's interval format once
 * made. RelativeTimeFormat: icu2 the formatter. */
static void close_date(ScrIntlObject *io) {
    if (io->icu) udat_close(io->icu);
    if (io->icu2 && io->type == SCR_INTL_DATE_TIME_FORMAT) udtitvfmt_close(io->icu2);
    if (io->icu2 && io->type == SCR_INTL_RELATIVE_TIME_FORMAT) ureldatefmt_close(io->icu2);
}

/* The skeleton letters of one component value. */
static void skeleton_of(ScrStrBuf *sk, int comp, int v, char hour_char) {
    static const char *const weekday[] = {"EEEEE", "EEE", "EEEE"};
    static const char *const era[] = {"GGGGG", "G", "GGGG"};
    static const char *const month[] = {"M", "MM", "MMMMM", "MMM", "MMMM"};
    static const char *const period[] = {"BBBBB", "B", "BBBB"};
    static const char *const zone[] = {"z", "zzzz", "O", "OOOO", "v", "vvvv"};
    switch (comp) {
        case C_WEEKDAY: scr__sb_puts(sk, weekday[v]); break;
        case C_ERA: scr__sb_puts(sk, era[v]); break;
        case C_YEAR: scr__sb_puts(sk, v ? "yy" : "y"); break;
        case C_MONTH: scr__sb_puts(sk, month[v]); break;
        case C_DAY: scr__sb_puts(sk, v ? "dd" : "d"); break;
        case C_DAY_PERIOD: scr__sb_puts(sk, period[v]); break;
        case C_HOUR:
            scr__sb_putc(sk, (uint16_t)hour_char);
            if (v) scr__sb_putc(sk, (uint16_t)hour_char);
            break;
        case C_MINUTE: scr__sb_puts(sk, v ? "mm" : "m"); break;
        case C_SECOND: scr__sb_puts(sk, v ? "ss" : "s"); break;
        case C_FSD:
            for (int i = 0; i < v; i++) scr__sb_putc(sk, 'S');
            break;
        case C_ZONE: scr__sb_puts(sk, zone[v]); break;
    }
}

/* Reads the resolved components back from an ICU pattern into o, and the
 * hour cycle into *hc (-1 when the pattern has no hour). */
static void components_of_pattern(const UChar *p, int32_t len, int out[C__N], int *hc) {
    for (int i = 0; i < C__N; i++) out[i] = -1;
    *hc = -1;
    bool quoted = false;
    for (int32_t i = 0; i < len;) {
        UChar c = p[i];
        if (c == '\'') {
            quoted = !quoted;
            i++;
            continue;
        }
        int32_t j = i;
        while (j < len && p[j] == c) j++;
        int n = j - i;
        i = j;
        if (quoted) continue;
        switch (c) {
            case 'G': out[C_ERA] = n == 4 ? 2 : n == 5 ? 0 : 1; break;
            case 'y': out[C_YEAR] = n == 2 ? 1 : 0; break;
            case 'M':
            case 'L': out[C_MONTH] = n == 1 ? 0 : n == 2 ? 1 : n == 3 ? 3 : n == 4 ? 4 : 2; break;
            case 'd': out[C_DAY] = n == 2 ? 1 : 0; break;
            case 'E':
            case 'c':
            case 'e': out[C_WEEKDAY] = n == 4 ? 2 : n == 5 ? 0 : 1; break;
            case 'B': out[C_DAY_PERIOD] = n == 4 ? 2 : n == 5 ? 0 : 1; break;
            case 'h':
            case 'H':
            case 'k':
            case 'K':
                out[C_HOUR] = n == 2 ? 1 : 0;
                *hc = c == 'K' ? 0 : c == 'h' ? 1 : c == 'H' ? 2 : 3;
                break;
            case 'm': out[C_MINUTE] = n == 2 ? 1 : 0; break;
            case 's': out[C_SECOND] = n == 2 ? 1 : 0; break;
            case 'S': out[C_FSD] = n; break;
            case 'z': out[C_ZONE] = n == 4 ? 1 : 0; break;
            case 'O': out[C_ZONE] = n == 4 ? 3 : 2; break;
            case 'v': out[C_ZONE] = n == 4 ? 5 : 4; break;
            default: break;
        }
    }
}

/* Replaces every hour letter of a pattern with the one of hour cycle hc. */
static void apply_hour_cycle(UChar *p, int32_t len, int hc) {
    static const char letters[] = {'K', 'h', 'H', 'k'};
    bool quoted = false;
    for (int32_t i = 0; i < len; i++) {
        if (p[i] == '\'')
            quoted = !quoted;
        else if (!quoted && (p[i] == 'h' || p[i] == 'H' || p[i] == 'k' || p[i] == 'K'))
            p[i] = (UChar)letters[hc];
    }
}

static void close_generator(ScrIntlObject *io) {
    if (io->icu) udatpg_close(io->icu);
}

/* The pattern generator for ICU locale `id`, borrowed from the realm's
 * one-entry cache (opening one reads much locale data); NULL with the
 * error pending. Valid until the next call. */
static UDateTimePatternGenerator *pattern_generator(const char *id) {
    ScrRealm *r = scr__thread.realm;
    ScrIntlObject *io = scr__intl_unwrap(r->intl_pattern_generator, SCR_INTL_PATTERN_GENERATOR);
    if (io) {
        char *cached = scr__string_to_utf8(io->str, NULL);
        bool same = !strcmp(cached, id);
        free(cached);
        if (same) return io->icu;
    }
    UErrorCode err = U_ZERO_ERROR;
    UDateTimePatternGenerator *g = udatpg_open(id, &err);
    if (U_FAILURE(err)) {
        scr__intl_throw_icu(err);
        return NULL;
    }
    ScrValue o = scr__intl_new(SCR_UNDEFINED, SCR_NULL, SCR_INTL_PATTERN_GENERATOR);
    if (scr_is_exception(o)) {
        udatpg_close(g);
        return NULL;
    }
    io = (ScrIntlObject *)scr_obj(o);
    io->icu = g;
    io->close = close_generator;
    io->str = scr_string_from_utf8(id, strlen(id));
    scr_release(r->intl_pattern_generator);
    r->intl_pattern_generator = o;
    return g;
}

/* The hour cycle a locale uses by default: the hour letter of its
 * preferred pattern for "j". */
static int locale_hour_cycle(UDateTimePatternGenerator *g) {
    UChar pat[64];
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = udatpg_getBestPattern(g, u"j", 1, pat, 64, &err);
    for (int32_t i = 0; U_SUCCESS(err) && i < n; i++) {
        if (pat[i] == 'K') return 0;
        if (pat[i] == 'h') return 1;
        if (pat[i] == 'H') return 2;
        if (pat[i] == 'k') return 3;
    }
    return 1;
}

/* InitializeDateTimeFormat with ToDateTimeOptions' required and defaults
 * chosen by `which`: 0 any/all (toLocaleString), 1 date/date
 * (toLocaleDateString), 2 time/time (toLocaleTimeString), 3 any/date (the
 * constructor). 0, or -1 with the error pending. */
static int date_format_init(ScrIntlObject *io, ScrValue locales, ScrValue options_in, int which) {
    ScrValue opts;
    if (scr__intl_options(options_in, SERVICE_DTF, &opts) < 0) return -1;
    int m, v, hour12, hc, comp[C__N], date_style, time_style, fm;
    char tag[SCR_INTL_TAG_MAX], nu[16], str[64], zone[128];
    ScrValue list = scr__intl_canonical_list(locales);
    if (scr_is_exception(list)) return -1;
    scr_release(list);
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, SERVICE_DTF, &m, NULL, 0) < 0)
        return -1;
    if (scr__intl_get_string(opts, "calendar", NULL, SERVICE_DTF, &v, str, sizeof str) < 0)
        return -1;
    if (scr__intl_get_string(opts, "numberingSystem", NULL, SERVICE_DTF, &v, str, sizeof str) < 0)
        return -1;
    if (scr__intl_get_bool(opts, "hour12", &hour12) < 0) return -1;
    if (scr__intl_get_string(opts, "hourCycle", HOUR_CYCLES, SERVICE_DTF, &hc, NULL, 0) < 0)
        return -1;
    if (hour12 >= 0) hc = -1;
    if (scr__intl_resolve_locale(locales, tag, nu) < 0) return -1;
    if (scr__intl_get_string(opts, "timeZone", NULL, SERVICE_DTF, &v, str, sizeof str) < 0)
        return -1;
    if (v < 0) {
        default_zone(zone, sizeof zone);
    } else if (!canonical_zone(str, zone, sizeof zone)) {
        scr_throw_range_error("Invalid time zone specified: %s", str);
        return -1;
    }
    for (int i = 0; i < C__N; i++) {
        if (i == C_FSD) {
            if (scr__intl_get_number(opts, "fractionalSecondDigits", 1, 3, -1, &comp[i]) < 0)
                return -1;
        } else if (scr__intl_get_string(opts, COMPONENT_NAMES[i], COMPONENT_VALUES[i], SERVICE_DTF,
                                        &comp[i], NULL, 0) < 0) {
            return -1;
        }
    }
    if (scr__intl_get_string(opts, "formatMatcher", FORMAT_MATCHERS, SERVICE_DTF, &fm, NULL, 0) < 0)
        return -1;
    if (scr__intl_get_string(opts, "dateStyle", STYLES, SERVICE_DTF, &date_style, NULL, 0) < 0)
        return -1;
    if (scr__intl_get_string(opts, "timeStyle", STYLES, SERVICE_DTF, &time_style, NULL, 0) < 0)
        return -1;
    bool styled = date_style >= 0 || time_style >= 0;
    if (styled) {
        for (int i = 0; i < C__N; i++) {
            if (comp[i] >= 0) {
                scr_throw_type_error("Can't set option %s when %s is used", COMPONENT_NAMES[i],
                                     date_style >= 0 ? "dateStyle" : "timeStyle");
                return -1;
            }
        }
        if ((which == 1 && date_style < 0) || (which == 2 && time_style < 0)) {
            scr_throw_type_error("Invalid option : %s", which == 1 ? "timeStyle" : "dateStyle");
            return -1;
        }
    } else {
        /* ToDateTimeOptions: `which` says what is required and what the
         * defaults are (any/all, date/date, time/time, any/date). */
        bool has_date =
            comp[C_WEEKDAY] >= 0 || comp[C_YEAR] >= 0 || comp[C_MONTH] >= 0 || comp[C_DAY] >= 0;
        bool has_time = comp[C_DAY_PERIOD] >= 0 || comp[C_HOUR] >= 0 || comp[C_MINUTE] >= 0 ||
                        comp[C_SECOND] >= 0 || comp[C_FSD] >= 0;
        bool need_defaults = which == 1   ? !has_date
                             : which == 2 ? !has_time
                                          : !has_date && !has_time;
        if (need_defaults) {
            if (which != 2) comp[C_YEAR] = comp[C_MONTH] = comp[C_DAY] = 0;
            if (which == 0 || which == 2) comp[C_HOUR] = comp[C_MINUTE] = comp[C_SECOND] = 0;
        }
    }

    char id[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(tag, id, sizeof id);
    if (nu[0]) {
        size_t l = strlen(id);
        snprintf(id + l, sizeof id - l, "%snumbers=%s", strchr(id, '@') ? ";" : "@", nu);
    }
    UErrorCode err = U_ZERO_ERROR;
    UDateTimePatternGenerator *g = pattern_generator(id);
    if (!g) return -1;
    int locale_hc = locale_hour_cycle(g);
    if (hour12 == 1) hc = locale_hc == 0 || locale_hc == 2 ? 0 : 1;
    if (hour12 == 0) hc = locale_hc == 0 || locale_hc == 2 ? 2 : 3;
    UChar pattern[256];
    int32_t plen = 0;
    UChar uzone[128];
    int32_t zlen = (int32_t)strlen(zone);
    u_charsToUChars(zone, uzone, zlen);
    if (styled) {
        static const UDateFormatStyle styles[] = {UDAT_FULL, UDAT_LONG, UDAT_MEDIUM, UDAT_SHORT};
        UDateFormat *f = udat_open(time_style >= 0 ? styles[time_style] : UDAT_NONE,
                                   date_style >= 0 ? styles[date_style] : UDAT_NONE, id, uzone,
                                   zlen, NULL, 0, &err);
        if (U_SUCCESS(err)) plen = udat_toPattern(f, false, pattern, 256, &err);
        if (f) udat_close(f);
    } else {
        ScrStrBuf sk = SCR_STRBUF_INIT;
        static const char letters[] = {'K', 'h', 'H', 'k'};
        for (int i = 0; i < C__N; i++)
            if (comp[i] >= 0) skeleton_of(&sk, i, comp[i], letters[hc >= 0 ? hc : locale_hc]);
        plen = udatpg_getBestPatternWithOptions(g, (const UChar *)sk.d, (int32_t)sk.len,
                                                UDATPG_MATCH_HOUR_FIELD_LENGTH, pattern, 256, &err);
        scr__sb_free(&sk);
    }
    if (U_FAILURE(err) || plen >= 256) return (void)scr__intl_throw_icu(err), -1;
    if (hc >= 0) apply_hour_cycle(pattern, plen, hc);
    UDateFormat *f = udat_open(UDAT_PATTERN, UDAT_PATTERN, id, uzone, zlen, pattern, plen, &err);
    if (U_FAILURE(err)) return (void)scr__intl_throw_icu(err), -1;
    /* The proleptic Gregorian calendar, as ECMAScript's time values are. */
    UCalendar *cal = (UCalendar *)udat_getCalendar(f);
    ucal_setGregorianChange(cal, -8.64e15, &err);
    err = U_ZERO_ERROR;
    io->icu = f;
    io->close = close_date;
    io->str = scr__intl_ustr(pattern, plen); /* for formatRange's skeleton */

    int res[C__N], res_hc;
    components_of_pattern(pattern, plen, res, &res_hc);
    ScrValue o = scr_object_new();
    scr__intl_put_str(o, "locale", tag);
    const char *cal_type = ucal_getType(cal, &err);
    scr__intl_put_str(o, "calendar",
                      U_SUCCESS(err) && strcmp(cal_type, "gregorian") ? cal_type : "gregory");
    scr__intl_put_str(o, "numberingSystem", nu[0] ? nu : "latn");
    scr__intl_put_str(o, "timeZone", zone);
    if (res_hc >= 0 && (!styled || time_style >= 0)) {
        scr__intl_put_str(o, "hourCycle", HOUR_CYCLES[res_hc]);
        scr__intl_put(o, "hour12", scr_bool(res_hc <= 1));
    }
    if (!styled) {
        for (int i = 0; i < C__N; i++) {
            if (res[i] < 0) continue;
            if (i == C_DAY_PERIOD && comp[i] < 0) continue;
            if (i == C_FSD)
                scr__intl_put(o, COMPONENT_NAMES[i], scr_number(res[i]));
            else
                scr__intl_put_str(o, COMPONENT_NAMES[i], COMPONENT_VALUES[i][res[i]]);
        }
    } else {
        if (date_style >= 0) scr__intl_put_str(o, "dateStyle", STYLES[date_style]);
        if (time_style >= 0) scr__intl_put_str(o, "timeStyle", STYLES[time_style]);
    }
    io->resolved = o;
    return 0;
}

static double now_ms(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec * 1000.0 + (double)(tv.tv_usec / 1000);
}

/* The time value a format method gets: now for undefined, else ToNumber
 * and TimeClip; -1 with V8's RangeError for an invalid one. */
static int time_arg(ScrValue v, double *t) {
    if (scr_is_undefined(v)) {
        *t = now_ms();
        return 0;
    }
    if (scr_to_number(v, t) < 0) return -1;
    if (!isfinite(*t) || fabs(*t) > 8.64e15) {
        scr_throw_range_error("Invalid time value");
        return -1;
    }
    *t = trunc(*t) + 0.0;
    return 0;
}

/* The formatted string, with V8's U+202F (before AM/PM) as a plain space. */
static ScrValue format_time(ScrIntlObject *io, double t) {
    UChar stack[256], *buf = stack;
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = udat_format(io->icu, t, buf, 256, NULL, &err);
    if (err == U_BUFFER_OVERFLOW_ERROR) {
        buf = malloc(((size_t)n + 1) * sizeof *buf);
        err = U_ZERO_ERROR;
        udat_format(io->icu, t, buf, n + 1, NULL, &err);
    }
    ScrValue r;
    if (U_FAILURE(err)) {
        r = scr__intl_throw_icu(err);
    } else {
        for (int32_t i = 0; i < n; i++)
            if (buf[i] == 0x202F) buf[i] = ' ';
        r = scr__intl_ustr(buf, n);
    }
    if (buf != stack) free(buf);
    return r;
}

static const char *date_field_type(int32_t f) {
    switch (f) {
        case UDAT_ERA_FIELD: return "era";
        case UDAT_YEAR_FIELD:
        case UDAT_EXTENDED_YEAR_FIELD: return "year";
        case UDAT_MONTH_FIELD:
        case UDAT_STANDALONE_MONTH_FIELD: return "month";
        case UDAT_DATE_FIELD: return "day";
        case UDAT_HOUR_OF_DAY1_FIELD:
        case UDAT_HOUR_OF_DAY0_FIELD:
        case UDAT_HOUR1_FIELD:
        case UDAT_HOUR0_FIELD: return "hour";
        case UDAT_MINUTE_FIELD: return "minute";
        case UDAT_SECOND_FIELD: return "second";
        case UDAT_FRACTIONAL_SECOND_FIELD: return "fractionalSecond";
        case UDAT_DAY_OF_WEEK_FIELD:
        case UDAT_DOW_LOCAL_FIELD:
        case UDAT_STANDALONE_DAY_FIELD: return "weekday";
        case UDAT_AM_PM_FIELD:
        case UDAT_AM_PM_MIDNIGHT_NOON_FIELD:
        case UDAT_FLEXIBLE_DAY_PERIOD_FIELD: return "dayPeriod";
        case UDAT_TIMEZONE_FIELD:
        case UDAT_TIMEZONE_RFC_FIELD:
        case UDAT_TIMEZONE_GENERIC_FIELD:
        case UDAT_TIMEZONE_SPECIAL_FIELD:
        case UDAT_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD:
        case UDAT_TIMEZONE_ISO_FIELD:
        case UDAT_TIMEZONE_ISO_LOCAL_FIELD: return "timeZoneName";
        case UDAT_RELATED_YEAR_FIELD: return "relatedYear";
        case UDAT_YEAR_NAME_FIELD: return "yearName";
        default: return "literal";
    }
}

static ScrValue format_parts(ScrIntlObject *io, double t) {
    UChar buf[512];
    UErrorCode err = U_ZERO_ERROR;
    UFieldPositionIterator *it = ufieldpositer_open(&err);
    int32_t n = udat_formatForFields(io->icu, t, buf, 512, it, &err);
    if (U_FAILURE(err) || n >= 512) {
        ufieldpositer_close(it);
        return scr__intl_throw_icu(err);
    }
    ScrValue out = scr_array_new(0);
    int32_t at = 0, begin, end, field;
    while ((field = ufieldpositer_next(it, &begin, &end)) >= 0) {
        if (begin > at)
            scr_array_push_take(out,
                                scr__intl_part("literal", scr__intl_ustr(buf + at, begin - at)));
        if (begin < at) continue;
        scr_array_push_take(
            out, scr__intl_part(date_field_type(field), scr__intl_ustr(buf + begin, end - begin)));
        at = end;
    }
    if (at < n)
        scr_array_push_take(out, scr__intl_part("literal", scr__intl_ustr(buf + at, n - at)));
    ufieldpositer_close(it);
    return out;
}

static ScrValue new_date_format(ScrValue nt, ScrValue locales, ScrValue options, int which) {
    ScrValue o = scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_DATE_TIME_FORMAT],
                               SCR_INTL_DATE_TIME_FORMAT);
    if (scr_is_exception(o)) return o;
    if (date_format_init((ScrIntlObject *)scr_obj(o), locales, options, which) < 0) {
        scr_release(o);
        return SCR_EXCEPTION;
    }
    return o;
}

NATIVE(dtf_ctor) {
    (void)fn, (void)this_val;
    return new_date_format(nt, ARG(0), ARG(1), 3);
}

#define WITH_DTF(method)                                                                           \
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_DATE_TIME_FORMAT);                     \
    if (!io) return scr__intl_incompatible(method, this_val);

NATIVE(dtf_bound_format) {
    (void)this_val, (void)nt;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(((ScrFunction *)scr_obj(fn))->data);
    double t;
    if (time_arg(ARG(0), &t) < 0) return SCR_EXCEPTION;
    return format_time(io, t);
}

NATIVE(dtf_format_get) {
    UNUSED;
    WITH_DTF("UnwrapDateTimeFormat");
    if (scr_is_undefined(io->bound))
        io->bound = scr__native_new_ex(dtf_bound_format, "", 1, 0, this_val);
    return scr_dup(io->bound);
}

NATIVE(dtf_format_to_parts) {
    UNUSED;
    WITH_DTF("Intl.DateTimeFormat.prototype.formatToParts");
    double t;
    if (time_arg(ARG(0), &t) < 0) return SCR_EXCEPTION;
    return format_parts(io, t);
}

/* formatRange (magic 0) and formatRangeToParts (1), on an interval format
 * for the pattern's skeleton, made on first use. */
NATIVE(dtf_format_range) {
    (void)nt;
    bool to_parts = ((ScrFunction *)scr_obj(fn))->magic == 1;
    WITH_DTF(to_parts ? "Intl.DateTimeFormat.prototype.formatRangeToParts"
                      : "Intl.DateTimeFormat.prototype.formatRange");
    if (scr_is_undefined(ARG(0)) || scr_is_undefined(ARG(1)))
        return scr_throw_type_error("Invalid time value");
    double t[2];
    for (int i = 0; i < 2; i++)
        if (time_arg(argv[i], &t[i]) < 0) return SCR_EXCEPTION;
    UErrorCode err = U_ZERO_ERROR;
    if (!io->icu2) {
        ScrValue loc = scr__get_str(io->resolved, "locale"),
                 zone = scr__get_str(io->resolved, "timeZone");
        char *tag = scr__string_to_utf8(loc, NULL);
        char id[ULOC_FULLNAME_CAPACITY];
        scr__intl_icu_locale(tag, id, sizeof id);
        free(tag);
        UChar skel[128];
        ScrString *p = scr_str(io->str), *z = scr_str(zone);
        int32_t n =
            udatpg_getSkeleton(NULL, (const UChar *)p->data, (int32_t)p->len, skel, 128, &err);
        if (U_SUCCESS(err))
            io->icu2 = udtitvfmt_open(id, skel, n, (const UChar *)z->data, (int32_t)z->len, &err);
        scr_release(loc);
        scr_release(zone);
        if (U_FAILURE(err)) {
            io->icu2 = NULL;
            return scr__intl_throw_icu(err);
        }
    }
    UFormattedDateInterval *r = udtitvfmt_openResult(&err);
    udtitvfmt_formatToResult(io->icu2, t[0], t[1], r, &err);
    const UFormattedValue *fv = udtitvfmt_resultAsValue(r, &err);
    int32_t len = 0;
    const UChar *s = ufmtval_getString(fv, &len, &err);
    ScrValue out;
    if (U_FAILURE(err)) {
        out = scr__intl_throw_icu(err);
    } else if (!to_parts) {
        out = scr__intl_ustr(s, len); /* V8 keeps U+202F here */
    } else {
        /* Each code unit's date field and span, then runs of equal ones. */
        int32_t *fld = malloc(((size_t)len + 1) * sizeof *fld),
                *src = calloc((size_t)len + 1, sizeof *src);
        for (int32_t i = 0; i < len; i++) fld[i] = -1;
        UConstrainedFieldPosition *cfp = ucfpos_open(&err);
        while (U_SUCCESS(err) && ufmtval_nextPosition(fv, cfp, &err)) {
            int32_t a, b, c = ucfpos_getCategory(cfp, &err), f = ucfpos_getField(cfp, &err);
            ucfpos_getIndexes(cfp, &a, &b, &err);
            for (int32_t i = a; i < b && i < len; i++) {
                if (c == UFIELD_CATEGORY_DATE_INTERVAL_SPAN)
                    src[i] = f + 1;
                else if (c == UFIELD_CATEGORY_DATE)
                    fld[i] = f;
            }
        }
        ucfpos_close(cfp);
        out = scr_array_new(0);
        for (int32_t i = 0; i < len;) {
            int32_t j = i + 1;
            while (j < len && fld[j] == fld[i] && src[j] == src[i]) j++;
            ScrValue part = scr__intl_part(fld[i] < 0 ? "literal" : date_field_type(fld[i]),
                                           scr__intl_ustr(s + i, j - i));
            scr__intl_put_str(part, "source",
                              src[i] == 1   ? "startRange"
                              : src[i] == 2 ? "endRange"
                                            : "shared");
            scr_array_push_take(out, part);
            i = j;
        }
        free(fld);
        free(src);
    }
    udtitvfmt_closeResult(r);
    return out;
}

NATIVE(dtf_resolved_options) {
    UNUSED;
    WITH_DTF("UnwrapDateTimeFormat");
    return scr__intl_resolved_copy(io);
}

ScrValue scr__intl_date_to_locale_string(double t, ScrValue locales, ScrValue options, int which) {
    if (isnan(t)) return scr_string_from_utf8("Invalid Date", 12);
    ScrRealm *r = scr__thread.realm;
    bool dflt = scr_is_undefined(locales) && scr_is_undefined(options);
    ScrValue f;
    if (dflt && !scr_is_undefined(r->intl_default_date[which])) {
        f = scr_dup(r->intl_default_date[which]);
    } else {
        f = new_date_format(SCR_UNDEFINED, locales, options, which);
        if (scr_is_exception(f)) return f;
        if (dflt) r->intl_default_date[which] = scr_dup(f);
    }
    ScrValue s = format_time((ScrIntlObject *)scr_obj(f), t);
    scr_release(f);
    return s;
}

void scr__intl_date_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_DATE_TIME_FORMAT] = p;
    ScrValue c = scr__native_ctor_new(dtf_ctor, "DateTimeFormat", 0, p);
    scr__define_str_take(intl, "DateTimeFormat", c, SCR_PROP_CW);
    scr__intl_define_supported(c, false);
    scr__define_native(p, "resolvedOptions", dtf_resolved_options, 0);
    scr__define_native(p, "formatToParts", dtf_format_to_parts, 1);
    scr__define_native_accessor(p, "format", dtf_format_get, NULL);
    scr__define_str_take(p, "formatRange",
                         scr__native_new_ex(dtf_format_range, "formatRange", 2, 0, SCR_UNDEFINED),
                         SCR_PROP_CW);
    scr__define_str_take(
        p, "formatRangeToParts",
        scr__native_new_ex(dtf_format_range, "formatRangeToParts", 2, 1, SCR_UNDEFINED),
        SCR_PROP_CW);
    scr__intl_define_tag(p, "Intl.DateTimeFormat");
}

/* ------------------------------------------------------------------------
 * Intl.RelativeTimeFormat.
 * ---------------------------------------------------------------------- */

static const char *const RT_STYLES[] = {"long", "short", "narrow", NULL};
static const char *const RT_NUMERIC[] = {"always", "auto", NULL};
static const char *const SERVICE_RTF = "Intl.RelativeTimeFormat";

NATIVE(rtf_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt))
        return scr_throw_type_error("Constructor Intl.RelativeTimeFormat requires 'new'");
    ScrValue o = scr__intl_new(nt, scr__thread.realm->intl_proto[SCR_INTL_RELATIVE_TIME_FORMAT],
                               SCR_INTL_RELATIVE_TIME_FORMAT);
    if (scr_is_exception(o)) return o;
    ScrIntlObject *io = (ScrIntlObject *)scr_obj(o);
    ScrValue opts;
    int m, v, style, numeric;
    char tag[SCR_INTL_TAG_MAX], nu[16], str[64];
    ScrValue list = scr__intl_canonical_list(ARG(0));
    if (scr_is_exception(list)) goto fail;
    scr_release(list);
    if (scr__intl_options(ARG(1), SERVICE_RTF, &opts) < 0) goto fail;
    if (scr__intl_get_string(opts, "localeMatcher", MATCHERS, SERVICE_RTF, &m, NULL, 0) < 0)
        goto fail;
    if (scr__intl_get_string(opts, "numberingSystem", NULL, SERVICE_RTF, &v, str, sizeof str) < 0)
        goto fail;
    if (scr__intl_resolve_locale(ARG(0), tag, nu) < 0) goto fail;
    if (scr__intl_get_string(opts, "style", RT_STYLES, SERVICE_RTF, &style, NULL, 0) < 0) goto fail;
    if (style < 0) style = 0;
    if (scr__intl_get_string(opts, "numeric", RT_NUMERIC, SERVICE_RTF, &numeric, NULL, 0) < 0)
        goto fail;
    if (numeric < 0) numeric = 0;
    char id[ULOC_FULLNAME_CAPACITY];
    scr__intl_icu_locale(tag, id, sizeof id);
    static const UDateRelativeDateTimeFormatterStyle widths[] = {UDAT_STYLE_LONG, UDAT_STYLE_SHORT,
                                                                 UDAT_STYLE_NARROW};
    UErrorCode err = U_ZERO_ERROR;
    io->icu2 = ureldatefmt_open(id, NULL, widths[style], UDISPCTX_CAPITALIZATION_NONE, &err);
    if (U_FAILURE(err)) {
        io->icu2 = NULL;
        scr__intl_throw_icu(err);
        goto fail;
    }
    io->close = close_date;
    io->flags = numeric;
    ScrValue ro = scr_object_new();
    scr__intl_put_str(ro, "locale", tag);
    scr__intl_put_str(ro, "style", RT_STYLES[style]);
    scr__intl_put_str(ro, "numeric", RT_NUMERIC[numeric]);
    scr__intl_put_str(ro, "numberingSystem", nu[0] ? nu : "latn");
    io->resolved = ro;
    return o;
fail:
    scr_release(o);
    return SCR_EXCEPTION;
}

/* Formats (value, unit) into a new result; NULL with the error pending.
 * *unit_name gets the singular unit. */
static UFormattedRelativeDateTime *rtf_format(ScrIntlObject *io, int argc, ScrValue *argv,
                                              const char *method, double *value,
                                              const char **unit_name) {
    static const char *const units[] = {"second", "minute", "hour",    "day",
                                        "week",   "month",  "quarter", "year"};
    static const URelativeDateTimeUnit icu_units[] = {
        UDAT_REL_UNIT_SECOND, UDAT_REL_UNIT_MINUTE, UDAT_REL_UNIT_HOUR,    UDAT_REL_UNIT_DAY,
        UDAT_REL_UNIT_WEEK,   UDAT_REL_UNIT_MONTH,  UDAT_REL_UNIT_QUARTER, UDAT_REL_UNIT_YEAR};
    if (scr_to_number(ARG(0), value) < 0) return NULL;
    ScrValue us = scr_to_string(ARG(1));
    if (scr_is_exception(us)) return NULL;
    char *u = scr__string_to_utf8(us, NULL);
    scr_release(us);
    int unit = -1;
    size_t n = strlen(u);
    for (int i = 0; i < 8; i++) {
        size_t l = strlen(units[i]);
        if (!strncmp(u, units[i], l) && (n == l || (n == l + 1 && u[l] == 's'))) unit = i;
    }
    if (unit < 0) {
        scr_throw_range_error("Invalid unit argument for %s() '%s'", method, u);
        free(u);
        return NULL;
    }
    free(u);
    if (!isfinite(*value)) {
        scr_throw_range_error("Value need to be finite number for %s()", method);
        return NULL;
    }
    *unit_name = units[unit];
    UErrorCode err = U_ZERO_ERROR;
    UFormattedRelativeDateTime *r = ureldatefmt_openResult(&err);
    if (io->flags == 1)
        ureldatefmt_formatToResult(io->icu2, *value, icu_units[unit], r, &err);
    else
        ureldatefmt_formatNumericToResult(io->icu2, *value, icu_units[unit], r, &err);
    if (U_FAILURE(err)) {
        ureldatefmt_closeResult(r);
        scr__intl_throw_icu(err);
        return NULL;
    }
    return r;
}

NATIVE(rtf_format_m) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_RELATIVE_TIME_FORMAT);
    if (!io) return scr__intl_incompatible("Intl.RelativeTimeFormat.prototype.format", this_val);
    double value;
    const char *unit;
    UFormattedRelativeDateTime *r =
        rtf_format(io, argc, argv, "Intl.RelativeTimeFormat.prototype.format", &value, &unit);
    if (!r) return SCR_EXCEPTION;
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = 0;
    const UChar *s = ufmtval_getString(ureldatefmt_resultAsValue(r, &err), &len, &err);
    ScrValue out = U_SUCCESS(err) ? scr__intl_ustr(s, len) : scr__intl_throw_icu(err);
    ureldatefmt_closeResult(r);
    return out;
}

NATIVE(rtf_format_to_parts) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_RELATIVE_TIME_FORMAT);
    if (!io)
        return scr__intl_incompatible("Intl.RelativeTimeFormat.prototype.formatToParts", this_val);
    double value;
    const char *unit;
    UFormattedRelativeDateTime *r = rtf_format(
        io, argc, argv, "Intl.RelativeTimeFormat.prototype.formatToParts", &value, &unit);
    if (!r) return SCR_EXCEPTION;
    UErrorCode err = U_ZERO_ERROR;
    ScrValue out = scr__intl_number_parts(ureldatefmt_resultAsValue(r, &err), value, unit);
    ureldatefmt_closeResult(r);
    return out;
}

NATIVE(rtf_resolved_options) {
    UNUSED;
    ScrIntlObject *io = scr__intl_unwrap(this_val, SCR_INTL_RELATIVE_TIME_FORMAT);
    if (!io)
        return scr__intl_incompatible("Intl.RelativeTimeFormat.prototype.resolvedOptions",
                                      this_val);
    return scr__intl_resolved_copy(io);
}

void scr__intl_reltime_init(ScrValue intl) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = scr_object_new();
    r->intl_proto[SCR_INTL_RELATIVE_TIME_FORMAT] = p;
    ScrValue c = scr__native_ctor_new(rtf_ctor, "RelativeTimeFormat", 0, p);
    scr__define_str_take(intl, "RelativeTimeFormat", c, SCR_PROP_CW);
    scr__intl_define_supported(c, false);
    scr__define_native(p, "resolvedOptions", rtf_resolved_options, 0);
    scr__define_native(p, "format", rtf_format_m, 2);
    scr__define_native(p, "formatToParts", rtf_format_to_parts, 2);
    scr__intl_define_tag(p, "Intl.RelativeTimeFormat");
}
