// Checks deepEqual, notDeepEqual, deepStrictEqual and notDeepStrictEqual: loose versus strict equality, and the line diff Node prints (nested objects, arrays, Maps, Sets, collapsed identical lines, custom messages).
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
t("deepEqual pass", () => assert.deepEqual({ a: 1, b: "2" }, { a: "1", b: 2 }));
t("deepEqual fail", () => assert.deepEqual({ a: 1 }, { a: 2 }));
t("deepEqual arrays", () => assert.deepEqual([1, 2], [1, 2, 3]));
t("notDeepEqual", () => assert.notDeepEqual({ a: 1 }, { a: "1" }));
t("notDeepEqual same", () => assert.notDeepEqual({ a: 1 }, { a: 1 }));
t("deepStrictEqual pass", () => assert.deepStrictEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }));
t("deepStrictEqual", () => assert.deepStrictEqual({ a: 1, b: [1, 2] }, { a: 1, b: [1, 3] }));
t("deepStrictEqual loose", () => assert.deepStrictEqual({ a: 1 }, { a: "1" }));
t("deepStrictEqual prims", () => assert.deepStrictEqual(1, 2));
t("deepStrictEqual arrays", () => assert.deepStrictEqual([1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 9]));
t("deepStrictEqual map", () => assert.deepStrictEqual(new Map([[1, "a"]]), new Map([[1, "b"]])));
t("deepStrictEqual proto", () => assert.deepStrictEqual(Object.create(null), {}));
t("deepStrictEqual extra", () => assert.deepStrictEqual({ a: 1, b: 2, c: 3 }, { a: 1, c: 3 }));
t("deepStrictEqual long", () => assert.deepStrictEqual(
  { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10 },
  { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 11 }));
t("deepStrictEqual identical", () => assert.deepStrictEqual([Symbol.for("x")].map(() => ({})), [{}]));
t("notDeepStrictEqual", () => assert.notDeepStrictEqual({ a: 1 }, { a: 1 }));
t("notDeepStrictEqual prim", () => assert.notDeepStrictEqual(1, 1));
t("notDeepStrictEqual pass", () => assert.notDeepStrictEqual({ a: 1 }, { a: "1" }));
t("se msg", () => assert.strictEqual(1, 2, "nope"));
t("se msg str", () => assert.strictEqual("hello", "world", "m"));
t("se msg long", () => assert.strictEqual("hello world, this is long", "hello world, this is lung", "m"));
t("dse msg", () => assert.deepStrictEqual({ a: 1 }, { a: 2 }, "msg"));
t("dse msg ident", () => assert.deepStrictEqual([{}].map(x => x), [{}].concat([]), "msg"));
t("se obj ident msg", () => assert.strictEqual({}, {}, "msg"));
t("se obj ident", () => assert.strictEqual({}, {}));
t("se arr ident", () => assert.strictEqual([1], [1]));
t("nse msg", () => assert.notStrictEqual(1, 1, "msg"));
t("de msg", () => assert.deepEqual(1, 2, "msg"));
t("dse fn", () => assert.strictEqual(function a() {}, function b() {}));
t("dse longlines", () => assert.deepStrictEqual(Array.from({length: 30}, (_, i) => i), Array.from({length: 30}, (_, i) => i === 15 ? -1 : i)));
t("dse extra at end", () => assert.deepStrictEqual([1, 2, 3], [1, 2, 3, 4, 5]));
t("dse extra actual", () => assert.deepStrictEqual([1, 2, 3, 4, 5], [1, 2, 3]));
t("dse nested", () => assert.deepStrictEqual({ user: { name: "a", tags: ["x", "y"] }, n: 1 }, { user: { name: "b", tags: ["x", "z"] }, n: 1 }));
t("dse set", () => assert.deepStrictEqual(new Set([1, 2]), new Set([1, 3])));
t("dse date", () => assert.deepStrictEqual(new Date(0), new Date(1)));
t("dse str vs num", () => assert.deepStrictEqual("1", 1));
t("dse errors", () => assert.deepStrictEqual(new Error("a"), new Error("b")));
t("dse undefined vs missing", () => assert.deepStrictEqual({ a: undefined }, {}));
t("dse long string", () => assert.strictEqual("x".repeat(50), "x".repeat(49) + "y"));
t("dse long string2", () => assert.strictEqual("x".repeat(90), "x".repeat(89) + "y"));
t("dse str num", () => assert.strictEqual(123456789, 123456780));
t("se true false", () => assert.strictEqual(true, false));
t("se 1 and 1n", () => assert.strictEqual(1, 1n));
t("se sym", () => assert.strictEqual(Symbol("a"), Symbol("a")));
t("dse 0 -0", () => assert.deepStrictEqual(0, -0));
t("dse [0] [-0]", () => assert.deepStrictEqual([0], [-0]));
