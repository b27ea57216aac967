// Arrays of more than six items group into aligned columns; numbers align
// right, mixed entries left.
console.log(Array.from({ length: 26 }, (_, i) => i * 37));
console.log(Array.from({ length: 12 }, (_, i) => "s".repeat(i % 5)));
console.log([1, "two", 3, "four", 5, "six", 7, "eight", 9]);
console.log(Array.from({ length: 30 }, (_, i) => (i % 3 ? i : -i * 1000)));
console.log([[1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12], [13, 14]]);
