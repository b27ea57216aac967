// Locale lists: Intl.getCanonicalLocales canonicalizes case and drops
// duplicates; supportedLocalesOf keeps the requested locales ICU has data
// for; services fall back along subtags and to the default locale.
console.log(Intl.getCanonicalLocales("EN-us"), Intl.getCanonicalLocales(["en-US", "en-us", "DE", "zh-hant-tw", "sr-latn-rs"]));
console.log(Intl.getCanonicalLocales(), Intl.getCanonicalLocales([]), Intl.getCanonicalLocales("en-u-nu-thai"));
console.log(Intl.NumberFormat.supportedLocalesOf(["en-US", "fr", "de-AT", "qq"]));
console.log(Intl.DateTimeFormat.supportedLocalesOf("ja-JP"), Intl.Collator.supportedLocalesOf(["sv", "xx"]));
console.log(Intl.PluralRules.supportedLocalesOf("ru"), Intl.ListFormat.supportedLocalesOf(["es-MX"]), Intl.Segmenter.supportedLocalesOf([]));
for (const req of [undefined, "de", "de-XX", "qq", ["qq", "fr-CA"], "EN-gb"]) {
  console.log(JSON.stringify(req), new Intl.NumberFormat(req).resolvedOptions().locale, new Intl.Collator(req).resolvedOptions().locale);
}
console.log(Object.prototype.toString.call(Intl), Object.getOwnPropertyNames(Intl).filter((k) => typeof Intl[k] === "function" && k !== "Locale" && k !== "DisplayNames" && k !== "supportedValuesOf"));
