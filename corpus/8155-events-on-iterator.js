// events.on: an async iterator of the emissions' argument arrays; break
// (return) removes its listeners, an 'error' emission rejects, throw()
// validates its argument.
import { on, EventEmitter } from "node:events";

const e = new EventEmitter();
process.nextTick(() => {
  e.emit("d", 1);
  e.emit("d", 2, "x");
  e.emit("d", 3);
});
const it = on(e, "d");
console.log(typeof it[Symbol.asyncIterator], it[Symbol.asyncIterator]() === it, e.listenerCount("d"), e.listenerCount("error"));
for await (const ev of it) {
  console.log(ev);
  if (ev[0] === 3) break;
}
console.log(e.listenerCount("d"), e.listenerCount("error"));
const it2 = on(e, "d");
process.nextTick(() => e.emit("error", new Error("bad")));
try {
  for await (const x of it2) console.log(x);
} catch (err) {
  console.log("caught", err.message);
}
console.log(await it2.next(), e.listenerCount("d"));
const it3 = on(e, "q");
const p = it3.next();
console.log(await it3.return(), await p);
try {
  it3.throw("x");
} catch (err) {
  console.log(err.code, err.message);
}
const it4 = on(e, "w");
e.emit("w", "early");
console.log(await it4.next());
it4.throw(new Error("stop"));
try {
  await it4.next();
} catch (err) {
  console.log("rejected", err.message, e.listenerCount("w"));
}
