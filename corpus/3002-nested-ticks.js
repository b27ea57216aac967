// nextTick callbacks queued by nextTick run before microtasks.
setTimeout(() => {
  process.nextTick(() => {
    console.log("tick a");
    process.nextTick(() => console.log("tick a.1"));
  });
  Promise.resolve().then(() => console.log("micro"));
  process.nextTick(() => console.log("tick b"));
}, 0);
