// Checks Node's line breaking of long objects/arrays (72/80 columns) and grouping of numeric arrays.
console.log({ alpha: "aaaaaaaaaa", beta: "bbbbbbbbbb", gamma: "cccccccccc", delta: "dddd" });
console.log({ alpha: "aaaaaaaaaa", beta: "bbbbbbbbbb", gamma: "cccccccccc", delta: "ddddddd" });
console.log(Array.from({ length: 7 }, (_, i) => i));
console.log(Array.from({ length: 26 }, (_, i) => i * i));
console.log(Array.from({ length: 30 }, (_, i) => String.fromCharCode(97 + (i % 26)).repeat((i % 4) + 1)));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log([1.5, -2.25, 1000, 3, 4, 5, 6, 7.125]);
console.log({ list: Array.from({ length: 10 }, (_, i) => i * 100), name: "numbers" });
console.log([{ a: 1, b: 2 }, { a: 3, b: 4 }, { a: 5, b: 6 }, { a: 7, b: 8 }, { a: 9, b: 10 }, { a: 11, b: 12 }]);
console.log("x".repeat(100));
console.log(["x".repeat(80)]);
console.log({ key: "y".repeat(70) });
const wide = {};
for (let i = 0; i < 30; i++) wide["k" + i] = i;
console.log(wide);
