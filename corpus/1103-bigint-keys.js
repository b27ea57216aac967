// BigInts as Map and Set keys and in searches: SameValueZero compares by
// value, so equal large BigInts made separately are one key; 1n and 1 are
// different keys; includes, indexOf and Object.is agree.
const m = new Map();
m.set(2n ** 80n, "big");
m.set(1n, "one-bigint");
m.set(1, "one-number");
m.set(-(2n ** 80n), "neg");
console.log(m.get(2n ** 40n * 2n ** 40n), m.get(1n), m.get(1), m.get(-(2n ** 79n) * 2n), m.size, m.has(2n ** 80n + 1n));
m.delete(2n ** 80n);
console.log([...m.keys()], m.has(2n ** 80n));
const s = new Set([3n, 3n, 2n ** 64n, 2n ** 64n, 18446744073709551616n, 3]);
console.log(s.size, [...s], s.has(2n ** 32n * 2n ** 32n));
const arr = [1n, 2n ** 70n, -5n];
console.log(arr.includes(2n ** 70n), arr.indexOf(2n ** 70n), arr.indexOf(-5n), arr.includes(1), arr.lastIndexOf(1n));
console.log(Object.is(2n ** 70n, 2n ** 70n), Object.is(0n, -0n), arr.find((x) => x > 100n), arr.filter((x) => x < 0n));
