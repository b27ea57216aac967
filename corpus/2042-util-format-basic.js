// util.format: specifiers consume arguments, the rest are appended.
import { format } from "node:util";
console.log(format("%s:%s", "a", "b", "c", 4));
console.log(format("%s:%s", "only"));
console.log(format(1, 2, "three", { four: 4 }));
console.log(format("no specifiers", [1], "x"));
console.log(format("%%s %s", "x"), format("%x %s", 1), format("a%", 1), format("%"));
