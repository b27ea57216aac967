// set, copyWithin, fill, reverse, toReversed, with.
const a = new Uint8Array(8);
a.set([1, 2, 3]); a.set(new Float64Array([4.9, 300]), 5);
console.log(a);
const b = new Uint8Array([1, 2, 3, 4, 5, 6]);
b.set(b.subarray(0, 4), 2);
console.log(b);
const i16 = new Int16Array(b.buffer, 0, 3);
b.set(i16, 0);
console.log(b);
for (const f of [() => a.set([1, 2], 7), () => a.set([1], -1), () => a.set(new BigInt64Array(1))]) {
  try { f(); } catch (e) { console.log(e.name + ": " + e.message); }
}
console.log(new Int8Array([1, 2, 3, 4, 5]).copyWithin(0, 3), new Int8Array([1, 2, 3, 4, 5]).copyWithin(1, 0, 3));
console.log(new Float32Array(4).fill(1.1), new Uint8Array(5).fill(7, 1, -1), new Uint8Array(3).fill(-1));
const r = new Int8Array([1, 2, 3]);
console.log(r.reverse(), r, r.toReversed(), r);
console.log(r.with(0, 100), r.with(-1, 300), r);
try { r.with(3, 1); } catch (e) { console.log(e.name + ": " + e.message); }
