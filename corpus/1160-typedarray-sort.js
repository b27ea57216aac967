// sort: numeric by default with -0 before +0 and NaN last; comparators; toSorted.
const f = new Float64Array([3, NaN, -0, 0, -Infinity, 10, 2, NaN, -5]);
console.log(f.sort());
console.log(Object.is(f[2], -0), Object.is(f[3], 0));
console.log(new Uint8Array([10, 9, 100, 1]).sort(), [10, 9, 100, 1].sort());
const a = new Int32Array([5, 1, 4, 2, 3]);
console.log(a.sort((x, y) => y - x), a);
const t = new Int8Array([3, -1, 2]);
console.log(t.toSorted(), t, t.toSorted((x, y) => y - x));
console.log(new BigUint64Array([3n, 2n ** 64n - 1n, 0n]).sort());
try { a.sort(1); } catch (e) { console.log(e.name + ": " + e.message); }
try { a.toSorted("x"); } catch (e) { console.log(e.name + ": " + e.message); }
