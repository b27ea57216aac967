// Per-iteration boxes for captured loop bindings are freed with their closures.
async function f() { const fns = []; for (let i = 0; i < 5; i++) { await null; fns.push(() => i); } return fns.map(g => g()); }
console.log(await f());
