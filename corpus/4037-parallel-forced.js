// @env: SCR_CYCLE_PARALLEL_MIN=0 SCR_CYCLE_PARALLEL=3
// Every full pass forced parallel (in builds that have the walk); the results stay the same.
const keep = [];
for (let r = 0; r < 5; r++) {
  for (let i = 0; i < 20000; i++) {
    const a = { i }, b = { a };
    a.b = b;
    if (i % 1000 === 0) keep.push(a);
  }
}
let s = 0;
for (const a of keep) s += a.b.a.i;
console.log(keep.length, s);
