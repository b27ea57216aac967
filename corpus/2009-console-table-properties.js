// console.table with a properties filter, and non-tabular data.
console.table([{ a: 1, b: 2 }, { a: 3, b: 4 }], ["b"]);
console.table([{ a: 1 }, 5], ["a", "zz"]);
console.table("not tabular");
console.table(42);
console.table([]);
