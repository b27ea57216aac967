// return() is not caught by catch clauses.
function* g() {
  try { yield 1; } catch (e) { console.log("never caught", e); } finally { console.log("finally runs"); }
  console.log("not reached");
}
const it = g();
it.next();
console.log(it.return(9));
