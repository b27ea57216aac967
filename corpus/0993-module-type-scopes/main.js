// Which files are ES modules: .mjs whatever the scope's "type", .js and
// extensionless files in a "type": "module" scope (the nearest
// package.json decides), and this .js, with module syntax and no
// package.json above it. (Under a package.json without "type" Node 20.20
// also runs it as ESM, but warns with its process id.)
import { tool } from "./legacy/tool.mjs";
import { util } from "./modern/util.js";
import { run } from "./modern/bin/run";

console.log(tool(), util(), run());
