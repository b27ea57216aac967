// import() with string-literal specifiers: a promise of the module's
// namespace, the module (and its static dependencies not yet run)
// evaluated on first import and only once, in dependency order; a module
// the static graph already ran resolves without running again; a throwing
// module rejects every import with the same error; a specifier Node cannot
// resolve rejects with Node's error; packages resolve as for `import`.
import { counter, bump } from "./shared.js";

console.log("main start", counter);
const order = [];
const p = import("./lazy.js");
Promise.resolve().then(() => order.push("micro 1")).then(() => order.push("micro 2"));
console.log("import() returned", Object.prototype.toString.call(p));

const lazy = await p;
console.log(order.join(", "));
console.log(Object.keys(lazy), lazy.value, lazy.default());
console.log("after import, counter", counter);
bump();
console.log("lazy sees", lazy.readCounter());

const again = await import("./lazy.js");
console.log("same namespace", again === lazy, Object.prototype.toString.call(again));

const shared = await import("./shared.js");
console.log("static module via import()", shared.counter, shared.bump === bump);

for (let i = 0; i < 2; i++) {
  try {
    await import("./thrower.js");
  } catch (e) {
    console.log("rejected", i, e.message, e === globalThis.firstError);
    globalThis.firstError = e;
  }
}

try {
  await import("./missing.js");
} catch (e) {
  console.log(e.name, e.code, e.message.includes("missing.js"));
}
try {
  await import("no-such-package");
} catch (e) {
  console.log(e.name, e.code, e.message.slice(0, e.message.indexOf(" imported")));
}

const pkg = await import("dyn-pkg");
console.log(pkg.default, pkg.kind);
const sub = await import("dyn-pkg/extra");
console.log(sub.extra);

function later() {
  return import("./late.js").then((ns) => ns.late);
}
console.log(await later(), await later());
console.log("main end");
