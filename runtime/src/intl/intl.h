/* intl.h - ECMA-402 on ICU: the Intl object's shared pieces (the object
 * layout every Intl service uses, locale negotiation, option reading) for
 * the service files numfmt.c, datefmt.c and textsvc.c. Owned by intl.c;
 * docs/builtins.md, "Intl". */
#ifndef SCR_INTL_H
#define SCR_INTL_H

#include "core/object.h"

#include <unicode/utypes.h>

/* Which service an Intl object is. */
typedef enum ScrIntlType {
    SCR_INTL_NUMBER_FORMAT = 1,
    SCR_INTL_DATE_TIME_FORMAT,
    SCR_INTL_COLLATOR,
    SCR_INTL_PLURAL_RULES,
    SCR_INTL_RELATIVE_TIME_FORMAT,
    SCR_INTL_LIST_FORMAT,
    SCR_INTL_SEGMENTER,
    SCR_INTL_SEGMENTS,          /* segmenter.segment(string) */
    SCR_INTL_SEGMENT_ITERATOR,  /* segments[Symbol.iterator]() */
    SCR_INTL_PATTERN_GENERATOR, /* internal: the realm's cached udatpg */
    SCR_INTL_LOCALE,
    SCR_INTL_DISPLAY_NAMES,
} ScrIntlType;

/* Every Intl object (class SCR_CLASS_INTL). The ICU handles belong to the
 * object and are closed by `close` when it is freed. */
typedef struct ScrIntlObject {
    ScrObject obj;
    int type;                                /* ScrIntlType */
    void *icu, *icu2;                        /* the service's ICU objects, or NULL */
    void (*close)(struct ScrIntlObject *io); /* closes icu and icu2; NULL: nothing to close */
    ScrValue resolved; /* owned: resolvedOptions' properties in V8's order, or undefined */
    ScrValue bound;    /* owned: the bound format/compare function once made, or undefined */
    ScrValue str;      /* owned: a segmenter's string (segments, iterators), or undefined */
    uint32_t pos;      /* a segment iterator's position in str */
    int flags;         /* service-specific options decided at construction */
} ScrIntlObject;

/* A new Intl object of `type` whose prototype is new_target's or
 * `fallback` (borrowed). Owned, or SCR_EXCEPTION. */
ScrValue scr__intl_new(ScrValue new_target, ScrValue fallback, int type);
/* The Intl object of `type` that `v` is, or NULL. */
ScrIntlObject *scr__intl_unwrap(ScrValue v, int type);

/* The default locale, Node's with no LANG set: "en-US". */
#define SCR_INTL_DEFAULT_LOCALE "en-US"
#define SCR_INTL_TAG_MAX 160

/* CanonicalizeLocaleList(locales): a new array of canonical BCP 47 tags
 * (owned), or SCR_EXCEPTION with V8's RangeError or TypeError. */
ScrValue scr__intl_canonical_list(ScrValue locales);
/* ResolveLocale: the first requested locale ICU has data for (trailing
 * subtags dropped until one matches), else the default. `tag` gets the
 * BCP 47 tag without its Unicode extension, `nu` the -u-nu- value when
 * the request had one ICU knows ("" when not). 0, or -1 with the error
 * pending. */
int scr__intl_resolve_locale(ScrValue locales, char tag[SCR_INTL_TAG_MAX], char nu[16]);
/* The same against the locales ICU has collation data for (`collator`). */
int scr__intl_resolve_locale_for(ScrValue locales, char tag[SCR_INTL_TAG_MAX], char nu[16],
                                 bool collator);
/* Canonicalizes one language tag into out (size bytes); false when it is
 * not a well-formed BCP 47 tag. */
bool scr__intl_canonicalize_tag(const char *tag, char *out, size_t size);
/* The ICU locale id for a BCP 47 tag (into id, size bytes). */
void scr__intl_icu_locale(const char *tag, char *id, size_t size);

/* GetOptionsObject: undefined gives *out = undefined (no options), an
 * object is kept (borrowed), anything else is V8's TypeError
 * "invalid_argument" unless `coerce` names the service (CoerceOptionsToObject,
 * as the older constructors do: null throws, other primitives have no
 * options). 0, or -1. */
int scr__intl_options(ScrValue options, const char *coerce, ScrValue *out);
/* GetOption for a string with allowed values (NULL-terminated list, or
 * NULL for any string): *out is the index into values (or -1 for the
 * fallback when the property is undefined); `str` (optional, size 64)
 * receives the string. The RangeError names `service` ("Intl.NumberFormat")
 * as V8 does. 0, or -1. */
int scr__intl_get_string(ScrValue options, const char *prop, const char *const *values,
                         const char *service, int *out, char *str, size_t size);
/* GetOption for a boolean: *out is 0/1, or -1 when undefined. */
int scr__intl_get_bool(ScrValue options, const char *prop, int *out);
/* GetNumberOption: an integer in [min, max], or `fallback` when undefined;
 * V8's "<prop> value is out of range." otherwise. 0, or -1. */
int scr__intl_get_number(ScrValue options, const char *prop, int min, int max, int fallback,
                         int *out);

/* A string from ICU's UTF-16 (owned). */
ScrValue scr__intl_ustr(const UChar *s, int32_t len);
/* Throws a RangeError or TypeError for an ICU failure; SCR_EXCEPTION. */
ScrValue scr__intl_throw_icu(UErrorCode err);
/* resolvedOptions(): a fresh object with io->resolved's properties. */
ScrValue scr__intl_resolved_copy(ScrIntlObject *io);
/* Adds a property to a resolved-options object (consumes v). */
void scr__intl_put(ScrValue obj, const char *key, ScrValue v_take);
void scr__intl_put_str(ScrValue obj, const char *key, const char *ascii);
/* A part object {type, value} for formatToParts (value consumed). */
ScrValue scr__intl_part(const char *type, ScrValue value_take);
/* Defines `supportedLocalesOf` on a service constructor (`collator`:
 * against collation data). */
void scr__intl_define_supported(ScrValue ctor, bool collator);
/* Defines Symbol.toStringTag = `tag` on a prototype. */
void scr__intl_define_tag(ScrValue proto, const char *tag);

/* V8's TypeError for a method called on the wrong receiver:
 * "Method <method> called on incompatible receiver #<Name>". A method
 * name starting with '!' is NumberFormat's legacy unwrap, whose message
 * for an object names "UnwrapNumberFormat" and no receiver. */
ScrValue scr__intl_incompatible(const char *method, ScrValue this_val);

/* The services, in the order the Intl object lists them: each defines its
 * constructor on `intl` and the locale-sensitive methods of the built-ins
 * it serves (Number, BigInt, Date toLocaleString). */
void scr__intl_date_init(ScrValue intl);          /* datefmt.c: DateTimeFormat */
void scr__intl_number_init(ScrValue intl);        /* numfmt.c: NumberFormat */
void scr__intl_collator_init(ScrValue intl);      /* textsvc.c: Collator */
void scr__intl_plural_init(ScrValue intl);        /* numfmt.c: PluralRules */
void scr__intl_reltime_init(ScrValue intl);       /* datefmt.c: RelativeTimeFormat */
void scr__intl_list_init(ScrValue intl);          /* textsvc.c: ListFormat */
void scr__intl_locale_init(ScrValue intl);        /* locale.c: Locale */
void scr__intl_display_names_init(ScrValue intl); /* locale.c: DisplayNames */
void scr__intl_segmenter_init(ScrValue intl);     /* textsvc.c: Segmenter */
/* Called from global.c once the built-ins exist. */
void scr__intl_init(void);

/* Number formatting for other services (RelativeTimeFormat): the owned
 * string of x under `skeleton` in `locale`, or SCR_EXCEPTION. */
ScrValue scr__intl_format_number_skeleton(double x, const char *locale, const char *skeleton);
/* formatToParts' parts of a formatted value whose number fields are
 * ICU's: each number part gets {unit} when `unit` is not NULL (numfmt.c). */
struct UFormattedValue;
ScrValue scr__intl_number_parts(const struct UFormattedValue *fv, double num, const char *unit);

/* Date.prototype.toLocaleString (which 0), toLocaleDateString (1) and
 * toLocaleTimeString (2) of time value t: an owned string, or
 * SCR_EXCEPTION. */
ScrValue scr__intl_date_to_locale_string(double t, ScrValue locales, ScrValue options, int which);

/* The sanctioned simple units, NULL-terminated (numfmt.c). */
extern const char *const scr__intl_units[];

/* String.prototype.localeCompare: a Collator for locales and options
 * (the realm's default one when both are undefined) compares a and b.
 * Returns -1, 0 or 1 as a number, or SCR_EXCEPTION. */
ScrValue scr__intl_locale_compare(ScrValue a, ScrValue b, ScrValue locales, ScrValue options);

#endif
