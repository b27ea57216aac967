// Rejects two identifiers in a row.
// @error: 4:11: Unexpected identifier 'c'
let a = 1;
let b = a c;
