// new Set(iterable) from arrays, strings, other sets and map keys.
console.log([...new Set([3, 1, 3, 2, 1])]);
console.log([...new Set("mississippi")].join(""));
const a = new Set([1, 2, 3]);
const b = new Set(a);
b.add(4);
console.log(a.size, b.size);
console.log([...new Set(new Map([["k1", 1], ["k2", 2]]).keys())]);
const union = new Set([...a, ...[3, 4, 5]]);
const inter = [...a].filter((x) => union.has(x) && x > 1);
console.log([...union], inter);
try { new Set(1); } catch (e) { console.log(e.name + ": " + e.message); }
try { Set([1]); } catch (e) { console.log(e.message); }
