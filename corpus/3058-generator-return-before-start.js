// return() on a fresh generator completes it without running.
function* g() { console.log("never runs"); yield 1; }
const it = g();
console.log(it.return(5));
console.log(it.next());
