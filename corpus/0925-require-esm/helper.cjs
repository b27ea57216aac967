// CommonJS required by an ES module's import.
console.log("helper.cjs runs");
module.exports = (s) => s.toUpperCase();
