// Rejects a regular expression literal, which scr does not compile yet (error at the opening slash).
// @error: 3:17: regular expression literals are not supported yet
const pattern = /ab+c/;
console.log(pattern.test("abbc"));
