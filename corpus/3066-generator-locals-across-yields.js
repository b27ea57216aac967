// Locals, closures and loops across yields.
function* fib() { let [a, b] = [0, 1]; while (true) { yield a; [a, b] = [b, a + b]; } }
const out = [];
for (const f of fib()) { if (f > 100) break; out.push(f); }
console.log(out.join(" "));
function* counters() { for (let i = 0; i < 3; i++) yield () => i; }
console.log([...counters()].map(f => f()));
