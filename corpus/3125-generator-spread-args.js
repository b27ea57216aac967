// Generators as arguments and in new Set-less code.
function* g() { yield 3; yield 1; yield 2; }
const arr = [...g()].sort();
console.log(arr, String([...g()]));
function sum(...xs) { return xs.reduce((a, b) => a + b, 0); }
console.log(sum(...g()));
