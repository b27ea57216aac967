// console.log of Map and Set iterators: [Map Iterator], [Map Entries], [Set Iterator].
const m = new Map([["a", 1], ["b", 2]]);
console.log(m.keys(), m.values(), m.entries());
const s = new Set(["x", "y"]);
console.log(s.values(), s.entries());
const it = m.keys();
it.next();
console.log(it);
it.next();
it.next();
console.log(it);
