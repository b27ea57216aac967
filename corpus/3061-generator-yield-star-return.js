// return() forwards through yield* to the inner iterator.
function* inner() { try { yield 1; yield 2; } finally { console.log("inner finally"); } }
function* outer() { try { yield* inner(); } finally { console.log("outer finally"); } }
const it = outer();
console.log(it.next());
console.log(it.return("early"));
