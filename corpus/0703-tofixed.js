// Checks Number.prototype.toFixed rounding, large values, negatives and invalid digits.
const vals = [0, 1.005, 1.45, 1.55, 2.5, -2.5, 0.000001, 123.456, 1e21, 1e20, -1.5e-7, 0.5, 1.25, 10.235];
for (const v of vals) {
  console.log(String(v).padEnd(8), v.toFixed(), v.toFixed(1), v.toFixed(2), v.toFixed(5));
}
console.log((1.23e-10).toFixed(20), (0.1).toFixed(20), (123.456).toFixed(100).length);
console.log(NaN.toFixed(2), Infinity.toFixed(1), (-0).toFixed(1), (-0.0001).toFixed(2));
try {
  (1).toFixed(101);
} catch (e) {
  console.log(e.name, e.message);
}
