// Checks an uncaught AssertionError from strictEqual at the top of a module: Node's report with the message, the diff and the error's properties, and exit status 1.
// @exit: 1
import assert from "node:assert";

console.log("comparing");
assert.strictEqual(1 + 1, 3);
console.log("never printed");
