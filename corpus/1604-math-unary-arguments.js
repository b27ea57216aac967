// Math's one-argument functions with a Number (the fast path) and with
// every other kind of argument (converted first, valueOf called once).
const args = [-0, 0, -0.5, 0.5, -1.5, 2.5, NaN, Infinity, -Infinity, 2 ** 53 + 2, -(2 ** 31) - 0.5,
  "3.7", "", " -2.2 ", "x", undefined, null, true, false, [], [4.5], {}];
const show = (v) => (Object.is(v, -0) ? "-0" : String(v));
for (const name of ["floor", "ceil", "round", "trunc", "abs", "sign", "sqrt", "fround"]) {
  console.log(name, args.map((a) => show(Math[name](a))).join(" "));
}
let calls = 0;
const obj = { valueOf() { calls++; return -7.25; } };
console.log(Math.floor(obj), Math.ceil(obj), Math.abs(obj), calls);
console.log(Math.floor(), Math.floor(1.9, "extra"), Math.floor.length, Math.floor.name);
try {
  Math.floor(Symbol("s"));
} catch (e) {
  console.log(e.constructor.name, e.message);
}
try {
  Math.floor(1n);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
