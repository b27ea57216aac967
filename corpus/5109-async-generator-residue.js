// Async generators finish and leave no activation behind.
async function* gen(n) { for (let i = 0; i < n; i++) { await null; yield i; } }
let s = 0;
for (let k = 0; k < 100; k++) for await (const v of gen(4)) s += v;
console.log(s);
