// The accessors and iterators of %TypedArray%.prototype, and foreign receivers.
const b = new ArrayBuffer(12);
const a = new Int16Array(b, 2, 4);
console.log(a.buffer === b, a.byteLength, a.byteOffset, a.length, a[Symbol.toStringTag]);
const proto = Object.getPrototypeOf(Int8Array.prototype);
const desc = (k) => Object.getOwnPropertyDescriptor(proto, k);
console.log(typeof desc("length").get, desc("length").set, desc(Symbol.toStringTag).get.call([]));
for (const k of ["length", "buffer", "byteLength", "byteOffset"]) {
  try { desc(k).get.call([]); } catch (e) { console.log(e.name + ": " + e.message); }
}
const u = new Uint8Array([7, 8]);
console.log([...u.keys()], [...u.values()], [...u.entries()], u[Symbol.iterator] === u.values);
const it = u.values();
console.log(Object.prototype.toString.call(it), it.next(), it.next(), it.next());
console.log(proto.toString === Array.prototype.toString, String(u), `${new Float32Array([0.5])}`);
