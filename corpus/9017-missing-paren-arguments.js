// Rejects a call whose argument list is not closed.
// @error: 3:18: missing ) after argument list
console.log("a", "b";
