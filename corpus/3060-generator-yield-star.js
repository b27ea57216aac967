// yield* delegates to another generator and returns its result.
function* inner() { const x = yield "i1"; console.log("inner got", x); yield "i2"; return "inner result"; }
function* outer() { yield "o1"; const r = yield* inner(); console.log("r", r); yield* [10, 20]; yield* "ab"; }
const it = outer();
console.log(it.next().value, it.next().value, it.next("sent").value);
console.log([...it]);
