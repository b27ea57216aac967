// node:events: on/addListener, once, off/removeListener, prepend, emit's
// arguments and `this`, listenerCount, listeners, rawListeners, eventNames.
import EventEmitter, { EventEmitter as Named, once } from "node:events";

console.log(EventEmitter === Named, typeof once, EventEmitter.EventEmitter === EventEmitter);
const e = new EventEmitter();
console.log(e);
const log = (tag) => function (...args) { console.log(tag, args, this === e); };
const a = log("a"), b = log("b"), c = log("c");
e.on("x", a);
e.addListener("x", b);
e.prependListener("x", c);
e.once("x", log("once"));
e.prependOnceListener("x", log("ponce"));
console.log(e.listenerCount("x"), e.listeners("x").length, e.rawListeners("x").length);
console.log(e.emit("x", 1, "two"), e.listenerCount("x"));
console.log(e.emit("x"), e.emit("nothing"));
e.off("x", b);
e.removeListener("x", c);
console.log(e.listeners("x").map((f) => f === a), e.eventNames());
e.removeListener("x", a);
console.log(e.eventNames(), e.emit("x"));
const s = Symbol("sym");
e.on(s, () => console.log("symbol event"));
e.on("y", () => {});
console.log(e.eventNames(), e.emit(s));
const onceFn = () => console.log("once only");
e.once("z", onceFn);
console.log(e.listeners("z")[0] === onceFn, e.rawListeners("z")[0] === onceFn, e.rawListeners("z")[0].listener === onceFn);
e.off("z", onceFn);
console.log(e.listenerCount("z"));
e.removeAllListeners("y");
console.log(e.eventNames());
e.removeAllListeners();
console.log(e.eventNames(), e);
console.log(e.on("q", a) === e, e.once("q", a) === e, e.off("q", a) === e, e.removeAllListeners() === e);
