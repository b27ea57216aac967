// Checks when number-to-string switches to exponent notation (1e21 and 1e-7 boundaries).
const nums = [1e20, 1e21, 9.99e20, 1.5e21, 123e18, 1e-6, 1e-7, 1.5e-7, 0.000001234, 0.0000001234, -1e21, -1e-7, 2e-323, 1e300 * 1e10];
for (const n of nums) console.log(n, "" + n, JSON.stringify(n));
console.log(1e21 + 1, 100000000000000000000 + 1, 0.1e-5, 12345678912345678912);
