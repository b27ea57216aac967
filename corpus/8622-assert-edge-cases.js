// Checks more of assert: ambiguous messages, bad expected values, validators, thrown primitives, ifError with odd values, the deprecated multi-argument fail() (its DEP0094 warning on a later tick, with the --trace-deprecation hint) and loose deep equality of dates, booleans and containers.
import assert from "node:assert";
function t(label, f) {
  try { f(); console.log(label, "passed"); } catch (e) {
    console.log("--", label, "|", e.name, e.code, e.generatedMessage, e.operator);
    console.log(JSON.stringify(e.message));
  }
}
t("ambiguous", () => assert.throws(() => { throw new Error("same"); }, "same"));
t("ambiguous prim", () => assert.throws(() => { throw "same"; }, "same"));
t("string msg", () => assert.throws(() => { throw new Error("a"); }, "other"));
t("dnt bad expected", () => assert.doesNotThrow(() => { throw new Error("a"); }, 5));
t("dnt obj expected", () => assert.doesNotThrow(() => { throw new Error("a"); }, {}));
t("throws number error", () => assert.throws(() => { throw new Error("a"); }, 5));
t("throws identical name", () => { class TypeError2 extends Error {} ; const E = class TypeError extends Error {}; assert.throws(() => { throw new TypeError("x"); }, E); });
t("throws arrow validator", () => assert.throws(() => { throw new Error("a"); }, (e) => false));
t("throws Error subclass", () => { class MyErr extends Error {} ; assert.throws(() => { throw new Error("m"); }, MyErr); });
t("throws non-error thrown, class", () => assert.throws(() => { throw { a: 1 }; }, TypeError));
t("throws null thrown", () => assert.throws(() => { throw null; }, { a: 1 }));
t("throws undefined thrown", () => assert.throws(() => { throw undefined; }));
t("ifError empty msg", () => assert.ifError(new TypeError("")));
t("ifError obj", () => assert.ifError({ message: "m" }));
t("ifError obj no msg", () => assert.ifError({ a: 1 }));
t("fail 2 args", () => assert.fail(1, 2));
t("fail 3 args", () => assert.fail(1, 2, "msg"));
t("fail 4 args", () => assert.fail(1, 2, undefined, ">"));
t("match obj", () => assert.match({}, /x/));
t("deepEqual nan", () => assert.deepEqual(NaN, NaN));
t("deepEqual dates", () => assert.deepEqual(new Date(0), new Date(1)));
t("deepEqual 1 true", () => assert.deepEqual({ a: 1 }, { a: true }));
t("deepEqual arr obj", () => assert.deepEqual([], {}));
t("notDeepEqual long", () => assert.notDeepEqual("x".repeat(1100), "x".repeat(1100)));
