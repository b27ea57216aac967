// Rejects a BigInt literal with a fraction.
// @error: 3:11: Invalid or unexpected token
const x = 1.5n;
console.log(x);
