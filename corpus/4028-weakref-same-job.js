// The target of a new WeakRef stays alive for the rest of the job, even with no other reference.
const r = new WeakRef({ v: 42 });
console.log(r.deref().v);
function make() { return new WeakRef([1, 2, 3]); }
const r2 = make();
console.log(r2.deref().length);
