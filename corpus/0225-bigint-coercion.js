// Converting BigInts: String, templates and concatenation, Number(),
// Boolean and truthiness, objects whose valueOf returns a BigInt, and
// BigInts as property keys.
const v = -12345678901234567890n;
console.log(String(v), `${v}|${0n}`, "" + 2n ** 70n, [1n, -2n].join("/"), String(Object(9n)));
console.log(Number(v), Number(2n ** 53n + 1n), Number(2n ** 53n + 3n), Number(2n ** 1024n), Number(-(2n ** 1024n)), parseInt(15n), parseFloat(3n));
console.log(Boolean(0n), Boolean(1n), !0n, !!(2n ** 80n), 0n ? "t" : "f", 0n || "fallback", 3n && "and");
const obj = { valueOf() { return 40n; }, toString() { return "obj"; } };
console.log(obj + 2n, obj * 2n, obj > 39n, obj == 40n, `${obj}`, -obj, ~obj);
const o2 = {};
o2[1n] = "one";
o2[2n ** 64n] = "big";
console.log(Object.keys(o2), o2["1"], o2[18446744073709551616n], 1n in o2, { 5n: "x" });
let n = 10n;
n **= 3n; n -= 1n; n %= 7n; n <<= 4n; n |= 1n;
console.log(n);
