// Many suspended generators dropped without finishing.
function* g(i) { try { yield i; yield i + 1; } finally { } }
let s = 0;
for (let i = 0; i < 5000; i++) { const it = g(i); s += it.next().value; }
console.log(s);
