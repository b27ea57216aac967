// clearImmediate cancels a queued immediate.
const a = setImmediate(() => console.log("never"));
setImmediate(() => console.log("runs"));
clearImmediate(a);
const b = setImmediate(() => console.log("b"));
setImmediate(() => clearImmediate(c));
const c = setImmediate(() => console.log("never c"));
