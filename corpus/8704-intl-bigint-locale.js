// BigInt.prototype.toLocaleString goes through Intl.NumberFormat: grouping
// per locale, options, and BigInts that do not fit a double.
const big = 123456789012345678901234567890n;
console.log(0n.toLocaleString(), (-1n).toLocaleString(), 1234567n.toLocaleString(), big.toLocaleString());
console.log(big.toLocaleString("de-DE"), big.toLocaleString("en-IN"), (-big).toLocaleString("fr-FR"));
console.log(1234n.toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log(987654321n.toLocaleString("en", { notation: "compact" }), 987654321n.toLocaleString("en", { notation: "scientific" }));
console.log(new Intl.NumberFormat("en").format(2n ** 70n), new Intl.NumberFormat("en").formatToParts(-12345n));
console.log(Object(5n).toLocaleString("en", { minimumFractionDigits: 2 }));
try {
  BigInt.prototype.toLocaleString.call(5);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
