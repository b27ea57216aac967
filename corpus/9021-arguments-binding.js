// Rejects declaring a binding named arguments in strict code.
// @error: 4:7: Unexpected eval or arguments in strict mode
function f() {
  let arguments = [];
  return arguments;
}
