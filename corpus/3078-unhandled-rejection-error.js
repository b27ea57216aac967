// An unhandled rejection with an Error: the uncaught report, status 1.
// @exit: 1
console.log("start");
Promise.reject(new Error("nobody catches this"));
setTimeout(() => console.log("never"), 10);
