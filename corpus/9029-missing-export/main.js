// Rejects importing a name the sibling module does not export (V8 reports it at link time).
// @error: 3:19: The requested module './lib.js' does not provide an export named 'absent'
import { present, absent } from "./lib.js";
console.log(present, absent);
