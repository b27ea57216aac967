// Rejects a top-level var and function with the same name: module-level functions are lexical.
// @error: 4:1: Identifier 'dual' has already been declared
var dual = 1;
function dual() {}
