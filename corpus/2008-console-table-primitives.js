// console.table: primitive rows go to a Values column.
console.table([1, "two", { a: 3 }, null]);
console.table(["x", "y"]);
