// Recursive nextTicks run before promises.
let n = 0;
function tick() { if (++n < 5) process.nextTick(tick); else console.log("ticks done", n); }
setTimeout(() => {
  Promise.resolve().then(() => console.log("promise"));
  process.nextTick(tick);
}, 0);
