// Batches of async activations leave bounded residue (N from @args).
// @args: 200
const n = Number(process.argv[2] ?? process.argv[process.argv.length - 1]) || 200;
async function leaf(x) { const k = x + 1; await null; return k * 2; }
async function mid(x) { const a = await leaf(x); const b = await leaf(a); return a + b; }
let sum = 0;
for (let b = 0; b < n; b++) {
  const rs = await Promise.all([mid(b), mid(b + 1), mid(b + 2), mid(b + 3)]);
  for (const r of rs) sum += r;
  if (b % 50 === 0) await new Promise(r => setTimeout(r, 0));
}
console.log("sum", sum);
