// Iterating a Map sees entries added later and skips entries deleted before they are reached.
const m = new Map([[1, "a"], [2, "b"], [3, "c"], [4, "d"]]);
const seen = [];
for (const [k] of m) {
  seen.push(k);
  if (k === 1) { m.delete(2); m.set(5, "e"); }
  if (k === 3) m.delete(3);
  if (k === 5) m.set(1, "again");
}
console.log(seen, [...m.keys()]);
const it = m.keys();
console.log(it.next().value);
m.delete(4);
for (let i = 10; i < 40; i++) m.set(i, i);
for (let i = 10; i < 38; i++) m.delete(i);
console.log([...it]);
