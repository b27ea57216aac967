// Microtasks and nextTicks run between timer callbacks due together.
setTimeout(() => {
  console.log("t1");
  Promise.resolve().then(() => console.log("t1 micro"));
  process.nextTick(() => console.log("t1 tick"));
}, 3);
setTimeout(() => console.log("t2"), 3);
