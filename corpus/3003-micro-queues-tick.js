// A microtask that queues a nextTick: all microtasks drain first.
setTimeout(() => {
  Promise.resolve().then(() => {
    console.log("m1");
    process.nextTick(() => console.log("t from m1"));
    Promise.resolve().then(() => console.log("m1.1"));
  });
  Promise.resolve().then(() => console.log("m2"));
}, 0);
