// Checks assert.AssertionError: the constructor's options, name, code, generatedMessage, toString, and that it is an Error.
import assert from "node:assert";

const e = new assert.AssertionError({ actual: "x", expected: "y", operator: "strictEqual" });
console.log(e.name, JSON.stringify(e.message), e.code, e.generatedMessage, Object.keys(e).join(","));
console.log(String(e).split("\n")[0], e instanceof Error, Object.prototype.toString.call(e));
const m = new assert.AssertionError({ message: "hand made", actual: 1 });
console.log(m.message, m.generatedMessage, m.actual, m.expected, m.operator);
const d = new assert.AssertionError({ actual: [1, 2], expected: [1, 3], operator: "deepStrictEqual" });
console.log(d.message);
const n = new assert.AssertionError({ actual: 1, expected: 2, operator: "notDeepEqual" });
console.log(n.message);
const l = new assert.AssertionError({ actual: 1, expected: 2, operator: "<" });
console.log(l.message);
try {
  assert.AssertionError({});
} catch (err) {
  console.log(err.name, err.message);
}
try {
  new assert.AssertionError(5);
} catch (err) {
  console.log(err.name, err.code, err.message);
}
try {
  assert.strictEqual(1);
} catch (err) {
  console.log(err.name, err.code, err.message);
}
console.log(assert.name, assert.ok.name, assert.strictEqual.name, assert.length, assert.throws.length, assert.strict.name);
