// A then chain passes values along.
Promise.resolve(1)
  .then(v => { console.log(v); return v + 1; })
  .then(v => { console.log(v); return v * 10; })
  .then(v => console.log("final", v));
