// An unref'd timer does not keep the process alive.
const t = setTimeout(() => console.log("never"), 5000);
t.unref();
console.log(t.hasRef());
setTimeout(() => console.log("ref'd one runs"), 1);
