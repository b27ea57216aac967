// compact as a number: how many inner levels may share one line.
import { inspect } from "node:util";
const v = { a: { b: { c: {} } }, x: [1, [2, [3]]] };
for (const compact of [1, 2, 3, 4]) console.log(compact, inspect(v, { compact, depth: 5 }));
