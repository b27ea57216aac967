/* date.c - Date: time values (milliseconds since the epoch, NaN when
 * invalid), the spec's day/time arithmetic, local time through the C
 * library (the TZ environment variable, as Node honours it), parsing of
 * ISO strings and of the legacy formats V8 accepts, and the string forms
 * (the locale forms through intl/datefmt.c).
 * Inspection prints the ISO string (inspect hook). */
#include "builtins/date.h"
#include "core/native.h"

#include "core/str.h"
#include "core/ops.h"
#include "core/function.h"
#include "intl/intl.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

typedef struct ScrDate {
    ScrObject obj;
    double t; /* the time value; NaN for an invalid date */
} ScrDate;

#define MS_PER_DAY 86400000.0

static const char *const WEEKDAYS[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
static const char *const MONTHS[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

/* ------------------------------------------------------------------------
 * Day and time arithmetic (ECMA-262 21.4.1).
 * ---------------------------------------------------------------------- */

/* Days from 1970-01-01 to y-m-d (proleptic Gregorian; m 1..12). */
static double days_from_civil(double y, double m, double d) {
    y -= m <= 2;
    double era = floor(y / 400);
    double yoe = y - era * 400;
    double mp = fmod(m + 9, 12);
    double doy = floor((153 * mp + 2) / 5) + d - 1;
    double doe = yoe * 365 + floor(yoe / 4) - floor(yoe / 100) + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(double z, int *y, int *m, int *d) {
    z += 719468;
    double era = floor(z / 146097);
    double doe = z - era * 146097;
    double yoe = floor((doe - floor(doe / 1460) + floor(doe / 36524) - floor(doe / 146096)) / 365);
    double yy = yoe + era * 400;
    double doy = doe - (365 * yoe + floor(yoe / 4) - floor(yoe / 100));
    double mp = floor((5 * doy + 2) / 153);
    *d = (int)(doy - floor((153 * mp + 2) / 5) + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(yy + (*m <= 2));
}

static double make_time(double h, double m, double s, double ms) {
    if (!isfinite(h) || !isfinite(m) || !isfinite(s) || !isfinite(ms)) return NAN;
    return trunc(h) * 3600000.0 + trunc(m) * 60000.0 + trunc(s) * 1000.0 + trunc(ms);
}

static double make_day(double y, double m, double d) {
    if (!isfinite(y) || !isfinite(m) || !isfinite(d)) return NAN;
    y = trunc(y), m = trunc(m), d = trunc(d);
    double ym = y + floor(m / 12);
    double mn = fmod(m, 12);
    if (mn < 0) mn += 12;
    if (fabs(ym) > 400000) return NAN;
    return days_from_civil(ym, mn + 1, 1) + d - 1;
}

static double make_date(double day, double time) {
    if (!isfinite(day) || !isfinite(time)) return NAN;
    return day * MS_PER_DAY + time;
}

static double time_clip(double t) {
    if (!isfinite(t) || fabs(t) > 8.64e15) return NAN;
    return trunc(t) + 0.0;
}

/* The broken-down fields of a time value. */
typedef struct Fields {
    int year, month, day, hour, min, sec, ms, weekday;
} Fields;

static void split_time(double t, Fields *f) {
    double day = floor(t / MS_PER_DAY);
    double in_day = t - day * MS_PER_DAY;
    civil_from_days(day, &f->year, &f->month, &f->day);
    f->month -= 1;
    f->hour = (int)(in_day / 3600000.0);
    f->min = (int)fmod(floor(in_day / 60000.0), 60);
    f->sec = (int)fmod(floor(in_day / 1000.0), 60);
    f->ms = (int)fmod(in_day, 1000);
    int wd = (int)fmod(day + 4, 7);
    f->weekday = wd < 0 ? wd + 7 : wd;
}

/* ------------------------------------------------------------------------
 * Local time through the C library.
 * ---------------------------------------------------------------------- */

/* The local offset (ms, local minus UTC) at UTC time t, with the zone's
 * abbreviation when abbr is not NULL. */
static double local_offset(double t, char *abbr, size_t size) {
    static bool tz_set;
    if (!tz_set) {
        tzset();
        tz_set = true;
    }
    time_t secs = (time_t)floor(t / 1000.0);
    struct tm tm;
    if (!localtime_r(&secs, &tm)) {
        if (abbr) snprintf(abbr, size, "UTC");
        return 0;
    }
    if (abbr) snprintf(abbr, size, "%s", tm.tm_zone ? tm.tm_zone : "");
    return (double)tm.tm_gmtoff * 1000.0;
}

static double local_time(double t) { return t + local_offset(t, NULL, 0); }

/* UTC(t) for a local time value t. */
static double utc_time(double t) {
    if (!isfinite(t)) return NAN;
    double off = local_offset(t, NULL, 0);
    double off2 = local_offset(t - off, NULL, 0);
    return t - off2;
}

/* The long zone name V8 (through ICU) prints in toString. */
static void zone_name(const char *abbr, double offset, char *out, size_t size) {
    static const struct { const char *a, *name; } names[] = {
        {"UTC", "Coordinated Universal Time"}, {"GMT", "Greenwich Mean Time"},
        {"EST", "Eastern Standard Time"}, {"EDT", "Eastern Daylight Time"},
        {"CST", "Central Standard Time"}, {"CDT", "Central Daylight Time"},
        {"MST", "Mountain Standard Time"}, {"MDT", "Mountain Daylight Time"},
        {"PST", "Pacific Standard Time"}, {"PDT", "Pacific Daylight Time"},
        {"AKST", "Alaska Standard Time"}, {"AKDT", "Alaska Daylight Time"},
        {"HST", "Hawaii-Aleutian Standard Time"}, {"BST", "British Summer Time"},
        {"CET", "Central European Standard Time"}, {"CEST", "Central European Summer Time"},
        {"EET", "Eastern European Standard Time"}, {"EEST", "Eastern European Summer Time"},
        {"WET", "Western European Standard Time"}, {"WEST", "Western European Summer Time"},
        {"JST", "Japan Standard Time"}, {"KST", "Korean Standard Time"},
        {"IST", "India Standard Time"}, {"AEST", "Australian Eastern Standard Time"},
        {"AEDT", "Australian Eastern Daylight Time"},
    };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(abbr, names[i].a)) {
            snprintf(out, size, "%s", names[i].name);
            return;
        }
    int m = (int)(fabs(offset) / 60000.0);
    snprintf(out, size, "GMT%c%02d:%02d", offset < 0 ? '-' : '+', m / 60, m % 60);
}

/* ------------------------------------------------------------------------
 * Formatting.
 * ---------------------------------------------------------------------- */

static void put_year(ScrStrBuf *b, int y) {
    if (y < 0) scr__sb_printf(b, "-%04d", -y);
    else scr__sb_printf(b, "%04d", y);
}

static void fmt_date_part(ScrStrBuf *b, const Fields *f) {
    scr__sb_printf(b, "%s %s %02d ", WEEKDAYS[f->weekday], MONTHS[f->month], f->day);
    put_year(b, f->year);
}

static void fmt_time_part(ScrStrBuf *b, const Fields *f, double t) {
    char abbr[32], zone[64];
    double off = local_offset(t, abbr, sizeof abbr);
    int m = (int)(fabs(off) / 60000.0);
    zone_name(abbr, off, zone, sizeof zone);
    scr__sb_printf(b, "%02d:%02d:%02d GMT%c%02d%02d (%s)", f->hour, f->min, f->sec,
                   off < 0 ? '-' : '+', m / 60, m % 60, zone);
}

void scr__date_iso(double t, ScrStrBuf *b) {
    Fields f;
    split_time(t, &f);
    if (f.year >= 0 && f.year <= 9999) scr__sb_printf(b, "%04d", f.year);
    else scr__sb_printf(b, "%c%06d", f.year < 0 ? '-' : '+', abs(f.year));
    scr__sb_printf(b, "-%02d-%02dT%02d:%02d:%02d.%03dZ", f.month + 1, f.day, f.hour, f.min, f.sec,
                   f.ms);
}

enum { FMT_FULL, FMT_DATE, FMT_TIME, FMT_UTC };
/* toLocaleString's, toLocaleDateString's and toLocaleTimeString's magic:
 * what Intl.DateTimeFormat requires and defaults (intl/datefmt.c). */
enum { FMT_LOCALE, FMT_LOCALE_DATE, FMT_LOCALE_TIME };

static ScrValue format(double t, int which) {
    if (t != t) return scr_string_from_utf8("Invalid Date", 12);
    ScrStrBuf b = SCR_STRBUF_INIT;
    Fields f;
    if (which == FMT_UTC) {
        split_time(t, &f);
        scr__sb_printf(&b, "%s, %02d %s ", WEEKDAYS[f.weekday], f.day, MONTHS[f.month]);
        put_year(&b, f.year);
        scr__sb_printf(&b, " %02d:%02d:%02d GMT", f.hour, f.min, f.sec);
    } else {
        split_time(local_time(t), &f);
        switch (which) {
        case FMT_FULL:
            fmt_date_part(&b, &f);
            scr__sb_putc(&b, ' ');
            fmt_time_part(&b, &f, t);
            break;
        case FMT_DATE: fmt_date_part(&b, &f); break;
        default: fmt_time_part(&b, &f, t); break;
        }
    }
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

/* ------------------------------------------------------------------------
 * Parsing.
 * ---------------------------------------------------------------------- */

static int digits(const char *s, int n, int *out) {
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i])) return -1;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 0;
}

/* The ISO format (Date Time String Format). NaN when it does not apply;
 * *matched tells the caller not to try the legacy parser. */
static double parse_iso(const char *s, bool *matched) {
    *matched = false;
    const char *p = s;
    int year, mon = 1, day = 1, h = 0, mi = 0, sec = 0, ms = 0;
    if (*p == '+' || *p == '-') {
        int sign = *p == '-' ? -1 : 1;
        if (digits(p + 1, 6, &year) < 0) return NAN;
        if (sign < 0 && year == 0) return NAN;
        year *= sign;
        p += 7;
    } else {
        if (digits(p, 4, &year) < 0 || isdigit((unsigned char)p[4])) return NAN;
        p += 4;
    }
    bool date_only = true;
    if (*p == '-') {
        if (digits(p + 1, 2, &mon) < 0) return NAN;
        p += 3;
        if (*p == '-') {
            if (digits(p + 1, 2, &day) < 0) return NAN;
            p += 3;
        }
    }
    bool has_tz = false;
    double off = 0;
    if (*p == 'T' || *p == 't') {
        date_only = false;
        if (digits(p + 1, 2, &h) < 0 || p[3] != ':' || digits(p + 4, 2, &mi) < 0) return NAN;
        p += 6;
        if (*p == ':') {
            if (digits(p + 1, 2, &sec) < 0) return NAN;
            p += 3;
            if (*p == '.' || *p == ',') {
                p++;
                int n = 0;
                double frac = 0, scale = 100;
                while (isdigit((unsigned char)*p)) {
                    if (n < 3) frac += (*p - '0') * scale, scale /= 10;
                    p++, n++;
                }
                if (!n) return NAN;
                ms = (int)frac;
            }
        }
        if (*p == 'Z' || *p == 'z') {
            has_tz = true;
            p++;
        } else if (*p == '+' || *p == '-') {
            int oh, om;
            int sign = *p == '-' ? -1 : 1;
            if (digits(p + 1, 2, &oh) < 0 || p[3] != ':' || digits(p + 4, 2, &om) < 0) return NAN;
            has_tz = true;
            off = sign * (oh * 60 + om) * 60000.0;
            p += 6;
        }
    } else if (*p == 'Z') {
        has_tz = true;
        p++;
    }
    if (*p) return NAN;
    *matched = true;
    if (mon < 1 || mon > 12 || day < 1 || day > 31 || h > 24 || mi > 59 || sec > 59) return NAN;
    if (h == 24 && (mi || sec || ms)) return NAN;
    double t = make_date(make_day(year, mon - 1, day), make_time(h, mi, sec, ms));
    if (has_tz || date_only) return time_clip(t - off);
    return time_clip(utc_time(t));
}

/* The legacy formats: month names, weekday names, m/d/y and y/m/d
 * numbers, h:m[:s[.ms]] times, AM/PM, and GMT/UTC/Z or +hhmm offsets. */
static double parse_legacy(const char *s) {
    int nums[3], nn = 0, month = -1, h = -1, mi = 0, sec = 0, ms = 0;
    bool pm = false, am = false, has_tz = false;
    double off = 0;
    const char *p = s;
    bool first_was_year = false;
    while (*p) {
        unsigned char c = (unsigned char)*p;
        if (c == '(') {
            while (*p && *p != ')') p++;
            if (*p) p++;
            continue;
        }
        if (isalpha(c)) {
            char w[16];
            int k = 0;
            while (isalpha((unsigned char)*p)) {
                if (k < 15) w[k++] = (char)tolower((unsigned char)*p);
                p++;
            }
            w[k] = 0;
            if (!strcmp(w, "am")) am = true;
            else if (!strcmp(w, "pm")) pm = true;
            else if (!strcmp(w, "z") || !strcmp(w, "gmt") || !strcmp(w, "utc") || !strcmp(w, "ut")) has_tz = true;
            else if (k >= 3) {
                bool found = false;
                static const char *const full[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                                   "jul", "aug", "sep", "oct", "nov", "dec"};
                for (int i = 0; i < 12; i++)
                    if (!strncmp(w, full[i], 3)) month = i, found = true;
                static const char *const wd[] = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"};
                for (int i = 0; i < 7 && !found; i++)
                    if (!strncmp(w, wd[i], 3)) found = true;
                static const struct { const char *n; int h; } zones[] = {
                    {"est", -5}, {"edt", -4}, {"cst", -6}, {"cdt", -5},
                    {"mst", -7}, {"mdt", -6}, {"pst", -8}, {"pdt", -7}};
                for (size_t i = 0; i < 8 && !found; i++)
                    if (!strcmp(w, zones[i].n)) {
                        has_tz = true;
                        off = zones[i].h * 3600000.0;
                        found = true;
                    }
                if (!found) return NAN;
            } else if (k == 1 && nn == 0 && month < 0) {
                return NAN;
            } else {
                return NAN;
            }
            continue;
        }
        if ((c == '+' || c == '-') && isdigit((unsigned char)p[1]) && (has_tz || h >= 0) && nn >= 2) {
            int sign = c == '-' ? -1 : 1;
            p++;
            int v = 0, k = 0;
            while (isdigit((unsigned char)*p)) v = v * 10 + (*p++ - '0'), k++;
            int oh = k <= 2 ? v : v / 100, om = k <= 2 ? 0 : v % 100;
            if (*p == ':') {
                p++;
                om = 0;
                while (isdigit((unsigned char)*p)) om = om * 10 + (*p++ - '0');
            }
            has_tz = true;
            off = sign * (oh * 60 + om) * 60000.0;
            continue;
        }
        if (isdigit(c)) {
            int v = 0, k = 0;
            while (isdigit((unsigned char)*p)) v = v * 10 + (*p++ - '0'), k++;
            if (*p == ':' && h < 0) {
                h = v;
                p++;
                mi = 0;
                while (isdigit((unsigned char)*p)) mi = mi * 10 + (*p++ - '0');
                if (*p == ':') {
                    p++;
                    sec = 0;
                    while (isdigit((unsigned char)*p)) sec = sec * 10 + (*p++ - '0');
                    if (*p == '.') {
                        p++;
                        int n = 0;
                        double frac = 0, scale = 100;
                        while (isdigit((unsigned char)*p)) {
                            if (n < 3) frac += (*p - '0') * scale, scale /= 10;
                            p++, n++;
                        }
                        ms = (int)frac;
                    }
                }
                continue;
            }
            if (nn == 3) return NAN;
            if (nn == 0 && (k >= 3 || v > 31)) first_was_year = true;
            nums[nn++] = v;
            continue;
        }
        p++; /* separators: space , / - . */
    }
    int year, mon, day;
    if (month >= 0) {
        if (nn < 1) return NAN;
        mon = month;
        if (nn == 1) {
            day = 1;
            year = nums[0];
        } else if (first_was_year) {
            year = nums[0], day = nums[1];
        } else {
            day = nums[0], year = nums[1];
        }
    } else {
        if (nn < 3) return NAN;
        if (first_was_year) year = nums[0], mon = nums[1] - 1, day = nums[2];
        else mon = nums[0] - 1, day = nums[1], year = nums[2];
    }
    if (!first_was_year && year < 100 && nn >= 2) year += year < 50 ? 2000 : 1900;
    if (h < 0) h = 0;
    if (pm && h < 12) h += 12;
    if (am && h == 12) h = 0;
    if (mon < 0 || mon > 11 || day < 1 || day > 31 || h > 24 || mi > 59 || sec > 59) return NAN;
    double t = make_date(make_day(year, mon, day), make_time(h, mi, sec, ms));
    if (has_tz) return time_clip(t - off);
    return time_clip(utc_time(t));
}

double scr__date_parse(ScrValue str) {
    char *s = scr__string_to_utf8(str, NULL);
    char *p = s;
    while (*p == ' ') p++;
    bool matched;
    double t = parse_iso(p, &matched);
    if (!matched) t = parse_legacy(p);
    free(s);
    return t;
}

/* ------------------------------------------------------------------------
 * The constructor and statics.
 * ---------------------------------------------------------------------- */

static double now(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec * 1000.0 + (double)(tv.tv_usec / 1000);
}

static ScrDate *this_date(ScrValue v) {
    if (scr__class_of(v) == SCR_CLASS_DATE) return (ScrDate *)scr_obj(v);
    scr_throw_type_error("this is not a Date object.");
    return NULL;
}

/* Reads up to n numeric arguments (ToNumber each, in order). -1 on throw. */
static int num_args(int argc, ScrValue *argv, int n, double *out) {
    for (int i = 0; i < n && i < argc; i++)
        if (scr_to_number(argv[i], &out[i]) < 0) return -1;
    return 0;
}

/* The time value of Date(y, m, d, h, min, s, ms) fields (local or UTC). */
static int fields_time(int argc, ScrValue *argv, double *out) {
    double a[7] = {NAN, 0, 1, 0, 0, 0, 0};
    if (num_args(argc, argv, 7, a) < 0) return -1;
    double y = a[0];
    if (y == y) {
        double yi = trunc(y);
        if (yi >= 0 && yi <= 99) y = 1900 + yi;
    }
    *out = make_date(make_day(y, a[1], a[2]), make_time(a[3], a[4], a[5], a[6]));
    return 0;
}

NATIVE(date_ctor) {
    (void)fn, (void)this_val;
    if (scr_is_undefined(nt)) return format(now(), FMT_FULL);
    double t;
    if (argc == 0) {
        t = now();
    } else if (argc == 1) {
        ScrValue v = argv[0];
        if (scr__class_of(v) == SCR_CLASS_DATE) {
            t = ((ScrDate *)scr_obj(v))->t;
        } else {
            ScrValue prim = scr__to_primitive(v, 0);
            if (scr_is_exception(prim)) return prim;
            if (scr_is_string(prim)) {
                t = scr__date_parse(prim);
            } else if (scr_to_number(prim, &t) < 0) {
                scr_release(prim);
                return SCR_EXCEPTION;
            }
            scr_release(prim);
        }
        t = time_clip(t);
    } else {
        if (fields_time(argc, argv, &t) < 0) return SCR_EXCEPTION;
        t = time_clip(utc_time(t));
    }
    ScrValue proto = scr__proto_from_ctor(nt, scr__thread.realm->date_proto);
    if (scr_is_exception(proto)) return proto;
    ScrValue d = scr__object_alloc(sizeof(ScrDate), SCR_CLASS_DATE, proto);
    scr_release(proto);
    ((ScrDate *)scr_obj(d))->t = t;
    return d;
}

NATIVE(date_now) {
    UNUSED, (void)this_val, (void)argc, (void)argv;
    return scr_number(now());
}

NATIVE(date_parse) {
    UNUSED, (void)this_val;
    ScrValue s = scr_to_string(ARG(0));
    if (scr_is_exception(s)) return s;
    double t = scr__date_parse(s);
    scr_release(s);
    return scr_number(t);
}

NATIVE(date_utc) {
    UNUSED, (void)this_val;
    double t;
    if (fields_time(argc, argv, &t) < 0) return SCR_EXCEPTION;
    return scr_number(time_clip(t));
}

/* ------------------------------------------------------------------------
 * Getters: one native, the field in `magic` (UTC fields have +16).
 * ---------------------------------------------------------------------- */

enum { F_YEAR, F_MONTH, F_DATE, F_DAY, F_HOURS, F_MINUTES, F_SECONDS, F_MS, F_TIME, F_TZO, F_YEAR_OLD };
#define F_UTC 16

NATIVE(getter) {
    (void)argc, (void)argv, (void)nt;
    ScrDate *d = this_date(this_val);
    if (!d) return SCR_EXCEPTION;
    int which = ((ScrFunction *)scr_obj(fn))->magic;
    double t = d->t;
    if (t != t) return scr_number(NAN);
    if (which == F_TIME) return scr_number(t);
    if (which == F_TZO) return scr_number(-local_offset(t, NULL, 0) / 60000.0 + 0.0);
    Fields f;
    split_time(which & F_UTC ? t : local_time(t), &f);
    switch (which & ~F_UTC) {
    case F_YEAR: return scr_number(f.year);
    case F_YEAR_OLD: return scr_number(f.year - 1900);
    case F_MONTH: return scr_number(f.month);
    case F_DATE: return scr_number(f.day);
    case F_DAY: return scr_number(f.weekday);
    case F_HOURS: return scr_number(f.hour);
    case F_MINUTES: return scr_number(f.min);
    case F_SECONDS: return scr_number(f.sec);
    default: return scr_number(f.ms);
    }
}

/* Setters: `magic` is the first field set (F_*), +F_UTC for UTC. Each
 * takes the fields from there down, as many as its length allows. */
NATIVE(setter) {
    (void)nt;
    ScrDate *d = this_date(this_val);
    if (!d) return SCR_EXCEPTION;
    int magic = ((ScrFunction *)scr_obj(fn))->magic;
    int first = magic & ~F_UTC;
    bool utc = magic & F_UTC;
    if (first == F_TIME) {
        double v;
        if (scr_to_number(ARG(0), &v) < 0) return SCR_EXCEPTION;
        d->t = time_clip(v);
        return scr_number(d->t);
    }
    /* Field order: year month date hours minutes seconds ms. */
    static const int maxn[] = {[F_YEAR] = 3, [F_MONTH] = 2, [F_DATE] = 1, [F_HOURS] = 4,
                               [F_MINUTES] = 3, [F_SECONDS] = 2, [F_MS] = 1, [F_YEAR_OLD] = 1};
    static const int slot[] = {[F_YEAR] = 0, [F_MONTH] = 1, [F_DATE] = 2, [F_HOURS] = 3,
                               [F_MINUTES] = 4, [F_SECONDS] = 5, [F_MS] = 6, [F_YEAR_OLD] = 0};
    double args[4];
    int n = argc < maxn[first] ? argc : maxn[first];
    if (n == 0) n = 1;
    for (int i = 0; i < n; i++) {
        args[i] = NAN;
        if (i < argc && scr_to_number(argv[i], &args[i]) < 0) return SCR_EXCEPTION;
    }
    double t = d->t;
    if (t != t) {
        if (first != F_YEAR && first != F_YEAR_OLD) return scr_number(NAN);
        t = 0;
    } else if (!utc) {
        t = local_time(t);
    }
    Fields f;
    split_time(t, &f);
    double v[7] = {f.year, f.month, f.day, f.hour, f.min, f.sec, f.ms};
    if (d->t != d->t) v[3] = v[4] = v[5] = v[6] = 0;
    for (int i = 0; i < n; i++) v[slot[first] + i] = args[i];
    if (first == F_YEAR_OLD && v[0] == v[0]) {
        double yi = trunc(v[0]);
        if (yi >= 0 && yi <= 99) v[0] = 1900 + yi;
    }
    double nt2 = make_date(make_day(v[0], v[1], v[2]), make_time(v[3], v[4], v[5], v[6]));
    d->t = time_clip(utc ? nt2 : utc_time(nt2));
    return scr_number(d->t);
}

/* ------------------------------------------------------------------------
 * String forms and conversions.
 * ---------------------------------------------------------------------- */

NATIVE(to_str) {
    (void)argc, (void)argv, (void)nt;
    ScrDate *d = this_date(this_val);
    if (!d) return SCR_EXCEPTION;
    return format(d->t, ((ScrFunction *)scr_obj(fn))->magic);
}

/* toLocaleString and its date and time forms, through Intl.DateTimeFormat. */
NATIVE(to_locale_str) {
    (void)nt;
    ScrDate *d = this_date(this_val);
    if (!d) return SCR_EXCEPTION;
    return scr__intl_date_to_locale_string(d->t, ARG(0), ARG(1), ((ScrFunction *)scr_obj(fn))->magic);
}

NATIVE(date_to_iso) {
    UNUSED, (void)argc, (void)argv;
    ScrDate *d = this_date(this_val);
    if (!d) return SCR_EXCEPTION;
    if (d->t != d->t) return scr_throw_range_error("Invalid time value");
    ScrStrBuf b = SCR_STRBUF_INIT;
    scr__date_iso(d->t, &b);
    ScrValue r = scr__sb_to_string(&b);
    scr__sb_free(&b);
    return r;
}

NATIVE(date_to_json) {
    UNUSED, (void)argc, (void)argv;
    ScrValue o = scr__to_object(this_val);
    if (scr_is_exception(o)) return o;
    ScrValue tv = scr__to_primitive(o, 1);
    if (scr_is_exception(tv)) {
        scr_release(o);
        return tv;
    }
    if (scr_is_number(tv) && !isfinite(scr_as_number(tv))) {
        scr_release(o);
        return SCR_NULL;
    }
    scr_release(tv);
    ScrValue f = scr__get_str(o, "toISOString");
    ScrValue r = SCR_EXCEPTION;
    if (!scr_is_exception(f)) {
        if (!scr__is_callable(f)) r = scr_throw_type_error("toISOString is not a function");
        else r = scr__call(f, o, 0, NULL);
    }
    scr_release(f);
    scr_release(o);
    return r;
}

/* OrdinaryToPrimitive with the hint's method order. */
NATIVE(date_to_primitive) {
    UNUSED;
    if (!scr_is_object(this_val))
        return scr_throw_type_error("Date.prototype [ @@toPrimitive ] called on non-object");
    ScrValue h = ARG(0);
    int order;
    char *hs = scr_is_string(h) ? scr__string_to_utf8(h, NULL) : NULL;
    if (hs && (!strcmp(hs, "string") || !strcmp(hs, "default"))) order = 0;
    else if (hs && !strcmp(hs, "number")) order = 1;
    else order = -1;
    free(hs);
    if (order < 0) return scr_throw_type_error("Invalid hint: %s", "hint");
    const char *names[2] = {order ? "valueOf" : "toString", order ? "toString" : "valueOf"};
    for (int i = 0; i < 2; i++) {
        ScrValue f = scr__get_str(this_val, names[i]);
        if (scr_is_exception(f)) return f;
        if (scr__is_callable(f)) {
            ScrValue r = scr__call(f, this_val, 0, NULL);
            scr_release(f);
            if (scr_is_exception(r) || !scr_is_object(r)) return r;
            scr_release(r);
        } else {
            scr_release(f);
        }
    }
    return scr_throw_type_error("Cannot convert object to primitive value");
}

/* ------------------------------------------------------------------------
 * Setup.
 * ---------------------------------------------------------------------- */

static void date_base(ScrValue v, ScrStrBuf *b) {
    double t = ((ScrDate *)scr_obj(v))->t;
    if (t != t) scr__sb_puts(b, "Invalid Date");
    else scr__date_iso(t, b);
}

const ScrInspectHook scr__date_inspect_hook = {SCR_INSPECT_BASE, "Date", date_base, NULL, NULL, NULL};

static void def_magic(ScrValue obj, const char *name, ScrCode code, int len, int magic) {
    ScrValue f = scr__native_new_ex(code, name, len, magic, SCR_UNDEFINED);
    scr__define_str_take(obj, name, f, SCR_PROP_CW);
}

void scr__date_init(void) {
    ScrRealm *r = scr__thread.realm;
    ScrValue p = r->date_proto = scr_object_new();
    ScrValue c = scr__native_ctor_new(date_ctor, "Date", 7, p);
    scr__define_str_take(r->global, "Date", c, SCR_PROP_CW);
    scr__define_native(c, "now", date_now, 0);
    scr__define_native(c, "parse", date_parse, 1);
    scr__define_native(c, "UTC", date_utc, 7);

    def_magic(p, "toString", to_str, 0, FMT_FULL);
    def_magic(p, "toDateString", to_str, 0, FMT_DATE);
    def_magic(p, "toTimeString", to_str, 0, FMT_TIME);
    scr__define_native(p, "toISOString", date_to_iso, 0);
    def_magic(p, "toUTCString", to_str, 0, FMT_UTC);
    def_magic(p, "toGMTString", to_str, 0, FMT_UTC);
    static const struct { const char *n; int m; } getters[] = {
        {"getDate", F_DATE}, {"setDate", -1}, {"getDay", F_DAY}, {"getFullYear", F_YEAR},
        {"getHours", F_HOURS}, {"getMilliseconds", F_MS}, {"getMinutes", F_MINUTES},
        {"getMonth", F_MONTH}, {"getSeconds", F_SECONDS}, {"getTime", F_TIME},
        {"getTimezoneOffset", F_TZO}, {"getUTCDate", F_DATE | F_UTC}, {"getUTCDay", F_DAY | F_UTC},
        {"getUTCFullYear", F_YEAR | F_UTC}, {"getUTCHours", F_HOURS | F_UTC},
        {"getUTCMilliseconds", F_MS | F_UTC}, {"getUTCMinutes", F_MINUTES | F_UTC},
        {"getUTCMonth", F_MONTH | F_UTC}, {"getUTCSeconds", F_SECONDS | F_UTC},
        {"getYear", F_YEAR_OLD},
    };
    for (size_t i = 0; i < sizeof getters / sizeof *getters; i++)
        if (getters[i].m >= 0) def_magic(p, getters[i].n, getter, 0, getters[i].m);
    static const struct { const char *n; int m, len; } setters[] = {
        {"setDate", F_DATE, 1}, {"setFullYear", F_YEAR, 3}, {"setHours", F_HOURS, 4},
        {"setMilliseconds", F_MS, 1}, {"setMinutes", F_MINUTES, 3}, {"setMonth", F_MONTH, 2},
        {"setSeconds", F_SECONDS, 2}, {"setTime", F_TIME, 1}, {"setUTCDate", F_DATE | F_UTC, 1},
        {"setUTCFullYear", F_YEAR | F_UTC, 3}, {"setUTCHours", F_HOURS | F_UTC, 4},
        {"setUTCMilliseconds", F_MS | F_UTC, 1}, {"setUTCMinutes", F_MINUTES | F_UTC, 3},
        {"setUTCMonth", F_MONTH | F_UTC, 2}, {"setUTCSeconds", F_SECONDS | F_UTC, 2},
        {"setYear", F_YEAR_OLD, 1},
    };
    for (size_t i = 0; i < sizeof setters / sizeof *setters; i++)
        def_magic(p, setters[i].n, setter, setters[i].len, setters[i].m);
    def_magic(p, "toLocaleString", to_locale_str, 0, FMT_LOCALE);
    def_magic(p, "toLocaleDateString", to_locale_str, 0, FMT_LOCALE_DATE);
    def_magic(p, "toLocaleTimeString", to_locale_str, 0, FMT_LOCALE_TIME);
    def_magic(p, "valueOf", getter, 0, F_TIME);
    scr__define_native(p, "toJSON", date_to_json, 1);
    ScrValue tp = scr_native_new(date_to_primitive, "[Symbol.toPrimitive]", 1);
    scr__define_value_take(p, r->sym_to_primitive, tp, SCR_PROP_CONFIGURABLE);
}
