// process.on('unhandledRejection') receives the reason and promise.
process.on("unhandledRejection", (reason, promise) => {
  console.log("listener", reason instanceof Error ? reason.message : reason, promise instanceof Promise);
});
Promise.reject(new Error("e1"));
Promise.reject("s2");
setTimeout(() => console.log("still running"), 1);
