// Imported statically and required through createRequire: one module object.
console.log("counter.cjs runs");
exports.count = 0;
exports.bump = () => ++exports.count;
