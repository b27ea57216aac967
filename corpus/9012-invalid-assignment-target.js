// Rejects assignment to an expression that is not a reference.
// @error: 4:1: Invalid left-hand side in assignment
let a = 1;
a + 1 = 2;
