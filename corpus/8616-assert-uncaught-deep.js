// Checks an uncaught AssertionError from deepStrictEqual: the + actual - expected diff and the inspected actual and expected in the report.
// @exit: 1
import assert from "node:assert";

const config = { name: "app", ports: [80, 443], debug: false };
assert.deepStrictEqual(config, { name: "app", ports: [80, 8443], debug: false });
