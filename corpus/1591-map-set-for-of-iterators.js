// for-of over Map and Set iterators (entries, keys, values), with the
// collections changing during the loop, early exits, a user-supplied
// return() on %IteratorPrototype%, and a patched next().
const m = new Map([[1, "a"], [2, "b"]]);
for (const [k, v] of m) {
  console.log(k, v);
  if (k === 1) m.set(3, "c");
}
for (const k of m.keys()) console.log("key", k);
for (const v of m.values()) {
  console.log("value", v);
  m.delete(3);
}
const s = new Set([1, 2, 3]);
for (const x of s) {
  console.log("set", x);
  if (x === 2) break;
}
for (const e of s.entries()) console.log("entry", e);
const it = m[Symbol.iterator]();
it.next();
for (const x of it) console.log("rest", x);
for (const x of it) console.log("never", x);

const iterProto = Object.getPrototypeOf(Object.getPrototypeOf(m.keys()));
iterProto.return = function () {
  console.log("return called");
  return {};
};
for (const x of m) {
  console.log("first", x);
  break;
}
try {
  for (const x of s) throw new Error("inside " + x);
} catch (e) {
  console.log(e.message);
}
delete iterProto.return;

const mapIterProto = Object.getPrototypeOf(m.keys());
const next = mapIterProto.next;
mapIterProto.next = function () {
  const r = next.call(this);
  console.log("patched", JSON.stringify(r));
  return r;
};
for (const x of m) console.log("via patched", x);
mapIterProto.next = next;
console.log([...new Set("hello")], Array.from(new Map([[1, 2]])), [...m.entries()]);
const [first, second] = new Set(["p", "q", "r"]);
console.log(first, second);
