// Microtasks run between immediates.
setImmediate(() => { console.log("i1"); Promise.resolve().then(() => console.log("i1 micro")); });
setImmediate(() => console.log("i2"));
