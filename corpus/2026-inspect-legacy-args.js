// The legacy signature inspect(value, showHidden, depth).
import { inspect } from "node:util";
const v = { a: { b: { c: {} } } };
console.log(inspect(v, false, 0));
console.log(inspect(v, false, 5));
console.log(inspect(Object.defineProperty({}, "h", { value: 1 }), true));
