// import.meta: one null-prototype object per module with dirname, filename,
// resolve and url (all writable, enumerable data properties), and
// import.meta.resolve with a literal specifier: files, packages, builtins, a
// missing file (Node returns its URL) and a missing package (it throws).
import { meta as libMeta, here } from "./lib/lib.js";

const m = import.meta;
const tail = (s) => s.slice(s.lastIndexOf("0994-import-meta"));
console.log(Object.keys(m), Object.getPrototypeOf(m), m === import.meta, libMeta === m);
console.log(tail(m.url), m.url.startsWith("file:///"));
console.log(tail(m.filename), tail(m.dirname), m.filename === m.dirname + "/main.js");
console.log(m.url === "file://" + m.filename, typeof m.resolve, m.resolve.name, m.resolve.length);
console.log(tail(here), tail(libMeta.dirname));
const desc = Object.getOwnPropertyDescriptor(m, "url");
console.log(desc.writable, desc.enumerable, desc.configurable);

console.log(tail(import.meta.resolve("./lib/lib.js")));
console.log(tail(import.meta.resolve("pkg")), tail(import.meta.resolve("pkg/extra")));
console.log(import.meta.resolve("node:path"), import.meta.resolve("fs"));
console.log(tail(import.meta.resolve("./not-there.js")));
try {
  import.meta.resolve("no-such-package");
} catch (e) {
  console.log(e.name, e.code, e.message.slice(0, e.message.indexOf(" imported from")));
}
try {
  import.meta.resolve("pkg/hidden");
} catch (e) {
  console.log(e.name, e.code, e.message.slice(0, 30));
}
m.added = 1;
console.log(import.meta.added, Object.keys(import.meta).length);

function inner() {
  return () => tail(import.meta.filename);
}
console.log(inner()());
