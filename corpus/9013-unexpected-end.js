// Rejects a program that ends inside an unclosed block (error at the end of input).
// @error: 5:1: Unexpected end of input
function f() {
  console.log("open");
