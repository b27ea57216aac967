// Top-level loops of an entry module take the numeric fast paths
// (compiler/emit_expr.c, fast_allowed): each failing guard must give what
// the ordinary code gives — a shape change in the middle of a loop, a
// getter, a string or BigInt field, -0, NaN, int32 overflow, the dead zone
// of a later const, and Math replaced in the middle of a loop.

const p = { x: 1, y: 2, v: 0.5 };
let acc = 0;
const seen = [];
for (let i = 0; i < 12; i++) {
  p.x += i * p.v;
  p.y -= p.x * 0.25;
  acc = acc + p.x * p.y - i;
  if (i === 4) p.extra = 1;            // a new shape mid-loop
  if (i === 7) delete p.extra;
  if (i === 9) p.v = "2";              // a string: + concatenates from here
  seen.push(typeof p.x === "string" ? p.x.length : Math.round(p.x * 1000) / 1000);
}
console.log(seen.join(" "));
console.log(typeof acc, String(acc).slice(0, 24));

// A getter in place of a data property: the ordinary code calls it.
let calls = 0;
const g = { get x() { calls++; return calls * 2; }, y: 3 };
let gs = 0;
for (let i = 0; i < 5; i++) gs += g.x * g.y;
console.log(gs, calls);

// BigInt fields: the guard fails and the ordinary code throws a TypeError.
const b = { n: 1n };
for (let i = 0; i < 3; i++) {
  try {
    b.n = b.n * 2 + 1;
  } catch (e) {
    console.log(i, e.constructor.name, e.message);
    b.n = b.n * 2n + 1n;
  }
}
console.log(b.n);

// -0 and NaN through property reads.
const z = { neg: -0, nan: NaN, one: 1 };
const zs = [];
for (let i = 0; i < 3; i++) {
  const r = z.neg * z.one;
  const q = z.one / z.neg;
  zs.push(Object.is(r, -0), q, z.nan < z.one, z.nan > z.one, z.nan === z.nan, z.one % z.neg);
  z.neg = z.neg - 0;
}
console.log(zs.join(","));

// int32 overflow: properties and locals of unknown type leave int32 range.
const w = { n: 2147483600 };
let u = 2147483600;
u = u + (u === 1 ? "" : 0);          // u's type is unknown to the compiler
for (let i = 0; i < 3; i++) {
  w.n += 20;
  u = u + 20;
  u = u * 1;
}
console.log(w.n, u, w.n * 65536 * 65536, (w.n | 0), -w.n % 7);

// A const declared after the loop: reading it in the loop is a TDZ error,
// whatever path the arithmetic takes.
for (let i = 0; i < 2; i++) {
  try {
    acc = later.x + i;
  } catch (e) {
    console.log(i, e.name, e.message);
  }
}
const later = { x: 40 };
for (let i = 0; i < 2; i++) acc = later.x + i;
console.log(acc);

// Math.sqrt replaced in the middle of a loop.
const m = { x: 16 };
const roots = [];
const realSqrt = Math.sqrt;
for (let i = 0; i < 4; i++) {
  if (i === 2) Math.sqrt = (v) => -v;
  roots.push(Math.sqrt(m.x) + 1);
}
Math.sqrt = realSqrt;
console.log(roots.join(" "));

// Locals named like the emitter's own statics (ic[], gs[], ls0, ts1, re2).
function names(x) {
  let gs = 0, ic = 1, ls0 = 2, ts1 = 3, re2 = 4;
  for (let i = 0; i < 3; i++) gs += Math.sqrt(x.v) + ic + ls0 + ts1 + re2 + `${i}`.length;
  return gs;
}
let ls1 = 0, ic = 0.5;
for (let i = 0; i < 3; i++) ls1 += Math.sqrt(m.x) * ic;
console.log(names({ v: 4 }), ls1, /a+/.test("caab"));
