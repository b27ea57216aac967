// compact: true lines entries up after the opening brace.
import { inspect } from "node:util";
console.log(inspect({ a: 1, b: "two" }, { compact: true }));
const wide = { alpha: "a".repeat(30), beta: "b".repeat(30), gamma: ["c".repeat(20), "d".repeat(20)] };
console.log(inspect(wide, { compact: true }));
