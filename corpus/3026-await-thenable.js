// await of a thenable object.
const t = { then(res, rej) { console.log("then"); res(42); } };
async function f() { const v = await t; console.log("v", v); }
f();
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3"));
