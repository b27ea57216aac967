// queueMicrotask interleaves with promise reactions in FIFO order.
queueMicrotask(() => console.log("qm 1"));
Promise.resolve().then(() => console.log("p 1"));
queueMicrotask(() => {
  console.log("qm 2");
  queueMicrotask(() => console.log("qm 2.1"));
});
Promise.resolve().then(() => console.log("p 2"));
