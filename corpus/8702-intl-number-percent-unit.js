// Intl.NumberFormat with style "percent" and style "unit": simple and
// compound units in each unitDisplay, and their parts.
const pct = new Intl.NumberFormat("en-US", { style: "percent" });
console.log([0, 0.25, 1, -0.005, 12.3456].map((x) => pct.format(x)).join(" "));
console.log(new Intl.NumberFormat("de-DE", { style: "percent", minimumFractionDigits: 1 }).format(0.256));
console.log(new Intl.NumberFormat("fr-FR", { style: "percent", signDisplay: "always" }).formatToParts(0.5));
console.log(pct.resolvedOptions());
for (const unit of ["kilometer-per-hour", "celsius", "megabyte", "liter", "second", "percent", "mile-per-gallon", "byte"]) {
  const line = [];
  for (const unitDisplay of ["short", "narrow", "long"]) {
    line.push(new Intl.NumberFormat("en-US", { style: "unit", unit, unitDisplay }).format(16.5));
  }
  console.log(unit.padEnd(20), line.join(" | "));
}
console.log(new Intl.NumberFormat("de-DE", { style: "unit", unit: "kilogram", unitDisplay: "long" }).format(1));
console.log(new Intl.NumberFormat("en", { style: "unit", unit: "meter", unitDisplay: "long" }).formatToParts(1234));
console.log(new Intl.NumberFormat("en", { style: "unit", unit: "hour" }).resolvedOptions());
