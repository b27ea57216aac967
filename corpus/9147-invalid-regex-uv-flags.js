// Rejects the flags u and v together on a literal.
// @error: 3:12: Invalid regular expression flags
const re = /a/uv;
console.log(re);
