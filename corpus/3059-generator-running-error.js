// Calling next() of a running generator throws.
let it;
function* g() { try { it.next(); } catch (e) { console.log(e.name + ": " + e.message); } yield 1; }
it = g();
console.log(it.next());
