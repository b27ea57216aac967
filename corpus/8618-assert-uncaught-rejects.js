// Checks an unhandled rejection from assert.rejects whose promise fulfilled: the report of an internal error from a promise.
// @exit: 1
import assert from "node:assert";

console.log("start");
assert.rejects(Promise.resolve(1), TypeError);
