// Proxy deleteProperty trap: delete, Reflect.deleteProperty, invariants.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const target = { a: 1, b: 2 };
const p = new Proxy(target, {
  deleteProperty(t, k) {
    console.log("delete", String(k));
    return Reflect.deleteProperty(t, k);
  },
});
console.log(delete p.a, delete p["zz"], JSON.stringify(target));
const no = new Proxy({ k: 1 }, { deleteProperty: () => false });
show(() => delete no.k);
show(() => Reflect.deleteProperty(no, "k"));
const nc = {};
Object.defineProperty(nc, "fixed", { value: 1, configurable: false });
show(() => delete new Proxy(nc, { deleteProperty: () => true }).fixed);
show(() => Reflect.deleteProperty(new Proxy(nc, {}), "fixed"));
show(() => delete new Proxy(nc, {}).fixed);
const ne = Object.preventExtensions({ here: 1 });
show(() => delete new Proxy(ne, { deleteProperty: () => true }).here);
show(() => delete new Proxy(ne, { deleteProperty: () => true }).absent);
