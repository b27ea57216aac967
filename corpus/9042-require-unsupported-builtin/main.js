// Rejects require() of a Node built-in module scr does not provide.
// @error: 3:22: the built-in module 'node:zlib' is not supported yet by scr
const zlib = require("zlib");
console.log(typeof zlib.gzipSync);
