// An unref'd immediate still runs if the loop is alive.
const i = setImmediate(() => console.log("immediate ran"));
i.unref();
console.log(i.hasRef());
// The timer is far enough out that a slow start (a sanitizer build on a busy
// machine) cannot make it due before the first check phase.
setTimeout(() => console.log("timer"), 300);
