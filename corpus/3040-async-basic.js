// Async functions return promises and run synchronously until await.
async function f(x) { console.log("f", x); return x * 2; }
const p = f(21);
console.log(p instanceof Promise);
p.then(v => console.log("result", v));
console.log("end of main");
