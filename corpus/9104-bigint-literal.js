// Rejects a BigInt literal, which scr does not compile yet (error at the literal).
// @error: 3:13: BigInt literals are not supported yet
const big = 123n;
console.log(big);
