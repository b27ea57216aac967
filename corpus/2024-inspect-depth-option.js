// util.inspect's depth option: 0, 1, Infinity and null.
import { inspect } from "node:util";
const v = { a: { b: { c: { d: { e: 1 } } } }, arr: [[[[1]]]] };
console.log(inspect(v, { depth: 0 }));
console.log(inspect(v, { depth: 1 }));
console.log(inspect(v, { depth: Infinity }));
console.log(inspect(v, { depth: null }));
