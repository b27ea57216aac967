// Imported first by main.js; requires later.mjs before the ES order reaches it.
console.log("first.cjs runs");
const later = require("./later.mjs");
exports.fromCjs = "first saw " + later.value;
