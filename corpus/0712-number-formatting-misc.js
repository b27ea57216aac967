// Checks integer-valued doubles, large integers, negative numbers and number keys printing.
console.log(1.0, 100.0, -5.0, 2e3, 0x10, 0o10, 0b10, 1_000_000, .5, 5., 0.0);
console.log(9007199254740991, 9007199254740992, 9007199254740993, 18014398509481984);
console.log(123456789.123456789, 0.1 * 3, 4.35 * 100, 1.1 + 2.2);
console.log(-1e-7, -123.456e5, (25).toString(), (1e21).toString(), (-1e-7).toString());
console.log([0.1, -0, 1e21, 1e-7, NaN, -Infinity]);
console.log({ 1: 1, 1.5: 2, "-1": 3, 1e21: 4 });
