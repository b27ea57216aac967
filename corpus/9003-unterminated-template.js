// Rejects a template literal that is never closed (V8 reports the end of input).
// @error: 6:1: Unexpected end of input
const name = "x";
console.log(`hello ${name}
);
