// Checks shortest round-trip number printing for common decimal fractions and integers.
const nums = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 0.5, 1.005, 123.456, 9.95, 100, 1234567890123,
  0.000001, 0.0000001, 1e20, 1e21, 123456789012345680000, 5e-324, 1.7976931348623157e308,
  4.35, 0.07, 2 ** 53, 2 ** 53 + 2, 1.1e-6, 12e-7, -1.5e-9, 3.0, 1e100, 1.2345e-300];
for (const n of nums) console.log(n, String(n));
console.log(nums);
