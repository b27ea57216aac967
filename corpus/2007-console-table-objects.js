// console.table over an array of objects: index column and the union of keys.
console.table([{ a: 1, b: "x" }, { a: 2, c: true }, { b: null }]);
