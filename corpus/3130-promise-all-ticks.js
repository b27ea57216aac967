// Promise.all resolves after its elements' reactions.
Promise.all([Promise.resolve(1), Promise.resolve(2)]).then(() => console.log("all"));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3"));
