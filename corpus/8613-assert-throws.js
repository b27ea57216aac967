// Checks assert.throws and doesNotThrow with a class, a RegExp, a validation object (with RegExp values and Error instances), a validation function and a message, and their bad-argument errors.
import assert from "node:assert";

function t(label, f) {
  try {
    f();
    console.log(label, "passed");
  } catch (e) {
    console.log("--", label, "|", e.name, e.code, e.generatedMessage, e.operator, Object.keys(e).join(","));
    console.log(JSON.stringify(e.message));
    if (e.code === "ERR_ASSERTION") console.log("actual:", String(e.actual), "expected:", typeof e.expected === "function" ? e.expected.name : String(e.expected));
  }
}
t("throws pass", () => assert.throws(() => { throw new Error("x"); }));
t("throws none", () => assert.throws(() => {}));
t("throws none msg", () => assert.throws(() => {}, "my msg"));
t("throws none class", () => assert.throws(() => {}, TypeError));
t("throws none class msg", () => assert.throws(() => {}, TypeError, "mm"));
t("throws class ok", () => assert.throws(() => { throw new TypeError("x"); }, TypeError));
t("throws class base ok", () => assert.throws(() => { throw new TypeError("x"); }, Error));
t("throws class wrong", () => assert.throws(() => { throw new RangeError("bad range"); }, TypeError));
t("throws class wrong nomsg", () => assert.throws(() => { throw new RangeError(""); }, TypeError));
t("throws class primitive", () => assert.throws(() => { throw 5; }, TypeError));
t("throws regexp ok", () => assert.throws(() => { throw new Error("hello world"); }, /world/));
t("throws regexp bad", () => assert.throws(() => { throw new Error("hello"); }, /world/));
t("throws object ok", () => assert.throws(() => { throw new TypeError("hello"); }, { name: "TypeError", message: "hello" }));
t("throws object regexp", () => assert.throws(() => { throw new TypeError("hello"); }, { message: /ell/ }));
t("throws object bad", () => assert.throws(() => { const e = new TypeError("hello"); e.code = 42; throw e; }, { name: "TypeError", code: 43 }));
t("throws object missing key", () => assert.throws(() => { throw new Error("hello"); }, { foo: 1 }));
t("throws object bad msg", () => assert.throws(() => { throw new Error("hello"); }, { message: "x" }, "custom"));
t("throws empty object", () => assert.throws(() => { throw new Error("hello"); }, {}));
t("throws error instance", () => assert.throws(() => { throw new Error("hello"); }, new Error("hello")));
t("throws error instance bad", () => assert.throws(() => { throw new Error("hello"); }, new Error("bye")));
t("throws primitive vs object", () => assert.throws(() => { throw "str"; }, { message: "x" }));
t("throws validate ok", () => assert.throws(() => { throw new Error("v"); }, (e) => e.message === "v"));
t("throws validate bad", () => assert.throws(() => { throw new Error("v"); }, (e) => e.message === "w"));
t("throws validate anon", () => assert.throws(() => { throw new Error("v"); }, function () { return 1; }));
t("throws validate named", () => assert.throws(() => { throw 3; }, function check(e) { return false; }));
t("throws not fn", () => assert.throws(5));
t("throws string 3 args", () => assert.throws(() => { throw new Error("a"); }, "x", "y"));
t("doesNotThrow pass", () => assert.doesNotThrow(() => 1));
t("doesNotThrow", () => assert.doesNotThrow(() => { throw new Error("oops"); }));
t("doesNotThrow msg", () => assert.doesNotThrow(() => { throw new Error("oops"); }, "mine"));
t("doesNotThrow class match", () => assert.doesNotThrow(() => { throw new TypeError("oops"); }, TypeError));
t("doesNotThrow class nomatch", () => assert.doesNotThrow(() => { throw new TypeError("oops"); }, RangeError));
t("doesNotThrow regexp", () => assert.doesNotThrow(() => { throw new TypeError("oops"); }, /oop/, "m"));
t("doesNotThrow primitive", () => assert.doesNotThrow(() => { throw 5; }));
t("doesNotThrow not fn", () => assert.doesNotThrow("x"));
t("AssertionError ctor", () => { throw new assert.AssertionError({ actual: 1, expected: 2, operator: "strictEqual" }); });
t("AssertionError ctor msg", () => { throw new assert.AssertionError({ message: "hi" }); });
t("AssertionError instanceof", () => { try { assert.fail("x"); } catch (e) { console.log(e instanceof assert.AssertionError, e instanceof Error, e.constructor.name, e.name, Object.prototype.toString.call(e)); } });
t("strict", () => assert.strict.equal(1, "1"));
t("strict is", () => console.log(assert.strict.strict === assert.strict, typeof assert.strict.ok, assert.strict.deepEqual === assert.deepStrictEqual, assert.strict.AssertionError === assert.AssertionError));
t("ok fn name", () => console.log(assert.name, assert.ok.name, assert.strictEqual.name, assert.length, assert.throws.length));
