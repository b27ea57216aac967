// Dropping the escaped closure frees its boxes.
async function make() { let count = 0; await null; return () => ++count; }
let inc = await make();
console.log(inc(), inc());
inc = null;
console.log("dropped");
