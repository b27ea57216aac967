// Checks node:assert from CommonJS: require("assert") and require("node:assert/strict"), and an uncaught failure at the top of a CommonJS main module, whose report names Node's throw site.
// @exit: 1
const assert = require("assert");
const strict = require("node:assert/strict");

console.log(typeof assert, assert.strict === strict, strict.equal === assert.strictEqual);
assert.deepEqual({ n: 1 }, { n: "1" });
try {
  strict.deepEqual({ n: 1 }, { n: "1" });
} catch (e) {
  console.log(e.message);
}
assert.notStrictEqual([1], [1]);
strict.deepEqual(["a", "b"], ["a", "c"]);
