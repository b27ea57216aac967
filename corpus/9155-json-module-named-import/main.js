// A JSON module has one export, default: a named import is Node's link error.
// @error: 3:10: The requested module './data.json' does not provide an export named 'a'
import { a } from "./data.json" with { type: "json" };
console.log(a);
