// Rejects require() of a Node built-in module scr does not provide.
// @error: 3:20: the built-in module 'node:vm' is not supported yet by scr
const vm = require("vm");
console.log(typeof vm.runInThisContext);
