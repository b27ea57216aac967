// for-of, spread and destructuring over typed arrays.
const a = new Int8Array([1, -2, 3]);
for (const x of a) console.log(x);
console.log([...a], Math.max(...a), [0, ...new Uint8Array([9]), 0]);
const [p, , q = 7, r = 8] = a;
console.log(p, q, r);
const { 0: first, length } = a;
console.log(first, length);
function f(...args) { return args.length; }
console.log(f(...new Float32Array(4)));
for (const [i, v] of new Uint16Array([5, 6]).entries()) console.log(i, v);
