// A thenable whose then throws rejects; after resolve the throw is ignored.
Promise.resolve({ then() { throw new Error("then threw"); } }).catch(e => console.log(e.message));
Promise.resolve({ then(r) { r("ok"); throw new Error("ignored"); } }).then(v => console.log(v));
