// Proxy get trap: arguments, keys, receivers, and its invariants.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const target = { x: 1 };
const handler = {
  get(t, k, r) {
    console.log("get", typeof k === "symbol" ? k.toString() : JSON.stringify(k), t === target, r === p);
    return Reflect.get(t, k, r);
  },
};
const p = new Proxy(target, handler);
console.log(p.x, p["y"], p[0], p[Symbol.for("s")]);
const k = "x";
console.log(p[k]);
// The receiver of a getter on the target is the proxy.
const withGetter = new Proxy({ get me() { return this; } }, {});
console.log(withGetter.me === withGetter);
// Traps that are null or undefined forward; others must be callable.
show(() => new Proxy({ a: 1 }, { get: null }).a);
show(() => new Proxy({ a: 1 }, { get: undefined }).a);
show(() => new Proxy({}, { get: 1 }).a);
show(() => new Proxy({}, { get: "nope" }).a);
show(() => new Proxy({}, { get: {} }).a);
// Traps may throw.
show(() => new Proxy({}, { get() { throw new RangeError("from trap"); } }).a);
// Invariants: non-configurable, non-writable data and getter-less accessors.
const frozen = Object.freeze({ n: 1, s: "abc", o: {} });
show(() => new Proxy(frozen, { get: () => 2 }).n);
show(() => new Proxy(frozen, { get: () => 1 }).n);
show(() => new Proxy(frozen, { get: () => ({}) }).s);
show(() => new Proxy(frozen, { get: () => [1] }).o);
show(() => new Proxy(frozen, { get: () => undefined }).s);
const sym = Symbol("k");
show(() => new Proxy(Object.freeze({ [sym]: 1 }), { get: () => 2 })[sym]);
const acc = {};
Object.defineProperty(acc, "w", { set(v) {}, configurable: false });
show(() => new Proxy(acc, { get: () => 5 }).w);
show(() => new Proxy(acc, { get: () => undefined }).w);
// Configurable or writable properties may report anything.
const loose = {};
Object.defineProperty(loose, "c", { value: 1, configurable: true });
Object.defineProperty(loose, "w", { value: 1, writable: true });
show(() => new Proxy(loose, { get: () => 9 }).c + new Proxy(loose, { get: () => 9 }).w);
