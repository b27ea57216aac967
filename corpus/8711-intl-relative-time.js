// Intl.RelativeTimeFormat: units in singular and plural, numeric "always"
// and "auto", styles, locales and formatToParts.
const rtf = new Intl.RelativeTimeFormat("en");
const auto = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
for (const unit of ["second", "minutes", "hour", "day", "weeks", "month", "quarter", "years"]) {
  console.log(unit.padEnd(8), [-2, -1, 0, 1, 2.5].map((v) => rtf.format(v, unit)).join(" | "), "||", [-1, 0, 1].map((v) => auto.format(v, unit)).join(" | "));
}
for (const style of ["long", "short", "narrow"]) {
  const f = new Intl.RelativeTimeFormat("en", { style });
  console.log(style, f.format(-3, "month"), f.format(5, "hour"), f.format(-1, "year"));
}
for (const loc of ["de", "fr", "es", "ja"]) {
  console.log(loc, new Intl.RelativeTimeFormat(loc, { numeric: "auto" }).format(-1, "day"), new Intl.RelativeTimeFormat(loc).format(3, "week"));
}
console.log(rtf.formatToParts(100, "day"));
console.log(auto.formatToParts(-1, "day"), rtf.formatToParts(-1234.5, "seconds"));
console.log(rtf.resolvedOptions(), new Intl.RelativeTimeFormat("de", { style: "short", numeric: "auto" }).resolvedOptions());
