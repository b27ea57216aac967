// An unref'd interval does not keep the process alive.
const h = setInterval(() => console.log("never"), 10);
h.unref();
console.log("main done");
