// Checks Number.prototype.toString with radixes, including negatives, fractions and invalid radix.
const n = 255;
console.log(n.toString(2), n.toString(8), n.toString(16), n.toString(36), n.toString(10));
console.log((-255).toString(16), (0).toString(2), (-0).toString(2));
console.log((0.5).toString(2), (0.1).toString(2), (3.75).toString(16), (-7.25).toString(8));
console.log((2 ** 53).toString(36), (1e21).toString(16), (123.456).toString(36));
console.log(NaN.toString(2), Infinity.toString(16), (-Infinity).toString(36));
for (const r of [1, 37, 0]) {
  try {
    console.log((10).toString(r));
  } catch (e) {
    console.log(e.name, e.message);
  }
}
console.log((35).toString(36).toUpperCase(), parseInt("zz", 36), (1e-7).toString(2).length);
