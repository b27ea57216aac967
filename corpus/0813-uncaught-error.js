// Checks an uncaught Error: stdout printed before the throw, then the error report on stderr and exit 1.
// @exit: 1
console.log("before the throw");
function fail(n) {
  if (n > 2) {
    throw new Error("something went wrong: " + n);
  }
  return fail(n + 1);
}
console.log("calling fail");
fail(0);
console.log("never printed");
