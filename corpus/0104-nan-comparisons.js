// Checks that every relational comparison with NaN is false, and NaN detection methods.
const n = NaN;
console.log(n < 1, n > 1, n <= 1, n >= 1, n == n, n != n);
console.log(1 < n, "a" < n, undefined < 1, undefined > 1, undefined == 0);
console.log(null < 1, null >= 0, null == 0, null > -1);
console.log(isNaN("abc"), Number.isNaN("abc"), isNaN(undefined), Number.isNaN(NaN));
console.log(0 / 0, Infinity - Infinity, Math.sqrt(-1), Number("x"), parseInt("q"));
console.log([NaN].includes(NaN), [NaN].indexOf(NaN));
console.log(Math.max(1, NaN), Math.min(), Math.max());
