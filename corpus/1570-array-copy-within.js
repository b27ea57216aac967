// Array.prototype.copyWithin moves a range inside the array.
console.log([1, 2, 3, 4, 5].copyWithin(0, 3));
console.log([1, 2, 3, 4, 5].copyWithin(-2));
console.log([1, 2, 3, 4, 5].copyWithin(0, 3, 4));
console.log([1, 2, 3, 4, 5].copyWithin(1, 0, 3));
console.log([1, , 3].copyWithin(0, 1));
console.log(Array.prototype.copyWithin.call({ length: 3, 2: "x" }, 0, 2));
