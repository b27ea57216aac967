// Rejects delete of a plain identifier, which is an early error in strict (module) code.
// @error: 4:8: Delete of an unqualified identifier in strict mode.
let x = 1;
delete x;
console.log(x);
