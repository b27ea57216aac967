// Comparing and testing BigInts for equality against BigInts, Numbers,
// strings and booleans: exact comparison with fractions and huge doubles,
// NaN and Infinity, strings that are no BigInt, and sort with a comparator.
const big = 2n ** 64n;
console.log(1n == 1, 1n === 1, 1n == 1.5, 2n > 1.5, 1n < 1.5, -1n > -1.5, big == 18446744073709551616, big > 18446744073709551615);
console.log(9007199254740993n == 9007199254740992, 9007199254740993n > 9007199254740992, 0n == -0, 0n < Number.MIN_VALUE);
console.log(1n < NaN, 1n > NaN, 1n == NaN, 1n < Infinity, -(2n ** 2000n) > -Infinity, 2n ** 1100n > 1.7976931348623157e308);
console.log("10" > 9n, "10" == 10n, " 0x10 " == 16n, "1.5" == 1n, "abc" < 1n, "abc" > 1n, "" == 0n, "-7" < -6n, 10n <= "10", 10n >= "x");
console.log(1n == true, 0n == false, 2n == true, 1n === 1n, big === 2n ** 64n, big !== 2n ** 64n + 1n, 3n != 3, [1n] == 1n, Object(5n) == 5n, Object(5n) === 5n);
console.log(null == 0n, undefined == 0n, 0n == "", Symbol.iterator == 1n);
const xs = [10n, -3n, 2n ** 80n, 0n, -(2n ** 80n), 7n, 2n ** 47n, -(2n ** 47n) - 1n];
console.log(xs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
console.log([3n, 20n, 100n].sort(), [1n, 2, 1.5, 0n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
