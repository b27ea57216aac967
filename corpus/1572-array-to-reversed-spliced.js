// toReversed and toSpliced return new arrays and leave the original alone.
const a = [1, , 3, 4];
console.log(a.toReversed(), a);
console.log([1, 2, 3, 4].toSpliced(1, 2, "a", "b", "c"), [1, 2, 3].toSpliced(), [1, 2, 3].toSpliced(1));
console.log([1, 2, 3].toSpliced(-1, 1), [1, 2, 3].toSpliced(0, -5, 0), [1, 2, 3].toSpliced(9, 1, 4));
