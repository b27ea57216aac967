// unref then ref keeps the process alive again.
const t = setTimeout(() => console.log("fired"), 5);
t.unref();
t.ref();
console.log(t.hasRef());
