// A handler attached in a later macrotask is too late.
// @exit: 1
const p = Promise.reject(new Error("too late"));
setTimeout(() => p.catch(() => console.log("never")), 1);
