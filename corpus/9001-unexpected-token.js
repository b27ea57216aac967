// Rejects an expression with a missing operand: V8 reports the unexpected token.
// @error: 3:18: Unexpected token ';'
const total = 1 +;
console.log(total);
