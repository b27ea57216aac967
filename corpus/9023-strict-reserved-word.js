// Rejects a strict mode reserved word used as a variable name.
// @error: 3:7: Unexpected strict mode reserved word
const interface = 2;
