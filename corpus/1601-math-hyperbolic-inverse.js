// Math.asin, acos, sinh, cosh, tanh, expm1, log1p, atanh, asinh and acosh over a table of inputs.
// All but asin and acos agree with V8 to the last bit (sinh, cosh, asinh and acosh follow fdlibm,
// as V8 does); asin and acos are exact on the special values but may be one ulp off V8 elsewhere
// (docs/builtins.md), so their grid is printed to 15 significant digits.
const exact = ["sinh", "cosh", "tanh", "expm1", "log1p", "atanh", "asinh", "acosh"];
const near = ["asin", "acos"];
const special = [0, -0, 1, -1, 2, -2, 0.5, -0.5, Infinity, -Infinity, NaN, 1e-300, -1e-300, 5e-324,
  2 ** -28, -(2 ** -28), 2 ** -1022, 1 - 2 ** -53, -1 + 2 ** -53, 1 + 2 ** -52, 22, -22, 709, 710, -710,
  711, 1e300, -1e300, 0.1, -0.1, 0.3, 0.75, 0.9, -0.9, 1.5, 3, 10, 20, 2 ** 28, 2 ** 28 + 1, -3, 1e-10, 100];
const grid = [];
for (let i = -40; i <= 40; i++) grid.push(i / 16);
for (let i = 1; i <= 30; i++) grid.push(1 + i / 7, -(1 + i / 7), i * 1.37, i / 31);
for (const f of exact) {
  const rows = special.concat(grid).map((x) => `${f}(${x}) = ${Math[f](x)}`);
  console.log(rows.join("\n"));
}
for (const f of near) {
  const rows = special.map((x) => `${f}(${x}) = ${Math[f](x)}`);
  for (const x of grid) rows.push(`${f}(${x}) ~ ${Math[f](x).toPrecision(15)}`);
  console.log(rows.join("\n"));
}
// Arguments go through ToNumber, once.
let calls = 0;
const v = { valueOf() { calls++; return 0.5; } };
console.log(Math.asin(v), Math.atanh("0.5"), Math.acosh([2]), Math.expm1(null), Math.log1p(), calls);
