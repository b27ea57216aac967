// Required both through the module's own require and through createRequire's.
console.log("lib.cjs runs once");
exports.name = "lib";
