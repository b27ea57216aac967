// Promise.all keeps order and rejects with the first rejection.
Promise.all([1, Promise.resolve(2), new Promise(r => setTimeout(() => r(3), 5))]).then(v => console.log(v));
Promise.all([]).then(v => console.log("empty", v));
Promise.all([Promise.reject(new Error("first")), Promise.reject(new Error("second"))]).catch(e => console.log(e.message));
