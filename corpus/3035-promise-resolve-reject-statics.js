// Promise.resolve returns the same native promise; reject wraps.
const p = Promise.resolve(5);
console.log(Promise.resolve(p) === p);
Promise.reject(7).catch(v => console.log("rejected", v));
console.log(p instanceof Promise, typeof Promise.prototype.then, Object.prototype.toString.call(p));
