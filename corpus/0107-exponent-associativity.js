// Checks ** is right-associative and binds tighter than unary-prefixed operands in parentheses.
console.log(2 ** 3 ** 2);
console.log((2 ** 3) ** 2);
console.log(-(2 ** 2), (-2) ** 2, (-2) ** 3);
let x = 3;
x **= 2;
console.log(x);
x **= 0.5;
console.log(x);
console.log(2 ** (-2) ** 2, (2 ** -2) ** 2);
console.log(10 ** 21, 10 ** -7, 10 ** 20);
