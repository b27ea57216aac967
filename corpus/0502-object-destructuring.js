// Checks object destructuring: renaming, defaults, nested patterns, rest and computed keys.
const obj = { a: 1, b: { c: 2, d: [3, 4] }, e: undefined, f: null, "g-h": 5 };
const { a, b: { c, d: [, d2] }, e = "dflt-e", f = "dflt-f", "g-h": gh } = obj;
console.log(a, c, d2, e, f, gh);
const { a: renamed, zz: missing = "none" } = obj;
console.log(renamed, missing);
const { a: _ignored, ...others } = obj;
console.log(others);
const key = "b";
const { [key]: viaComputed } = obj;
console.log(viaComputed);
const { length } = "four";
console.log(length);
const { toFixed } = 5;
console.log(typeof toFixed);
let x, y;
({ x, y = x * 2 } = { x: 21 });
console.log(x, y);
