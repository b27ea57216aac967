// compact: false puts every property on its own line, even short ones.
import { inspect } from "node:util";
console.log(inspect({ a: 1, b: [1, 2], c: { d: "x" } }, { compact: false }));
console.log(inspect([], { compact: false }), inspect({}, { compact: false }));
console.log(inspect(new Map([[1, 2]]), { compact: false }));
