// Ten thousand async calls in flight at once.
async function job(i) { await null; await null; return i; }
const ps = [];
for (let i = 0; i < 10000; i++) ps.push(job(i));
Promise.all(ps).then(v => console.log(v.length, v[0], v[9999], v.reduce((a, b) => a + b, 0)));
