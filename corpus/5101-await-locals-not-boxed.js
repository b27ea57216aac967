// Locals living across awaits stay C locals: no boxes (see SCR_ASYNC_STATS).
async function step(i) { let a = i, b = i * 2; await null; a += b; await null; return a + b; }
let total = 0;
for (let i = 0; i < 200; i++) total += await step(i);
console.log("total", total);
