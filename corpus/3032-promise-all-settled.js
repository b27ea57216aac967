// Promise.allSettled reports every outcome.
Promise.allSettled([1, Promise.reject("no"), Promise.resolve({ a: 1 })]).then(r => console.log(r));
