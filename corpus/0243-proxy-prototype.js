// A proxy as an object's prototype: reads, writes and `in` that miss the
// object continue to the proxy's traps, with the object as receiver.
const log = [];
const proto = new Proxy({ inherited: "from target" }, {
  get(t, k, r) {
    log.push("get " + String(k) + " " + (r === child));
    return k === "dynamic" ? "computed" : Reflect.get(t, k, r);
  },
  set(t, k, v, r) {
    log.push("set " + String(k) + " " + (r === child));
    return Reflect.set(t, k, v, r);
  },
  has(t, k) {
    log.push("has " + String(k));
    return Reflect.has(t, k);
  },
});
const child = Object.create(proto);
child.own = 1;
const flush = (label, v) => {
  console.log(label, v, "|", log.join(", "));
  log.length = 0;
};
flush("own", child.own);
flush("inherited", child.inherited);
flush("dynamic", child.dynamic);
flush("missing", child.nothing);
flush("in own", "own" in child);
flush("in inherited", "inherited" in child);
flush("set new", (child.fresh = 2));
flush("fresh is own", Object.keys(child));
flush("set existing", (child.own = 3));
// Repeated reads at one site keep reaching the trap (no stale cache).
const seen = [];
for (let i = 0; i < 3; i++) seen.push(child.dynamic);
flush("loop", seen.join());
// Deeper: a proxy further up the chain.
const grandchild = Object.create(child);
flush("deep", grandchild.dynamic);
// A proxy whose set trap refuses makes strict assignment throw.
const strict = Object.create(new Proxy({}, { set: () => false }));
try {
  strict.x = 1;
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}
// A class whose prototype chain includes a proxy.
class WithProxyProto {}
Object.setPrototypeOf(WithProxyProto.prototype, new Proxy({}, { get: (t, k) => (k === "greet" ? () => "hi" : undefined) }));
console.log(new WithProxyProto().greet());
