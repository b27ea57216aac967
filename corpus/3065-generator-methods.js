// Generator methods in classes and objects, Symbol.iterator.
class Range { constructor(n) { this.n = n; } *[Symbol.iterator]() { for (let i = 0; i < this.n; i++) yield i; } }
console.log([...new Range(4)]);
const o = { *items() { yield "a"; yield "b"; } };
console.log([...o.items()]);
