// Inside a timer callback, setImmediate runs before a 0 ms timer.
setTimeout(() => {
  setTimeout(() => console.log("timeout"), 0);
  setImmediate(() => console.log("immediate"));
}, 0);
