// await and then callbacks on the same promise run in registration order.
const p = Promise.resolve("v");
(async () => { await p; console.log("await 1"); })();
p.then(() => console.log("then 1"));
(async () => { await p; console.log("await 2"); })();
p.then(() => console.log("then 2"));
