// A recursive microtask chain finishes before timers.
let n = 0;
function step() { if (++n < 1000) Promise.resolve().then(step); else console.log("chain done", n); }
setTimeout(() => console.log("timer after chain"), 0);
step();
