// First half of the cycle: requires b.js before it has finished filling its exports.
console.log("a: start");
exports.done = false;
exports.name = "a";
const b = require("./b");
console.log("a: b.done =", b.done);
exports.callB = () => "a calls " + b.name;
exports.done = true;
console.log("a: end");
