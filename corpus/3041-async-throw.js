// An async function that throws rejects its promise.
async function f() { throw new RangeError("nope"); }
f().catch(e => console.log("caught", e.name, e.message));
async function g() { await null; throw new Error("later"); }
g().catch(e => console.log("caught", e.message));
