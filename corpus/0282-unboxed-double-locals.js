// Number locals kept in C doubles (the compiler's unboxing): -0, NaN,
// infinities, precision and every operator keep JavaScript's semantics,
// and the value is boxed where it escapes (calls, stores, returns).

function negZero() {
  let x = 0;
  x = -x;
  const y = x * -1;
  let z = 0;
  z *= -1;
  const w = -0 + 0;
  const v = -0 - 0;
  return [Object.is(x, -0), Object.is(y, 0), Object.is(z, -0), Object.is(w, 0), Object.is(v, -0), 1 / x];
}
console.log(negZero());

function nans() {
  let a = 0 / 0;
  let b = a + 1;
  const c = Infinity - Infinity;
  let d = 0;
  d = d / 0;
  const e = -1 / 0;
  return [a, b, c, d, e, a === a, b !== b, a < 1, a >= 1, Number.isNaN(b), [a].includes(NaN)];
}
console.log(nans());

function remainders() {
  let r = -4 % 2;
  let s = 5.5 % 2;
  let t = -7 % 3;
  let u = 7 % -3;
  let v = 1 % 0;
  let w = 2 ** 60 % 7;
  let x = -0 % 5;
  return [Object.is(r, -0), s, t, u, v, w, Object.is(x, -0), 10 ** -2, 2 ** 0.5];
}
console.log(remainders());

// An accumulator and a loop counter; the sum escapes into a string, an
// array and a call.
function sums(n) {
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    sum += i * 0.5;
    sq = sq + i * i;
  }
  const parts = [];
  parts.push(sum, sq);
  return `${sum}|${sq}|${parts}|${String(sum / 3)}`;
}
console.log(sums(10), sums(0), sums(2.5));

// Precision: 2^53 and beyond, tiny values, rounding of decimal fractions.
function precision() {
  let big = 2 ** 53;
  big = big + 1;
  let big2 = big + 2;
  let tiny = 5e-324;
  tiny = tiny / 2;
  let f = 0.1;
  f += 0.2;
  return [big, big2, tiny, f, f * 3, 1e21 + 1, -1e-7];
}
console.log(precision());

// ++ and -- in prefix and postfix, as values and statements.
function steps() {
  let i = 1.5;
  const a = i++;
  const b = ++i;
  const c = i--;
  const d = --i;
  i--;
  return [a, b, c, d, i];
}
console.log(steps());

// Compound assignments of every arithmetic kind.
function compounds() {
  let x = 10;
  x += 5; x -= 3; x *= 2; x /= 8; x %= 2; x **= 3;
  let y = 7;
  y <<= 2; y >>= 1; y |= 1; y &= 13; y ^= 6;
  let z = -1;
  z >>>= 28;
  return [x, y, z];
}
console.log(compounds());

// Comparisons between unboxed values and with other types.
function compares(p) {
  let a = 3;
  let b = 3.0;
  const lt = a < b, le = a <= b, eq = a === b, leq = a == "3", gt = a > p;
  return [lt, le, eq, leq, gt, a == null, a === undefined];
}
console.log(compares(2), compares("4"), compares({ valueOf: () => 1 }));

// A value that goes out and comes back: returns, objects, arrays, calls.
function escape() {
  let v = 1.25;
  const o = { v };
  o.w = v * 2;
  const arr = [v, v + 1];
  arr[v | 0] = v - 1;
  return [o, arr, Math.max(v, 2), typeof v];
}
console.log(escape());

// A read that sees a later assignment in the same expression.
function order() {
  let x = 1;
  const a = x + (x = 10);
  let y = 2;
  const b = (y = 5) * y;
  let z = 3;
  const c = z++ + z;
  return [a, x, b, c];
}
console.log(order());

// Top-level locals of the module are unboxed too.
let total = 0;
for (let k = 1; k <= 4; k++) total += k / 4;
console.log(total, -total, total % 1);

// A Number operand of || and ?? whose result is another type.
function logical(p) {
  let n = 0;
  n = n * 2;
  const q = p % 7;
  console.log(n || "n" + p, q || "q" + p, 0 || "zero" + p, (n - 1) && "m" + p, (q * 1) ?? "never");
}
logical(7);
logical(3);
