// An exception in a listener does not stop the dispatch: the other
// listeners run, dispatchEvent returns, and the error is reported as
// uncaught on the next tick ('uncaughtException' here).
const et = new EventTarget();
et.addEventListener("err", () => { throw new Error("boom"); });
et.addEventListener("err", () => console.log("after boom"));
et.addEventListener("err", { handleEvent: 5 });
process.on("uncaughtException", (e) => console.log("caught", e.name, e.message));
console.log(et.dispatchEvent(new Event("err")));
console.log("dispatch returned");
queueMicrotask(() => console.log("microtask"));
process.nextTick(() => console.log("tick"));
