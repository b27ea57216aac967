// import * as / import() of Node's modules give a namespace: `default` is
// the module object and every enumerable property is a named export.
import * as path from "node:path";
import * as events from "events";

console.log(Object.prototype.toString.call(path), typeof path.default, path.default.join === path.join);
console.log(Object.keys(path).includes("default"), Object.keys(path).includes("resolve"));
console.log(events.default === events.EventEmitter, typeof events.once, typeof events.on);
const os = await import("node:os");
console.log(typeof os.default.tmpdir, os.tmpdir === os.default.tmpdir, os.EOL === "\n");
const { default: p2, basename } = await import("path");
console.log(p2 === path.default, basename("/a/b.c"));
console.log(Object.keys(path.default).slice(0, 4));
