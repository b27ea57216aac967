// Checks let and const declarations, reassignment of let, and const objects staying mutable.
let a = 1;
a = a + 1;
const b = 10;
const obj = { n: 1 };
obj.n = 2;
obj.m = 3;
console.log(a, b, obj);
let c;
console.log(c, typeof c);
let d = 5, e = d * 2, f = e + d;
console.log(d, e, f);
const arr = [1, 2];
arr.push(3);
console.log(arr, arr.length);
