// Checks bitwise operators computed as C int32 (a Number on one side): ToInt32 of
// large, fractional, negative and special values, conversion order with valueOf,
// BigInt mixing errors, >>> above 2^31, shift counts, and int32 typed array indices.
let n = 0;
const vals = [0, -0, 1.9, -1.9, 2147483647, 2147483648, -2147483648, -2147483649,
  4294967295, 4294967296, 1e21, -1e21, 2 ** 53 + 2, NaN, Infinity, -Infinity, 0.5];
for (const v of vals) {
  const x = v;
  console.log(v, x | 0, x & 0xff, x ^ -1, ~x, x << 3, x >> 1, x >>> 0, x >>> 28, (x | 0) >>> 31);
}
for (let s = -33; s <= 65; s += 7) n = (n + (1 << s) + (-1 >>> s) + (-256 >> s)) | 0;
console.log("shifts", n);

// Operands that are not Numbers: ToNumeric in operand order, then the operator.
const log = [];
const obj = (name, v) => ({ valueOf() { log.push(name); return v; } });
let k = 5;
console.log(obj("a", 12) & k, k | obj("b", "3"), obj("c", true) ^ (k << 1), "7" >>> k, null | k, undefined ^ k);
console.log(log.join(","));
for (const bad of [10n, obj("big", 2n)]) {
  try {
    console.log(k & bad);
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
  try {
    console.log(bad >>> k);
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
}
try {
  console.log(({ valueOf() { throw new Error("from valueOf"); } }) | k);
} catch (e) {
  console.log("caught", e.message);
}
console.log(log.join(","));

// int32 results as typed array indices, stores and ordinary keys.
const t = new Int32Array(8), u = new Uint8Array(4);
for (let i = 0; i < 20; i++) t[(i * 3) & 7] += i;
console.log(Array.from(t).join(" "));
let h = -1;
for (let i = 0; i < 10; i++) h = t[(h ^ i) & 7] ^ (h >>> 8);
console.log("h", h, h >>> 0);
u[(h & 3) | 0] = 300;
console.log(u.join(" "), u[-1 | 0], u[(1 << 31) >> 31], t[k ^ 100]);
const arr = ["a", "b", "c"];
console.log(arr[k & 1], arr[k >> 1], arr[-1 >>> 31], ({ "-1": "neg" })[~0]);
console.log(typeof (k | 0), Object.is(-0 | 0, 0), Object.is(~-1, 0), 1 / (k & 0));
