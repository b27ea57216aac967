// % on integer-valued numbers: the dividend's sign, -0, zero divisors, and non-integers.
const pairs = [[7, 3], [-7, 3], [7, -3], [-7, -3], [-4, 2], [4, -2], [0, 5], [-0, 5], [5, 0], [-5, 0], [0, 0],
  [2 ** 53, 3], [-(2 ** 53), 7], [2 ** 31, 2 ** 31 - 1], [1e300, 7], [5.5, 2], [-5.5, 2], [5, 2.5], [Infinity, 2],
  [3, Infinity], [-3, -Infinity], [NaN, 2], [2, NaN], [4294967296, 4294967295]];
for (const [a, b] of pairs) {
  const r = a % b;
  console.log(a, b, Object.is(r, -0) ? "-0" : r);
}
let h = 0;
for (let i = 0; i < 1000; i++) h = (h * 31 + i) % 65521;
console.log(h);
