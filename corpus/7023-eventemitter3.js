// eventemitter3 (CommonJS index.js with an ES module wrapper index.mjs that
// imports it, chosen by "exports" import/require conditions; the program
// also requires the CommonJS entry through createRequire and checks both
// give the same class): listeners, once, contexts, removal and counts.
import EventEmitter, { EventEmitter as Named } from "eventemitter3";
import { createRequire } from "node:module";

const required = createRequire(import.meta.url)("eventemitter3");
console.log("same class:", EventEmitter === Named, EventEmitter === required, typeof EventEmitter.prefixed);

class Bus extends EventEmitter {}
const bus = new Bus();
const log = [];
const counter = { n: 0 };
bus.on("data", function (x, y) { this.n += x + y; log.push(`data ${x} ${y}`); }, counter);
bus.once("data", (x) => log.push(`once ${x}`));
const sym = Symbol("tick");
bus.on(sym, () => log.push("symbol"));
bus.addListener("end", () => log.push("end"));
console.log(bus.emit("data", 1, 2), bus.emit("data", 3, 4), bus.emit(sym), bus.emit("nothing"));
console.log(log.join("; "), "| n =", counter.n);
console.log(bus.eventNames().map(String).join(","), bus.listenerCount("data"), bus.listeners("end").length);
bus.removeAllListeners("data");
bus.emit("end");
console.log(bus.listenerCount("data"), log.length, bus instanceof EventEmitter);
const off = () => log.push("never");
bus.on("x", off).off("x", off);
console.log(bus.emit("x"), bus.eventNames().map(String).join(","));
bus.removeAllListeners();
console.log(bus.eventNames().length);
