// for-in and object spread/rest over proxies: ownKeys, then descriptors
// for enumerability, then reads; the prototype comes from getPrototypeOf.
const log = [];
const handler = {
  ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t); },
  getOwnPropertyDescriptor(t, k) { log.push("gopd " + String(k)); return Reflect.getOwnPropertyDescriptor(t, k); },
  get(t, k, r) { log.push("get " + String(k)); return Reflect.get(t, k, r); },
  getPrototypeOf(t) { log.push("getPrototypeOf"); return Reflect.getPrototypeOf(t); },
};
const t = { a: 1, b: 2, [Symbol("s")]: 3 };
Object.defineProperty(t, "hidden", { value: 0, enumerable: false });
const p = new Proxy(t, handler);
const flush = (label, v) => {
  console.log(label, v, "|", log.join(", "));
  log.length = 0;
};
const keys = [];
for (const k in p) keys.push(k);
flush("for-in keys", keys);
flush("spread", { ...p });
const { a, ...rest } = p;
flush("rest", rest);
flush("spread into", { z: 0, ...p, a: "over" });
// for-in continues to the prototype chain of the proxy.
const inherit = new Proxy(Object.create({ up: 1 }, { own: { value: 2, enumerable: true } }), handler);
const seen = [];
for (const k in inherit) seen.push(k);
flush("chain", seen);
// A proxy on a plain object's prototype chain.
const child = Object.create(new Proxy({ viaProxy: 1 }, handler));
child.own = 1;
const childKeys = [];
for (const k in child) childKeys.push(k);
flush("proxy proto", childKeys);
// An ownKeys trap may invent keys; only enumerable ones described are kept.
const invent = new Proxy({}, {
  ownKeys: () => ["x", "y"],
  getOwnPropertyDescriptor: (t, k) => (k === "x" ? { value: 1, enumerable: true, configurable: true } : undefined),
});
const inv = [];
for (const k in invent) inv.push(k);
console.log(inv, { ...invent });
