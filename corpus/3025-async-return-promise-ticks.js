// An async function returning a promise resolves three ticks later.
async function a() { return Promise.resolve("a"); }
async function b() { return "b"; }
a().then(v => console.log(v));
b().then(v => console.log(v));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3")).then(() => console.log("4"));
