// Rejects a tagged template, which scr does not compile yet (error at the start of the tag).
// @error: 4:13: tagged templates are not supported yet
const tag = (strings, ...values) => strings.join("|") + values.join(",");
console.log(tag`a${1}b${2}c`);
