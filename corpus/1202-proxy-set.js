// Proxy set trap: arguments, strict-mode failures, Reflect.set, invariants.
const show = (f) => {
  try {
    console.log("ok", f());
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
};
const target = {};
const p = new Proxy(target, {
  set(t, k, v, r) {
    console.log("set", String(k), v, t === target, r === p);
    return Reflect.set(t, k, v, r);
  },
});
p.a = 1;
p[2] = "two";
console.log(JSON.stringify(target));
// A false result throws in strict code (modules are strict), not in Reflect.
const no = new Proxy({}, { set: () => false });
show(() => { no.x = 1; });
show(() => { no[Symbol("q")] = 1; });
show(() => Reflect.set(no, "x", 1));
show(() => Reflect.set(new Proxy({}, { set: () => 1 }), "x", 1));
// Invariants.
const frozen = Object.freeze({ v: 1 });
show(() => { new Proxy(frozen, { set: () => true }).v = 2; });
show(() => { new Proxy(frozen, { set: () => true }).v = 1; });
const getterOnly = {};
Object.defineProperty(getterOnly, "g", { get() { return 1; }, configurable: false });
show(() => { new Proxy(getterOnly, { set: () => true }).g = 2; });
// Without a set trap, [[Set]] on the target uses the proxy as receiver,
// so defineProperty and getOwnPropertyDescriptor traps run.
const log = [];
const q = new Proxy({}, {
  getOwnPropertyDescriptor(t, k) { log.push("gopd " + k); return Reflect.getOwnPropertyDescriptor(t, k); },
  defineProperty(t, k, d) { log.push("define " + k + " " + JSON.stringify(d)); return Reflect.defineProperty(t, k, d); },
});
q.m = 1;
q.m = 2;
console.log(log.join("\n"));
show(() => { new Proxy(frozen, {}).v = 3; });
show(() => { new Proxy(frozen, {}).nv = 3; });
// A receiver that is another object gets the property.
const recv = {};
console.log(Reflect.set(new Proxy({}, {}), "r", 5, recv), JSON.stringify(recv));
