// Module-level bindings that closures capture (C statics) in the entry
// module's top-level loops: the fast paths read them, and every write a
// closure makes — between iterations, or from a getter or valueOf in the
// middle of an expression — is seen exactly where Node sees it.

let k = 2;
const o = { x: 1, y: 0.5 };
const bump = () => { k += 1; };
const setK = (v) => { k = v; };
let acc = 0;
const log = [];
for (let i = 0; i < 8; i++) {
  acc += o.x * k + o.y;             // fast path over the static k and o
  o.x = o.x * 2 - k;
  if (i === 2) bump();
  if (i === 4) setK("3");           // a string: the guard fails, * converts
  if (i === 6) setK(-0);
  log.push(acc, o.x);
}
console.log(log.join(","));

// A getter that writes k while the expression runs: `o2.g * k` must read k
// after the getter ran.
let reads = 0;
const o2 = { get g() { k = 10 + reads++; return 1; }, h: 4 };
const out = [];
for (let i = 0; i < 3; i++) out.push(o2.g * k + o2.h);
console.log(out.join(" "), k);

// valueOf on the left operand writes the captured binding on the right.
let n = 1;
const v = { valueOf() { n = 100; return 1; } };
const w = { p: v, q: 2 };
let r = 0;
for (let i = 0; i < 2; i++) {
  r += w.p * n + w.q;
  w.p = i === 0 ? v : 5;
}
console.log(r, n);

// A closure that reads a static the loop writes, and one that writes it in
// a loop of its own.
let counter = 0;
const read = () => counter;
function spin(times) {
  for (let i = 0; i < times; i++) counter = counter + 0.25;
  return counter;
}
const seen = [];
for (let i = 0; i < 4; i++) {
  counter = counter * 2 + 1;
  seen.push(read(), spin(i));
}
console.log(seen.join(" "));

// A captured const object read in a function's loop and in the module's.
const grid = { w: 3, h: 4 };
function area() {
  let a = 0;
  for (let i = 0; i < 3; i++) a += grid.w * grid.h;
  return a;
}
let total = 0;
for (let i = 0; i < 3; i++) {
  total += grid.w * grid.h + area();
  grid.w += 0.5;
  if (i === 1) Object.defineProperty(grid, "h", { get() { return -0; } });
}
console.log(total, Object.is(grid.w * grid.h, -0));
