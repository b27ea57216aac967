// Checks assert.ok, equal, notEqual, strictEqual and notStrictEqual: passing cases, and the AssertionError of failing ones (Node's messages, the short !== form and the + actual - expected diff, the source of a failed ok()).
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
t("ok true", () => assert.ok(1));
t("ok false", () => assert.ok(false));
t("assert 0", () => assert(0));
t("ok no arg", () => assert.ok());
t("ok message", () => assert.ok(null, "custom message"));
t("ok error message", () => assert.ok("", new TypeError("mine")));
t("ok expr", () => {
  const x = 3;
  assert(x > 5 && typeof x === "string");
});
t("ok multiline", () => {
  assert.ok(
    1 === 2,
  );
});
t("equal", () => assert.equal(1, "1"));
t("equal fail", () => assert.equal(1, 2));
t("equal NaN", () => assert.equal(NaN, NaN));
t("equal str", () => assert.equal("a", "b"));
t("notEqual", () => assert.notEqual(1, "1"));
t("notEqual pass", () => assert.notEqual(1, 2));
t("strictEqual", () => assert.strictEqual(1, 2));
t("strictEqual str", () => assert.strictEqual("hello", "world"));
t("strictEqual long str", () => assert.strictEqual("hello world, this is long", "hello world, this is lung"));
t("strictEqual types", () => assert.strictEqual(1, "1"));
t("strictEqual objs", () => assert.strictEqual({ a: 1 }, { a: 1 }));
t("strictEqual objs diff", () => assert.strictEqual({ a: 1 }, { a: 2 }));
t("strictEqual arrays", () => assert.strictEqual([1, 2, 3], [1, 2, 4]));
t("strictEqual msg", () => assert.strictEqual(1, 2, "nope"));
t("strictEqual 0 -0", () => assert.strictEqual(0, -0));
t("strictEqual NaN", () => assert.strictEqual(NaN, NaN));
t("strictEqual null undefined", () => assert.strictEqual(null, undefined));
t("strictEqual multiline strings", () => assert.strictEqual("a\nb\nc", "a\nB\nc"));
t("notStrictEqual", () => assert.notStrictEqual(1, 1));
t("notStrictEqual long", () => assert.notStrictEqual("abcdefgh", "abcdefgh"));
t("notStrictEqual obj", () => { const o = { a: 1 }; assert.notStrictEqual(o, o); });
