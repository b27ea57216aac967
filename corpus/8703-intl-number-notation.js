// Intl.NumberFormat notations: compact (short and long), scientific and
// engineering, with their parts and resolved options.
const xs = [0, 12, 999, 1234, 15678, 999999, 1234567, 2.5e9, -3.2e12];
for (const [notation, compactDisplay] of [["compact", "short"], ["compact", "long"], ["scientific"], ["engineering"]]) {
  const nf = new Intl.NumberFormat("en-US", { notation, compactDisplay });
  console.log(notation, compactDisplay ?? "", xs.map((x) => nf.format(x)).join(" | "));
}
console.log(new Intl.NumberFormat("de-DE", { notation: "compact" }).format(1234567));
console.log(new Intl.NumberFormat("ja-JP", { notation: "compact" }).format(123456789));
console.log(new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 }).format(1250));
console.log(new Intl.NumberFormat("en", { notation: "compact" }).resolvedOptions());
console.log(new Intl.NumberFormat("en", { notation: "compact" }).formatToParts(-12345));
console.log(new Intl.NumberFormat("en", { notation: "scientific", maximumSignificantDigits: 3 }).formatToParts(-0.000123456));
console.log(new Intl.NumberFormat("en", { notation: "engineering" }).formatToParts(12345));
console.log(new Intl.NumberFormat("en", { notation: "compact", style: "currency", currency: "USD" }).format(2500000));
