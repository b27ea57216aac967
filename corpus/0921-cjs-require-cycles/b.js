// Second half of the cycle: sees a.js's exports as they were when a.js required it.
console.log("b: start");
exports.done = false;
exports.name = "b";
const a = require("./a");
console.log("b: a.done =", a.done, "a.name =", a.name, "has callB:", "callB" in a);
exports.seenByB = Object.keys(a).join(",");
exports.callA = () => "b calls " + a.name + " (done " + a.done + ")";
exports.done = true;
console.log("b: end");
