// Rejects the flags u and v together on a literal.
// @error: 3:13: Invalid regular expression flags
const re = /a/uv;
console.log(re);
