// Promise.any resolves with the first fulfilment or rejects with an AggregateError.
Promise.any([Promise.reject(1), Promise.resolve(2), 3]).then(v => console.log("any", v));
Promise.any([Promise.reject(new Error("a")), Promise.reject(new Error("b"))]).catch(e => {
  console.log(e.constructor.name, e.name, e.message, e instanceof AggregateError, e instanceof Error);
  console.log(e.errors.map(x => x.message));
});
Promise.any([]).catch(e => console.log(e.message, e.errors));
