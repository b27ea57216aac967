// return() runs finally blocks; a yield in finally suspends again.
function* g() {
  try { yield 1; yield 2; } finally { console.log("cleanup"); yield "from finally"; console.log("after finally yield"); }
}
const it = g();
console.log(it.next());
console.log(it.return("R"));
console.log(it.next());
console.log(it.next());
