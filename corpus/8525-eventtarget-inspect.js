// util.inspect of EventTarget, AbortController and AbortSignal (Event's
// output holds a timeStamp, so only its shape is printed).
import util from "node:util";
const ac = new AbortController();
console.log(new EventTarget(), ac, ac.signal);
console.log([ac], { deep: { deeper: { deepest: ac } } });
ac.abort();
console.log(ac.signal, AbortSignal.abort(1));
class Emitter extends EventTarget {}
console.log(new Emitter(), { a: { b: { c: new EventTarget() } } });
const e = util.inspect(new Event("x"));
console.log(e.replace(/timeStamp: [\d.]+/, "timeStamp: N"));
console.log(util.inspect({ a: { b: { c: new Event("y") } } }));
