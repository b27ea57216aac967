// A chain of 1000 awaits through nested async calls.
async function depth(n) { if (n === 0) return 0; return 1 + await depth(n - 1); }
depth(200).then(v => console.log("depth", v));
async function seq() { let x = 0; for (let i = 0; i < 1000; i++) x = await Promise.resolve(x + 1); return x; }
seq().then(v => console.log("seq", v));
