// From an immediate, a new immediate and a timer.
setImmediate(() => {
  setImmediate(() => console.log("immediate 2"));
  Promise.resolve().then(() => console.log("micro"));
  console.log("immediate 1");
});
