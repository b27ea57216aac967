// Proxy defineProperty trap: the descriptor it gets, false results and
// every invariant.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const target = {};
const p = new Proxy(target, {
  defineProperty(t, k, d) {
    console.log("define", String(k), JSON.stringify(d), Object.getPrototypeOf(d) === Object.prototype);
    return Reflect.defineProperty(t, k, d);
  },
});
Object.defineProperty(p, "a", { value: 1, enumerable: true });
Object.defineProperty(p, "b", { get() { return 2; }, configurable: true });
Object.defineProperties(p, { c: { value: 3 }, d: { writable: true } });
console.log(Object.getOwnPropertyNames(target), p.b);
const no = new Proxy({}, { defineProperty: () => false });
show(() => Object.defineProperty(no, "x", { value: 1 }));
show(() => Reflect.defineProperty(no, "x", { value: 1 }));
show(() => Reflect.defineProperty(no, "x", 1));
const yes = (t) => new Proxy(t, { defineProperty: () => true });
const ne = Object.preventExtensions({ e: 1 });
const frozen = Object.freeze({ f: 1 });
const nc = {};
Object.defineProperty(nc, "w", { value: 1, writable: true });
show(() => Object.defineProperty(yes(ne), "added", { value: 1 }));
show(() => Object.defineProperty(yes({}), "y", { value: 1, configurable: false }));
show(() => Object.defineProperty(yes({ c: 1 }), "c", { configurable: false }));
show(() => Object.defineProperty(yes(frozen), "f", { value: 2 }));
show(() => Object.defineProperty(yes(frozen), "f", { value: 1 }) === undefined);
show(() => Object.defineProperty(yes(nc), "w", { writable: false, configurable: false }));
show(() => Reflect.defineProperty(yes(nc), "w", { value: 7 }));
// Without a trap the target's own rules and messages apply.
show(() => Object.defineProperty(new Proxy(frozen, {}), "f", { value: 3 }));
show(() => Reflect.defineProperty(new Proxy(frozen, {}), "f", { value: 3 }));
