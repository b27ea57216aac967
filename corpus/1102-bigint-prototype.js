// BigInt.prototype: toString with every radix, toLocaleString, valueOf,
// Symbol.toStringTag, the methods on wrapper objects, and their TypeErrors
// for other receivers.
const v = 2n ** 100n - 12345n;
for (let r = 2; r <= 36; r += 1) console.log(r, v.toString(r), (-v).toString(r), (35n).toString(r));
console.log((0n).toString(2), (-1n).toString(36), v.toString(), v.toString(undefined), (255n).toString(16.9));
console.log((1234567n).toLocaleString(), (-1234567890123456789n).toLocaleString(), (12n).toLocaleString(), (0n).toLocaleString());
console.log(Object(5n).valueOf() === 5n, typeof Object(5n).valueOf(), Object(5n).toString(2), Object.prototype.toString.call(5n));
console.log(BigInt.prototype[Symbol.toStringTag], Object.getOwnPropertyNames(BigInt.prototype));
for (const f of [() => (1n).toString(1), () => (1n).toString(37), () => BigInt.prototype.toString.call(1),
    () => BigInt.prototype.valueOf.call("1"), () => BigInt.prototype.toLocaleString.call({})]) {
    try { console.log(f()); } catch (e) { console.log(e.name + ": " + e.message); }
}
BigInt.prototype.double = function () { return this * 2n; };
console.log((21n).double(), (2n ** 70n).double());
