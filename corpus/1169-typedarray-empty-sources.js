// Checks typed array operations whose source or result is empty (set, slice, subarray,
// from, of, concat-style copies, fill over zero elements), and the Array-generic search
// and fold methods over a large typed array.
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
// The Array-generic methods on a large typed array (indices without keys).
const big = new Uint16Array(1 << 16).map((_, i) => i & 0x3ff);
console.log(big.indexOf(1023), big.lastIndexOf(5), big.includes(1024), big.indexOf(7, -1024),
  big.lastIndexOf(1, -65000), big.every((x) => x < 1024), big.reduce((a, x) => a + x, 0));
