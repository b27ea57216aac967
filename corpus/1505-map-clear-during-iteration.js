// Clearing a Map during iteration: the iterator continues with entries added afterwards.
const m = new Map([["x", 1], ["y", 2]]);
const it = m.entries();
console.log(it.next().value);
m.clear();
m.set("z", 3);
console.log(it.next(), it.next());
const m2 = new Map([[1, 1]]);
const out = [];
for (const [k] of m2) {
  out.push(k);
  if (k < 5) { m2.clear(); m2.set(k + 1, 0); }
}
console.log(out, m2.size);
