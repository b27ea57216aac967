// fast-deep-equal (CommonJS, index.js): deep structural equality of plain
// values, arrays, dates and regular expressions; Maps and Sets of
// primitives through the es6 entry, a file imported by subpath from a
// package without "exports" (its comparison of two plain objects reaches
// ArrayBuffer.isView, which scr lacks: docs/packages.md).
import equal from "fast-deep-equal";
import equal6 from "fast-deep-equal/es6/index.js";

const a = { id: 1, tags: ["x", "y"], nested: { when: new Date(0), re: /ab+c/gi, list: [1, [2, [3]]] } };
const b = { nested: { list: [1, [2, [3]]], re: /ab+c/gi, when: new Date(0) }, tags: ["x", "y"], id: 1 };
console.log("equal:", equal(a, b), equal(a, { ...b, id: 2 }), equal([1, 2], [2, 1]), equal(NaN, NaN));
console.log("types:", equal(1, "1"), equal(null, undefined), equal({}, []), equal([], []), equal(/a/g, /a/i));
const s1 = new Set([1, 2, 3]), s2 = new Set([3, 2, 1]);
const m1 = new Map([["k", 1], ["j", "two"]]), m2 = new Map([["k", 1], ["j", "two"]]);
console.log("es6 maps:", equal6(m1, m2), equal6(m1, new Map([["k", 1], ["j", "2"]])), equal6([m1, [s1]], [m2, [new Set([2, 1, 3])]]));
console.log("es6 sets:", equal6(s1, s2), equal6(s1, new Set([1, 2])));
class P { constructor(x) { this.x = x; } }
console.log("classes:", equal(new P(1), new P(1)), equal(new P(1), { x: 1 }));
