// Proxy has trap: the in operator, Reflect.has, and its invariants.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const p = new Proxy({ real: 1 }, {
  has(t, k) {
    console.log("has", String(k));
    return k.toString().startsWith("y");
  },
});
console.log("yes" in p, "no" in p, "real" in p, 1 in p, Symbol("yy") in p);
console.log(Reflect.has(p, "yay"));
console.log("real" in new Proxy({ real: 1 }, {}), "toString" in new Proxy({}, {}));
const nc = {};
Object.defineProperty(nc, "fixed", { value: 1, configurable: false });
show(() => "fixed" in new Proxy(nc, { has: () => false }));
show(() => "fixed" in new Proxy(nc, { has: () => true }));
const ne = Object.preventExtensions({ here: 1 });
show(() => "here" in new Proxy(ne, { has: () => false }));
show(() => "absent" in new Proxy(ne, { has: () => false }));
show(() => "x" in new Proxy({}, { has() { throw new Error("boom"); } }));
// hasOwnProperty and Object.hasOwn ask getOwnPropertyDescriptor instead.
const q = new Proxy({ own: 1 }, {
  has() { console.log("has trap"); return false; },
  getOwnPropertyDescriptor(t, k) { console.log("gopd", k); return Reflect.getOwnPropertyDescriptor(t, k); },
});
console.log(q.hasOwnProperty("own"), Object.hasOwn(q, "other"));
