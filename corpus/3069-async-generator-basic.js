// Async generators yield promises of iterator results.
async function* g() { yield 1; await null; yield 2; return 3; }
const it = g();
it.next().then(r => console.log(r));
it.next().then(r => console.log(r));
it.next().then(r => console.log(r));
it.next().then(r => console.log(r));
