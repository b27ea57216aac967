// Number::toString's shortest round-trip digits: boundary cases and a fixed
// pseudo-random sample of bit patterns, printed through every path that
// formats a number (String, concatenation, templates, property keys,
// JSON.stringify, toExponential() without digits) and checked to read back.
const view = new DataView(new ArrayBuffer(8));
function fromBits(hi, lo) {
  view.setUint32(0, hi >>> 0);
  view.setUint32(4, lo >>> 0);
  return view.getFloat64(0);
}

const cases = [
  5e-324, 1e-323, 2.2250738585072014e-308, 2.225073858507201e-308,
  1.7976931348623157e308, 1.7976931348623155e308, Number.MIN_VALUE, Number.MAX_VALUE,
  Number.EPSILON, Number.MAX_SAFE_INTEGER, 2 ** 53, 2 ** 53 + 2, 2 ** 53 - 1, 2 ** 54,
  2 ** 60, 2 ** 63, 2 ** 64, 2 ** 70, 2 ** -1, 2 ** -20, 2 ** -1074, 2 ** 1023,
  0.1 + 0.2, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 1.5, 4.35, 0.000001, 1e-7, 1.5e-7,
  9.999999999999999e-7, 1e21, 1e20, 999999999999999900000, 123456789012345680000,
  1.2345678901234567e21, 1e-6, 1e100, 1e-100, 1e308, 1e-308, 9007199254740993,
  2.9802322387695312e-8, 5.764607523034235e39, 1.8531501765868567e21,
  4.940656e-318, 2.989102097996e-312, 9.0608011534336e15, 4.708356024711512e18,
  123e-20, 100, 4294967295, 4294967296, 4294967297, -0, 0, NaN, Infinity, -Infinity,
];
for (let e = -10; e <= 25; e++) cases.push(Number(`1e${e}`), Number(`2e${e}`), e >= 0 ? 5 ** e : 1 / 5 ** -e);
for (let e = -1074; e <= 1023; e += 37) cases.push(2 ** e);

let seed = 0x2545f491;
function next() {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
}
for (let i = 0; i < 400; i++) {
  const hi = next(), lo = next();
  if (((hi >>> 20) & 0x7ff) === 0x7ff) continue;
  cases.push(fromBits(hi, lo));
}
for (let i = 0; i < 200; i++) cases.push((next() % 1000000) / Number(`1e${next() % 12}`));

let bad = 0;
const keys = {};
for (const x of cases) {
  const s = String(x);
  if (s !== "NaN" && Number(s) !== x) bad++;
  keys[x] = 1;
  console.log(s, "" + -x, `${x * 3}`, x.toExponential());
}
console.log(JSON.stringify(cases.slice(0, 80)));
console.log(Object.keys(keys).length, Object.keys(keys).slice(0, 40).join(" "));
console.log("round-trip failures:", bad);
