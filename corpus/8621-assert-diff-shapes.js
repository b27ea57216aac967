// Checks the shapes of assert's messages: long diffs cut after 50 lines, collapsed identical runs of three to six lines, trailing-comma alignment, long identical values, loose-operator truncation, class instances, non-ASCII indicators, functions and the fallback message of ok().
import assert from "node:assert";
function t(label, f) {
  try { f(); console.log(label, "passed"); } catch (e) { console.log("--", label); console.log(e.message); }
}
const big = (n, k) => Array.from({ length: n }, (_, i) => (i % k === 0 ? -i : i));
t("many diffs", () => assert.deepStrictEqual(big(80, 1), big(80, 2)));
t("identical long", () => assert.strictEqual(big(60, 100), big(60, 100)));
t("not long", () => assert.notDeepStrictEqual(big(60, 100), big(60, 100)));
t("five identical", () => assert.deepStrictEqual([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 0, 7]));
t("four identical", () => assert.deepStrictEqual([1, 2, 3, 4, 5, 6], [1, 2, 3, 0, 5, 6]));
t("three identical", () => assert.deepStrictEqual([1, 2, 3, 4, 5], [1, 2, 0, 4, 5]));
t("comma", () => assert.deepStrictEqual([1, [2]], [1, [2], 3]));
t("str multi", () => assert.strictEqual("a\nb", "a\nc"));
t("loose long", () => assert.deepEqual("x".repeat(600), "y"));
t("nested class", () => { class P { constructor(x) { this.x = x; } } assert.deepStrictEqual(new P(1), new P(2)); });
t("unicode", () => assert.strictEqual("héllo wörld ✓ long enough", "héllo wörld ✗ long enough"));
t("sym keys", () => assert.deepStrictEqual({ [Symbol("s")]: 1 }, { [Symbol("s")]: 1 }));
t("fn", () => assert.deepStrictEqual(() => 1, () => 1));
t("undefined", () => assert.strictEqual(undefined, 0));
t("obj vs prim", () => assert.strictEqual({}, 1));
t("equal obj", () => assert.equal({ a: 1 }, { a: 1 }));
t("notEqual obj", () => { const o = {}; assert.notEqual(o, o); });
t("ok ->", () => [0].forEach((x) => assert(x)));
t("ok call", () => assert.ok.call(null, false));
t("ok nested", () => assert.ok(Math.max(0, 0)));
t("ok string", () => assert.ok("" || null, undefined));
