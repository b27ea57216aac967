// A class constructor whose body begins with `this.name = param` stores
// gives later instances the recorded shape in one step (scr.h,
// ScrCtorInit). Each case builds instances before and after something
// that must send the stores back through [[Set]]: the first instance
// records the shape, the second takes it, the third comes after the change.

const show = (o) => JSON.stringify(o) + " " + Object.keys(o).join(",");

class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
    this.tag = "p";
    this.on = true;
    this.none = null;
    this.n = 1.5;
  }
}
for (let i = 0; i < 3; i++) console.log("plain", show(new Point(i, -i)));
console.log("missing argument", show(new Point(7)));

// A setter that appears on the prototype after the shape was recorded.
class A {
  constructor(x) {
    this.x = x;
    this.y = 2;
  }
}
console.log("A before", show(new A(1)), show(new A(2)));
Object.defineProperty(A.prototype, "x", {
  set(v) { console.log("  A setter saw", v); },
  configurable: true,
});
const a3 = new A(3);
console.log("A with setter", show(a3), "own x:", Object.hasOwn(a3, "x"));
delete A.prototype.x;
console.log("A after delete", show(new A(4)), show(new A(5)));

// A setter on Object.prototype, added late, for the second key.
class B {
  constructor(u, v) {
    this.u = u;
    this.v = v;
  }
}
console.log("B before", show(new B(1, 2)), show(new B(3, 4)));
Object.defineProperty(Object.prototype, "v", {
  set(x) { console.log("  Object.prototype setter saw", x); },
  configurable: true,
});
console.log("B with setter", show(new B(5, 6)));
delete Object.prototype.v;
console.log("B after delete", show(new B(7, 8)));

// A read-only property and a getter without a setter: strict code throws.
class C {
  constructor(x) {
    this.x = x;
  }
}
console.log("C before", show(new C(1)), show(new C(2)));
Object.defineProperty(C.prototype, "x", { value: 0, writable: false, configurable: true });
try {
  new C(3);
} catch (e) {
  console.log("C read-only:", e.constructor.name, e.message);
}
Object.defineProperty(C.prototype, "x", { get() { return 9; }, configurable: true });
try {
  new C(4);
} catch (e) {
  console.log("C getter only:", e.constructor.name, e.message);
}
delete C.prototype.x;
console.log("C after delete", show(new C(5)));

// A proxy put into the prototype chain after the shape was recorded.
class D {
  constructor(k) {
    this.k = k;
  }
}
console.log("D before", show(new D(1)), show(new D(2)));
const saved = Object.getPrototypeOf(D.prototype);
Object.setPrototypeOf(D.prototype, new Proxy({}, {
  set(t, key, value, receiver) {
    console.log("  proxy set trap:", String(key), value);
    return Reflect.set(t, key, value * 10, receiver);
  },
}));
console.log("D through proxy", show(new D(3)));
Object.setPrototypeOf(D.prototype, saved);
console.log("D after", show(new D(4)));

// Another new.target: the prototype differs from the recorded one.
class E {
  constructor(a, b) {
    this.a = a;
    this.b = b;
  }
}
class F extends E {
  set b(v) { console.log("  F setter saw", v); }
}
console.log("E", show(new E(1, 2)), show(new E(3, 4)));
console.log("F", show(new F(5, 6)), show(new F(7, 8)));
// A setter that defines the very property it intercepts: the stores leave
// the shape a plain add would, but the setter must run each time.
class F2 extends E {
  set b(v) {
    console.log("  F2 setter saw", v);
    Object.defineProperty(this, "b", { value: v * 100, writable: true, enumerable: true, configurable: true });
  }
}
console.log("F2", show(new F2(1, 2)), show(new F2(3, 4)), show(new F2(5, 6)));
console.log("E again", show(new E(9, 10)));
function Other() {}
Other.prototype.describe = function () { return "other"; };
const r = Reflect.construct(E, [11, 12], Other);
console.log("Reflect.construct", show(r), r.describe(), r instanceof Other);

// Parameter defaults run before the body and may change `this` first.
class G {
  constructor(x, y = (this.early = "e", 5)) {
    this.x = x;
    this.y = y;
  }
}
// G(3, 4) records the shape; G(5) must not take it.
console.log("G", show(new G(1)), show(new G(2)), show(new G(3, 4)), show(new G(6, 7)), show(new G(5)));
class H {
  constructor(x, y = Object.preventExtensions(this)) {
    this.x = x;
  }
}
console.log("H extensible", show(new H(1, 0)), show(new H(2, 0)));
try {
  new H(3);
} catch (e) {
  console.log("H sealed:", e.constructor.name, e.message);
}
class I {
  constructor(x, y = Object.setPrototypeOf(this, { set x(v) { console.log("  own-proto setter saw", v); } })) {
    this.x = x;
  }
}
console.log("I", show(new I(1, 0)), show(new I(2, 0)), show(new I(3)));

// The same key twice, and stores that are not first: ordinary stores.
class J {
  constructor(p, q) {
    this.p = p;
    this.q = q;
    this.p = q;
    this.total = p + q;
  }
}
console.log("J", show(new J(1, 2)), show(new J(3, 4)));

// Class fields: the fields come first, the stores follow as written.
class K {
  f = "field";
  constructor(z) {
    this.z = z;
  }
}
console.log("K", show(new K(1)), show(new K(2)));

// Freezing or changing the prototype's own keys leaves the stores alone.
class L {
  constructor(m) {
    this.m = m;
  }
  hello() { return "hi " + this.m; }
}
console.log("L", show(new L(1)), show(new L(2)));
L.prototype.extra = 1;
Object.freeze(L.prototype);
const l3 = new L(3);
console.log("L frozen prototype", show(l3), l3.hello(), Object.isFrozen(l3));

// Values that run no code: ===, !==, ! and typeof of parameters.
class M {
  constructor(q, r) {
    this.empty = q === null;
    this.set = q !== null;
    this.not = !r;
    this.kind = typeof r;
  }
}
console.log("M", show(new M(null, 0)), show(new M(1, "s")), show(new M(undefined)));

// A plain function used as a constructor (at most four stores in one
// step), and called with other receivers.
function P(x, y) {
  this.x = x;
  this.y = y;
}
P.prototype.sum = function () { return this.x + this.y; };
console.log("P", show(new P(1, 2)), show(new P(3, 4)), new P(5, 6).sum());
const host = { other: 1 };
P.call(host, 7, 8);
console.log("P.call on an object", show(host));
try {
  P(9, 10);
} catch (e) {
  console.log("P without new:", e.constructor.name, e.message);
}
Object.defineProperty(P.prototype, "y", { set(v) { console.log("  P setter saw", v); }, configurable: true });
console.log("P with setter", show(new P(11, 12)));
function Wide(a, b, c, d, e) {
  this.a = a;
  this.b = b;
  this.c = c;
  this.d = d;
  this.e = e;
}
console.log("Wide", show(new Wide(1, 2, 3, 4, 5)), show(new Wide(6, 7, 8, 9, 10)));
// Receivers with no own properties and P.prototype as prototype.
const bare = Object.create(P.prototype);
P.call(bare, 13, 14);
console.log("P on Object.create", show(bare), bare.sum());
const pm = new Map([[1, 2]]);
Object.setPrototypeOf(pm, P.prototype);
P.call(pm, 15, 16);
console.log("P on a Map", show(pm), Object.keys(pm).join(","), Map.prototype.get.call(pm, 1));
const trapped = new Proxy(Object.create(P.prototype), {
  set(t, key, value, receiver) {
    console.log("  proxy receiver trap:", String(key), value);
    return Reflect.set(t, key, value);
  },
});
P.call(trapped, 17, 18);
console.log("P on a proxy", show(trapped));
