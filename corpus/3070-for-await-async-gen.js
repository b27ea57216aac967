// for await over an async generator.
async function* ticker(n) { for (let i = 0; i < n; i++) { await new Promise(r => setTimeout(r, 1)); yield i; } }
async function main() { let s = 0; for await (const t of ticker(4)) { console.log("tick", t); s += t; } return s; }
main().then(s => console.log("sum", s));
