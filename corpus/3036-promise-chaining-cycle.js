// Resolving a promise with itself rejects with a TypeError.
let res;
const p = new Promise(r => { res = r; });
res(p);
p.catch(e => console.log(e.name + ": " + e.message));
