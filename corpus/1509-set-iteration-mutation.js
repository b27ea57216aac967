// Set iteration and forEach see additions and skip deletions made during the loop.
const s = new Set([1, 2, 3]);
const seen = [];
for (const v of s) {
  seen.push(v);
  if (v === 1) { s.delete(2); s.add(4); }
  if (v === 4) s.add(5);
}
console.log(seen);
const calls = [];
s.forEach((v, k, set) => {
  calls.push(`${v}:${k}:${set === s}`);
  if (v === 3) s.delete(5);
});
console.log(calls);
console.log(Set.prototype.keys === Set.prototype.values, Set.prototype[Symbol.iterator] === Set.prototype.values);
console.log([...s.entries()]);
