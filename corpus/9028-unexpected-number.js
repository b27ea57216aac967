// Rejects a number directly after an identifier.
// @error: 4:11: Unexpected number
let a = 1;
let b = a 2;
