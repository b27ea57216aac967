// Cached property adds taken inline by the generated code (scr.h,
// scr__set_ic_hit): each guard of the inline add is broken in turn at a
// warm site, in sloppy code, where a refused add does nothing.

function init(o, a, b) {
  o.x = a;
  o.y = b;
  return o;
}
const show = (label, o) => console.log(label, JSON.stringify(o), Object.keys(o).join(","));
for (let i = 0; i < 4; i++) show("warm", init({}, i, -i));

// Refused adds in sloppy code: no throw, nothing added.
for (const [name, make] of [["frozen", Object.freeze], ["sealed", Object.seal], ["nonext", Object.preventExtensions]]) {
  const o = make({});
  init(o, 1, 2);
  show(name, o);
}
const half = { x: 0 };
Object.preventExtensions(half);
init(half, 5, 6);
show("half", half);

// An object that is already some object's prototype gets the adds: its
// heirs see them, and a later add to an heir shadows them.
const base = {};
const heir = Object.create(base);
init(base, "bx", "by");
console.log("heir reads", heir.x, heir.y, Object.keys(heir).length);
init(heir, "hx", "hy");
console.log("heir own", heir.x, heir.y, base.x, base.y);
for (let i = 0; i < 3; i++) {
  const p = {};
  const kids = [Object.create(p), Object.create(p)];
  init(p, i, i * 10);
  console.log("fresh proto", i, kids.map((k) => k.x + k.y).join(","));
}

// A prototype swapped between the adds.
const other = { y: "inherited" };
const swap = {};
swap.x = 1;
Object.setPrototypeOf(swap, other);
init(swap, 2, 3);
show("swapped", swap);

// More properties than the object carries inline: the slots grow.
class Wide {
  constructor(n) {
    this.a = n; this.b = n + 1; this.c = n + 2; this.d = n + 3;
    this.e = n + 4; this.f = n + 5; this.g = n + 6; this.h = n + 7; this.i = n + 8;
  }
}
let sum = 0;
for (let i = 0; i < 200; i++) {
  const w = new Wide(i);
  sum += w.a + w.e + w.i;
  if (i === 199) show("wide", w);
}
console.log("wide sum", sum);

// A setter appears on the prototype between constructions, then goes.
class Point { constructor(x, y) { this.x = x; this.y = y; } }
for (let i = 0; i < 3; i++) show("point", new Point(i, i));
Object.defineProperty(Point.prototype, "y", { set(v) { console.log("setter y", v); }, configurable: true });
const p1 = new Point(7, 8);
show("with setter", p1);
delete Point.prototype.y;
show("setter gone", new Point(9, 10));
Object.defineProperty(Point.prototype, "x", { value: "ro", writable: false, configurable: true });
// Class code is strict: the refused add throws.
try { new Point(11, 12); } catch (e) { console.log("read-only x", e.constructor.name, e.message); }
delete Point.prototype.x;

// Transitions whose objects all died: the site makes them again.
function tag(o, v) { o.t = v; return o; }
for (let round = 0; round < 3; round++) {
  let n = 0;
  for (let i = 0; i < 100; i++) {
    const o = {};
    o["k" + i] = i; // a hundred different shapes, more than are kept
    tag(o, round);
    n += o.t === round && Object.keys(o)[1] === "t" ? 1 : 0;
  }
  console.log("round", round, n);
}

// The global object: adds through a warm site, then reads by name.
function setGlobal(g, v) { g.scrInlineAddA = v; g.scrInlineAddB = v * 2; }
for (let i = 0; i < 3; i++) setGlobal({}, i);
setGlobal(globalThis, 21);
console.log("global", scrInlineAddA, scrInlineAddB, typeof globalThis.scrInlineAddA);
scrInlineAddA = 5;
console.log("global again", globalThis.scrInlineAddA);

// Functions and arrays as receivers of the same adds.
function fn() {}
init(fn, "fx", "fy");
console.log("function", fn.x, fn.y, Object.keys(fn).join(","));
const arr = init([3], "ax", "ay");
console.log("array", arr.x, arr.y, arr.length);

// A strict function's add on a frozen object still throws.
function strictInit(o) { "use strict"; o.x = 1; o.y = 2; return o; }
for (let i = 0; i < 3; i++) strictInit({});
try { strictInit(Object.freeze({})); } catch (e) { console.log("strict", e.constructor.name, e.message); }
