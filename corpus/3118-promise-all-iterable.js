// Promise.all over a generator.
function* src() { yield 1; yield Promise.resolve(2); yield new Promise(r => setImmediate(() => r(3))); }
Promise.all(src()).then(v => console.log(v));
