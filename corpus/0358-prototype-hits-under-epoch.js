// Methods that sibling classes inherit from a grandparent, read at one site
// (`t.runnable()` over Worker, Handler and Idle tasks): a site's prototype
// hit is taken on the receiver's shape and [[Prototype]] alone while no
// prototype anywhere has changed its keys, its own prototype or been freed.
// Every such change must be seen at once by the next read.
class Base {
  kind() { return "base"; }
  get tag() { return "tag:" + this.constructor.name; }
}
class Mid extends Base {}
class A extends Mid {}
class B extends Mid {}
class C extends Base {}
function kinds(xs) {
  const out = [];
  for (const x of xs) out.push(x.kind() + "/" + x.tag);
  return out.join(" ");
}
const xs = [new A(), new B(), new C(), new A(), new B()];
console.log("first", kinds(xs));
console.log("again", kinds(xs));

// A new value in the grandparent's slot: no key changes, the slot is read.
const baseKind = Base.prototype.kind;
Base.prototype.kind = function () { return "base2"; };
console.log("value", kinds(xs));
Base.prototype.kind = baseKind;

// A shadowing method on the middle prototype, then deleted.
Mid.prototype.kind = function () { return "mid"; };
console.log("shadow", kinds(xs));
delete Mid.prototype.kind;
console.log("unshadow", kinds(xs));

// The middle prototype's own prototype replaced, then put back.
class Other { kind() { return "other"; } get tag() { return "other-tag"; } }
Object.setPrototypeOf(Mid.prototype, Other.prototype);
console.log("reparent", kinds(xs));
Object.setPrototypeOf(Mid.prototype, Base.prototype);
console.log("restore", kinds(xs));

// The getter turned into a data property, and a new getter.
Object.defineProperty(Base.prototype, "tag", { value: "data-tag", configurable: true, writable: true });
console.log("data", kinds(xs));
Object.defineProperty(Base.prototype, "tag", { get() { return "getter2"; }, configurable: true });
console.log("getter", kinds(xs));

// A receiver whose own property shadows, and one without a prototype chain.
const own = new A();
own.kind = () => "own";
console.log("own", kinds([own, xs[0]]));

// Prototypes made and dropped in a loop, with different shapes: each
// object's prototype may be born where the last one died.
function make(i) {
  const p = i % 3 === 0 ? { m() { return "p0"; } }
    : i % 3 === 1 ? { a: 1, b: 2, c: 3, m() { return "p1:" + this.a; } }
    : { z: 1, get m() { return () => "p2"; } };
  return Object.create(p);
}
const seen = [];
for (let i = 0; i < 30; i++) {
  const o = make(i);
  seen.push(o.m());
}
console.log("made", seen.join(","));

// Two levels of fresh prototypes.
const deep = [];
for (let i = 0; i < 12; i++) {
  const top = i % 2 ? { f() { return "t1"; }, pad: 1 } : { f() { return "t0"; } };
  const mid = Object.create(top);
  if (i % 4 === 0) mid.f = () => "midf";
  deep.push(Object.create(mid).f());
}
console.log("deep", deep.join(","));

// A prototype frozen mid-way (reflagged keys) and an inherited accessor.
class P { get v() { return 7; } }
class Q extends P {}
class R extends P {}
const qs = [new Q(), new R()];
const vs = [];
for (let i = 0; i < 4; i++) {
  if (i === 2) Object.freeze(P.prototype);
  for (const q of qs) vs.push(q.v);
}
console.log("frozen", vs.join(","));
