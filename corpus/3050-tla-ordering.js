// Microtasks queued before a top-level await run while it waits.
Promise.resolve().then(() => console.log("micro"));
process.nextTick(() => console.log("tick"));
console.log("sync");
await null;
console.log("after await");
