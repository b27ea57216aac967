// Past 100 entries arrays, Maps and Sets say how many items remain.
console.log(Array.from({ length: 103 }, (_, i) => i % 10));
console.log(new Set(Array.from({ length: 101 }, (_, i) => i)).size);
const s = new Set(Array.from({ length: 102 }, (_, i) => i));
console.log([...String(console.log.length)], s);
console.log(new Map(Array.from({ length: 101 }, (_, i) => [i, 0])));
