// Intl.NumberFormat with style "currency": currency digits per code,
// currencyDisplay, accounting signs and formatToParts.
const amounts = [0, 1, -1234.5, 1234567.891];
for (const [loc, cur] of [["en-US", "USD"], ["de-DE", "EUR"], ["ja-JP", "JPY"], ["en-GB", "GBP"], ["fr-CH", "CHF"], ["en-IN", "INR"], ["ar-BH", "BHD"]]) {
  const nf = new Intl.NumberFormat(loc, { style: "currency", currency: cur });
  console.log(loc, cur, amounts.map((a) => nf.format(a)).join(" | "));
}
for (const currencyDisplay of ["symbol", "narrowSymbol", "code", "name"]) {
  const nf = new Intl.NumberFormat("en-US", { style: "currency", currency: "CAD", currencyDisplay });
  console.log(currencyDisplay, nf.format(1), nf.format(-2.5));
}
const acc = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting" });
console.log(acc.format(-42.1), acc.format(42.1), acc.resolvedOptions().currencySign);
console.log(new Intl.NumberFormat("en", { style: "currency", currency: "eur" }).resolvedOptions());
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(99.5));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).formatToParts(-1234.56));
console.log((5).toLocaleString("ja-JP", { style: "currency", currency: "JPY", currencyDisplay: "name" }));
