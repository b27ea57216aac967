// Intl's errors carry V8's messages: bad locale tags, option values out
// of range, missing currency or unit, wrong receivers, invalid dates.
const attempts = [
  () => new Intl.NumberFormat("en_US"),
  () => new Intl.NumberFormat(""),
  () => Intl.getCanonicalLocales(["en", 5]),
  () => new Intl.NumberFormat("en", { style: "money" }),
  () => new Intl.NumberFormat("en", { maximumFractionDigits: 101 }),
  () => new Intl.NumberFormat("en", { minimumFractionDigits: 3, maximumFractionDigits: 1 }),
  () => new Intl.NumberFormat("en", { minimumIntegerDigits: 0 }),
  () => new Intl.NumberFormat("en", { maximumSignificantDigits: 22 }),
  () => new Intl.NumberFormat("en", { style: "currency" }),
  () => new Intl.NumberFormat("en", { style: "currency", currency: "DOLLAR" }),
  () => new Intl.NumberFormat("en", { style: "unit" }),
  () => new Intl.NumberFormat("en", { style: "unit", unit: "parsec" }),
  () => new Intl.NumberFormat("en", { useGrouping: "sometimes" }),
  () => new Intl.NumberFormat("en", { roundingMode: "up" }),
  () => new Intl.Collator("en", { sensitivity: "loose" }),
  () => new Intl.DateTimeFormat("en", { timeZone: "Mars/Olympus" }),
  () => new Intl.DateTimeFormat("en", { dateStyle: "long", month: "short" }),
  () => new Intl.DateTimeFormat("en", { hour: "3-digit" }),
  () => new Intl.DateTimeFormat("en").format(8.64e15 + 1),
  () => new Intl.PluralRules("en", { type: "cardinalish" }),
  () => new Intl.RelativeTimeFormat("en").format(1, "fortnight"),
  () => new Intl.RelativeTimeFormat("en").format(Infinity, "day"),
  () => new Intl.ListFormat("en", { style: "tiny" }),
  () => new Intl.ListFormat("en").format(["a", 1]),
  () => new Intl.Segmenter("en", { granularity: "line" }),
  () => new Intl.ListFormat("en", "short"),
  () => Intl.NumberFormat.prototype.resolvedOptions.call({}),
  () => Intl.Collator.prototype.compare,
  () => Intl.PluralRules("en"),
  () => "a".localeCompare("b", "xx-invalid-tag-toolong"),
  () => (1).toLocaleString("en", { style: "percent", maximumFractionDigits: -1 }),
];
for (const f of attempts) {
  try {
    console.log("no error:", f());
  } catch (e) {
    console.log(`${e.constructor.name}: ${e.message}`);
  }
}
console.log(new Date(NaN).toLocaleString(), new Date(NaN).toLocaleDateString("de"));
