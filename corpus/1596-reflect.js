// Reflect: every method, the boolean results where the object model refuses
// (non-writable, non-extensible, non-configurable, accessors without a
// setter, a fixed array length), receivers, and errors from JS code that
// must propagate.
const log = (...a) => console.log(...a);
const tryIt = (label, f) => {
  try {
    log(label, f());
  } catch (e) {
    log(label, "threw", e.constructor.name + ":", e.message);
  }
};

log(typeof Reflect, String(Reflect), Object.getOwnPropertyNames(Reflect).join());
log(Reflect);

// apply and construct
log(Reflect.apply(Math.max, null, [1, 5, 3]), Reflect.apply(function () { return this.v; }, { v: 7 }, []));
log(Reflect.apply(String.prototype.slice, "abcdef", { length: 2, 0: 1, 1: 4 }));
tryIt("apply non-callable", () => Reflect.apply(1, null, []));
tryIt("apply bad list", () => Reflect.apply(Math.max, null, 3));
tryIt("apply null list", () => Reflect.apply(Math.max, null, null));
class Point {
  constructor(x, y) { this.x = x; this.y = y; this.nt = new.target.name; }
}
class Sub extends Point {}
log(JSON.stringify(Reflect.construct(Point, [1, 2])));
const viaSub = Reflect.construct(Point, [3, 4], Sub);
log(JSON.stringify(viaSub), viaSub instanceof Sub, Object.getPrototypeOf(viaSub) === Sub.prototype);
log(Reflect.construct(Date, [0]).getTime(), Reflect.construct(Array, [3]).length);
function Plain(a) { this.a = a; }
log(JSON.stringify(Reflect.construct(Plain, ["p"])));
tryIt("construct arrow", () => Reflect.construct(() => 1, []));
tryIt("construct bad newTarget", () => Reflect.construct(Point, [], Math.max));
tryIt("construct bad list", () => Reflect.construct(Point, 1));

// get / set / has with receivers and accessors
const base = {
  x: 1,
  get g() { return this.x * 10; },
  set s(v) { this.stored = v; },
  get onlyGetter() { return 0; },
};
const recv = { x: 5 };
log(Reflect.get(base, "g"), Reflect.get(base, "g", recv), Reflect.get(base, "missing"));
log(Reflect.set(base, "s", 9, recv), recv.stored, base.stored);
log(Reflect.set(base, "onlyGetter", 1), base.onlyGetter);
log(Reflect.set(base, "x", 2), base.x, Reflect.set(base, "fresh", 3), base.fresh);
log(Reflect.set(base, "x", 4, recv), recv.x, base.x);
log(Reflect.set({}, "k", 1, 5));
const child = Object.create(base);
log(Reflect.set(child, "x", 8), child.x, base.x, Object.keys(child).join());
log(Reflect.has(child, "g"), Reflect.has(child, "nope"), Reflect.has([1], 0), Reflect.has([1], "length"));
const frozen = Object.freeze({ a: 1 });
log(Reflect.set(frozen, "a", 2), Reflect.set(frozen, "b", 2), frozen.a, frozen.b);
const nonWritable = Object.defineProperty({}, "w", { value: 1, writable: false });
log(Reflect.set(nonWritable, "w", 2), nonWritable.w);
log(Reflect.set(Object.create(nonWritable), "w", 3));
const noExt = Object.preventExtensions({ have: 1 });
log(Reflect.set(noExt, "have", 2), noExt.have, Reflect.set(noExt, "add", 1), "add" in noExt);
const throwingSetter = { set t(v) { throw new RangeError("setter says no"); } };
tryIt("set throwing setter", () => Reflect.set(throwingSetter, "t", 1));
const arr = [1, 2, 3];
log(Reflect.set(arr, "length", 1), JSON.stringify(arr));
tryIt("set bad length", () => Reflect.set(arr, "length", -1));
log(Reflect.set(arr, "length", { valueOf() { return 2; } }), JSON.stringify(arr));
const fixed = [1, 2];
Object.defineProperty(fixed, "length", { writable: false });
log(Reflect.set(fixed, 2, "x"), Reflect.set(fixed, 0, "y"), JSON.stringify(fixed), Reflect.set(fixed, "length", 0));
tryIt("set on string", () => Reflect.set("str", "length", 1));
log(Reflect.get(String.prototype, "length"), Reflect.get(new String("abc"), 1), Reflect.set(new String("abc"), 1, "x"));

// defineProperty / getOwnPropertyDescriptor / deleteProperty
const o = {};
log(Reflect.defineProperty(o, "a", { value: 1 }), JSON.stringify(Reflect.getOwnPropertyDescriptor(o, "a")));
log(Reflect.defineProperty(o, "a", { value: 2 }), Reflect.defineProperty(o, "a", { value: 1 }));
log(Reflect.defineProperty(o, "b", { get() { return 1; }, configurable: true }), o.b);
log(Reflect.defineProperty(noExt, "z", { value: 1 }), Reflect.defineProperty(fixed, 5, { value: 1 }));
log(Reflect.defineProperty([], "length", { value: 3 }), Reflect.defineProperty(fixed, "length", { value: 9 }));
tryIt("define bad length", () => Reflect.defineProperty([], "length", { value: 1.5 }));
tryIt("define non-object descriptor", () => Reflect.defineProperty({}, "a", 3));
tryIt("define getter and value", () => Reflect.defineProperty({}, "a", { get() {}, value: 1 }));
log(Reflect.getOwnPropertyDescriptor(o, "zz"), JSON.stringify(Reflect.getOwnPropertyDescriptor([5], "length")));
log(Reflect.deleteProperty(o, "a"), "a" in o, Reflect.deleteProperty(o, "b"), "b" in o, Reflect.deleteProperty(o, "none"));
log(Reflect.deleteProperty([1, 2], "length"), Reflect.deleteProperty(frozen, "a"), Reflect.deleteProperty(Object.seal({ s: 1 }), "s"));

// prototypes and extensibility
const p1 = {}, p2 = Object.create(p1);
log(Reflect.getPrototypeOf(p2) === p1, Reflect.getPrototypeOf(Object.create(null)));
log(Reflect.setPrototypeOf(p1, p2), Reflect.setPrototypeOf(p1, null), Reflect.getPrototypeOf(p1));
log(Reflect.setPrototypeOf(noExt, {}), Reflect.setPrototypeOf(noExt, Object.prototype));
tryIt("setPrototypeOf bad proto", () => Reflect.setPrototypeOf({}, 3));
const e = {};
log(Reflect.isExtensible(e), Reflect.preventExtensions(e), Reflect.isExtensible(e), Reflect.preventExtensions(e));

// ownKeys: integer keys, strings in order, then symbols, non-enumerable included
const sym = Symbol("s");
const keyed = { b: 1, 2: 2, a: 3, 1: 4, [sym]: 5 };
Object.defineProperty(keyed, "hidden", { value: 0, enumerable: false });
log(Reflect.ownKeys(keyed).map(String).join(","), Reflect.ownKeys([7, 8]).join(","));
log(Reflect.ownKeys(function named(a, b) {}).join(","));

// keys convert first, and their errors propagate
const key = { toString() { return "a"; } };
log(Reflect.get({ a: "via toString" }, key), Reflect.has({ a: 1 }, key));
const badKey = { toString() { throw new Error("key conversion"); } };
tryIt("bad key", () => Reflect.get({}, badKey));
tryIt("getter throws", () => Reflect.get({ get x() { throw new TypeError("getter says no"); } }, "x"));

for (const name of Object.getOwnPropertyNames(Reflect)) {
  tryIt(name + " on primitive", () => Reflect[name](1, "x", {}));
}

// Function.prototype.apply shares Reflect.apply's message, and a
// descriptor with both kinds of field is named in the error.
for (const v of [1, "s", true, undefined, null, {}, [], Symbol("q")]) {
  tryIt("apply.call", () => Function.prototype.apply.call(v, null, []));
}
class D { get get() { return () => 1; } }
tryIt("defineProperty mixed", () => Object.defineProperty({}, "a", Object.assign(new D(), { value: 2 })));
tryIt("defineProperties mixed", () => Object.defineProperties({}, { a: { set() {}, writable: true } }));
