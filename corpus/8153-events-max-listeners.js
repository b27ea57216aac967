// More listeners than getMaxListeners() for one event: one
// MaxListenersExceededWarning on stderr per event, with its fields; 0
// means unlimited.
import EventEmitter from "node:events";

process.on("warning", (w) => console.log("warning:", w.name, w.count, w.type, w.emitter === e));
const e = new EventEmitter();
for (let i = 0; i < 12; i++) e.on("data", () => {});
e.setMaxListeners(2);
for (let i = 0; i < 3; i++) e.on("other", () => {});
class Custom extends EventEmitter {}
const c = new Custom();
c.setMaxListeners(1);
c.on(Symbol("s"), () => {});
const s2 = Symbol("t");
c.on(s2, () => {});
c.on(s2, () => {});
const u = new EventEmitter().setMaxListeners(0);
for (let i = 0; i < 20; i++) u.on("x", () => {});
console.log("added", e.listenerCount("data"), u.listenerCount("x"));
