// Rejects import() with a specifier that is not a string literal: scr
// compiles the target into the program, so it must be known (error at the
// import keyword).
// @error: 6:1: dynamic import() with a specifier that is not a string literal is not supported yet
const name = "./nothing.js";
import(name).catch(() => console.log("failed"));
