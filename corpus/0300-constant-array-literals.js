// Long array literals of constants are built in one call from a table
// (Numbers) or a list of values (mixed constants); the values, holes,
// order, length and identity must be those of the literal.
const nums = [509, 0, 227, -0, 150, 4.5, 1e21, 2 ** 53 + 2, 9007199254740993, 0.1, -7, 1e-7];
console.log(nums.length, nums.join(","));
console.log(Object.is(nums[3], -0), Object.is(nums[1], 0), nums[6], nums[7], nums[8], nums[11]);
const mixed = ["a", 1, true, false, null, "b\u2028", 2.5, "", "c", -3];
console.log(mixed.length, JSON.stringify(mixed));
// Eight or fewer elements take the short literal path; nine take the table.
const eight = [1, 2, 3, 4, 5, 6, 7, 8];
const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];
console.log(eight.length, nine.length, nine.reduce((a, b) => a + b, 0));
// A fresh array at each evaluation, never shared between evaluations.
function table() { return [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]; }
const t1 = table(), t2 = table();
t1.push(8);
t1[0] = 100;
console.log(t1 !== t2, t1.length, t2.length, t2[0], t1.sort((a, b) => a - b).join(" "));
// A literal with a hole or a non-constant element is not a table.
const x = 7;
const holes = [1, , 3, 4, 5, 6, 7, 8, 9, 10];
const vars = [1, 2, 3, 4, 5, 6, 7, 8, x, 10];
console.log(holes.length, 1 in holes, vars[8], vars.indexOf(x));
// Arrays of a thousand entries, as a library's code point tables.
const big = [
  0, 11, 2, 25, 2, 18, 2, 1, 2, 14, 3, 13, 35, 122, 70, 52, 268, 28, 4, 48, 48, 31, 14, 29, 6, 37, 11, 29, 3, 35, 5,
  7, 2, 4, 43, 157, 19, 35, 5, 35, 5, 39, 9, 51, 13, 10, 2, 14, 2, 6, 2, 1, 2, 10, 2, 14, 2, 6, 2, 1, 4, 51, 13, 310,
  10, 21, 11, 7, 25, 5, 2, 41, 2, 8, 70, 5, 3, 0, 2, 43, 2, 1, 4, 0, 3, 22, 11, 22, 10, 30, 66, 18, 2, 1, 11, 21, 11,
];
let sum = 0;
for (const v of big) sum += v;
console.log(big.length, sum, Array.isArray(big), Object.getPrototypeOf(big) === Array.prototype);
const strs = ["break", "case", "catch", "continue", "debugger", "default", "do", "else", "finally", "for"];
console.log(strs.map((s) => s.length).join(""), strs.includes("do"), typeof strs[0]);
