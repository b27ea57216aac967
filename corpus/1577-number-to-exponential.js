// Number.prototype.toExponential with and without a digit count.
for (const x of [0, 1, 2.5, 1.5, 123.456, 0.1, 1e21, 1.7976931348623157e308, -0.00015])
  console.log(x, x.toExponential(), x.toExponential(0), x.toExponential(2), x.toExponential(20));
try { (1).toExponential(-1); } catch (e) { console.log(e.name, e.message); }
console.log(NaN.toExponential(-1), (-Infinity).toExponential());
