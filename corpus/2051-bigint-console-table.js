// console.table and console.error with BigInts: cells print as inspect
// prints them.
console.table([{ a: 1n, b: 2n ** 70n }, { a: -3n }]);
console.error(12n, [13n]);
console.log(String([1n, 2n]), [1n, 2n].toString(), `${[3n]}`);
