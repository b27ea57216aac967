// Intl.DateTimeFormat.prototype.formatToParts: each field's part type and
// the literals between them, in UTC.
const d = new Date(Date.UTC(2024, 6, 4, 9, 3, 7, 250));
const show = (locale, opts) => {
  const parts = new Intl.DateTimeFormat(locale, { ...opts, timeZone: "UTC" }).formatToParts(d);
  console.log(locale, parts.map((p) => `${p.type}=${JSON.stringify(p.value)}`).join(" "));
};
show("en-US", {});
show("en-US", { dateStyle: "full", timeStyle: "long" });
show("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric" });
show("de-DE", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
show("en-US", { hour: "numeric", minute: "numeric", fractionalSecondDigits: 2 });
show("ja-JP", { year: "numeric", month: "long", day: "numeric", weekday: "short" });
show("en-US", { era: "long", year: "numeric" });
show("fr-FR", { timeStyle: "full" });
console.log(new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long" }).formatToParts(d));
const f = new Intl.DateTimeFormat("en-US", { timeZone: "UTC" });
console.log(f.format === f.format, f.format.length, typeof f.format(), ["2020-02-29T12:00:00Z", "1999-12-31T23:59:59Z"].map((s) => f.format(new Date(s))));
