// Number.prototype.toPrecision: fixed or exponential, V8's rounding.
for (const x of [0, -0, 1, 2.5, 0.5, 123.456, 0.000001234, 1e21, 99.99, -1.5e-7, 5e-324, 123456789])
  console.log(x, x.toPrecision(1), x.toPrecision(3), x.toPrecision(8));
console.log((123.456).toPrecision(), NaN.toPrecision(2), Infinity.toPrecision(200));
for (const p of [0, 101]) {
  try { (1).toPrecision(p); } catch (e) { console.log(e.name, e.message); }
}
