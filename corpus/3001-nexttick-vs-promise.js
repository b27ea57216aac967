// Main-module order: sync, microtasks, then nextTicks (ESM).
process.nextTick(() => console.log("tick 1"));
Promise.resolve().then(() => console.log("micro 1"));
process.nextTick(() => console.log("tick 2"));
Promise.resolve().then(() => console.log("micro 2"));
console.log("sync");
