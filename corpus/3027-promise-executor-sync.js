// The executor runs synchronously; resolve twice is ignored.
console.log("before");
const p = new Promise((res, rej) => { console.log("executor"); res(1); res(2); rej(new Error("x")); });
p.then(v => console.log("value", v));
console.log("after");
