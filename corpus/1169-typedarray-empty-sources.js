// Checks typed array operations whose source or result is empty (no bytes to copy):
// set, slice, subarray, from, of, concat-style copies and fill over zero elements.
const a = new Uint8Array(4).fill(7);
a.set(new Uint8Array(0));
a.set(new Uint8Array(0), 4);
a.set([], 2);
a.set(new Float64Array(0), 1);
console.log(a, a.slice(2, 2), a.subarray(4), new Uint8Array(new Uint8Array(0)));
const e = new Int16Array(0);
console.log(e.slice(), e.map((x) => x), e.filter(Boolean), Int16Array.from(e), Int16Array.of());
const parts = [new Uint8Array(0), new Uint8Array([1, 2]), new Uint8Array(0)];
const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
let off = 0;
for (const p of parts) { out.set(p, off); off += p.length; }
console.log(out, new Uint8Array(new ArrayBuffer(0)).reverse(), e.copyWithin(0, 0), e.fill(1));
try { a.set(new Uint8Array(1), 4); } catch (err) { console.log(err.name, err.message); }
