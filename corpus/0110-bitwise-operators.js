// Checks bitwise operators on negative numbers, large numbers (ToInt32 wraparound) and non-integers.
console.log(5 & 3, 5 | 3, 5 ^ 3, ~5, ~-1, ~0);
console.log(-5 & 0xff, -1 | 0, -1 ^ 0xffff);
console.log(1 << 31, 1 << 32, 1 << 33, -1 << 31);
console.log(-16 >> 2, -16 >>> 2, -1 >>> 0, -1 >>> 31, 16 >> 33);
console.log(2 ** 32 + 5 | 0, 2 ** 31 | 0, 2 ** 53 | 0, 4294967295 & 1);
console.log(3.9 | 0, -3.9 | 0, ~~7.5, ~~-7.5, NaN | 0, Infinity | 0);
console.log("12" | 0, "0x10" & 0xff, null | 5, undefined | 5, [7] | 0);
console.log(0xdeadbeef | 0, 0xdeadbeef >>> 0, (0xdeadbeef >>> 0).toString(16));
