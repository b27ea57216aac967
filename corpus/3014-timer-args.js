// Extra arguments are passed to timer and immediate callbacks. The timeout
// is set from the immediate, so the order does not depend on how long the
// program took to reach its loop (a 30 ms timeout once fired first under
// ThreadSanitizer on a loaded machine).
setImmediate((a) => {
  console.log("immediate", a);
  setTimeout((x, y) => console.log("timeout", x, y), 30, "x", 2);
}, [1, 2]);
process.nextTick((a, b, c) => console.log("tick", a, b, c), 1, 2, 3);
