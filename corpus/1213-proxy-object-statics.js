// Object's static functions on a proxy run the traps the spec names, in
// order: keys, values, entries, assign, getOwnPropertyNames, hasOwn,
// getOwnPropertyDescriptors, create, fromEntries.
const log = [];
const tracing = (target) =>
  new Proxy(target, {
    ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t); },
    getOwnPropertyDescriptor(t, k) { log.push("gopd " + String(k)); return Reflect.getOwnPropertyDescriptor(t, k); },
    get(t, k, r) { log.push("get " + String(k)); return Reflect.get(t, k, r); },
    set(t, k, v, r) { log.push("set " + String(k)); return Reflect.set(t, k, v, r); },
    has(t, k) { log.push("has " + String(k)); return Reflect.has(t, k); },
    defineProperty(t, k, d) { log.push("define " + String(k)); return Reflect.defineProperty(t, k, d); },
  });
const flush = (label, v) => {
  console.log(label, v, log.join(", "));
  log.length = 0;
};
const t = { a: 1, b: 2 };
Object.defineProperty(t, "h", { value: 3, enumerable: false });
t[Symbol.for("s")] = 4;
const p = tracing(t);
flush("keys", Object.keys(p));
flush("values", Object.values(p));
flush("entries", Object.entries(p));
flush("assign from", Object.assign({}, p));
flush("assign to", Object.assign(tracing({}), { x: 1, y: 2 }) !== null);
flush("names", Object.getOwnPropertyNames(p));
flush("symbols", Object.getOwnPropertySymbols(p));
flush("hasOwn", Object.hasOwn(p, "a"));
flush("hasOwnProperty", p.hasOwnProperty("zz"));
flush("descriptors", Object.keys(Object.getOwnPropertyDescriptors(p)));
flush("create", Object.keys(Object.create({}, tracing({ c: { value: 1, enumerable: true } }))));
flush("fromEntries", Object.fromEntries(Object.entries(p)));
flush("toString", Object.prototype.toString.call(p));
flush("String", String(tracing({ toString() { return "custom"; } })));
flush("json", JSON.stringify(p));
flush("json nested", JSON.stringify({ inner: p }, null, 1));
flush("in", "a" in p);
