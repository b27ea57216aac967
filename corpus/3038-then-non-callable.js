// Non-callable then arguments pass values through.
Promise.resolve(1).then(null).then(undefined, 5).then(v => console.log("through", v));
Promise.reject(2).then(v => console.log("never")).then(null, r => console.log("reason", r));
