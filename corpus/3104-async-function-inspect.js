// Async and generator functions print their kind.
async function af() {}
function* gf() {}
async function* agf() {}
console.log(af, gf, agf, async () => {});
console.log(typeof af, af.length, gf.name);
