// events.once: a promise of the next emission's arguments, rejected by an
// 'error' emitted first; the listeners it adds are removed afterwards.
import { once, EventEmitter } from "node:events";

const e = new EventEmitter();
setTimeout(() => e.emit("ready", 1, "a"), 1);
const args = await once(e, "ready");
console.log(args, e.listenerCount("ready"), e.listenerCount("error"));
setTimeout(() => e.emit("error", new Error("failed")), 1);
try {
  await once(e, "ready");
} catch (err) {
  console.log("rejected", err.message, e.listenerCount("ready"), e.listenerCount("error"));
}
queueMicrotask(() => e.emit("error", "as event"));
console.log(await once(e, "error"));
console.log(EventEmitter.listenerCount(e, "x"), EventEmitter.getEventListeners(e, "x"));
