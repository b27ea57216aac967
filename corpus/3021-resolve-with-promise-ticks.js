// Resolving with a native promise costs two extra ticks.
const p = new Promise(r => r(Promise.resolve("inner")));
p.then(v => console.log("p", v));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3")).then(() => console.log("4"));
