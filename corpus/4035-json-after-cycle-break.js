// Cycles are broken before serialising; the collector must not touch live data.
const a = { id: 1 }, b = { id: 2 };
a.b = b; b.a = a;
for (let i = 0; i < 20000; i++) { const g = { i }; g.g = g; }
delete b.a;
console.log(JSON.stringify(a));
try { const c = {}; c.c = c; JSON.stringify(c); } catch (e) { console.log(e.name); }
