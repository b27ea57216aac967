// Returning a promise from a then handler delays by two ticks.
Promise.resolve().then(() => Promise.resolve("x")).then(v => console.log("A", v));
Promise.resolve().then(() => "y").then(v => console.log("B", v)).then(() => console.log("B2")).then(() => console.log("B3"));
