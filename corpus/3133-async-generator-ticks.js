// Async generator next() ordering against a chain.
async function* g() { yield "a"; yield "b"; }
const it = g();
it.next().then(r => console.log("gen", r.value));
it.next().then(r => console.log("gen", r.value));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3")).then(() => console.log("4"));
