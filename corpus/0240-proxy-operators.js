// The language's property operators on a proxy reach its traps: member
// reads and writes, computed keys, in, delete, compound assignment,
// optional chaining, destructuring.
const log = [];
const target = { a: 1, n: 10 };
const p = new Proxy(target, {
  get(t, k, r) { log.push("get " + String(k)); return Reflect.get(t, k, r); },
  set(t, k, v, r) { log.push("set " + String(k) + "=" + String(v)); return Reflect.set(t, k, v, r); },
  has(t, k) { log.push("has " + String(k)); return Reflect.has(t, k); },
  deleteProperty(t, k) { log.push("delete " + String(k)); return Reflect.deleteProperty(t, k); },
});
const flush = (label, v) => {
  console.log(label, v, "|", log.join(", "));
  log.length = 0;
};
flush("dot", p.a);
const key = "n";
flush("computed", p[key]);
flush("index", p[0]);
flush("assign", (p.b = 2));
flush("compound", (p.n += 5));
flush("increment", p.n++);
flush("logical", (p.missing ??= "filled"));
flush("optional", p?.a);
flush("optional call", p.nothing?.());
flush("in", "a" in p);
flush("in missing", "zzz" in p);
flush("delete", delete p.b);
flush("delete computed", delete p[key]);
const { a, missing } = p;
flush("destructure", a + " " + missing);
const [first] = new Proxy(["x", "y"], {
  get(t, k, r) { log.push("get " + String(k)); return Reflect.get(t, k, r); },
});
flush("array destructure", first);
flush("method", p.hasOwnProperty("a"));
flush("template", `${p.a}`);
flush("typeof member", typeof p.a);
console.log(JSON.stringify(target));
