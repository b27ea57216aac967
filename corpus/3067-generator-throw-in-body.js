// An exception thrown in a generator body reaches next()'s caller.
function* g() { yield 1; throw new Error("body error"); }
const it = g();
it.next();
try { it.next(); } catch (e) { console.log("caught", e.message); }
console.log(it.next());
