// The reading methods: at, every, some, find*, forEach, reduce*, includes, indexOf, lastIndexOf, join.
const a = new Int16Array([5, -2, 9, -2, 0]);
console.log(a.at(0), a.at(-1), a.at(9));
console.log(a.every((x) => x > -3), a.some((x) => x > 8), a.find((x) => x < 0), a.findIndex((x) => x < 0));
console.log(a.findLast((x) => x < 0), a.findLastIndex((x) => x < 0), a.find((x) => x > 100));
a.forEach((x, i, arr) => { if (i === 0) console.log(x, i, arr === a); });
console.log(a.reduce((s, x) => s + x), a.reduceRight((s, x) => s + "," + x, "r"));
console.log(a.includes(-2), a.indexOf(-2), a.lastIndexOf(-2), a.indexOf(-2, 2), a.includes(7));
console.log(new Float64Array([NaN]).includes(NaN), new Float64Array([NaN]).indexOf(NaN), new Float32Array([-0]).includes(0));
console.log(a.join(), a.join(" | "), new Uint8Array(0).join());
try { a.forEach(3); } catch (e) { console.log(e.name + ": " + e.message); }
try { Uint8Array.prototype.every.call([1], (x) => x); } catch (e) { console.log(e.name + ": " + e.message); }
