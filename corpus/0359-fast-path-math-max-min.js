// Math.max(a, b) and Math.min(a, b) inside numeric fast paths: computed in
// C while `Math.max` is the built-in and both operands are Numbers, with
// JavaScript's NaN and signed-zero rules; anything else takes the call.
function clamp(x, lo, hi) { return Math.min(Math.max(x, lo), hi); }
function show(x) { return Object.is(x, -0) ? "-0" : String(x); }
const pairs = [[1, 2], [2, 1], [-1, -2], [0, -0], [-0, 0], [-0, -0], [0, 0], [NaN, 1], [1, NaN],
               [Infinity, -Infinity], [-Infinity, 5], [1.5, 1.25], [2 ** 53, 2 ** 53 + 2]];
const out = [];
for (let i = 0; i < pairs.length; i++) {
  const a = pairs[i][0], b = pairs[i][1];
  out.push(show(Math.max(a, b)) + "/" + show(Math.min(a, b)) + "/" + show(Math.max(a, b) - Math.min(a, b)));
}
console.log(out.join(" "));

// Loop bounds over two arrays' lengths.
function addDigits(a, b) {
  const r = [];
  let carry = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const v = (a[i] || 0) + (b[i] || 0) + carry;
    r.push(v % 10);
    carry = v >= 10 ? 1 : 0;
  }
  if (carry) r.push(carry);
  return r.join("");
}
console.log(addDigits([9, 9, 9], [1]), addDigits([1], [2, 3, 4, 5]), addDigits([], []));

// Operands that are not Numbers: strings, booleans, null, undefined,
// objects with valueOf (called once each), BigInt (throws).
let calls = 0;
const v = { valueOf() { calls++; return 4; } };
const mixed = [["3", 2], [true, 0.5], [null, -1], [undefined, 1], [v, 3], [2, v], [[], 1], [[7], 1]];
const res = [];
for (let i = 0; i < mixed.length; i++) res.push(show(clamp(mixed[i][0], mixed[i][1], 10)));
console.log(res.join(" "), "valueOf calls", calls);
try {
  let s = 0;
  for (let i = 0; i < 2; i++) s += Math.max(i, 1n);
  console.log(s);
} catch (e) { console.log(e.name + ": " + e.message); }

// Other arities and spreads take the ordinary call.
const arities = [];
for (let i = 0; i < 2; i++) {
  arities.push(Math.max(), Math.min(), Math.max(i), Math.min(i, 5, -3), Math.max(...[i, 9]), Math.max(i, 2, NaN));
}
console.log(arities.map(show).join(","));

// A run of numeric statements with max and min of properties.
const box = { x: 5, y: -2, lo: 0, hi: 3, n: 0 };
for (let i = 0; i < 4; i++) {
  box.x = Math.min(Math.max(box.x - 2, box.lo), box.hi);
  box.y = Math.max(box.y + 1, box.lo) * 2;
  box.n += Math.min(box.x, box.y);
}
console.log(box.x, box.y, box.n);

// Math.max replaced, on Math and then Math itself, mid-loop.
const seen = [];
const saved = Math.max;
for (let i = 0; i < 4; i++) {
  if (i === 1) Math.max = (a, b) => a * 100 + b;
  if (i === 2) Math.max = saved;
  seen.push(Math.max(i, 2) + 0);
}
const savedMath = Math;
globalThis.Math = { max: () => -1, min: () => -2 };
seen.push(clamp(5, 0, 3));
globalThis.Math = savedMath;
seen.push(clamp(5, 0, 3));
console.log(seen.join(","));

// A getter on Math for min, and a deleted max.
const desc = Object.getOwnPropertyDescriptor(Math, "min");
Object.defineProperty(Math, "min", { get() { seen.length = 0; return (a, b) => a - b; }, configurable: true });
const g = [];
for (let i = 0; i < 2; i++) g.push(Math.min(10, i));
Object.defineProperty(Math, "min", desc);
delete Math.max;
try { for (let i = 0; i < 1; i++) g.push(Math.max(1, 2)); } catch (e) { g.push(e.name); }
Math.max = saved;
console.log(g.join(","), clamp(-3, 0, 3));
