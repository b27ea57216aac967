// catch and finally pass values and reasons through.
Promise.reject(new Error("bad"))
  .finally(() => console.log("finally 1"))
  .catch(e => { console.log("caught", e.message); return "recovered"; })
  .finally(() => console.log("finally 2"))
  .then(v => console.log("then", v));
