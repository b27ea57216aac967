// Checks array literals with holes, trailing commas and length, and how holes print and iterate.
const a = [1, , 3, , ];
console.log(a, a.length);
console.log(1 in a, a[1], a.indexOf(undefined), a.includes(undefined));
const b = [, , ,];
console.log(b, b.length);
const mapped = a.map((v) => v * 2);
console.log(mapped);
let visits = 0;
a.forEach(() => visits++);
console.log("forEach visits", visits);
console.log(Object.keys(a), [...a], JSON.stringify(a));
const c = [];
c[5] = "five";
console.log(c, c.length);
c.length = 2;
console.log(c, c.length);
const d = [undefined, null];
console.log(d, [ , undefined], [1, , , , 5]);
