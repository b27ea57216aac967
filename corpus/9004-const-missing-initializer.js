// Rejects a const declaration without an initializer.
// @error: 3:7: Missing initializer in const declaration
const limit;
console.log(limit);
