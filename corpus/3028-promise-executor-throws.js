// An executor that throws rejects the promise.
const p = new Promise(() => { throw new TypeError("boom"); });
p.catch(e => console.log(e.name, e.message));
const q = new Promise((res) => { res("ok"); throw new Error("ignored"); });
q.then(v => console.log(v));
