// A throwing finally replaces the completion; a returned value does not.
Promise.resolve(1).finally(() => 2).then(v => console.log("kept", v));
Promise.resolve(1).finally(() => { throw new Error("f"); }).catch(e => console.log("replaced", e.message));
Promise.reject(new Error("r")).finally(() => Promise.resolve(3)).catch(e => console.log("still", e.message));
