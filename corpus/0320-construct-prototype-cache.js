// `new C` reads C.prototype for the new object's [[Prototype]]; the runtime
// remembers where the last constructor kept it. Every way the prototype can
// change between two `new`s must still be seen.

function F() { this.a = 1; }
function G() { this.a = 2; }
const show = (o) => console.log(Object.getPrototypeOf(o) === F.prototype, Object.getPrototypeOf(o) === G.prototype,
  Object.getPrototypeOf(o) === Object.prototype, o.a, o.tag);

F.prototype.tag = "F1";
G.prototype.tag = "G1";
for (let i = 0; i < 3; i++) show(new F());
show(new G()); // same function shape, another function: its own prototype

// Reassigned: the new object gets the new prototype.
const p2 = { tag: "F2" };
F.prototype = p2;
show(new F());
console.log(Object.getPrototypeOf(new F()) === p2);

// A primitive prototype: the object inherits from Object.prototype.
F.prototype = 42;
show(new F());
F.prototype = null;
show(new F());
F.prototype = { tag: "F3" };
show(new F());

// Redefined as a non-writable data property with another value.
Object.defineProperty(F, "prototype", { value: { tag: "F4" }, writable: false });
show(new F());

// A function whose prototype is never read until `new`.
function H() {}
const h = new H();
console.log(Object.getPrototypeOf(h) === H.prototype, H.prototype.constructor === H);

// new.target from Reflect.construct: the prototype comes from newTarget.
function N() {}
N.prototype = { tag: "N" };
const r = Reflect.construct(F, [], N);
console.log(Object.getPrototypeOf(r) === N.prototype, r.tag, r.a);

// A bound function as newTarget and as constructor.
const B = F.bind(null);
console.log(Object.getPrototypeOf(new B()) === F.prototype);

// A proxy as newTarget whose get trap answers for "prototype".
const P = new Proxy(G, {
  get(t, k) {
    if (k === "prototype") { console.log("trap prototype"); return { tag: "proxy" }; }
    return Reflect.get(t, k);
  },
});
const pr = Reflect.construct(G, [], P);
console.log(pr.tag, pr.a);
console.log(new P().tag);

// Classes, derived classes, and a class whose prototype object gains keys.
class A { constructor() { this.k = "A"; } }
class D extends A { constructor() { super(); this.d = true; } }
A.prototype.hello = function () { return "hello " + this.k; };
const d = new D();
console.log(d.hello(), d.d, Object.getPrototypeOf(d) === D.prototype,
  Object.getPrototypeOf(Object.getPrototypeOf(d)) === A.prototype);
for (let i = 0; i < 3; i++) {
  const a = new A();
  console.log(a instanceof A, a instanceof D, a.hello());
}

// A getter on a function's own "prototype" cannot exist (non-configurable),
// but a prototype set through Object.setPrototypeOf on the function object
// changes nothing about C.prototype itself.
function S() {}
Object.setPrototypeOf(S, { prototype: { tag: "inherited" } });
console.log(new S().tag, Object.getPrototypeOf(new S()) === S.prototype);
