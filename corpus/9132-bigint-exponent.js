// Rejects a BigInt literal with an exponent.
// @error: 3:11: Invalid or unexpected token
const x = 1e3n;
console.log(x);
