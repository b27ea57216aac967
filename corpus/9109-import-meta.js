// Rejects import.meta.resolve with a specifier that is not a string literal:
// scr resolves it at compile time (error at the call).
// @error: 5:13: import.meta.resolve() with a specifier that is not a string literal is not supported yet
const name = "./lib.js";
console.log(import.meta.resolve(name));
