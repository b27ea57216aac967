// Generators finished or dropped release their stacks.
function* g(n) { for (let i = 0; i < n; i++) yield i; }
let s = 0;
for (let k = 0; k < 300; k++) { for (const v of g(5)) s += v; const it = g(3); it.next(); }
console.log(s);
