// Checks the void operator and operator precedence with grouping.
console.log(void 0, void "x", typeof void 0);
let n = 0;
void n++;
console.log(n);
console.log(1 + 2 * 3, (1 + 2) * 3, 2 * 3 ** 2, -(2 ** 2));
console.log(1 + 2 + "3" + 4 + 5, 1 < 2 < 3, 3 > 2 > 1);
console.log(!1 + 1, typeof 1 + 1, 1 - -1, 1 - - - 1);
console.log(6 / 2 * 3, 2 ** 2 * 3, 7 % 4 * 2);
console.log(1 | 2 & 3, (1 | 2) & 3, 1 || 0 && 0, 5 & 3 == 3);
