// Values sent with next() become the result of yield.
function* acc() { let total = 0; while (true) { const x = yield total; if (x === undefined) return total; total += x; } }
const a = acc();
console.log(a.next().value, a.next(5).value, a.next(10).value, a.next());
