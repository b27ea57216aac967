// Top-level await suspends the module body.
console.log("before");
const v = await new Promise(r => setTimeout(() => r("late"), 2));
console.log("after", v);
const w = await 5;
console.log(w);
