// `%` of integer-valued Numbers up to 2^63 in magnitude is an integer
// remainder; the result is exact (the remainder of two doubles is a
// double), keeps the dividend's sign, and is -0 for a negative dividend
// that divides evenly. Beyond 2^63, fractions, zero divisors, NaN and the
// infinities keep the floating-point remainder.
const big = [2 ** 53, 2 ** 53 + 2, 2 ** 60, 2 ** 62 + 2 ** 40, 2 ** 63 - 1024, 2 ** 63, 2 ** 64, 1e19, 1e300,
  -(2 ** 53), -(2 ** 60), -(2 ** 63 - 1024), -(2 ** 63), 9007199254740993, 4611686018427387904];
const div = [1, -1, 2, 3, 7, 10, 1103515245, 2147483648, 2 ** 53, 2 ** 60 + 2 ** 20, -(2 ** 61), 2 ** 63 - 2048,
  2 ** 63, 0.5, 1.5, 0, -0, NaN, Infinity, -Infinity];
const fmt = (v) => Object.is(v, -0) ? "-0" : String(v);
for (const x of big) console.log(fmt(x), div.map((y) => fmt(x % y)).join(" "));
for (const y of [3, -3, 2 ** 60]) console.log(fmt(-(2 ** 60) % 2 ** 30), fmt(0 % y), fmt(-0 % y), fmt(-(y * 4) % y));
// The generator of bench/cpu's graph: products past 2^53 reduced mod 2^31.
let x = 42, acc = 0;
for (let i = 0; i < 100000; i++) {
  x = (x * 1103515245 + 12345) % 2147483648;
  acc = (acc + (x % 1000)) % 1000000007;
}
console.log(x, acc);
function modIn(a, b) { return a % b; }
let s = 0;
for (let i = 1; i < 2000; i++) s += modIn(2 ** 62 + i * 2 ** 20, i * 7919 + 1) + modIn(-(2 ** 55) - i, i);
console.log(s);
