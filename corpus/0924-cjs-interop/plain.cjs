// exports.x = ... forms; a counter changed after the module ran is not seen by the named import, which is read once.
globalThis.order.push("plain.cjs");
exports.add = (a, b) => a + b;
module.exports.version = "1.0";
exports["counter"] = 1;
setTimeout(() => {
  exports.counter = 2;
}, 0);
