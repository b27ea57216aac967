// Checks namespace imports: property access, key order, printing and read-only bindings.
import * as util from "./util.js";
console.log(util.double(21), util.NAME, typeof util.default);
console.log(Object.keys(util));
console.log(util);
console.log(typeof util, util.missing, "double" in util);
try {
  util.NAME = "changed";
} catch (e) {
  console.log(e.name, e.message);
}
try {
  util.extra = 1;
} catch (e) {
  console.log(e.name, e.message);
}
