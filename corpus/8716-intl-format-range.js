// formatRange and formatRangeToParts of NumberFormat and DateTimeFormat
// (sources startRange / endRange / shared, approximately-equal ranges), and
// NumberFormat keeping every digit of a decimal string.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
console.log(usd.formatRange(3, 5), "|", usd.formatRange(2.9, 3.1), "|", usd.formatRange(-5, 5), "|", usd.formatRange(5, 3));
console.log(new Intl.NumberFormat("de-DE").formatRange(1000, 2000.5), "|", new Intl.NumberFormat("en", { style: "percent" }).formatRange(0.1, 0.25));
console.log(new Intl.NumberFormat("en", { notation: "compact" }).formatRange(1200, 4500000), "|", new Intl.NumberFormat("en").formatRange(1n, 10n ** 20n));
console.log(usd.formatRangeToParts(3, 5));
const dtf = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });
const a = new Date(Date.UTC(2024, 0, 10)), b = new Date(Date.UTC(2024, 0, 20)), c = new Date(Date.UTC(2025, 3, 2));
console.log(dtf.formatRange(a, b), "|", dtf.formatRange(a, c), "|", dtf.formatRange(a, a));
console.log(dtf.formatRangeToParts(a, b));
const hours = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
console.log(hours.formatRange(a, new Date(a.getTime() + 5400e3)), "|", new Intl.DateTimeFormat("de", { timeZone: "UTC", month: "long", year: "numeric" }).formatRange(a, c));
for (const f of [() => usd.formatRange(), () => usd.formatRange(1), () => usd.formatRange(NaN, 2), () => usd.formatRange(1, NaN), () => dtf.formatRange(a), () => dtf.formatRange(NaN, a)]) {
  try {
    console.log(f());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
const nf = new Intl.NumberFormat("en", { maximumFractionDigits: 20 });
console.log(nf.format("12345678901234567890.123456789"), nf.format(" -1e3 "), nf.format("0x10"), nf.format(""), nf.format("abc"), nf.format("-0"), nf.format(".5"), nf.format("5."));
console.log(nf.format(0.1 + 0.2), nf.format(123456789012345680000), new Intl.NumberFormat("en").format("1.0005"));
