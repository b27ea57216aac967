// A typed array built from another converts each element; BigInt kinds do not mix.
const f = new Float64Array([1.7, -1.7, 300, NaN]);
console.log(new Int8Array(f), new Uint8ClampedArray(f), new Uint8Array(f));
const copy = new Float64Array(f);
copy[0] = 9;
console.log(f[0], copy[0], copy.buffer !== f.buffer);
console.log(new BigUint64Array(new BigInt64Array([-1n])));
for (const g of [() => new BigInt64Array(new Uint8Array(1)), () => new Uint8Array(new BigInt64Array(1))]) {
  try { g(); } catch (e) { console.log(e.name + ": " + e.message); }
}
