// Rejects a let binding declared twice in the same scope.
// @error: 5:5: Identifier 'count' has already been declared
let count = 1;
console.log(count);
let count = 2;
