// Rejects a legacy octal literal, which strict (module) code forbids.
// @error: 3:14: Octal literals are not allowed in strict mode.
const mode = 0755;
console.log(mode);
