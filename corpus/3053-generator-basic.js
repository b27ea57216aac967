// Generators yield values and return a final value.
function* g() { yield 1; yield 2; return 3; }
const it = g();
console.log(it.next(), it.next(), it.next(), it.next());
console.log([...g()]);
