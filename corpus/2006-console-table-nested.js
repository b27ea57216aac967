// console.table: object of objects, arrays of arrays (numeric columns first),
// nested values inspected compactly.
console.table({ r1: { x: 1 }, r2: { y: [1, 2, 3, 4, 5] }, r3: { x: { a: 1, b: 2, c: 3 } } });
console.table([[1, 2], [3], [4, 5, 6]]);
console.table([{ b: 1, 2: "two", a: 0, 1: "one" }]);
