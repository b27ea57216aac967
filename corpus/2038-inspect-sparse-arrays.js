// Holes in arrays: runs of holes are counted as empty items.
console.log([1, , 3], [, , ,], [1, , , , 5, , 7]);
const a = [];
a[5] = "x";
console.log(a);
const b = [1, 2];
b.length = 6;
console.log(b);
const c = [];
c[200] = 1;
console.log(c);
