// Checks that the uncaught-error report points at where the error was created, not where it was thrown.
// @exit: 1
function makeError(msg) {
  return new TypeError(msg);
}
const pending = makeError("created in makeError");
console.log("created, now throwing");
throw pending;
