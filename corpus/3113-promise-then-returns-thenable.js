// A then handler returning a thenable.
Promise.resolve().then(() => ({ then(r) { r("from thenable"); } })).then(v => console.log(v));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3"));
