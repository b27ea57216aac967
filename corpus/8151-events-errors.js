// node:events error handling: emit('error') without a listener throws the
// Error itself or ERR_UNHANDLED_ERROR; errorMonitor sees it first; bad
// listeners and max-listener values throw Node's errors.
import { EventEmitter, errorMonitor } from "events";

const e = new EventEmitter();
for (const v of [new TypeError("boom"), undefined, 42, "str", { a: 1 }]) {
  try {
    e.emit("error", v);
  } catch (err) {
    console.log(err === v, err.name, err.code, err.message, err.context === v);
  }
}
try {
  new EventEmitter().emit("error");
} catch (err) {
  console.log(String(err));
}
e.on(errorMonitor, (err) => console.log("monitor", err.message));
try {
  e.emit("error", new Error("watched"));
} catch (err) {
  console.log("thrown", err.message);
}
e.on("error", (err) => console.log("handled", err.message));
console.log(e.emit("error", new Error("caught")));
for (const bad of [1, null, "f", {}]) {
  try {
    e.on("x", bad);
  } catch (err) {
    console.log(err.code, err.message);
  }
}
for (const n of [-1, "3", NaN]) {
  try {
    e.setMaxListeners(n);
  } catch (err) {
    console.log(err.code, err.name, err.message);
  }
}
console.log(e.getMaxListeners(), e.setMaxListeners(3).getMaxListeners(), EventEmitter.defaultMaxListeners);
const thrower = new EventEmitter();
thrower.on("t", () => { throw new Error("listener threw"); });
thrower.on("t", () => console.log("not reached"));
try {
  thrower.emit("t");
} catch (err) {
  console.log(err.message);
}
