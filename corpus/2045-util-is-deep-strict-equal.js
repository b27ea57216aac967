// util.isDeepStrictEqual over objects, arrays, Maps, Sets and primitives.
import { isDeepStrictEqual as eq } from "node:util";
console.log(eq({ a: [1, 2, { b: 3 }] }, { a: [1, 2, { b: 3 }] }));
console.log(eq({ a: 1 }, { a: "1" }), eq([1, 2], [1, 2, 3]), eq(NaN, NaN), eq(0, -0));
console.log(eq(new Set([1, 2]), new Set([2, 1])), eq(new Map([[1, { x: 1 }]]), new Map([[1, { x: 1 }]])));
console.log(eq(new Map([[1, 2]]), new Map([[1, 3]])), eq(new Date(0), new Date(0)), eq(/a/g, /a/i));
console.log(eq(Object.create(null), {}), eq([1, , 3], [1, undefined, 3]));
const a = { n: 1 }; a.self = a;
const b = { n: 1 }; b.self = b;
console.log(eq(a, b));
