// An error thrown in a then handler rejects the derived promise.
Promise.resolve(1).then(() => { throw new SyntaxError("handler threw"); }).catch(e => console.log(e.name, e.message));
