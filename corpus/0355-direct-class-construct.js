// `new C(...)` of a class declaration that nothing assigns calls the
// constructor's C function directly (emit_expr.c, direct_class_ctor); a
// class without instance fields runs no field initialiser. Results and
// errors must be those of [[Construct]].

class Plain {
  constructor(a, b) { this.a = a; this.b = b; }
  sum() { return this.a + this.b; }
}
class Implicit {}
class WithFields { x = 1; #y = 2; get y() { return this.#y; } }
class PrivMethod { #m() { return "private"; } call() { return this.#m(); } }
class Base { constructor(n) { this.n = n; this.kind = new.target.name; } }
class Derived extends Base { extra = "field"; constructor(n) { super(n * 2); } }
class DerivedImplicit extends Base {}
class ReturnsObject { constructor() { return { replaced: true }; } }
class ReturnsPrimitive { constructor() { this.kept = 1; return 42; } }
class Static {
  static make() { return new Static(); } // the inner name: not direct
  constructor() { this.made = "static"; }
}

console.log(new Plain(1, 2).sum(), Object.keys(new Plain("x", "y")).join());
console.log(new Implicit() instanceof Implicit, Object.keys(new Implicit()).length);
const wf = new WithFields();
console.log(wf.x, wf.y, Object.keys(wf).join());
console.log(new PrivMethod().call());
const d = new Derived(5);
console.log(d.n, d.kind, d.extra, d instanceof Base, Object.keys(d).join());
const di = new DerivedImplicit(3);
console.log(di.n, di.kind);
console.log(JSON.stringify(new ReturnsObject()), JSON.stringify(new ReturnsPrimitive()));
console.log(Static.make().made);
console.log(new Plain(...[3, 4]).sum());

// Errors: the dead zone, a call without new, a throwing constructor.
try { new Later(); } catch (e) { console.log(e.constructor.name, e.message); }
class Later {}
try { Plain(1, 2); } catch (e) { console.log(e.constructor.name, e.message); }
class Throws { constructor(v) { if (v) throw new RangeError("bad " + v); this.ok = true; } }
try { new Throws("input"); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(new Throws(0).ok);

// A prototype replaced or extended after construction sites warmed.
for (let i = 0; i < 3; i++) new Plain(i, i);
Plain.prototype.sum = function () { return "replaced sum"; };
console.log(new Plain(1, 1).sum());
Object.defineProperty(Plain.prototype, "b", { set(v) { this._b = v * 100; }, get() { return this._b; }, configurable: true });
const p = new Plain(1, 2);
console.log(p.b, Object.keys(p).join());

// A class declared in a loop body: each iteration makes a new class.
const made = [];
for (let i = 0; i < 3; i++) {
  class Local { constructor() { this.i = i; } }
  made.push(new Local());
  console.log(made.length, made[0] instanceof Local);
}
console.log(made.map((o) => o.i).join());

// Many instances: the fast path under load.
let total = 0;
for (let i = 0; i < 10000; i++) total += new Plain(i, 1).a;
console.log(total);

// Derived constructors' results: undefined, an object, a primitive, and
// no super call at all.
class RetUndef extends Base { constructor() { super(1); return undefined; } }
class RetObj extends Base { constructor() { super(2); return { other: true }; } }
class RetPrim extends Base { constructor() { super(3); return 5; } }
class NoSuper extends Base { constructor() { } }
class SuperLater extends Base { constructor() { const f = () => super(4); f(); } }
console.log(new RetUndef().n, JSON.stringify(new RetObj()));
for (const C of [RetPrim, NoSuper]) {
  try { new C(); } catch (e) { console.log(C.name, e.constructor.name, e.message); }
}
console.log(new SuperLater().n);
// A constructor whose `this` a closure keeps.
class Keeps { constructor() { this.v = 1; this.get = () => this.v; } }
const k = new Keeps();
k.v = 9;
console.log(k.get());
