// for await at the top level of a module.
async function* gen() { yield 1; yield 2; }
for await (const x of gen()) console.log("x", x);
console.log("done");
