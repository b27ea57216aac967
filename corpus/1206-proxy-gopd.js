// Proxy getOwnPropertyDescriptor trap: results and every invariant.
const show = (f) => {
  try {
    console.log("ok", JSON.stringify(f()));
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const gopd = (t, trap, k) => () => Object.getOwnPropertyDescriptor(new Proxy(t, { getOwnPropertyDescriptor: trap }), k);
show(gopd({ a: 1 }, (t, k) => Reflect.getOwnPropertyDescriptor(t, k), "a"));
show(gopd({}, () => ({ value: 5, configurable: true }), "any"));
show(gopd({}, () => ({ get() {}, configurable: true }), "acc"));
show(gopd({}, () => undefined, "none"));
show(gopd({}, () => 1, "bad"));
show(gopd({}, () => null, "bad"));
show(gopd({}, () => ({ value: 1, get() {} }), "mixed"));
const nc = {};
Object.defineProperty(nc, "x", { value: 1, writable: true });
const frozen = Object.freeze({ f: 1 });
const ne = Object.preventExtensions({ e: 1 });
show(gopd(nc, () => undefined, "x"));
show(gopd(ne, () => undefined, "e"));
show(gopd(ne, () => ({ value: 1, configurable: true }), "new"));
show(gopd({}, () => ({ value: 1, configurable: false }), "new"));
show(gopd(nc, () => ({ value: 1, configurable: true, writable: true }), "x"));
show(gopd(nc, () => ({ value: 1, configurable: false, writable: false }), "x"));
show(gopd(nc, () => ({ value: 2, configurable: false, writable: true }), "x"));
show(gopd(frozen, () => ({ value: 2, configurable: false, writable: false }), "f"));
show(gopd(frozen, () => ({ value: 1, configurable: false, writable: false, enumerable: true }), "f"));
// Reflect.getOwnPropertyDescriptor and Object.getOwnPropertyDescriptors.
console.log(Reflect.getOwnPropertyDescriptor(new Proxy({ r: 1 }, {}), "r"));
const all = new Proxy({ p: 1, q: 2 }, {
  getOwnPropertyDescriptor(t, k) {
    console.log("gopd", k);
    return Reflect.getOwnPropertyDescriptor(t, k);
  },
});
console.log(Object.getOwnPropertyDescriptors(all));
console.log(all.propertyIsEnumerable("p"));
