// Rejects require() of a Node built-in module scr does not provide.
// @error: 3:20: the built-in module 'node:fs' is not supported yet by scr
const fs = require("fs");
console.log(typeof fs.readFileSync);
