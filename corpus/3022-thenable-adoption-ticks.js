// Adopting a plain thenable takes one tick for the job, then its resolve.
const thenable = { then(res) { console.log("then called"); res("thenable value"); } };
Promise.resolve(thenable).then(v => console.log("got", v));
Promise.resolve().then(() => console.log("1")).then(() => console.log("2")).then(() => console.log("3"));
