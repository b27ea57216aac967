// An escaped closure keeps exactly its captured boxes alive.
async function make() { let count = 0, step = 2; await null; return () => (count += step); }
export const inc = await make();
console.log(inc(), inc(), inc());
