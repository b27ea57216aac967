// Rejects a legacy octal BigInt literal: V8 has no octal form without 0o.
// @error: 3:11: Invalid or unexpected token
const x = 017n;
console.log(x);
