// Checks Math functions on ordinary and edge inputs (rounding of halves, negatives, NaN).
console.log(Math.round(2.5), Math.round(-2.5), Math.round(-2.6), Math.round(0.49999999999999994), Math.round(-0.5));
console.log(Math.floor(-1.5), Math.ceil(-1.5), Math.trunc(-1.5), Math.floor(1.5), Math.ceil(1.2), Math.trunc(9.99));
console.log(Math.abs(-3), Math.abs("-2"), Math.abs(null), Math.abs([]), Math.abs({}), Math.sign(-3), Math.sign(0));
console.log(Math.max(1, "5", 3), Math.min(-0, 0), Math.max(-0, 0), Math.min(1, undefined));
console.log(Math.pow(2, 10), Math.pow(-8, 1 / 3), Math.sqrt(2), Math.cbrt(-27), Math.hypot(3, 4), Math.hypot());
console.log(Math.log(Math.E), Math.log2(8), Math.log10(1000), Math.exp(1), Math.log(0), Math.log(-1));
console.log(Math.sin(0), Math.cos(Math.PI), Math.tan(0), Math.atan(1) * 4, Math.atan2(1, 1), Math.atan2(-0, -1));
console.log(Math.PI, Math.E, Math.sin(Math.PI), Math.cos(Math.PI / 2));
console.log(typeof Math, String(Math));
