// Checks that reading a let/const export of a module in a cycle before it has run throws ReferenceError.
import { config, readLeaf } from "./root.js";
console.log(config, readLeaf());
