// Rejects a unary minus directly before ** without parentheses.
// @error: 4:13: Unary operator used immediately before exponentiation expression. Parenthesis must be used to disambiguate operator precedence
const x = 2;
console.log(-x ** 2);
