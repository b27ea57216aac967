// Generators in spread, destructuring and Array.from.
function* range(a, b) { for (let i = a; i < b; i++) yield i; }
const [x, , y, ...rest] = range(0, 6);
console.log(x, y, rest);
console.log(Math.max(...range(1, 5)), Array.from(range(0, 3), v => v * 2));
