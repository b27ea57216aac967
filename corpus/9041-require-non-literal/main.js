// Rejects require() of a computed specifier: scr resolves and compiles required
// modules ahead of time. Node runs it (lib.js exists).
// @error: 5:21: require() with a specifier that is not a string literal is not supported
const name = "./lib.js";
const lib = require(name);
console.log(lib);
