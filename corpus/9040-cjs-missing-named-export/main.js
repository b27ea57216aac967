// Rejects a named import that Node's CommonJS export detection does not find (Node fails at link time).
// @error: 3:19: Named export 'hidden' not found. The requested module './lib.cjs' is a CommonJS module, which may not support all module.exports as named exports.
import { present, hidden } from "./lib.cjs";
console.log(present, hidden);
