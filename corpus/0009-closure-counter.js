// Checks closures capturing and mutating outer variables independently per call.
function makeCounter(start) {
  let n = start;
  return {
    inc() { n++; return n; },
    dec() { n--; return n; },
    get() { return n; },
  };
}
const a = makeCounter(0);
const b = makeCounter(100);
a.inc(); a.inc(); b.dec();
console.log(a.get(), b.get());
let shared = 0;
const incShared = () => ++shared;
incShared(); incShared();
console.log(shared);
function adder(x) {
  return (y) => (z) => x + y + z;
}
console.log(adder(1)(2)(3), adder("a")("b")("c"));
