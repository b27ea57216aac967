// Array.prototype.with replaces one element in a copy; bad indexes throw.
const a = [1, 2, 3];
console.log(a.with(0, "x"), a.with(-1, "z"), a);
console.log([1, , 3].with(0, 0));
for (const i of [3, -4, Infinity]) {
  try { a.with(i, 0); } catch (e) { console.log(e.name, e.message); }
}
