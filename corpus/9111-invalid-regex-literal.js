// Rejects a regex literal whose pattern V8 rejects: an early SyntaxError at the literal.
// @error: 4:11: Invalid regular expression: /a(b/: Unterminated group
console.log("before");
const r = /a(b/;
console.log(r);
