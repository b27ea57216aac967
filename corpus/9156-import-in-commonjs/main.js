// An import declaration in a CommonJS file (package.json says "commonjs"):
// V8 names the mistake, at the `import` keyword.
// @error: 5:1: Cannot use import statement outside a module
const path = require("node:path");
import { readFileSync } from "node:fs";
console.log(path.sep, readFileSync);
