// await of a native promise takes one tick; of a value, one tick.
async function f() { console.log("f start"); await null; console.log("f after 1"); await Promise.resolve(); console.log("f after 2"); }
f();
Promise.resolve().then(() => console.log("p1")).then(() => console.log("p2")).then(() => console.log("p3"));
