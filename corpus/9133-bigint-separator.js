// Rejects a numeric separator right before the n of a BigInt literal.
// @error: 3:14: Numeric separators are not allowed at the end of numeric literals
const x = 10_n;
console.log(x);
