// Checks JSON.stringify with indentation, replacers, special values, and JSON.parse.
const data = { s: "q\"uote\n", n: 1.5, neg: -0, big: 1e21, nan: NaN, inf: -Infinity, t: true, nul: null, u: undefined, f() {}, arr: [1, undefined, () => 1, NaN], nested: { e: {}, ea: [] } };
console.log(JSON.stringify(data));
console.log(JSON.stringify(data, null, 2));
console.log(JSON.stringify({ a: 1, b: [1, 2], c: { d: 1 } }, ["a", "c"], "--"));
console.log(JSON.stringify({ a: 1, b: "x", c: [3] }, (k, v) => (typeof v === "number" ? v * 10 : v)));
console.log(JSON.stringify("str"), JSON.stringify(5), JSON.stringify(null), JSON.stringify(undefined), JSON.stringify(() => 1));
console.log(JSON.stringify({ toJSON() { return { replaced: 1 }; } }), JSON.stringify([[]], null, 4));
console.log(JSON.stringify("\u2028\ud800\u0007é😀"));
const parsed = JSON.parse('{"a":[1,2,{"b":null}],"c":"\\u0041\\n","d":-1.5e2,"e":true,"1":0}');
console.log(parsed, Object.keys(parsed));
for (const bad of ["{a:1}", "[1,]", "", "'s'"]) {
  try {
    JSON.parse(bad);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
