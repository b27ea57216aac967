// structuredClone: a deep copy of plain objects, arrays, Map, Set, Date,
// RegExp, boxed primitives and errors, keeping shared references and
// cycles; functions and symbols throw DataCloneError.
const shared = { s: 1 };
const src = {
  n: 1, s: "str", b: true, u: undefined, nul: null, big: 10n,
  arr: [1, [2, 3], shared, shared],
  map: new Map([["k", { v: 1 }], [shared, "key object"]]),
  set: new Set([1, "two", shared]),
  date: new Date(86400000),
  re: /ab+c/gi,
  boxed: [new Number(3), new String("s"), new Boolean(false)],
  err: new RangeError("bad range"),
};
src.self = src;
const c = structuredClone(src);
console.log(c !== src, c.self === c, c.arr !== src.arr, c.arr[2] === c.arr[3], c.arr[2] !== shared);
console.log(c.map.get("k"), c.map.get("k") !== src.map.get("k"), [...c.map.keys()][1] === c.arr[2]);
console.log([...c.set].length, c.set.has(c.arr[2]), c.date instanceof Date, c.date.getTime());
console.log(c.re instanceof RegExp, c.re.source, c.re.flags, c.re.lastIndex);
console.log(c.boxed.map((x) => typeof x), c.boxed.map((x) => x.valueOf()));
console.log(c.err instanceof RangeError, c.err.name, c.err.message);
console.log(c.n, c.s, c.b, c.u, "u" in c, c.nul, c.big);
console.log(structuredClone(5), structuredClone("x"), structuredClone(null), structuredClone([, 1]).length);
class Point { constructor() { this.x = 1; } get y() { return 2; } }
const p = structuredClone(new Point());
console.log(p, p instanceof Point, Object.getPrototypeOf(p) === Object.prototype);
for (const bad of [() => 1, function named() {}, { f() {} }, Symbol("s"), [Symbol.iterator], new WeakMap()]) {
  try {
    structuredClone(bad);
    console.log("cloned");
  } catch (e) {
    console.log(e.name, e.code, e.message, e instanceof DOMException);
  }
}
try {
  structuredClone();
} catch (e) {
  console.log(e.name, e.code, e.message);
}
let deep = {};
for (let i = 0; i < 100000; i++) deep = { deep };
try {
  structuredClone(deep);
  console.log("deep cloned");
} catch (e) {
  console.log(e.name, e.message);
}
