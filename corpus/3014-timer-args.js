// Extra arguments are passed to timer and immediate callbacks.
setTimeout((a, b) => console.log("timeout", a, b), 30, "x", 2);
setImmediate((a) => console.log("immediate", a), [1, 2]);
process.nextTick((a, b, c) => console.log("tick", a, b, c), 1, 2, 3);
