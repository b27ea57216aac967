// Promises print their state.
console.log(Promise.resolve(1));
console.log(new Promise(() => {}));
const r = Promise.reject(3);
r.catch(() => {});
console.log(r);
console.log(Promise.resolve({ a: [1, 2] }));
