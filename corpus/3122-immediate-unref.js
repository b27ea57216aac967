// An unref'd immediate still runs if the loop is alive.
const i = setImmediate(() => console.log("immediate ran"));
i.unref();
console.log(i.hasRef());
setTimeout(() => console.log("timer"), 30);
