// `s += a * b` keeps s a Number: a * b (or a - b, -a, ~a, a++, a ** b,
// a % b, a << b, ...) is a Number or a BigInt, never a string, so `+`
// adds, and a BigInt beside a Number throws. Such an accumulator is a C
// double, and `s += a[i] * w[i]` over typed arrays or arrays is a fast
// path on the elements alone. What a program sees stays as in Node: the
// TypeError for a BigInt (with s unchanged), valueOf called once per
// operand and in order, NaN from holes and indexes past the end, -0.

function dot(a, w) {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * w[i];
  return s;
}

const f = new Float64Array([0.5, 1.5, -2.25, 4]);
const g = new Float64Array([2, -1, 0.5, 0.125]);
console.log("typed", dot(f, g), dot(g, f));
console.log("arrays", dot([1, 2, 3], [4, 5, 6]), dot([1, , 3], [1, 1, 1]), dot([1, 2, 3], [1, 1]));
console.log("strings", dot(["3", "4"], [2, "0.5"]), dot([" 7 ", ""], [1, 9]));

const log = [];
const obj = (name, v) => ({ valueOf() { log.push(name); return v; } });
console.log("valueOf", dot([obj("a0", 2), 3, obj("a2", 4)], [obj("w0", 5), obj("w1", 6), 7]), log.join(" "));

try {
  dot([1, 2n], [3, 4n]);
} catch (e) {
  console.log("bigint", e.constructor.name, e.message);
}
try {
  dot([1, obj("big", 2n)], [1, 1]);
} catch (e) {
  console.log("bigint valueOf", e.constructor.name, e.message);
}

// The other operators that give a Number or a BigInt.
function mix(xs) {
  let s = 0;
  let t = 1;
  for (let i = 0; i < xs.length; i++) {
    let x = xs[i];
    s += -x;
    s += ~x;
    s += x ** 2;
    s += x % 3;
    s += x << 1;
    s += x >> 1;
    s += x - 0.5;
    s += x++;
    s = s + x / 4;
    t = (x * 2) + t;
  }
  return [s, t];
}
console.log("mix", mix([1, 2.5, -3, "4", true, null]).join(" "));
try {
  mix([1, 5n]);
} catch (e) {
  console.log("mix bigint", e.message);
}

// -0 survives: -0 + (-0 * 1) is -0.
function negzero(xs) {
  let s = -0;
  for (let i = 0; i < xs.length; i++) s += xs[i] * 1;
  return s;
}
console.log("negzero", Object.is(negzero([-0, -0]), -0), Object.is(negzero([0, -0]), 0), Object.is(negzero([]), -0));

// A getter on an element: called once per read, its BigInt throws with s
// as it was.
{
  const a = [1, 2, 3];
  let s = 0;
  let reads = 0;
  Object.defineProperty(a, 1, { get() { reads++; return reads > 1 ? 1n : 2; } });
  for (let round = 0; round < 2; round++) {
    try {
      for (let i = 0; i < a.length; i++) s += a[i] * 10;
    } catch (e) {
      console.log("getter", round, s, reads, e.message);
    }
  }
}

// Module-level accumulators behave the same.
let total = 0;
const m = new Int32Array([3, -4, 5]);
for (let i = 0; i < 4; i++) total += m[i] * (i + 1);
console.log("module", total);
let total2 = 0;
for (let i = 0; i < 3; i++) total2 += m[i] * m[i];
console.log("module2", total2);
