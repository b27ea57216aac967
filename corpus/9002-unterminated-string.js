// Rejects a string literal that is not closed before the end of the line.
// @error: 3:18: Invalid or unexpected token
const greeting = "hello;
console.log(greeting);
