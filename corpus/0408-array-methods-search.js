// Checks indexOf, lastIndexOf, includes, find, findIndex, some, every and at.
const a = [5, 12, 8, 130, 44, 8, NaN];
console.log(a.indexOf(8), a.lastIndexOf(8), a.indexOf(99), a.indexOf(8, 3), a.lastIndexOf(8, 4));
console.log(a.includes(NaN), a.indexOf(NaN), a.includes("8"), a.includes(8, -2));
console.log(a.find((x) => x > 10), a.findIndex((x) => x > 10), a.find((x) => x > 1000), a.findIndex((x) => x < 0));
console.log(a.some((x) => x > 100), a.every((x) => x > 1), [].every(() => false), [].some(() => true));
console.log(a.at(0), a.at(-1), a.at(-2), a.at(100), a.at(1.7));
console.log([-0].includes(0), [0].indexOf(-0));
