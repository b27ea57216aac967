// decimal.js (dual: "exports" gives decimal.mjs to import): arbitrary
// precision decimal arithmetic, rounding modes, roots, logs, and conversion
// between bases.
import Decimal from "decimal.js";

console.log(0.1 + 0.2, new Decimal(0.1).plus(0.2).toString());
const a = new Decimal("123456789.123456789123456789");
console.log(a.times(a).toString());
console.log(a.div(7).toString(), a.div(7).toFixed(5), a.toExponential(4));
console.log(Decimal.sqrt(2).toString(), new Decimal(2).pow(100).toString(), new Decimal(2).pow(0.5).toSignificantDigits(10).toString());
console.log(Decimal.ln(10).toString(), Decimal.log10(1e25).toString(), Decimal.exp(1).toString());
const D50 = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_EVEN });
console.log(new D50(1).div(3).toString(), D50.acos(-1).toString());
for (const mode of ["ROUND_UP", "ROUND_DOWN", "ROUND_CEIL", "ROUND_FLOOR", "ROUND_HALF_UP", "ROUND_HALF_EVEN"]) {
  console.log(mode.padEnd(16), ["2.5", "-2.5", "3.5", "1.05"].map((v) => new Decimal(v).toDecimalPlaces(v === "1.05" ? 1 : 0, Decimal[mode]).toString()).join(" "));
}
console.log(new Decimal(255).toHexadecimal(), new Decimal(255).toBinary(), new Decimal("0xff").toString(), new Decimal(0.1).toFraction().join("/"));
console.log(Decimal.max(1, "3", 2.5).toString(), new Decimal(-0).isNegative(), new Decimal(NaN).isNaN(), new Decimal(Infinity).toString());
console.log(new Decimal("1e-7").toString(), new Decimal("1e21").toString(), new Decimal("12.3400").toString(), new Decimal(12.5).mod(4).toString());
try {
  new Decimal("twelve");
} catch (e) {
  console.log(e.name + ":", e.message);
}
