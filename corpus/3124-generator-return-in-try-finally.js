// A return in finally overrides the generator's return().
function* g() { try { yield 1; } finally { return "from finally"; } }
const it = g();
it.next();
console.log(it.return("ignored"));
console.log(it.next());
