// Intl.Locale (parts, options, maximize/minimize, toString) and
// Intl.DisplayNames (language, region, script, currency names, fallback).
const tags = ["en-Latn-US-u-ca-gregory-hc-h12", "de", "zh-Hant-TW", "sr-Cyrl", "fr-CA-u-nu-latn", "EN-gb", "ja-JP-u-kn-true"];
for (const t of tags) {
  const l = new Intl.Locale(t);
  console.log(t, "=>", String(l), l.baseName, l.language, l.script, l.region, l.calendar, l.hourCycle, l.numeric, l.numberingSystem);
}
console.log(new Intl.Locale("zh").maximize().toString(), new Intl.Locale("zh-Hant-TW").minimize().toString(), new Intl.Locale("en").maximize().baseName);
console.log(new Intl.Locale("en", { region: "GB", calendar: "buddhist", numeric: true }).toString());
console.log(new Intl.Locale("en-US", { hourCycle: "h23", caseFirst: "upper", collation: "phonebk" }).toString());
console.log(new Intl.Locale(new Intl.Locale("pt-BR"), { language: "es", script: "Latn" }).toString());
console.log(new Intl.Locale("de"), JSON.stringify(new Intl.Locale("fr")), Object.prototype.toString.call(new Intl.Locale("fr")));
for (const f of [() => new Intl.Locale(), () => new Intl.Locale("x"), () => Intl.Locale("en"), () => new Intl.Locale(5), () => new Intl.Locale("en", { region: "1" }), () => new Intl.Locale("en", { hourCycle: "h25" })]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
const region = new Intl.DisplayNames(["en"], { type: "region" });
console.log(["US", "DE", "jp", "419", "BR"].map((c) => region.of(c)).join(" | "));
console.log(new Intl.DisplayNames("de", { type: "region" }).of("US"), new Intl.DisplayNames("fr", { type: "region" }).of("DE"));
const lang = new Intl.DisplayNames("en", { type: "language" });
console.log(["fr", "fr-CA", "en-US", "zh-Hant", "es-419", "de-AT"].map((c) => lang.of(c)).join(" | "));
console.log(new Intl.DisplayNames("en", { type: "language", languageDisplay: "standard" }).of("en-GB"));
console.log(["Latn", "cyrl", "Arab"].map((c) => new Intl.DisplayNames("en", { type: "script" }).of(c)).join(" | "));
console.log(["EUR", "usd", "JPY"].map((c) => new Intl.DisplayNames("en", { type: "currency" }).of(c)).join(" | "));
console.log(new Intl.DisplayNames("en", { type: "region", fallback: "none" }).of("ZZ"), new Intl.DisplayNames("en", { type: "region" }).of("ZZ"));
console.log(region.resolvedOptions(), lang.resolvedOptions());
for (const f of [() => new Intl.DisplayNames("en"), () => region.of("USA1"), () => new Intl.DisplayNames("en", { type: "planet" })]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
