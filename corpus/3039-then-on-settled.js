// then on an already settled promise still runs asynchronously.
const p = Promise.resolve("done");
p.then(v => console.log("1", v));
console.log("sync after then");
p.then(v => console.log("2", v));
