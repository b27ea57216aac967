// node:util imported as a default export: the module object and its functions.
import util from "node:util";
console.log(typeof util.inspect, typeof util.format, typeof util.isDeepStrictEqual);
console.log(util.inspect({ a: [1, 2], b: "x" }));
console.log(util.format("%s has %d items", "list", 3));
