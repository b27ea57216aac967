// Rejects a var that conflicts with a const in the same scope.
// @error: 5:7: Identifier 'value' has already been declared
const value = 1;
{
  var value = 2;
}
