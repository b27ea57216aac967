// Property adds through a set site's cache (an add cached as old shape ->
// new shape + slot): the same site sees objects whose state makes the
// cached add wrong, and must fall back to the full [[Set]].

function init(o, a, b) {
  o.x = a; // the cached adds under test
  o.y = b;
  return o;
}

const log = (label, o) => console.log(label, JSON.stringify(o), Object.keys(o).join(","));

// Warm the sites, then objects built in another order share no shape.
for (let i = 0; i < 4; i++) log("warm", init({}, i, i * 2));
const yx = { y: "first" };
log("y first", init(yx, 1, 2));
const z = { z: 0 };
log("z first", init(z, 3, 4));

// A frozen, a sealed and a non-extensible object: strict code throws.
for (const [name, make] of [["frozen", Object.freeze], ["sealed", Object.seal], ["nonext", Object.preventExtensions]]) {
  const o = make({});
  try { init(o, 1, 2); console.log(name, "no throw"); } catch (e) { console.log(name, e.constructor.name, e.message); }
  log(name, o);
}
// Made non-extensible after it has x: the add of y alone is refused.
const half = { x: 0 };
Object.preventExtensions(half);
try { init(half, 5, 6); } catch (e) { console.log("half", e.message); }
log("half", half);

// A setter for y on Object.prototype, added after the sites warmed.
for (let i = 0; i < 3; i++) init({}, i, i);
Object.defineProperty(Object.prototype, "y", {
  set(v) { console.log("setter y", v); },
  get() { return "got y"; },
  configurable: true,
});
const s = init({}, 7, 8);
log("setter", s);
console.log(s.y, Object.hasOwn(s, "y"));
delete Object.prototype.y;
log("after delete", init({}, 9, 10));

// A read-only y on a prototype: the add is refused (strict: TypeError).
const ro = Object.create(Object.defineProperty({}, "y", { value: "ro", writable: false }));
try { init(ro, 1, 2); } catch (e) { console.log("readonly", e.constructor.name, e.message); }
log("readonly", ro);
console.log(ro.y);

// The same site with an object whose prototype differs.
const proto = { p: 1 };
const child = Object.create(proto);
log("other proto", init(child, 11, 12));
proto.y = "on proto";
log("proto gained y", init(Object.create(proto), 13, 14));

// Array and proxy receivers.
const arr = init([1, 2], "ax", "ay");
console.log("array", arr.x, arr.y, arr.length, Object.keys(arr).join(","));
const seen = [];
const px = init(new Proxy({}, { set(t, k, v) { seen.push(k); t[k] = v; return true; } }), 15, 16);
console.log("proxy", seen.join(","), px.x, px.y);

// Delete then re-add: the object leaves the shared shapes.
const d = init({}, 17, 18);
delete d.x;
log("deleted x", d);
init(d, 19, 20);
log("re-added", d);
for (let i = 0; i < 3; i++) log("after", init({}, i, -i));

// Many objects through the warm sites, then a check of every one.
const many = [];
for (let i = 0; i < 1000; i++) many.push(init({}, i, i + 1));
console.log(many.every((o, i) => o.x === i && o.y === i + 1 && Object.keys(o).join() === "x,y"));

// A class constructor's adds (this.a = ...) on instances of a subclass
// with a field, and on a frozen instance made by a subclass.
class P { constructor(a) { this.a = a; this.b = a + 1; } }
class Q extends P { c = 3; }
class R extends P { constructor() { super(0); Object.freeze(this); } }
for (let i = 0; i < 3; i++) log("P", new P(i));
log("Q", new Q(5));
const r = new R();
try { r.a = 9; } catch (e) { console.log("frozen instance", e.message); }
log("R", r);
