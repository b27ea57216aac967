// A handler attached later in the same drain is in time.
const p = Promise.reject(new Error("late"));
Promise.resolve().then(() => { p.catch(e => console.log("handled", e.message)); });
