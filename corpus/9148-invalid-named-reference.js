// Rejects, at compile time, a \k<name> that names no group: V8 looks the
// names up once the whole pattern parsed.
// @error: 4:12: Invalid regular expression: /(?<a>x)\k<b>/: Invalid named capture referenced
const re = /(?<a>x)\k<b>/;
console.log(re);
