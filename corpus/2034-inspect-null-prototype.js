// Objects without a prototype.
const o = Object.create(null);
console.log(o);
o.a = 1;
console.log(o, [o]);
const arr = [1];
Object.setPrototypeOf(arr, null);
console.log(arr);
const m = new Map([[1, 2]]);
Object.setPrototypeOf(m, null);
console.log(m);
