// Taking from an infinite generator.
function* naturals() { let n = 0; for (;;) yield n++; }
function* take(it, k) { for (const v of it) { if (k-- <= 0) return; yield v; } }
function* map(it, f) { for (const v of it) yield f(v); }
console.log([...take(map(naturals(), x => x * x), 6)]);
