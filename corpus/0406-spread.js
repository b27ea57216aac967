// Checks spread in array literals, calls and object literals, including strings and overriding order.
const a = [1, 2];
const b = [0, ...a, 3, ...a];
console.log(b);
console.log([..."héllo"], [..."a\u{1F600}b"]);
console.log(Math.max(...[3, 7, 2]), Math.max(...[]));
function three(x, y, z) { return [x, y, z]; }
console.log(three(...[1], ...[2, 3, 4]));
const base = { a: 1, b: 2 };
const ext = { ...base, b: 3, c: 4 };
const over = { b: 0, ...base };
console.log(ext, over);
console.log({ ...null, ...undefined, ...1, ..."hi", ...[9, 8] });
const withGetter = { get g() { return "computed"; } };
console.log({ ...withGetter });
console.log([...[, 1]]);
const copy = [...a];
copy.push(99);
console.log(a, copy);
