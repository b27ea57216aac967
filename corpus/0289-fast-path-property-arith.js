// Arithmetic over property reads takes a fast path guarded by the property
// caches (compiler/emit_expr.c, "numeric fast paths"); every case where a
// guard fails must give what the ordinary code gives: a shape change in the
// middle of a loop, a deleted property, a getter, a string or BigInt field,
// a frozen object, -0, NaN, the dead zone and `this` in class methods.

function step(list, dt) {
  let out = [];
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    const d = p.x - p.y;
    p.x += dt * p.v;
    p.y -= d * p.v;
    p.v = p.x * 0.5 - d;
    out.push(String(d));
  }
  return out.join(",");
}

function make(x, y, v) { return { x, y, v }; }

// Shapes that change in the middle of the loop.
const pts = [make(1, 2, 3), make(4, 5, 6), make(-0, 0, 1), make(NaN, 1, 2), make(Infinity, Infinity, -1)];
for (let round = 0; round < 4; round++) {
  if (round === 1) pts[1].extra = 7;          // a new shape for one object
  if (round === 2) delete pts[0].v;             // a deleted property: dictionary shape
  if (round === 3) pts[2].x = "12";             // a string: concatenation in +=
  console.log(round, step(pts, 0.25));
  console.log(JSON.stringify(pts.map((p) => [p.x, p.y, p.v])));
}
console.log(Object.is(make(-0, 0, 1).x - 0, -0), Object.is(-0 - 0, -0));

// -0 through the fast path: -0 - 0 is -0, -0 + 0 is +0, 0 * -1 is -0.
function signs(o) {
  const a = o.z - 0, b = o.z + 0, c = o.one * -0, d = o.z * o.z;
  return [Object.is(a, -0), Object.is(b, 0), Object.is(c, -0), Object.is(d, 0)];
}
for (let i = 0; i < 3; i++) console.log(signs({ z: -0, one: 1 }).join(" "));

// A getter installed later on the prototype does not hide an own data
// property; one defined on the object itself does, in the middle of a loop.
class Vec {
  constructor(x, y) { this.x = x; this.y = y; }
  len2() { return this.x * this.x + this.y * this.y; }
  scale(k) { this.x *= k; this.y *= k; return this; }
}
const vs = [new Vec(3, 4), new Vec(1, 1)];
let calls = 0;
for (let i = 0; i < 6; i++) {
  if (i === 2) Object.defineProperty(Vec.prototype, "x", { get() { calls++; return 100; }, configurable: true });
  if (i === 4) Object.defineProperty(vs[1], "y", { get() { calls++; return 10; }, configurable: true });
  const v = vs[i % 2];
  console.log(i, v.len2(), calls);
}
try { vs[1].scale(2); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(vs[0].scale(0.5).len2());

// A BigInt field: the mixing TypeError, thrown by the ordinary code.
const mixed = [{ n: 1, m: 2 }, { n: 2n, m: 3 }];
for (const o of mixed) {
  try { console.log(o.n * o.m + 1); } catch (e) { console.log(e.constructor.name, e.message); }
}
const big = { n: 5n, m: 7n };
console.log(String(big.n * big.m + 1n));

// A frozen object: the store fails as in strict code, after the read.
const frozen = Object.freeze({ x: 1, y: 2 });
const live = { x: 1, y: 2 };
for (const o of [live, frozen, live]) {
  try { o.x += o.y * 2; console.log("ok", o.x); } catch (e) { console.log(e.constructor.name, e.message); }
}

// valueOf runs once per read, in order, when a field holds an object.
const log = [];
const obj = { a: 2, b: { valueOf() { log.push("b"); return 10; } } };
function f(o) { return o.a * o.b - o.a; }
console.log(f(obj), f({ a: 2, b: 3 }), f(obj), log.join(""));

// Unknown locals: a string and a number in turn.
function mix(a, b) { let s = a; return s * 2 + b; }
console.log(mix(3, 1), mix("4", 1), mix("x", 1), mix(undefined, 1));

// A missing property is undefined: NaN, not an error; on null, the TypeError.
const q = { x: 1 };
console.log(q.x + q.nope, q.x * 2);
try { const n = null; console.log(n.x + 1); } catch (e) { console.log(e.constructor.name, e.message); }

// The dead zone: the read throws before the fast path could use it.
function tdz() {
  try { return early.x + 1; } catch (e) { return e.constructor.name + ": " + e.message; }
  // eslint-disable-next-line no-unreachable
  const early = { x: 1 };
}
console.log(tdz());

// A property found on the prototype: the cache records the holder, which
// the fast path's guard never accepts; a change on the prototype is seen.
function twiceX(o) { return o.x * 2; }
const protoX = { x: 5 };
const kidA = Object.create(protoX), kidB = Object.create(protoX);
console.log(twiceX(kidA), twiceX(kidB), twiceX(kidA));
protoX.x = 7;
console.log(twiceX(kidA), twiceX(kidB));
kidB.x = 1;
console.log(twiceX(kidA), twiceX(kidB));
