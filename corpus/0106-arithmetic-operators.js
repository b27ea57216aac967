// Checks + - * / % ** on numbers including infinities, remainders of negatives and fractional operands.
console.log(7 + 3, 7 - 3, 7 * 3, 7 / 2, 7 % 3, 7 ** 2);
console.log(-7 % 3, 7 % -3, -7 % -3, 5.5 % 2, -5.5 % 2);
console.log(1 / 0, -1 / 0, 0 / 0, Infinity * 0, Infinity / Infinity);
console.log(0.1 + 0.2, 0.3 - 0.1, 1.1 * 3, 1 / 3);
console.log(2 ** -1, (-8) ** (1 / 3), 2 ** 0.5, 0 ** 0, NaN ** 0);
console.log(Number.MAX_SAFE_INTEGER + 2, 2 ** 53 + 1, 2 ** 64);
console.log(1e308 * 10, -1e308 * 10, 5e-324 / 2);
console.log(10 / 3 * 3, 9007199254740993);
