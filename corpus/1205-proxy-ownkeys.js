// Proxy ownKeys trap: the key list, its checks and invariants, and the
// functions that list keys through it.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const s1 = Symbol("one");
const target = { a: 1, b: 2, [s1]: 3 };
Object.defineProperty(target, "hidden", { value: 4, enumerable: false });
const p = new Proxy(target, {
  ownKeys(t) {
    console.log("ownKeys");
    return ["b", "hidden", s1, "a", "ghost"];
  },
});
console.log(Reflect.ownKeys(p));
console.log(Object.keys(p), Object.getOwnPropertyNames(p), Object.getOwnPropertySymbols(p));
console.log(Object.values(p), Object.entries(p));
// The result must be an array-like of strings and symbols without duplicates.
show(() => Reflect.ownKeys(new Proxy({}, { ownKeys: () => 1 })));
show(() => Reflect.ownKeys(new Proxy({}, { ownKeys: () => [1] })));
show(() => Reflect.ownKeys(new Proxy({}, { ownKeys: () => [{}] })));
show(() => Reflect.ownKeys(new Proxy({}, { ownKeys: () => [undefined] })));
show(() => Reflect.ownKeys(new Proxy({}, { ownKeys: () => ["a", "a"] })));
show(() => Reflect.ownKeys(new Proxy({}, { ownKeys: () => ({ length: 2, 0: "x", 1: "y" }) })));
// Non-configurable keys must be reported; a non-extensible target's keys
// must be reported exactly.
const nc = {};
Object.defineProperty(nc, "fixed", { value: 1 });
show(() => Reflect.ownKeys(new Proxy(nc, { ownKeys: () => [] })));
show(() => Reflect.ownKeys(new Proxy(nc, { ownKeys: () => ["fixed", "extra"] })));
const ne = Object.preventExtensions({ x: 1, y: 2 });
show(() => Reflect.ownKeys(new Proxy(ne, { ownKeys: () => ["y", "x"] })));
show(() => Reflect.ownKeys(new Proxy(ne, { ownKeys: () => ["x"] })));
show(() => Reflect.ownKeys(new Proxy(ne, { ownKeys: () => ["x", "y", "z"] })));
// Without a trap, the target's own order: indexes, strings, symbols.
console.log(Reflect.ownKeys(new Proxy({ z: 1, 2: 1, [s1]: 1, 1: 1, a: 1 }, {})));
