// console.log and util.inspect of BigInts: plain, negative and large
// values, inside arrays, objects, Maps and Sets, wrapper objects, and the
// %s, %d, %i, %o format specifiers.
import util from "node:util";
console.log(1n, -2n, 2n ** 100n, 0n);
console.log([1n, -2n, 2n ** 70n], { a: 1n, b: { c: -3n } }, new Map([[1n, 2n ** 64n]]), new Set([5n]));
console.log(Object(1n), [Object(-2n)], { w: Object(2n ** 65n) });
const o = Object(7n);
o.extra = 1;
console.log(o);
console.log(util.inspect(123n), util.inspect([1n, 2n], { compact: false }), util.format("%s|%d|%i|%o", 4n, 5n, 6n, 7n));
console.log("%s and %d", 2n ** 64n, -3n);
console.log(Array.from({ length: 30 }, (_, i) => BigInt(i) ** 10n));
