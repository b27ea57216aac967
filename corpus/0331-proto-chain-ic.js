// A get site remembers properties found up to four prototypes up, for
// several receiver shapes and prototype chains at once (methods of sibling
// classes, methods inherited from a grandparent, getters). Every change to
// any object on a recorded chain must be seen by the next read.

class Base {
  kind() { return "base"; }
  get label() { return "L:" + this.kind(); }
  who() { return "Base.who"; }
}
class Mid extends Base { kind() { return "mid"; } }
class A extends Mid { kind() { return "a"; } }
class B extends Mid { kind() { return "b"; } }
class C extends Base {}
class D extends A {}

const objs = [new A(), new B(), new C(), new D(), new Mid(), new Base()];
const read = (o) => o.who() + " " + o.kind() + " " + o.label;
const round = (tag) => console.log(tag, objs.map(read).join(" | "));

for (let i = 0; i < 3; i++) round("start" + i);

// A method added on an intermediate prototype shadows the grandparent's.
Mid.prototype.who = function () { return "Mid.who"; };
round("mid-who");
// Removed again: the lookup goes back to Base.
delete Mid.prototype.who;
round("deleted");
// Redefined on the grandparent as a getter returning a function.
Object.defineProperty(Base.prototype, "who", { get() { return () => "getter-who"; }, configurable: true });
round("getter");
// Back to a data property with another value.
Object.defineProperty(Base.prototype, "who", { value: function () { return "Base.who2"; }, configurable: true, writable: true });
round("data-again");
// The getter replaced by a plain value on one class's prototype.
Object.defineProperty(A.prototype, "label", { value: "fixed-A", configurable: true });
round("label-A");
// An own property on one instance shadows everything.
objs[1].kind = () => "own-b";
round("own");
// A chain changed in the middle: D now inherits from B.
Object.setPrototypeOf(D.prototype, B.prototype);
round("reparented");
// A prototype whose value at the same slot changes (same shape).
Base.prototype.who = function () { return "Base.who3"; };
round("same-shape");
// A prototype that goes to dictionary mode (many deletes).
for (let i = 0; i < 40; i++) Mid.prototype["k" + i] = i;
for (let i = 0; i < 40; i++) delete Mid.prototype["k" + i];
round("dict");
Mid.prototype.kind = function () { return "mid2"; };
round("dict-kind");

// A chain deeper than the cache follows: five levels.
class L1 { deep() { return "L1"; } }
class L2 extends L1 {}
class L3 extends L2 {}
class L4 extends L3 {}
class L5 extends L4 {}
class L6 extends L5 {}
const deep = [new L2(), new L3(), new L4(), new L5(), new L6()];
const readDeep = () => deep.map((o) => o.deep()).join(",");
for (let i = 0; i < 3; i++) console.log("deep", readDeep());
L4.prototype.deep = function () { return "L4"; };
console.log("deep", readDeep());
L1.prototype.deep = function () { return "L1b"; };
console.log("deep", readDeep());

// Receivers with one shape and different prototypes, more of them than the
// cache holds, read in turn.
const protos = [];
for (let i = 0; i < 7; i++) protos.push({ m() { return "p" + i; } });
const objsP = protos.map((p) => { const o = Object.create(p); o.x = 1; return o; });
let s = "";
for (let r = 0; r < 3; r++) for (const o of objsP) s += o.m();
console.log(s);
protos[3].m = function () { return "P3"; };
s = "";
for (const o of objsP) s += o.m();
console.log(s);

// Getters inherited two levels up see their receiver.
class G0 { get me() { return this.name; } }
class G1 extends G0 {}
class G2 extends G1 {}
const gs = [new G1(), new G2(), new G1()];
gs.forEach((g, i) => { g.name = "g" + i; });
for (let i = 0; i < 2; i++) console.log(gs.map((g) => g.me).join(","));
Object.defineProperty(G0.prototype, "me", { get() { return "none"; } });
console.log(gs.map((g) => g.me).join(","));

// A null-prototype object in the middle ends the chain.
const top = { t: "top" };
const mid = Object.create(top);
const lone = Object.create(null);
const kids = [Object.create(mid), Object.create(lone), Object.create(mid)];
for (let i = 0; i < 3; i++) console.log(kids.map((k) => String(k.t)).join(","));
Object.setPrototypeOf(lone, top);
console.log(kids.map((k) => String(k.t)).join(","));

// A Proxy as a prototype is asked every time.
let calls = 0;
const prox = new Proxy({}, { get(t, k, r) { calls++; return k === "pv" ? "from-proxy" : undefined; } });
const overProxy = [Object.create(Object.create(prox)), Object.create(prox)];
for (let i = 0; i < 3; i++) console.log(overProxy.map((o) => o.pv).join(","));
console.log("proxy calls", calls);
