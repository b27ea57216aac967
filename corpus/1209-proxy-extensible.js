// Proxy isExtensible and preventExtensions traps, and the integrity levels
// (freeze, seal and their tests) built on the traps.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const log = [];
const handler = {};
for (const trap of ["isExtensible", "preventExtensions", "ownKeys", "getOwnPropertyDescriptor", "defineProperty"]) {
  handler[trap] = (...args) => {
    log.push(trap + (typeof args[1] === "string" ? " " + args[1] : "") + (args[2] ? " " + JSON.stringify(args[2]) : ""));
    return Reflect[trap](...args);
  };
}
const target = { a: 1 };
Object.defineProperty(target, "g", { get() { return 1; }, configurable: true });
const p = new Proxy(target, handler);
console.log(Object.isExtensible(p), Reflect.isExtensible(p), Object.isFrozen(p), Object.isSealed(p));
console.log(Object.freeze(p) === p, Object.isFrozen(p), Object.isSealed(p), Object.isExtensible(p));
console.log(log.join("\n"));
log.length = 0;
const q = new Proxy({ b: 1 }, handler);
console.log(Object.seal(q) === q, Object.isSealed(q), Object.isFrozen(q));
console.log(log.join("\n"));
show(() => Object.isExtensible(new Proxy({}, { isExtensible: () => false })));
show(() => Object.isExtensible(new Proxy(Object.preventExtensions({}), { isExtensible: () => true })));
show(() => Object.preventExtensions(new Proxy({}, { preventExtensions: () => false })));
show(() => Reflect.preventExtensions(new Proxy({}, { preventExtensions: () => false })));
show(() => Object.preventExtensions(new Proxy({}, { preventExtensions: () => true })));
show(() => Reflect.preventExtensions(new Proxy({}, {})));
show(() => Object.freeze(new Proxy({ x: 1 }, { defineProperty: () => false })));
