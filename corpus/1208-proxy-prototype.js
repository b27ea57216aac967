// Proxy getPrototypeOf and setPrototypeOf traps and their invariants.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const proto = { hello() { return "hi"; } };
const p = new Proxy({}, {
  getPrototypeOf(t) {
    console.log("getPrototypeOf");
    return proto;
  },
  setPrototypeOf(t, v) {
    console.log("setPrototypeOf", v === null);
    return Reflect.setPrototypeOf(t, v);
  },
});
console.log(Object.getPrototypeOf(p) === proto, Reflect.getPrototypeOf(p) === proto);
console.log(proto.isPrototypeOf(p), p instanceof Object, p.__proto__ === proto);
// Property lookups do not use the trap: the target's chain is searched.
console.log(typeof p.hello);
console.log(Object.setPrototypeOf(p, null) === p, Reflect.setPrototypeOf(p, null));
show(() => Object.getPrototypeOf(new Proxy({}, { getPrototypeOf: () => 1 })));
show(() => Object.getPrototypeOf(new Proxy({}, { getPrototypeOf: () => undefined })));
const ne = Object.preventExtensions({});
show(() => Object.getPrototypeOf(new Proxy(ne, { getPrototypeOf: () => Array.prototype })));
show(() => Object.getPrototypeOf(new Proxy(ne, { getPrototypeOf: () => Object.prototype })) === Object.prototype);
const no = new Proxy({}, { setPrototypeOf: () => false });
show(() => Object.setPrototypeOf(no, null));
show(() => Reflect.setPrototypeOf(no, null));
show(() => { no.__proto__ = null; });
show(() => Object.setPrototypeOf(new Proxy(ne, { setPrototypeOf: () => true }), null));
show(() => Object.setPrototypeOf(new Proxy(ne, { setPrototypeOf: () => true }), Object.prototype) !== null);
show(() => Object.setPrototypeOf(new Proxy(ne, {}), null));
show(() => Reflect.setPrototypeOf(new Proxy(ne, {}), null));
show(() => Reflect.setPrototypeOf({}, 1));
