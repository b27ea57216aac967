// Checks Math.cbrt, sqrt and friends on exact and inexact inputs, printed with every digit.
const cubes = [-27, 27, 8, -8, 1000, 0.001, 2, 3, 10, 1e-300, 1e300, -0, 0, Infinity, -Infinity, NaN, 343, 12.5];
console.log(cubes.map((x) => Math.cbrt(x)));
console.log([2, 3, 0.5, 1e-10, 144].map(Math.sqrt));
console.log(Math.hypot(3, 4, 12), Math.hypot(-0), Math.hypot(NaN, Infinity), Math.sign(-0), Math.fround(5.5), Math.fround(5.05));
console.log(Math.trunc(-0.9), Math.round(-0.5), Math.round(2.4999999999999996), Math.abs(-0));
console.log(Math.max(), Math.min(), Math.max(NaN, 1), Math.clz32(1), Math.clz32(0), Math.clz32(-1), Math.imul(0xffffffff, 5), Math.imul(3, 4));
