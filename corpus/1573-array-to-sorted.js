// Array.prototype.toSorted copies, holes become undefined and sort last.
const a = [3, 1, undefined, , 2];
const s = a.toSorted();
console.log(s, a);
console.log([10, 9, 1].toSorted(), [10, 9, 1].toSorted((x, y) => x - y));
console.log(Array.prototype.toSorted.call({ length: 2, 0: "b", 1: "a" }));
try { [].toSorted(3); } catch (e) { console.log(e.name, e.message); }
