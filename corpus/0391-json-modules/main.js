// JSON modules: `with { type: "json" }` in import declarations, export-from and
// import()'s options; one export, default, shared with require's cache; the
// attribute errors Node's loader gives, as rejections of import(). (Node caches
// a URL's first load, failed or not: each failing URL here is imported once.)
import config from "./data/config.json" with { type: "json" };
import * as ns from "./data/config.json" with { type: "json" };
import list from "./data/list.json" with { type: "json" };
import text from "./data/string.json" with { type: "json" };
import bom from "./data/bom.json" with { type: "json" };
import { config as again, listNs } from "./reexport.js";
import { createRequire } from "node:module";

console.log(config);
console.log(Object.keys(config), Object.getPrototypeOf(config) === Object.prototype, config.polluted);
console.log(Object.keys(ns), Object.prototype.toString.call(ns), ns.default === config);
console.log(again === config, listNs.default === list, list, text, bom);

const require = createRequire(import.meta.url);
console.log(require("./data/config.json") === config, require("./data/list.json") === list);
config.added = "by main";

const dyn = await import("./data/config.json", { with: { type: "json" } });
console.log(dyn === ns, dyn.default.added);
const dynList = await import("./data/list.json", { with: { type: "json" }, });
console.log(dynList.default === list);

async function attempt(label, load) {
  try {
    const m = await load();
    console.log(label, "loaded", Object.keys(m));
  } catch (e) {
    console.log(label, e.name, e.code, e.message.replace(import.meta.dirname ?? "", "<dir>").split(import.meta.url.slice(0, -"main.js".length)).join("<url>/"));
  }
}
await attempt("missing type", () => import("./data/list.json"));
await attempt("empty with", () => import("./data/list.json", { with: {} }));
await attempt("css", () => import("./data/list.json", { with: { type: "css" } }));
await attempt("json on js", () => import("./plain.js", { with: { type: "json" } }));
await attempt("json on builtin", () => import("node:path", { with: { type: "json" } }));
await attempt("other key", () => import("./data/other.json", { with: { type: "json", mode: "x" } }));
await attempt("other key on js", () => import("./other.js", { with: { mode: "x" } }));
await attempt("broken", () => import("./data/broken.json", { with: { type: "json" } }));
await attempt("broken again", () => import("./data/broken.json", { with: { type: "json" } }));
await attempt("no attributes", () => import("./fine.js", {}));
await attempt("empty attributes", () => import("./fine.js", { with: {} }));
