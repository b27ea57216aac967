// Checks basic array mutators and accessors: push, pop, shift, unshift, slice, splice, concat, join.
const a = [1, 2, 3];
console.log(a.push(4, 5), a.pop(), a.shift(), a.unshift(-1, 0), a);
console.log(a.slice(1, 3), a.slice(-2), a.slice(), a.slice(3, 1));
const removed = a.splice(1, 2, "x", "y", "z");
console.log(removed, a);
console.log(a.splice(-1), a);
console.log(a.splice(1, 0, "ins"), a);
console.log([1, 2].concat([3], 4, [[5]]), [].concat());
console.log(a.join(), a.join(""), a.join(" - "), [null, undefined, 1].join("|"));
console.log([].pop(), [].shift(), [1, [2, [3, [4]]]].join(";"));
