// An Error thrown in a timer callback: report, status 1.
// @exit: 1
setTimeout(() => {
  console.log("in timer");
  throw new Error("timer failure");
}, 1);
setTimeout(() => console.log("never"), 20);
