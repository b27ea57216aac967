// Promise.all of a non-iterable rejects.
Promise.all(5).catch(e => console.log(e.name, e.message));
Promise.race({}).catch(e => console.log(e.name, e.message));
