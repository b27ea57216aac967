// Rejects a return statement outside any function.
// @error: 4:1: Illegal return statement
console.log("start");
return 5;
