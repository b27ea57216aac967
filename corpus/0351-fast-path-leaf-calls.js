// A direct call of a numeric leaf (a function over its own Numbers that
// neither throws nor calls, reached only by calls passing Numbers) inside a
// numeric fast path goes straight to its C entry, among the fast path's
// guarded reads. Each case makes the guard fail part way, or keeps a call
// out (a spread, an effect, a function assigned later), and checks -0, NaN
// and Infinity through the calls.
function A(i, j) { return 1 / (((i + j) * (i + j + 1)) / 2 + i + 1); }
function lerp(a, b, t) { return a + (b - a) * t; }
function neg(x) { return -x; }
function trunc32(a, b) { return (a * b) | 0; }

const v = [1, 2, 3, 4];
const row = [];
for (let i = 0; i < 4; i++) {
  let s = 0;
  for (let j = 0; j < 4; j++) s += A(i, j) * v[j];
  row.push(s.toFixed(12));
}
console.log("A", row.join(" "));

// The element stops being a Number part way: the ordinary code runs,
// evaluating the call before the read, as the language orders them.
const mixed = [2, 3, "4", 5];
const order = [];
Object.defineProperty(mixed, 3, { get() { order.push("get"); return 6; } });
let t = 0;
for (let j = 0; j < 4; j++) t += A(j, 2) * mixed[j];
console.log("mixed", t, order.join(","));

// -0, NaN and Infinity through the C entries.
const objs = [{ x: 2 }, { x: NaN }, { x: Infinity }, { x: -1e308 }];
const outs = [];
let z = -0, inf = Infinity, nan = NaN;
for (let k = 0; k < objs.length; k++) {
  const o = objs[k];
  const r = neg(z) * o.x;
  const w = lerp(inf, k, 0) + o.x;
  const q = trunc32(k * 1e9, 3) + o.x;
  const n = neg(nan) + o.x;
  outs.push(Object.is(r, -0) ? "-0" : String(r), w, q, n);
}
console.log("special", outs.join(","));

// In a fast region, with the shape changing on the last pass.
const p = { a: 1, b: 2 };
for (let i = 0; i < 3; i++) {
  p.a += A(i, 1) * p.b;
  p.b -= trunc32(i, 3) * p.a;
  if (i === 1) p.c = 0;
}
console.log("region", p.a, p.b);

// Kept out: a spread, a function with an effect, a function assigned
// later; their results are the same.
function A2(i, j) { return i * 10 + j; }
let calls = 0;
function counted(x) { calls++; return x * 2; }
function twice(x) { return x + 1; }
const arr = [1, 2, 3];
let u = 0;
for (let i = 0; i < 3; i++) {
  u += A2(...[i, 1]) * arr[i] + counted(i) * arr[i] + twice(i) * arr[i];
  if (i === 1) twice = (x) => x * 100;
}
console.log("kept out", u, calls);
