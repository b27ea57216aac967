// Rejects a named import the package's entry does not export (V8's link error).
// @error: 3:10: The requested module 'pkg' does not provide an export named 'missing'
import { missing } from "pkg";
console.log(missing);
