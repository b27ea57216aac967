// A Set with many additions and deletions keeps insertion order after compaction.
const s = new Set();
for (let i = 0; i < 1000; i++) s.add(i);
for (let i = 0; i < 1000; i++) if (i % 3 !== 0) s.delete(i);
console.log(s.size, [...s].slice(0, 5), [...s].slice(-3));
for (let i = 0; i < 1000; i++) s.add(i);
console.log(s.size, [...s].slice(330, 336));
const m = new Map();
for (let i = 0; i < 500; i++) m.set("k" + i, i);
for (let i = 0; i < 490; i++) m.delete("k" + i);
console.log(m.size, [...m.keys()]);
