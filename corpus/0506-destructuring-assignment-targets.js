// Checks destructuring assignment into object properties, array elements and nested targets.
const target = {};
const arr = [];
[target.first, arr[2], ...target.rest] = [1, 2, 3, 4];
console.log(target, arr);
({ a: target.a, b: arr[0] = "dflt" } = { a: "A" });
console.log(target, arr);
let i = 0;
const out = [];
[out[i++], out[i++]] = ["x", "y"];
console.log(out, i);
const result = ([i] = [42]);
console.log(i, result);
let s, t;
[s, [t]] = ["outer", ["inner"]];
console.log(s, t);
