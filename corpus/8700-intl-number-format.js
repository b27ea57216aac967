// Number.prototype.toLocaleString and Intl.NumberFormat in decimal style:
// grouping per locale, fraction and significant digits, rounding modes,
// minimum integer digits, sign display and resolvedOptions.
const xs = [0, -0, 1, 1234.5, 1234567.891, -9876.54321, 0.000123, 1e21, NaN, Infinity, -Infinity];
console.log(xs.map((x) => x.toLocaleString()).join(" | "));
for (const loc of ["en-US", "de-DE", "fr-FR", "en-IN", "ja-JP", "es", "pt-BR", "ru"]) {
  console.log(loc.padEnd(6), (1234567.891).toLocaleString(loc), (-0.5).toLocaleString(loc));
}
const cases = [
  { minimumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 4 },
  { maximumSignificantDigits: 3 },
  { minimumSignificantDigits: 6 },
  { minimumIntegerDigits: 4 },
  { useGrouping: false },
  { useGrouping: "min2" },
  { signDisplay: "always" },
  { signDisplay: "exceptZero" },
  { signDisplay: "never" },
  { roundingMode: "floor", maximumFractionDigits: 1 },
  { roundingMode: "halfEven", maximumFractionDigits: 0 },
  { trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2 },
];
for (const opts of cases) {
  const nf = new Intl.NumberFormat("en-US", opts);
  console.log(JSON.stringify(opts), [0, 2.5, -1.25, 1234.5678, 1000].map((x) => nf.format(x)).join(" "));
}
const nf = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });
console.log(nf.resolvedOptions());
console.log(nf.format("1234.5"), nf.format(12n), nf.formatToParts(-1234.567));
console.log(Object.prototype.toString.call(nf), typeof nf.format, nf.format === nf.format);
console.log([3.14159, 2.71828].map(new Intl.NumberFormat("en", { maximumFractionDigits: 2 }).format));
console.log(new Intl.NumberFormat("ar-EG").format(1234.5), new Intl.NumberFormat("en-u-nu-arab").resolvedOptions().locale);
