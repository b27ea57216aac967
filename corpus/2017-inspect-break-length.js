// breakLength decides when an object stops fitting on one line.
import { inspect } from "node:util";
const v = { name: "scr", kind: "compiler", tags: ["c", "js", "aot"] };
for (const breakLength of [20, 40, 60, 80, Infinity]) console.log(inspect(v, { breakLength }));
