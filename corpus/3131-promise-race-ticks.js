// Promise.race timing against a chain.
Promise.race([Promise.resolve("r")]).then(v => console.log("race", v));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2"));
