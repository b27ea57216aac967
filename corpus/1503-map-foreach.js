// Map.prototype.forEach: value, key, map arguments, thisArg, entries added during the loop.
const m = new Map([["a", 1], ["b", 2]]);
m.forEach(function (v, k, map) {
  console.log(k, v, map === m, this.tag);
  if (k === "a") m.set("c", 3);
}, { tag: "T" });
try { m.forEach(42); } catch (e) { console.log(e.message); }
let n = 0;
new Map().forEach(() => n++);
console.log(n);
