// Maps keyed by objects and functions count occurrences; groupBy written by hand.
const words = ["apple", "avocado", "banana", "blueberry", "cherry", "apple"];
const byLetter = new Map();
for (const w of words) {
  const k = w[0];
  if (!byLetter.has(k)) byLetter.set(k, []);
  byLetter.get(k).push(w);
}
console.log(byLetter);
const counts = new Map();
for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
console.log([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
const f = () => 1, g = () => 2;
const fm = new Map([[f, "f"], [g, "g"]]);
console.log(fm.get(f), fm.get(g), fm.size);
