// Checks assert.fail, ifError, match and doesNotMatch: their messages, operators, generatedMessage, and errors passed through.
import assert from "node:assert";

function t(label, f) {
  try {
    f();
    console.log(label, "passed");
  } catch (e) {
    console.log("--", label, "|", e.name, e.code, e.generatedMessage, e.operator, Object.keys(e).join(","));
    console.log(e.message);
    console.log(String(e).split("\n")[0]);
  }
}
t("fail", () => assert.fail());
t("fail msg", () => assert.fail("boom"));
t("fail error", () => assert.fail(new RangeError("mine")));
t("ifError null", () => assert.ifError(null));
t("ifError undefined", () => assert.ifError(undefined));
t("ifError err", () => assert.ifError(new Error("bad thing")));
t("ifError str", () => assert.ifError("oops"));
t("ifError 0", () => assert.ifError(0));
t("match", () => assert.match("abc", /b/));
t("match fail", () => assert.match("abc", /x/));
t("match nonstring", () => assert.match(123, /x/));
t("match bad regexp", () => assert.match("abc", "b"));
t("doesNotMatch", () => assert.doesNotMatch("abc", /b/));
t("doesNotMatch pass", () => assert.doesNotMatch("abc", /x/));
t("match msg", () => assert.match("abc", /x/, "custom"));
