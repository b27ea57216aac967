// Timers, immediates, ticks and microtasks together.
console.log("1 sync");
setTimeout(() => {
  console.log("5 timeout");
  setImmediate(() => console.log("7 immediate"));
  process.nextTick(() => console.log("6 tick"));
}, 0);
Promise.resolve().then(() => console.log("3 micro"));
process.nextTick(() => console.log("4 tick"));
console.log("2 sync");
