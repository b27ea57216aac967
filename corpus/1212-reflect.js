// Reflect: all thirteen functions, their argument checks and results.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
console.log(Reflect.ownKeys(Reflect), Object.prototype.toString.call(Reflect));
for (const k of Reflect.ownKeys(Reflect)) if (typeof Reflect[k] === "function") console.log(k, Reflect[k].length);
for (const name of ["defineProperty", "deleteProperty", "get", "getOwnPropertyDescriptor", "getPrototypeOf",
  "has", "isExtensible", "ownKeys", "preventExtensions", "set", "setPrototypeOf"])
  show(() => Reflect[name](1, "x", {}));
show(() => Reflect.apply(1));
show(() => Reflect.apply(Math.max, null, 1));
show(() => Reflect.apply(Math.max, null, { length: 2, 0: 5, 1: 9 }));
show(() => Reflect.construct(1));
show(() => Reflect.construct(function () {}, 1));
show(() => Reflect.construct(function () {}, [], Math.max));
show(() => Reflect.construct(() => {}, []));
// construct with a newTarget: the prototype comes from newTarget.
class A {
  constructor() {
    this.nt = new.target.name;
  }
}
class B {}
const made = Reflect.construct(A, [], B);
console.log(made.nt, made instanceof B, made instanceof A);
const d = Reflect.construct(Date, [0], B);
console.log(d instanceof B, Object.prototype.toString.call(d));
// get/set with receivers.
const src = { get who() { return this.name; }, set who(v) { this.seen = v; }, name: "src" };
const other = { name: "other" };
console.log(Reflect.get(src, "who"), Reflect.get(src, "who", other));
console.log(Reflect.set(src, "who", 1, other), other.seen, src.seen);
const ro = Object.freeze({ k: 1 });
console.log(Reflect.set(ro, "k", 2), Reflect.set(ro, "n", 2), Reflect.set({}, "x", 1, 5));
// Booleans instead of exceptions.
console.log(Reflect.defineProperty(ro, "k", { value: 3 }), Reflect.deleteProperty(ro, "k"));
console.log(Reflect.setPrototypeOf(ro, null), Reflect.setPrototypeOf(ro, Object.prototype));
const a = {};
const b = Object.create(a);
console.log(Reflect.setPrototypeOf(a, b), Reflect.isExtensible(ro), Reflect.preventExtensions({}));
console.log(Reflect.has([], "length"), Reflect.has({ __proto__: { up: 1 } }, "up"));
console.log(Reflect.getOwnPropertyDescriptor({ q: 1 }, "q"), Reflect.getOwnPropertyDescriptor({}, "q"));
console.log(Reflect.getPrototypeOf([]) === Array.prototype);
// ownKeys order: integer keys ascending, strings by insertion, symbols.
const s = Symbol("s");
const ordered = { b: 1, [s]: 1, 10: 1, a: 1, 2: 1 };
console.log(Reflect.ownKeys(ordered), Reflect.ownKeys([1, 2]), Reflect.ownKeys(function f(x) {}));
const arr = [1, 2, 3];
console.log(Reflect.defineProperty(arr, "length", { value: 1 }), arr);
show(() => Reflect.defineProperty([], "length", { value: -1 }));
