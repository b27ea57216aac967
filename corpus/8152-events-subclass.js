// class X extends EventEmitter, the old EventEmitter.call(this) style, and
// the 'newListener' / 'removeListener' events.
import EventEmitter from "node:events";
import util from "node:util";

class Job extends EventEmitter {
  constructor(name) {
    super();
    this.name = name;
  }
  run() {
    this.emit("start", this.name);
    this.emit("done", this.name.length);
  }
}
const j = new Job("build");
j.on("start", (n) => console.log("start", n));
j.on("done", function (n) { console.log("done", n, this instanceof Job, this.name); });
j.run();
console.log(j instanceof EventEmitter, j);

function Old() {
  EventEmitter.call(this);
  this.kind = "old";
}
util.inherits(Old, EventEmitter);
const o = new Old();
o.on("ping", () => console.log("pong", o.kind));
o.emit("ping");
console.log(o.listenerCount("ping"), Object.keys(o));

const w = new EventEmitter();
w.on("newListener", (ev, fn) => console.log("newListener", ev, typeof fn, w.listenerCount(ev)));
w.on("removeListener", (ev, fn) => console.log("removeListener", ev, fn.name));
function named() {}
w.on("a", named);
w.once("b", named);
w.off("a", named);
w.emit("b");
w.on("c", named);
w.on("c", () => {});
w.removeAllListeners("c");
w.removeAllListeners();
console.log(w.eventNames());
